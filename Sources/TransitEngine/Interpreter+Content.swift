// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// Creating what is shown: screens, navigation controllers, alerts; a pending result registered for its handler.
extension Interpreter {
    /// Creates the controllers a destination shows (a screen, optionally in its own navigation controller, or a
    /// tab bar with its tabs) and returns the top one, not yet attached anywhere.
    /// `loadsNow: false`: the caller loads its view (`loadView`) once it is in place, as a push does.
    mutating func makeContent(_ dest: Destination, withNavigation: Bool, owner: CoordinatorID?, frame: Frame, loadsNow: Bool = true) -> ControllerID? {
        guard sim.controllers.count < maxControllers else {
            diagnose(.simulationLimit(maxControllers: maxControllers), span: dest.span)
            return nil
        }
        switch dest.ref {
        case .screen(let name, let entry):
            var inputs: [String: Value] = [:]
            for (k, e) in dest.arguments { inputs[k] = e.evaluate(frame.env) }
            let id: ControllerID = newID()
            sim.controllers[id] = Controller(id: id, kind: .screen(ScreenInstance(screen: name, entry: entry, inputs: inputs, owner: owner)))
            if flow.screens[name]?.hidesBottomBar == true { sim.controllers[id]?.hidesBottomBar = true }
            if let owner {
                sim.coordinators[owner]?.screens.append(id)
                sim.coordinators[owner]?.hasCreatedScreens = true
            }
            let args = dest.arguments.map { "\($0.0): \(inputs[$0.0] ?? .void)" }.joined(separator: ", ")
            step(.screenCreated, "\(name)\(entry.map { "." + $0 } ?? "")(\(args)) created", span: dest.span, subjects: [name])
            var top = id
            if withNavigation {
                // UINavigationController(rootViewController:) makes it the root first; its view loads later.
                top = wrapInNavigation(id)
                sim.controllers[top]?.creator = owner
                if let owner, sim.coordinators[owner]?.navigation == nil { sim.coordinators[owner]?.navigation = top }
            }
            if loadsNow { loadView(id) }
            return top
        case .tabs(let name):
            guard let def = flow.tabBars[name] else { return nil }
            let id: ControllerID = newID()
            sim.controllers[id] = Controller(id: id, kind: .tabBar(name: name, tabs: [], names: [], selected: 0))
            step(.screenCreated, "\(name) (UITabBarController) created", span: dest.span, subjects: [name])
            var started: [CoordinatorID] = []
            for tab in def.tabs {
                var content: ControllerID?
                if case .coordinator(let cn) = tab.destination.ref {
                    let created = createCoordinator(tab.destination, withNavigation: tab.withNavigation, frame: frame)
                    content = created?.content
                    if let c = created?.coordinator {
                        started.append(c)
                        // A coordinator without a root, given the tab's navigation controller
                        // (init(navigationController:)): its start() pushes its first screen there.
                        if content == nil, tab.withNavigation {
                            content = makeEmptyNavigation(heldBy: c, "UINavigationController() created for tab \(tab.name), given to \(cn)", subjects: [cn])
                        }
                    }
                    if let h = tab.handler, let c = created?.coordinator {
                        registerPending(.coordinator(c), type: flow.coordinators[cn]?.resultType ?? .void, handler: h, frame: frame)
                    }
                } else {
                    // UITabBarController (and SwiftUI's TabView) loads a tab's view the first time it is selected;
                    // only a view with `on load` can tell, so the others load at once (fewer states to tell apart).
                    let first = def.tabs.first?.name == tab.name
                    let hooked = flow.screens[tab.destination.ref.name]?.onLoad != nil
                    content = makeContent(tab.destination, withNavigation: tab.withNavigation, owner: owner, frame: frame, loadsNow: first || !hooked)
                    if !first, hooked, let c = content, let leaf = sim.visibleLeaf(c) { sim.controllers[leaf]?.loadsOnAppear = true }
                }
                if let c = content { bindPath(c, to: tab.path, span: tab.span) }
                guard let c = content, case .tabBar(let n, var tabs, var names, let sel) = sim.controllers[id]?.kind else { continue }
                tabs.append(c)
                names.append(tab.name)
                sim.controllers[id]?.kind = .tabBar(name: n, tabs: tabs, names: names, selected: sel)
                sim.controllers[c]?.parent = id
            }
            // The tab bar's owner starts each tab's coordinator: start { … } runs once its tab is in place.
            for c in started { runStartBlock(c, acting: nil) }
            return id
        case .coordinator:
            return createCoordinator(dest, withNavigation: withNavigation, frame: frame)?.content
        case .emptyNavigation:
            return makeEmptyNavigation(heldBy: owner, "UINavigationController() created, empty", subjects: ["UINavigationController"])
        }
    }

