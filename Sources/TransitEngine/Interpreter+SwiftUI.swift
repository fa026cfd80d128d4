// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// SwiftUI's NavigationStack: the stack is a function of its path. A path changes (`append`, `removeLast`,
/// `removeAll`, a deep link writing a router's path) and every stack bound to it shows it again: the views still
/// matching stay, the rest are popped, the new values pushed through the destinations declared by the views in the
/// stack. The back button, the edge swipe and a re-tapped tab write the path back.
extension Interpreter {
    /// Makes a freshly created navigation controller a NavigationStack bound to `path`, showing its values.
    mutating func bindPath(_ nav: ControllerID, to path: String?, span: SourceSpan?) {
        guard let path, case .navigation = sim.controllers[nav]?.kind else { return }
        sim.controllers[nav]?.pathBinding = path
        let values = sim.paths[path] ?? []
        step(.effect, "NavigationStack(path: $\(path)) with \(path) = \(pathText(values))", span: span, subjects: [path])
        if sim.stalePaths.contains(path), !values.isEmpty {
            diagnose(.stalePath(path: path, values: values), span: flow.paths[path]?.span ?? span, subjects: [path])
        }
        sim.stalePaths.remove(path)
        if !values.isEmpty { showPath(nav, values, span: span) }
    }

    func pathText(_ values: [Value]) -> String { "[" + values.map(\.description).joined(separator: ", ") + "]" }

    /// The destination a value is shown with: declared by the nearest view of the stack, from the top down.
    func destination(for value: Value, in stack: [ControllerID]) -> (ScreenInstance, RouteDestinationDef)? {
        for id in stack.reversed() {
            if let inst = sim.screen(id), let d = flow.screens[inst.screen]?.destination(for: value) { return (inst, d) }
        }
        return nil
    }

    /// viewWillAppear/viewDidAppear and their pair when SwiftUI changed which view is on top of `nav`.
    mutating func topChanged(_ nav: ControllerID, from oldTop: ControllerID?) {
        if case .navigation(let now)? = sim.controllers[nav]?.kind, now.last != oldTop { appearance(appearing: now.last, disappearing: oldTop) }
    }

    /// Shows `values` in `nav`: pops the views that no longer match the path, pushes the ones it adds.
    /// `reportFrom`: a value at this index or later that no destination shows is reported (R218); earlier ones
    /// were reported when they were added.
    mutating func showPath(_ nav: ControllerID, _ values: [Value], reportFrom: Int = 0, span: SourceSpan?) {
        guard case .navigation(let full) = sim.controllers[nav]?.kind, !full.isEmpty else { return }
        let oldTop = full.last
        liftingBoolPushes(nav, span: span) { me, stack in
            var keep = 1
            while keep < stack.count, keep - 1 < values.count, me.sim.controllers[stack[keep]]?.route == values[keep - 1] { keep += 1 }
            me.removeViews(nav, keeping: keep, span: span)
            me.pushViews(nav, values, from: keep - 1, reportFrom: reportFrom, span: span)
        }
        topChanged(nav, from: oldTop)
    }

    /// True for a view a Bool pushed (`destination NAME: Screen`, navigationDestination(isPresented:)).
    func isBoolPushed(_ id: ControllerID) -> Bool {
        guard let c = sim.controllers[id], let owner = c.presentedFor, let name = c.presentedBinding, let inst = sim.screen(owner) else { return false }
        return flow.screens[inst.screen]?.presentation(name)?.pushes == true
    }

