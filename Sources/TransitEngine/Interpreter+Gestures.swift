// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

extension Interpreter {
    /// Rule 6: the back button pops without calling app code; only declared `on back` behaviour runs.
    mutating func backButton() throws(EventError) {
        try requireLaunched()
        guard let nav = s.visibleNavigation, case .navigation(let stack) = s.controllers[nav]?.kind else {
            throw EventError("there is no back button: the top screen is not in a navigation controller")
        }
        try requireBackButton(stack)
        guard stack.count >= 2, let top = stack.last else {
            throw EventError("there is no back button: \(s.name(of: stack.first ?? nav)) is the root of its navigation stack")
        }
        let name = s.name(of: top)
        step(.transition, "back button pops \(name) (UIKit calls no app code)", transition: .pop, subjects: [name])
        gesturePop(nav: nav, keep: stack.count - 1)
    }

    /// A long press on the back button lists the screens below; picking one pops everything above it at once.
    mutating func backTo(_ target: String) throws(EventError) {
        try requireLaunched()
        guard let nav = s.visibleNavigation, case .navigation(let stack) = s.controllers[nav]?.kind, stack.count >= 2 else {
            throw EventError("there is no back button to long-press")
        }
        try requireBackButton(stack)
        let below = stack.dropLast()
        guard let i = below.lastIndex(where: { s.name(of: $0) == target }) else {
            let names = below.map { s.name(of: $0) }
            throw EventError("the back button's menu has no '\(target)'; it lists: \(names.reversed().joined(separator: ", "))")
        }
        let popped = stack[(i + 1)...].map { s.name(of: $0) }.joined(separator: ", ")
        step(.transition, "long press on the back button, then \(target): pops \(popped) at once (UIKit calls no app code)",
             transition: .popTo, subjects: [target])
        gesturePop(nav: nav, keep: i + 1)
    }

    /// An interactive back swipe let go of half-way: the delegate hears willShow for the screen below, then the
    /// top screen stays where it was.
    mutating func backCancelled() throws(EventError) {
        try requireLaunched()
        guard let nav = s.visibleNavigation, case .navigation(let stack) = s.controllers[nav]?.kind, stack.count >= 2,
              let top = stack.last else {
            throw EventError("there is no back swipe: the top screen is not above another in a navigation controller")
        }
        try requireBackButton(stack)
        let name = s.name(of: top), below = s.name(of: stack[stack.count - 2])
        step(.transition, "edge swipe on \(name) let go half-way: willShow(\(below)) fires, then \(name) stays",
             transition: .cancelledPop, subjects: [name])
        runPopHooks(from: top, will: true)
        appearance(appearing: top, disappearing: nil)
    }

    /// A screen that hides its back button (or its navigation bar) has no back button and no edge swipe.
    func requireBackButton(_ stack: [Int]) throws(EventError) {
        if s.hidesBackButton(stack, flow: flow), let top = stack.last {
            throw EventError("\(s.name(of: top)) hides its back button: there is no back button and no edge swipe")
        }
    }

    /// Pops a stack down to `keep` screens with no app code (back button, edge swipe, long press, tab re-tap): the
    /// navigation delegate's willShow, then each popped screen's declared back behaviour (top-most first), then
    /// didShow once, for the screen that was on top.
    mutating func gesturePop(nav: Int, keep: Int) {
        guard case .navigation(let stack) = s.controllers[nav]?.kind, keep >= 1, keep < stack.count, let top = stack.last else { return }
        runPopHooks(from: top, will: true)
        let removed = Array(stack[keep...])
        s.controllers[nav]?.kind = .navigation(stack: Array(stack[..<keep]))
        for r in removed { s.controllers[r]?.parent = nil }
        detached.append(contentsOf: removed)
        appearance(appearing: stack[keep - 1], disappearing: top)
        for r in removed.reversed() { runGestureBehaviour(r, swipe: false) }
        didShowQueue.append((from: top, nav: nav))
    }

