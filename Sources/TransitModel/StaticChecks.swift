// SPDX-License-Identifier: MIT
import TransitLanguage

/// Whole-flow checks on the resolved model: where each screen can be shown (inside a navigation controller?
/// presented?), what that makes legal, what is never reached, and which children are never released.
/// The context of a screen is abstract (a few booleans), so the fixed point is reached quickly.
public struct StaticChecks {
    /// An abstract placement of a screen instance.
    struct Context: Hashable {
        var inNavigation: Bool
        var presented: Bool
        /// The coordinator that receives the screen's body-less actions.
        var owner: String?
        /// Code of a coordinator without a root screen, acting from a navigation controller it was given or made:
        /// whether there is one is not known here, so pushes are not reported (the explorer checks them).
        var unknownNav = false
    }

    let flow: Flow
    var diags = DiagnosticBag()
    var placements: [String: [Context: SourceSpan?]] = [:]
    var coordinatorPlacements: [String: [Context: SourceSpan?]] = [:]
    var work: [(screen: String, ctx: Context)] = []
    var coordinatorWork: [(name: String, ctx: Context)] = []
    /// Statements seen during the walk, with what was true of them on at least one path.
    var pushFailures: [SourceSpan: (String, SourceSpan?)] = [:]
    var popInNavigation: [SourceSpan: Bool] = [:]
    var dismissWhilePresented: [SourceSpan: Bool] = [:]
    var unhandled: [String: (SourceSpan?, CheckMessage)] = [:]
    var stuckCandidates: [String: SourceSpan?] = [:]
    /// Screens embedded in a screen (its child view controllers): their actions are on screen with its own.
    var embedded: [String: Set<String>] = [:]
    /// Procedures already walked in a context (they may call each other).
    var walkedProcedures: Set<String> = []
    /// `start`s to check for T135 once the walk is over, by span, in the order first seen.
    var gestureSites: [String: (destination: Destination, kind: ShowKind, opts: ShowOptions, parent: String?, handler: ResultHandler?,
                                span: SourceSpan?, stackEmpty: Bool)] = [:]
    var gestureSiteOrder: [String] = []
    /// Screens pushed while a screen is on top (from its actions, or its owner's handlers of them).
    var pushedOver: [String: Set<String>] = [:]
    /// What a procedure walk left of an empty stack, by the key it was walked with.
    var procedureLeavesEmpty: [String: Bool] = [:]
    var warnedReleases: Set<String> = []

    public static func run(_ flow: Flow) -> [Diagnostic] {
        var c = StaticChecks(flow: flow)
        c.checkLifetimes()
        c.checkBusyPresenters()
        c.checkRouteDestinations()
        if flow.app != nil {
            c.explore()
            c.report()
        }
        return c.diags.items
    }

    /// Each screen's `on pop`/`on willPop` hooks, of any coordinator, found once (a gesture check asks per started child).
    let popHooksByScreen: [String: [PopHookDef]]
    /// SwiftUI route values some code appends to a path (every case of the type for a value read from a variable).
    let appendedRoutes: Set<Value>
    /// The screens some view shows for a route value (`destination Route.x: S`).
    let routeDestinationScreens: Set<String>

    init(flow: Flow) {
        self.flow = flow
        routeDestinationScreens = Set(flow.screens.values.flatMap { $0.destinations.map(\.destination.ref.name) })
        var hooks: [String: [PopHookDef]] = [:]
        for name in flow.coordinatorOrder {
            guard let c = flow.coordinators[name] else { continue }
            // The coordinator's `on pop X` hook, else its `on willPop X` one.
            for screen in Set(c.popHooks.map(\.screen)).sorted() {
                if let h = c.popHook(screen, will: false) ?? c.popHook(screen, will: true) ?? c.leaveHook(screen, will: false)
                    ?? c.leaveHook(screen, will: true) { hooks[screen, default: []].append(h) }
            }
        }
        popHooksByScreen = hooks
        var routes: Set<Value> = []
        for body in flow.everyBody {
            body.forEachNested { e in
                guard case .appendPath(let path, let v) = e.kind else { return }
                if case .constant(let value) = v { routes.insert(value); return }
                // A value read from a variable: any case of its type (the path's, or every route type's).
                let types = path.flatMap { flow.paths[$0]?.element }.map { [$0] }
                    ?? flow.screens.values.flatMap { $0.destinations.map(\.value.routeType) }
                for t in types { for c in flow.enums[t]?.cases ?? [] { routes.insert(.enumCase(type: t, name: c)) } }
            }
        }
        appendedRoutes = routes
    }

