// SPDX-License-Identifier: MIT
import TransitEngine
import TransitModel

extension Engine {
    /// The most states `canReach` looks at before it gives up (a large `within` over a space that grows forever).
    public static let reachBudget = 10_000

    /// Whether `goal` holds in `state` or in a state `within` user events or fewer from it (breadth-first, states
    /// merged as the explorer merges them); nil when `budget` states were seen first without deciding.
    public func canReach(_ goal: StatePredicate, from state: SimState, within: Int, forgetting: Forgotten = Forgotten(),
                         budget: Int = Engine.reachBudget) -> Bool? {
        if state.satisfies(goal, forgetting: forgetting) { return true }
        var seen: Set<UInt64> = [state.explorationFingerprint()]
        var level = [state]
        // Where a stack or chain repeats, the explorer stops (X404): so does this search, undecided if it needed more.
        let explorer = Explorer(engine: self)
        var stoppedAtGrowth = false
        for _ in 0..<max(0, within) {
            var next: [SimState] = []
            for s in level where s.crash == nil {
                if explorer.growth(s) != nil { stoppedAtGrowth = true; continue }
                let forgotten = Forgotten(before: s)
                for e in concreteEvents(in: s) where e.isUserEvent {
                    guard let t = try? apply(e, to: s, snapshots: false, steps: false) else { continue }
                    if t.state.satisfies(goal, forgetting: forgotten) { return true }
                    if seen.insert(t.state.explorationFingerprint()).inserted {
                        if seen.count > budget { return nil }
                        next.append(t.state.canonical(droppingLeaks: true))
                    }
                }
            }
            if next.isEmpty { return stoppedAtGrowth ? nil : false }
            level = next
        }
        return stoppedAtGrowth ? nil : false
    }

    /// What `expect holds NAME` finds.
    public enum RequirementHere: Equatable, Sendable {
        case holds, broken
        /// An `after E` requirement, and the last event was not one of its events.
        case notAfterItsEvent
        /// A `reach` requirement whose search passed `reachBudget` states before it could say.
        case undecided
    }

    /// Whether requirement `r` holds in `state`, reached by `event` from `before`: what `expect holds NAME` asks in
    /// a script.
    public func requirementHere(_ r: Requirement, in state: SimState, after event: Event?, from before: SimState?) -> RequirementHere {
        let forgetting = before.map { Forgotten(before: $0) } ?? Forgotten()
        func verdict(_ holds: Bool) -> RequirementHere { holds ? .holds : .broken }
        switch r.kind {
        case .always(let p), .reachable(let p): return verdict(state.satisfies(p, forgetting: forgetting))
        case .never(let p): return verdict(!state.satisfies(p, forgetting: forgetting))
        case .after(let es, let p):
            let top = before?.topScreen.flatMap { before?.screen($0) }?.screen
            guard let event, es.contains(where: { event.matches($0, top: top) }) else { return .notAfterItsEvent }
            return verdict(state.satisfies(p, forgetting: forgetting))
        case .reach(let from, let to, let n):
            if let from, !state.satisfies(from, forgetting: forgetting) { return .holds }
            return canReach(to, from: state, within: n, forgetting: forgetting).map(verdict) ?? .undecided
        }
    }
}