    /// SwiftUI draws a stack as its root, the path's views, then the views Bools pushed: a path change goes under
    /// those. Runs `change` on the stack without them, then puts back the ones whose owner is still on it.
    mutating func liftingBoolPushes(_ nav: ControllerID, span: SourceSpan?, _ change: (inout Interpreter, [ControllerID]) -> Void) {
        guard case .navigation(let stack)? = sim.controllers[nav]?.kind else { return }
        let lifted = stack.dropFirst().filter { isBoolPushed($0) }
        guard !lifted.isEmpty else { change(&self, stack); return }
        let base = stack.filter { !lifted.contains($0) }
        sim.controllers[nav]?.kind = .navigation(stack: base)
        change(&self, base)
        guard case .navigation(var now)? = sim.controllers[nav]?.kind else { return }
        var gone: [ControllerID] = []
        for v in lifted {
            if let owner = sim.controllers[v]?.presentedFor, now.contains(owner) { now.append(v) } else { gone.append(v) }
        }
        sim.controllers[nav]?.kind = .navigation(stack: now)
        if !gone.isEmpty {
            for g in gone { sim.controllers[g]?.parent = nil }
            step(.transition, "SwiftUI removes \(gone.map { sim.name(of: $0) }.joined(separator: ", ")): the view whose Bool pushed it left the stack",
                 span: span, transition: .pop, subjects: gone.map { sim.name(of: $0) })
            retired += gone.flatMap { sim.subtree($0) }
        }
    }

    /// Takes the views above the first `keep` off a stack, as SwiftUI does when its path shrinks: no back code runs.
    mutating func removeViews(_ nav: ControllerID, keeping keep: Int, span: SourceSpan?) {
        guard case .navigation(let stack)? = sim.controllers[nav]?.kind, keep >= 1, keep < stack.count else { return }
        let removed = Array(stack[keep...])
        sim.controllers[nav]?.kind = .navigation(stack: Array(stack[..<keep]))
        for r in removed { sim.controllers[r]?.parent = nil }
        step(.transition, "SwiftUI removes \(removed.map { sim.name(of: $0) }.joined(separator: ", ")) from the stack", span: span,
             transition: .pop, subjects: removed.map { sim.name(of: $0) })
        retired += removed.flatMap { sim.subtree($0) }
    }

    /// Pushes a view for each of `values[from...]` through the destinations of the views in the stack; stops at the
    /// first value none of them shows (R218 when it is at `reportFrom` or later).
    mutating func pushViews(_ nav: ControllerID, _ values: [Value], from: Int, reportFrom: Int, span: SourceSpan?) {
        guard case .navigation(var stack)? = sim.controllers[nav]?.kind else { return }
        for (i, v) in values.enumerated() where i >= from {
            guard let (declarer, d) = destination(for: v, in: stack) else {
                if i >= reportFrom {
                    diagnose(.pathNotShown(path: sim.controllers[nav]?.pathBinding, value: v, stack: stack.map { sim.name(of: $0) }), span: span,
                             subjects: stack.map { sim.name(of: $0) })
                }
                return
            }
            let frame = Frame(acting: stack.last, coordinator: nil, env: declarer.inputs, screenContext: true)
            // The view belongs to whoever owns the view that declares its destination (the router or coordinator
            // that runs the stack): its actions go there, as a pushed UIKit screen's go to its coordinator.
            guard let content = makeContent(d.destination, withNavigation: false, owner: declarer.owner, frame: frame, loadsNow: false) else { return }
            sim.controllers[content]?.route = v
            sim.controllers[content]?.parent = nav
            stack.append(content)
            sim.controllers[nav]?.kind = .navigation(stack: stack)
            step(.transition, "SwiftUI pushes \(sim.name(of: content)) for \(v) (navigationDestination of \(declarer.screen))", span: span,
                 transition: .push, subjects: [sim.name(of: content)])
            loadView(content)
        }
    }

    /// Sets a named path and shows it in every stack bound to it.
    mutating func setPath(_ path: String, _ values: [Value], span: SourceSpan?) {
        let old = sim.paths[path] ?? []
        sim.paths[path] = values
        if values.isEmpty { sim.stalePaths.remove(path) }
        // Values kept from before were reported when they came; a value added or moved is new.
        let kept = zip(old, values).prefix { $0 == $1 }.count
        // Only a path that gained values pushes where the user may not look (emptying one off screen is a reset).
        if values.count > kept { changedPaths.insert(path) }
        step(.effect, "\(path) = \(pathText(values))", span: span, subjects: [path])
        for nav in stacks(boundTo: path) { showPath(nav, values, reportFrom: kept, span: span) }
    }

