// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// The delegate callbacks UIKit makes around a transition: a tab reselected, a screen popped (willShow / didShow).
extension Interpreter {
    /// tabBarController(_:didSelect:) for the tab that was already selected: the nearest coordinator, from the
    /// owner of the tab's screen up, that declares `on reselect TAB` runs it (after UIKit's own pop to the root).
    mutating func runReselectHook(tab: String, content: ControllerID) {
        guard let (c, body) = sim.reselectHook(tab: tab, content: content, coordinators: flow.coordinators), let coord = sim.coordinators[c] else { return }
        step(.handler, "\(coord.name): tabBarController(_:didSelect:) for the selected tab \(tab)", subjects: [coord.name])
        execute(body, Frame(acting: sim.visibleLeaf(content), coordinator: c, env: coord.inputs, screenContext: false))
    }

    /// tabBarController(_:didSelect:) when the user switches tabs (not when code selects one: UIKit calls the delegate
    /// only for taps): the nearest coordinator with `on select TAB`, from the owner of the tab's screen up, else
    /// from the coordinator that holds the tab bar up.
    mutating func runSelectHook(tab: String, content: ControllerID, tabBar: ControllerID) {
        var root = content
        if case .navigation(let stack)? = sim.controllers[content]?.kind, let first = stack.first { root = first }
        let holder = sim.coordinators.first { $0.value.navigation == tabBar }?.key
        let found = sim.nearestCoordinator(from: sim.screen(root)?.owner) { flow.coordinators[$0.name]?.selectHooks[tab] }
            ?? sim.nearestCoordinator(from: holder) { flow.coordinators[$0.name]?.selectHooks[tab] }
        guard let (c, body) = found, let coord = sim.coordinators[c] else { return }
        step(.handler, "\(coord.name): tabBarController(_:didSelect:) for tab \(tab)", subjects: [coord.name])
        execute(body, Frame(acting: sim.visibleLeaf(content) ?? content, coordinator: c, env: coord.inputs, screenContext: false))
    }

    /// The navigation controller's delegate (willShow, or didShow) after a transition took `gone` out of the stack,
    /// the screen that was on top first: the nearest coordinator (that screen's owner or one of its ancestors) that
    /// declares `on pop Screen` (`on willPop Screen`) for it runs that; then, for each screen gone, the nearest one
    /// that declares `on leave Screen` (`on willLeave Screen`) runs that, once per coordinator and screen.
    mutating func runPopHooks(gone: [ControllerID], will: Bool, nav: ControllerID? = nil) {
        guard let top = gone.first else { return }
        if let inst = sim.screen(top) {
            // The delegate is found from the popped screen's owner; if that one was already released in this event,
            // from the owner of the screen the stack now shows (the delegate still runs, finding nothing to remove).
            var cur = inst.owner.flatMap { sim.coordinators.contains($0) ? $0 : nil }
            if cur == nil, let n = nav, case .navigation(let stack)? = sim.controllers[n]?.kind, let shown = stack.last {
                cur = sim.screen(shown)?.owner
            }
            if let (c, hook) = sim.nearestCoordinator(from: cur, { flow.coordinators[$0.name]?.popHook(inst.screen, will: will) }) {
                run(hook, of: c, for: top, will: will, "sees \(inst.screen) popped")
            }
        }
        var ran: Set<[String]> = []
        for r in gone {
            guard let inst = sim.screen(r), let owner = inst.owner.flatMap({ sim.coordinators.contains($0) ? $0 : nil }),
                  let (c, hook) = sim.nearestCoordinator(from: owner, { flow.coordinators[$0.name]?.leaveHook(inst.screen, will: will) }),
                  ran.insert([String(describing: c), inst.screen]).inserted else { continue }
            run(hook, of: c, for: r, will: will, "finds \(inst.screen) no longer in the stack")
        }
    }

    /// Runs coordinator `c`'s navigation delegate hook for screen `r`, acting from its last screen still attached.
    private mutating func run(_ hook: PopHookDef, of c: CoordinatorID, for r: ControllerID, will: Bool, _ what: String) {
        guard let coord = sim.coordinators[c] else { return }
        let child = sim.screen(r)?.owner.flatMap { o in sim.coordinators[o]?.parent == c ? o : nil }
        step(.handler, "\(coord.name): navigationController(_:\(will ? "willShow" : "didShow"):) \(what)", span: hook.span,
             subjects: [coord.name] + (sim.screen(r).map { [$0.screen] } ?? []))
        let acting = coord.screens.last { sim.isAttached($0) }
        execute(hook.body, Frame(acting: acting, coordinator: c, env: coord.inputs, finished: .alive(r), startedChild: child,
                                 screenContext: false))
    }

    /// What runs once the event's code has returned and the animations are over: `on appear` (viewDidAppear),
    /// the navigation delegate's didShow (`on pop`, once per transition), and dismiss completions. What they do
    /// may queue more; each round starts with no animation running.
    mutating func runDidShow() {
        var rounds = 0
        while !(didShowQueue.isEmpty && appearQueue.isEmpty && completionQueue.isEmpty && deferredPresentations.isEmpty), rounds < 64, sim.crash == nil {
            rounds += 1
            presentationInProgress = false
            animatingNavs = []
            let appearing = appearQueue
            appearQueue = []
            for id in appearing {
                guard let inst = sim.screen(id), let body = flow.screens[inst.screen]?.onAppear, sim.isInWindowHierarchy(id) else { continue }
                step(.handler, "\(inst.screen)'s 'on appear' runs (viewDidAppear)", span: flow.screens[inst.screen]?.span, subjects: [inst.screen])
                execute(body, Frame(acting: id, coordinator: nil, env: inst.inputs, screenContext: true))
            }
            runDeferredPresentations()
            let queue = didShowQueue
            didShowQueue = []
            for (nav, gone) in queue {
                guard case .navigation(let stack) = sim.controllers[nav]?.kind, let top = gone.first, !stack.contains(top) else { continue }
                runPopHooks(gone: gone.filter { !stack.contains($0) }, will: false, nav: nav)
            }
            let completions = completionQueue
            completionQueue = []
            for (body, frame) in completions {
                step(.handler, "the dismissal's completion runs")
                execute(body, frame)
            }
        }
    }
}
