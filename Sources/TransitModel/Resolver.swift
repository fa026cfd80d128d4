// SPDX-License-Identifier: MIT
import TransitLanguage

/// Binds names and checks types: syntax tree in, resolved `Flow` and diagnostics out.
/// Like the resolver pass of an interpreter, it reports every problem it can and keeps going.
public struct Resolver {
    var diags = DiagnosticBag()
    var flow = Flow()
    /// Edit-distance work spent on "did you mean" so far (bounded by Suggest.workLimit per load). A reference, so
    /// that `suggest` need not be mutating and can take its candidates lazily from the resolver's own tables.
    let suggestionWork = WorkCounter()

    final class WorkCounter {
        var spent = 0
    }

    // Declarations by name, collected in the first pass.
    var screenDecls: [String: ScreenDecl] = [:]
    var coordinatorDecls: [String: CoordinatorDecl] = [:]
    var tabsDecls: [String: TabsDecl] = [:]
    var enumDecls: [String: EnumDecl] = [:]
    var errorDecls: [String: ErrorDecl] = [:]
    var modelDecls: [String: ModelDecl] = [:]
    var actionSetDecls: [String: ActionSetDecl] = [:]
    var appDecls: [AppDecl] = []
    var appEventDecls: [String: AppEventDecl] = [:]
    var requireDecls: [RequireDecl] = []
    /// Variables and procedure signatures, resolved before bodies so handlers can use them in any order.
    var coordinatorVars: [String: [VarDef]] = [:]
    var appVars: [VarDef] = []
    var procedureParams: [String: [String: [ParameterSpec]]] = [:]
    var declaredAt: [String: (kind: NameKind, span: SourceSpan)] = [:]

    /// Resolved signatures, available before bodies are resolved.
    var screenParams: [String: [ParameterSpec]] = [:]
    var screenResult: [String: FlowType] = [:]
    var entryParams: [String: [String: [ParameterSpec]]] = [:]
    var coordinatorParams: [String: [ParameterSpec]] = [:]
    var coordinatorResult: [String: FlowType] = [:]

    public static let maxDeclarations = 200_000

    public init() {}

    public static func resolve(_ units: [SourceUnit]) -> (flow: Flow, diagnostics: [Diagnostic]) {
        var r = Resolver()
        r.flow.files = units.map(\.file)
        r.collect(units)
        r.resolveTypes()
        r.resolveSignatures()
        r.resolveBodies()
        return (r.flow, r.diags.items)
    }

    // MARK: Pass 1: collect

    mutating func declare(_ id: Identifier, kind: NameKind) -> Bool {
        if let prev = declaredAt[id.name] {
            diags.report(NameMessage.alreadyDeclared(id.name, as: prev.kind), at: id.span,
                         notes: [.init(CommonNote.firstDeclaredHere, span: prev.span)])
            return false
        }
        declaredAt[id.name] = (kind, id.span)
        return true
    }

    mutating func collect(_ units: [SourceUnit]) {
        var count = 0
        for unit in units {
            for decl in unit.declarations {
                count += 1
                if count == Resolver.maxDeclarations + 1 {
                    diags.report(DeclarationMessage.tooManyDeclarations(Resolver.maxDeclarations), at: Resolver.span(of: decl))
                }
                if count > Resolver.maxDeclarations { continue }
                switch decl {
                case .include: break
                case .app(let a): appDecls.append(a)
                case .enumeration(let e): if declare(e.name, kind: .enumeration) { enumDecls[e.name.name] = e }
                case .error(let e): if declare(e.name, kind: .errorType) { errorDecls[e.name.name] = e }
                case .model(let m): if declare(m.name, kind: .modelType) { modelDecls[m.name.name] = m }
                case .actionSet(let a): if declare(a.name, kind: .actionSet) { actionSetDecls[a.name.name] = a }
                case .screen(let s):
                    if declare(s.name, kind: .screen) { screenDecls[s.name.name] = s; flow.screenOrder.append(s.name.name) }
                case .coordinator(let c):
                    if declare(c.name, kind: .coordinator) {
                        coordinatorDecls[c.name.name] = c; flow.coordinatorOrder.append(c.name.name)
                    }
                case .tabs(let t): if declare(t.name, kind: .tabBar) { tabsDecls[t.name.name] = t }
                case .requirement(let r): requireDecls.append(r)
                case .event(let e):
                    if declare(e.name, kind: e.isNotification ? .notification : e.isLink ? .link : .event) {
                        appEventDecls[e.name.name] = e; flow.appEventOrder.append(e.name.name)
                    }
                }
            }
        }
        if appDecls.isEmpty {
            if !units.isEmpty, !(screenDecls.isEmpty && coordinatorDecls.isEmpty) {
                diags.report(DeclarationMessage.noApp(launch: flow.coordinatorOrder.first ?? flow.screenOrder.first ?? "Main"),
                             at: units.first.map { SourceSpan(file: $0.file, start: 0, end: 0) })
            }
        } else if appDecls.count > 1 {
            for a in appDecls.dropFirst() {
                diags.report(DeclarationMessage.duplicateApp, at: a.name.span,
                             notes: [.init(DeclarationNote.firstAppDeclaredHere, span: appDecls[0].name.span)])
            }
        }
    }

