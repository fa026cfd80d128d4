// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

extension Interpreter {
    mutating func execute(_ effects: [Effect], _ frame: Frame) {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Interpreter.maxNesting else {
            step(.ignored, "handlers nest deeper than \(Interpreter.maxNesting) levels: stopped")
            return
        }
        for e in effects {
            if s.crash != nil || steps.count >= Interpreter.maxSteps { return }
            run(e, withState(frame))
        }
    }

    /// The frame with the current values of the coordinator's and the app's variables ("@x", "@@x"), and, for a
    /// coordinator's code whose acting screen is gone (or that never had one), where its transitions start from.
    func withState(_ frame: Frame) -> Frame {
        var f = frame
        // A coordinator's code whose screen is gone or out of the window (popped, dismissed) acts from what it holds.
        if !frame.screenContext, frame.acting.map({ s.controllers[$0] == nil || !s.isInWindow($0) }) ?? true {
            f.acting = actingController(frame) ?? frame.acting
        }
        for (k, v) in s.globals { f.env["@@" + k] = v }
        if flow.readsPresenting, !frame.screenContext {
            // presentedViewController != nil for the container the code acts from (see `presenting` in the docs).
            let from = f.acting.map { s.presentationContext(of: $0) }
            f.env["$presenting"] = .bool(from.flatMap { s.controllers[$0]?.presented } != nil)
        }
        if let c = frame.coordinator, let vars = s.coordinators[c]?.vars { for (k, v) in vars { f.env["@" + k] = v } }
        return f
    }

    /// Where a coordinator's code acts from when it has no acting screen: the screen handed to its handler, else
    /// the navigation controller it holds, or that its parent holds (the one it was given).
    func actingController(_ frame: Frame) -> Int? {
        if let f = frame.finished, s.controllers[f] != nil, s.isInWindow(f) { return f }
        // Its own navigation controller even when that one left the window (pushing there is what its Swift does);
        // else the one its parent holds, if that one is in the window.
        if let c = frame.coordinator, let n = s.coordinators[c]?.navigation, s.controllers[n] != nil { return n }
        var cur = frame.coordinator.flatMap { s.coordinators[$0]?.parent }
        while let c = cur, let inst = s.coordinators[c] {
            if let n = inst.navigation, s.controllers[n] != nil, s.isInWindow(n) { return n }
            cur = inst.parent
        }
        return nil
    }

    mutating func run(_ e: Effect, _ frame: Frame) {
        let span = e.span
        switch e.kind {
        case .assign(let key, let expr):
            let v = expr.evaluate(frame.env)
            if key.hasPrefix("@@") {
                s.globals[String(key.dropFirst(2))] = v
                step(.effect, "\(key.dropFirst(2)) = \(v)", span: span)
            } else if let c = frame.coordinator, s.coordinators[c] != nil {
                s.coordinators[c]?.vars[String(key.dropFirst())] = v
                step(.effect, "\(s.coordinators[c]?.name ?? "").\(key.dropFirst()) = \(v)", span: span)
            }
        case .callProcedure(let name, let args):
            guard let c = frame.coordinator, let inst = s.coordinators[c], let p = flow.coordinators[inst.name]?.procedures[name] else {
                step(.ignored, "\(name)(): the coordinator was already released; nothing happens", span: span)
                return
            }
            var f = frame
            f.env = inst.inputs
            for (k, x) in args { f.env[k] = x.evaluate(frame.env) }
            step(.effect, "\(inst.name).\(name)()", span: span, subjects: [inst.name])
            execute(p.body, f)
        case .alertButtons(let expr, let buttons):
            let v = expr.evaluate(frame.env)
            let text: String
            if let m = flow.message(of: v) { text = m } else if case .string(let str) = v { text = str } else { text = v.description }
            presentAlert(text, buttons: buttons, frame: frame, span: span)
        case .show(let kind, let dest, let opts, let handler):
            let owner = frame.screenContext ? nil : frame.coordinator
            let wrap = (kind == .present || kind == .root || kind == .embed) && opts.withNavigation
            guard let content = makeContent(dest, withNavigation: wrap, owner: owner, frame: frame) else { return }
            guard performShow(kind, content: content, options: opts, frame: frame, tab: nil, span: span) else { return }
            if let handler, let shown = s.visibleLeaf(content) ?? Optional(content) {
                registerPending(.screen(shown), type: flow.screens[dest.ref.name]?.resultType ?? .void, handler: handler, frame: frame)
            }
        case .start(let dest, let kind, let tab, let opts, let handler):
            startCoordinator(dest, kind: kind, tab: tab, options: opts, handler: handler, frame: frame, span: span)
        case .setStack(let dests, let animated):
            setStack(dests, animated: animated, frame: frame, span: span)
        case .pop(let animated):
            pop(frame: frame, animated: animated, span: span) { stack in stack.count - 1 }
        case .popToRoot(let animated):
            pop(frame: frame, animated: animated, span: span, toRoot: true) { _ in 1 }
        case .popTo(let name, let animated):
            pop(frame: frame, animated: animated, span: span, target: name) { _ in nil }
        case .remove(let name):
            removeFromStack(name, frame: frame, span: span)
        case .dismissCompletion(let animated, let toRoot, let completion):
            dismiss(from: frame.finished ?? frame.acting, animated: animated, toRoot: toRoot, span: span)
            completionQueue.append((completion, frame))
        case .dismiss(let animated):
            dismiss(from: frame.finished ?? frame.acting, animated: animated, toRoot: false, span: span)
        case .dismissToRoot(let animated):
            dismiss(from: frame.finished ?? frame.acting, animated: animated, toRoot: true, span: span)
        case .selectTab(let sel):
            selectTab(sel, frame: frame, span: span)
        case .finish(let v):
            guard let acting = frame.acting else { return }
            deliverScreenResult(acting, v?.evaluate(frame.env) ?? .void, span: span)
        case .terminate(let v):
            guard let c = frame.coordinator else { return }
            terminate(c, v?.evaluate(frame.env) ?? .void, span: span)
        case .release(let name):
            release(name: name, frame: frame, span: span)
        case .releaseAll:
            guard let c = frame.coordinator, let children = s.coordinators[c]?.children else { return }
            if children.isEmpty { step(.ignored, "release all: no child is retained; nothing happens", span: span) }
            for child in children {
                var f = frame
                f.startedChild = child
                release(name: nil, frame: f, span: span)
            }
        case .refresh(let screen):
            callMethod(screen, "refresh", [:], frame: frame, span: span, isRefresh: true)
        case .call(let screen, let method, let args):
            callMethod(screen, method, args.mapValues { $0.evaluate(frame.env) }, frame: frame, span: span, isRefresh: false)
        case .alert(let expr):
            let v = expr.evaluate(frame.env)
            let text: String
            if let m = flow.message(of: v) { text = m } else if case .string(let str) = v { text = str } else { text = v.description }
            step(.alert, "alert: \(text)", span: span)
        case .log(let expr):
            let v = expr.evaluate(frame.env)
            if case .string(let str) = v { step(.log, "log: \(str)", span: span) } else { step(.log, "log: \(v)", span: span) }
        case .branch(let cond, let a, let b):
            let taken = cond.evaluate(frame.env)
            execute(taken ? a : b, frame)
        case .match(let subject, let arms):
            let v = subject.evaluate(frame.env)
            for arm in arms {
                if let binds = arm.pattern.match(v) {
                    var f = frame
                    for (k, x) in binds { f.env[k] = x }
                    execute(arm.body, f)
                    return
                }
            }
            step(.ignored, "no case of the match covers \(v)", span: span)
        }
    }

