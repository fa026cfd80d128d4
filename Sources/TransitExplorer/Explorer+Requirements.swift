// SPDX-License-Identifier: MIT
import TransitEngine
import TransitLanguage
import TransitModel

extension Explorer {
    /// What the explorer concluded about one requirement.
    public struct RequirementVerdict: Sendable {
        public enum Status: String, Sendable {
            /// Proved on every reachable state (or, for `reachable`, shown by a trace).
            case holds
            /// Broken: an X405 finding has the trace.
            case violated = "broken"
            /// Not broken in the states explored, but the search stopped at a bound before it could prove it.
            case unproven
        }
        public var requirement: Requirement
        public var status: Status
        /// For a `reachable` that holds: the shortest events from launch to a state where it does.
        public var witness: [Event]?
    }
}

/// What a requirement says of one transition and the state it gives: computed while a state is expanded (on any
/// thread), used when the search merges it.
struct RequirementFacts: Sendable {
    /// `always`, `never` and `after` requirements this transition breaks.
    var broken: [Int32] = []
    /// `reachable` and `reach … to` predicates that hold in the state it gives.
    var holds: [Int32] = []
    /// `from` predicates of `reach` that hold in the state it gives.
    var from: [Int32] = []

    /// `forgetting`: `Forgotten(before:)` of the state the event ran in (made once for all its events).
    init(_ requirements: [Requirement], event: Event, forgetting: Forgotten, after state: SimState) {
        guard state.launched, state.crash == nil else { return }
        func sat(_ p: StatePredicate) -> Bool { state.satisfies(p, forgetting: forgetting) }
        for (k, r) in requirements.enumerated() {
            let n = Int32(k)
            switch r.kind {
            case .always(let p): if !sat(p) { broken.append(n) }
            case .never(let p): if sat(p) { broken.append(n) }
            case .after(let es, let p): if es.contains(where: { event.matches($0) }), !sat(p) { broken.append(n) }
            case .reachable(let p): if sat(p) { holds.append(n) }
            case .reach(let f, let to, _):
                if sat(to) { holds.append(n) }
                if f.map(sat) ?? true { from.append(n) }
            }
        }
    }
}

/// The search's memory of the requirements: what is broken, what was reached, and for `reach … within N` the graph
/// of user events between states, walked backwards from the goal states once the search is over.
struct RequirementTracker {
    let requirements: [Requirement]
    private var found = Set<Int32>()
    private var witness: [Int32: (parent: Int, event: Event)] = [:]
    private let reachIndexes: [Int32]
    /// For `reach`: each stored state's index by fingerprint, the user-event edges, and per requirement which
    /// states hold `to` and `from`.
    private var index: [UInt64: Int32] = [:]
    private var edgeFrom: [Int32] = []
    private var edgeTo: [Int32] = []
    private var goal: [Int32: [Bool]] = [:]
    private var start: [Int32: [Bool]] = [:]
    private var unexpanded = Set<Int>()
    /// `reach` requirements not broken only because some state on the way was not expanded.
    private var unsure = Set<Int32>()

    init(_ requirements: [Requirement]) {
        self.requirements = requirements
        reachIndexes = requirements.indices.compactMap { if case .reach = requirements[$0].kind { Int32($0) } else { nil } }
        for r in reachIndexes { goal[r] = []; start[r] = [] }
    }

    var tracksGraph: Bool { !reachIndexes.isEmpty }

    /// The requirements this transition breaks that were not broken before.
    mutating func newlyBroken(_ f: RequirementFacts) -> [Int32] { f.broken.filter { found.insert($0).inserted } }

    mutating func noteWitnesses(_ f: RequirementFacts, parent: Int, event: Event) {
        for r in f.holds where witness[r] == nil { witness[r] = (parent, event) }
    }

    /// State `i` was stored for the first time.
    mutating func noteState(_ i: Int, fingerprint: UInt64, facts: RequirementFacts?) {
        guard tracksGraph else { return }
        index[fingerprint] = Int32(i)
        for r in reachIndexes {
            goal[r]!.append(facts?.holds.contains(r) ?? false)
            start[r]!.append(facts?.from.contains(r) ?? false)
        }
    }