    // MARK: Placement fixed point

    mutating func place(_ screen: String, _ ctx: Context, via: SourceSpan?) {
        if placements[screen]?[ctx] != nil { return }
        placements[screen, default: [:]][ctx] = .some(via)
        work.append((screen, ctx))
    }

    mutating func placeCoordinator(_ name: String, _ ctx: Context, via: SourceSpan?) {
        if coordinatorPlacements[name]?[ctx] != nil { return }
        coordinatorPlacements[name, default: [:]][ctx] = .some(via)
        coordinatorWork.append((name, ctx))
    }

    /// Places what a destination shows, in the context its transition gives it.
    mutating func placeDestination(_ d: Destination, nav: Bool, presented: Bool, owner: String?, stuck: Bool) {
        switch d.ref {
        case .screen(let n, _):
            place(n, Context(inNavigation: nav, presented: presented, owner: owner), via: d.span)
            if stuck, stuckCandidates[n] == nil { stuckCandidates[n] = .some(d.span) }
        case .tabs(let t):
            for tab in flow.tabBars[t]?.tabs ?? [] {
                placeDestination(tab.destination, nav: tab.withNavigation, presented: presented, owner: owner, stuck: false)
            }
        case .coordinator(let c):
            placeCoordinator(c, Context(inNavigation: nav, presented: presented, owner: nil), via: d.span)
        case .emptyNavigation:
            break
        }
    }

    mutating func explore() {
        guard let app = flow.app else { return }
        placeDestination(app.launch, nav: app.options.withNavigation, presented: false, owner: nil, stuck: false)
        while !work.isEmpty || !coordinatorWork.isEmpty {
            if let (name, ctx) = coordinatorWork.popLast() {
                guard let c = flow.coordinators[name] else { continue }
                // start { … }, app events and pop hooks run with the coordinator's screens (or the starter's).
                let nav0 = ctx.inNavigation || c.rootOptions.withNavigation
                let own = Context(inNavigation: nav0, presented: ctx.presented, owner: name,
                                  unknownNav: !nav0 && (c.root == nil || ctx.unknownNav))
                let acting = c.root.map(\.ref.name) ?? "\(name).start()"
                if let body = c.start { walk(body, acting: acting, own, finished: nil, inHandler: false, coordinator: name) }
                // An app event arrives whatever is on screen (a modal may be up): dismiss there is no mistake.
                for h in c.eventHandlers { walk(h.body, acting: acting, own, finished: nil, inHandler: true, coordinator: name) }
                for h in c.popHooks { walk(h.body, acting: acting, own, finished: nil, inHandler: true, coordinator: name) }
                for t in c.reselectHooks.keys.sorted() {
                    walk(c.reselectHooks[t] ?? [], acting: acting, own, finished: nil, inHandler: true, coordinator: name)
                }
                guard let root = c.root else { continue }
                let nav = ctx.inNavigation || c.rootOptions.withNavigation
                placeDestination(root, nav: nav, presented: ctx.presented, owner: name, stuck: false)
                if case .effects(let body) = c.back, case .screen(let rs, _) = root.ref {
                    walk(body, acting: rs, Context(inNavigation: nav, presented: ctx.presented, owner: name), finished: nil, inHandler: false, coordinator: name)
                }
                if case .effects(let body) = c.swipe, case .screen(let rs, _) = root.ref {
                    walk(body, acting: rs, Context(inNavigation: nav, presented: ctx.presented, owner: name), finished: nil, inHandler: false, coordinator: name)
                }
                continue
            }
            let (name, ctx) = work.removeLast()
            guard let s = flow.screens[name] else { continue }
            // SwiftUI: in a NavigationStack, the destinations it declares show the values the flow appends, pushed.
            if ctx.inNavigation {
                for d in s.destinations where appendedRoutes.contains(d.value) {
                    placeDestination(d.destination, nav: true, presented: ctx.presented, owner: ctx.owner, stuck: false)
                }
            }
            for a in s.actions { visitAction(a, screen: s, cell: nil, ctx: ctx) }
            for cell in s.cells { for a in cell.actions { visitAction(a, screen: s, cell: cell.name, ctx: ctx) } }
            let backs = [s.back, s.swipe] + s.entries.flatMap { [$0.back, $0.swipe] }
            for b in backs { if case .effects(let body) = b { walk(body, acting: name, ctx, finished: nil, inHandler: false) } }
            for body in [s.onLoad, s.onAppear, s.onReselect].compactMap({ $0 }) { walk(body, acting: name, ctx, finished: nil, inHandler: false) }
        }
    }

