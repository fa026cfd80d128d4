// SPDX-License-Identifier: MIT
import TransitLanguage

/// SwiftUI navigation: a screen's `destination`s, and `append` / `removeLast` / `removeAll` on paths.
extension Resolver {
    /// `destination Route.detail: Detail(id: id)`: the arguments read the declaring screen's inputs.
    mutating func resolveRouteDestinations(_ decls: [DestinationDecl], screen: String, params: [ParameterSpec]) -> [RouteDestinationDef] {
        var out: [RouteDestinationDef] = []
        var seen: [Value: SourceSpan] = [:]
        for d in decls {
            guard let e = enumDecls[d.type.name] else {
                if declaredAt[d.type.name] != nil { diags.report(SwiftUIMessage.destinationTypeNotEnum(d.type.name), at: d.type.span) }
                else { reportUnknown(d.type, kinds: .type, candidates: enumDecls.keys) }
                continue
            }
            let cases = e.cases.map(\.name)
            guard cases.contains(d.caseName.name) else {
                diags.report(ExpressionMessage.noCase(d.caseName.name, type: e.name.name, cases: cases), at: d.caseName.span,
                             suggesting: suggest(d.caseName.name, in: cases), spelled: { "." + $0 })
                continue
            }
            let value = Value.enumCase(type: e.name.name, name: d.caseName.name)
            if let prev = seen[value] {
                diags.report(SwiftUIMessage.destinationTwice(type: e.name.name, case: d.caseName.name), at: d.span,
                             notes: [.init(CommonNote.firstDeclaredHere, span: prev)])
                continue
            }
            guard screenDecls[d.target.name.name] != nil else {
                if declaredAt[d.target.name.name] != nil { diags.report(SwiftUIMessage.destinationNotScreen(d.target.name.name), at: d.target.name.span) }
                else { reportUnknown(d.target.name, kinds: .screen, candidates: screenDecls.keys) }
                continue
            }
            var scope = screenScope(screen, params)
            guard let dest = resolveDestination(d.target, verb: "push", allowCoordinator: false, in: &scope) else { continue }
            seen[value] = d.span
            out.append(RouteDestinationDef(value: value, destination: dest, span: d.span, lazy: d.lazy))
        }
        return out
    }

    /// What a screen's own code sees: its inputs and the app's variables.
    func screenScope(_ screen: String, _ params: [ParameterSpec]) -> Scope {
        var scope = Scope(owner: .screen(screen))
        for p in params { scope.vars[p.name] = p.type }
        scope.addState(appVars, as: VariableKey.app)
        return scope
    }

    /// `sheet compose: Compose withNavigation then { … }`, `cover onboarding: Onboarding`.
    mutating func resolvePresentations(_ decls: [PresentationDecl], screen: String, params: [ParameterSpec]) -> [PresentationDef] {
        checkDuplicates(decls.map(\.binding), what: .member)
        var out: [PresentationDef] = []
        for p in decls where !out.contains(where: { $0.binding == p.binding.name }) {
            var scope = screenScope(screen, params)
            let pushes = p.keyword.name == "destination"
            var opts = resolveModifiers(p.modifiers, allowed: ["withNavigation", "path", "nonDismissible"], verb: p.keyword.name)
            opts.style = pushes ? .automatic : p.keyword.name == "cover" ? .fullScreen : .pageSheet
            if let cases = p.cases {
                guard var def = resolveItemPresentation(p, cases, style: opts.style, in: &scope) else { continue }
                def.pushes = pushes
                out.append(def)
                continue
            }
            guard let dest = resolveDestination(p.target, verb: pushes ? "push" : "present", allowCoordinator: false, in: &scope) else { continue }
            guard case .screen = dest.ref else {
                diags.report(SwiftUIMessage.destinationNotScreen(p.target.name.name), at: p.target.name.span)
                continue
            }
            var bodyScope = scope
            let onDismiss = p.onDismiss.map { resolveBody($0, in: &bodyScope) }
            var def = PresentationDef(binding: p.binding.name, destination: dest, options: opts, onDismiss: onDismiss, span: p.span)
            def.pushes = pushes
            out.append(def)
        }
        return out
    }

