// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// What outlives what once an event is over: screens and coordinators deallocated, retain cycles kept, and the
/// leaks, early releases and lost results that follow (R301–R306).
extension Interpreter {
    /// R303 at the end of the event: a coordinator released while one of its screens is still shown.
    mutating func checkEarlyReleases() {
        guard !releasedWithScreens.isEmpty else { return }
        let attached = sim.attachedControllers
        for r in releasedWithScreens {
            guard let still = r.screens.first(where: { sim.controllers.contains($0) && attached.contains($0) && sendsTo(r.name, $0) }) else { continue }
            diagnose(.releasedEarly(coordinator: r.name, screen: sim.name(of: still), event: eventText),
                     span: r.span, subjects: [r.name, sim.name(of: still)])
        }
        releasedWithScreens = []
    }

    /// A shown screen that still talks to its (released) coordinator: an action without a body, a pop hook its
    /// coordinator declares for it, or a result a coordinator waits for. A self-contained screen (a share sheet
    /// that closes itself) loses nothing when its coordinator goes.
    func sendsTo(_ coordinator: String, _ id: ControllerID) -> Bool {
        guard let inst = sim.screen(id), let def = flow.screens[inst.screen] else { return false }
        if def.sendsActionsToOwner { return true }
        if sim.pending.values.contains(where: { $0.source == .screen(id) && !$0.delivered && !$0.frame.screenContext }) { return true }
        let owners = [coordinator] + (inst.owner.flatMap { sim.coordinators[$0]?.name }.map { [$0] } ?? [])
        return owners.contains { flow.coordinators[$0]?.popHooks.contains { $0.screen == inst.screen } ?? false }
    }

    /// Controllers popped or swiped away by the user are deallocated once their declared behaviour ran.
    mutating func finishDetached() {
        var ids = detached.flatMap { sim.subtree($0) } + retired
        detached = []
        retired = []
        ids = keepRetainCycles(ids)
        pushedBindingsLeft(ids)
        dealloc(ids)
    }

    /// A coordinator released by its parent but held by a screen (`strongOwner`) that sits in the coordinator's own
    /// navigation controller: coordinator → navigationController → screen → coordinator. Taken out of the window,
    /// none of them is deallocated. Returns the controllers that do go away.
    mutating func keepRetainCycles(_ ids: [ControllerID]) -> [ControllerID] {
        // Only a coordinator already held by its screens can close such a cycle (most events have none).
        guard sim.coordinators.values.contains(where: \.heldByScreens) else { return ids }
        let going = Set(ids)
        var kept = Set<ControllerID>()
        for nav in ids {
            guard case .navigation(let stack) = sim.controllers[nav]?.kind, let c = sim.controllers[nav]?.creator,
                  let coord = sim.coordinators[c], coord.heldByScreens, !kept.contains(nav),
                  flow.coordinators[coord.name]?.weakNavigation != true else { continue }
            guard let holder = stack.first(where: { id in
                going.contains(id) && sim.screen(id)?.owner == c && (sim.screen(id).flatMap { flow.screens[$0.screen]?.strongOwner } ?? false)
            }) else { continue }
            kept.formUnion(sim.subtree(nav))
            sim.reportedLeaks.formUnion(sim.coordinatorSubtree(c))
            diagnose(.navigationCycleLeak(coordinator: coord.name, screens: stack.count, holder: sim.name(of: holder)),
                     span: flow.coordinators[coord.name]?.span, subjects: [coord.name, sim.name(of: holder)])
        }
        return kept.isEmpty ? ids : ids.filter { !kept.contains($0) }
    }

