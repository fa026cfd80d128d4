// SPDX-License-Identifier: MIT
import TransitLanguage

extension Resolver {
    /// Checks `e` against the type the context expects; case names like `.ok` take their meaning from it.
    mutating func check(_ e: Expr, expected: FlowType, in scope: inout Scope) -> ValueExpr? {
        switch e {
        case .string(let s, let span):
            switch expected {
            case .string: return .constant(.string(s))
            case .model(let m): return .constant(.model(type: m, id: s))
            default: return mismatch(found: .string, expected: expected, at: span)
            }
        case .integer(let n, let span):
            if expected == .int { return .constant(.int(n)) }
            return mismatch(found: .integer, expected: expected, at: span)
        case .bool(let b, let span):
            if expected == .bool { return .constant(.bool(b)) }
            return mismatch(found: .bool, expected: expected, at: span)
        case .name(let id):
            guard let t = lookup(id, in: scope) else { return nil }
            if t == expected {
                if scope.key(id.name) == .presenting { flow.readsPresenting = true }
                return .variable(scope.key(id.name))
            }
            diags.report(ExpressionMessage.nameMismatch(id.name, type: t, expected: expected), at: id.span)
            return nil
        case .caseRef(let id, let payload, let span):
            switch expected {
            case .enumeration(let n), .error(let n):
                let cases = enumDecls[n]?.cases.map(\.name) ?? errorDecls[n]?.cases.map(\.name.name) ?? []
                guard cases.contains(id.name) else {
                    diags.report(ExpressionMessage.noCase(id.name, type: n, cases: cases), at: id.span,
                                 suggesting: suggest(id.name, in: cases), spelled: { "." + $0 })
                    return nil
                }
                if let p = payload { diags.report(ExpressionMessage.caseCarriesNoValue(id.name), at: p.span) }
                if case .enumeration = expected { return .constant(.enumCase(type: n, name: id.name)) }
                return .constant(.errorCase(type: n, name: id.name))
            case .result(let s, let f):
                guard id.name == "success" || id.name == "failure" else {
                    diags.report(ExpressionMessage.notResultCase(id.name, type: expected), at: id.span,
                                 suggesting: "success(.\(id.name))", spelled: { "." + $0 })
                    return nil
                }
                guard let p = payload else {
                    diags.report(ExpressionMessage.caseCarriesValue(id.name, example: exampleValue(id.name == "success" ? s : f)), at: span)
                    return nil
                }
                guard let inner = check(p, expected: id.name == "success" ? s : f, in: &scope) else { return nil }
                if case .constant(let v) = inner { return .constant(id.name == "success" ? .success(v) : .failure(v)) }
                return id.name == "success" ? .success(inner) : .failure(inner)
            default:
                return mismatch(found: .caseName(id.name), expected: expected, at: span)
            }
        }
    }

    mutating func mismatch(found: ExpressionMessage.Literal, expected: FlowType, at span: SourceSpan) -> ValueExpr? {
        diags.report(ExpressionMessage.literalMismatch(found, expected: expected, example: exampleValue(expected)), at: span)
        return nil
    }

    mutating func lookup(_ id: Identifier, in scope: Scope) -> FlowType? {
        if let t = scope.vars[id.name] { return t }
        let isEnumCase = enumDecls.values.contains(where: { $0.cases.contains { $0.name == id.name } })
        diags.report(ExpressionMessage.unknownName(id.name, inScope: isEnumCase ? [] : scope.vars.keys.sorted(), isEnumCase: isEnumCase),
                     at: id.span, suggesting: suggest(id.name, in: scope.vars.keys))
        return nil
    }

    /// The type of an expression that stands alone (log, alert, conditions, match subjects).
    mutating func infer(_ e: Expr, in scope: inout Scope) -> (ValueExpr, FlowType)? {
        if let r = inferQuietly(e, in: &scope) {
            if r.0 == .variable(.presenting) { flow.readsPresenting = true }
            return r
        }
        if case .name(let id) = e { _ = lookup(id, in: scope); return nil }
        diags.report(ExpressionMessage.typeCannotBeTold(e.span.text, declaring: nil), at: e.span)
        return nil
    }

    func inferQuietly(_ e: Expr, in scope: inout Scope) -> (ValueExpr, FlowType)? {
        switch e {
        case .string(let s, _): return (.constant(.string(s)), .string)
        case .integer(let n, _): return (.constant(.int(n)), .int)
        case .bool(let b, _): return (.constant(.bool(b)), .bool)
        case .name(let id): return scope.vars[id.name].map { (.variable(scope.key(id.name)), $0) }
        case .caseRef: return nil
        }
    }

    // MARK: match

