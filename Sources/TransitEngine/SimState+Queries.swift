// SPDX-License-Identifier: MIT
import TransitModel

extension SimState {
    /// Nearest enclosing navigation controller, as UIKit's `navigationController` property finds it.
    public func navigationController(of id: ControllerID) -> ControllerID? {
        controllers.navigationController(of: id)
    }

    /// Where a push from `id` goes: its navigation controller; from a tab bar controller a coordinator holds, the
    /// selected tab's (`(tabBarController.selectedViewController as? UINavigationController)?.push…`).
    public func pushTarget(from id: ControllerID) -> ControllerID? {
        if case .tabBar(_, let tabs, _, let sel)? = controllers[id]?.kind {
            guard tabs.indices.contains(sel), case .navigation? = controllers[tabs[sel]]?.kind else { return nil }
            return tabs[sel]
        }
        return navigationController(of: id)
    }

    /// The root-most container of a controller: the window root, a presented controller, or a detached one.
    public func presentationContext(of id: ControllerID) -> ControllerID {
        var cur = id
        while let p = controllers[cur]?.parent { cur = p }
        return cur
    }

    /// The chain of presented controllers from the window root up, bottom first.
    public var modalChain: [ControllerID] {
        var out: [ControllerID] = []
        var cur = windowRoot.flatMap { controllers[$0]?.presented }
        while let c = cur, out.count < 10_000 { out.append(c); cur = controllers[c]?.presented }
        return out
    }

    /// An alert with buttons on top of everything, if one is up.
    public var topAlert: ControllerID? {
        guard let top = modalChain.last, case .alert = controllers[top]?.kind else { return nil }
        return top
    }

    /// The screen the user sees on top and can interact with.
    public var topScreen: ControllerID? {
        guard let root = windowRoot else { return nil }
        // An alert covers the screen that shows it; that screen is still the one on top.
        let chain = modalChain.filter { if case .alert = controllers[$0]?.kind { return false }; return true }
        let top = chain.last ?? root
        return visibleLeaf(top)
    }

    /// Descends a container to the screen it shows.
    public func visibleLeaf(_ id: ControllerID) -> ControllerID? {
        var cur = id
        var guardCount = 0
        while let c = controllers[cur], guardCount < 10_000 {
            guardCount += 1
            switch c.kind {
            case .screen: return cur
            case .navigation(let stack):
                guard let last = stack.last else { return nil }
                cur = last
            case .tabBar(_, let tabs, _, let sel):
                guard tabs.indices.contains(sel) else { return nil }
                cur = tabs[sel]
            case .alert:
                return nil
            }
        }
        return nil
    }

    /// True when the controller's view is in the window: on top of its stack, in the selected tab, and not
    /// covered by a full-screen presentation.
    public func isInWindowHierarchy(_ id: ControllerID) -> Bool {
        let ctx = presentationContext(of: id)
        let chain = [windowRoot].compactMap { $0 } + modalChain
        guard let pos = chain.firstIndex(of: ctx) else { return false }
        // A full-screen presentation above removes the views below it.
        for above in chain[(pos + 1)...] where controllers[above]?.style == .fullScreen { return false }
        var cur = id
        while let p = controllers[cur]?.parent, let c = controllers[p] {
            switch c.kind {
            case .navigation(let stack): if stack.last != cur { return false }
            case .tabBar(_, let tabs, _, let sel): if !tabs.indices.contains(sel) || tabs[sel] != cur { return false }
            case .screen, .alert: break
            }
            cur = p
        }
        return true
    }

    /// Screens the user can interact with: the top screen and the children embedded in it.
    public var interactiveScreens: [ControllerID] {
        guard topAlert == nil, let top = topScreen else { return [] }
        var out: [ControllerID] = []
        var todo = [top]
        while let x = todo.popLast() {
            out.append(x)
            // An embedded container (a navigation controller in a container screen) shows its visible screen.
            todo.append(contentsOf: (controllers[x]?.embedded ?? []).reversed().compactMap { visibleLeaf($0) })
        }
        // The container's ancestors that are screens (embedding the top) are visible too.
        var cur = controllers[top]?.parent
        while let p = cur, let c = controllers[p] {
            if case .screen = c.kind { out.append(p) }
            cur = c.parent
        }
        return out
    }