    /// `alert deleting: "Delete?" { button delete { … } }`, `dialog sharing: "Share" { … }`: the buttons run in the view.
    mutating func resolveAlertBindings(_ decls: [AlertBindingDecl], screen: String, params: [ParameterSpec], sheets: [Identifier]) -> [AlertBindingDef] {
        checkDuplicates(decls.map(\.binding), what: .member)
        var out: [AlertBindingDef] = []
        for a in decls where !out.contains(where: { $0.binding == a.binding.name }) {
            if let sheet = sheets.first(where: { $0.name == a.binding.name }) {
                diags.report(NameMessage.duplicate(.member, a.binding.name), at: a.binding.span,
                             notes: [.init(CommonNote.firstDeclaredHere, span: sheet.span)])
                continue
            }
            var scope = screenScope(screen, params)
            guard let (message, resolved) = resolveAlert(a.message, a.buttons, in: &scope) else { continue }
            var buttons = resolved
            let isDialog = a.keyword.name == "dialog"
            // SwiftUI adds OK to an alert with no actions, and Cancel to a dialog without one (a tap outside on iPhone).
            if buttons.isEmpty, !isDialog { buttons.append(AlertButton(name: "ok", body: [], span: a.span)) }
            if isDialog, !buttons.contains(where: { $0.name == "cancel" }) { buttons.append(AlertButton(name: "cancel", body: [], span: a.span)) }
            out.append(AlertBindingDef(binding: a.binding.name, message: message, buttons: buttons, isDialog: isDialog, span: a.span))
        }
        return out
    }

    /// `sheet shown: Route { .editor: Editor; .about: About withNavigation }`: one view per case of an enum.
    mutating func resolveItemPresentation(_ p: PresentationDecl, _ cases: [PresentationCaseDecl], style: PresentationStyle,
                                          in scope: inout Scope) -> PresentationDef? {
        guard let e = enumDecls[p.target.name.name] else {
            if declaredAt[p.target.name.name] != nil { diags.report(SwiftUIMessage.destinationTypeNotEnum(p.target.name.name), at: p.target.name.span) }
            else { reportUnknown(p.target.name, kinds: .type, candidates: enumDecls.keys) }
            return nil
        }
        let names = e.cases.map(\.name)
        var defs: [PresentationCaseDef] = []
        var seen: [String: SourceSpan] = [:]
        for c in cases {
            guard names.contains(c.caseName.name) else {
                diags.report(ExpressionMessage.noCase(c.caseName.name, type: e.name.name, cases: names), at: c.caseName.span,
                             suggesting: suggest(c.caseName.name, in: names), spelled: { "." + $0 })
                continue
            }
            if let prev = seen[c.caseName.name] {
                diags.report(SwiftUIMessage.destinationTwice(type: e.name.name, case: c.caseName.name), at: c.span,
                             notes: [.init(CommonNote.firstDeclaredHere, span: prev)])
                continue
            }
            seen[c.caseName.name] = c.span
            let allowed: Set<String> = p.keyword.name == "destination" ? [] : ["withNavigation", "path", "nonDismissible"]
            var opts = resolveModifiers(c.modifiers + p.modifiers, allowed: allowed, verb: p.keyword.name)
            opts.style = style
            guard let dest = resolveDestination(c.target, verb: p.keyword.name == "destination" ? "push" : "present", allowCoordinator: false,
                                                in: &scope) else { continue }
            guard case .screen = dest.ref else {
                diags.report(SwiftUIMessage.destinationNotScreen(c.target.name.name), at: c.target.name.span)
                continue
            }
            defs.append(PresentationCaseDef(value: .enumCase(type: e.name.name, name: c.caseName.name), destination: dest,
                                            options: opts, span: c.span))
        }
        guard let first = defs.first else { return nil }
        var bodyScope = scope
        let onDismiss = p.onDismiss.map { resolveBody($0, in: &bodyScope) }
        return PresentationDef(binding: p.binding.name, destination: first.destination, options: first.options, onDismiss: onDismiss,
                               span: p.span, item: e.name.name, cases: defs)
    }