    mutating func visitAction(_ a: ActionDef, screen s: ScreenDef, cell: String?, ctx: Context) {
        if let body = a.body {
            walk(body, acting: s.name, ctx, finished: nil, inHandler: false)
            return
        }
        let key = [s.name, cell, a.name].compactMap { $0 }.joined(separator: ".")
        guard let owner = ctx.owner else {
            if unhandled[key] == nil {
                unhandled[key] = (a.span, .actionWithoutCoordinator(key: key, screen: s.name))
            }
            return
        }
        guard let h = flow.coordinators[owner]?.handler(screen: s.name, cell: cell, action: a.name) else {
            if unhandled[key] == nil {
                unhandled[key] = (a.span, .actionNotHandled(key: key, owner: owner))
            }
            return
        }
        walk(h.body, acting: s.name, ctx, finished: nil, inHandler: false, coordinator: owner)
    }

    /// Walks effects run by `acting` (the screen whose action, or whose owner's handler, is running).
    /// In a result handler, dismiss and pop act on the screen that finished (`finished`).
    /// `stackEmpty`: the navigation controller pushed onto is known to be empty (after `root UINavigationController`
    /// in the same code); returns whether it still is at the end.
    @discardableResult
    mutating func walk(_ effects: [Effect], acting: String, _ ctx: Context, finished: Context?, inHandler: Bool, coordinator: String? = nil,
                       stackEmpty: Bool = false) -> Bool {
        // Screens shown by a coordinator's handler are that coordinator's: their actions go to it.
        let owner = coordinator
        var empty = stackEmpty
        for e in effects {
            switch e.kind {
            case .show(let kind, let d, let opts, let handler):
                var shownCtx: Context? = nil
                switch kind {
                case .push:
                    if !ctx.inNavigation && !ctx.unknownNav { recordPushFailure(e.span, acting: acting, ctx: ctx) }
                    else {
                        placeDestination(d, nav: true, presented: ctx.presented, owner: owner, stuck: false)
                        shownCtx = Context(inNavigation: true, presented: ctx.presented, owner: owner)
                        if case .screen(let n, _) = d.ref { pushedOver[acting, default: []].insert(n) }
                    }
                    empty = false
                case .present:
                    let stuck = opts.style == .fullScreen || opts.nonDismissible || isNonDismissible(d)
                    placeDestination(d, nav: opts.withNavigation, presented: true, owner: owner, stuck: stuck)
                    shownCtx = Context(inNavigation: opts.withNavigation, presented: true, owner: owner)
                case .root, .tab:
                    placeDestination(d, nav: opts.withNavigation, presented: false, owner: owner, stuck: false)
                    shownCtx = Context(inNavigation: opts.withNavigation, presented: false, owner: owner)
                    if kind == .root { empty = d.ref == .emptyNavigation }
                case .embed, .itself:
                    // An embedded child's navigationController is the container's, or the one made for it.
                    let nav = ctx.inNavigation || (kind == .embed && opts.withNavigation)
                    placeDestination(d, nav: nav, presented: ctx.presented, owner: owner, stuck: false)
                    shownCtx = Context(inNavigation: nav, presented: ctx.presented, owner: owner)
                    if kind == .embed { recordEmbed(d, in: acting) }
                }
                if let h = handler { walk(h.body, acting: acting, ctx, finished: shownCtx, inHandler: true, coordinator: coordinator) }
            case .setStack(let ds, _):
                if !ctx.inNavigation && !ctx.unknownNav { recordPushFailure(e.span, acting: acting, ctx: ctx) }
                else { for d in ds { placeDestination(d, nav: true, presented: ctx.presented, owner: owner, stuck: false) } }
                empty = ds.isEmpty
            case .start(let d, let kind, _, let opts, let handler):
                guard case .coordinator(let c) = d.ref else { continue }
                let child = flow.coordinators[c]
                var childCtx = Context(inNavigation: false, presented: false, owner: nil)
                switch kind {
                case .push:
                    if !ctx.inNavigation && !ctx.unknownNav { recordPushFailure(e.span, acting: acting, ctx: ctx); continue }
                    childCtx = Context(inNavigation: true, presented: ctx.presented, owner: nil)
                case .present:
                    childCtx = Context(inNavigation: opts.withNavigation, presented: true, owner: nil)
                    if let root = child?.root, opts.style == .fullScreen || opts.nonDismissible || isNonDismissible(root),
                       case .screen(let rs, _) = root.ref, stuckCandidates[rs] == nil {
                        stuckCandidates[rs] = .some(e.span)
                    }
                case .root, .tab:
                    childCtx = Context(inNavigation: opts.withNavigation, presented: false, owner: nil)
                case .embed:
                    childCtx = Context(inNavigation: ctx.inNavigation || opts.withNavigation, presented: ctx.presented, owner: nil)
                    if let root = child?.root { recordEmbed(root, in: acting) }
                case .itself:
                    childCtx = Context(inNavigation: ctx.inNavigation || (finished?.inNavigation ?? false), presented: ctx.presented,
                                       owner: nil, unknownNav: ctx.unknownNav || finished?.unknownNav == true)
                }
                recordGestureSite(d, kind: kind, opts: opts, parent: coordinator, handler: handler, span: e.span, stackEmpty: empty)
                checkReleaseWhileShown(d, kind: kind, opts: opts, handler: handler)
                let firsts = firstScreens(of: c, kind: kind, opts: opts, stackEmpty: empty, arguments: d.arguments)
                for f in firsts where f.kind == .push { pushedOver[acting, default: []].insert(f.screen) }
                if kind != .present && kind != .embed && kind != .tab { empty = empty && firsts.isEmpty && kind == .itself }
                placeCoordinator(c, childCtx, via: e.span)
                var rootCtx = childCtx
                rootCtx.inNavigation = rootCtx.inNavigation || (child?.rootOptions.withNavigation ?? false)
                if let h = handler { walk(h.body, acting: acting, ctx, finished: rootCtx, inHandler: true, coordinator: coordinator) }
            case .setPresentation(let name, let v):
                if let a = flow.alert(binding: name, from: acting) {
                    if v != .constant(.bool(false)) { walk([a.effect], acting: acting, ctx, finished: finished, inHandler: inHandler, coordinator: coordinator) }
                    continue
                }
                // SwiftUI: a binding set true presents the view's sheet or cover; its onDismiss runs in the view.
                guard let p = flow.presentation(binding: name, from: acting) else { continue }
                if p.pushes {
                    // navigationDestination(isPresented:): checked as the push it is.
                    // One of them, not all in a row: each is walked from the same place.
                    for (d, o) in p.shows(v) {
                        walk([Effect(.show(.push, d, o, handler: nil), span: e.span)], acting: acting, ctx, finished: finished, inHandler: inHandler,
                             coordinator: coordinator)
                    }
                    continue
                }
                let shows = p.shows(v)
                for (d, o) in shows {
                    let stuck = o.style == .fullScreen || o.nonDismissible || isNonDismissible(d)
                    placeDestination(d, nav: o.withNavigation, presented: true, owner: nil, stuck: stuck)
                }
                if !shows.isEmpty, let body = p.onDismiss { walk(body, acting: acting, ctx, finished: nil, inHandler: true) }
            case .pop, .popTo, .popToRoot, .remove:
                let target = finished ?? ctx
                if let span = e.span { popInNavigation[span] = (popInNavigation[span] ?? false) || target.inNavigation || target.unknownNav }
            case .dismiss, .dismissToRoot:
                let target = finished ?? ctx
                // SwiftUI: dismiss in a view a NavigationStack pushes for a route pops it.
                let pops = finished == nil && routeDestinationScreens.contains(acting)
                if let span = e.span { dismissWhilePresented[span] = (dismissWhilePresented[span] ?? false) || target.presented || inHandler || pops }
            case .dismissCompletion(_, _, let completion):
                let target = finished ?? ctx
                if let span = e.span { dismissWhilePresented[span] = (dismissWhilePresented[span] ?? false) || target.presented || inHandler }
                walk(completion, acting: acting, ctx, finished: finished, inHandler: inHandler, coordinator: coordinator)
            case .branch(_, let a, let b):
                let x = walk(a, acting: acting, ctx, finished: finished, inHandler: inHandler, coordinator: coordinator, stackEmpty: empty)
                let y = walk(b, acting: acting, ctx, finished: finished, inHandler: inHandler, coordinator: coordinator, stackEmpty: empty)
                empty = x && y
            case .match(_, let arms):
                var all = empty
                for arm in arms {
                    all = walk(arm.body, acting: acting, ctx, finished: finished, inHandler: inHandler, coordinator: coordinator,
                               stackEmpty: empty) && all
                }
                empty = all
            case .alertButtons(_, let buttons):
                for b in buttons { walk(b.body, acting: acting, ctx, finished: finished, inHandler: inHandler, coordinator: coordinator) }
            case .callProcedure(let name, _):
                guard let c = coordinator else { continue }
                empty = walkFunc(c, name, acting: acting, ctx, finished: finished, callerFinished: finished != nil,
                                 inHandler: inHandler, stackEmpty: empty)
            case .callAncestor(let c, let name, _):
                // The ancestor's func runs as its own code; what it shows is reached (from the caller's context).
                empty = walkFunc(c, name, acting: acting, ctx, finished: nil, callerFinished: finished != nil,
                                 inHandler: inHandler, stackEmpty: empty)
            default:
                break
            }
        }
        return empty
    }

