// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// Running statements: each effect in order, handed to its family (Show, GoBack, Coordinators, Results, Content).
extension Interpreter {
    mutating func execute(_ effects: [Effect], _ frame: Frame) {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Interpreter.maxNesting else {
            step(.ignored, "handlers nest deeper than \(Interpreter.maxNesting) levels: stopped")
            return
        }
        for e in effects {
            if sim.crash != nil || stepCount >= Interpreter.maxSteps { return }
            run(e, withState(frame))
        }
    }

    /// The frame with the current values of the coordinator's and the app's variables, and, for a
    /// coordinator's code whose acting screen is gone (or that never had one), where its transitions start from.
    func withState(_ frame: Frame) -> Frame {
        var f = frame
        // A coordinator's code that made and shows an empty navigation controller (`present UINavigationController`)
        // fills it: its next push or `set` goes there, not to the screen that acted.
        if !frame.screenContext, let held = emptyHeldNavigation(of: frame.coordinator) { f.acting = held }
        // A coordinator's code whose screen is gone or out of the window (popped, dismissed) acts from what it holds.
        if !frame.screenContext, frame.acting.map({ !sim.controllers.contains($0) || !sim.isInWindow($0) }) ?? true {
            f.acting = actingController(frame) ?? frame.acting
            // Code that never had an acting screen (a start block without a root) and holds no container acts from
            // the screen it made the window root, or the last of its screens on view (`window.rootViewController =
            // split; split.addChild(…)`).
            if f.acting == nil, let c = frame.coordinator {
                f.acting = sim.coordinators[c]?.screens.last { sim.isInWindowHierarchy($0) }
            }
        }
        sim.bindAppVariables(into: &f.env)
        if flow.readsPresenting, !frame.screenContext {
            // presentedViewController != nil for the container the code acts from (see `presenting` in the docs).
            let from = f.acting.map { sim.presentationContext(of: $0) }
            f.env[VariableKey.presenting.bindingKey] = .bool(from.flatMap { sim.controllers[$0]?.presented } != nil)
        }
        if let c = frame.coordinator, let vars = sim.coordinators[c]?.vars { for (k, v) in vars { f.env[VariableKey.coordinator(k).bindingKey] = v } }
        return f
    }

    /// Where a coordinator's code acts from when it has no acting screen: the screen handed to its handler, else
    /// the navigation controller it holds, or that its parent holds (the one it was given).
    func actingController(_ frame: Frame) -> ControllerID? {
        if let f = frame.finished.flatMap(sim.existing), sim.isInWindow(f) { return f }
        // Its own navigation controller even when that one left the window (pushing there is what its Swift does);
        // once it left the window with its container it is never an ancestor's either (a push then goes nowhere).
        // Else, for one that never held any, the one its parent holds, if that one is in the window.
        if let c = frame.coordinator, let n = sim.coordinators[c]?.navigation { return sim.controllers.contains(n) ? n : nil }
        var cur = frame.coordinator.flatMap { sim.coordinators[$0]?.parent }
        while let c = cur, let inst = sim.coordinators[c] {
            if let n = inst.navigation, sim.controllers.contains(n), sim.isInWindow(n) { return n }
            cur = inst.parent
        }
        return nil
    }

    /// A coordinator whose code made a container (a navigation or tab bar controller) the window root keeps it
    /// (`window.rootViewController = tabBarController` with `self.tabBarController = …`): its code, the rest of this
    /// body and later events act from it, not from the root it replaced.
    mutating func holdNewRoot(_ content: ControllerID, by c: CoordinatorID) {
        switch sim.controllers[content]?.kind {
        case .navigation?, .tabBar?: sim.coordinators[c]?.navigation = content
        default: break
        }
    }