    /// Live navigation controllers bound to a path, by id.
    func stacks(boundTo path: String) -> [ControllerID] {
        sim.controllers.keys.filter { sim.controllers[$0]?.pathBinding == path }.sorted()
    }

    /// `append VALUE [to PATH]`.
    mutating func appendPath(_ path: String?, _ value: Value, frame: Frame, span: SourceSpan?) {
        if let path {
            setPath(path, (sim.paths[path] ?? []) + [value], span: span)
            return
        }
        // NavigationLink(value:): in the acting view's stack, only when a view of that stack declares a destination.
        guard let a = frame.acting, sim.controllers.contains(a), let nav = sim.navigationController(of: a),
              case .navigation(let stack)? = sim.controllers[nav]?.kind else {
            diagnose(.linkInactive(value: value, stack: nil), span: span)
            return
        }
        guard destination(for: value, in: stack) != nil else {
            diagnose(.linkInactive(value: value, stack: stack.map { sim.name(of: $0) }), span: span, subjects: stack.map { sim.name(of: $0) })
            return
        }
        if let b = sim.controllers[nav]?.pathBinding {
            setPath(b, (sim.paths[b] ?? []) + [value], span: span)
        } else {
            // A stack with a path of its own (`NavigationStack { }`, or a UIKit stack hosting SwiftUI views): the
            // view goes on top of its path's views (under what a Bool pushed).
            let oldTop = stack.last
            liftingBoolPushes(nav, span: span) { me, _ in me.pushViews(nav, [value], from: 0, reportFrom: 0, span: span) }
            topChanged(nav, from: oldTop)
            if let top = stackTop(nav), isBoolPushed(top), let last = lastRouteView(nav) {
                diagnose(.pathChangedOffScreen(path: "the stack's own path", values: [value], whereShown: coveredText(last, by: top)), span: span,
                         subjects: [sim.name(of: last)])
            }
        }
    }

    /// `removeLast [k] [from PATH]`, `removeAll [from PATH]` (count nil).
    mutating func removeFromPath(_ path: String?, count: Int?, frame: Frame, span: SourceSpan?) {
        func cut(_ values: [Value]) -> [Value] { count.map { Array(values.dropLast($0)) } ?? [] }
        // Array.removeLast(k) and NavigationPath.removeLast(k) trap when the path holds fewer values.
        func traps(_ path: String) -> Bool {
            let n = sim.paths[path]?.count ?? 0
            guard let count, count > n else { return false }
            diagnose(.pathRemoveTooMany(path: path, count: count, values: n), span: span, subjects: [path])
            return true
        }
        if let path {
            if traps(path) { return }
            setPath(path, cut(sim.paths[path] ?? []), span: span)
            return
        }
        guard let a = frame.acting, sim.controllers.contains(a), let nav = sim.navigationController(of: a) else {
            step(.ignored, "\(count == nil ? "removeAll" : "removeLast"): the screen is not in a NavigationStack; nothing happens", span: span)
            return
        }
        if let b = sim.controllers[nav]?.pathBinding {
            if traps(b) { return }
            setPath(b, cut(sim.paths[b] ?? []), span: span)
        }
        else if case .navigation(let stack)? = sim.controllers[nav]?.kind {
            // A stack's own path: the top `count` views go (all above the root for removeAll).
            let keep = max(1, count.map { stack.count - $0 } ?? 1)
            removeViews(nav, keeping: keep, span: span)
            topChanged(nav, from: stack.last)
        }
    }

