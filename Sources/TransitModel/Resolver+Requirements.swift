// SPDX-License-Identifier: MIT
import TransitLanguage

extension Resolver {
    /// Binds the names of every `require` declaration; each problem is reported, and a requirement with one is left
    /// out of the flow (the explorer checks the rest).
    mutating func resolveRequirements() {
        var seen: [String: SourceSpan] = [:]
        for d in requireDecls {
            if let prev = seen[d.name.name] {
                diags.report(RequirementMessage.duplicateRequirement(d.name.name), at: d.name.span,
                             notes: [.init(CommonNote.firstDeclaredHere, span: prev)])
                continue
            }
            seen[d.name.name] = d.name.span
            if let r = resolveRequirement(d) { flow.requirements.append(r) }
        }
    }

    mutating func resolveRequirement(_ d: RequireDecl) -> Requirement? {
        let kind: Requirement.Kind
        var text = ""
        var fromText: String?
        switch d.kind {
        case .always(let p):
            guard let sp = resolvePredicate(p) else { return nil }
            kind = .always(sp); text = p.span.text
        case .never(let p):
            guard let sp = resolvePredicate(p) else { return nil }
            kind = .never(sp); text = p.span.text
        case .reachable(let p):
            guard let sp = resolvePredicate(p) else { return nil }
            kind = .reachable(sp); text = p.span.text
        case .after(let events, let p):
            let es = events.map { resolveRequirementEvent($0.name, $0.member, $0.arguments) }
            let sp = resolvePredicate(p)
            guard es.allSatisfy({ $0 != nil }), let sp else { return nil }
            kind = .after(es.compactMap { $0 }, sp); text = p.span.text
        case .reach(let from, let to, let n, _):
            let f = from.map { resolvePredicate($0) }
            let t = resolvePredicate(to)
            guard let t, f == nil || f! != nil else { return nil }
            kind = .reach(from: f ?? nil, to: t, within: n); text = to.span.text; fromText = from?.span.text
        }
        return Requirement(name: d.name.name, kind: kind, span: d.name.span, text: text, fromText: fromText)
    }

    mutating func resolveRequirementEvent(_ event: Identifier, _ action: Identifier?, _ arguments: [Argument]) -> RequirementEvent? {
        if action == nil, arguments.isEmpty, appEventDecls[event.name] == nil {
            if event.name == Keyword.Contextual.back.rawValue { return .back }
            if event.name == Keyword.Contextual.swipe.rawValue { return .swipe }
        }
        if let action, event.name == "alert", flow.screens["alert"] == nil {
            let buttons = flow.alertButtonNames
            guard buttons.contains(action.name) else {
                diags.report(RequirementMessage.noAlertButton(action.name, anyButtons: !buttons.isEmpty), at: action.span,
                             suggesting: suggest(action.name, in: buttons))
                return nil
            }
            return .alertButton(action.name)
        }
        if let action {
            guard let screen = flow.screens[event.name] else {
                reportUnknown(event, kinds: .screen, candidates: screenDecls.keys)
                return nil
            }
            guard screen.allActions.contains(where: { $0.name == action.name }) else {
                diags.report(NameMessage.noAction(action.name, screen: event.name, actions: nil), at: action.span,
                             suggesting: suggest(action.name, in: screen.allActions.map(\.name)))
                return nil
            }
            return .action(screen: event.name, action: action.name)
        }
        guard let e = appEventDecls[event.name] else {
            if screenDecls[event.name] != nil {
                diags.report(RequirementMessage.screenNeedsAction(event.name, action: screenDecls[event.name]!.actions.first?.name.name ?? "action"),
                             at: event.span)
            } else {
                reportUnknown(event, kinds: .eventOrLink, candidates: appEventDecls.keys)
            }
            return nil
        }
        if e.isNotification {
            diags.report(RequirementMessage.notificationInAfter(event.name), at: event.span)
            return nil
        }
        // Some of its arguments, each a constant of its parameter's type: the others may be anything.
        checkDuplicates(arguments.map(\.label), what: .argument)
        var values: [String: Value] = [:]
        var ok = true
        for a in arguments {
            guard let param = e.parameters.first(where: { $0.name.name == a.label.name }) else {
                diags.report(RequirementMessage.noParameter(a.label.name, event: event.name, isLink: e.isLink), at: a.label.span,
                             suggesting: suggest(a.label.name, in: e.parameters.map(\.name.name)))
                ok = false
                continue
            }
            var scope = Scope(owner: .none)
            guard let t = resolveType(param.type), let v = check(a.value, expected: t, in: &scope) else { ok = false; continue }
            guard case .constant(let value) = v else {
                diags.report(RequirementMessage.afterArgumentIsName(event: event.name, parameter: a.label.name, example: exampleValue(t)),
                             at: a.value.span)
                ok = false
                continue
            }
            values[a.label.name] = value
        }
        return ok ? .appEvent(event.name, arguments: values) : nil
    }