    // MARK: Creating content

    /// Creates the controllers a destination shows (a screen, optionally in its own navigation controller, or a
    /// tab bar with its tabs) and returns the top one, not yet attached anywhere.
    mutating func makeContent(_ dest: Destination, withNavigation: Bool, owner: Int?, frame: Frame) -> Int? {
        guard s.controllers.count < maxControllers else {
            diagnose(.simulationLimit, "more than \(maxControllers) live view controllers: the simulation stops here (undo to go back)", span: dest.span)
            return nil
        }
        switch dest.ref {
        case .screen(let name, let entry):
            var inputs: [String: Value] = [:]
            for (k, e) in dest.arguments { inputs[k] = e.evaluate(frame.env) }
            let id = newID()
            s.controllers[id] = Controller(id: id, kind: .screen(ScreenInstance(screen: name, entry: entry, inputs: inputs, owner: owner)))
            if flow.screens[name]?.hidesBottomBar == true { s.controllers[id]?.hidesBottomBar = true }
            if let owner {
                s.coordinators[owner]?.screens.append(id)
                s.coordinators[owner]?.hasCreatedScreens = true
            }
            let args = dest.arguments.map { "\($0.0): \(inputs[$0.0] ?? .void)" }.joined(separator: ", ")
            step(.screenCreated, "\(name)\(entry.map { "." + $0 } ?? "")(\(args)) created", span: dest.span, subjects: [name])
            step(.lifecycle, "\(name).viewDidLoad()", subjects: [name])
            if let body = flow.screens[name]?.onLoad {
                // viewDidLoad runs before the screen is in the window: presenting from here is refused (R208).
                step(.handler, "\(name)'s 'on load' runs (viewDidLoad)", span: flow.screens[name]?.span, subjects: [name])
                execute(body, Frame(acting: id, coordinator: nil, env: inputs, screenContext: true))
            }
            guard withNavigation else { return id }
            let nav = wrapInNavigation(id)
            s.controllers[nav]?.creator = owner
            if let owner, s.coordinators[owner]?.navigation == nil { s.coordinators[owner]?.navigation = nav }
            return nav
        case .tabs(let name):
            guard let def = flow.tabBars[name] else { return nil }
            let id = newID()
            s.controllers[id] = Controller(id: id, kind: .tabBar(name: name, tabs: [], names: [], selected: 0))
            step(.screenCreated, "\(name) (UITabBarController) created", span: dest.span, subjects: [name])
            for tab in def.tabs {
                var content: Int?
                if case .coordinator(let cn) = tab.destination.ref {
                    let created = createCoordinator(tab.destination, withNavigation: tab.withNavigation, frame: frame)
                    content = created?.content
                    if let h = tab.handler, let c = created?.coordinator {
                        registerPending(.coordinator(c), type: flow.coordinators[cn]?.resultType ?? .void, handler: h, frame: frame)
                    }
                } else {
                    content = makeContent(tab.destination, withNavigation: tab.withNavigation, owner: owner, frame: frame)
                }
                guard let c = content, case .tabBar(let n, var tabs, var names, let sel) = s.controllers[id]?.kind else { continue }
                tabs.append(c)
                names.append(tab.name)
                s.controllers[id]?.kind = .tabBar(name: n, tabs: tabs, names: names, selected: sel)
                s.controllers[c]?.parent = id
            }
            return id
        case .coordinator:
            return createCoordinator(dest, withNavigation: withNavigation, frame: frame)?.content
        case .emptyNavigation:
            let nav = newID()
            s.controllers[nav] = Controller(id: nav, kind: .navigation(stack: []))
            s.controllers[nav]?.creator = owner
            if let owner { s.coordinators[owner]?.navigation = nav }
            step(.effect, "UINavigationController() created, empty", subjects: ["UINavigationController"])
            return nav
        }
    }