    /// A coordinator's `func`, walked once per calling context (its result remembered); returns whether the stack
    /// is left empty, `stackEmpty` unchanged when there is no such func.
    mutating func walkFunc(_ c: String, _ name: String, acting: String, _ ctx: Context, finished: Context?, callerFinished: Bool,
                           inHandler: Bool, stackEmpty: Bool) -> Bool {
        guard let p = flow.coordinators[c]?.procedures[name] else { return stackEmpty }
        let key = "\(c).\(name)|\(ctx.inNavigation)|\(ctx.presented)|\(callerFinished)|\(stackEmpty)"
        guard walkedProcedures.insert(key).inserted else { return stackEmpty && (procedureLeavesEmpty[key] ?? false) }
        let empty = walk(p.body, acting: acting, ctx, finished: finished, inHandler: inHandler, coordinator: c, stackEmpty: stackEmpty)
        procedureLeavesEmpty[key] = empty
        return empty
    }

    /// T136: a termination handler that releases the child without removing its screen, for a child that
    /// terminates from an action without removing it either: the screen stays and its actions go nowhere.
    mutating func checkReleaseWhileShown(_ dest: Destination, kind: ShowKind, opts: ShowOptions, handler: ResultHandler?) {
        let child = dest.ref.name
        // A root-less child's first screen (pushed or presented from its start) stays the same way.
        guard !opts.autoRelease, let h = handler, let c = flow.coordinators[child],
              let first = firstScreens(of: child, kind: kind, opts: opts, stackEmpty: false, arguments: dest.arguments).first,
              !(flow.screens[first.screen]?.strongOwner ?? false) else { return }
        let rootScreen = first.screen, pushed = first.kind == .push
        guard releasesOnSomePath(h.body[...], child: child) else { return }
        // A terminate in an action handler of the child, with no removal before it in that body.
        for a in c.handlers {
            guard let (site, value) = terminateWithoutRemoval(a.body[...], screen: rootScreen) else { continue }
            // The handler as it runs for that terminate's value: a `match` on the result takes its arm.
            let body = specialized(h.body, binding: h.binding, to: value)
            guard releasesOnSomePath(body[...], child: child), !removesScreen(body[...], depth: 0, screen: rootScreen) else { continue }
            if warnedReleases.insert(h.span.map(\.description) ?? child).inserted {
                diags.report(CheckMessage.releasedWhileShown(child: child, action: a.key, screen: rootScreen, pushed: pushed), at: h.span,
                             notes: [.init(CheckNote.terminatesHere(child), span: site)])
            }
            return
        }
    }

