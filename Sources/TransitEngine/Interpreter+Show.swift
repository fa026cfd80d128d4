// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// Showing: root, push, present, embed and tabs, as UIKit does them and refuses them.
extension Interpreter {
    /// Performs the transition for content already created. Returns false when UIKit ignores it (the content is
    /// then deallocated at once).
    mutating func performShow(_ kind: ShowKind, content: ControllerID, options: ShowOptions, frame: Frame, tab: TabSelector?,
                              span: SourceSpan?) -> Bool {
        let name = sim.name(of: content)
        switch kind {
        case .root:
            setWindowRoot(content, span: span)
            return true
        case .itself:
            return true
        case .push:
            let acting = frame.acting
            // A coordinator whose navigation controller left the window with its container still holds it (a strong
            // property): the push goes there and nothing shows it; UIKit says nothing. With `weakNavigation` the
            // reference is nil: R203 below.
            if acting.map({ !sim.controllers.contains($0) }) ?? true, let c = frame.coordinator, let coord = sim.coordinators[c],
               let n = coord.navigation, !sim.controllers.contains(n), flow.coordinators[coord.name]?.weakNavigation != true {
                step(.ignored, "push of \(name): \(coord.name)'s navigation controller left the window and only \(coord.name) keeps it; \(name) is pushed where nothing shows it",
                     span: span, subjects: [name, coord.name])
                discard(content)
                return false
            }
            guard let a = acting, sim.controllers.contains(a), let nav = sim.pushTarget(from: a) else {
                diagnose(.pushWithoutNavigation(name, from: label(acting)),
                         span: span, subjects: [name] + (acting.map { [sim.name(of: $0)] } ?? []))
                discard(content)
                return false
            }
            // A tab bar controller may sit in a navigation stack; a navigation controller may not.
            if case .navigation = sim.controllers[content]?.kind {
                diagnose(.pushContainer,
                         span: span, subjects: [name])
                discard(content)
                return false
            }
            guard case .navigation(var stack) = sim.controllers[nav]?.kind else { return false }
            if stack.contains(content) {
                diagnose(.pushSameInstance(label(content)), span: span)
                return false
            }
            noteNavigationAnimation(nav, animated: options.animated, span: span)
            let covered = stack.last
            stack.append(content)
            sim.controllers[nav]?.kind = .navigation(stack: stack)
            sim.controllers[content]?.parent = nav
            if options.repeatable { sim.controllers[content]?.repeatable = true }
            step(.transition, "push \(name) onto \(stackDescription(nav))", span: span, transition: .push, subjects: [name])
            appearance(appearing: content, disappearing: covered)
            return true
        case .present:
            // `onTop`: whatever is presented last (an alert included, as a topMost walk finds it), else the root.
            let acting = options.onTop ? (sim.modalChain.last ?? sim.windowRoot) : frame.acting
            // A refused container is named with the screen it would have shown: that is what the reader looks for.
            // What was refused comes first among the subjects: findings are grouped by it (two refused sheets are two
            // bugs). Worked out only on a refusal (the explorer presents far more often than UIKit refuses).
            func refusal() -> (refused: RuntimeProblem.Presented, subjects: [String]) {
                let inside = sim.visibleLeaf(content).flatMap { $0 == content ? nil : sim.name(of: $0) }
                return (.controller(name, showing: inside), (inside.map { [$0] } ?? []) + [name])
            }
            guard let a = acting, sim.controllers.contains(a) else {
                let (refused, refusedSubjects) = refusal()
                diagnose(.presentNotInHierarchy(refused, on: label(acting)),
                         span: span, subjects: refusedSubjects)
                discard(content)
                return false
            }
            let ctx = sim.presentationContext(of: a)
            if let busy = sim.controllers[ctx]?.presented {
                let (refused, refusedSubjects) = refusal()
                diagnose(.presentOnBusy(refused, on: label(a), alreadyPresenting: label(sim.visibleLeaf(busy) ?? busy)),
                         span: span, subjects: refusedSubjects + [sim.name(of: a)])
                discard(content)
                return false
            }
            if !sim.isInWindowHierarchy(a) || loadingViews.contains(a) {
                let (refused, refusedSubjects) = refusal()
                diagnose(.presentNotInHierarchy(refused, on: label(a)),
                         span: span, subjects: refusedSubjects + [sim.name(of: a)])
                discard(content)
                return false
            }
            if presentationInProgress {
                let (refused, refusedSubjects) = refusal()
                diagnose(.presentWhileInProgress(refused, on: label(a)),
                         span: span, subjects: refusedSubjects + [sim.name(of: a)])
                discard(content)
                return false
            }
            let leaf = sim.visibleLeaf(content)
            let screenBlocks = leaf.flatMap { sim.screen($0) }.flatMap { flow.screens[$0.screen]?.nonDismissible } ?? false
            sim.controllers[ctx]?.presented = content
            sim.controllers[content]?.presenter = ctx
            let style = options.style == .automatic ? PresentationStyle.pageSheet : options.style
            sim.controllers[content]?.style = style
            sim.controllers[content]?.nonDismissible = options.nonDismissible || screenBlocks
            if options.animated { presentationInProgress = true }
            let shown = leaf.map { sim.name(of: $0) } ?? name
            let wrapper: String
            switch sim.controllers[content]?.kind {
            case .tabBar(let n, _, _, _)?: wrapper = " in \(n) (UITabBarController)"
            case .navigation?: wrapper = " in a UINavigationController"
            default: wrapper = ""
            }
            step(.transition, "present \(shown)\(wrapper) (\(style.rawValue)\(sim.controllers[content]?.nonDismissible == true ? ", non-dismissible" : "")) on \(sim.name(of: a))",
                 span: span, transition: .present, subjects: [shown, sim.name(of: a)])
            appearance(appearing: content, disappearing: style == .fullScreen ? sim.visibleLeaf(ctx) : nil)
            return true
        case .embed:
            guard let a = frame.acting, sim.controllers.contains(a) else {
                step(.ignored, "embed \(name): the screen to embed into is gone; nothing happens", span: span)
                discard(content)
                return false
            }
            if options.replacing, let old = sim.controllers[a]?.embedded, !old.isEmpty {
                for child in old {
                    sim.controllers[child]?.parent = nil
                    step(.transition, "\(sim.name(of: child)).removeFromParent() (\(sim.name(of: a)) replaces its content)", span: span,
                         transition: .embed, subjects: [sim.name(of: child), sim.name(of: a)])
                    retired += sim.subtree(child)
                }
                sim.controllers[a]?.embedded = []
            }
            sim.controllers[a]?.embedded.append(content)
            sim.controllers[content]?.parent = a
            step(.transition, "\(sim.name(of: a)).addChild(\(name)); \(name).didMove(toParent: \(sim.name(of: a)))", span: span,
                 transition: .embed, subjects: [name, sim.name(of: a)])
            return true
        case .tab:
            guard let tb = tabBar(for: frame), case .tabBar(let n, var tabs, let names, let sel) = sim.controllers[tb]?.kind else {
                diagnose(.noTabBarForContent(name), span: span, subjects: [name])
                discard(content)
                return false
            }
            guard let sel2 = tab, let i = index(of: sel2, names: names, count: tabs.count) else {
                diagnose(.noSuchTabForContent(tabBar: n, tab: tab), span: span, subjects: [name])
                discard(content)
                return false
            }
            let old = tabs[i]
            tabs[i] = content
            sim.controllers[tb]?.kind = .tabBar(name: n, tabs: tabs, names: names, selected: sel)
            sim.controllers[content]?.parent = tb
            sim.controllers[old]?.parent = nil
            step(.transition, "\(n): tab \(names[i]) shows \(name)", span: span, transition: .tab, subjects: [name])
            retired += sim.subtree(old)
            return true
        }
    }