    /// A state whose events were not all tried (a bound, a growing stack, a crash): `reach` assumes it can get
    /// anywhere, so that no requirement is reported broken on what was not explored.
    mutating func noteUnexpanded(_ i: Int) { if tracksGraph { unexpanded.insert(i) } }

    mutating func noteEdge(from i: Int, to fingerprint: UInt64, event: Event) {
        guard tracksGraph, event.isUserEvent, let j = index[fingerprint] else { return }
        edgeFrom.append(Int32(i)); edgeTo.append(j)
    }

    /// For each `reach` requirement broken, the first state (in breadth-first order: the shortest trace) where its
    /// `from` holds and no `within` user events reach `to`.
    mutating func brokenReach(states: Int, expanded: Int) -> [(Int32, Int)] {
        guard tracksGraph else { return [] }
        // Incoming edges of each state, as one array sliced by offsets.
        var offsets = [Int32](repeating: 0, count: states + 1)
        for j in edgeTo { offsets[Int(j) + 1] += 1 }
        for k in 0..<states { offsets[k + 1] += offsets[k] }
        var incoming = [Int32](repeating: 0, count: edgeTo.count)
        var fill = offsets
        for (e, j) in edgeTo.enumerated() { incoming[Int(fill[Int(j)])] = edgeFrom[e]; fill[Int(j)] += 1 }
        var out: [(Int32, Int)] = []
        for r in reachIndexes {
            guard case .reach(_, _, let within) = requirements[Int(r)].kind, !found.contains(r) else { continue }
            // Optimistic: a state not expanded may reach the goal; broken only when even then it cannot.
            // Certain: only the goal's own states; a state that can only thus is why the verdict is unproven.
            let optimistic = distances(states, r, within, offsets, incoming) { $0 >= expanded || unexpanded.contains($0) }
            let certain = distances(states, r, within, offsets, incoming) { _ in false }
            // State 0 is before the launch.
            let starts = (1..<max(1, states)).filter { start[r]![$0] }
            if let i = starts.first(where: { optimistic[$0] == .max }) {
                found.insert(r)
                out.append((r, i))
            } else if starts.contains(where: { certain[$0] == .max }) {
                unsure.insert(r)
            }
        }
        return out
    }

    /// Each state's distance in user events to a state where requirement `r`'s goal holds (or `assumed` does),
    /// up to `within`; `.max` beyond.
    private func distances(_ states: Int, _ r: Int32, _ within: Int, _ offsets: [Int32], _ incoming: [Int32],
                           assumed: (Int) -> Bool) -> [Int32] {
        var dist = [Int32](repeating: .max, count: states)
        var queue: [Int] = []
        for j in 0..<states where goal[r]![j] || assumed(j) { dist[j] = 0; queue.append(j) }
        var head = 0
        while head < queue.count {
            let j = queue[head]; head += 1
            guard dist[j] < within else { continue }
            for k in Int(offsets[j])..<Int(offsets[j + 1]) {
                let i = Int(incoming[k])
                if dist[i] == .max { dist[i] = dist[j] + 1; queue.append(i) }
            }
        }
        return dist
    }

    func finding(_ r: Int32, trace: [Event]) -> Explorer.Finding {
        let q = requirements[Int(r)]
        return Explorer.Finding(ExplorerMessage.requirementViolated(q), trace: trace, span: q.span, subject: q.name, subjects: [q.name])
    }

    /// `reachable` requirements no state met, once the search saw every state: broken, with no trace.
    mutating func unreachedFindings(complete: Bool) -> [Explorer.Finding] {
        guard complete else { return [] }
        return requirements.indices.compactMap { k in
            let n = Int32(k)
            guard case .reachable = requirements[k].kind, witness[n] == nil, found.insert(n).inserted else { return nil }
            return finding(n, trace: [])
        }
    }

    func verdicts(complete: Bool, trace: (Int) -> [Event]) -> [Explorer.RequirementVerdict] {
        requirements.indices.map { k in
            let r = requirements[k], n = Int32(k)
            if found.contains(n) { return .init(requirement: r, status: .violated) }
            if case .reachable = r.kind {
                if let w = witness[n] { return .init(requirement: r, status: .holds, witness: trace(w.parent) + [w.event]) }
                return .init(requirement: r, status: .unproven)
            }
            return .init(requirement: r, status: complete && !unsure.contains(n) ? .holds : .unproven)
        }
    }
}