    /// Removes controllers (deepest first), reporting results that will now never arrive.
    mutating func dealloc(_ ids: [ControllerID]) {
        for id in ids.reversed() {
            guard let c = sim.controllers.removeValue(forKey: id) else { continue }
            if c.retainsSelf, let s = c.screen {
                diagnose(.retainedItself(s.screen, isCoordinator: false, releasedBy: nil), span: flow.screens[s.screen]?.span, subjects: [s.screen])
            }
            sim.orphanedModals.removeAll { $0 == id }
            if c.pathBinding != nil { notePathLeft(c) }
            guard let inst = c.screen else { continue }
            if let o = inst.owner, sim.coordinators.contains(o) {
                sim.coordinators[o]?.screens.removeAll { $0 == id }
                // The last screen holding a released coordinator lets it go.
                if sim.coordinators[o]?.heldByScreens == true, !(sim.coordinators[o]?.screens.contains { x in
                    sim.screen(x).flatMap { flow.screens[$0.screen]?.strongOwner } ?? false } ?? false) {
                    deallocCoordinator(o)
                }
            }
            // The coordinator whose first screen this was: its owner, or an ancestor of the owner whose root is a
            // container of its children's screens (a tab bar of tab coordinators). The library drops it once that
            // screen is gone.
            var holder = inst.owner
            while let cid = holder, let coord = sim.coordinators[cid] {
                if coord.rootScreen == .alive(id) {
                    sim.coordinators[cid]?.rootScreen = .gone
                    if discardingUnshown { refusedFirstScreen.insert(cid) }
                    else if coord.autoRelease { autoRelease(cid, screen: inst.screen) }
                }
                // Several may share it: a tab coordinator and the one whose root is that tab bar.
                holder = sim.coordinators[cid]?.parent ?? coord.parent
            }
            // `-> T?` (may never arrive), or `on back none` / `on swipe none` for this gesture: nothing is lost.
            var optional = flow.screens[inst.screen]?.resultOptional ?? false
            if event == .swipe || event == .back, let def = flow.screens[inst.screen],
               case .none = def.backBehavior(entry: inst.entry, swipe: event == .swipe) { optional = true }
            for p in sim.pending.values where p.source == .screen(id) {
                if !p.delivered, p.handler != nil, !optional {
                    let removal: RuntimeProblem.Removal
                    switch event {
                    case .back: removal = .backButton
                    case .swipe: removal = .swipeDown
                    default: removal = .removed
                    }
                    diagnose(.resultLost(screen: inst.screen, removedBy: removal),
                             span: p.handler?.span, subjects: [inst.screen])
                }
                sim.pending[p.id] = nil
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
        let mayLeak = sim.coordinators.contains { id, c in
            (c.hasCreatedScreens || showedNothingForEver(c)) && !c.heldByScreens && !sim.reportedLeaks.contains(id) && !c.screens.contains(where: sim.isInWindow)
        }
        let alive = mayLeak ? sim.liveCoordinators(listening: tables.listening) : []
        for (id, c) in sim.coordinators where mayLeak {
            guard !sim.reportedLeaks.contains(id) else { continue }
            // Held by its own screens only: it lives and dies with them (a cycle through its navigation
            // controller is found when they leave the window).
            let never = !c.hasCreatedScreens && showedNothingForEver(c)
            guard c.hasCreatedScreens || never, !alive.contains(id), !c.heldByScreens else { continue }
            sim.reportedLeaks.insert(id)
            let holder = c.parent.flatMap { sim.coordinators[$0]?.name } ?? "the app delegate"
            let cause: RuntimeProblem.LeakCause
            if never {
                cause = .startShowedNothing
            } else if refusedFirstScreen.contains(id) {
                cause = .firstScreenRefused(root: flow.coordinators[c.name]?.root.map { $0.ref.name })
            } else if c.terminated {
                cause = .terminatedWithoutRelease
            } else {
                // An app that removes children in a navigation delegate (an 'on pop' hook above) misses this screen.
                let delegate = sim.nearestCoordinator(from: c.parent) { flow.coordinators[$0.name]?.popHooks.isEmpty == false ? $0.name : nil }?.1
                let rootName = flow.coordinators[c.name]?.root.map { $0.ref.name }
                let missed: RuntimeProblem.MissedRelease = delegate.map { d in
                    rootName.map { .noPopHook(root: $0, delegate: d) } ?? .popHooksDoNotRelease(delegate: d)
                } ?? .noOnBack
                switch event {
                case .back: cause = .backButtonPopped(missed)
                case .backTo: cause = .longPressPopped(missed)
                case .swipe: cause = .swipedDown
                case .selectTab: cause = .selectedTabPopped
                default: cause = replacedRoot ? .windowRootReplaced : .screensRemoved(event: eventText)
                }
            }
            diagnose(.leaked(coordinator: c.name, retainedBy: holder, cause: cause),
                     span: flow.coordinators[c.name]?.span, subjects: [c.name])
        }
        for p in sim.pending.values.sorted(by: { $0.id < $1.id }) where !p.delivered && !sim.reportedUndeliverable.contains(p.id) {
            let waiterGone: Bool
            if p.frame.screenContext { waiterGone = p.frame.acting.map { !sim.controllers.contains($0) } ?? false }
            else { waiterGone = p.frame.coordinator.map { !sim.coordinators.contains($0) } ?? false }
            guard waiterGone else { continue }
            sim.reportedUndeliverable.insert(p.id)
            let who: String
            switch p.source {
            case .screen(let x): who = sim.name(of: x)
            case .coordinator(let x): who = sim.coordinators[x]?.name ?? "a coordinator"
            }
            diagnose(.resultUndeliverable(who),
                     span: p.handler?.span, subjects: [who])
        }
        forgetReportsOfTheGone()
    }

    /// A child whose start() showed nothing and that nothing can call again: no screen (its actions, delegate hooks
    /// and results are the only ways in), no child, no app event it handles. Its parent keeps it for ever
    /// (`guard let client = makeClient() else { return }` in start()); a navigation controller it was given does
    /// not call it.
    /// Only a coordinator written to show something counts (a root, or a statement that shows or starts): one that
    /// only holds data shows nothing by design. One its parent releases by name (`on pop X { release C }`) can
    /// still end.
    func showedNothingForEver(_ c: CoordinatorInstance) -> Bool {
        guard let p = c.parent, !c.hasCreatedScreens, c.children.isEmpty, !c.reachableWhenLeaked, !c.terminated,
              let parent = sim.coordinators[p] else { return false }
        return tables.unreachableIfSilent[parent.name]?.contains(c.name) ?? false
    }

    /// A report on a coordinator or result that no longer exists can never matter again (ids are not reused):
    /// forgotten, so that states differing only in it are the same state.
    mutating func forgetReportsOfTheGone() {
        if sim.reportedLeaks.contains(where: { !sim.coordinators.contains($0) }) {
            sim.reportedLeaks = sim.reportedLeaks.filter { sim.coordinators.contains($0) }
        }
        if sim.reportedUndeliverable.contains(where: { !sim.pending.contains($0) }) {
            sim.reportedUndeliverable = sim.reportedUndeliverable.filter { sim.pending.contains($0) }
        }
    }
}

extension Interpreter {
    /// `retain self`: the screen whose own code runs, else the coordinator whose handler runs, holds itself from now
    /// on (ARC frees neither while the cycle stands).
    mutating func retainSelf(frame: Frame, span: SourceSpan?) {
        if frame.screenContext, let a = frame.acting, let c = sim.controllers[a] {
            guard !c.retainsSelf else { return }
            sim.controllers[a]?.retainsSelf = true
            step(.effect, "\(sim.name(of: a)) retains itself from now on", span: span, subjects: [sim.name(of: a)])
        } else if let id = frame.coordinator, let c = sim.coordinators[id] {
            guard !c.retainsSelf else { return }
            sim.coordinators[id]?.retainsSelf = true
            step(.effect, "\(c.name) retains itself from now on", span: span, subjects: [c.name])
        }
    }
}