    mutating func wrapInNavigation(_ id: Int) -> Int {
        let nav = newID()
        s.controllers[nav] = Controller(id: nav, kind: .navigation(stack: [id]))
        s.controllers[id]?.parent = nav
        step(.effect, "UINavigationController(rootViewController: \(s.name(of: id)))", subjects: [s.name(of: id)])
        return nav
    }

    /// Creates a coordinator retained by the frame's coordinator (or the app) and runs its start(): the new
    /// coordinator, and its root content for the parent's transition to show (nil for one without a root).
    mutating func createCoordinator(_ dest: Destination, withNavigation: Bool, frame: Frame) -> (coordinator: Int, content: Int?)? {
        guard case .coordinator(let name) = dest.ref, let def = flow.coordinators[name] else { return nil }
        var inputs: [String: Value] = [:]
        for (k, e) in dest.arguments { inputs[k] = e.evaluate(frame.env) }
        let id = newID()
        s.coordinators[id] = CoordinatorInstance(id: id, name: name, inputs: inputs, parent: frame.coordinator)
        for v in def.vars { s.coordinators[id]?.vars[v.name] = v.initial }
        if let p = frame.coordinator {
            s.coordinators[p]?.children.append(id)
            s.coordinators[p]?.hasCreatedScreens = true
        } else { s.appCoordinators.append(id) }
        let args = dest.arguments.map { "\($0.0): \(inputs[$0.0] ?? .void)" }.joined(separator: ", ")
        let holder = frame.coordinator.flatMap { s.coordinators[$0]?.name } ?? "the app delegate"
        step(.coordinatorCreated, "\(name)(\(args)) created, retained by \(holder)", span: dest.span, subjects: [name])
        step(.coordinatorStarted, "\(name).start(transition:)", span: def.span, subjects: [name])
        guard let root = def.root else { return (id, nil) }
        let childFrame = Frame(acting: nil, coordinator: id, env: inputs, screenContext: false)
        guard let content = makeContent(root, withNavigation: withNavigation || def.rootOptions.withNavigation, owner: id, frame: childFrame) else {
            return (id, nil)
        }
        let rootLeaf = s.visibleLeaf(content)
        s.coordinators[id]?.rootScreen = rootLeaf
        // A coordinator whose root is a tab bar presents from the tab bar controller (tabBarController.present).
        if case .tabBar = s.controllers[content]?.kind { s.coordinators[id]?.navigation = content }
        return (id, content)
    }

    mutating func startCoordinator(_ dest: Destination, kind: ShowKind, tab: TabSelector?, options: ShowOptions,
                                   handler: ResultHandler?, frame: Frame, span: SourceSpan?) {
        let wrap = (kind == .present || kind == .root || kind == .tab || kind == .embed) && options.withNavigation
        guard let (coordID, content) = createCoordinator(dest, withNavigation: wrap, frame: frame) else { return }
        if options.autoRelease { s.coordinators[coordID]?.autoRelease = true }
        if let handler {
            registerPending(.coordinator(coordID), type: flow.coordinators[dest.ref.name]?.resultType ?? .void, handler: handler, frame: frame)
        }
        if kind != .itself, let content {
            guard performShow(kind, content: content, options: options, frame: frame, tab: tab, span: span) else { return }
        }
        // The navigation controller the child is given (init(navigationController:)): the one it is pushed onto or
        // shown in, or the starter's.
        // Where the starter's code acts from: asked once, and only when something needs it.
        let needsStarter = flow.coordinators[dest.ref.name]?.start != nil || (kind == .itself && s.coordinators[coordID]?.navigation == nil)
        let starterActing = needsStarter ? withState(frame).acting : nil
        if s.coordinators[coordID]?.navigation == nil {
            let from = kind == .itself ? starterActing : s.coordinators[coordID]?.rootScreen
            let nav = from.flatMap { s.navigationController(of: $0) }
            s.coordinators[coordID]?.navigation = nav
        }
        // start { … }: what start() does once its root is shown (or all it does, without a root). Its pushes and
        // presents go from the root screen, or from the screen that started it (the navigation controller it was given).
        guard let body = flow.coordinators[dest.ref.name]?.start, let inst = s.coordinators[coordID] else { return }
        let acting = inst.rootScreen.flatMap { $0 == 0 ? nil : $0 } ?? starterActing
        step(.effect, "\(inst.name).start() runs its start block", span: span, subjects: [inst.name])
        execute(body, Frame(acting: acting, coordinator: coordID, env: inst.inputs, screenContext: false))
        if s.coordinators[coordID]?.rootScreen == nil {
            let first = s.coordinators[coordID]?.screens.first
            s.coordinators[coordID]?.rootScreen = first
        }
    }

    /// Library removal (`autoRelease`): the child's first screen is gone, so the library drops the child.
    mutating func autoRelease(_ c: Int, screen: String) {
        guard let inst = s.coordinators[c] else { return }
        step(.effect, "the coordinator library sees \(screen) gone and removes \(inst.name)", subjects: [inst.name])
        var f = Frame(acting: nil, coordinator: inst.parent, env: [:], screenContext: false)
        f.startedChild = c
        release(name: nil, frame: f, span: nil)
    }

