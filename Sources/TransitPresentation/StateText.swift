// SPDX-License-Identifier: MIT
import TransitEngine
import TransitModel

/// Text views of a simulation state: the view-controller hierarchy, pending results, the coordinator tree.
public struct StateText: Sendable {
    public var engine: Engine
    public var style: TextStyle

    public init(engine: Engine, style: TextStyle) {
        self.engine = engine
        self.style = style
    }

    func inputs(_ d: [String: Value]) -> String {
        d.isEmpty ? "" : "(" + d.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
    }

    func screenLabel(_ state: SimState, _ id: ControllerID) -> String {
        guard let inst = state.screen(id) else { return state.name(of: id) }
        var s = style.bold(inst.screen) + (inst.entry.map { "." + $0 } ?? "") + inputs(inst.inputs)
        if let o = inst.owner {
            s += style.dim("  · " + (state.coordinators[o]?.name ?? "released coordinator"))
        }
        if state.topScreen == id { s += "  " + style.green("◀ top") }
        return s
    }

    /// window › tab bar › navigation › modal…, the top marked.
    public func stack(_ state: SimState) -> String {
        guard state.launched else { return "not launched (send 'launch')" }
        var tree = TreeText()
        tree.add(0, "window" + (state.crash.map { "  " + style.red("CRASHED: \($0)") } ?? ""))
        var todo: [(ControllerID, Int, String?)] = []
        if let r = state.windowRoot { todo.append((r, 1, nil)) }
        for m in state.orphanedModals.reversed() { todo.append((m, 1, style.red("left alive under a replaced root: "))) }
        todo.reverse()
        var seen = Set<ControllerID>()
        while let (id, depth, prefix) = todo.popLast() {
            guard seen.insert(id).inserted, let c = state.controllers[id] else { continue }
            var text = prefix ?? ""
            var children: [(ControllerID, Int, String?)] = []
            switch c.kind {
            case .screen:
                if let r = c.route { text += style.dim("\(r) → ") }
                text += screenLabel(state, id)
                // SwiftUI: its presentation bindings that are true; one that presents nothing is the drift to see.
                for b in c.raisedBindings {
                    let shown = state.controllers.values.contains { $0.presentedFor == id && $0.presentedBinding == b }
                    let v = c.bindings[b]?.description ?? "true"
                    text += "  " + (shown ? style.dim("\(b) = \(v)") : style.red("\(b) = \(v), nothing presented"))
                }
            case .navigation(let stack):
                if let b = c.pathBinding {
                    // SwiftUI: the stack and its path side by side; a value it does not show is the bug to see.
                    let values = state.paths[b] ?? []
                    text += "NavigationStack(path: $\(b))  \(b) = [" + values.map(\.description).joined(separator: ", ") + "]"
                    let shown = stack.dropFirst().compactMap { state.controllers[$0]?.route }
                    if Array(shown) != values { text += "  " + style.red("the stack shows \(shown.count) of \(values.count)") }
                } else {
                    text += "UINavigationController"
                }
                children += stack.map { ($0, depth + 1, nil) }
            case .tabBar(let name, let tabs, let names, let sel):
                text += "\(style.bold(name)) (UITabBarController)"
                for (i, t) in tabs.enumerated() {
                    children.append((t, depth + 1, (i == sel ? style.cyan("tab \(names[i]) ✓") : "tab \(names[i])") + ": "))
                }
            case .alert(let a):
                text += "UIAlertController \"\(a.message)\"  buttons: " + a.buttons.map { "alert." + $0.name }.joined(separator: ", ")
            }
            children += c.embedded.map { ($0, depth + 1, "embeds ") }
            if let p = state.controllers[id]?.presented, let pc = state.controllers[p] {
                let how = (pc.style?.rawValue ?? "modal") + (pc.nonDismissible ? ", non-dismissible" : "")
                children.append((p, depth + 1, style.yellow("presents (\(how))") + " "))
            }
            tree.add(depth, text)
            todo.append(contentsOf: children.reversed())
        }
        // SwiftUI paths no live stack shows: their values wait for the next stack bound to them.
        let bound = Set(state.controllers.values.compactMap(\.pathBinding))
        for name in state.paths.keys.sorted() where !bound.contains(name) {
            let values = state.paths[name] ?? []
            tree.add(0, "path \(name) = [" + values.map(\.description).joined(separator: ", ") + "]" + style.dim("  (no NavigationStack shows it)"))
        }
        return tree.render()
    }