    /// tabBarController(_:didSelect:) for the tab that was already selected: the nearest coordinator, from the
    /// owner of the tab's screen up, that declares `on reselect TAB` runs it (after UIKit's own pop to the root).
    mutating func runReselectHook(tab: String, content: Int) {
        guard let (c, body) = s.reselectHook(tab: tab, content: content, flow: flow), let coord = s.coordinators[c] else { return }
        step(.handler, "\(coord.name): tabBarController(_:didSelect:) for the selected tab \(tab)", subjects: [coord.name])
        execute(body, Frame(acting: s.visibleLeaf(content), coordinator: c, env: coord.inputs, screenContext: false))
    }

    /// The navigation controller's delegate noticed `from` leaving the stack: the nearest coordinator (the screen's
    /// owner or one of its ancestors) that declares `on pop Screen` (or `on willPop Screen`) runs it.
    mutating func runPopHooks(from: Int, will: Bool, nav: Int? = nil) {
        guard let inst = s.screen(from) else { return }
        // The delegate is found from the popped screen's owner; if that one was already released in this event,
        // from the owner of the screen the stack now shows (the delegate still runs, finding nothing to remove).
        var cur = inst.owner.flatMap { s.coordinators[$0] != nil ? $0 : nil }
        if cur == nil, let n = nav, case .navigation(let stack)? = s.controllers[n]?.kind, let top = stack.last {
            cur = s.screen(top)?.owner
        }
        guard let (c, hook) = s.nearestCoordinator(from: cur, { flow.coordinators[$0.name]?.popHook(inst.screen, will: will) }),
              let coord = s.coordinators[c] else { return }
        let child = inst.owner.flatMap { o in s.coordinators[o]?.parent == c ? o : nil }
        step(.handler, "\(coord.name): navigationController(_:\(will ? "willShow" : "didShow"):) sees \(inst.screen) popped",
             span: hook.span, subjects: [coord.name, inst.screen])
        let acting = coord.screens.last { s.isAttached($0) }
        execute(hook.body, Frame(acting: acting, coordinator: c, env: coord.inputs, finished: .alive(from), startedChild: child,
                                 screenContext: false))
    }

    /// What runs once the event's code has returned and the animations are over: `on appear` (viewDidAppear),
    /// the navigation delegate's didShow (`on pop`, once per transition), and dismiss completions. What they do
    /// may queue more; each round starts with no animation running.
    mutating func runDidShow() {
        var rounds = 0
        while !(didShowQueue.isEmpty && appearQueue.isEmpty && completionQueue.isEmpty), rounds < 64, s.crash == nil {
            rounds += 1
            presentationInProgress = false
            animatingNavs = []
            let appearing = appearQueue
            appearQueue = []
            for id in appearing {
                guard let inst = s.screen(id), let body = flow.screens[inst.screen]?.onAppear, s.isInWindowHierarchy(id) else { continue }
                step(.handler, "\(inst.screen)'s 'on appear' runs (viewDidAppear)", span: flow.screens[inst.screen]?.span, subjects: [inst.screen])
                execute(body, Frame(acting: id, coordinator: nil, env: inst.inputs, screenContext: true))
            }
            let queue = didShowQueue
            didShowQueue = []
            for (from, nav) in queue {
                guard case .navigation(let stack) = s.controllers[nav]?.kind, !stack.contains(from) else { continue }
                runPopHooks(from: from, will: false, nav: nav)
            }
            let completions = completionQueue
            completionQueue = []
            for (body, frame) in completions {
                step(.handler, "the dismissal's completion runs")
                execute(body, frame)
            }
        }
    }