    mutating func run(_ e: Effect, _ frame: Frame) {
        let span = e.span
        switch e.kind {
        case .assign(let key, let expr):
            let v = expr.evaluate(frame.env)
            switch key {
            case .app(let name):
                sim.globals[name] = v
                step(.effect, "\(name) = \(v)", span: span)
            case .coordinator(let name):
                guard let c = frame.coordinator, sim.coordinators.contains(c) else { break }
                sim.coordinators[c]?.vars[name] = v
                step(.effect, "\(sim.coordinators[c]?.name ?? "").\(name) = \(v)", span: span)
            case .local, .presenting:
                // The resolver lets only a `var` be set.
                break
            }
        case .callProcedure(let name, let args):
            guard let c = frame.coordinator, let inst = sim.coordinators[c], let p = flow.coordinators[inst.name]?.procedures[name] else {
                step(.ignored, "\(name)(): the coordinator was already released; nothing happens", span: span)
                return
            }
            var f = frame
            f.env = inst.inputs
            for (k, x) in args { f.env[k] = x.evaluate(frame.env) }
            step(.effect, "\(inst.name).\(name)()", span: span, subjects: [inst.name])
            execute(p.body, f)
        case .callAncestor(let name, let fn, let args):
            // The nearest coordinator of that name from this one up (its parent reference; weak: gone, nothing),
            // else among the children it holds, the newest first (`(childCoordinators.last as? X)?.f()`).
            var cur = frame.coordinator
            while let c = cur, let inst = sim.coordinators[c], inst.name != name { cur = inst.parent }
            if cur == nil, let me = frame.coordinator {
                var todo = Array((sim.coordinators[me]?.children ?? []).reversed())
                while !todo.isEmpty, cur == nil {
                    let c = todo.removeFirst()
                    if sim.coordinators[c]?.name == name { cur = c } else { todo += (sim.coordinators[c]?.children ?? []).reversed() }
                }
            }
            guard let target = cur, let inst = sim.coordinators[target], let p = flow.coordinators[name]?.procedures[fn] else {
                step(.ignored, "\(name).\(fn)(): no \(name) above or below \(frame.coordinator.flatMap { sim.coordinators[$0]?.name } ?? "this code") any more; nothing happens", span: span, subjects: [name])
                return
            }
            var env = inst.inputs
            for (k, x) in args { env[k] = x.evaluate(frame.env) }
            step(.effect, "\(inst.name).\(fn)()", span: span, subjects: [inst.name])
            // It runs as the ancestor's own code: from what the ancestor holds.
            execute(p.body, Frame(acting: nil, coordinator: target, env: env, screenContext: false))
        case .alertButtons(let expr, let buttons):
            presentAlert(alertText(expr.evaluate(frame.env)), buttons: buttons, frame: frame, span: span)
        case .show(let kind, let dest, let opts, let handler):
            let owner = frame.screenContext ? nil : frame.coordinator
            let wrap = (kind == .present || kind == .root || kind == .embed) && opts.withNavigation
            // A pushed screen's view loads during the push, once it is on the stack (UIKit).
            guard let content = makeContent(dest, withNavigation: wrap, owner: owner, frame: frame, loadsNow: kind != .push) else { return }
            if wrap { bindPath(content, to: opts.path, span: span) }
            guard performShow(kind, content: content, options: opts, frame: frame, tab: nil, span: span) else { return }
            if kind == .push { loadView(content) }
            // A UIViewControllerRepresentable's (or a coordinator's) push onto a SwiftUI stack its path drives.
            if kind == .push, let nav = sim.navigationController(of: content), let path = sim.controllers[nav]?.pathBinding {
                diagnose(.uikitPushIntoPath(screen: sim.name(of: content), path: path), span: span, subjects: [sim.name(of: content), path])
            }
            if kind == .root, let c = owner { holdNewRoot(content, by: c) }
            if let handler, let shown = sim.visibleLeaf(content) ?? Optional(content) {
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
            dismiss(from: frame.subject, animated: animated, toRoot: toRoot, span: span)
            completionQueue.append((completion, frame))
        case .dismiss(let animated):
            if frame.screenContext, let who = frame.subject, sim.controllers[who]?.route != nil, let nav = sim.navigationController(of: who),
               case .navigation(let stack)? = sim.controllers[nav]?.kind, let i = stack.firstIndex(of: who), i > 0 {
                // SwiftUI's DismissAction read in a view a NavigationStack pushed pops that view; it does not close
                // the presentation the stack is in.
                step(.effect, "dismiss in \(sim.name(of: who)), a view its NavigationStack pushed: SwiftUI pops it", span: span,
                     subjects: [sim.name(of: who)])
                pop(frame: frame, animated: animated, span: span) { _ in i }
            } else {
                dismiss(from: frame.subject, animated: animated, toRoot: false, span: span)
            }
        case .dismissToRoot(let animated):
            dismiss(from: frame.subject, animated: animated, toRoot: true, span: span)
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
        case .retainSelf:
            retainSelf(frame: frame, span: span)
        case .releaseAll:
            guard let c = frame.coordinator, let children = sim.coordinators[c]?.children else { return }
            if children.isEmpty { step(.ignored, "release all: no child is retained; nothing happens", span: span) }
            for child in children {
                var f = frame
                f.startedChild = child
                release(name: nil, frame: f, span: span)
            }
        case .notify(let name, let arguments):
            guard let def = flow.appEvents[name] else { break }
            var values: [String: Value] = [:]
            for (k, e) in arguments { values[k] = e.evaluate(frame.env) }
            notify(def, values, span: span)
        case .refresh(let screen):
            callMethod(screen, "refresh", [:], frame: frame, span: span, isRefresh: true)
        case .call(let screen, let method, let args):
            callMethod(screen, method, args.mapValues { $0.evaluate(frame.env) }, frame: frame, span: span, isRefresh: false)
        case .alert(let expr):
            step(.alert, "alert: \(alertText(expr.evaluate(frame.env)))", span: span)
        case .appendPath(let path, let expr):
            appendPath(path, expr.evaluate(frame.env), frame: frame, span: span)
        case .removeFromPath(let path, let count):
            removeFromPath(path, count: count, frame: frame, span: span)
        case .popLastFromPath(let path):
            popLastFromPath(path, frame: frame, span: span)
        case .setPresentation(let name, let expr):
            setPresentation(name, expr.evaluate(frame.env), frame: frame, span: span)
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
}
