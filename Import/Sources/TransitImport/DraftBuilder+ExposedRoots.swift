// SPDX-License-Identifier: MIT
import Foundation

/// Coordinators that hand their parent the screen to show: `var viewController: UIViewController {
/// loginViewController }`, and the parent's `present(child.viewController)`. In the flow the child has that screen
/// as its `root`, and the parent's `start` says how it is shown (`start LoginCoordinator as present`), so the
/// child's handlers of that screen's actions are its own, as in the Swift.
extension DraftBuilder {
    /// The screen each such coordinator exposes, for those whose start() shows nothing itself and whose every
    /// start is shown in the same body (so every `start` of it can say how).
    func exposedRoots(_ coordinators: [TypeInfo], bodies: [[DraftStatement]]) -> [String: Destination] {
        var out: [String: Destination] = [:]
        for c in coordinators where !translator.findings.tabCoordinators.contains(c.name) && c.name != launchedCoordinator {
            guard showsNothingAtStart(c.name), let d = exposedScreen(of: c.name) else { continue }
            out[c.name] = d
        }
        guard !out.isEmpty else { return out }
        // Each list of statements that starts one must show it too; and one must be shown somewhere.
        var shown = Set<String>()
        func visit(_ list: [DraftStatement]) {
            let showsHere = Set(list.compactMap(shownChild))
            shown.formUnion(showsHere)
            for s in list {
                if case .start(let c, _, _, _, _) = s, out[c] != nil, !showsHere.contains(c) { out[c] = nil }
            }
            for s in list { for inner in nestedLists(s) { visit(inner) } }
        }
        for b in bodies { visit(b) }
        return out.filter { shown.contains($0.key) }
    }

    /// The coordinator a `show` shows as the screen it exposes (`present(child.viewController)`).
    func shownChild(_ s: DraftStatement) -> String? {
        guard case .show(let verb, let ds, _, _) = s, [.push, .present, .root, .embed].contains(verb), ds.count == 1 else { return nil }
        return ds[0].coordinatorName
    }

    func nestedLists(_ s: DraftStatement) -> [[DraftStatement]] {
        switch s {
        case .choice(_, let kept, let others, _): [kept] + others
        case .condition(_, _, let a, let b, _): [a, b]
        case .alert(_, let buttons, _): buttons.map(\.body)
        case .start(_, let handler?, _, _, _): [handler]
        case .match(_, let arms, _): arms.map(\.body)
        case .dismissThen(let body, _): [body]
        default: []
        }
    }

    /// The one screen a coordinator hands over: what its start() returns, else what its view-controller properties
    /// give (a getter that returns a stored screen, or a property of a screen's type; names with `viewController` /
    /// `rootViewController` / `presentable` first).
    func exposedScreen(of coordinator: String) -> Destination? {
        guard let info = module[coordinator] else { return nil }
        func shows(_ d: Destination) -> Bool {
            switch d {
            case .screen, .hosting, .navigation(.screen?), .navigation(.hosting?): true
            default: false
            }
        }
        // `func start() -> UIViewController { …; return UINavigationController(rootViewController: settings) }`.
        if let start = entryMethods[coordinator] ?? module.methods(of: coordinator, named: "start").first(where: { $0.body != nil }),
           start.returnType != nil, case let d = resolver.resolveReturn(of: start, depth: 0), shows(d) {
            return d
        }
        var found: [(preferred: Bool, Destination)] = []
        for p in info.properties where !p.isClosure && !p.isWeak {
            let lower = p.name.lowercased()
            guard lower.contains("controller") || lower == "presentable" || lower == "root" else { continue }
            guard let d = resolver.resolveProperty(p.name, of: coordinator, in: Scope(owner: coordinator, method: nil), depth: 0), shows(d) else { continue }
            found.append((["viewcontroller", "rootviewcontroller", "presentable", "root"].contains(lower), d))
        }
        if let preferred = found.first(where: \.preferred) { return preferred.1 }
        let distinct = Set(found.map { "\($0.1)" })
        return distinct.count == 1 ? found.first?.1 : nil
    }
}
