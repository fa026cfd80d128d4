// SPDX-License-Identifier: MIT
import TransitLanguage

extension Resolver {
    /// The modifiers each transition verb takes (completion offers them too).
    /// The modifiers each verb takes, from the keyword table (a started child takes `autoRelease` too).
    public static let modifiersByVerb: [String: Set<String>] = {
        let table: [Keyword.Statement: [Keyword.Modifier]] = [
            .push: [.animated, .repeatable],
            .present: [.fullScreen, .pageSheet, .formSheet, .automatic, .popover, .withNavigation, .nonDismissible, .animated, .onTop, .path],
            .root: [.withNavigation, .animated, .path],
            .embed: [.animated, .withNavigation, .replacing, .path],
            .tab: [.withNavigation, .path, .hosted],
        ]
        return Dictionary(uniqueKeysWithValues: table.map { ($0.key.rawValue, Set($0.value.map(\.rawValue))) })
    }()

    mutating func resolveBody(_ stmts: [Statement], in scope: inout Scope) -> [Effect] {
        var out: [Effect] = []
        for s in stmts {
            // Each statement sees the same scope; bindings made by handlers and patterns are local to them.
            var local = scope
            if let e = resolveStatement(s, in: &local) { out.append(e) }
        }
        return out
    }

    mutating func resolveModifiers(_ mods: [Modifier], allowed: Set<String>, verb: String) -> ShowOptions {
        var o = ShowOptions()
        var styleSpan: (String, SourceSpan)? = nil
        for m in mods {
            let n = m.name.name
            guard allowed.contains(n) else {
                let all = Set(Resolver.modifiersByVerb.values.flatMap { $0 })
                // A modifier of another verb is not a misspelling: say what this verb takes.
                diags.report(StatementMessage.notAModifier(n, verb: verb, takes: allowed.sorted()), at: m.name.span,
                             suggesting: all.contains(n) ? nil : suggest(n, in: allowed.isEmpty ? all : allowed))
                continue
            }
            if let style = PresentationStyle(rawValue: n) {
                if let prev = styleSpan {
                    diags.report(StatementMessage.conflictingStyles(n, previous: prev.0), at: m.span,
                                 notes: [.init(StatementNote.styleSetHere, span: prev.1)])
                }
                styleSpan = (n, m.span)
                o.style = style
                if m.value != nil { diags.report(StatementMessage.styleTakesNoValue(n), at: m.span) }
                continue
            }
            switch Keyword.Modifier(rawValue: n) {
            case .withNavigation: o.withNavigation = flag(m)
            case .nonDismissible: o.nonDismissible = flag(m)
            case .animated: o.animated = flag(m)
            case .repeatable: o.repeatable = flag(m)
            case .autoRelease: o.autoRelease = flag(m)
            case .onTop: o.onTop = flag(m)
            case .replacing: o.replacing = flag(m)
            case .hosted: o.hosted = flag(m)
            case .path:
                // `path: feedPath`: a NavigationStack(path: $feedPath), which is a navigation controller.
                guard case .name(let id)? = m.value else {
                    diags.report(SwiftUIMessage.pathModifierNotAPath, at: m.span)
                    continue
                }
                guard flow.paths[id.name] != nil else {
                    diags.report(SwiftUIMessage.unknownPath(id.name), at: id.span, suggesting: suggest(id.name, in: flow.paths.keys))
                    continue
                }
                o.path = id.name
                o.withNavigation = true
            case .pageSheet, .formSheet, .fullScreen, .automatic, .popover, nil: break   // styles are read above
            }
        }
        if o.nonDismissible, o.style == .fullScreen {
            diags.report(StatementMessage.nonDismissibleFullScreen, at: mods.first { $0.name.name == "nonDismissible" }?.span)
        }
        return o
    }

    mutating func flag(_ m: Modifier) -> Bool {
        guard let v = m.value else { return true }
        if case .bool(let b, _) = v { return b }
        diags.report(StatementMessage.flagTakesBool(m.name.name), at: v.span)
        return true
    }