    /// The navigation controller of the top screen (its back button may be hidden: ScreenDef.hidesBackButton).
    /// A navigation controller embedded in the top screen (a container's child, a split view's column) draws its own
    /// bar and back button: the first one with something to pop, when the top screen has none of its own.
    public var visibleNavigation: ControllerID? {
        guard topAlert == nil, let top = topScreen else { return nil }
        if let n = navigationController(of: top) { return n }
        let embedded = interactiveScreens.compactMap { $0 == top ? nil : navigationController(of: $0) }
        return embedded.first { if case .navigation(let st)? = controllers[$0]?.kind { st.count >= 2 } else { false } } ?? embedded.first
    }

    /// What a controller shows, by name: the screen it is, or the screen its container shows.
    public func shownName(_ id: ControllerID) -> String { visibleLeaf(id).map { name(of: $0) } ?? name(of: id) }

    /// The visible navigation stack, bottom first, by what each entry shows; empty when none is visible.
    public var visibleStackNames: [String] {
        guard let nav = visibleNavigation, case .navigation(let stack)? = controllers[nav]?.kind else { return [] }
        return stack.map(shownName)
    }

    /// The tab bar the user can tap, if no modal covers it.
    public var visibleTabBar: ControllerID? {
        guard topAlert == nil, let top = topScreen else { return nil }
        var cur = controllers[top]?.parent
        while let p = cur, let c = controllers[p] {
            if case .tabBar = c.kind { return p }
            // hidesBottomBarWhenPushed on any screen pushed above a stack's root hides the tab bar.
            if case .navigation(let stack) = c.kind, stack.dropFirst().contains(where: { controllers[$0]?.hidesBottomBar == true }) {
                return nil
            }
            cur = c.parent
        }
        return nil
    }

    /// Every controller below `id`: stack, tabs, embedded children and what it presents.
    public func subtree(_ id: ControllerID) -> [ControllerID] {
        var out: [ControllerID] = []
        var todo = [id]
        var seen = Set<ControllerID>()
        while let x = todo.popLast() {
            guard seen.insert(x).inserted, let c = controllers[x] else { continue }
            out.append(x)
            c.pushChildren(onto: &todo)
        }
        return out
    }

    /// True when the screen is in the window root's hierarchy or a modal chain (not detached, not orphaned).
    public func isAttached(_ id: ControllerID) -> Bool {
        let ctx = presentationContext(of: id)
        return ctx == windowRoot || modalChain.contains(ctx)
    }

    /// Who delivers a pending result and who waits for it, by name ("the app" when nobody's code waits).
    public func names(of p: PendingResult) -> (source: String, waiter: String) {
        let source: String
        switch p.source {
        case .screen(let x): source = name(of: x)
        case .coordinator(let x): source = coordinators[x]?.name ?? "a released coordinator"
        }
        let waiter = p.frame.screenContext ? (p.frame.acting.map { name(of: $0) } ?? "?")
            : (p.frame.coordinator.flatMap { coordinators[$0]?.name } ?? "the app")
        return (source, waiter)
    }

    /// The undelivered results, oldest first.
    public var pendingResults: [PendingResult] { pending.values.filter { !$0.delivered }.sorted { $0.id < $1.id } }

    public func liveScreens(named name: String) -> [ControllerID] {
        controllers.keys.sorted().filter { controllers[$0]?.screen?.screen == name }
    }

    /// True when the coordinator hangs, through its parents, from one the app delegate retains (not a released
    /// subtree kept alive by a retain cycle).
    public func isInCoordinatorTree(_ id: CoordinatorID) -> Bool {
        var cur = id
        var n = 0
        while let p = coordinators[cur]?.parent, n < 100_000 { cur = p; n += 1 }
        return coordinators.contains(cur) && appCoordinators.contains(cur)
    }

    /// The coordinators retained by `id` and their descendants.
    public func coordinatorSubtree(_ id: CoordinatorID) -> [CoordinatorID] {
        var out: [CoordinatorID] = []
        var todo = [id]
        while let x = todo.popLast() {
            guard let c = coordinators[x] else { continue }
            out.append(x)
            todo.append(contentsOf: c.children)
        }
        return out
    }
}

extension SimState {
    /// True when the controller is in the window root's hierarchy or presented on it (walks up, no allocation).
    func isInWindow(_ id: ControllerID) -> Bool {
        var cur = id
        var n = 0
        while n < 100_000, let c = controllers[cur] {
            n += 1
            if cur == windowRoot { return true }
            guard let up = c.parent ?? c.presenter else { return false }
            cur = up
        }
        return false
    }

    /// Controllers in the window: the root's hierarchy and everything presented on it (not orphaned modals).
    public var attachedControllers: Set<ControllerID> {
        guard let r = windowRoot else { return [] }
        return Set(subtree(r))
    }