    /// A UIAlertController with buttons, presented on the acting screen (it blocks other presentations from there).
    mutating func presentAlert(_ text: String, buttons: [AlertButton], frame: Frame, span: SourceSpan?) {
        guard let a = frame.acting, s.controllers[a] != nil, s.isAttached(a) else {
            step(.ignored, "alert \"\(text)\": no screen to present it from; nothing happens", span: span)
            return
        }
        let ctx = s.presentationContext(of: a)
        if let busy = s.controllers[ctx]?.presented {
            diagnose(.presentOnBusy, "Attempt to present <UIAlertController> on \(label(a)) which is already presenting \(label(s.visibleLeaf(busy) ?? busy))",
                     span: span, subjects: [s.name(of: a)])
            return
        }
        let id = newID()
        var f = frame
        f.env = f.env.filter { !$0.key.hasPrefix("@") }
        s.controllers[id] = Controller(id: id, kind: .alert(AlertInstance(message: text, buttons: buttons, frame: f)))
        s.controllers[ctx]?.presented = id
        s.controllers[id]?.presenter = ctx
        step(.alert, "alert: \(text) [\(buttons.map(\.name).joined(separator: " | "))]", span: span, transition: .present)
    }

    mutating func registerPending(_ source: PendingResult.Source, type: FlowType, handler: ResultHandler, frame: Frame) {
        let id = newID()
        var f = frame
        f.finished = nil
        s.pending[id] = PendingResult(id: id, source: source, resultType: type, handler: handler, frame: f)
    }

    // MARK: Showing

