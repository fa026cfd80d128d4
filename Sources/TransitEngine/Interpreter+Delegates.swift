// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// The delegate callbacks UIKit makes around a transition: a tab reselected, a screen popped (willShow / didShow).
extension Interpreter {
    /// tabBarController(_:didSelect:) for the tab that was already selected: the nearest coordinator, from the
    /// owner of the tab's screen up, that declares `on reselect TAB` runs it (after UIKit's own pop to the root).
    mutating func runReselectHook(tab: String, content: ControllerID) {
        guard let (c, body) = s.reselectHook(tab: tab, content: content, flow: flow), let coord = s.coordinators[c] else { return }
        step(.handler, "\(coord.name): tabBarController(_:didSelect:) for the selected tab \(tab)", subjects: [coord.name])
        execute(body, Frame(acting: s.visibleLeaf(content), coordinator: c, env: coord.inputs, screenContext: false))
    }

    /// tabBarController(_:didSelect:) when the user switches tabs (not when code selects one: UIKit calls the delegate
    /// only for taps): the nearest coordinator with `on select TAB`, from the owner of the tab's screen up, else
    /// from the coordinator that holds the tab bar up.
    mutating func runSelectHook(tab: String, content: ControllerID, tabBar: ControllerID) {
        var root = content
        if case .navigation(let stack)? = s.controllers[content]?.kind, let first = stack.first { root = first }
        let holder = s.coordinators.first { $0.value.navigation == tabBar }?.key
        let found = s.nearestCoordinator(from: s.screen(root)?.owner) { flow.coordinators[$0.name]?.selectHooks[tab] }
            ?? s.nearestCoordinator(from: holder) { flow.coordinators[$0.name]?.selectHooks[tab] }
        guard let (c, body) = found, let coord = s.coordinators[c] else { return }
        step(.handler, "\(coord.name): tabBarController(_:didSelect:) for tab \(tab)", subjects: [coord.name])
        execute(body, Frame(acting: s.visibleLeaf(content) ?? content, coordinator: c, env: coord.inputs, screenContext: false))
    }

    /// The navigation controller's delegate noticed `from` leaving the stack: the nearest coordinator (the screen's
    /// owner or one of its ancestors) that declares `on pop Screen` (or `on willPop Screen`) runs it. Then, for each
    /// screen the transition took out (`gone`, top first; `from` alone when not given), the nearest coordinator that
    /// declares `on leave Screen` (`on willLeave Screen`) runs that, once per coordinator and screen.
    mutating func runPopHooks(from: ControllerID, will: Bool, nav: ControllerID? = nil, gone: [ControllerID]? = nil) {
        runTopPopHook(from: from, will: will, nav: nav)
        var ran: Set<[String]> = []
        for r in gone ?? [from] {
            guard let inst = s.screen(r), let owner = inst.owner.flatMap({ s.coordinators[$0] != nil ? $0 : nil }),
                  let (c, hook) = s.nearestCoordinator(from: owner, { flow.coordinators[$0.name]?.leaveHook(inst.screen, will: will) }),
                  let coord = s.coordinators[c], ran.insert([String(describing: c), inst.screen]).inserted else { continue }
            let child = inst.owner.flatMap { o in s.coordinators[o]?.parent == c ? o : nil }
            step(.handler, "\(coord.name): navigationController(_:\(will ? "willShow" : "didShow"):) finds \(inst.screen) no longer in the stack",
                 span: hook.span, subjects: [coord.name, inst.screen])
            let acting = coord.screens.last { s.isAttached($0) }
            execute(hook.body, Frame(acting: acting, coordinator: c, env: coord.inputs, finished: .alive(r), startedChild: child,
                                     screenContext: false))
        }
    }

    private mutating func runTopPopHook(from: ControllerID, will: Bool, nav: ControllerID?) {
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
            for (from, nav, gone) in queue {
                guard case .navigation(let stack) = s.controllers[nav]?.kind, !stack.contains(from) else { continue }
                runPopHooks(from: from, will: false, nav: nav, gone: gone.filter { !stack.contains($0) })
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