    /// `popLast [from PATH]`: as `removeLast`, but an empty path (or a stack showing only its root) stays as it is.
    mutating func popLastFromPath(_ path: String?, frame: Frame, span: SourceSpan?) {
        var name = path
        if name == nil, let a = frame.acting, sim.controllers.contains(a), let nav = sim.navigationController(of: a) {
            name = sim.controllers[nav]?.pathBinding
            if name == nil, case .navigation(let stack)? = sim.controllers[nav]?.kind, stack.count < 2 {
                step(.ignored, "popLast: the stack shows only its root; nothing happens", span: span)
                return
            }
        }
        if let name, sim.paths[name]?.isEmpty ?? true {
            step(.ignored, "\(name).popLast(): \(name) is empty; nothing happens", span: span, subjects: [name])
            return
        }
        removeFromPath(path, count: 1, frame: frame, span: span)
    }

    /// After the user or UIKit-style code popped a bound stack: SwiftUI writes the binding to what is still shown.
    mutating func writeBackPath(_ nav: ControllerID) {
        guard let b = sim.controllers[nav]?.pathBinding, case .navigation(let stack)? = sim.controllers[nav]?.kind else { return }
        let shown = stack.dropFirst().compactMap { sim.controllers[$0]?.route }
        guard shown != sim.paths[b] ?? [] else { return }
        sim.paths[b] = Array(shown)
        if shown.isEmpty { sim.stalePaths.remove(b) }
        step(.effect, "SwiftUI writes \(b) = \(pathText(Array(shown)))", subjects: [b])
    }

    /// R219, once the event's code is over: a path changed and no stack the user sees shows it.
    mutating func checkChangedPaths() {
        for path in changedPaths.sorted() {
            let values = sim.paths[path] ?? []
            let navs = stacks(boundTo: path)
            if navs.isEmpty {
                if !values.isEmpty {
                    diagnose(.pathChangedOffScreen(path: path, values: values, whereShown: nil), span: flow.paths[path]?.span, subjects: [path])
                }
                continue
            }
            let visible = sim.interactiveScreens
            // A path that gained a value whose view a Bool-pushed view covers: the push landed under it.
            if !values.isEmpty, let nav = navs.first(where: { stackTop($0).map(isBoolPushed) ?? false }), let top = stackTop(nav),
               visible.contains(top), let last = lastRouteView(nav) {
                diagnose(.pathChangedOffScreen(path: path, values: values, whereShown: coveredText(last, by: top)),
                         span: flow.paths[path]?.span, subjects: [path])
                continue
            }
            let seen = navs.contains { nav in
                guard case .navigation(let stack)? = sim.controllers[nav]?.kind, let top = stack.last else { return false }
                if visible.contains(top) { return true }
                // A view the change pushed that presented on appearing (its own binding): the user saw it arrive.
                return !controllersBefore.contains(top) && sim.controllers.values.contains { $0.presentedFor == top }
            }
            guard !seen, let nav = navs.first else { continue }
            let top = sim.topScreen.map { sim.name(of: $0) } ?? "nothing"
            let tabText = tabOf(nav).map { "it is in tab \($0) and " } ?? "its stack is covered: "
            diagnose(.pathChangedOffScreen(path: path, values: values, whereShown: "\(tabText)\(top) is on screen"),
                     span: flow.paths[path]?.span, subjects: [path])
        }
    }

    func stackTop(_ nav: ControllerID) -> ControllerID? {
        if case .navigation(let stack)? = sim.controllers[nav]?.kind { return stack.last }
        return nil
    }

    /// The top-most view of a stack that a path value shows.
    func lastRouteView(_ nav: ControllerID) -> ControllerID? {
        guard case .navigation(let stack)? = sim.controllers[nav]?.kind else { return nil }
        return stack.last { sim.controllers[$0]?.route != nil }
    }

    func coveredText(_ pushed: ControllerID, by top: ControllerID) -> String {
        "\(sim.name(of: pushed)) is pushed under \(sim.name(of: top)), which a Bool pushed (navigationDestination(isPresented:) views stay above the path's)"
    }