    // MARK: Pass 2: types

    mutating func resolveTypes() {
        for (n, e) in enumDecls {
            checkDuplicates(e.cases, what: .enumCase)
            flow.enums[n] = EnumDef(name: n, cases: e.cases.map(\.name), span: e.name.span)
        }
        for (n, e) in errorDecls {
            checkDuplicates(e.cases.map(\.name), what: .errorCase)
            var messages: [String: String] = [:]
            for c in e.cases { messages[c.name.name] = c.message ?? c.name.name }
            flow.errors[n] = ErrorDef(name: n, cases: e.cases.map(\.name.name), messages: messages, span: e.name.span)
        }
        for (n, m) in modelDecls {
            var samples: [String] = []
            for s in m.samples {
                if case .string(let v, _) = s { samples.append(v) } else {
                    diags.report(DeclarationMessage.sampleNotString, at: s.span)
                }
            }
            flow.models[n] = ModelDef(name: n, samples: samples, span: m.name.span)
        }
    }

    mutating func checkDuplicates(_ ids: [Identifier], what: NameKind) {
        var seen: [String: SourceSpan] = [:]
        for id in ids {
            if let prev = seen[id.name] {
                diags.report(NameMessage.duplicate(what, id.name), at: id.span,
                             notes: [.init(CommonNote.firstDeclaredHere, span: prev)])
            } else { seen[id.name] = id.span }
        }
    }

    var typeNames: [String] {
        ["String", "Int", "Bool", "Void"] + Array(enumDecls.keys) + Array(errorDecls.keys) + Array(modelDecls.keys)
    }

    mutating func resolveType(_ t: TypeSyntax) -> FlowType? {
        let n = t.name.name
        if n == "Result" {
            guard t.arguments.count == 2 else {
                diags.report(DeclarationMessage.resultNeedsTwoTypes, at: t.span)
                return nil
            }
            guard let s = resolveType(t.arguments[0]), let f = resolveType(t.arguments[1]) else { return nil }
            guard case .error = f else {
                diags.report(DeclarationMessage.resultFailureNotError(f), at: t.arguments[1].span)
                return nil
            }
            return .result(s, f)
        }
        if !t.arguments.isEmpty {
            diags.report(DeclarationMessage.takesNoTypeArguments(n), at: t.span)
        }
        switch n {
        case "String": return .string
        case "Int": return .int
        case "Bool": return .bool
        case "Void": return .void
        default:
            if enumDecls[n] != nil { return .enumeration(n) }
            if errorDecls[n] != nil { return .error(n) }
            if modelDecls[n] != nil { return .model(n) }
            if let k = declaredAt[n] {
                diags.report(NameMessage.wrongKind(n, is: k.kind, expected: .type), at: t.name.span)
                return nil
            }
            diags.report(NameMessage.unknown(.type, n), at: t.name.span, suggesting: suggest(n, in: typeNames + ["Result"]))
            return nil
        }
    }