    /// A screen, an entry of a screen, a tab bar, or (where allowed) a coordinator, with checked arguments.
    mutating func resolveDestination(_ t: Target, verb: String, allowCoordinator: Bool, in scope: inout Scope) -> Destination? {
        let n = t.name.name
        if n == "self", screenDecls[n] == nil {
            guard verb == "set" else {
                diags.report(StatementMessage.selfOutsideSet, at: t.name.span)
                return nil
            }
            guard case .screen(let screen) = scope.owner else {
                diags.report(StatementMessage.selfInSetOutsideScreen, at: t.name.span)
                return nil
            }
            if t.entry != nil || !t.arguments.isEmpty { diags.report(StatementMessage.selfTakesNoInputs, at: t.span) }
            return Destination(ref: .screen(screen, entry: nil), arguments: [], span: t.span, keepsActing: true)
        }
        if let screen = screenDecls[n] {
            var params = screenParams[n] ?? []
            var entry: String? = nil
            if let e = t.entry {
                guard let ep = entryParams[n]?[e.name] else {
                    let names = screen.entries.map(\.name.name)
                    diags.report(StatementMessage.unknownEntry(screen: n, entry: e.name, entries: names), at: e.span,
                                 suggesting: suggest(e.name, in: names))
                    return nil
                }
                params += ep
                entry = e.name
            } else if !screen.entries.isEmpty {
                let names = screen.entries.map(\.name.name)
                diags.report(StatementMessage.needsEntry(screen: n, entries: names), at: t.name.span)
                return nil
            }
            let args = resolveArguments(t, params: params, of: .screen(n), in: &scope)
            return Destination(ref: .screen(n, entry: entry), arguments: args, span: t.span)
        }
        if n == "UINavigationController", declaredAt[n] == nil {
            // An empty navigation controller that a coordinator holds and its children push onto.
            guard verb == "root" || verb == "present" || verb == "launch" else {
                diags.report(StatementMessage.emptyNavigationShown(verb: verb), at: t.name.span)
                return nil
            }
            if t.entry != nil || !t.arguments.isEmpty { diags.report(StatementMessage.emptyNavigationTakesNoInputs, at: t.span) }
            return Destination(ref: .emptyNavigation, arguments: [], span: t.span)
        }
        if tabsDecls[n] != nil {
            if t.entry != nil || !t.arguments.isEmpty {
                diags.report(StatementMessage.tabBarTakesNoInputs(n), at: t.span)
            }
            return Destination(ref: .tabs(n), arguments: [], span: t.span)
        }
        if coordinatorDecls[n] != nil {
            guard allowCoordinator else {
                diags.report(StatementMessage.coordinatorShown(n, verb: verb), at: t.name.span)
                return nil
            }
            if let e = t.entry { diags.report(StatementMessage.coordinatorHasNoEntries, at: e.span) }
            let args = resolveArguments(t, params: coordinatorParams[n] ?? [], of: .coordinator(n), in: &scope)
            return Destination(ref: .coordinator(n), arguments: args, span: t.span)
        }
        if let k = declaredAt[n] {
            diags.report(StatementMessage.notShowable(n, kind: k.kind, coordinators: allowCoordinator), at: t.name.span)
            return nil
        }
        diags.report(NameMessage.unknown(.destination, n), at: t.name.span,
                     suggesting: suggest(n, in: Array(screenDecls.keys) + Array(tabsDecls.keys) + (allowCoordinator ? Array(coordinatorDecls.keys) : [])))
        return nil
    }

    mutating func resolveArguments(_ t: Target, params: [ParameterSpec], of what: StatementMessage.Callee, in scope: inout Scope) -> [(String, ValueExpr)] {
        var given: [String: ValueExpr] = [:]
        var seen: [String: SourceSpan] = [:]
        for a in t.arguments {
            let label = a.label.name
            if let prev = seen[label] {
                diags.report(StatementMessage.argumentGivenTwice(label), at: a.label.span,
                             notes: [.init(CommonNote.firstGivenHere, span: prev)])
                continue
            }
            seen[label] = a.label.span
            guard let p = params.first(where: { $0.name == label }) else {
                diags.report(StatementMessage.noSuchInput(what, label: label, inputs: params), at: a.label.span,
                             suggesting: suggest(label, in: params.map(\.name)))
                continue
            }
            if let e = check(a.value, expected: p.type, in: &scope) { given[label] = e }
        }
        var out: [(String, ValueExpr)] = []
        var missing: [ParameterSpec] = []
        for p in params {
            if let e = given[p.name] { out.append((p.name, e)) }
            else if let d = p.defaultValue { out.append((p.name, .constant(d))) }
            else if seen[p.name] == nil { missing.append(p) }
        }
        if !missing.isEmpty {
            diags.report(StatementMessage.missingInputs(what, missing, call: t.name.name, examples: missing.map { exampleValue($0.type) }),
                         at: t.span)
        }
        return out
    }

