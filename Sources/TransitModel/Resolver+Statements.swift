// SPDX-License-Identifier: MIT
import TransitLanguage

extension Resolver {
    /// The modifiers each transition verb takes (completion offers them too).
    /// The modifiers each verb takes, from the keyword table (a started child takes `autoRelease` too).
    public static let modifiersByVerb: [String: Set<String>] = {
        let table: [Keyword.Statement: [Keyword.Modifier]] = [
            .push: [.animated, .repeatable],
            .present: [.fullScreen, .pageSheet, .formSheet, .automatic, .popover, .withNavigation, .nonDismissible, .animated, .onTop],
            .root: [.withNavigation, .animated],
            .embed: [.animated, .withNavigation, .replacing],
            .tab: [.withNavigation],
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
                let takes = allowed.isEmpty ? "'\(verb)' takes no modifiers" : "'\(verb)' takes: " + allowed.sorted().joined(separator: ", ")
                diags.report(.unknownModifier, "'\(n)' is not a modifier of '\(verb)'", at: m.name.span,
                             suggesting: all.contains(n) ? nil : suggest(n, in: allowed.isEmpty ? all : allowed), otherwise: takes)
                continue
            }
            if let style = PresentationStyle(rawValue: n) {
                if let prev = styleSpan {
                    diags.report(.conflictingModifiers, "'\(n)' conflicts with '\(prev.0)': a presentation has one style", at: m.span,
                                 notes: [.init("style set here", span: prev.1)])
                }
                styleSpan = (n, m.span)
                o.style = style
                if m.value != nil { diags.report(.modifierWithValue, "'\(n)' takes no value", at: m.span) }
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
            case .pageSheet, .formSheet, .fullScreen, .automatic, .popover, nil: break   // styles are read above
            }
        }
        if o.nonDismissible, o.style == .fullScreen {
            diags.report(.conflictingModifiers, "'nonDismissible' has no effect on a full-screen presentation, which cannot be swiped down",
                         at: mods.first { $0.name.name == "nonDismissible" }?.span, severity: .warning)
        }
        return o
    }

    mutating func flag(_ m: Modifier) -> Bool {
        guard let v = m.value else { return true }
        if case .bool(let b, _) = v { return b }
        diags.report(.typeMismatch, "'\(m.name.name):' takes true or false", at: v.span)
        return true
    }

    /// A screen, an entry of a screen, a tab bar, or (where allowed) a coordinator, with checked arguments.
    mutating func resolveDestination(_ t: Target, verb: String, allowCoordinator: Bool, in scope: inout Scope) -> Destination? {
        let n = t.name.name
        if n == "self", screenDecls[n] == nil {
            guard verb == "set" else {
                diags.report(.wrongKind, "'self' is the screen that acts: only 'set' can keep it on a new stack", at: t.name.span,
                             hint: "set [self, Next] is setViewControllers([self, next])")
                return nil
            }
            guard case .screen(let screen) = scope.owner else {
                diags.report(.misplacedStatement, "'self' in 'set' is the screen that acts: only a screen's own code can keep it", at: t.name.span,
                             hint: "name the screen: here 'set' makes new instances")
                return nil
            }
            if t.entry != nil || !t.arguments.isEmpty { diags.report(.extraArgument, "'self' is the screen as it is: it takes no inputs", at: t.span) }
            return Destination(ref: .screen(screen, entry: nil), arguments: [], span: t.span, keepsActing: true)
        }
        if let screen = screenDecls[n] {
            var params = screenParams[n] ?? []
            var entry: String? = nil
            if let e = t.entry {
                guard let ep = entryParams[n]?[e.name] else {
                    let names = screen.entries.map(\.name.name)
                    diags.report(.unknownMember, "screen '\(n)' has no entry '\(e.name)'", at: e.span,
                                 suggesting: suggest(e.name, in: names),
                                 otherwise: (names.isEmpty ? "'\(n)' declares no entries" : "its entries are: " + names.joined(separator: ", ")))
                    return nil
                }
                params += ep
                entry = e.name
            } else if !screen.entries.isEmpty {
                let names = screen.entries.map(\.name.name)
                diags.report(.missingArgument, "screen '\(n)' is entered through one of its entries: \(names.joined(separator: ", "))",
                             at: t.name.span, hint: "write '\(n).\(names[0])'")
                return nil
            }
            let args = resolveArguments(t, params: params, what: "screen '\(n)'", in: &scope)
            return Destination(ref: .screen(n, entry: entry), arguments: args, span: t.span)
        }
        if n == "UINavigationController", declaredAt[n] == nil {
            // An empty navigation controller that a coordinator holds and its children push onto.
            guard verb == "root" || verb == "present" || verb == "launch" else {
                diags.report(.pushOfContainer, "an empty UINavigationController can be made the window's root or presented, not \(verb == "push" ? "pushed (\"Pushing a navigation controller is not supported\")" : "used with '\(verb)'")",
                             at: t.name.span, hint: "root UINavigationController, then push the first screen onto it")
                return nil
            }
            if t.entry != nil || !t.arguments.isEmpty { diags.report(.extraArgument, "UINavigationController() takes no inputs here", at: t.span) }
            return Destination(ref: .emptyNavigation, arguments: [], span: t.span)
        }
        if tabsDecls[n] != nil {
            if t.entry != nil || !t.arguments.isEmpty {
                diags.report(.extraArgument, "tab bar '\(n)' takes no inputs", at: t.span)
            }
            return Destination(ref: .tabs(n), arguments: [], span: t.span)
        }
        if coordinatorDecls[n] != nil {
            guard allowCoordinator else {
                diags.report(.wrongKind, "'\(n)' is a coordinator: the parent starts it and picks the transition", at: t.name.span,
                             hint: "start \(n) as \(verb == "launch" || verb == "root" ? "root" : verb)")
                return nil
            }
            if let e = t.entry { diags.report(.unknownMember, "a coordinator has no entries", at: e.span) }
            let args = resolveArguments(t, params: coordinatorParams[n] ?? [], what: "coordinator '\(n)'", in: &scope)
            return Destination(ref: .coordinator(n), arguments: args, span: t.span)
        }
        if let k = declaredAt[n] {
            diags.report(.wrongKind, "'\(n)' is \(Suggest.article("\(k.kind)")) \(k.kind); only screens\(allowCoordinator ? ", coordinators" : "") and tab bars can be shown",
                         at: t.name.span)
            return nil
        }
        diags.report(.unknownName, "unknown screen '\(n)'", at: t.name.span,
                     suggesting: suggest(n, in: Array(screenDecls.keys) + Array(tabsDecls.keys) + (allowCoordinator ? Array(coordinatorDecls.keys) : [])),
                     otherwise: "declare it: screen \(n) { … }")
        return nil
    }

    mutating func resolveArguments(_ t: Target, params: [ParameterSpec], what: String, in scope: inout Scope) -> [(String, ValueExpr)] {
        var given: [String: ValueExpr] = [:]
        var seen: [String: SourceSpan] = [:]
        for a in t.arguments {
            let label = a.label.name
            if let prev = seen[label] {
                diags.report(.extraArgument, "argument '\(label)' is given twice", at: a.label.span,
                             notes: [.init("first given here", span: prev)])
                continue
            }
            seen[label] = a.label.span
            guard let p = params.first(where: { $0.name == label }) else {
                diags.report(.extraArgument, "\(what) has no input '\(label)'", at: a.label.span,
                             suggesting: suggest(label, in: params.map(\.name)),
                             otherwise: (params.isEmpty ? "\(what) takes no inputs" : "its inputs are: " + params.map { "\($0.name): \($0.type)" }.joined(separator: ", ")))
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
            let list = missing.map { "'\($0.name): \($0.type)'" }.joined(separator: ", ")
            let example = missing.map { "\($0.name): \(exampleValue($0.type))" }.joined(separator: ", ")
            diags.report(.missingArgument, "\(what) needs \(list)", at: t.span, hint: "pass it: \(t.name.name)(\(example))")
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
            let h = handler.map { resolveHandler($0, resultType: resultType, what: "'\(target.name.name)'", child: nil, in: scope) }
            return Effect(.show(kind, dest, opts, handler: h), span: s.span)

        case .setStack(let targets, let mods):
            let opts = resolveModifiers(mods, allowed: ["animated"], verb: "set")
            var dests: [Destination] = []
            for t in targets {
                if let d = resolveDestination(t, verb: "set", allowCoordinator: false, in: &scope) { dests.append(d) }
            }
            if targets.isEmpty { diags.report(.emptyStack, "'set' needs at least one screen: a navigation stack is never empty", at: s.span) }
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
                reportUnknown(id, kinds: "screen", candidates: screenDecls.keys)
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
                diags.report(.misplacedStatement, "'finish' ends a screen; a coordinator ends with 'terminate'", at: s.span,
                             hint: scope.owner == .none ? nil : "write terminate(…) here")
                return nil
            }
            return Effect(.finish(resolveResultValue(expr, type: screenResult[n] ?? .void, owner: "screen '\(n)'", keyword: "finish", at: s.span, in: &scope)),
                          span: s.span)

        case .terminate(let expr):
            guard case .coordinator(let n) = scope.owner else {
                diags.report(.misplacedStatement, "'terminate' ends a coordinator; a screen ends with 'finish'", at: s.span,
                             hint: scope.owner == .none ? nil : "write finish(…) here")
                return nil
            }
            return Effect(.terminate(resolveResultValue(expr, type: coordinatorResult[n] ?? .void, owner: "coordinator '\(n)'", keyword: "terminate", at: s.span, in: &scope)),
                          span: s.span)

        case .release(let id):
            return resolveRelease(id, s, in: &scope)

        case .refresh(let id):
            guard screenDecls[id.name] != nil else {
                reportUnknown(id, kinds: "screen", candidates: screenDecls.keys)
                return nil
            }
            return Effect(.refresh(id.name), span: s.span)

        case .notify(let t):
            let name = t.name.name
            guard let decl = appEventDecls[name] else {
                diags.report(.unknownName, "unknown notification '\(name)'", at: t.name.span,
                             suggesting: suggest(name, in: appEventDecls.values.filter(\.isNotification).map(\.name.name)),
                             otherwise: "declare it at the top level: notification \(name)")
                return nil
            }
            guard decl.isNotification else {
                diags.report(.wrongKind, "'\(name)' is \(decl.isLink ? "a link" : "an event"): it reaches the app from outside, so the flow cannot post it",
                             at: t.name.span, hint: "declare what the app posts itself as: notification \(name)")
                return nil
            }
            let params = flow.appEvents[name]?.parameters ?? resolveParameters(decl.parameters)
            let arguments = Dictionary(resolveArguments(t, params: params, what: "notification '\(name)'", in: &scope), uniquingKeysWith: { a, _ in a })
            return Effect(.notify(name, arguments: arguments), span: s.span)

        case .call(let screenId, let methodId, let args):
            return resolveCall(screenId, methodId, args, s, in: &scope)

        case .alert(let e):
            guard let (r, t) = infer(e, in: &scope) else { return nil }
            switch t {
            case .string, .error: return Effect(.alert(r), span: s.span)
            default:
                diags.report(.typeMismatch, "alert shows a String or an error's message, not a \(t)", at: e.span)
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

        case .remove(let id):
            guard screenDecls[id.name] != nil else {
                reportUnknown(id, kinds: "screen", candidates: screenDecls.keys)
                return nil
            }
            return Effect(.remove(id.name), span: s.span)

        case .assign(let id, let e):
            guard let key = scope.stateKeys[id.name], let t = scope.vars[id.name] else {
                if scope.vars[id.name] != nil {
                    diags.report(.misplacedStatement, "'\(id.name)' is an input or an argument: only a 'var' can be set", at: id.span,
                                 hint: "declare it in the coordinator: var \(id.name) = …")
                } else {
                    diags.report(.unknownName, "unknown variable '\(id.name)'", at: id.span,
                                 suggesting: suggest(id.name, in: scope.stateKeys.keys),
                                 otherwise: "declare it in the coordinator (or the app): var \(id.name) = false")
                }
                return nil
            }
            if key == .presenting {
                diags.report(.misplacedStatement, "'presenting' cannot be set: it says whether the container this code acts from presents something",
                             at: id.span, hint: "declare a var of another name to keep a flag of your own")
                return nil
            }
            guard let v = check(e, expected: t, in: &scope) else { return nil }
            return Effect(.assign(key: key, v), span: s.span)

        case .callProcedure(let id, let args):
            guard case .coordinator(let c) = scope.owner else {
                diags.report(.misplacedStatement, "'\(id.name)()' calls a coordinator's func; a screen has none", at: id.span)
                return nil
            }
            guard let out = resolveFuncCall(of: c, id, args, shown: id.name, span: s.span, in: &scope) else { return nil }
            return Effect(.callProcedure(id.name, arguments: out), span: s.span)

        case .alertButtons(let e, let buttons):
            guard let (r, t) = infer(e, in: &scope) else { return nil }
            guard t == .string || { if case .error = t { return true }; return false }() else {
                diags.report(.typeMismatch, "alert shows a String or an error's message, not a \(t)", at: e.span)
                return nil
            }
            checkDuplicates(buttons.map(\.name), what: "button")
            var out: [AlertButton] = []
            for b in buttons {
                var local = scope
                out.append(AlertButton(name: b.name.name, body: resolveBody(b.body, in: &local), span: b.name.span))
            }
            if out.isEmpty { diags.report(.alertWithoutButtons, "an alert with a '{ }' needs at least one button", at: e.span, hint: "button ok") }
            return Effect(.alertButtons(r, buttons: out), span: s.span)
        }
    }

    /// `start Child as …`: a child coordinator started, with how its root is shown.
    mutating func resolveStart(_ target: Target, _ specOrNil: TransitionSpec?, _ handler: Handler?, _ s: Statement, in scope: inout Scope) -> Effect? {

        guard case .coordinator = scope.owner else {
            diags.report(.misplacedStatement, "only a coordinator starts child coordinators", at: s.span,
                         hint: "handle this action in a coordinator ('on Screen.action { start … }')")
            return nil
        }
        if screenDecls[target.name.name] != nil || tabsDecls[target.name.name] != nil {
            diags.report(.wrongKind, "'\(target.name.name)' is not a coordinator", at: target.name.span,
                         hint: "show screens with push, present or root")
            return nil
        }
        guard let childDecl = coordinatorDecls[target.name.name] else {
            reportUnknown(target.name, kinds: "coordinator", candidates: coordinatorDecls.keys)
            return nil
        }
        guard let spec = specOrNil else {
            // `start Child`: the child has no root and shows its own screens from its `start { … }`.
            if childDecl.root != nil {
                diags.report(.startShapeMismatch, "'\(target.name.name)' has a root screen: say how it is shown", at: target.span,
                             hint: "start \(target.name.name) as push   (or present, root, tab, embed)")
                return nil
            }
            guard let dest = resolveDestination(target, verb: "start", allowCoordinator: true, in: &scope) else { return nil }
            let child = target.name.name
            let h = handler.map { resolveHandler($0, resultType: coordinatorResult[child] ?? .void, what: "'\(child)'", child: child, in: scope) }
            return Effect(.start(dest, .itself, tab: nil, ShowOptions(), handler: h), span: s.span)
        }
        guard let kind = ShowKind(rawValue: spec.verb.name), kind != .itself else {
            diags.report(.unknownModifier, "'\(spec.verb.name)' is not a transition", at: spec.verb.span,
                         suggesting: suggest(spec.verb.name, in: ShowKind.allCases.filter { $0 != .itself }.map(\.rawValue)),
                         otherwise: "one of: root, push, present, tab, embed")
            return nil
        }
        if childDecl.root == nil {
            diags.report(.startShapeMismatch, "'\(target.name.name)' has no root screen: it shows its own screens from 'start { … }'",
                         at: spec.verb.span, hint: "start \(target.name.name)   (without 'as')")
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
            diags.report(.pushOfContainer,
                         "\(child)'s root is in its own navigation controller: pushing it crashes (\"Pushing a navigation controller is not supported\")",
                         at: spec.verb.span, hint: "present it or embed it instead, or drop 'withNavigation' from \(child)'s root")
        }
        let h = handler.map { resolveHandler($0, resultType: coordinatorResult[child] ?? .void, what: "'\(child)'", child: child, in: scope) }
        return Effect(.start(dest, kind, tab: tab, opts, handler: h), span: s.span)
    }

    /// `release`, `release Child`, `release all`: who lets go of which child.
    mutating func resolveRelease(_ id: Identifier?, _ s: Statement, in scope: inout Scope) -> Effect? {

        if let id, id.name == "all", coordinatorDecls["all"] == nil {
            guard case .coordinator = scope.owner else {
                diags.report(.releaseWithoutChild, "only a coordinator holds children to release", at: s.span)
                return nil
            }
            return Effect(.releaseAll, span: s.span)
        }
        if let id {
            guard coordinatorDecls[id.name] != nil else {
                reportUnknown(id, kinds: "coordinator", candidates: coordinatorDecls.keys)
                return nil
            }
            guard case .coordinator = scope.owner else {
                diags.report(.releaseWithoutChild, "only a coordinator holds children to release", at: s.span)
                return nil
            }
            return Effect(.release(id.name), span: s.span)
        }
        guard let child = scope.startedChild else {
            diags.report(.releaseWithoutChild, "'release' here has no child to release", at: s.span,
                         hint: "release goes in the termination handler: start Child as present then (r) { dismiss; release }")
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
                diags.report(.misplacedStatement, "'\(screenId.name).\(methodId.name)()' calls a coordinator's func; only a coordinator's code holds a reference to another coordinator", at: screenId.span)
                return nil
            }
            guard let out = resolveFuncCall(of: screenId.name, methodId, args, shown: "\(screenId.name).\(methodId.name)", span: s.span, in: &scope) else { return nil }
            return Effect(.callAncestor(coordinator: screenId.name, func: methodId.name, arguments: out), span: s.span)
        }
        guard let screen = screenDecls[screenId.name] else {
            reportUnknown(screenId, kinds: "screen", candidates: screenDecls.keys)
            return nil
        }
        guard let m = screen.methods.first(where: { $0.name.name == methodId.name }) else {
            let names = screen.methods.map(\.name.name)
            diags.report(.unknownMember, "screen '\(screenId.name)' has no method '\(methodId.name)'", at: methodId.span,
                         suggesting: suggest(methodId.name, in: names),
                         otherwise: "declare it in the screen: method \(methodId.name)")
            return nil
        }
        let params = resolveParameters(m.parameters)
        let t = Target(name: screenId, entry: nil, arguments: args, span: s.span)
        let resolved = resolveArguments(t, params: params, what: "method '\(screenId.name).\(methodId.name)'", in: &scope)
        return Effect(.call(screen: screenId.name, method: methodId.name, arguments: Dictionary(resolved, uniquingKeysWith: { a, _ in a })),
                      span: s.span)
    }

    mutating func resolveTab(_ ref: TabRef) -> TabSelector? {
        switch ref {
        case .index(let i, let span):
            let maxTabs = tabsDecls.values.map(\.tabs.count).max() ?? 0
            if maxTabs == 0 {
                diags.report(.noTabBar, "tab \(i) is selected but the flow has no tab bar", at: span, hint: "declare one: tabs Main { tab home: Home }")
                return nil
            }
            if i < 0 || i >= maxTabs {
                diags.report(.noTabBar, "tab index \(i) is out of range: the largest tab bar has \(maxTabs) tabs (0…\(maxTabs - 1))", at: span)
                return nil
            }
            return .index(i)
        case .name(let id):
            let names = tabsDecls.values.flatMap { $0.tabs.map(\.name.name) }
            guard names.contains(id.name) else {
                if tabsDecls.isEmpty {
                    diags.report(.noTabBar, "tab '\(id.name)' is selected but the flow has no tab bar", at: id.span)
                } else {
                    diags.report(.unknownName, "no tab bar has a tab '\(id.name)'", at: id.span,
                                 suggesting: suggest(id.name, in: names),
                                 otherwise: "the tabs are: " + names.joined(separator: ", "))
                }
                return nil
            }
            return .name(id.name)
        }
    }

    mutating func resolveResultValue(_ expr: Expr?, type: FlowType, owner: String, keyword: String, at span: SourceSpan,
                                     in scope: inout Scope) -> ValueExpr? {
        guard let expr else {
            if type != .void {
                diags.report(.noResultType, "\(owner) returns \(type): '\(keyword)' needs a value", at: span,
                             hint: "\(keyword)(\(exampleValue(type)))")
            }
            return nil
        }
        if type == .void {
            diags.report(.noResultType, "\(owner) declares no result type, so '\(keyword)' takes no value", at: expr.span,
                         hint: "declare one: -> Bool (or an enum, or Result<Success, Failure>)")
            return nil
        }
        return check(expr, expected: type, in: &scope)
    }

    mutating func resolveHandler(_ h: Handler, resultType: FlowType, what: String, child: String?, in outer: Scope) -> ResultHandler {
        var scope = outer
        scope.startedChild = child ?? outer.startedChild
        var binding: String? = nil
        if let b = h.binding, b.name != "_" {
            if resultType == .void {
                diags.report(.handlerWithoutResult, "\(what) has no result type, so '\(b.name)' is always ()", at: b.span,
                             hint: "write 'then { … }' without a name")
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
                diags.report(.typeMismatch, "a condition must be a Bool, not \(t)", at: c.lhs.span,
                             hint: t == .void ? nil : "compare it: if \(c.lhs.span.text) == \(exampleValue(t))")
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
    mutating func resolveFuncCall(of coordinator: String, _ id: Identifier, _ args: [Argument], shown: String, span: SourceSpan,
                                  in scope: inout Scope) -> [String: ValueExpr]? {
        guard let params = procedureParams[coordinator]?[id.name] else {
            let names = Array(procedureParams[coordinator]?.keys ?? [:].keys)
            diags.report(.unknownMember, "\(coordinator) has no func '\(id.name)'", at: id.span,
                         suggesting: suggest(id.name, in: names),
                         otherwise: "declare it in \(coordinator): func \(id.name)() { … }")
            return nil
        }
        let t = Target(name: id, entry: nil, arguments: args, span: span)
        var out: [String: ValueExpr] = [:]
        for (k, v) in resolveArguments(t, params: params, what: "func '\(shown)'", in: &scope) { out[k] = v }
        return out
    }
}