    /// The presented controllers from the window root up, as UIKit has them: the container that is presented (a
    /// navigation controller, a tab bar, an alert or a screen), its style, what it shows, and who presents it.
    public func modals(_ state: SimState) -> String {
        let chain = state.modalChain
        var lines: [String] = []
        for (i, id) in chain.enumerated() {
            guard let c = state.controllers[id] else { continue }
            let what: String
            switch c.kind {
            case .screen: what = state.name(of: id)
            case .navigation(let stack): what = "UINavigationController [" + stack.map { state.name(of: $0) }.joined(separator: ", ") + "]"
            case .tabBar(let n, _, let names, let sel): what = "\(n) (UITabBarController, tab \(names.indices.contains(sel) ? names[sel] : "?"))"
            case .alert(let a): what = "UIAlertController \"\(a.message)\""
            }
            let style = c.style?.rawValue ?? "alert"
            let flags = c.nonDismissible ? ", non-dismissible" : ""
            let shown = state.visibleLeaf(id).map { state.name(of: $0) }
            // presentingViewController is the presentation context (the root-most container), as UIKit has it.
            var presenter = "?"
            if let p = c.presenter {
                presenter = state.name(of: p)
                if let leaf = state.visibleLeaf(p).map({ state.name(of: $0) }), leaf != presenter { presenter += " (showing \(leaf))" }
            }
            lines.append("\(i + 1). \(what) (\(style)\(flags))" + (shown != nil && shown != what ? ", showing \(shown!)" : "") + ", presentingViewController: \(presenter)")
        }
        for id in state.orphanedModals {
            lines.append(self.style.red("left alive under a replaced root: ") + (state.visibleLeaf(id).map { state.name(of: $0) } ?? state.name(of: id)))
        }
        return lines.isEmpty ? "nothing is presented" : lines.joined(separator: "\n")
    }

    /// Who waits for which result, the handler, and what back / swipe-down would deliver.
    public func pending(_ state: SimState) -> String {
        let items = state.pendingResults
        if items.isEmpty { return "no pending results" }
        var lines: [String] = []
        for p in items {
            let (source, waiter) = state.names(of: p)
            let at = p.handler?.span.map { " at \($0.description)" } ?? ""
            lines.append("\(style.bold(source)) → \(waiter)  \(style.dim(p.resultType.description))  handler\(at)")
            let g = engine.gestures(for: p.source, in: state)
            for (enabled, swipe, word) in [(g.back, false, "back"), (g.swipe, true, "swipe-down")] where enabled {
                guard let outcome = engine.gestureOutcome(of: p.source, in: state, swipe: swipe) else { continue }
                lines.append("   \(word) " + gestureText(outcome, source: p.source, name: source, in: state, swipe: swipe))
            }
            if !g.back && !g.swipe { lines.append(style.dim("   no gesture can leave it; only its own actions deliver")) }
        }
        return lines.joined(separator: "\n")
    }

    /// What a gesture does for whoever waits for `source`'s result, in the user's words (after "back " / "swipe-down ").
    func gestureText(_ outcome: GestureOutcome, source: PendingResult.Source, name: String, in state: SimState, swipe: Bool) -> String {
        let declared = declaredGesture(source, in: state, swipe: swipe)
        switch (outcome, source) {
        case (.delivers(.void), .coordinator):
            // A coordinator without a result type: terminating is what ends it, there is no value to show.
            return "ends \(name): its '\(declared)' terminates it (delivers ())"
        case (.delivers(let v), _):
            return "delivers \(v)"
        case (.declaredNone, .screen):
            return "delivers no result, on purpose: '\(declared) none' says nothing waits for one, so the handler is not run"
        case (.declaredNone, .coordinator):
            return "runs nothing ('\(declared) none') and does not end \(name) — " + style.red("\(name) would leak")
        case (.nothing, .coordinator):
            return "delivers " + style.red("nothing") + " — \(name) would leak"
        case (.nothing, .screen):
            return "delivers " + style.red("nothing") + " — the handler would never run"
        }
    }

    /// Which declaration a gesture runs: a swipe-down uses `on back` when no `on swipe` is declared.
    func declaredGesture(_ source: PendingResult.Source, in state: SimState, swipe: Bool) -> String {
        guard swipe else { return "on back" }
        switch source {
        case .screen(let id):
            guard let inst = state.screen(id), let def = engine.flow.screens[inst.screen] else { return "on swipe" }
            let entrySwipe = inst.entry.flatMap(def.entry)?.swipe.isDeclared ?? false
            return entrySwipe || def.swipe.isDeclared ? "on swipe" : "on back"
        case .coordinator(let cid):
            guard let c = state.coordinators[cid], let def = engine.flow.coordinators[c.name] else { return "on swipe" }
            return def.swipe.isDeclared ? "on swipe" : "on back"
        }
    }

    /// The retain tree: who keeps which coordinator alive, and what each shows.
    public func coordinators(_ state: SimState) -> String {
        guard !state.coordinators.isEmpty else { return "no coordinators" }
        var tree = TreeText()
        tree.add(0, "app delegate")
        var todo = state.appCoordinators.reversed().map { ($0, 1) }
        var seen = Set<CoordinatorID>()
        while let (id, depth) = todo.popLast() {
            guard seen.insert(id).inserted, let c = state.coordinators[id] else { continue }
            let shown = c.screens.filter { state.controllers[$0] != nil }.map { state.name(of: $0) }
            var text = style.bold(c.name) + inputs(c.inputs)
            text += shown.isEmpty ? "  " + style.red("shows nothing") : style.dim("  shows " + shown.joined(separator: ", "))
            if state.reportedLeaks.contains(id) { text += "  " + style.red("⚠ leaked") }
            if c.terminated { text += style.dim("  (terminated)") }
            tree.add(depth, text)
            todo.append(contentsOf: c.children.reversed().map { ($0, depth + 1) })
        }
        return tree.render()
    }
}