    mutating func resolveParameters(_ ps: [Parameter]) -> [ParameterSpec] {
        checkDuplicates(ps.map(\.name), what: .parameter)
        var out: [ParameterSpec] = []
        for p in ps {
            guard let t = resolveType(p.type) else {
                out.append(ParameterSpec(name: p.name.name, type: .void, defaultValue: nil, span: p.name.span))
                continue
            }
            var def: Value? = nil
            if let d = p.defaultValue {
                var scope = Scope(owner: .none)
                if let e = check(d, expected: t, in: &scope), case .constant(let v) = e { def = v }
                else if d.isConstantLike == false {
                    diags.report(DeclarationMessage.defaultNotLiteral, at: d.span)
                }
            }
            out.append(ParameterSpec(name: p.name.name, type: t, defaultValue: def, span: p.name.span))
        }
        return out
    }

    // MARK: Pass 3: signatures

    mutating func resolveSignatures() {
        for (n, s) in screenDecls {
            screenParams[n] = resolveParameters(s.parameters)
            screenResult[n] = s.result.flatMap { resolveType($0) } ?? .void
            checkDuplicates(s.entries.map(\.name), what: .entry)
            var entries: [String: [ParameterSpec]] = [:]
            for e in s.entries {
                let ep = resolveParameters(e.parameters)
                let clash = ep.filter { p in screenParams[n]!.contains { $0.name == p.name } }
                for c in clash {
                    diags.report(DeclarationMessage.entryRepeatsInput(entry: e.name.name, input: c.name), at: c.span)
                }
                entries[e.name.name] = ep
            }
            entryParams[n] = entries
        }
        for (n, c) in coordinatorDecls {
            coordinatorParams[n] = resolveParameters(c.parameters)
            coordinatorResult[n] = c.result.flatMap { resolveType($0) } ?? .void
            checkDuplicates(c.vars.map(\.name) + c.procedures.map(\.name), what: .member)
            coordinatorVars[n] = c.vars.compactMap { resolveVar($0, clashes: coordinatorParams[n] ?? []) }
            var procs: [String: [ParameterSpec]] = [:]
            for p in c.procedures { procs[p.name.name] = resolveParameters(p.parameters) }
            procedureParams[n] = procs
        }
        if let a = appDecls.first {
            checkDuplicates(a.vars.map(\.name) + a.paths.map(\.name), what: .variable)
            appVars = a.vars.compactMap { resolveVar($0, clashes: [], launchState: true) }
            for p in a.paths where flow.paths[p.name.name] == nil {
                guard let t = resolveType(p.element) else { continue }
                guard case .enumeration(let e) = t else {
                    diags.report(SwiftUIMessage.pathElementNotEnum(path: p.name.name, t), at: p.element.span)
                    continue
                }
                flow.paths[p.name.name] = PathDef(name: p.name.name, element: e, span: p.name.span)
            }
        }
        for n in flow.appEventOrder {
            guard let e = appEventDecls[n] else { continue }
            var expects: String? = nil
            if let x = e.expects {
                if screenDecls[x.name] != nil { expects = x.name }
                else { reportUnknown(x, kinds: .screen, candidates: screenDecls.keys) }
            }
            flow.appEvents[n] = AppEventDef(name: n, isLink: e.isLink, parameters: resolveParameters(e.parameters), expects: expects,
                                            span: e.name.span, isNotification: e.isNotification)
        }
    }

    /// `var name = literal` or `var name: Type = value`.
    mutating func resolveVar(_ v: VarDecl, clashes: [ParameterSpec], launchState: Bool = false) -> VarDef? {
        if let c = clashes.first(where: { $0.name == v.name.name }) {
            diags.report(DeclarationMessage.alreadyCoordinatorInput(v.name.name), at: v.name.span,
                         notes: c.span.map { [.init(DeclarationNote.inputDeclaredHere, span: $0)] } ?? [])
            return nil
        }
        // `var loggedIn: Bool = any`: launch state, every value of a finite type.
        if case .name(let id) = v.initial, id.name == "any" {
            guard launchState else {
                diags.report(DeclarationMessage.anyOutsideApp(variable: v.name.name, app: appDecls.first?.name.name ?? "X"), at: v.initial.span)
                return nil
            }
            guard let t = v.type else {
                diags.report(DeclarationMessage.anyNeedsType(variable: v.name.name), at: v.initial.span)
                return nil
            }
            guard let type = resolveType(t) else { return nil }
            guard let all = flow.values(of: type, limit: 64), let first = all.first else {
                diags.report(DeclarationMessage.anyHasTooManyValues(type), at: v.initial.span)
                return nil
            }
            var d = VarDef(name: v.name.name, type: type, initial: first, span: v.name.span)
            d.launchValues = all
            return d
        }
        var scope = Scope(owner: .none)
        if let t = v.type {
            guard let type = resolveType(t) else { return nil }
            guard let e = check(v.initial, expected: type, in: &scope) else { return nil }
            guard case .constant(let value) = e else {
                diags.report(DeclarationMessage.varNotLiteral, at: v.initial.span)
                return nil
            }
            return VarDef(name: v.name.name, type: type, initial: value, span: v.name.span)
        }
        guard let (e, type) = inferQuietly(v.initial, in: &scope), case .constant(let value) = e else {
            diags.report(ExpressionMessage.typeCannotBeTold(v.initial.span.text, declaring: v.name.name), at: v.initial.span)
            return nil
        }
        return VarDef(name: v.name.name, type: type, initial: value, span: v.name.span)
    }