    mutating func resolvePredicate(_ p: PredicateSyntax) -> StatePredicate? {
        switch p {
        case .literal(let b, _): return .literal(b)
        case .not(let inner, _): return resolvePredicate(inner).map { .not($0) }
        case .group(let inner, _): return resolvePredicate(inner)
        case .and(let a, let b):
            let (x, y) = (resolvePredicate(a), resolvePredicate(b))
            guard let x, let y else { return nil }
            return .and(x, y)
        case .or(let a, let b):
            let (x, y) = (resolvePredicate(a), resolvePredicate(b))
            guard let x, let y else { return nil }
            return .or(x, y)
        case .variable(let c):
            var scope = Scope(owner: .none)
            scope.addState(appVars, as: VariableKey.app)
            if case .name(let id) = c.lhs, scope.vars[id.name] == nil {
                if let q = Keyword.Query(rawValue: id.name) {
                    diags.report(RequirementMessage.queryWithoutArguments(q, example: example(for: q)), at: id.span)
                } else {
                    diags.report(NameMessage.unknown(.appVariableOrQuery, id.name), at: id.span,
                                 suggesting: suggest(id.name, in: appVars.map(\.name) + Keyword.Query.allCases.map(\.rawValue)))
                }
                return nil
            }
            return resolveCondition(c, in: &scope).map { .variable($0) }
        case .query(let id, let args, let comparison, let span):
            guard let q = Keyword.Query(rawValue: id.name) else {
                diags.report(NameMessage.unknown(.query, id.name), at: id.span,
                             suggesting: suggest(id.name, in: Keyword.Query.allCases.map(\.rawValue)))
                return nil
            }
            if q == .count, comparison == nil {
                diags.report(RequirementMessage.countNotCompared(example: args.first?.name ?? "Paywall"), at: span)
                return nil
            }
            if q != .count, let comparison {
                diags.report(RequirementMessage.queryCompared(q, comparison: comparison.span.text), at: comparison.span)
                return nil
            }
            let many = q == .coordinators || q == .stack
            let none = q == .alert || (q == .presented && args.isEmpty)
            if q == .alert, !args.isEmpty {
                diags.report(RequirementMessage.alertTakesNoName, at: span)
                return nil
            }
            if !many, !none, args.count != 1 {
                diags.report(RequirementMessage.queryTakesOneName(q, given: args.count, example: example(for: q)), at: span)
                return nil
            }
            var ok = true
            for a in args {
                switch q {
                case .top, .shown, .presented, .stack, .alive: ok = checkName(a, screens: true, coordinators: false) && ok
                case .running, .coordinators: ok = checkName(a, screens: false, coordinators: true) && ok
                case .count: ok = checkName(a, screens: true, coordinators: true) && ok
                case .alert: break
                case .tab:
                    let tabs = flow.tabBars.values.flatMap { $0.tabs.map(\.name) }
                    if !tabs.contains(a.name) {
                        diags.report(NameMessage.noTab(a.name), at: a.span, suggesting: suggest(a.name, in: tabs))
                        ok = false
                    }
                }
            }
            guard ok else { return nil }
            let names = args.map(\.name)
            switch q {
            case .top: return .top(names[0])
            case .shown: return .shown(names[0])
            case .presented: return .presented(names.first)
            case .alive: return .alive(names[0])
            case .alert: return .alert
            case .running: return .running(names[0])
            case .coordinators: return .coordinators(names.sorted())
            case .tab: return .tab(names[0])
            case .stack: return .stack(names)
            case .count: return .count(names[0], coordinator: coordinatorDecls[names[0]] != nil, comparison!.op, comparison!.value)
            }
        }
    }

    func example(for q: Keyword.Query) -> String {
        switch q {
        case .top, .shown, .presented, .stack, .alive: flow.screenOrder.first ?? "Home"
        case .running, .coordinators: flow.coordinatorOrder.first ?? "AppCoordinator"
        case .count: flow.screenOrder.first ?? "Paywall"
        case .tab: flow.tabBars.values.first?.tabs.first?.name ?? "home"
        case .alert: ""
        }
    }

    /// True when `id` names a screen (or a coordinator) as the query asks; else reports it.
    mutating func checkName(_ id: Identifier, screens: Bool, coordinators: Bool) -> Bool {
        if screens, screenDecls[id.name] != nil { return true }
        if coordinators, coordinatorDecls[id.name] != nil { return true }
        let want: NameKind = screens && coordinators ? .screenOrCoordinator : screens ? .screen : .coordinator
        let candidates = (screens ? Array(screenDecls.keys) : []) + (coordinators ? Array(coordinatorDecls.keys) : [])
        reportUnknown(id, kinds: want, candidates: candidates)
        return false
    }
}
