// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// What the user does outside the app's own actions: the back button and its long press, a cancelled edge swipe,
/// a swipe-down, an alert's button, and app events or links arriving.
extension Interpreter {
    /// UIKit rule 6 (docs/simulator.md): the back button pops without calling app code; only declared `on back`
    /// behaviour runs.
    mutating func backButton() throws(EventError) {
        try requireLaunched()
        guard let nav = sim.visibleNavigation, case .navigation(let stack) = sim.controllers[nav]?.kind else {
            throw EventError("there is no back button: the top screen is not in a navigation controller")
        }
        try requireBackButton(stack)
        guard stack.count >= 2, let top = stack.last else {
            throw EventError("there is no back button: \(sim.name(of: stack.first ?? nav)) is the root of its navigation stack")
        }
        let name = sim.name(of: top)
        step(.transition, "back button pops \(name) (UIKit calls no app code)", transition: .pop, subjects: [name])
        gesturePop(nav: nav, keep: stack.count - 1)
    }

    /// A long press on the back button lists the screens below; picking one pops everything above it at once.
    mutating func backTo(_ target: String) throws(EventError) {
        try requireLaunched()
        guard let nav = sim.visibleNavigation, case .navigation(let stack) = sim.controllers[nav]?.kind, stack.count >= 2 else {
            throw EventError("there is no back button to long-press")
        }
        try requireBackButton(stack)
        let below = stack.dropLast()
        guard let i = below.lastIndex(where: { sim.name(of: $0) == target }) else {
            let names = below.map { sim.name(of: $0) }
            throw EventError("the back button's menu has no '\(target)'; it lists: \(names.reversed().joined(separator: ", "))")
        }
        let popped = stack[(i + 1)...].map { sim.name(of: $0) }.joined(separator: ", ")
        step(.transition, "long press on the back button, then \(target): pops \(popped) at once (UIKit calls no app code)",
             transition: .popTo, subjects: [target])
        gesturePop(nav: nav, keep: i + 1)
    }

    /// An interactive back swipe let go of half-way: the delegate hears willShow for the screen below, then the
    /// top screen stays where it was.
    mutating func backCancelled() throws(EventError) {
        try requireLaunched()
        guard let nav = sim.visibleNavigation, case .navigation(let stack) = sim.controllers[nav]?.kind, stack.count >= 2,
              let top = stack.last else {
            throw EventError("there is no back swipe: the top screen is not above another in a navigation controller")
        }
        try requireBackButton(stack)
        let name = sim.name(of: top), below = sim.name(of: stack[stack.count - 2])
        // The screen below shows through as the swipe starts: its view loads then.
        loadViewIfNeeded(stack[stack.count - 2])
        step(.transition, "edge swipe on \(name) let go half-way: willShow(\(below)) fires, then \(name) stays",
             transition: .cancelledPop, subjects: [name])
        runPopHooks(gone: [top], will: true)
        appearance(appearing: top, disappearing: nil)
    }

    /// A screen that hides its back button (or its navigation bar) has no back button and no edge swipe.
    func requireBackButton(_ stack: [ControllerID]) throws(EventError) {
        if sim.hidesBackButton(stack, screens: flow.screens), let top = stack.last {
            throw EventError("\(sim.name(of: top)) hides its back button: there is no back button and no edge swipe")
        }
    }

    /// Pops a stack down to `keep` screens with no app code (back button, edge swipe, long press, tab re-tap): the
    /// navigation delegate's willShow, then each popped screen's declared back behaviour (top-most first), then
    /// didShow once, for the screen that was on top.
    mutating func gesturePop(nav: ControllerID, keep: Int) {
        guard case .navigation(let stack) = sim.controllers[nav]?.kind, keep >= 1, keep < stack.count, let top = stack.last else { return }
        let removed = Array(stack[keep...])
        runPopHooks(gone: removed.reversed(), will: true)
        sim.controllers[nav]?.kind = .navigation(stack: Array(stack[..<keep]))
        for r in removed { sim.controllers[r]?.parent = nil }
        writeBackPath(nav)
        detached.append(contentsOf: removed)
        appearance(appearing: stack[keep - 1], disappearing: top)
        for r in removed.reversed() { runGestureBehaviour(r, swipe: false) }
        didShowQueue.append((nav: nav, gone: removed.reversed()))
    }