    // MARK: Pass 4: bodies

    mutating func resolveBodies() {
        for n in flow.screenOrder { if let s = screenDecls[n] { flow.screens[n] = resolveScreen(s) } }
        for n in flow.coordinatorOrder { if let c = coordinatorDecls[n] { flow.coordinators[n] = resolveCoordinator(c) } }
        for (n, t) in tabsDecls { flow.tabBars[n] = resolveTabs(t) }
        if let a = appDecls.first { flow.app = resolveApp(a) }
        resolveRequirements()
    }

    mutating func resolveApp(_ a: AppDecl) -> AppDef? {
        guard let target = a.launch else {
            diags.report(DeclarationMessage.noLaunch(app: a.name.name), at: a.name.span)
            return nil
        }
        var scope = Scope(owner: .none)
        // `launch AppRouter(state: state)`: a launch argument may read the app's variables (a launch state).
        scope.addState(appVars, as: VariableKey.app)
        guard let dest = resolveDestination(target, verb: "launch", allowCoordinator: true, in: &scope) else { return nil }
        let opts = resolveModifiers(a.modifiers, allowed: ["withNavigation", "path"], verb: "launch")
        return AppDef(name: a.name.name, launch: dest, options: opts, span: a.name.span, vars: appVars)
    }

    mutating func resolveTabs(_ t: TabsDecl) -> TabBarDef {
        checkDuplicates(t.tabs.map(\.name), what: .tab)
        var tabs: [TabDef] = []
        // The coordinator whose root is this tab bar handles its coordinator tabs' termination.
        let owner = flow.coordinatorOrder.first { coordinatorDecls[$0]?.root?.name.name == t.name.name }
        for item in t.tabs {
            var scope = Scope(owner: .none)
            let opts = resolveModifiers(item.modifiers, allowed: ["withNavigation", "path", "hosted"], verb: "tab")
            if let d = resolveDestination(item.target, verb: "tab", allowCoordinator: true, in: &scope) {
                if case .tabs = d.ref {
                    diags.report(DeclarationMessage.tabBarInTabBar, at: item.target.span)
                }
                var handler: ResultHandler? = nil
                if let h = item.handler {
                    guard case .coordinator(let child) = d.ref, let o = owner else {
                        diags.report(DeclarationMessage.tabHandlerOutsideRoot(tabBar: t.name.name), at: h.span)
                        continue
                    }
                    var hs = Scope(owner: .coordinator(o))
                    for p in coordinatorParams[o] ?? [] { hs.vars[p.name] = p.type }
                    hs.addState(coordinatorVars[o] ?? [], as: VariableKey.coordinator)
                    hs.addState(appVars, as: VariableKey.app)
                    handler = resolveHandler(h, resultType: coordinatorResult[child] ?? .void, shown: child, child: child, in: hs)
                }
                tabs.append(TabDef(name: item.name.name, destination: d, withNavigation: opts.withNavigation, path: opts.path,
                                   span: item.span, handler: handler, hosted: opts.hosted))
            }
        }
        if tabs.isEmpty { diags.report(DeclarationMessage.emptyTabBar(t.name.name), at: t.name.span) }
        return TabBarDef(name: t.name.name, tabs: tabs, span: t.name.span)
    }