    /// The name of the tab a controller is in, when that tab is not the selected one.
    func tabOf(_ id: ControllerID) -> String? {
        var cur = id
        while let p = sim.controllers[cur]?.parent, let c = sim.controllers[p] {
            if case .tabBar(_, let tabs, let names, let sel) = c.kind, let i = tabs.firstIndex(of: cur), i != sel { return names[i] }
            cur = p
        }
        return nil
    }

    /// A stack bound to a path goes away: what it showed stays in the path (a router outlives its views).
    mutating func notePathLeft(_ c: Controller) {
        guard let b = c.pathBinding, !(sim.paths[b] ?? []).isEmpty, !stacks(boundTo: b).contains(where: { $0 != c.id }) else { return }
        sim.stalePaths.insert(b)
    }
}

/// SwiftUI's presentations driven by state: `.sheet(isPresented:)` and `.fullScreenCover(isPresented:)`. The binding
/// is the view's; setting it true presents, false dismisses; every way out (a swipe, `dismiss`, the binding set
/// false) writes it false and runs `onDismiss`. A view presents one thing at a time: a binding set true while its
/// presentation context already presents is refused, and the binding stays true with nothing on screen.
extension Interpreter {
    mutating func setPresentation(_ name: String, _ value: Value, frame: Frame, span: SourceSpan?) {
        guard let acting = frame.acting else { return }
        guard let me = bindingOwner(name, from: acting), let inst = sim.screen(me), let def = flow.screens[inst.screen], def.declaresBinding(name) else {
            step(.ignored, "\(name) = \(value.bindingText): no view of \(sim.name(of: acting))'s hierarchy owns \(name); nothing happens", span: span)
            return
        }
        let current = sim.controllers[me]?.bindings[name]
        let clear = value == .bool(false) || value == .void
        let shownNow = sim.controllers.keys.sorted().first { sim.controllers[$0]?.presentedFor == me && sim.controllers[$0]?.presentedBinding == name }
        guard !clear else {
            guard current != nil else { step(.ignored, "\(inst.screen).\(name) = \(value.bindingText): it already is; nothing happens", span: span); return }
            step(.effect, "\(inst.screen).\(name) = \(value.bindingText)", span: span, subjects: [inst.screen])
            sim.controllers[me]?.bindings[name] = nil
            // The code wrote the binding: SwiftUI dismisses (or pops) and runs onDismiss, with nothing to write back.
            if let shownNow, def.presentation(name)?.pushes == true { popPushedBinding(shownNow, span: span) }
            else if let shownNow, dismissPresentation(shownNow, of: me, span: span) { runOnDismiss(name, of: me) }
            return
        }
        guard current != value else {
            step(.ignored, "\(inst.screen).\(name) = \(value.bindingText): it already is, so SwiftUI sees no change and shows nothing", span: span,
                 subjects: [inst.screen])
            return
        }
        let wanted: String
        if let alert = def.alert(name) {
            wanted = alertLabel(alert, of: inst)
        } else if let dest = def.presentation(name)?.shown(for: value)?.destination {
            wanted = dest.ref.name
        } else {
            step(.ignored, "\(inst.screen).\(name) = \(value.bindingText): its sheet shows no view for it; nothing happens", span: span)
            return
        }
        sim.controllers[me]?.bindings[name] = value
        step(.effect, "\(inst.screen).\(name) = \(value.bindingText)", span: span, subjects: [inst.screen])
        if let old = shownNow, def.presentation(name)?.pushes == true {
            // navigationDestination(item:) with a new identity: SwiftUI replaces the pushed view.
            popPushedBinding(old, span: span)
            showBinding(name, of: me, value: value, span: span)
            return
        }
        if let old = shownNow {
            // sheet(item:) with a new identity: SwiftUI dismisses what it shows, runs onDismiss, then presents the new
            // view once the dismissal is over (it waits; UIKit would refuse a present during it).
            let leaving = sim.visibleLeaf(old).map { sim.name(of: $0) } ?? sim.name(of: old)
            if sim.subtree(old).contains(acting) {
                diagnose(.sheetReplacedFromInside(binding: name, value: value.bindingText, view: inst.screen, showing: leaving, wanted: wanted),
                         span: span, subjects: [leaving, inst.screen])
            }
            step(.effect, "SwiftUI dismisses \(leaving) to present \(wanted) for \(name) = \(value.bindingText)", span: span, subjects: [leaving])
            let wasRunning = presentationInProgress
            // A refused dismissal (another one running) leaves the old sheet up and tied to its binding.
            guard dismissPresentation(old, of: me, span: span) else { return }
            runOnDismiss(name, of: me)
            // onDismiss may have changed the binding again: SwiftUI presents what it holds now.
            guard sim.controllers[me]?.bindings[name] == value else { return }
            // SwiftUI waits for the dismissal before presenting; a UIKit present later in this event still sees it.
            let animating = presentationInProgress
            presentationInProgress = wasRunning
            showBinding(name, of: me, value: value, span: span)
            if !sim.controllers.values.contains(where: { $0.presentedFor == me && $0.presentedBinding == name }) { presentationInProgress = animating }
            return
        }
        guard sim.isInWindowHierarchy(me), !loadingViews.contains(me) else {
            // State, not a call: SwiftUI presents once the view is in the window (a `@State` that starts true).
            step(.effect, "SwiftUI presents \(wanted) once \(inst.screen) is on screen", span: span, subjects: [inst.screen])
            deferredPresentations.append((me, name))
            return
        }
        showBinding(name, of: me, value: value, span: span)
    }

