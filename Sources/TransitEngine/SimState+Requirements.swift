// SPDX-License-Identifier: MIT
import TransitModel

/// What a requirement no longer sees: the leaks of the state before the event — its reported leaked coordinators
/// and the screens already outside its window. R301/R302 reported them once, and the explorer forgets them from then
/// on (it merges states that differ only in what no event can reach), so the shell, the explorer and every search
/// mode agree. What the event itself leaks is still alive after it, and seen.
public struct Forgotten: Sendable {
    public var coordinators: Set<CoordinatorID> = []
    public var screens: Set<ControllerID> = []
    public init() {}
    public init(before: SimState) {
        coordinators = before.reportedLeaks
        let attached = before.attachedControllers
        screens = Set(before.controllers.keys.filter { !attached.contains($0) })
    }
}

extension SimState {
    /// Whether a requirement's predicate holds in this state (docs/language.md, "require"), not seeing `forgetting`.
    public func satisfies(_ p: StatePredicate, forgetting: Forgotten = Forgotten()) -> Bool {
        switch p {
        case .literal(let b): return b
        case .not(let q): return !satisfies(q, forgetting: forgetting)
        case .and(let a, let b): return satisfies(a, forgetting: forgetting) && satisfies(b, forgetting: forgetting)
        case .or(let a, let b): return satisfies(a, forgetting: forgetting) || satisfies(b, forgetting: forgetting)
        case .top(let s): return topScreen.flatMap { screen($0) }?.screen == s
        case .shown(let s):
            return controllers.contains { id, c in c.screen?.screen == s && isInWindowHierarchy(id) }
        case .presented(nil): return !modalChain.isEmpty
        case .presented(let s?):
            return modalChain.contains { m in subtree(m).contains { controllers[$0]?.screen?.screen == s } }
        case .alert: return topAlert != nil
        case .alive(let s):
            return controllers.contains { id, c in c.screen?.screen == s && !forgetting.screens.contains(id) }
        case .running(let c): return counted(forgetting).contains { $0 == c }
        case .coordinators(let names): return counted(forgetting).sorted() == names
        case .tab(let t):
            guard let tb = visibleTabBar, case .tabBar(_, _, let names, let sel)? = controllers[tb]?.kind,
                  names.indices.contains(sel) else { return false }
            return names[sel] == t
        case .stack(let names): return visibleStackNames == names
        case .count(let n, let coordinator, let op, let value):
            let k = coordinator ? counted(forgetting).filter { $0 == n }.count
                                : attachedControllers.filter { controllers[$0]?.screen?.screen == n }.count
            return op.holds(k, value)
        case .variable(let c):
            var env: [String: Value] = [:]
            bindAppVariables(into: &env)
            return c.evaluate(env)
        }
    }

    /// The app's variables, under the keys a body reads them by (`VariableKey.app`).
    func bindAppVariables(into env: inout [String: Value]) {
        for (k, v) in globals { env[VariableKey.app(k).bindingKey] = v }
    }

    /// The names of the live coordinators, one per instance, but a leak `forgetting` holds and what it retains.
    func counted(_ forgetting: Forgotten) -> [String] {
        guard !forgetting.coordinators.isEmpty else { return coordinators.map(\.1.name) }
        let gone = Set(forgetting.coordinators.flatMap(coordinatorSubtree))
        return coordinators.compactMap { id, c in gone.contains(id) ? nil : c.name }
    }
}

extension Event {
    /// True when this event is the one of `after E: P`; `top`: the screen on top before it (an action typed in the
    /// shell names none).
    public func matches(_ e: RequirementEvent, top: String? = nil) -> Bool {
        switch (self, e) {
        case (.appEvent(let n, let got), .appEvent(let m, let want)): n == m && want.allSatisfy { got[$0.key] == $0.value }
        case (.back, .back), (.backTo, .back), (.swipe, .swipe): true
        case (.action(let s, _, let n, _), .alertButton(let button)): s == "alert" && n == button
        case (.action(let s, _, let n, _), .action(let screen, let action)): (s ?? top) == screen && n == action
        default: false
        }
    }

    /// Something the user does (a tap, back, a swipe, a tab, a form finished), not the launch or an event from
    /// outside: what `reach … within N` counts.
    public var isUserEvent: Bool {
        switch self {
        case .launch, .launchWith, .appEvent: false
        case .action, .back, .backTo, .backCancelled, .swipe, .selectTab, .finish: true
        }
    }
}