    /// The coordinator (and its body) that handles a tap on the selected tab `tab`: the nearest one, from the owner
    /// of the tab's first screen up, that declares `on reselect TAB`.
    public func reselectHook(tab: String, content: ControllerID, flow: Flow) -> (CoordinatorID, [Effect])? {
        reselectHook(tab: tab, content: content, coordinators: flow.coordinators)
    }

    /// The same, given the flow's coordinators only (the interpreter's flow is in a shared object, and a Flow
    /// passed from there would be copied: one dictionary costs one retain).
    func reselectHook(tab: String, content: ControllerID, coordinators defs: [String: CoordinatorDef]) -> (CoordinatorID, [Effect])? {
        var root = content
        if case .navigation(let stack)? = controllers[content]?.kind, let first = stack.first { root = first }
        return nearestCoordinator(from: screen(root)?.owner) { defs[$0.name]?.reselectHooks[tab] }
    }

    /// True when the top screen of `stack` hides its back button: no back button, no edge swipe, no long press.
    public func hidesBackButton(_ stack: [ControllerID], flow: Flow) -> Bool {
        hidesBackButton(stack, screens: flow.screens)
    }

    /// The same, given the flow's screens only (see reselectHook(tab:content:coordinators:)).
    func hidesBackButton(_ stack: [ControllerID], screens defs: [String: ScreenDef]) -> Bool {
        stack.last.flatMap { screen($0) }.flatMap { defs[$0.screen]?.hidesBackButton } ?? false
    }

    /// The nearest coordinator, from `start` up its parents, for which `found` gives something: how a delegate
    /// hook (`on pop`, `on reselect`) is looked up.
    public func nearestCoordinator<T>(from start: CoordinatorID?, _ found: (CoordinatorInstance) -> T?) -> (CoordinatorID, T)? {
        var cur = start
        while let c = cur, let coord = coordinators[c] {
            if let t = found(coord) { return (c, t) }
            cur = coord.parent
        }
        return nil
    }

    /// True when a controller lives outside the window (kept by a retain cycle); cheap, no allocation.
    var hasDetachedControllers: Bool {
        controllers.contains { $0.value.parent == nil && $0.value.presenter == nil && $0.key != windowRoot }
    }

    /// Coordinators that can still show or hear something: one that owns a screen in the window, an app
    /// coordinator (retained by the app delegate) that hears app events, and every ancestor of those.
    public func liveCoordinators(listening: Set<String> = []) -> Set<CoordinatorID> {
        var alive = Set<CoordinatorID>()
        // An alert on screen whose buttons run a coordinator's code: that coordinator can still hear the tap.
        let alertCoordinators = Set(modalChain.compactMap { id -> CoordinatorID? in
            if case .alert(let a)? = controllers[id]?.kind, !a.frame.screenContext { return a.frame.coordinator }
            return nil
        })
        // …and the children it holds: the button may still release them, so they are judged once it is tapped.
        var underAlert = Set<CoordinatorID>()
        for c in alertCoordinators { underAlert.formUnion(coordinatorSubtree(c)) }
        for (id, c) in coordinators {
            // The app delegate's coordinator that holds the window's navigation controller is alive by design.
            let listens = c.parent == nil && (listening.contains(c.name) || c.navigation.map(isInWindow) == true)
            guard listens || underAlert.contains(id) || c.screens.contains(where: isInWindow) else { continue }
            var cur: CoordinatorID? = id
            while let x = cur, alive.insert(x).inserted { cur = coordinators[x]?.parent }
        }
        return alive
    }
}

extension Controller {
    /// Pushes what it holds onto a depth-first walk's stack: its navigation stack or tabs, its embedded children,
    /// then what it presents (popped in reverse). `subtree` and the canonical numbering walk the same way.
    func pushChildren(onto todo: inout [ControllerID]) {
        switch kind {
        case .navigation(let stack): todo.append(contentsOf: stack)
        case .tabBar(_, let tabs, _, _): todo.append(contentsOf: tabs)
        case .screen, .alert: break
        }
        todo.append(contentsOf: embedded)
        if let p = presented { todo.append(p) }
    }
}

extension IDTable where Key == ControllerID, Value == Controller {
    /// Nearest enclosing navigation controller among these controllers (SimState.navigationController(of:)).
    func navigationController(of id: ControllerID) -> ControllerID? {
        // A coordinator acting from the navigation controller it holds pushes onto that one.
        if case .navigation = self[id]?.kind { return id }
        var cur = self[id]?.parent
        while let p = cur, let c = self[p] {
            if case .navigation = c.kind { return p }
            cur = c.parent
        }
        return nil
    }
}