    /// Delivers an app event or link to the root-most live coordinator that handles it (the app delegate hands it
    /// to its coordinator, which hands it down).
    mutating func appEvent(_ name: String, _ args: [String: Value]) throws(EventError) {
        try requireLaunched()
        guard let def = flow.appEvents[name] else {
            let names = flow.appEventOrder
            throw EventError("the flow declares no event or link '\(name)'" + (names.isEmpty ? "" : "; it has: " + names.joined(separator: ", ")))
        }
        let values = try bindArguments(def.parameters, args, what: name)
        if def.isNotification {
            notify(def, values, span: def.span)
            return
        }
        step(.effect, "\(def.isLink ? "the app opens link" : "app event") \(name)\(argumentText(def, values))", span: def.span,
             subjects: [name])
        guard let c = observers(of: name, firstOnly: true).first, runHandler(of: def, values, in: c, verb: "handles") else {
            diagnose(.eventUnhandled(name, isLink: def.isLink),
                     span: def.span, subjects: [name])
            return
        }
        if let expected = def.expects {
            runDidShow()
            let top = sim.topScreen.map { sim.name(of: $0) }
            if top != expected {
                diagnose(.linkMissed(name, expected: expected, endsOn: top), span: def.span,
                         subjects: [name, expected])
            }
        }
    }

    /// `notify NAME`: NotificationCenter's post. Every live coordinator that observes it (declares `on NAME`) runs
    /// its handler now, before the code that posted goes on: found breadth-first from the app's coordinators, each
    /// run only if it is still alive when its turn comes. Nobody observing is not a problem (posts often go unheard).
    mutating func notify(_ def: AppEventDef, _ values: [String: Value], span: SourceSpan?) {
        step(.effect, "notification \(def.name)\(argumentText(def, values)) posted", span: span, subjects: [def.name])
        let observers = observers(of: def.name)
        if observers.isEmpty { step(.ignored, "no live coordinator observes \(def.name): nothing happens", span: span, subjects: [def.name]) }
        for c in observers { _ = runHandler(of: def, values, in: c, verb: "observes") }
    }

    /// The live coordinators that declare `on NAME`, breadth-first from the app's: an event goes to the first, a
    /// notification to each. `firstOnly` stops at the first (the explorer sends events from every state).
    func observers(of name: String, firstOnly: Bool = false) -> [CoordinatorID] {
        var out: [CoordinatorID] = []
        var todo = Array(sim.appCoordinators)
        while !todo.isEmpty {
            let c = todo.removeFirst()
            guard let inst = sim.coordinators[c] else { continue }
            if flow.coordinators[inst.name]?.eventHandler(name) != nil {
                out.append(c)
                if firstOnly { break }
            }
            todo.append(contentsOf: inst.children)
        }
        return out
    }

    /// `(id: "42", reason: .user)` as steps show an event's values; empty without any.
    func argumentText(_ def: AppEventDef, _ values: [String: Value]) -> String {
        let shown = def.parameters.compactMap { p in values[p.name].map { "\(p.name): \($0)" } }.joined(separator: ", ")
        return shown.isEmpty ? "" : "(" + shown + ")"
    }

    /// Runs coordinator `c`'s `on NAME { … }` with the values bound; false when `c` is gone or declares none.
    /// The handler acts from what the coordinator holds (navigationController.present / tabBarController.present),
    /// else from its screen on top.
    mutating func runHandler(of def: AppEventDef, _ values: [String: Value], in c: CoordinatorID, verb: String) -> Bool {
        guard let inst = sim.coordinators[c], let h = flow.coordinators[inst.name]?.eventHandler(def.name) else { return false }
        var env = inst.inputs
        for (i, b) in h.bindings.enumerated() where b != "_" && i < def.parameters.count { env[b] = values[def.parameters[i].name] }
        let acting = inst.navigation.flatMap { sim.isInWindow($0) ? $0 : nil }
            ?? inst.screens.last { sim.isInWindowHierarchy($0) } ?? inst.screens.last { sim.isAttached($0) }
        step(.handler, "\(inst.name) \(verb) \(def.name)", span: h.span, subjects: [inst.name])
        execute(h.body, Frame(acting: acting, coordinator: c, env: env, screenContext: false))
        return true
    }