    /// `compose = true` / `shown = .editor` / `shown = nil` in a view's code, where `compose` is the binding of a
    /// `sheet` or `cover` (and no variable of that name hides it): the view's own, or one a view below it owns and
    /// passes up (a router in the environment, a `$binding`): nil when it is not one.
    mutating func resolvePresentationAssign(_ id: Identifier, _ e: Expr, _ s: Statement, in scope: inout Scope) -> Effect?? {
        guard case .screen(let screen) = scope.owner, scope.stateKeys[id.name] == nil, scope.vars[id.name] == nil else { return .none }
        let decls = screenDecls
        // The view's own, else the first in declaration order, as Flow.declaring(binding:from:) finds it for the
        // checks and exports.
        func declares(_ n: String) -> Bool {
            decls[n].map { d in d.presentations.contains { $0.binding.name == id.name } || d.alerts.contains { $0.binding.name == id.name } } ?? false
        }
        guard let owner = declares(screen) ? screen : flow.screenOrder.first(where: declares) else { return .none }
        guard let decl = decls[owner]?.presentations.first(where: { $0.binding.name == id.name }), decl.cases != nil else {
            guard let v = check(e, expected: .bool, in: &scope) else { return .some(nil) }
            return .some(Effect(.setPresentation(id.name, v), span: s.span))
        }
        if case .name(let n) = e, n.name == "nil" { return .some(Effect(.setPresentation(id.name, .constant(.void)), span: s.span)) }
        guard let v = check(e, expected: .enumeration(decl.target.name.name), in: &scope) else { return .some(nil) }
        return .some(Effect(.setPresentation(id.name, v), span: s.span))
    }

    /// The enums values are routed by: the paths' element types, then the types screens declare destinations for.
    var routeTypes: [String] {
        var out: [String] = []
        for p in flow.paths.keys.sorted() { if let e = flow.paths[p]?.element, !out.contains(e) { out.append(e) } }
        for n in flow.screenOrder {
            for d in screenDecls[n]?.destinations ?? [] where enumDecls[d.type.name] != nil && !out.contains(d.type.name) { out.append(d.type.name) }
        }
        return out
    }

    /// `append VALUE [to PATH]`: the value is a case of the path's route type; without a path, of the one route type
    /// that has the case (or the type of the variable named).
    mutating func resolveAppendPath(_ e: Expr, to path: Identifier?, _ s: Statement, in scope: inout Scope) -> Effect? {
        if let path {
            guard let def = flow.paths[path.name] else {
                diags.report(SwiftUIMessage.unknownPath(path.name), at: path.span, suggesting: suggest(path.name, in: flow.paths.keys))
                return nil
            }
            guard let v = check(e, expected: .enumeration(def.element), in: &scope) else { return nil }
            return Effect(.appendPath(path: path.name, v), span: s.span)
        }
        let types = routeTypes
        let type: String
        switch e {
        case .caseRef(let id, _, _):
            let having = types.filter { t in enumDecls[t]?.cases.contains { $0.name == id.name } == true }
            guard let first = having.first else {
                diags.report(SwiftUIMessage.routeCaseUnknown(id.name, routeTypes: types), at: id.span)
                return nil
            }
            guard having.count == 1 else {
                diags.report(SwiftUIMessage.routeCaseAmbiguous(id.name, types: having), at: id.span)
                return nil
            }
            type = first
        default:
            guard let (_, t) = infer(e, in: &scope) else { return nil }
            guard case .enumeration(let n) = t else {
                diags.report(SwiftUIMessage.destinationTypeNotEnum(t.description), at: e.span)
                return nil
            }
            type = n
        }
        guard let v = check(e, expected: .enumeration(type), in: &scope) else { return nil }
        return Effect(.appendPath(path: nil, v), span: s.span)
    }
}
