import TransitLanguage
import TransitModel

extension Interpreter {
    /// Rule 6: the back button pops without calling app code; only declared `on back` behaviour runs.
    mutating func backButton() throws(EventError) {
        try requireLaunched()
        guard let nav = s.visibleNavigation, case .navigation(let stack) = s.controllers[nav]?.kind else {
            throw EventError("there is no back button: the top screen is not in a navigation controller")
        }
        guard stack.count >= 2, let top = stack.last else {
            throw EventError("there is no back button: \(s.name(of: stack.first ?? nav)) is the root of its navigation stack")
        }
        s.controllers[nav]?.kind = .navigation(stack: Array(stack.dropLast()))
        s.controllers[top]?.parent = nil
        detached.append(top)
        let name = s.name(of: top)
        step(.transition, "back button pops \(name) (UIKit calls no app code)", transition: "pop", subjects: [name])
        appearance(appearing: stack[stack.count - 2], disappearing: top)
        runGestureBehaviour(top, swipe: false)
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
        step(.transition, "swipe-down dismisses \(name) (only presentationControllerDidDismiss is called)", transition: "dismiss",
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
        if let owner = inst.owner, let c = s.coordinators[owner], c.rootScreen == id, let cdef = flow.coordinators[c.name] {
            let behaviour = swipe && cdef.swipe.isDeclared ? cdef.swipe : cdef.back
            if case .effects(let body) = behaviour {
                step(.handler, "\(c.name)'s 'on \(gesture)' runs", span: cdef.span, subjects: [c.name])
                execute(body, Frame(acting: id, coordinator: owner, env: c.inputs, screenContext: false))
            }
        }
    }

    /// Controllers popped or swiped away by the user are deallocated once their declared behaviour ran.
    mutating func finishDetached() {
        let ids = detached.flatMap { s.subtree($0) } + retired
        detached = []
        retired = []
        dealloc(ids)
    }

    /// Removes controllers (deepest first), reporting results that will now never arrive.
    mutating func dealloc(_ ids: [Int]) {
        for id in ids.reversed() {
            guard let c = s.controllers.removeValue(forKey: id) else { continue }
            s.orphanedModals.removeAll { $0 == id }
            guard let inst = c.screen else { continue }
            if let o = inst.owner, s.coordinators[o] != nil {
                s.coordinators[o]?.screens.removeAll { $0 == id }
                if s.coordinators[o]?.rootScreen == id { s.coordinators[o]?.rootScreen = 0 }
            }
            for p in s.pending.values where p.source == .screen(id) {
                if !p.delivered, p.handler != nil {
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
        let alive = s.liveCoordinators(listening: flow.listeningCoordinators)
        for id in s.coordinators.keys.sorted() {
            guard let c = s.coordinators[id], !s.reportedLeaks.contains(id) else { continue }
            guard c.hasCreatedScreens, !alive.contains(id) else { continue }
            s.reportedLeaks.insert(id)
            let holder = c.parent.flatMap { s.coordinators[$0]?.name } ?? "the app delegate"
            let cause: String
            if c.terminated {
                cause = "it terminated, but the termination handler never released it (forgotten release)"
            } else {
                switch event {
                case .back, .backTo: cause = "the back button popped its screen and no 'on back' ends it"
                case .swipe: cause = "a swipe-down dismissed its screen and no 'on swipe' or 'on back' ends it"
                case .selectTab: cause = "tapping the selected tab popped its stack to the root and nothing ends it"
                default:
                    cause = steps.contains(where: { $0.transition == "root" }) ? "the window root was replaced"
                        : "its screens were removed by '\(eventText)'"
                }
            }
            diagnose(.coordinatorLeak, "\(c.name) leaked: still retained by \(holder) but shows no screen; \(cause)",
                     span: flow.coordinators[c.name]?.span, subjects: [c.name])
        }
        for p in s.pending.values.sorted(by: { $0.id < $1.id }) where !p.delivered && !s.reportedLeaks.contains(-p.id) {
            let waiterGone: Bool
            if p.frame.screenContext { waiterGone = p.frame.acting.map { s.controllers[$0] == nil } ?? false }
            else { waiterGone = p.frame.coordinator.map { s.coordinators[$0] == nil } ?? false }
            guard waiterGone else { continue }
            s.reportedLeaks.insert(-p.id)
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