    /// A tap on an alert button: the alert is dismissed, then the button's statements run where the alert was shown.
    mutating func tapAlertButton(_ alert: ControllerID, screen: String?, name: String) throws(EventError) {
        guard case .alert(let a) = sim.controllers[alert]?.kind else { return }
        guard screen == nil || screen == "alert", let b = a.buttons.first(where: { $0.name == name }) else {
            throw EventError("an alert is up (\"\(a.message)\"): tap one of its buttons: \(a.buttons.map { "alert." + $0.name }.joined(separator: ", "))")
        }
        step(.effect, "user taps '\(name)' in the alert", span: b.span)
        if let p = sim.controllers[alert]?.presenter { sim.controllers[p]?.presented = nil }
        sim.controllers[alert]?.presenter = nil
        retired.append(alert)
        step(.transition, "the alert is dismissed", transition: .dismiss)
        // An alert a binding showed (`.alert(isPresented:)`): SwiftUI writes it false before the button's action runs.
        if let owner = sim.controllers[alert]?.presentedFor, let binding = sim.controllers[alert]?.presentedBinding {
            sim.controllers[alert]?.presentedFor = nil
            sim.controllers[alert]?.presentedBinding = nil
            bindingWrittenBack(binding, of: owner)
        }
        // The button's closure captures its coordinator weakly ([weak self]): released since, it does nothing.
        if !a.frame.screenContext, let c = a.frame.coordinator, !sim.coordinators.contains(c) {
            step(.ignored, "the button's handler finds its coordinator released ([weak self] is nil); nothing happens", span: b.span)
            return
        }
        execute(b.body, a.frame)
    }

    /// UIKit rule 13 (docs/simulator.md): a sheet swiped down ends without any app call; `nonDismissible` blocks
    /// the swipe.
    mutating func swipeDown() throws(EventError) {
        try requireLaunched()
        guard let modal = sim.modalChain.last, let c = sim.controllers[modal] else {
            throw EventError("nothing is presented, so there is nothing to swipe down")
        }
        let name = sim.visibleLeaf(modal).map { sim.name(of: $0) } ?? sim.name(of: modal)
        guard c.style?.isSheet ?? false else { throw EventError("\(name) is presented full screen: it cannot be swiped down") }
        guard !c.nonDismissible else { throw EventError("\(name) is non-dismissible (isModalInPresentation): the swipe is blocked") }
        if let p = c.presenter { sim.controllers[p]?.presented = nil }
        sim.controllers[modal]?.presenter = nil
        detached.append(modal)
        step(.transition, "swipe-down dismisses \(name) (only presentationControllerDidDismiss is called)", transition: .dismiss,
             subjects: [name])
        appearance(appearing: nil, disappearing: modal)
        // Each screen that goes away runs what its flow declares for a swipe, top-most first.
        for id in sim.subtree(modal).reversed() where sim.screen(id) != nil {
            runGestureBehaviour(id, swipe: true)
        }
        presentationsEnded(sim.subtree(modal))
    }

    /// What back / swipe-down means for a screen: its own `on back`/`on swipe` (a default result), then, when it
    /// is a coordinator's first screen, the coordinator's.
    mutating func runGestureBehaviour(_ id: ControllerID, swipe: Bool) {
        guard let inst = sim.screen(id), let def = flow.screens[inst.screen] else { return }
        let gesture = swipe ? "swipe" : "back"
        if case .effects(let body) = def.backBehavior(entry: inst.entry, swipe: swipe) {
            step(.handler, "\(inst.screen)'s 'on \(gesture)' runs", span: def.span, subjects: [inst.screen])
            execute(body, Frame(acting: id, coordinator: nil, env: inst.inputs, screenContext: true))
        }
        if let owner = inst.owner, let c = sim.coordinators[owner], c.rootScreen == .alive(id), let cdef = flow.coordinators[c.name] {
            let behaviour = swipe && cdef.swipe.isDeclared ? cdef.swipe : cdef.back
            if case .effects(let body) = behaviour {
                step(.handler, "\(c.name)'s 'on \(gesture)' runs", span: cdef.span, subjects: [c.name])
                execute(body, Frame(acting: id, coordinator: owner, env: c.inputs, screenContext: false))
            }
        }
    }
}