    func exampleValue(_ t: FlowType) -> String {
        switch t {
        case .string, .model: return "\"…\""
        case .int: return "0"
        case .bool: return "true"
        case .enumeration(let n): return "." + (enumDecls[n]?.cases.first?.name ?? "case")
        case .error(let n): return "." + (errorDecls[n]?.cases.first?.name.name ?? "case")
        case .result(let s, _): return ".success(\(exampleValue(s)))"
        case .void: return "()"
        }
    }

    // MARK: Statements

    mutating func resolveStatement(_ s: Statement, in scope: inout Scope) -> Effect? {
        switch s.kind {
        case .show(let verb, let target, let mods, let handler):
            let opts = resolveModifiers(mods, allowed: Resolver.modifiersByVerb[verb.name] ?? [], verb: verb.name)
            guard let dest = resolveDestination(target, verb: verb.name, allowCoordinator: false, in: &scope) else { return nil }
            let kind = ShowKind(rawValue: verb.name)!
            // UIKit accepts a tab bar controller pushed onto a stack or embedded as a child; only a navigation
            // controller cannot be pushed (`withNavigation` is not a modifier of push).
            var resultType = FlowType.void
            if case .screen(let n, _) = dest.ref { resultType = screenResult[n] ?? .void }
            let h = handler.map { resolveHandler($0, resultType: resultType, shown: target.name.name, child: nil, in: scope) }
            return Effect(.show(kind, dest, opts, handler: h), span: s.span)

        case .setStack(let targets, let mods):
            let opts = resolveModifiers(mods, allowed: ["animated"], verb: "set")
            var dests: [Destination] = []
            for t in targets {
                if let d = resolveDestination(t, verb: "set", allowCoordinator: false, in: &scope) { dests.append(d) }
            }
            if targets.isEmpty { diags.report(StatementMessage.emptySet, at: s.span) }
            return Effect(.setStack(dests, animated: opts.animated), span: s.span)

        case .pop(let mods):
            return Effect(.pop(animated: resolveModifiers(mods, allowed: ["animated"], verb: "pop").animated), span: s.span)
        case .popToRoot(let mods):
            return Effect(.popToRoot(animated: resolveModifiers(mods, allowed: ["animated"], verb: "popToRoot").animated), span: s.span)
        case .dismiss(let mods):
            return Effect(.dismiss(animated: resolveModifiers(mods, allowed: ["animated"], verb: "dismiss").animated), span: s.span)
        case .dismissToRoot(let mods):
            return Effect(.dismissToRoot(animated: resolveModifiers(mods, allowed: ["animated"], verb: "dismissToRoot").animated), span: s.span)
        case .popTo(let id, let mods):
            let opts = resolveModifiers(mods, allowed: ["animated"], verb: "popTo")
            guard screenDecls[id.name] != nil else {
                reportUnknown(id, kinds: .screen, candidates: screenDecls.keys)
                return nil
            }
            return Effect(.popTo(id.name, animated: opts.animated), span: s.span)

        case .selectTab(let ref):
            guard let sel = resolveTab(ref) else { return nil }
            return Effect(.selectTab(sel), span: s.span)

        case .start(let target, let specOrNil, let handler):
            return resolveStart(target, specOrNil, handler, s, in: &scope)

        case .finish(let expr):
            guard case .screen(let n) = scope.owner else {
                diags.report(StatementMessage.finishOutsideScreen(inCode: scope.owner != .none), at: s.span)
                return nil
            }
            return Effect(.finish(resolveResultValue(expr, type: screenResult[n] ?? .void, owner: .screen(n), at: s.span, in: &scope)),
                          span: s.span)

        case .terminate(let expr):
            guard case .coordinator(let n) = scope.owner else {
                diags.report(StatementMessage.terminateOutsideCoordinator(inCode: scope.owner != .none), at: s.span)
                return nil
            }
            return Effect(.terminate(resolveResultValue(expr, type: coordinatorResult[n] ?? .void, owner: .coordinator(n), at: s.span, in: &scope)),
                          span: s.span)

        case .release(let id):
            return resolveRelease(id, s, in: &scope)

        case .retainSelf:
            guard scope.owner != .none else {
                diags.report(StatementMessage.retainOutsideOwner, at: s.span)
                return nil
            }
            return Effect(.retainSelf, span: s.span)

        case .refresh(let id):
            guard screenDecls[id.name] != nil else {
                reportUnknown(id, kinds: .screen, candidates: screenDecls.keys)
                return nil
            }
            return Effect(.refresh(id.name), span: s.span)

        case .notify(let t):
            let name = t.name.name
            guard let decl = appEventDecls[name] else {
                diags.report(NameMessage.unknown(.notification, name), at: t.name.span,
                             suggesting: suggest(name, in: appEventDecls.values.filter(\.isNotification).map(\.name.name)))
                return nil
            }
            guard decl.isNotification else {
                diags.report(StatementMessage.notPostable(name, isLink: decl.isLink), at: t.name.span)
                return nil
            }
            let params = flow.appEvents[name]?.parameters ?? resolveParameters(decl.parameters)
            let arguments = Dictionary(resolveArguments(t, params: params, of: .notification(name), in: &scope), uniquingKeysWith: { a, _ in a })
            return Effect(.notify(name, arguments: arguments), span: s.span)

        case .call(let screenId, let methodId, let args):
            return resolveCall(screenId, methodId, args, s, in: &scope)

        case .alert(let e):
            guard let (r, t) = infer(e, in: &scope) else { return nil }
            switch t {
            case .string, .error: return Effect(.alert(r), span: s.span)
            default:
                diags.report(StatementMessage.alertValue(t), at: e.span)
                return nil
            }

        case .log(let e):
            guard let (r, _) = infer(e, in: &scope) else { return nil }
            return Effect(.log(r), span: s.span)

        case .ifElse(let cond, let thenBody, let elseBody):
            guard let c = resolveCondition(cond, in: &scope) else {
                var a = scope, b = scope
                _ = resolveBody(thenBody, in: &a)
                _ = resolveBody(elseBody ?? [], in: &b)
                return nil
            }
            var a = scope, b = scope
            let t = resolveBody(thenBody, in: &a)
            let e = resolveBody(elseBody ?? [], in: &b)
            return Effect(.branch(c, then: t, else: e), span: s.span)

        case .match(let subject, let cases):
            return resolveMatch(subject, cases, span: s.span, in: &scope)

        case .dismissCompletion(let toRoot, let mods, let completion):
            let verb = toRoot ? "dismissToRoot" : "dismiss"
            let animated = resolveModifiers(mods, allowed: ["animated"], verb: verb).animated
            var local = scope
            return Effect(.dismissCompletion(animated: animated, toRoot: toRoot, completion: resolveBody(completion, in: &local)), span: s.span)

        case .appendPath(let e, let to):
            return resolveAppendPath(e, to: to, s, in: &scope)

        case .removeFromPath(let count, let from):
            if let from, flow.paths[from.name] == nil {
                diags.report(SwiftUIMessage.unknownPath(from.name), at: from.span, suggesting: suggest(from.name, in: flow.paths.keys))
                return nil
            }
            if let count, count < 1 {
                diags.report(SwiftUIMessage.removeNothing, at: s.span)
                return nil
            }
            return Effect(.removeFromPath(path: from?.name, count: count), span: s.span)

        case .popLastFromPath(let from):
            if let from, flow.paths[from.name] == nil {
                diags.report(SwiftUIMessage.unknownPath(from.name), at: from.span, suggesting: suggest(from.name, in: flow.paths.keys))
                return nil
            }
            return Effect(.popLastFromPath(path: from?.name), span: s.span)

        case .remove(let id):
            guard screenDecls[id.name] != nil else {
                reportUnknown(id, kinds: .screen, candidates: screenDecls.keys)
                return nil
            }
            return Effect(.remove(id.name), span: s.span)

        case .assign(let id, let e):
            // SwiftUI: a view's presentation binding (`showCompose = true`).
            if let presentation = resolvePresentationAssign(id, e, s, in: &scope) { return presentation }
            guard let key = scope.stateKeys[id.name], let t = scope.vars[id.name] else {
                if scope.vars[id.name] != nil {
                    diags.report(StatementMessage.inputAssigned(id.name), at: id.span)
                } else {
                    diags.report(NameMessage.unknown(.variable, id.name), at: id.span,
                                 suggesting: suggest(id.name, in: scope.stateKeys.keys))
                }
                return nil
            }
            if key == .presenting {
                diags.report(StatementMessage.presentingAssigned, at: id.span)
                return nil
            }
            guard let v = check(e, expected: t, in: &scope) else { return nil }
            return Effect(.assign(key: key, v), span: s.span)

        case .callProcedure(let id, let args):
            guard case .coordinator(let c) = scope.owner else {
                diags.report(StatementMessage.funcCallInScreen(id.name), at: id.span)
                return nil
            }
            guard let out = resolveFuncCall(of: c, id, args, named: nil, span: s.span, in: &scope) else { return nil }
            return Effect(.callProcedure(id.name, arguments: out), span: s.span)

        case .alertButtons(let e, let buttons):
            guard let (r, out) = resolveAlert(e, .some(buttons), in: &scope) else { return nil }
            return Effect(.alertButtons(r, buttons: out), span: s.span)
        }
    }