    /// R303 at the end of the event: a coordinator released while one of its screens is still shown.
    mutating func checkEarlyReleases() {
        guard !releasedWithScreens.isEmpty else { return }
        let attached = s.attachedControllers
        for r in releasedWithScreens {
            guard let still = r.screens.first(where: { s.controllers[$0] != nil && attached.contains($0) }) else { continue }
            diagnose(.releasedEarly, "\(r.name) was released while its screen \(s.name(of: still)) is still shown after '\(eventText)': that screen's actions now go nowhere",
                     span: r.span, subjects: [r.name, s.name(of: still)])
        }
        releasedWithScreens = []
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
        let shown = def.parameters.compactMap { p in values[p.name].map { "\(p.name): \($0)" } }.joined(separator: ", ")
        step(.effect, "\(def.isLink ? "the app opens link" : "app event") \(name)\(shown.isEmpty ? "" : "(\(shown))")", span: def.span,
             subjects: [name])
        var todo = Array(s.appCoordinators)
        var handlerCoordinator: Int? = nil
        while !todo.isEmpty {
            let c = todo.removeFirst()
            guard let inst = s.coordinators[c] else { continue }
            if flow.coordinators[inst.name]?.eventHandler(name) != nil { handlerCoordinator = c; break }
            todo.append(contentsOf: inst.children)
        }
        guard let c = handlerCoordinator, let inst = s.coordinators[c], let h = flow.coordinators[inst.name]?.eventHandler(name) else {
            diagnose(.eventUnhandled, "\(def.isLink ? "link" : "event") \(name) reaches no live coordinator that handles it: nothing happens",
                     span: def.span, subjects: [name])
            return
        }
        var env = inst.inputs
        for (i, b) in h.bindings.enumerated() where b != "_" && i < def.parameters.count { env[b] = values[def.parameters[i].name] }
        // The handler acts from what the coordinator holds (navigationController.present / tabBarController.present),
        // else from its screen on top.
        let acting = inst.navigation.flatMap { s.isInWindow($0) ? $0 : nil }
            ?? inst.screens.last { s.isInWindowHierarchy($0) } ?? inst.screens.last { s.isAttached($0) }
        step(.handler, "\(inst.name) handles \(name)", span: h.span, subjects: [inst.name])
        execute(h.body, Frame(acting: acting, coordinator: c, env: env, screenContext: false))
        if let expected = def.expects {
            runDidShow()
            let top = s.topScreen.map { s.name(of: $0) }
            if top != expected {
                diagnose(.linkMissed, "link \(name) must show \(expected) but ends on \(top ?? "nothing")", span: def.span,
                         subjects: [name, expected])
            }
        }
    }

    /// A tap on an alert button: the alert is dismissed, then the button's statements run where the alert was shown.
    mutating func tapAlertButton(_ alert: Int, screen: String?, name: String) throws(EventError) {
        guard case .alert(let a) = s.controllers[alert]?.kind else { return }
        guard screen == nil || screen == "alert", let b = a.buttons.first(where: { $0.name == name }) else {
            throw EventError("an alert is up (\"\(a.message)\"): tap one of its buttons: \(a.buttons.map { "alert." + $0.name }.joined(separator: ", "))")
        }
        step(.effect, "user taps '\(name)' in the alert", span: b.span)
        if let p = s.controllers[alert]?.presenter { s.controllers[p]?.presented = nil }
        s.controllers[alert]?.presenter = nil
        retired.append(alert)
        step(.transition, "the alert is dismissed", transition: .dismiss)
        // The button's closure captures its coordinator weakly ([weak self]): released since, it does nothing.
        if !a.frame.screenContext, let c = a.frame.coordinator, s.coordinators[c] == nil {
            step(.ignored, "the button's handler finds its coordinator released ([weak self] is nil); nothing happens", span: b.span)
            return
        }
        execute(b.body, a.frame)
    }


    /// Rule 13: a sheet swiped down ends without any app call; `nonDismissible` blocks the swipe.
    mutating func swipeDown() throws(EventError) {
        try requireLaunched()
        guard let modal = s.modalChain.last, let c = s.controllers[modal] else {
            throw EventError("nothing is presented, so there is nothing to swipe down")
        }
        let name = s.visibleLeaf(modal).map { s.name(of: $0) } ?? s.name(of: modal)
        guard c.style?.isSheet ?? false else { throw EventError("\(name) is presented full screen: it cannot be swiped down") }
        guard !c.nonDismissible else { throw EventError("\(name) is non-dismissible (isModalInPresentation): the swipe is blocked") }
        if let p = c.presenter { s.controllers[p]?.presented = nil }
        s.controllers[modal]?.presenter = nil
        detached.append(modal)
        step(.transition, "swipe-down dismisses \(name) (only presentationControllerDidDismiss is called)", transition: .dismiss,
             subjects: [name])
        appearance(appearing: nil, disappearing: modal)
        // Each screen that goes away runs what its flow declares for a swipe, top-most first.
        for id in s.subtree(modal).reversed() where s.screen(id) != nil {
            runGestureBehaviour(id, swipe: true)
        }
    }