    /// Presents what a set binding shows, from its view's presentation context.
    mutating func showBinding(_ name: String, of me: ControllerID, value: Value, span: SourceSpan?) {
        if let inst = sim.screen(me), let alert = flow.screens[inst.screen]?.alert(name) {
            showAlertBinding(alert, of: me, span: span)
            return
        }
        guard let inst = sim.screen(me), let p = flow.screens[inst.screen]?.presentation(name), let (dest, options) = p.shown(for: value) else { return }
        if p.pushes {
            // navigationDestination(isPresented:): a push on the stack the view is in; outside any stack, nothing (R203).
            let here = Frame(acting: me, coordinator: nil, env: inst.inputs, screenContext: true)
            guard let content = makeContent(dest, withNavigation: false, owner: inst.owner, frame: here, loadsNow: false),
                  performShow(.push, content: content, options: options, frame: here, tab: nil, span: span) else { return }
            loadView(content)
            sim.controllers[content]?.presentedFor = me
            sim.controllers[content]?.presentedBinding = name
            return
        }
        let ctx = sim.presentationContext(of: me)
        if let busy = sim.controllers[ctx]?.presented {
            let showing = sim.visibleLeaf(busy).map { sim.name(of: $0) } ?? sim.name(of: busy)
            diagnose(.secondPresentation(binding: name, value: value.bindingText, view: inst.screen, wanted: dest.ref.name, showing: showing), span: span,
                     subjects: [dest.ref.name, inst.screen])
            return
        }
        let here = Frame(acting: me, coordinator: nil, env: inst.inputs, screenContext: true)
        guard let content = makeContent(dest, withNavigation: options.withNavigation, owner: nil, frame: here) else { return }
        if options.withNavigation { bindPath(content, to: options.path, span: span) }
        // A refusal (the view not in the window, a presentation running) leaves the binding set: nothing shows.
        guard performShow(.present, content: content, options: options, frame: here, tab: nil, span: span) else { return }
        sim.controllers[content]?.presentedFor = me
        sim.controllers[content]?.presentedBinding = name
    }