    /// `start Child as …`: a child coordinator started, with how its root is shown.
    mutating func resolveStart(_ target: Target, _ specOrNil: TransitionSpec?, _ handler: Handler?, _ s: Statement, in scope: inout Scope) -> Effect? {

        guard case .coordinator = scope.owner else {
            diags.report(StatementMessage.startOutsideCoordinator, at: s.span)
            return nil
        }
        if screenDecls[target.name.name] != nil || tabsDecls[target.name.name] != nil {
            diags.report(StatementMessage.notACoordinator(target.name.name), at: target.name.span)
            return nil
        }
        guard let childDecl = coordinatorDecls[target.name.name] else {
            reportUnknown(target.name, kinds: .coordinator, candidates: coordinatorDecls.keys)
            return nil
        }
        guard let spec = specOrNil else {
            // `start Child`: the child has no root and shows its own screens from its `start { … }`.
            if childDecl.root != nil {
                diags.report(StatementMessage.rootNeedsTransition(target.name.name), at: target.span)
                return nil
            }
            guard let dest = resolveDestination(target, verb: "start", allowCoordinator: true, in: &scope) else { return nil }
            let child = target.name.name
            let h = handler.map { resolveHandler($0, resultType: coordinatorResult[child] ?? .void, shown: child, child: child, in: scope) }
            return Effect(.start(dest, .itself, tab: nil, ShowOptions(), handler: h), span: s.span)
        }
        guard let kind = ShowKind(rawValue: spec.verb.name), kind != .itself else {
            diags.report(StatementMessage.notATransition(spec.verb.name), at: spec.verb.span,
                         suggesting: suggest(spec.verb.name, in: ShowKind.allCases.filter { $0 != .itself }.map(\.rawValue)))
            return nil
        }
        if childDecl.root == nil {
            diags.report(StatementMessage.rootlessWithTransition(target.name.name), at: spec.verb.span)
            return nil
        }
        let opts = resolveModifiers(spec.modifiers, allowed: (Resolver.modifiersByVerb[kind.rawValue] ?? []).union([Keyword.Modifier.autoRelease.rawValue]),
                                    verb: kind.rawValue)
        var tab: TabSelector? = nil
        if kind == .tab {
            guard let r = spec.tab, let sel = resolveTab(r) else { return nil }
            tab = sel
        }
        guard let dest = resolveDestination(target, verb: kind.rawValue, allowCoordinator: true, in: &scope) else { return nil }
        let child = target.name.name
        if kind == .push, let c = coordinatorDecls[child], c.rootModifiers.contains(where: { $0.name.name == "withNavigation" }) {
            diags.report(StatementMessage.pushedNavigationRoot(child), at: spec.verb.span)
        }
        let h = handler.map { resolveHandler($0, resultType: coordinatorResult[child] ?? .void, shown: child, child: child, in: scope) }
        return Effect(.start(dest, kind, tab: tab, opts, handler: h), span: s.span)
    }