    mutating func resolveScreen(_ s: ScreenDecl) -> ScreenDef {
        let name = s.name.name
        let params = screenParams[name] ?? []
        let result = screenResult[name] ?? .void
        var actions: [ActionDef] = []
        checkDuplicates(s.actions.map(\.name), what: .action)
        checkDuplicates(s.methods.map(\.name), what: .method)
        checkDuplicates(s.cells.map(\.name), what: .cell)
        for a in s.actions { actions.append(resolveAction(a, screen: name, origin: nil)) }
        // Adopted action sets: the set's actions unless the screen declares its own of the same name.
        for setName in adoptedSets(s.adopts) {
            for a in actionSetDecls[setName]!.actions where !actions.contains(where: { $0.name == a.name.name }) {
                actions.append(resolveAction(a, screen: name, origin: setName))
            }
        }
        var cells: [CellDef] = []
        for c in s.cells {
            var cellActions: [ActionDef] = []
            checkDuplicates(c.actions.map(\.name), what: .action)
            for a in c.actions { cellActions.append(resolveAction(a, screen: name, origin: nil)) }
            for setName in adoptedSets(c.adopts) {
                for a in actionSetDecls[setName]!.actions where !cellActions.contains(where: { $0.name == a.name.name }) {
                    cellActions.append(resolveAction(a, screen: name, origin: setName))
                }
            }
            cells.append(CellDef(name: c.name.name, actions: cellActions, span: c.name.span))
        }
        var methods: [MethodDef] = []
        for m in s.methods { methods.append(MethodDef(name: m.name.name, parameters: resolveParameters(m.parameters), span: m.name.span)) }
        var entries: [EntryDef] = []
        for e in s.entries {
            let ep = entryParams[name]?[e.name.name] ?? []
            let (back, swipe) = resolveBacks(e.backs, owner: .screen(name), extra: ep)
            entries.append(EntryDef(name: e.name.name, parameters: ep, back: back, swipe: swipe, span: e.name.span))
        }
        let (back, swipe) = resolveBacks(s.backs, owner: .screen(name), extra: [])
        var hooks: [LifecycleDecl.Kind: [Effect]] = [:]
        var seenHooks: [LifecycleDecl.Kind: SourceSpan] = [:]
        for h in s.lifecycle {
            if let prev = seenHooks[h.kind] {
                diags.report(DeclarationMessage.hookDeclaredTwice(h.kind.rawValue), at: h.span,
                             notes: [.init(CommonNote.firstDeclaredHere, span: prev)])
                continue
            }
            seenHooks[h.kind] = h.span
            var scope = screenScope(name, params)
            hooks[h.kind] = resolveBody(h.body, in: &scope)
        }
        var def = ScreenDef(name: name, parameters: params, resultType: result, entries: entries, actions: actions,
                            methods: methods, cells: cells, back: back, swipe: swipe, nonDismissible: s.nonDismissible != nil,
                            adopts: s.adopts.map(\.name) + s.cells.flatMap { $0.adopts.map(\.name) }, span: s.name.span,
                            resultOptional: s.resultOptional, hidesBackButton: s.hidesBackButton != nil, strongOwner: s.strongOwner != nil,
                            hidesBottomBar: s.hidesBottomBar != nil, onLoad: hooks[.load], onAppear: hooks[.appear])
        def.onReselect = hooks[.reselect]
        def.ownsNavigationStack = s.navigationStack != nil
        if def.ownsNavigationStack { flow.hasScreenOwningAStack = true }
        def.destinations = resolveRouteDestinations(s.destinations, screen: name, params: params)
        def.presentations = resolvePresentations(s.presentations, screen: name, params: params)
        def.alerts = resolveAlertBindings(s.alerts, screen: name, params: params, sheets: s.presentations.map(\.binding))
        return def
    }

    mutating func adoptedSets(_ ids: [Identifier]) -> [String] {
        var out: [String] = []
        for id in ids {
            if actionSetDecls[id.name] != nil { out.append(id.name); continue }
            if let k = declaredAt[id.name] {
                diags.report(NameMessage.wrongKind(id.name, is: k.kind, expected: .actionSet), at: id.span)
            } else {
                diags.report(NameMessage.unknown(.actionSet, id.name), at: id.span, suggesting: suggest(id.name, in: actionSetDecls.keys))
            }
        }
        return out
    }

