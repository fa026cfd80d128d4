// SPDX-License-Identifier: MIT
extension Parser {
    /// `require NAME { always P }`, `{ never P }`, `{ reachable P }`, `{ after E: P }`, `{ [from P] reach Q within N }`.
    mutating func parseRequire() throws -> RequireDecl {
        let start = advance().span
        let name = try expectIdentifier(.requirementName)
        var kind: RequireDecl.Kind?
        var tried = false
        try parseMembers(.requirement) { ps in
            tried = true
            guard kind == nil else {
                ps.error(.secondRequirementKind)
                throw Bail()
            }
            kind = try ps.parseRequirementKind()
        }
        guard let kind else {
            if tried { throw Bail() }
            error(.emptyRequirement(name.name), at: name.span)
            throw Bail()
        }
        return RequireDecl(name: name, kind: kind, span: spanFrom(start))
    }

    mutating func parseRequirementKind() throws -> RequireDecl.Kind {
        guard let word = tok.identifier else {
            expected(.requirementKind)
            throw Bail()
        }
        switch Keyword.Contextual(rawValue: word) {
        case .always: _ = advance(); return .always(try parsePredicate())
        case .never: _ = advance(); return .never(try parsePredicate())
        case .reachable: _ = advance(); return .reachable(try parsePredicate())
        case .after:
            _ = advance()
            var events: [AfterEvent] = []
            repeat {
                let event = try expectIdentifier(.afterEvent)
                var member: Identifier?
                if eat(.dot) { member = try expectIdentifier(.afterMember) }
                let arguments = kind == .lParen && !tok.startsLine && member == nil ? try parseArguments() : []
                events.append(AfterEvent(name: event, member: member, arguments: arguments))
            } while eat(.comma)
            _ = try expect(.colon, .afterColon(event: events[0].name.name))
            return .after(events, try parsePredicate())
        case .from, .reach:
            var from: PredicateSyntax?
            if isIdent("from") { _ = advance(); from = try parsePredicate() }
            guard isIdent("reach") else {
                expected(.reach)
                throw Bail()
            }
            _ = advance()
            let to = try parsePredicate()
            guard isIdent("within") else {
                expected(.within)
                throw Bail()
            }
            _ = advance()
            guard case .integer(let n) = kind, n >= 0 else {
                expected(.withinCount)
                throw Bail()
            }
            let span = advance().span
            return .reach(from: from, to: to, within: n, withinSpan: span)
        default:
            if Keyword.Query(rawValue: word) != nil || peekKind(1) == .lParen {
                let at = SourceSpan(file: file, start: tok.span.start, end: tok.span.start)
                diagnostics.report(SyntaxMessage.queryWithoutQuantifier(word), at: tok.span,
                                   fixIts: [.init(SyntaxFixIt.insert("always "), span: at, replacement: "always ")])
                throw Bail()
            }
            diagnostics.report(SyntaxMessage.unknownRequirement(word), at: tok.span,
                               suggesting: Suggest.closest(word, in: ["always", "never", "reachable", "after", "from", "reach"]))
            throw Bail()
        }
    }

    /// `a || b`, `a && b`, `!a`, `(a)`, `true`, a query `top(Login)`, an app variable `loggedIn == false`.
    mutating func parsePredicate() throws -> PredicateSyntax {
        try enterPredicate()
        defer { depth -= 1 }
        var lhs = try parseConjunction()
        while eat(.pipePipe) { lhs = .or(lhs, try parseConjunction()) }
        return lhs
    }

    /// One level deeper (`(…)`, `!`): a hostile file cannot nest past `maxDepth`. The caller leaves it with `depth -= 1`.
    mutating func enterPredicate() throws {
        depth += 1
        if depth > Parser.maxDepth {
            depth -= 1
            error(.predicateNestsTooDeep)
            throw Bail()
        }
    }

    mutating func parseConjunction() throws -> PredicateSyntax {
        var lhs = try parseUnaryPredicate()
        while eat(.ampAmp) { lhs = .and(lhs, try parseUnaryPredicate()) }
        return lhs
    }

    mutating func parseUnaryPredicate() throws -> PredicateSyntax {
        let start = tok.span
        if eat(.bang) {
            try enterPredicate()
            defer { depth -= 1 }
            let inner = try parseUnaryPredicate()
            return .not(inner, spanFrom(start))
        }
        if eat(.lParen) {
            let inner = try parsePredicate()
            _ = try expect(.rParen, .closeGroup)
            return .group(inner, spanFrom(start))
        }
        guard let word = tok.identifier else {
            expected(.predicate)
            throw Bail()
        }
        if word == "true" || word == "false" { _ = advance(); return .literal(word == "true", start) }
        let name = advance()
        let id = Identifier(word, name.span)
        if kind == .lParen {
            _ = advance()
            var args: [Identifier] = []
            while kind != .rParen {
                args.append(try expectIdentifier(.queryArgument(query: word)))
                if !eat(.comma) { break }
            }
            _ = try expect(.rParen, .closeQuery(query: word))
            var comparison: PredicateSyntax.Comparison?
            let ops: [TokenKind: PredicateSyntax.Comparison.Op] = [.equalEqual: .equal, .bangEqual: .notEqual, .lAngle: .less,
                                                                  .lessEqual: .lessEqual, .rAngle: .greater, .greaterEqual: .greaterEqual]
            if let op = ops[kind] {
                let opSpan = advance().span
                guard case .integer(let n) = kind else {
                    expected(.comparedNumber(op))
                    throw Bail()
                }
                comparison = .init(op: op, value: n, span: opSpan.to(advance().span))
            }
            return .query(id, arguments: args, comparison: comparison, span: spanFrom(start))
        }
        var op = Condition.Op.truthy
        var rhs: Expr?
        if kind == .equalEqual || kind == .bangEqual {
            op = advance().kind == .equalEqual ? .equal : .notEqual
            rhs = try parseExpr()
        }
        return .variable(Condition(lhs: .name(id), op: op, rhs: rhs, negated: false, span: spanFrom(start)))
    }
}