    /// `release`, `release Child`, `release all`: who lets go of which child.
    mutating func resolveRelease(_ id: Identifier?, _ s: Statement, in scope: inout Scope) -> Effect? {

        if let id, id.name == "all", coordinatorDecls["all"] == nil {
            guard case .coordinator = scope.owner else {
                diags.report(StatementMessage.releaseOutsideCoordinator, at: s.span)
                return nil
            }
            return Effect(.releaseAll, span: s.span)
        }
        if let id {
            guard coordinatorDecls[id.name] != nil else {
                reportUnknown(id, kinds: .coordinator, candidates: coordinatorDecls.keys)
                return nil
            }
            guard case .coordinator = scope.owner else {
                diags.report(StatementMessage.releaseOutsideCoordinator, at: s.span)
                return nil
            }
            return Effect(.release(id.name), span: s.span)
        }
        guard let child = scope.startedChild else {
            diags.report(StatementMessage.releaseWithoutChild, at: s.span)
            return nil
        }
        // In a pop hook the child is the one owning the popped screen, known only at run time.
        return Effect(.release(child.isEmpty ? nil : child), span: s.span)
    }

    /// `Screen.method(…)` or `Parent.func()`: a screen's method, or an ancestor coordinator's func.
    mutating func resolveCall(_ screenId: Identifier, _ methodId: Identifier, _ args: [Argument], _ s: Statement, in scope: inout Scope) -> Effect? {

        // `Parent.showLogin()`: a coordinator's func, called by one of its descendants.
        if screenDecls[screenId.name] == nil, coordinatorDecls[screenId.name] != nil {
            guard case .coordinator = scope.owner else {
                diags.report(StatementMessage.ancestorCallInScreen(coordinator: screenId.name, func: methodId.name), at: screenId.span)
                return nil
            }
            guard let out = resolveFuncCall(of: screenId.name, methodId, args, named: screenId.name, span: s.span, in: &scope) else { return nil }
            return Effect(.callAncestor(coordinator: screenId.name, func: methodId.name, arguments: out), span: s.span)
        }
        guard let screen = screenDecls[screenId.name] else {
            reportUnknown(screenId, kinds: .screen, candidates: screenDecls.keys)
            return nil
        }
        guard let m = screen.methods.first(where: { $0.name.name == methodId.name }) else {
            let names = screen.methods.map(\.name.name)
            diags.report(StatementMessage.unknownMethod(screen: screenId.name, method: methodId.name), at: methodId.span,
                         suggesting: suggest(methodId.name, in: names))
            return nil
        }
        let params = resolveParameters(m.parameters)
        let t = Target(name: screenId, entry: nil, arguments: args, span: s.span)
        let resolved = resolveArguments(t, params: params, of: .method(screen: screenId.name, name: methodId.name), in: &scope)
        return Effect(.call(screen: screenId.name, method: methodId.name, arguments: Dictionary(resolved, uniquingKeysWith: { a, _ in a })),
                      span: s.span)
    }