    /// `body` with each `match` on the handler's result replaced by the arm a constant result takes (unchanged when
    /// the result is not a constant).
    func specialized(_ body: [Effect], binding: String?, to value: ValueExpr?) -> [Effect] {
        guard let binding, case .constant(let v)? = value else { return body }
        return body.flatMap { e -> [Effect] in
            if case .match(.variable(let k), let arms) = e.kind, k.bindingKey == binding,
               let arm = arms.first(where: { $0.pattern.match(v) != nil }) {
                return specialized(arm.body, binding: binding, to: value)
            }
            return [e]
        }
    }

    /// The span and value of a `terminate` reached on some path with no pop/dismiss/root before it, if any.
    func terminateWithoutRemoval(_ effects: ArraySlice<Effect>, screen: String) -> (SourceSpan?, ValueExpr?)? {
        for e in effects {
            if removesScreen([e][...], depth: 0, screen: screen) { return nil }
            switch e.kind {
            case .terminate(let value): return (e.span, value)
            case .branch(_, let a, let b):
                if let x = terminateWithoutRemoval(a[...], screen: screen) { return x }
                if let x = terminateWithoutRemoval(b[...], screen: screen) { return x }
            case .match(_, let arms):
                for arm in arms { if let x = terminateWithoutRemoval(arm.body[...], screen: screen) { return x } }
            default: continue
            }
        }
        return nil
    }