    mutating func resolveBacks(_ backs: [BackDecl], owner: Scope.Owner, extra: [ParameterSpec]) -> (BackBehavior, BackBehavior) {
        var back = BackBehavior.undeclared, swipe = BackBehavior.undeclared
        var seen: [BackDecl.Gesture: SourceSpan] = [:]
        for b in backs {
            if let prev = seen[b.gesture] {
                diags.report(DeclarationMessage.hookDeclaredTwice(b.gesture.rawValue), at: b.span,
                             notes: [.init(CommonNote.firstDeclaredHere, span: prev)])
                continue
            }
            seen[b.gesture] = b.span
            var behavior = BackBehavior.none
            if let body = b.body {
                var scope: Scope
                if case .coordinator(let c) = owner {
                    scope = coordinatorScope(c)
                } else {
                    scope = Scope(owner: owner)
                    for p in ownerParameters(owner) { scope.vars[p.name] = p.type }
                    scope.addState(appVars, as: VariableKey.app)
                }
                for p in extra { scope.bind(p.name, p.type) }
                behavior = .effects(resolveBody(body, in: &scope))
            }
            if b.gesture == .back { back = behavior } else { swipe = behavior }
        }
        return (back, swipe)
    }

    func ownerParameters(_ owner: Scope.Owner) -> [ParameterSpec] {
        switch owner {
        case .screen(let n): return screenParams[n] ?? []
        case .coordinator(let n): return coordinatorParams[n] ?? []
        case .none: return []
        }
    }

    mutating func resolveAction(_ a: ActionDecl, screen: String, origin: String?) -> ActionDef {
        let params = resolveParameters(a.parameters)
        var body: [Effect]? = nil
        if let b = a.body {
            var scope = Scope(owner: .screen(screen))
            for p in (screenParams[screen] ?? []) + params { scope.vars[p.name] = p.type }
            scope.addState(appVars, as: VariableKey.app)
            body = resolveBody(b, in: &scope)
        }
        return ActionDef(name: a.name.name, parameters: params, body: body, origin: origin, span: a.name.span)
    }