    /// `.alert(isPresented:)` / `.confirmationDialog`: presented like any alert from the view's presentation context,
    /// refused (R221, the binding stays true) while that context presents something else.
    mutating func showAlertBinding(_ alert: AlertBindingDef, of me: ControllerID, span: SourceSpan?) {
        guard let inst = sim.screen(me) else { return }
        let text = alertText(alert.message.evaluate(inst.inputs))
        let ctx = sim.presentationContext(of: me)
        if let busy = sim.controllers[ctx]?.presented {
            let showing = sim.visibleLeaf(busy).map { sim.name(of: $0) } ?? sim.name(of: busy)
            diagnose(.secondPresentation(binding: alert.binding, value: "true", view: inst.screen,
                                         wanted: alertLabel(alert, of: inst), showing: showing, alert: true),
                     span: span, subjects: ["alert \"\(text)\"", inst.screen])
            return
        }
        let here = Frame(acting: me, coordinator: nil, env: inst.inputs, screenContext: true)
        presentAlert(text, buttons: alert.buttons, frame: here, span: span ?? alert.span)
        guard let shown = sim.controllers[ctx]?.presented, case .alert? = sim.controllers[shown]?.kind else { return }
        sim.controllers[shown]?.presentedFor = me
        sim.controllers[shown]?.presentedBinding = alert.binding
    }

    /// `the alert "Delete?"`, `the dialog "Share"`: an alert binding as its view shows it.
    func alertLabel(_ alert: AlertBindingDef, of inst: ScreenInstance) -> String {
        "the \(alert.isDialog ? "dialog" : "alert") \"\(alertText(alert.message.evaluate(inst.inputs)))\""
    }

    /// A push binding set false (or to another item) by code: SwiftUI takes its view and what is above it off the
    /// stack itself — no UIKit pop, so a push in the same update is no nested animation; nothing is written back.
    mutating func popPushedBinding(_ shown: ControllerID, span: SourceSpan?) {
        sim.controllers[shown]?.presentedFor = nil
        sim.controllers[shown]?.presentedBinding = nil
        guard let nav = sim.navigationController(of: shown), case .navigation(let stack)? = sim.controllers[nav]?.kind,
              let i = stack.firstIndex(of: shown), i > 0 else { return }
        removeViews(nav, keeping: i, span: span)
        topChanged(nav, from: stack.last)
        writeBackPath(nav)
    }

    /// Views a push binding showed that left their stack (back, a swipe, a pop, the path reset): SwiftUI writes the
    /// binding false once the event is over, if its owner is still there.
    mutating func pushedBindingsLeft(_ gone: [ControllerID]) {
        // Built for the first view a Bool pushed, not at every event (most take none away).
        var going: Set<ControllerID>?
        for v in gone {
            guard isBoolPushed(v), let owner = sim.controllers[v]?.presentedFor, let name = sim.controllers[v]?.presentedBinding else { continue }
            let all = going ?? Set(gone)
            going = all
            guard !all.contains(owner) else { continue }
            sim.controllers[v]?.presentedFor = nil
            sim.controllers[v]?.presentedBinding = nil
            bindingWrittenBack(name, of: owner)
        }
    }

    /// Bindings set while their view was not yet in the window, presented once it is (after its appearance).
    mutating func runDeferredPresentations() {
        let waiting = deferredPresentations
        deferredPresentations = []
        for (me, name) in waiting {
            guard let value = sim.controllers[me]?.bindings[name],
                  !sim.controllers.values.contains(where: { $0.presentedFor == me && $0.presentedBinding == name }) else { continue }
            // A view still not in the window (another tab, under a cover) is refused as UIKit refuses it (R208).
            showBinding(name, of: me, value: value, span: nil)
        }
    }