    /// True when some statement removes or replaces screens (pop, dismiss, a new window root, a new stack), or
    /// when every path takes `screen` itself out of its stack (`remove screen`, as replaceTopViewController does; a
    /// `remove` in one arm of a match may take out another instance of that name).
    func removesScreen(_ effects: ArraySlice<Effect>, depth: Int, screen: String) -> Bool {
        removesSomeScreen(effects, depth: depth) || removesOnEveryPath(effects, screen: screen, depth: depth)
    }

    func removesSomeScreen(_ effects: ArraySlice<Effect>, depth: Int) -> Bool {
        for e in effects {
            switch e.kind {
            case .pop, .popTo, .popToRoot, .dismiss, .dismissToRoot, .dismissCompletion, .setStack: return true
            case .show(.root, _, _, _), .start(_, .root, _, _, _): return true
            case .branch(_, let a, let b): if removesSomeScreen(a[...], depth: depth) || removesSomeScreen(b[...], depth: depth) { return true }
            case .match(_, let arms): if arms.contains(where: { removesSomeScreen($0.body[...], depth: depth) }) { return true }
            case .alertButtons(_, let buttons): if buttons.contains(where: { removesSomeScreen($0.body[...], depth: depth) }) { return true }
            case .callProcedure(let name, _) where depth < 8:
                if flow.coordinators.values.contains(where: { $0.procedures[name].map { removesSomeScreen($0.body[...], depth: depth + 1) } ?? false }) { return true }
            case .start(let d, .itself, _, _, _) where depth < 8:
                if let body = flow.coordinators[d.ref.name]?.start, removesSomeScreen(body[...], depth: depth + 1) { return true }
            default: continue
            }
        }
        return false
    }