    mutating func resolveTab(_ ref: TabRef) -> TabSelector? {
        switch ref {
        case .index(let i, let span):
            let maxTabs = tabsDecls.values.map(\.tabs.count).max() ?? 0
            if maxTabs == 0 {
                diags.report(StatementMessage.tabIndexWithoutTabBar(i), at: span)
                return nil
            }
            if i < 0 || i >= maxTabs {
                diags.report(StatementMessage.tabIndexOutOfRange(i, tabs: maxTabs), at: span)
                return nil
            }
            return .index(i)
        case .name(let id):
            // In declaration-name order: the hint and the suggestion are the same on every run.
            let names = tabsDecls.sorted { $0.key < $1.key }.flatMap { $0.value.tabs.map(\.name.name) }
            guard names.contains(id.name) else {
                if tabsDecls.isEmpty {
                    diags.report(StatementMessage.tabNameWithoutTabBar(id.name), at: id.span)
                } else {
                    diags.report(NameMessage.noTab(id.name, tabs: names), at: id.span,
                                 suggesting: suggest(id.name, in: names))
                }
                return nil
            }
            return .name(id.name)
        }
    }

    mutating func resolveResultValue(_ expr: Expr?, type: FlowType, owner: StatementMessage.Ender, at span: SourceSpan,
                                     in scope: inout Scope) -> ValueExpr? {
        guard let expr else {
            if type != .void {
                diags.report(StatementMessage.resultNeeded(owner, type, example: exampleValue(type)), at: span)
            }
            return nil
        }
        if type == .void {
            diags.report(StatementMessage.resultNotDeclared(owner), at: expr.span)
            return nil
        }
        return check(expr, expected: type, in: &scope)
    }

