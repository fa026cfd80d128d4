// SPDX-License-Identifier: MIT
import TransitLanguage

/// T135: a child whose first screen the user can pop or swipe away, when nothing ends it then, leaks: UIKit calls no
/// app code for the back button, its long-press menu or a swipe-down.
extension StaticChecks {
    /// Remembers a `start` for the check once the walk is over (what is pushed over a screen is known only then).
    /// `stackEmpty`: on every path seen, the child pushes onto an empty navigation controller.
    mutating func recordGestureSite(_ d: Destination, kind: ShowKind, opts: ShowOptions, parent: String?, handler: ResultHandler?,
                                    span: SourceSpan?, stackEmpty: Bool) {
        let child = d.ref.name
        let key = span.map(\.description) ?? child
        if let old = gestureSites[key] {
            gestureSites[key]?.stackEmpty = old.stackEmpty && stackEmpty
            return
        }
        gestureSites[key] = (d, kind, opts, parent, handler, span, stackEmpty)
        gestureSiteOrder.append(key)
    }

    mutating func checkGestureLeaks() {
        for key in gestureSiteOrder {
            guard let site = gestureSites[key] else { continue }
            checkGestureLeak(site.destination, kind: site.kind, opts: site.opts, parent: site.parent, handler: site.handler,
                             span: site.span, stackEmpty: site.stackEmpty)
            checkHooksMissedBySwipe(site.destination, kind: site.kind, opts: site.opts, handler: site.handler)
        }
    }

    /// A swipe-down dismisses a sheet with every screen pushed in it, and the navigation delegate hears no pop: a
    /// child that only an `on pop` hook releases stays with its parent. When that child holds its parent strongly,
    /// the parent's release on the swipe leaves both alive (a retain cycle).
    mutating func checkHooksMissedBySwipe(_ dest: Destination, kind: ShowKind, opts: ShowOptions, handler: ResultHandler?) {
        guard kind == .present, !opts.autoRelease, let p = flow.coordinators[dest.ref.name],
              case .screen(let root, _)? = p.root?.ref, p.back.isDeclared || p.swipe.isDeclared,
              let h = handler, releasesOnSomePath(h.body[...], child: p.name) else { return }
        let blocked = opts.nonDismissible || opts.style == .fullScreen || (flow.screens[root]?.nonDismissible ?? false)
        guard !blocked else { return }
        let inSheet = screensAbove(root)
        for hook in p.popHooks where inSheet.contains(hook.screen) {
            var released: [String] = []
            hook.body.forEachNested { if case .release(let n?) = $0.kind { released.append(n) } }
            guard let g = released.first(where: { flow.coordinators[$0]?.strongParent ?? false }) else { continue }
            diags.report(CheckMessage.swipeSkipsPopHook(root: root, pushed: hook.screen, grandchild: g, child: p.name), at: hook.span)
            return
        }
    }

    /// Every screen that can be pushed over `x`, directly or higher up.
    func screensAbove(_ x: String) -> Set<String> {
        var seen: Set<String> = [], level = [x]
        while let s = level.popLast() { for y in pushedOver[s] ?? [] where seen.insert(y).inserted { level.append(y) } }
        return seen
    }

    /// One warning per `start`: the first of its first screens that some gesture removes.
    mutating func checkGestureLeak(_ dest: Destination, kind: ShowKind, opts: ShowOptions, parent: String?, handler: ResultHandler?,
                                   span: SourceSpan?, stackEmpty: Bool) {
        guard let c = flow.coordinators[dest.ref.name], !opts.autoRelease else { return }
        for first in firstScreens(of: c.name, kind: kind, opts: opts, stackEmpty: stackEmpty, arguments: dest.arguments) {
            guard let message = leakingGesture(c, first, started: kind, parent: parent, handler: handler) else { continue }
            diags.report(message, at: span, fixIts: endOnGesture(c, swipe: first.kind == .present).map { [$0] } ?? [])
            return
        }
    }

    /// The message when some gesture removes `first` and nothing ends `c`, else nil.
    func leakingGesture(_ c: CoordinatorDef, _ first: FirstScreen, started: ShowKind, parent: String?,
                        handler: ResultHandler?) -> CheckMessage? {
        let x = first.screen, child = c.name
        // `autoRelease` is a modifier of `start … as VERB`: a root-less start cannot say it.
        let canAutoRelease = started != .itself
        let hooks = popHooksByScreen[x] ?? []
        // Only a child its parent means to release (a handler or a navigation-delegate hook that releases) leaks.
        let byHandler = handler.map { releasesOnSomePath($0.body[...], child: child) } ?? false
        let byHook = first.kind == .push && hooks.contains { releasesOnSomePath($0.body[...], child: child) }
        guard byHandler || byHook, !screenEndsChild(first, swipe: first.kind == .present) else { return nil }
        switch first.kind {
        case .present:
            let blocked = first.options.nonDismissible || first.options.style == .fullScreen || (flow.screens[x]?.nonDismissible ?? false)
            if blocked || c.back.isDeclared || c.swipe.isDeclared { return nil }
            return .swipeLeak(screen: x, child: child, parent: parent, canAutoRelease: canAutoRelease)
        case .push:
            // The root of a stack, a pushed navigation controller (T142), or a coordinator that ends on back: no leak.
            if first.stackRoot || c.back.isDeclared || (started == .push && c.rootOptions.withNavigation) { return nil }
            let hidden = flow.screens[x]?.hidesBackButton ?? false
            if !hidden && hooks.isEmpty {
                return .backLeak(screen: x, child: child, parent: parent, canAutoRelease: canAutoRelease)
            }
            // The long press on a back button above pops to any screen below: every screen between goes at once, and
            // the navigation delegate hears only about the top one.
            guard let y = screenAbove(x) else { return nil }
            return .longPressLeak(screen: x, top: y, child: child, parent: parent, popHooked: !hooks.isEmpty, canAutoRelease: canAutoRelease)
        default:
            return nil
        }
    }

    /// The screen's own `on back` (or `on swipe`) finishes, and the show's handler ends the child on that result.
    func screenEndsChild(_ first: FirstScreen, swipe: Bool) -> Bool {
        guard case .effects(let body)? = flow.screens[first.screen]?.backBehavior(entry: first.entry, swipe: swipe),
              let h = first.handler else { return false }
        var finishes = false, terminates = false
        body.forEachNested { if case .finish = $0.kind { finishes = true } }
        h.body.forEachNested { if case .terminate = $0.kind { terminates = true } }
        return finishes && terminates
    }

    /// A screen with a back button that can be pushed over `x` (directly or higher up), nearest first.
    func screenAbove(_ x: String) -> String? {
        var seen: Set<String> = [x]
        var level = [x]
        while !level.isEmpty {
            var next: [String] = []
            for s in level { for y in (pushedOver[s] ?? []).sorted() where seen.insert(y).inserted { next.append(y) } }
            if let y = next.first(where: { !(flow.screens[$0]?.hidesBackButton ?? false) }) { return y }
            level = next
        }
        return nil
    }
}