    /// viewDidLoad, and the screen's `on load`. It runs before the screen is in the window: presenting from here is
    /// refused (R208); a screen already in a navigation controller (its root, or pushed) can push.
    mutating func loadView(_ id: ControllerID) {
        guard case .screen(let instance)? = sim.controllers[id]?.kind else { return }
        let name = instance.screen
        step(.lifecycle, "\(name).viewDidLoad()", subjects: [name])
        if let body = flow.screens[name]?.onLoad {
            step(.handler, "\(name)'s 'on load' runs (viewDidLoad)", span: flow.screens[name]?.span, subjects: [name])
            loadingViews.insert(id)
            execute(body, Frame(acting: id, coordinator: nil, env: instance.inputs, screenContext: true))
            loadingViews.remove(id)
        }
    }

    /// `loadViewIfNeeded()`: a controller a `set` left below the top loads its view as it first shows (rule 23).
    mutating func loadViewIfNeeded(_ id: ControllerID) {
        guard sim.controllers[id]?.loadsOnAppear == true else { return }
        sim.controllers[id]?.loadsOnAppear = false
        loadView(id)
    }

    /// `UINavigationController()`: empty, created and held by `owner`, whose code then acts from it.
    mutating func makeEmptyNavigation(heldBy owner: CoordinatorID?, _ message: @autoclosure () -> String,
                                      subjects: @autoclosure () -> [String]) -> ControllerID {
        let nav: ControllerID = newID()
        sim.controllers[nav] = Controller(id: nav, kind: .navigation(stack: []))
        sim.controllers[nav]?.creator = owner
        if let owner { sim.coordinators[owner]?.navigation = nav }
        step(.effect, message(), subjects: subjects())
        return nav
    }

    mutating func wrapInNavigation(_ id: ControllerID) -> ControllerID {
        let nav: ControllerID = newID()
        sim.controllers[nav] = Controller(id: nav, kind: .navigation(stack: [id]))
        sim.controllers[id]?.parent = nav
        step(.effect, "UINavigationController(rootViewController: \(sim.name(of: id)))", subjects: [sim.name(of: id)])
        return nav
    }

    /// A UIAlertController with buttons, presented on the acting screen (it blocks other presentations from there).
    /// What an alert shows for a value: an error's message, or the string.
    func alertText(_ v: Value) -> String {
        if let m = flow.message(of: v) { return m }
        if case .string(let str) = v { return str }
        return v.description
    }

    mutating func presentAlert(_ text: String, buttons: [AlertButton], frame: Frame, span: SourceSpan?) {
        guard let a = frame.acting, sim.controllers.contains(a) else {
            step(.ignored, "alert \"\(text)\": no screen to present it from; nothing happens", span: span)
            return
        }
        let ctx = sim.presentationContext(of: a)
        if let busy = sim.controllers[ctx]?.presented {
            // The alert is named by its title: two refused alerts are two bugs, and the reader knows which.
            diagnose(.presentOnBusy(.alert(title: text), on: label(a), alreadyPresenting: label(sim.visibleLeaf(busy) ?? busy)),
                     span: span, subjects: ["alert \"\(text)\"", sim.name(of: a)])
            return
        }
        // A UIAlertController is presented like any view controller: from a screen not in the window yet (its
        // viewDidLoad) or no longer, UIKit refuses it.
        if !sim.isAttached(a) || loadingViews.contains(a) {
            diagnose(.presentNotInHierarchy(.alert(title: text), on: label(a)),
                     span: span, subjects: ["alert \"\(text)\"", sim.name(of: a)])
            return
        }
        let id: ControllerID = newID()
        var f = frame
        f.env = f.env.filter { !VariableKey.isVariable(bindingKey: $0.key) }
        sim.controllers[id] = Controller(id: id, kind: .alert(AlertInstance(message: text, buttons: buttons, frame: f)))
        sim.controllers[ctx]?.presented = id
        sim.controllers[id]?.presenter = ctx
        // present(alert, animated: true), as apps write it: until the alert is up, a dismiss or another present in
        // the same turn is refused (UIKit rule 10, docs/simulator.md).
        presentationInProgress = true
        step(.alert, "alert: \(text) [\(buttons.map(\.name).joined(separator: " | "))]", span: span, transition: .present)
    }

    mutating func registerPending(_ source: PendingResult.Source, type: FlowType, handler: ResultHandler, frame: Frame) {
        let id: PendingID = newID()
        var f = frame
        f.finished = nil
        sim.pending[id] = PendingResult(id: id, source: source, resultType: type, handler: handler, frame: f)
    }

    mutating func callMethod(_ screen: String, _ method: String, _ args: [String: Value], frame: Frame, span: SourceSpan?, isRefresh: Bool) {
        let live = sim.liveScreens(named: screen)
        // The instance nearest the acting screen: the most recently created one that is attached.
        guard let target = live.last(where: { sim.isAttached($0) }) ?? live.last else {
            step(.ignored, "\(screen).\(method)(): no \(screen) is alive; nothing happens", span: span, subjects: [screen])
            return
        }
        let a = args.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        step(.effect, "\(label(target)).\(method)(\(a))", span: span, subjects: [screen])
    }

    /// Content created for a transition UIKit ignored: nothing retains it, so it goes away at once.
    mutating func discard(_ content: ControllerID) {
        let was = discardingUnshown
        discardingUnshown = true
        dealloc(sim.subtree(content))
        discardingUnshown = was
    }
}