    func removesOnEveryPath(_ effects: ArraySlice<Effect>, screen: String, depth: Int) -> Bool {
        for e in effects {
            switch e.kind {
            case .remove(let n) where n == screen: return true
            case .branch(_, let a, let b):
                if removesOnEveryPath(a[...], screen: screen, depth: depth) && removesOnEveryPath(b[...], screen: screen, depth: depth) { return true }
            case .match(_, let arms):
                if !arms.isEmpty && arms.allSatisfy({ removesOnEveryPath($0.body[...], screen: screen, depth: depth) }) { return true }
            case .callProcedure(let name, _) where depth < 8:
                let bodies = flow.coordinators.values.compactMap { $0.procedures[name]?.body }
                if !bodies.isEmpty, bodies.allSatisfy({ removesOnEveryPath($0[...], screen: screen, depth: depth + 1) }) { return true }
            case .start(let d, .itself, _, _, _) where depth < 8:
                if let body = flow.coordinators[d.ref.name]?.start, removesOnEveryPath(body[...], screen: screen, depth: depth + 1) { return true }
            default: continue
            }
        }
        return false
    }

    /// The fix for a gesture leak: `on back { terminate(v) }` (or `on swipe`) added as the coordinator's last
    /// member, delivering the value a back-out most likely means (`false`, a `cancel…` case, `.failure`); none
    /// when the result type has no such value (strings, numbers, models).
    func endOnGesture(_ c: CoordinatorDef, swipe: Bool) -> Diagnostic.FixIt? {
        guard let name = c.span, let close = StaticChecks.closingBrace(after: name) else { return nil }
        let value: String
        if c.resultType == .void {
            value = "terminate"
        } else {
            guard let values = flow.values(of: c.resultType), !values.isEmpty else { return nil }
            let failures = values.filter { if case .failure = $0 { return true }; return false }
            let preferred = values.first { v in ["cancel", "cancelled", "canceled", "dismissed", "back", "none"].contains { v.description.lowercased().hasSuffix($0) } }
            value = "terminate(\(preferred ?? failures.first ?? values[0]))"
        }
        let indent = String(close.line.prefix { $0 == " " || $0 == "\t" })
        let text = indent + "  on \(swipe ? "swipe" : "back") { \(value) }\n"
        return .init(CheckNote.addGestureEnd(swipe: swipe, ending: value, coordinator: c.name),
                     span: SourceSpan(file: name.file, start: close.lineStart, end: close.lineStart), replacement: text)
    }

    /// The `}` that closes the declaration whose name is at `name`: its line's start and text.
    static func closingBrace(after name: SourceSpan) -> (lineStart: Int, line: String)? {
        let tokens = Lexer.tokenize(name.file).tokens
        guard let i = tokens.firstIndex(where: { $0.span.start == name.start }),
              let open = tokens[i...].firstIndex(where: { if case .lBrace = $0.kind { return true }; return false }) else { return nil }
        var depth = 0
        for t in tokens[open...] {
            switch t.kind {
            case .lBrace: depth += 1
            case .rBrace:
                depth -= 1
                if depth == 0 {
                    let p = name.file.position(of: t.span.start)
                    let lineStart = t.span.start - (p.column - 1)
                    // Only when the brace starts its line: inserting a line before it keeps the layout.
                    guard name.file.slice(lineStart..<t.span.start).allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
                    return (lineStart, name.file.lineText(p.line))
                }
            default: break
            }
        }
        return nil
    }