    mutating func resolveCoordinator(_ c: CoordinatorDecl) -> CoordinatorDef {
        let name = c.name.name
        var root: Destination? = nil
        var opts = ShowOptions()
        if let r = c.root {
            var scope = coordinatorScope(name)
            root = resolveDestination(r, verb: "root", allowCoordinator: false, in: &scope)
            opts = resolveModifiers(c.rootModifiers, allowed: ["withNavigation", "path"], verb: "root")
        } else if c.start == nil {
            diags.report(DeclarationMessage.noRootOrStart(coordinator: name), at: c.name.span)
        }
        var startBody: [Effect]? = nil
        if let st = c.start {
            var scope = coordinatorScope(name)
            startBody = resolveBody(st, in: &scope)
        }
        var procedures: [String: ProcedureDef] = [:]
        for p in c.procedures {
            var scope = coordinatorScope(name)
            let params = procedureParams[name]?[p.name.name] ?? []
            for x in params { scope.bind(x.name, x.type) }
            procedures[p.name.name] = ProcedureDef(name: p.name.name, parameters: params, body: resolveBody(p.body, in: &scope),
                                                   span: p.name.span)
        }
        var events: [EventHandlerDef] = []
        var seenEvents: [String: SourceSpan] = [:]
        for e in c.events {
            if let prev = seenEvents[e.event.name] {
                diags.report(DeclarationMessage.handledTwice(e.event.name, coordinator: name), at: e.event.span,
                             notes: [.init(CommonNote.firstHandledHere, span: prev)])
                continue
            }
            seenEvents[e.event.name] = e.span
            guard let def = flow.appEvents[e.event.name] else {
                if let k = declaredAt[e.event.name] {
                    diags.report(NameMessage.wrongKind(e.event.name, is: k.kind, expected: .event), at: e.event.span)
                } else {
                    diags.report(NameMessage.unknown(.event, e.event.name), at: e.event.span,
                                 suggesting: suggest(e.event.name, in: Array(appEventDecls.keys) + ["back", "swipe"]))
                }
                var scope = coordinatorScope(name)
                _ = resolveBody(e.body, in: &scope)
                continue
            }
            var scope = coordinatorScope(name)
            var names: [String] = []
            let given = e.bindings?.map(\.name) ?? def.parameters.map(\.name)
            if given.count > def.parameters.count, let extra = e.bindings?[def.parameters.count] {
                diags.report(DeclarationMessage.tooManyNames(def.name, arguments: def.parameters.count, given: given.count), at: extra.span)
            }
            for (i, b) in given.enumerated() where i < def.parameters.count {
                names.append(b)
                if b != "_" { scope.bind(b, def.parameters[i].type) }
            }
            events.append(EventHandlerDef(event: def.name, bindings: names, body: resolveBody(e.body, in: &scope), span: e.span))
        }
        var reselect: [String: [Effect]] = [:]
        var select: [String: [Effect]] = [:]
        for (h, isReselect) in c.reselectHooks.map({ ($0, true) }) + c.selectHooks.map({ ($0, false) }) {
            let tabNames = Set(tabsDecls.values.flatMap { $0.tabs.map(\.name.name) })
            guard tabNames.contains(h.tab.name) else {
                diags.report(NameMessage.noTab(h.tab.name), at: h.tab.span, suggesting: suggest(h.tab.name, in: tabNames))
                continue
            }
            if (isReselect ? reselect : select)[h.tab.name] != nil {
                diags.report(DeclarationMessage.tabHookDeclaredTwice(tab: h.tab.name, reselect: isReselect, coordinator: name), at: h.span)
                continue
            }
            var scope = coordinatorScope(name)
            let body = resolveBody(h.body, in: &scope)
            if isReselect { reselect[h.tab.name] = body } else { select[h.tab.name] = body }
        }
        var hooks: [PopHookDef] = []
        for h in c.popHooks {
            guard screenDecls[h.screen.name] != nil else {
                reportUnknown(h.screen, kinds: .screen, candidates: screenDecls.keys)
                continue
            }
            var scope = coordinatorScope(name)
            scope.startedChild = ""
            hooks.append(PopHookDef(screen: h.screen.name, will: h.will, body: resolveBody(h.body, in: &scope), span: h.span, leaves: h.leaves))
        }
        var handlers: [OnActionDef] = []
        var seen: [String: SourceSpan] = [:]
        for h in c.handlers {
            let key = [h.screen.name, h.cell?.name, h.action.name].compactMap { $0 }.joined(separator: ".")
            if let prev = seen[key] {
                diags.report(DeclarationMessage.handledTwice(key, coordinator: name), at: h.screen.span.to(h.action.span),
                             notes: [.init(CommonNote.firstHandledHere, span: prev)])
                continue
            }
            seen[key] = h.span
            if let d = resolveOnAction(h, coordinator: name) { handlers.append(d) }
        }
        let (back, swipe) = resolveBacks(c.backs, owner: .coordinator(name), extra: [])
        return CoordinatorDef(name: name, parameters: coordinatorParams[name] ?? [], resultType: coordinatorResult[name] ?? .void,
                              root: root, rootOptions: opts, handlers: handlers, back: back, swipe: swipe, span: c.name.span,
                              vars: coordinatorVars[name] ?? [], procedures: procedures, eventHandlers: events, popHooks: hooks,
                              reselectHooks: reselect, selectHooks: select,
                              start: startBody, resultOptional: c.resultOptional, strongParent: c.strongParent != nil,
                              weakNavigation: c.weakNavigation != nil)
    }

    /// What a coordinator's bodies see: its inputs, its variables and the app's.
    func coordinatorScope(_ name: String) -> Scope {
        var scope = Scope(owner: .coordinator(name))
        for p in coordinatorParams[name] ?? [] { scope.vars[p.name] = p.type }
        scope.addState(coordinatorVars[name] ?? [], as: VariableKey.coordinator)
        scope.addState(appVars, as: VariableKey.app)
        // `presenting`: whether the container this code acts from presents something (presentedViewController != nil).
        if scope.vars["presenting"] == nil {
            scope.vars["presenting"] = .bool
            scope.stateKeys["presenting"] = .presenting
        }
        return scope
    }