    /// The view whose binding `name` is: the acting view's own, else one below it in its stack, else (outward) the
    /// view that presented its presentation through a binding — SwiftUI passes a binding or a router that owns one
    /// down its hierarchy (environment, `$binding`), never across a UIKit presentation.
    func bindingOwner(_ name: String, from start: ControllerID) -> ControllerID? {
        var cur: ControllerID? = start
        var seen: Set<ControllerID> = []
        while let c = cur, seen.insert(c).inserted {
            var views = [c]
            if let nav = sim.navigationController(of: c), case .navigation(let stack)? = sim.controllers[nav]?.kind, let i = stack.firstIndex(of: c) {
                views += stack[..<i].reversed()
            }
            for v in views {
                if let n = sim.screen(v)?.screen, flow.screens[n]?.declaresBinding(name) == true { return v }
            }
            cur = sim.controllers[sim.presentationContext(of: c)]?.presentedFor
        }
        return nil
    }

    /// A binding reset dismisses what it presented and everything presented above it, as SwiftUI does; false when
    /// the dismissal was refused (the sheet stays, tied to its binding).
    @discardableResult
    mutating func dismissPresentation(_ shown: ControllerID, of owner: ControllerID, span: SourceSpan?) -> Bool {
        let ctx = sim.presentationContext(of: owner)
        let from = sim.controllers[ctx]?.presented == shown ? ctx : shown
        // Untie it first: the binding was written by code, so nothing is written back as it goes.
        let tie = (sim.controllers[shown]?.presentedFor, sim.controllers[shown]?.presentedBinding)
        sim.controllers[shown]?.presentedFor = nil
        sim.controllers[shown]?.presentedBinding = nil
        dismiss(from: from, animated: true, toRoot: false, span: span)
        guard sim.controllers[shown]?.presenter == nil else {
            sim.controllers[shown]?.presentedFor = tie.0
            sim.controllers[shown]?.presentedBinding = tie.1
            return false
        }
        return true
    }

    mutating func runOnDismiss(_ name: String, of owner: ControllerID) {
        guard let inst = sim.screen(owner), let p = flow.screens[inst.screen]?.presentation(name), let body = p.onDismiss else { return }
        step(.handler, "\(inst.screen)'s onDismiss of \(name) runs", span: p.span, subjects: [inst.screen])
        execute(body, Frame(acting: owner, coordinator: nil, env: inst.inputs, screenContext: true))
    }

    /// A view whose body is its own NavigationStack (`navigationStack`) that this event put inside a navigation
    /// controller: a stack in a stack (R225).
    mutating func checkNestedStacks() {
        for id in sim.controllers.keys.sorted() {
            guard let inst = sim.screen(id), flow.screens[inst.screen]?.ownsNavigationStack == true,
                  let nav = sim.navigationController(of: id), !controllersBefore.contains(id) || controllersBefore.navigationController(of: id) == nil
            else { continue }
            diagnose(.nestedNavigationStack(view: inst.screen, outer: stackDescription(nav)), span: flow.screens[inst.screen]?.span,
                     subjects: [inst.screen])
        }
    }

    /// Controllers that left the screen: those a binding presented write it false and run the view's onDismiss.
    mutating func presentationsEnded(_ gone: [ControllerID]) {
        for v in gone {
            guard let owner = sim.controllers[v]?.presentedFor, let name = sim.controllers[v]?.presentedBinding else { continue }
            sim.controllers[v]?.presentedFor = nil
            sim.controllers[v]?.presentedBinding = nil
            guard sim.screen(owner) != nil else { continue }
            bindingWrittenBack(name, of: owner)
            runOnDismiss(name, of: owner)
        }
    }

    /// SwiftUI writes false (nil for an item) into a binding whose presentation went away.
    mutating func bindingWrittenBack(_ name: String, of owner: ControllerID) {
        guard let inst = sim.screen(owner) else { return }
        let item = flow.screens[inst.screen]?.presentation(name)?.item != nil
        sim.controllers[owner]?.bindings[name] = nil
        step(.effect, "SwiftUI writes \(inst.screen).\(name) = \(item ? "nil" : "false")", subjects: [inst.screen])
    }
}
