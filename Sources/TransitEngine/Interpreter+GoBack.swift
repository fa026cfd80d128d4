// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// Going back: pops, removals from a stack and dismissals, with the animations UIKit counts.
extension Interpreter {
    mutating func pop(frame: Frame, animated: Bool, span: SourceSpan?, target: String? = nil, toRoot: Bool = false, keep: ([ControllerID]) -> Int?) {
        let subject = frame.subject
        guard let who = subject, sim.controllers.contains(who), let nav = sim.navigationController(of: who),
              case .navigation(let stack) = sim.controllers[nav]?.kind else {
            // A finished screen that is gone has no name left to give (its weak reference is nil).
            let name = subject.flatMap { sim.controllers.contains($0) ? sim.name(of: $0) : nil } ?? "the screen"
            step(.ignored, "pop: \(name) is not on a navigation stack (navigationController is nil); nothing happens",
                 span: span)
            return
        }
        var count: Int
        if let target {
            guard let i = stack.lastIndex(where: { sim.screen($0)?.screen == target }) else {
                diagnose(.popToMissing(target), span: span,
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
            else { diagnose(.popLastItem(stack: stack.map { sim.name(of: $0) }), span: span) }
            return
        }
        noteNavigationAnimation(nav, animated: animated, span: span)
        let removed = Array(stack[count...])
        sim.controllers[nav]?.kind = .navigation(stack: Array(stack[..<count]))
        for r in removed { sim.controllers[r]?.parent = nil }
        step(.transition, "pop \(removed.map { sim.name(of: $0) }.joined(separator: ", ")) from the navigation stack", span: span,
             transition: target == nil ? (count == 1 && removed.count > 1 ? .popToRoot : .pop) : .popTo,
             subjects: removed.map { sim.name(of: $0) })
        // UIKit calls the delegate's willShow from inside popViewController, the stack already without them.
        runPopHooks(gone: removed.reversed(), will: true, nav: nav)
        writeBackPath(nav)
        appearance(appearing: stack[count - 1], disappearing: removed.last)
        didShowQueue.append((nav: nav, gone: removed.reversed()))
        retired += removed.flatMap { sim.subtree($0) }
    }

    /// `viewControllers.remove(at:)`: the lowest instance of `name` leaves the stack; the rest stays as it is.
    mutating func removeFromStack(_ name: String, frame: Frame, span: SourceSpan?) {
        guard let who = frame.subject, sim.controllers.contains(who), let nav = sim.navigationController(of: who),
              case .navigation(let stack) = sim.controllers[nav]?.kind else {
            step(.ignored, "remove \(name): not in a navigation controller (navigationController is nil); nothing happens", span: span)
            return
        }
        guard let victim = stack.first(where: { sim.screen($0)?.screen == name }) else {
            step(.ignored, "remove \(name): it is not on the stack \(stackDescription(nav)); nothing happens", span: span)
            return
        }
        guard stack.count > 1 else {
            step(.ignored, "remove \(name): it is the only screen of the stack; UIKit keeps it", span: span)
            return
        }
        let rest = stack.filter { $0 != victim }
        sim.controllers[nav]?.kind = .navigation(stack: rest)
        sim.controllers[victim]?.parent = nil
        step(.transition, "\(name) removed from the stack: \(stackDescription(nav))", span: span, transition: .set, subjects: [name])
        writeBackPath(nav)
        if victim == stack.last {
            appearance(appearing: rest.last, disappearing: victim)
            didShowQueue.append((nav: nav, gone: [victim]))
        }
        retired += sim.subtree(victim)
    }

    /// How UIKit's console would name what becomes the window root: a screen, or the container holding it.
    func containerDescription(_ id: ControllerID) -> String {
        switch sim.controllers[id]?.kind {
        case .navigation(let stack): return stack.first.map { "UINavigationController(rootViewController: \(sim.name(of: $0)))" } ?? "UINavigationController()"
        case .tabBar(let n, _, _, _): return "\(n) (UITabBarController)"
        default: return sim.name(of: id)
        }
    }

    mutating func dismiss(from subject: ControllerID?, animated: Bool, toRoot: Bool, span: SourceSpan?) {
        // dismissToRoot acts on the window's root whatever screen (or none) asks for it.
        guard let who = toRoot ? sim.windowRoot : subject, sim.controllers.contains(who) else {
            step(.ignored, "dismiss: the screen is already gone; nothing happens", span: span)
            return
        }
        var victim: ControllerID?
        if toRoot {
            victim = sim.windowRoot.flatMap { sim.controllers[$0]?.presented }
        } else {
            let ctx = sim.presentationContext(of: who)
            // UIKit rule 12 (docs/simulator.md): a presenter dismisses what it presents; a presented controller asks
            // its presenter.
            victim = sim.controllers[ctx]?.presented ?? (sim.controllers[ctx]?.presenter != nil ? ctx : nil)
        }
        guard let v = victim, let presenter = sim.controllers[v]?.presenter else {
            step(.ignored, "dismiss on \(sim.name(of: who)): it presents nothing and is not presented; nothing happens", span: span)
            return
        }
        if presentationInProgress {
            diagnose(.dismissWhileInProgress(from: label(who)), span: span)
            return
        }
        let gone = sim.subtree(v)
        sim.controllers[presenter]?.presented = nil
        sim.controllers[v]?.presenter = nil
        if animated { presentationInProgress = true }
        let shown = sim.visibleLeaf(v).map { sim.name(of: $0) } ?? sim.name(of: v)
        step(.transition, "dismiss \(shown)", span: span, transition: toRoot ? .dismissToRoot : .dismiss, subjects: [shown])
        appearance(appearing: sim.controllers[v]?.style == .fullScreen ? sim.visibleLeaf(presenter) : nil, disappearing: v)
        retired += gone
        presentationsEnded(gone)
    }

    mutating func noteNavigationAnimation(_ nav: ControllerID, animated: Bool, span: SourceSpan?) {
        if animatingNavs.contains(nav) {
            diagnose(.nestedNavigationAnimation, span: span)
        }
        if animated { animatingNavs.insert(nav) }
    }

    func stackDescription(_ nav: ControllerID) -> String {
        guard case .navigation(let stack) = sim.controllers[nav]?.kind else { return "?" }
        return "[" + stack.map { sim.name(of: $0) }.joined(separator: ", ") + "]"
    }
}