    func index(of sel: TabSelector, names: [String], count: Int) -> Int? {
        switch sel {
        case .index(let i): return (0..<count).contains(i) ? i : nil
        case .name(let n): return names.firstIndex(of: n)
        }
    }

    /// The tab bar an effect acts on: the one holding the acting screen, else the visible one.
    func tabBar(for frame: Frame) -> ControllerID? {
        // The acting controller itself may be the tab bar a coordinator holds.
        var cur = frame.acting
        while let p = cur, let c = sim.controllers[p] {
            if case .tabBar = c.kind { return p }
            cur = c.parent
        }
        if let v = sim.visibleTabBar { return v }
        if let r = sim.windowRoot, case .tabBar = sim.controllers[r]?.kind { return r }
        return nil
    }

    mutating func selectTab(_ sel: TabSelector, frame: Frame, span: SourceSpan?) {
        guard let tb = tabBar(for: frame), case .tabBar(let n, let tabs, let names, _) = sim.controllers[tb]?.kind else {
            diagnose(.noTabBarToSelect(sel), span: span)
            return
        }
        guard let i = index(of: sel, names: names, count: tabs.count) else {
            diagnose(.noSuchTabToSelect(tabBar: n, tab: sel), span: span)
            return
        }
        selectTab(tb, i, span: span, byUser: false)
    }

    mutating func selectTab(_ tb: ControllerID, _ i: Int, span: SourceSpan?, byUser: Bool) {
        guard case .tabBar(let n, let tabs, let names, let old) = sim.controllers[tb]?.kind else { return }
        sim.controllers[tb]?.kind = .tabBar(name: n, tabs: tabs, names: names, selected: i)
        step(.transition, "\(byUser ? "user selects" : "select") tab \(names[i]) of \(n)", span: span, transition: .tab, subjects: [n])
        if old != i { appearance(appearing: tabs[i], disappearing: tabs[old]) }
    }