    /// Performs the transition for content already created. Returns false when UIKit ignores it (the content is
    /// then deallocated at once).
    mutating func performShow(_ kind: ShowKind, content: Int, options: ShowOptions, frame: Frame, tab: TabSelector?,
                              span: SourceSpan?) -> Bool {
        let name = s.name(of: content)
        switch kind {
        case .root:
            setWindowRoot(content, span: span)
            return true
        case .itself:
            return true
        case .push:
            let acting = frame.acting
            guard let a = acting, s.controllers[a] != nil, let nav = s.navigationController(of: a) else {
                diagnose(.pushWithoutNavigation,
                         "push of \(name) from \(label(acting)): navigationController is nil, so nothing happens",
                         span: span, subjects: [name] + (acting.map { [s.name(of: $0)] } ?? []))
                discard(content)
                return false
            }
            // A tab bar controller may sit in a navigation stack; a navigation controller may not.
            if case .navigation = s.controllers[content]?.kind {
                diagnose(.pushContainer, "Pushing a navigation controller is not supported",
                         span: span, subjects: [name])
                discard(content)
                return false
            }
            guard case .navigation(var stack) = s.controllers[nav]?.kind else { return false }
            if stack.contains(content) {
                diagnose(.pushSameInstance, "Pushing the same view controller instance more than once is not supported (\(label(content)))", span: span)
                return false
            }
            noteNavigationAnimation(nav, animated: options.animated, span: span)
            let covered = stack.last
            stack.append(content)
            s.controllers[nav]?.kind = .navigation(stack: stack)
            s.controllers[content]?.parent = nav
            if options.repeatable { s.controllers[content]?.repeatable = true }
            step(.transition, "push \(name) onto \(stackDescription(nav))", span: span, transition: .push, subjects: [name])
            appearance(appearing: content, disappearing: covered)
            return true
        case .present:
            let acting = frame.acting
            guard let a = acting, s.controllers[a] != nil else {
                diagnose(.presentNotInHierarchy, "Attempt to present <\(name)> on \(label(acting)) whose view is not in the window hierarchy",
                         span: span, subjects: [name])
                discard(content)
                return false
            }
            let ctx = s.presentationContext(of: a)
            if let busy = s.controllers[ctx]?.presented {
                diagnose(.presentOnBusy, "Attempt to present <\(name)> on \(label(a)) which is already presenting \(label(s.visibleLeaf(busy) ?? busy))",
                         span: span, subjects: [name, s.name(of: a)])
                discard(content)
                return false
            }
            if !s.isInWindowHierarchy(a) {
                diagnose(.presentNotInHierarchy, "Attempt to present <\(name)> on \(label(a)) whose view is not in the window hierarchy",
                         span: span, subjects: [name, s.name(of: a)])
                discard(content)
                return false
            }
            if presentationInProgress {
                diagnose(.presentWhileInProgress, "Attempt to present <\(name)> on \(label(a)) while a presentation is in progress",
                         span: span, subjects: [name, s.name(of: a)])
                discard(content)
                return false
            }
            let leaf = s.visibleLeaf(content)
            let screenBlocks = leaf.flatMap { s.screen($0) }.flatMap { flow.screens[$0.screen]?.nonDismissible } ?? false
            s.controllers[ctx]?.presented = content
            s.controllers[content]?.presenter = ctx
            let style = options.style == .automatic ? PresentationStyle.pageSheet : options.style
            s.controllers[content]?.style = style
            s.controllers[content]?.nonDismissible = options.nonDismissible || screenBlocks
            if options.animated { presentationInProgress = true }
            let shown = leaf.map { s.name(of: $0) } ?? name
            step(.transition, "present \(shown)\(content != leaf ? " in a UINavigationController" : "") (\(style.rawValue)\(s.controllers[content]?.nonDismissible == true ? ", non-dismissible" : "")) on \(s.name(of: a))",
                 span: span, transition: .present, subjects: [shown, s.name(of: a)])
            appearance(appearing: content, disappearing: style == .fullScreen ? s.visibleLeaf(ctx) : nil)
            return true
        case .embed:
            guard let a = frame.acting, s.controllers[a] != nil else {
                step(.ignored, "embed \(name): the screen to embed into is gone; nothing happens", span: span)
                discard(content)
                return false
            }
            s.controllers[a]?.embedded.append(content)
            s.controllers[content]?.parent = a
            step(.transition, "\(s.name(of: a)).addChild(\(name)); \(name).didMove(toParent: \(s.name(of: a)))", span: span,
                 transition: .embed, subjects: [name, s.name(of: a)])
            return true
        case .tab:
            guard let tb = tabBar(for: frame), case .tabBar(let n, var tabs, let names, let sel) = s.controllers[tb]?.kind else {
                diagnose(.invalidTab, "no tab bar to put \(name) in: the transition is ignored", span: span, subjects: [name])
                discard(content)
                return false
            }
            guard let sel2 = tab, let i = index(of: sel2, names: names, count: tabs.count) else {
                diagnose(.invalidTab, "\(n) has no tab \(tab?.description ?? "?"): the transition is ignored", span: span, subjects: [name])
                discard(content)
                return false
            }
            let old = tabs[i]
            tabs[i] = content
            s.controllers[tb]?.kind = .tabBar(name: n, tabs: tabs, names: names, selected: sel)
            s.controllers[content]?.parent = tb
            s.controllers[old]?.parent = nil
            step(.transition, "\(n): tab \(names[i]) shows \(name)", span: span, transition: .tab, subjects: [name])
            retired += s.subtree(old)
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
    func tabBar(for frame: Frame) -> Int? {
        var cur = frame.acting.flatMap { s.controllers[$0]?.parent }
        while let p = cur, let c = s.controllers[p] {
            if case .tabBar = c.kind { return p }
            cur = c.parent
        }
        if let v = s.visibleTabBar { return v }
        if let r = s.windowRoot, case .tabBar = s.controllers[r]?.kind { return r }
        return nil
    }

    mutating func selectTab(_ sel: TabSelector, frame: Frame, span: SourceSpan?) {
        guard let tb = tabBar(for: frame), case .tabBar(let n, let tabs, let names, _) = s.controllers[tb]?.kind else {
            diagnose(.invalidTab, "tab \(sel): there is no tab bar; nothing happens", span: span)
            return
        }
        guard let i = index(of: sel, names: names, count: tabs.count) else {
            diagnose(.invalidTab, "\(n) has no tab \(sel); selectedIndex is left unchanged", span: span)
            return
        }
        selectTab(tb, i, span: span, byUser: false)
    }

    mutating func selectTab(_ tb: Int, _ i: Int, span: SourceSpan?, byUser: Bool) {
        guard case .tabBar(let n, let tabs, let names, let old) = s.controllers[tb]?.kind else { return }
        s.controllers[tb]?.kind = .tabBar(name: n, tabs: tabs, names: names, selected: i)
        step(.transition, "\(byUser ? "user selects" : "select") tab \(names[i]) of \(n)", span: span, transition: .tab, subjects: [n])
        if old != i { appearance(appearing: tabs[i], disappearing: tabs[old]) }
    }

    mutating func setWindowRoot(_ content: Int, span: SourceSpan?) {
        let name = containerDescription(content)
        if let old = s.windowRoot {
            // Rule 15: modals presented on the old root are not dismissed; they stay alive.
            if let modal = s.controllers[old]?.presented {
                s.controllers[old]?.presented = nil
                s.controllers[modal]?.presenter = nil
                s.orphanedModals.append(modal)
                let shown = s.visibleLeaf(modal).map { s.name(of: $0) } ?? s.name(of: modal)
                diagnose(.modalLeftAlive, "window.rootViewController replaced while \(shown) is presented: the modal is not dismissed and stays alive",
                         span: span, subjects: [shown])
            }
            s.windowRoot = content
            step(.transition, "window.rootViewController = \(name)", span: span, transition: .root, subjects: [name])
            retired += s.subtree(old)
        } else {
            s.windowRoot = content
            step(.transition, "window.rootViewController = \(name); makeKeyAndVisible()", span: span, transition: .root, subjects: [name])
        }
        appearance(appearing: content, disappearing: nil)
    }

    mutating func setStack(_ dests: [Destination], animated: Bool, frame: Frame, span: SourceSpan?) {
        guard let a = frame.acting, let nav = s.navigationController(of: a), case .navigation(let old) = s.controllers[nav]?.kind else {
            diagnose(.pushWithoutNavigation, "setViewControllers from \(label(frame.acting)): navigationController is nil, so nothing happens", span: span)
            return
        }
        noteNavigationAnimation(nav, animated: animated, span: span)
        var stack: [Int] = []
        let owner = frame.screenContext ? nil : frame.coordinator
        for d in dests {
            if let c = makeContent(d, withNavigation: false, owner: owner, frame: frame) {
                s.controllers[c]?.parent = nav
                stack.append(c)
            }
        }
        s.controllers[nav]?.kind = .navigation(stack: stack)
        step(.transition, "setViewControllers([\(stack.map { s.name(of: $0) }.joined(separator: ", "))])", span: span, transition: .set)
        if let top = old.last, !stack.contains(top) { didShowQueue.append((from: top, nav: nav)) }
        let removed = old.filter { !stack.contains($0) }
        for r in removed { s.controllers[r]?.parent = nil }
        retired += removed.flatMap { s.subtree($0) }
    }

    mutating func pop(frame: Frame, animated: Bool, span: SourceSpan?, target: String? = nil, toRoot: Bool = false, keep: ([Int]) -> Int?) {
        let subject = frame.finished ?? frame.acting
        guard let who = subject, s.controllers[who] != nil, let nav = s.navigationController(of: who),
              case .navigation(let stack) = s.controllers[nav]?.kind else {
            step(.ignored, "pop: \(subject.map { s.name(of: $0) } ?? "the screen") is not on a navigation stack (navigationController is nil); nothing happens",
                 span: span)
            return
        }
        var count: Int
        if let target {
            guard let i = stack.lastIndex(where: { s.screen($0)?.screen == target }) else {
                diagnose(.popToMissing, "Tried to pop to a view controller that doesn't exist (\(target) is not on the stack)", span: span,
                         subjects: [target])
                return
            }
            count = i + 1
        } else {
            count = keep(stack) ?? stack.count
        }
        count = max(1, count)
        if target != nil, count == stack.count {
            step(.ignored, "popTo \(target!): it is already the top of the stack; nothing happens", span: span)
            return
        }
        guard count < stack.count else {
            // popToRoot on a root-only stack is the usual way to reset one before pushing: no warning.
            if toRoot { step(.ignored, "popToRoot on \(stackDescription(nav)): only the root is there; nothing happens", span: span) }
            else { diagnose(.popLastItem, "pop on \(stackDescription(nav)): only the root is left, so nothing happens", span: span) }
            return
        }
        noteNavigationAnimation(nav, animated: animated, span: span)
        let removed = Array(stack[count...])
        s.controllers[nav]?.kind = .navigation(stack: Array(stack[..<count]))
        for r in removed { s.controllers[r]?.parent = nil }
        step(.transition, "pop \(removed.map { s.name(of: $0) }.joined(separator: ", ")) from the navigation stack", span: span,
             transition: target == nil ? (count == 1 && removed.count > 1 ? .popToRoot : .pop) : .popTo,
             subjects: removed.map { s.name(of: $0) })
        appearance(appearing: stack[count - 1], disappearing: removed.last)
        if let top = removed.last { didShowQueue.append((from: top, nav: nav)) }
        retired += removed.flatMap { s.subtree($0) }
    }

    /// `viewControllers.remove(at:)`: the lowest instance of `name` leaves the stack; the rest stays as it is.
    mutating func removeFromStack(_ name: String, frame: Frame, span: SourceSpan?) {
        guard let who = frame.finished ?? frame.acting, s.controllers[who] != nil, let nav = s.navigationController(of: who),
              case .navigation(let stack) = s.controllers[nav]?.kind else {
            step(.ignored, "remove \(name): not in a navigation controller (navigationController is nil); nothing happens", span: span)
            return
        }
        guard let victim = stack.first(where: { s.screen($0)?.screen == name }) else {
            step(.ignored, "remove \(name): it is not on the stack \(stackDescription(nav)); nothing happens", span: span)
            return
        }
        guard stack.count > 1 else {
            step(.ignored, "remove \(name): it is the only screen of the stack; UIKit keeps it", span: span)
            return
        }
        let rest = stack.filter { $0 != victim }
        s.controllers[nav]?.kind = .navigation(stack: rest)
        s.controllers[victim]?.parent = nil
        step(.transition, "\(name) removed from the stack: \(stackDescription(nav))", span: span, transition: .set, subjects: [name])
        if victim == stack.last {
            appearance(appearing: rest.last, disappearing: victim)
            didShowQueue.append((from: victim, nav: nav))
        }
        retired += s.subtree(victim)
    }

    /// How UIKit's console would name what becomes the window root: a screen, or the container holding it.
    func containerDescription(_ id: Int) -> String {
        switch s.controllers[id]?.kind {
        case .navigation(let stack): return stack.first.map { "UINavigationController(rootViewController: \(s.name(of: $0)))" } ?? "UINavigationController()"
        case .tabBar(let n, _, _, _): return "\(n) (UITabBarController)"
        default: return s.name(of: id)
        }
    }

    mutating func dismiss(from subject: Int?, animated: Bool, toRoot: Bool, span: SourceSpan?) {
        // dismissToRoot acts on the window's root whatever screen (or none) asks for it.
        guard let who = toRoot ? s.windowRoot : subject, s.controllers[who] != nil else {
            step(.ignored, "dismiss: the screen is already gone; nothing happens", span: span)
            return
        }
        var victim: Int?
        if toRoot {
            victim = s.windowRoot.flatMap { s.controllers[$0]?.presented }
        } else {
            let ctx = s.presentationContext(of: who)
            // Rule 12: a presenter dismisses what it presents; a presented controller asks its presenter.
            victim = s.controllers[ctx]?.presented ?? (s.controllers[ctx]?.presenter != nil ? ctx : nil)
        }
        guard let v = victim, let presenter = s.controllers[v]?.presenter else {
            step(.ignored, "dismiss on \(s.name(of: who)): it presents nothing and is not presented; nothing happens", span: span)
            return
        }
        if presentationInProgress {
            diagnose(.dismissWhileInProgress, "Attempt to dismiss from view controller \(label(who)) while a presentation or dismiss is in progress",
                     span: span)
            return
        }
        let gone = s.subtree(v)
        s.controllers[presenter]?.presented = nil
        s.controllers[v]?.presenter = nil
        if animated { presentationInProgress = true }
        let shown = s.visibleLeaf(v).map { s.name(of: $0) } ?? s.name(of: v)
        step(.transition, "dismiss \(shown)", span: span, transition: toRoot ? .dismissToRoot : .dismiss, subjects: [shown])
        appearance(appearing: s.controllers[v]?.style == .fullScreen ? s.visibleLeaf(presenter) : nil, disappearing: v)
        retired += gone
    }

    mutating func noteNavigationAnimation(_ nav: Int, animated: Bool, span: SourceSpan?) {
        if animatingNavs.contains(nav) {
            diagnose(.nestedNavigationAnimation,
                     "nested push animation can result in corrupted navigation bar (Unbalanced calls to begin/end appearance transitions)",
                     span: span)
        }
        if animated { animatingNavs.insert(nav) }
    }

    func stackDescription(_ nav: Int) -> String {
        guard case .navigation(let stack) = s.controllers[nav]?.kind else { return "?" }
        return "[" + stack.map { s.name(of: $0) }.joined(separator: ", ") + "]"
    }

    /// viewWillAppear / viewDidAppear and their disappearing pair, hidden unless the user asks for lifecycle steps.
    mutating func appearance(appearing: Int?, disappearing: Int?) {
        let a = appearing.flatMap { s.visibleLeaf($0) }.map { s.name(of: $0) }
        let d = disappearing.flatMap { s.visibleLeaf($0) ?? $0 }.map { s.name(of: $0) }
        // UIKit's order: the outgoing screen will disappear, the incoming will appear, then the did- pair.
        if let d { step(.lifecycle, "\(d).viewWillDisappear(_:)", subjects: [d]) }
        if let a { step(.lifecycle, "\(a).viewWillAppear(_:)", subjects: [a]) }
        if let d { step(.lifecycle, "\(d).viewDidDisappear(_:)", subjects: [d]) }
        if let a { step(.lifecycle, "\(a).viewDidAppear(_:)", subjects: [a]) }
        if let leaf = appearing.flatMap({ s.visibleLeaf($0) }), let inst = s.screen(leaf), flow.screens[inst.screen]?.onAppear != nil {
            appearQueue.append(leaf)
        }
    }

    // MARK: Results

    mutating func deliverScreenResult(_ screen: Int, _ value: Value, span: SourceSpan?) {
        let name = s.name(of: screen)
        guard let p = s.pending.values.sorted(by: { $0.id < $1.id }).first(where: { $0.source == .screen(screen) }) else {
            step(.effect, "\(name) finishes with \(value): nobody waits for its result", span: span, subjects: [name])
            return
        }
        guard !p.delivered else {
            diagnose(.deliveredTwice, "\(name) delivers its result a second time (\(value)); the handler already ran once and is not run again",
                     span: span, subjects: [name])
            return
        }
        if waiterReleased(p, who: name, value: value, span: span) { return }
        s.pending[p.id]?.delivered = true
        runHandler(p, value: value, finished: screen, startedChild: nil, who: name, span: span)
    }

    mutating func terminate(_ coordinator: Int, _ value: Value, span: SourceSpan?) {
        guard let c = s.coordinators[coordinator] else {
            step(.ignored, "terminate: the coordinator was already released", span: span)
            return
        }
        s.coordinators[coordinator]?.terminated = true
        guard let p = s.pending.values.sorted(by: { $0.id < $1.id }).first(where: { $0.source == .coordinator(coordinator) }) else {
            step(.effect, "\(c.name) terminates with \(value): no termination handler is set", span: span, subjects: [c.name])
            return
        }
        guard !p.delivered else {
            diagnose(.deliveredTwice, "\(c.name) calls its termination handler a second time (\(value)); the handler is not run again",
                     span: span, subjects: [c.name])
            return
        }
        if waiterReleased(p, who: c.name, value: value, span: span) { return }
        s.pending[p.id]?.delivered = true
        runHandler(p, value: value, finished: c.rootScreen, startedChild: coordinator, who: c.name, span: span)
    }

    /// A coordinator's handler is a closure that captures it weakly: once the coordinator is released, calling it
    /// does nothing (and the result is not "delivered": nobody heard it).
    mutating func waiterReleased(_ p: PendingResult, who: String, value: Value, span: SourceSpan?) -> Bool {
        guard !p.frame.screenContext, let c = p.frame.coordinator, s.coordinators[c] == nil else { return false }
        step(.ignored, "\(who)'s result \(value) reaches a handler whose coordinator was released ([weak self] is nil); nothing happens",
             span: p.handler?.span ?? span, subjects: [who])
        return true
    }

    mutating func runHandler(_ p: PendingResult, value: Value, finished: Int?, startedChild: Int?, who: String, span: SourceSpan?) {
        guard let h = p.handler else { return }
        var f = p.frame
        f.finished = finished
        if let c = startedChild { f.startedChild = c }
        if let b = h.binding { f.env[b] = value }
        let waiter = f.screenContext ? f.acting.map { s.name(of: $0) } : f.coordinator.flatMap { s.coordinators[$0]?.name }
        step(.handler, "\(waiter ?? "the app")'s handler runs with \(who)'s result \(value)", span: h.span ?? span,
             subjects: [who] + (waiter.map { [$0] } ?? []))
        execute(h.body, f)
    }

    mutating func release(name: String?, frame: Frame, span: SourceSpan?) {
        var child: Int?
        if let sc = frame.startedChild, let inst = s.coordinators[sc], name == nil || inst.name == name,
           inst.parent == frame.coordinator || frame.coordinator == nil {
            child = sc
        } else if let name {
            child = frame.coordinator.flatMap { s.coordinators[$0]?.children.last { s.coordinators[$0]?.name == name } }
        }
        guard let c = child, let inst = s.coordinators[c] else {
            step(.ignored, "release: \(name ?? "the child") is not retained any more; nothing happens", span: span)
            return
        }
        let parentName = inst.parent.flatMap { s.coordinators[$0]?.name } ?? "the app delegate"
        let subtree = s.coordinatorSubtree(c)
        // A descendant that holds its parent strongly closes a retain cycle with that parent: the parent and what it
        // holds stay alive; the rest of the released subtree goes. The top-most such parent is reported.
        if let d = subtree.first(where: { $0 != c && s.coordinators[$0].flatMap { flow.coordinators[$0.name]?.strongParent } == true }),
           let dn = s.coordinators[d]?.name, let y = s.coordinators[d]?.parent, let up = s.coordinators[y]?.name {
            let kept = s.coordinatorSubtree(y)
            step(.childReleased, "\(inst.name) released (\(parentName).child = nil)", span: span, subjects: [inst.name])
            if y == c {
                detach(c, heldByScreens: false)
            } else {
                // c goes: it stops holding y, which its child keeps alive.
                s.coordinators[s.coordinators[y]?.parent ?? y]?.children.removeAll { $0 == y }
                s.coordinators[y]?.parent = nil
                detachAndDealloc(c)
            }
            s.reportedLeaks.formUnion(kept)
            let released = y == c ? "\(parentName) released it" : "\(parentName) released \(inst.name), which held it"
            diagnose(.coordinatorLeak, "\(up) leaked: \(released), but \(dn) still holds \(up) (its parent reference is strong) and \(up) holds \(dn): a retain cycle keeps \(kept.count) coordinator\(kept.count == 1 ? "" : "s") alive",
                     span: flow.coordinators[up]?.span, subjects: [up, dn])
            return
        }
        // A screen that holds its coordinator strongly keeps it alive as long as the screen lives.
        let holders = inst.screens.filter { id in
            s.controllers[id] != nil && (s.screen(id).flatMap { flow.screens[$0.screen]?.strongOwner } ?? false)
        }
        if let h = holders.first {
            detach(c, heldByScreens: true)
            step(.childReleased, "\(inst.name) released (\(parentName).child = nil); \(s.name(of: h)) still holds it (its coordinator property is strong)",
                 span: span, subjects: [inst.name])
            return
        }
        // Released too early only if a screen of it is still shown when the event is over (checkEarlyReleases):
        // releasing and, in the same call, popping or replacing its screens is how apps switch flows.
        let shown = s.coordinatorSubtree(c).flatMap { s.coordinators[$0]?.screens ?? [] }.filter { s.controllers[$0] != nil && s.isAttached($0) }
        if !shown.isEmpty { releasedWithScreens.append((inst.name, shown, span)) }
        if let parent = inst.parent { s.coordinators[parent]?.children.removeAll { $0 == c } }
        else { s.appCoordinators.removeAll { $0 == c } }
        step(.childReleased, "\(inst.name) released (\(inst.parent.flatMap { s.coordinators[$0]?.name }.map { "\($0)." } ?? "")child = nil)",
             span: span, subjects: [inst.name])
        deallocCoordinator(c)
    }

    /// Takes a coordinator out of its parent's children (or the app delegate's) without deallocating it.
    mutating func detach(_ c: Int, heldByScreens: Bool) {
        if let parent = s.coordinators[c]?.parent { s.coordinators[parent]?.children.removeAll { $0 == c } }
        else { s.appCoordinators.removeAll { $0 == c } }
        s.coordinators[c]?.parent = nil
        s.coordinators[c]?.heldByScreens = heldByScreens
    }

    /// Takes a coordinator out of its holder and deallocates it with what it still retains.
    mutating func detachAndDealloc(_ c: Int) {
        detach(c, heldByScreens: false)
        deallocCoordinator(c)
    }

    /// Deallocates a coordinator and what it retains.
    mutating func deallocCoordinator(_ c: Int) {
        for x in s.coordinatorSubtree(c).reversed() {
            guard let dead = s.coordinators.removeValue(forKey: x) else { continue }
            s.pending = s.pending.filter { $0.value.source != .coordinator(x) }
            step(.coordinatorDeallocated, "\(dead.name).deinit", subjects: [dead.name])
        }
    }

    mutating func callMethod(_ screen: String, _ method: String, _ args: [String: Value], frame: Frame, span: SourceSpan?, isRefresh: Bool) {
        let live = s.liveScreens(named: screen)
        // The instance nearest the acting screen: the most recently created one that is attached.
        guard let target = live.last(where: { s.isAttached($0) }) ?? live.last else {
            step(.ignored, "\(screen).\(method)(): no \(screen) is alive; nothing happens", span: span, subjects: [screen])
            return
        }
        let a = args.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        step(.effect, "\(label(target)).\(method)(\(a))", span: span, subjects: [screen])
    }

    /// Content created for a transition UIKit ignored: nothing retains it, so it goes away at once.
    mutating func discard(_ content: Int) {
        dealloc(s.subtree(content))
    }
}