    mutating func resolveMatch(_ subject: Expr, _ cases: [MatchCase], span: SourceSpan, in scope: inout Scope) -> Effect? {
        guard let (subj, type) = infer(subject, in: &scope) else {
            for c in cases { var s = scope; _ = resolveBody(c.body, in: &s) }
            return nil
        }
        var arms: [MatchArm] = []
        for c in cases {
            var armScope = scope
            guard let p = resolvePattern(c.pattern, type: type, scope: &armScope) else {
                _ = resolveBody(c.body, in: &armScope)
                continue
            }
            arms.append(MatchArm(pattern: p, body: resolveBody(c.body, in: &armScope), span: c.pattern.span))
        }
        guard arms.count == cases.count else { return Effect(.match(subj, arms: arms), span: span) }
        // Exhaustiveness and redundancy over the finite value space of the subject's type.
        if let all = flow.valuesForCheck(type, enums: enumDecls, errors: errorDecls) {
            var covered = Set<Value>()
            for (i, arm) in arms.enumerated() {
                let matches = all.filter { arm.pattern.match($0) != nil }
                if !matches.isEmpty, matches.allSatisfy({ covered.contains($0) }) {
                    diags.report(ExpressionMessage.caseNeverRuns, at: cases[i].pattern.span)
                }
                covered.formUnion(matches)
            }
            let missing = all.filter { !covered.contains($0) }
            if !missing.isEmpty {
                var d = Diagnostic(ExpressionMessage.notExhaustive(type, missing: missing), at: subject.span)
                // The fix: an empty arm for each missing value, before the match's closing brace.
                if missing.count <= 16, let close = StaticChecks.closingBrace(after: subject.span) {
                    let at = subject.span
                    let indent = String(close.line.prefix { $0 == " " || $0 == "\t" }) + "  "
                    let text = missing.map { indent + "\($0) { }\n" }.joined()
                    d.fixIts = [.init(DeclarationNote.addMissingCases(missing),
                                      span: SourceSpan(file: at.file, start: close.lineStart, end: close.lineStart), replacement: text)]
                }
                diags.add(d)
            }
        } else if !arms.contains(where: { if case .wildcard = $0.pattern { true } else if case .bind = $0.pattern { true } else { false } }) {
            diags.report(ExpressionMessage.needsWildcard(type), at: subject.span)
        }
        return Effect(.match(subj, arms: arms), span: span)
    }

    mutating func resolvePattern(_ p: Pattern, type: FlowType, scope: inout Scope) -> ValuePattern? {
        switch p {
        case .wildcard: return .wildcard
        case .binding(let id):
            scope.vars[id.name] = type
            return .bind(id.name)
        case .literal(let e):
            guard let v = check(e, expected: type, in: &scope), case .constant(let c) = v else { return nil }
            return .equals(c)
        case .caseRef(let id, let payload, let span):
            switch type {
            case .result(let s, let f):
                guard id.name == "success" || id.name == "failure" else {
                    diags.report(ExpressionMessage.notResultCase(id.name, type: type), at: id.span,
                                 suggesting: "success(.\(id.name))", spelled: { "." + $0 })
                    return nil
                }
                let inner = try? resolveInnerPattern(payload, type: id.name == "success" ? s : f, scope: &scope)
                guard let inner else { return nil }
                return id.name == "success" ? .success(inner) : .failure(inner)
            default:
                guard let v = check(.caseRef(id, payload: nil, span: span), expected: type, in: &scope), case .constant(let c) = v else {
                    return nil
                }
                if let payload { diags.report(ExpressionMessage.caseCarriesNoValue(id.name), at: payload.span) }
                return .equals(c)
            }
        }
    }

    private struct NoPattern: Error {}
    private mutating func resolveInnerPattern(_ p: Pattern?, type: FlowType, scope: inout Scope) throws -> ValuePattern {
        guard let p else { return .wildcard }
        guard let r = resolvePattern(p, type: type, scope: &scope) else { throw NoPattern() }
        return r
    }
}

extension Flow {
    /// The finite value space of a type during resolution (before `enums`/`errors` are complete for every use).
    func valuesForCheck(_ t: FlowType, enums: [String: EnumDecl], errors: [String: ErrorDecl]) -> [Value]? {
        switch t {
        case .void: return [.void]
        case .bool: return [.bool(false), .bool(true)]
        case .enumeration(let n): return enums[n].map { e in e.cases.map { .enumCase(type: n, name: $0.name) } }
        case .error(let n): return errors[n].map { e in e.cases.map { .errorCase(type: n, name: $0.name.name) } }
        case .result(let s, let f):
            guard let a = valuesForCheck(s, enums: enums, errors: errors), let b = valuesForCheck(f, enums: enums, errors: errors),
                  a.count + b.count <= 512 else { return nil }
            return a.map { .success($0) } + b.map { .failure($0) }
        default: return nil
        }
    }
}