    mutating func resolveOnAction(_ h: OnActionDecl, coordinator: String) -> OnActionDef? {
        guard let screen = screenDecls[h.screen.name] else {
            reportUnknown(h.screen, kinds: .screen, candidates: screenDecls.keys)
            return nil
        }
        var actionParams: [Parameter]? = nil
        var candidates: [String] = []
        if let cellId = h.cell {
            guard let cell = screen.cells.first(where: { $0.name.name == cellId.name }) else {
                diags.report(NameMessage.noCell(cellId.name, screen: screen.name.name), at: cellId.span,
                             suggesting: suggest(cellId.name, in: screen.cells.map(\.name.name)))
                return nil
            }
            let all = cell.actions + adoptedSetActions(cell.adopts)
            candidates = all.map(\.name.name)
            actionParams = all.first { $0.name.name == h.action.name }?.parameters
        } else {
            let all = screen.actions + adoptedSetActions(screen.adopts)
            candidates = all.map(\.name.name)
            actionParams = all.first { $0.name.name == h.action.name }?.parameters
        }
        guard let params = actionParams else {
            diags.report(NameMessage.noAction(h.action.name, screen: h.screen.name, actions: candidates), at: h.action.span,
                         suggesting: suggest(h.action.name, in: candidates))
            return nil
        }
        var scope = coordinatorScope(coordinator)
        // The sending screen's inputs, as a handler reads its view controller's properties (shadowed by the rest).
        var screenInputs: [String] = []
        for p in screenParams[h.screen.name] ?? [] where scope.vars[p.name] == nil {
            scope.vars[p.name] = p.type
            screenInputs.append(p.name)
        }
        var names: [String] = []
        if let b = h.bindings {
            if b.count > params.count {
                diags.report(DeclarationMessage.tooManyNames(h.action.name, arguments: params.count, given: b.count), at: b[params.count].span)
            }
            for (i, id) in b.enumerated() where i < params.count {
                names.append(id.name)
                if id.name != "_" { scope.bind(id.name, resolveType(params[i].type) ?? .void) }
            }
        } else {
            for p in params {
                names.append(p.name.name)
                scope.bind(p.name.name, resolveType(p.type) ?? .void)
            }
        }
        let body = resolveBody(h.body, in: &scope)
        return OnActionDef(screen: h.screen.name, cell: h.cell?.name, action: h.action.name, bindings: names, body: body, span: h.span,
                           screenInputs: screenInputs)
    }

    func adoptedSetActions(_ ids: [Identifier]) -> [ActionDecl] {
        ids.compactMap { actionSetDecls[$0.name] }.flatMap(\.actions)
    }

    /// `candidates`: the declared names of that kind, looked through (within the suggestion budget) only when the
    /// name is not declared as something else.
    mutating func reportUnknown(_ id: Identifier, kinds: NameKind, candidates: some Sequence<String>) {
        if let k = declaredAt[id.name] {
            diags.report(NameMessage.wrongKind(id.name, is: k.kind, expected: kinds), at: id.span)
            return
        }
        diags.report(NameMessage.unknown(kinds, id.name), at: id.span, suggesting: suggest(id.name, in: candidates))
    }
}

extension Resolver {
    static func span(of d: Declaration) -> SourceSpan {
        switch d {
        case .include(let x): return x.span
        case .app(let x): return x.name.span
        case .enumeration(let x): return x.name.span
        case .error(let x): return x.name.span
        case .model(let x): return x.name.span
        case .actionSet(let x): return x.name.span
        case .screen(let x): return x.name.span
        case .coordinator(let x): return x.name.span
        case .tabs(let x): return x.name.span
        case .event(let x): return x.name.span
        case .requirement(let x): return x.name.span
        }
    }
}

extension Expr {
    var isConstantLike: Bool {
        switch self {
        case .name: false
        case .caseRef(_, let p, _): p?.isConstantLike ?? true
        default: true
        }
    }
}

extension Resolver {
    /// "Did you mean": the closest candidate, within the load's bounded suggestion work.
    /// The candidates are made only while the budget lasts: past it, a lookup costs nothing (making the list of
    /// 20,000 names for each of 20,000 unknown names was most of the time of such a check).
    func suggest<S: Sequence<String>>(_ word: String, in candidates: @autoclosure () -> S) -> String? {
        guard suggestionWork.spent <= Suggest.workLimit else { return nil }
        return Suggest.closest(word, in: candidates(), work: &suggestionWork.spent, limit: Suggest.workLimit)
    }
}