    /// What back / swipe-down means for a screen: its own `on back`/`on swipe` (a default result), then, when it
    /// is a coordinator's first screen, the coordinator's.
    mutating func runGestureBehaviour(_ id: Int, swipe: Bool) {
        guard let inst = s.screen(id), let def = flow.screens[inst.screen] else { return }
        let gesture = swipe ? "swipe" : "back"
        if case .effects(let body) = def.backBehavior(entry: inst.entry, swipe: swipe) {
            step(.handler, "\(inst.screen)'s 'on \(gesture)' runs", span: def.span, subjects: [inst.screen])
            execute(body, Frame(acting: id, coordinator: nil, env: inst.inputs, screenContext: true))
        }
        if let owner = inst.owner, let c = s.coordinators[owner], c.rootScreen == .alive(id), let cdef = flow.coordinators[c.name] {
            let behaviour = swipe && cdef.swipe.isDeclared ? cdef.swipe : cdef.back
            if case .effects(let body) = behaviour {
                step(.handler, "\(c.name)'s 'on \(gesture)' runs", span: cdef.span, subjects: [c.name])
                execute(body, Frame(acting: id, coordinator: owner, env: c.inputs, screenContext: false))
            }
        }
    }

    /// Controllers popped or swiped away by the user are deallocated once their declared behaviour ran.
    mutating func finishDetached() {
        var ids = detached.flatMap { s.subtree($0) } + retired
        detached = []
        retired = []
        ids = keepRetainCycles(ids)
        dealloc(ids)
    }

    /// A coordinator released by its parent but held by a screen (`strongOwner`) that sits in the coordinator's own
    /// navigation controller: coordinator → navigationController → screen → coordinator. Taken out of the window,
    /// none of them is deallocated. Returns the controllers that do go away.
    mutating func keepRetainCycles(_ ids: [Int]) -> [Int] {
        // Only a coordinator already held by its screens can close such a cycle (most events have none).
        guard s.coordinators.values.contains(where: \.heldByScreens) else { return ids }
        let going = Set(ids)
        var kept = Set<Int>()
        for nav in ids {
            guard case .navigation(let stack) = s.controllers[nav]?.kind, let c = s.controllers[nav]?.creator,
                  let coord = s.coordinators[c], coord.heldByScreens, !kept.contains(nav) else { continue }
            guard let holder = stack.first(where: { id in
                going.contains(id) && s.screen(id)?.owner == c && (s.screen(id).flatMap { flow.screens[$0.screen]?.strongOwner } ?? false)
            }) else { continue }
            kept.formUnion(s.subtree(nav))
            s.reportedLeaks.formUnion(s.coordinatorSubtree(c))
            diagnose(.coordinatorLeak, "\(coord.name) leaked with its navigation controller and \(stack.count) screen\(stack.count == 1 ? "" : "s"): \(coord.name) holds the navigationController, it holds \(s.name(of: holder)), and \(s.name(of: holder)) holds \(coord.name) (its coordinator property is strong) — a retain cycle nothing else refers to",
                     span: flow.coordinators[coord.name]?.span, subjects: [coord.name, s.name(of: holder)])
        }
        return kept.isEmpty ? ids : ids.filter { !kept.contains($0) }
    }