    mutating func setWindowRoot(_ content: ControllerID, span: SourceSpan?) {
        let name = containerDescription(content)
        if let old = sim.windowRoot {
            // UIKit rule 15 (docs/simulator.md): modals presented on the old root are not dismissed; they stay
            // alive.
            if let modal = sim.controllers[old]?.presented {
                sim.controllers[old]?.presented = nil
                sim.controllers[modal]?.presenter = nil
                sim.orphanedModals.append(modal)
                // What was presented is the modal's own first screen (its navigation controller's root, a tab bar);
                // a screen pushed inside it was not presented: it is named as what the modal shows.
                var root = modal
                if case .navigation(let stack)? = sim.controllers[modal]?.kind, let first = stack.first { root = first }
                let presented: RuntimeProblem.ModalRoot
                if case .tabBar(let n, _, _, _)? = sim.controllers[modal]?.kind { presented = .tabBar(n) } else { presented = .screen(sim.name(of: root)) }
                let leaf = sim.visibleLeaf(modal).map { sim.name(of: $0) } ?? presented.description
                let showing = leaf != presented.description && leaf != sim.name(of: root) ? leaf : nil
                diagnose(.modalLeftAlive(presented, showing: showing),
                         span: span, subjects: [sim.name(of: root)] + (leaf != sim.name(of: root) ? [leaf] : []))
            }
            sim.windowRoot = content
            step(.transition, "window.rootViewController = \(name)", span: span, transition: .root, subjects: [name])
            retired += sim.subtree(old)
        } else {
            sim.windowRoot = content
            step(.transition, "window.rootViewController = \(name); makeKeyAndVisible()", span: span, transition: .root, subjects: [name])
        }
        appearance(appearing: content, disappearing: nil)
    }

    mutating func setStack(_ dests: [Destination], animated: Bool, frame: Frame, span: SourceSpan?) {
        guard let a = frame.acting, let nav = sim.navigationController(of: a), case .navigation(let old) = sim.controllers[nav]?.kind else {
            diagnose(.setStackWithoutNavigation(from: label(frame.acting)), span: span)
            return
        }
        noteNavigationAnimation(nav, animated: animated, span: span)
        var stack: [ControllerID] = []
        var made: [ControllerID] = []
        let owner = frame.screenContext ? nil : frame.coordinator
        // `self`: the acting screen stays, the same instance (`setViewControllers([self, next])`); from a child embedded
        // in a screen of this stack, that screen stays (the flow does not move a child out of its container).
        var holder: ControllerID? = a
        while let h = holder, sim.controllers[h]?.parent != nav { holder = sim.controllers[h]?.parent }
        for d in dests {
            if d.keepsActing, let kept = holder, old.contains(kept) {
                if !stack.contains(kept) { stack.append(kept) }
                continue
            }
            // Views load once the controllers are in the stack (rule 23): the top's now, the others' when they appear.
            if let c = makeContent(d, withNavigation: false, owner: owner, frame: frame, loadsNow: false) {
                sim.controllers[c]?.parent = nav
                stack.append(c)
                made.append(c)
            }
        }
        sim.controllers[nav]?.kind = .navigation(stack: stack)
        writeBackPath(nav)
        step(.transition, "setViewControllers([\(stack.map { sim.name(of: $0) }.joined(separator: ", "))])", span: span, transition: .set)
        for c in made where c != stack.last { sim.controllers[c]?.loadsOnAppear = true }
        if let top = stack.last, made.contains(top) { loadView(top) }
        let removed = old.filter { !stack.contains($0) }
        if let top = old.last, !stack.contains(top) { didShowQueue.append((nav: nav, gone: removed.reversed())) }
        for r in removed { sim.controllers[r]?.parent = nil }
        retired += removed.flatMap { sim.subtree($0) }
    }

    /// viewWillAppear / viewDidAppear and their disappearing pair, hidden unless the user asks for lifecycle steps.
    mutating func appearance(appearing: ControllerID?, disappearing: ControllerID?) {
        if let leaf = appearing.flatMap({ sim.visibleLeaf($0) }) { loadViewIfNeeded(leaf) }
        // Found again: the view's loading may have changed what is visible. The steps below change nothing.
        let leaf = appearing.flatMap { sim.visibleLeaf($0) }
        let gone = disappearing.flatMap { sim.visibleLeaf($0) ?? $0 }
        // UIKit's order: the outgoing screen will disappear, the incoming will appear, then the did- pair.
        if let d = gone { step(.lifecycle, "\(sim.name(of: d)).viewWillDisappear(_:)", subjects: [sim.name(of: d)]) }
        if let a = leaf { step(.lifecycle, "\(sim.name(of: a)).viewWillAppear(_:)", subjects: [sim.name(of: a)]) }
        if let d = gone { step(.lifecycle, "\(sim.name(of: d)).viewDidDisappear(_:)", subjects: [sim.name(of: d)]) }
        if let a = leaf { step(.lifecycle, "\(sim.name(of: a)).viewDidAppear(_:)", subjects: [sim.name(of: a)]) }
        if let leaf, let inst = sim.screen(leaf), flow.screens[inst.screen]?.onAppear != nil {
            appearQueue.append(leaf)
        }
    }
}
