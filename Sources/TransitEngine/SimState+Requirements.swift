// SPDX-License-Identifier: MIT
import TransitModel

extension SimState {
    /// Whether a requirement's predicate holds in this state (docs/language.md, "require").
    public func satisfies(_ p: StatePredicate) -> Bool {
        switch p {
        case .literal(let b): return b
        case .not(let q): return !satisfies(q)
        case .and(let a, let b): return satisfies(a) && satisfies(b)
        case .or(let a, let b): return satisfies(a) || satisfies(b)
        case .top(let s): return topScreen.flatMap { screen($0) }?.screen == s
        case .shown(let s):
            return controllers.contains { id, c in c.screen?.screen == s && isInWindowHierarchy(id) }
        case .presented(let s):
            return modalChain.contains { m in subtree(m).contains { controllers[$0]?.screen?.screen == s } }
        case .running(let c): return coordinators.contains { $0.1.name == c }
        case .coordinators(let names): return coordinators.map(\.1.name).sorted() == names
        case .tab(let t):
            guard let tb = visibleTabBar, case .tabBar(_, _, let names, let sel)? = controllers[tb]?.kind,
                  names.indices.contains(sel) else { return false }
            return names[sel] == t
        case .stack(let names):
            guard let nav = visibleNavigation, case .navigation(let stack)? = controllers[nav]?.kind else { return names.isEmpty }
            return stack.map { visibleLeaf($0).map { name(of: $0) } ?? name(of: $0) } == names
        case .count(let n, let coordinator, let op, let value):
            let k = coordinator ? coordinators.filter { $0.1.name == n }.count
                                : attachedControllers.filter { controllers[$0]?.screen?.screen == n }.count
            return op.holds(k, value)
        case .variable(let c):
            var env: [String: Value] = [:]
            for (k, v) in globals { env[VariableKey.app(k).bindingKey] = v }
            return c.evaluate(env)
        }
    }
}

extension Event {
    /// True when this event is the one of `after E: P`; `top`: the screen on top before it (an action typed in the
    /// shell names none).
    public func matches(_ e: RequirementEvent, top: String? = nil) -> Bool {
        switch (self, e) {
        case (.appEvent(let n, _), .appEvent(let m)): n == m
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