    /// Removes controllers (deepest first), reporting results that will now never arrive.
    mutating func dealloc(_ ids: [Int]) {
        for id in ids.reversed() {
            guard let c = s.controllers.removeValue(forKey: id) else { continue }
            s.orphanedModals.removeAll { $0 == id }
            guard let inst = c.screen else { continue }
            if let o = inst.owner, s.coordinators[o] != nil {
                s.coordinators[o]?.screens.removeAll { $0 == id }
                // The last screen holding a released coordinator lets it go.
                if s.coordinators[o]?.heldByScreens == true, !(s.coordinators[o]?.screens.contains { x in
                    s.screen(x).flatMap { flow.screens[$0.screen]?.strongOwner } ?? false } ?? false) {
                    deallocCoordinator(o)
                }
                if s.coordinators[o]?.rootScreen == .alive(id) {
                    s.coordinators[o]?.rootScreen = .gone
                    if s.coordinators[o]?.autoRelease == true { autoRelease(o, screen: inst.screen) }
                }
            }
            // `-> T?` (may never arrive), or `on back none` / `on swipe none` for this gesture: nothing is lost.
            var optional = flow.screens[inst.screen]?.resultOptional ?? false
            if event == .swipe || event == .back, let def = flow.screens[inst.screen],
               case .none = def.backBehavior(entry: inst.entry, swipe: event == .swipe) { optional = true }
            for p in s.pending.values where p.source == .screen(id) {
                if !p.delivered, p.handler != nil, !optional {
                    let how: String
                    switch event {
                    case .back: how = "was popped by the back button"
                    case .swipe: how = "was swiped down"
                    default: how = "was removed"
                    }
                    diagnose(.resultLost, "\(inst.screen) \(how) without delivering its result and declares no 'on \(event == .swipe ? "swipe" : "back")' result: the handler never runs",
                             span: p.handler?.span, subjects: [inst.screen])
                }
                s.pending[p.id] = nil
            }
            step(.screenDeallocated, "\(inst.screen).deinit", subjects: [inst.screen])
        }
    }

    /// After every event: leaked coordinators and results that can no longer be delivered.
    ///
    /// A coordinator is leaked when it is still retained while neither it nor any descendant shows a screen in the
    /// window (root hierarchy or a modal) or can hear an app event: the app coordinator that swapped the window
    /// root, or a tab coordinator, is alive through the children that show something.
    mutating func checkLifetimes() {
        // Most events leave every coordinator that could leak with a screen in the window: then none leaks, and
        // the live set (ancestors, listeners, alerts) need not be built.
        let mayLeak = s.coordinators.contains { id, c in
            c.hasCreatedScreens && !c.heldByScreens && !s.reportedLeaks.contains(id) && !c.screens.contains(where: s.isInWindow)
        }
        let alive = mayLeak ? s.liveCoordinators(listening: listening) : []
        for (id, c) in s.coordinators where mayLeak {
            guard !s.reportedLeaks.contains(id) else { continue }
            // Held by its own screens only: it lives and dies with them (a cycle through its navigation
            // controller is found when they leave the window).
            guard c.hasCreatedScreens, !alive.contains(id), !c.heldByScreens else { continue }
            s.reportedLeaks.insert(id)
            let holder = c.parent.flatMap { s.coordinators[$0]?.name } ?? "the app delegate"
            let cause: String
            if c.terminated {
                cause = "it terminated, but the termination handler never released it (forgotten release)"
            } else {
                switch event {
                case .back: cause = "the back button popped its screen and no 'on back' ends it"
                case .backTo: cause = "a long press on the back button popped its screen and no 'on back' ends it"
                case .swipe: cause = "a swipe-down dismissed its screen and no 'on swipe' or 'on back' ends it"
                case .selectTab: cause = "tapping the selected tab popped its stack to the root and nothing ends it"
                default:
                    cause = replacedRoot ? "the window root was replaced"
                        : "its screens were removed by '\(eventText)'"
                }
            }
            diagnose(.coordinatorLeak, "\(c.name) leaked: still retained by \(holder) but shows no screen; \(cause)",
                     span: flow.coordinators[c.name]?.span, subjects: [c.name])
        }
        for p in s.pending.values.sorted(by: { $0.id < $1.id }) where !p.delivered && !s.reportedUndeliverable.contains(p.id) {
            let waiterGone: Bool
            if p.frame.screenContext { waiterGone = p.frame.acting.map { s.controllers[$0] == nil } ?? false }
            else { waiterGone = p.frame.coordinator.map { s.coordinators[$0] == nil } ?? false }
            guard waiterGone else { continue }
            s.reportedUndeliverable.insert(p.id)
            let who: String
            switch p.source {
            case .screen(let x): who = s.name(of: x)
            case .coordinator(let x): who = s.coordinators[x]?.name ?? "a coordinator"
            }
            diagnose(.resultUndeliverable, "\(who)'s result can no longer be delivered: whoever waited for it is gone",
                     span: p.handler?.span, subjects: [who])
        }
    }
}