    func isNonDismissible(_ d: Destination) -> Bool {
        if case .screen(let n, _) = d.ref { return flow.screens[n]?.nonDismissible ?? false }
        return false
    }

    mutating func recordEmbed(_ d: Destination, in container: String) {
        switch d.ref {
        case .screen(let n, _): embedded[container, default: []].insert(n)
        case .tabs(let t): for tab in flow.tabBars[t]?.tabs ?? [] { recordEmbed(tab.destination, in: container) }
        case .coordinator(let c): if let root = flow.coordinators[c]?.root { recordEmbed(root, in: container) }
        case .emptyNavigation: break
        }
    }

    /// True when the screen, or a screen embedded in it (down the chain), has an action the user can tap.
    func hasWayOut(_ name: String, seen: Set<String> = []) -> Bool {
        guard !seen.contains(name), let s = flow.screens[name] else { return false }
        if !s.actions.isEmpty || s.cells.contains(where: { !$0.actions.isEmpty }) { return true }
        return (embedded[name] ?? []).contains { hasWayOut($0, seen: seen.union([name])) }
    }

    mutating func recordPushFailure(_ span: SourceSpan?, acting: String, ctx: Context) {
        guard let span, pushFailures[span] == nil, !ctx.unknownNav else { return }
        let via = placements[acting]?[ctx] ?? nil
        pushFailures[span] = (acting, via)
    }

    // MARK: Reports

    /// The statement at `span` with its verb swapped (`pop animated: false` → `dismiss animated: false`), for the
    /// fix-it of a did-you-mean; nil when it carries more than `animated` (a value, a completion) or another verb.
    static func swapped(_ span: SourceSpan, _ verbs: [String: String]) -> (verb: String, statement: String)? {
        let text = span.text
        let verb = String(text.prefix { $0.isLetter })
        guard let other = verbs[verb] else { return nil }
        let rest = text.dropFirst(verb.count)
        guard rest.allSatisfy(\.isWhitespace) || rest.trimmingCharacters(in: .whitespaces).hasPrefix("animated") && !rest.contains("{") else { return nil }
        return (other, other + rest)
    }

    mutating func report() {
        checkGestureLeaks()
        for (span, (acting, via)) in pushFailures {
            diags.report(CheckMessage.pushWithoutNavigation(from: acting), at: span,
                         notes: via.map { [.init(CheckNote.shownWithoutNavigationHere(acting), span: $0)] } ?? [])
        }
        for (span, ok) in popInNavigation where !ok {
            let fix = Self.swapped(span, ["pop": "dismiss", "popToRoot": "dismissToRoot"])
            diags.report(CheckMessage.popWithoutNavigation(verb: fix?.verb ?? "dismiss"), at: span, replacement: fix?.statement)
        }
        for (span, ok) in dismissWhilePresented where !ok {
            let fix = Self.swapped(span, ["dismiss": "pop", "dismissToRoot": "popToRoot"])
            diags.report(CheckMessage.dismissNotPresented(verb: fix?.verb ?? "pop"), at: span, replacement: fix?.statement)
        }
        for (_, (span, message)) in unhandled {
            diags.report(message, at: span)
        }
        for name in flow.screenOrder where placements[name] == nil {
            diags.report(CheckMessage.unreachableScreen(name), at: flow.screens[name]?.span)
        }
        for name in flow.coordinatorOrder where coordinatorPlacements[name] == nil {
            diags.report(CheckMessage.unreachableCoordinator(name), at: flow.coordinators[name]?.span)
        }
        for (name, via) in stuckCandidates {
            guard let s = flow.screens[name] else { continue }
            if !hasWayOut(name) {
                diags.report(CheckMessage.noWayOut(name), at: s.span, notes: via.map { [.init(CheckNote.presentedHere, span: $0)] } ?? [])
            }
        }
    }
}