    /// `shown`: the name of what was shown or started, as the handler's messages name it.
    mutating func resolveHandler(_ h: Handler, resultType: FlowType, shown: String, child: String?, in outer: Scope) -> ResultHandler {
        var scope = outer
        scope.startedChild = child ?? outer.startedChild
        var binding: String? = nil
        if let b = h.binding, b.name != "_" {
            if resultType == .void {
                diags.report(StatementMessage.bindingWithoutResult(shown, binding: b.name), at: b.span)
            }
            binding = b.name
            scope.vars[b.name] = resultType
        }
        let body = resolveBody(h.body, in: &scope)
        return ResultHandler(binding: binding, body: body, span: h.span)
    }

    mutating func resolveCondition(_ c: Condition, in scope: inout Scope) -> ValueCondition? {
        switch c.op {
        case .truthy:
            guard let (l, t) = infer(c.lhs, in: &scope) else { return nil }
            guard t == .bool else {
                diags.report(StatementMessage.conditionNotBool(t, subject: c.lhs.span.text, example: exampleValue(t)), at: c.lhs.span)
                return nil
            }
            return ValueCondition(lhs: l, op: .truthy, rhs: nil, negated: c.negated)
        case .equal, .notEqual:
            guard let rhsExpr = c.rhs else { return nil }
            if case .name(let id) = c.lhs, scope.vars[id.name] == nil {
                _ = lookup(id, in: scope)
                return nil
            }
            // Infer from whichever side has a type; `.ok == result` works as well as `result == .ok`.
            if let (l, t) = inferQuietly(c.lhs, in: &scope) {
                guard let r = check(rhsExpr, expected: t, in: &scope) else { return nil }
                return ValueCondition(lhs: l, op: c.op == .equal ? .equal : .notEqual, rhs: r, negated: c.negated)
            }
            guard let (r, t) = infer(rhsExpr, in: &scope), let l = check(c.lhs, expected: t, in: &scope) else { return nil }
            return ValueCondition(lhs: l, op: c.op == .equal ? .equal : .notEqual, rhs: r, negated: c.negated)
        }
    }

    /// The arguments of a call to `coordinator`'s func `id` (its own, or an ancestor's or child's); nil, with a
    /// did-you-mean and its fix-it, when it has no such func.
    /// `named`: the coordinator as the call names it (`Parent.reset()`), nil for its own func.
    mutating func resolveFuncCall(of coordinator: String, _ id: Identifier, _ args: [Argument], named: String?, span: SourceSpan,
                                  in scope: inout Scope) -> [String: ValueExpr]? {
        guard let params = procedureParams[coordinator]?[id.name] else {
            let names = Array(procedureParams[coordinator]?.keys ?? [:].keys)
            diags.report(StatementMessage.unknownFunc(coordinator: coordinator, func: id.name), at: id.span,
                         suggesting: suggest(id.name, in: names))
            return nil
        }
        let t = Target(name: id, entry: nil, arguments: args, span: span)
        var out: [String: ValueExpr] = [:]
        for (k, v) in resolveArguments(t, params: params, of: .function(id.name, of: named), in: &scope) { out[k] = v }
        return out
    }

    /// An alert's message (a `String` or an error's message) and its buttons, whose bodies run where it is shown;
    /// a written `{ }` without a button is T124 (nil: no block written). The statement `alert … { … }` and a view's
    /// `alert NAME: …` share it.
    mutating func resolveAlert(_ message: Expr, _ written: [AlertButtonDecl]?, in scope: inout Scope) -> (ValueExpr, [AlertButton])? {
        guard let (r, t) = infer(message, in: &scope) else { return nil }
        guard t == .string || { if case .error = t { return true }; return false }() else {
            diags.report(StatementMessage.alertValue(t), at: message.span)
            return nil
        }
        let buttons = written ?? []
        checkDuplicates(buttons.map(\.name), what: .button)
        var out: [AlertButton] = []
        for b in buttons {
            var local = scope
            out.append(AlertButton(name: b.name.name, body: resolveBody(b.body, in: &local), span: b.name.span))
        }
        if written != nil, out.isEmpty { diags.report(StatementMessage.alertWithoutButtons, at: message.span) }
        return (r, out)
    }
}
