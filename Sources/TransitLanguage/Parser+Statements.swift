// SPDX-License-Identifier: MIT
/// Statements and blocks: the verbs, `start … then`, `finish`, `alert`, `if` and `match`.
extension Parser {
    mutating func parseBlock() throws -> [Statement] {
        var body: [Statement] = []
        try parseMembers(.block) { ps in body.append(try ps.parseStatement()) }
        return body
    }

    mutating func parseHandler() throws -> Handler? {
        guard isIdent("then") else { return nil }
        let start = advance().span
        var binding: Identifier? = nil
        if eat(.lParen) {
            binding = kind == .underscore ? Identifier("_", advance().span) : try expectIdentifier(.resultBinding)
            _ = try expect(.rParen, .closeParen)
        }
        let body = try parseBlock()
        return Handler(binding: binding, body: body, span: spanFrom(start))
    }

    mutating func parseStatement() throws -> Statement {
        let start = tok.span
        guard case .identifier(let kw) = kind else {
            expected(.statement)
            throw Bail()
        }
        func done(_ k: StatementKind) -> Statement { Statement(kind: k, span: spanFrom(start)) }
        switch Keyword.Statement(rawValue: kw) {
        case .push, .present, .root, .embed:
            let verb = Identifier(kw, advance().span)
            let target = try parseTarget()
            let mods = try parseModifiers()
            let handler = try parseHandler()
            return done(.show(verb: verb, target: target, modifiers: mods, handler: handler))
        case .set:
            _ = advance()
            _ = try expect(.lBracket, .newStack)
            var targets: [Target] = []
            if kind != .rBracket { repeat { targets.append(try parseTarget()) } while eat(.comma) }
            _ = try expect(.rBracket, .closeBracket)
            return done(.setStack(targets: targets, modifiers: try parseModifiers()))
        case .pop: _ = advance(); return done(.pop(modifiers: try parseModifiers()))
        case .popToRoot: _ = advance(); return done(.popToRoot(modifiers: try parseModifiers()))
        case .dismiss, .dismissToRoot:
            _ = advance()
            let mods = try parseModifiers()
            if isIdent("then") {
                _ = advance()
                return done(.dismissCompletion(toRoot: kw == "dismissToRoot", modifiers: mods, completion: try parseBlock()))
            }
            return done(kw == "dismiss" ? .dismiss(modifiers: mods) : .dismissToRoot(modifiers: mods))
        case .remove:
            _ = advance()
            return done(.remove(try expectIdentifier(.screenToRemove)))
        case .popTo:
            _ = advance()
            let n = try expectIdentifier(.screenToPopTo)
            return done(.popTo(n, modifiers: try parseModifiers()))
        case .tab:
            _ = advance()
            return done(.selectTab(try parseTabRef()))
        case .start:
            _ = advance()
            let target = try parseTarget()
            // `start AppFlow`: a coordinator that shows its own screens (no root) is started without a transition.
            if tok.startsLine || kind == .rBrace || kind == .semicolon || isIdent("then") {
                let handler = try parseHandler()
                return done(.start(target: target, transition: nil, handler: handler))
            }
            guard isIdent("as") else {
                expected(.startAs(child: target.name.name))
                throw Bail()
            }
            let asSpan = advance().span
            let verb = try expectIdentifier(.transition)
            var tab: TabRef? = nil
            if verb.name == "tab" { tab = try parseTabRef() }
            let mods = try parseModifiers()
            let spec = TransitionSpec(verb: verb, tab: tab, modifiers: mods, span: spanFrom(asSpan))
            let handler = try parseHandler()
            return done(.start(target: target, transition: spec, handler: handler))
        case .finish, .terminate:
            _ = advance()
            var value: Expr? = nil
            if kind == .lParen, !tok.startsLine {
                _ = advance()
                if kind != .rParen { value = try parseExpr() }
                _ = try expect(.rParen, .closeParen)
            }
            return done(kw == "finish" ? .finish(value) : .terminate(value))
        case .release:
            _ = advance()
            var n: Identifier? = nil
            if case .identifier = kind, !tok.startsLine { n = try expectIdentifier(.releasedCoordinator) }
            return done(.release(n))
        case .retain:
            _ = advance()
            guard case .identifier("self") = kind, !tok.startsLine else { expected(.retainedSelf); throw Bail() }
            _ = advance()
            return done(.retainSelf)
        case .refresh:
            _ = advance()
            return done(.refresh(try expectIdentifier(.screenToRefresh)))
        case .notify:
            _ = advance()
            return done(.notify(try parseTarget()))
        case .alert:
            _ = advance()
            let message = try parseExpr()
            guard kind == .lBrace else { return done(.alert(message)) }
            return done(.alertButtons(message, buttons: try parseAlertButtons()))
        case .log: _ = advance(); return done(.log(try parseExpr()))
        case .append:
            _ = advance()
            let value = try parseExpr()
            var path: Identifier? = nil
            if isIdent("to"), !tok.startsLine { _ = advance(); path = try expectIdentifier(.pathName) }
            return done(.appendPath(value, to: path))
        case .removeLast, .removeAll:
            _ = advance()
            var count: Int? = kw == "removeLast" ? 1 : nil
            if kw == "removeLast", case .integer(let k) = kind, !tok.startsLine { count = k; _ = advance() }
            var path: Identifier? = nil
            if isIdent("from"), !tok.startsLine { _ = advance(); path = try expectIdentifier(.pathName) }
            return done(.removeFromPath(count: count, from: path))
        case .popLast:
            _ = advance()
            var path: Identifier? = nil
            if isIdent("from"), !tok.startsLine { _ = advance(); path = try expectIdentifier(.pathName) }
            return done(.popLastFromPath(from: path))
        case .if: return try parseIf()
        case .match:
            _ = advance()
            let subject = try parseExpr()
            var cases: [MatchCase] = []
            try parseMembers(.match) { ps in
                let ps0 = ps.tok.span
                if ps.isIdent("case") { _ = ps.advance() }
                let pat = try ps.parsePattern()
                let body = try ps.parseBlock()
                cases.append(MatchCase(pattern: pat, body: body, span: ps.spanFrom(ps0)))
            }
            return done(.match(subject, cases: cases))
        case nil:
            // `isLoggedIn = true`: sets a variable.
            if peekKind(1) == .equal {
                let n = Identifier(kw, advance().span)
                _ = advance()
                return done(.assign(n, try parseExpr()))
            }
            // `showMain()`: calls a coordinator's func.
            if peekKind(1) == .lParen, !tokens[min(p + 1, tokens.count - 1)].startsLine {
                let n = Identifier(kw, advance().span)
                return done(.callProcedure(n, arguments: try parseArguments()))
            }
            // `List.refresh` or `List.reload(id: 1)`: a method call on a screen.
            if peekKind(1) == .dot, case .identifier = peekKind(2) {
                let screen = Identifier(kw, advance().span)
                _ = advance()
                let method = try expectIdentifier(.calledMethod)
                let args = kind == .lParen && !tok.startsLine ? try parseArguments() : []
                return done(.call(screen: screen, method: method, arguments: args))
            }
            unknownWord(.unknownStatement(kw), kw, among: Keyword.Statement.self)
            throw Bail()
        }
    }

    mutating func parseTabRef() throws -> TabRef {
        let t = tok
        switch t.kind {
        case .integer(let n): _ = advance(); return .index(n, t.span)
        case .lParen:
            _ = advance()
            let inner = tok
            var r: TabRef
            switch inner.kind {
            case .integer(let n): r = .index(n, inner.span)
            case .identifier(let s): r = .name(Identifier(s, inner.span))
            default: expected(.tabRef); throw Bail()
            }
            _ = advance()
            _ = try expect(.rParen, .closeParen)
            return r
        case .identifier(let s): _ = advance(); return .name(Identifier(s, t.span))
        default:
            expected(.tabRef)
            throw Bail()
        }
    }

    mutating func parseIf() throws -> Statement {
        let start = advance().span
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { error(.ifNestsTooDeep); throw Bail() }
        let negated = eat(.bang)
        let lhs = try parseExpr()
        var op = Condition.Op.truthy
        var rhs: Expr? = nil
        if kind == .equalEqual || kind == .bangEqual {
            op = advance().kind == .equalEqual ? .equal : .notEqual
            rhs = try parseExpr()
        }
        let cond = Condition(lhs: lhs, op: op, rhs: rhs, negated: negated, span: spanFrom(lhs.span))
        let thenBody = try parseBlock()
        var elseBody: [Statement]? = nil
        if isIdent("else") {
            _ = advance()
            if isIdent("if") { elseBody = [try parseIf()] } else { elseBody = try parseBlock() }
        }
        return Statement(kind: .ifElse(cond, then: thenBody, else: elseBody), span: spanFrom(start))
    }

    /// `{ button logout { … }; button cancel }`: an alert's or a dialog's buttons.
    mutating func parseAlertButtons() throws -> [AlertButtonDecl] {
        var buttons: [AlertButtonDecl] = []
        try parseMembers(.alert) { ps in
            guard ps.isIdent("button") else {
                ps.expected(.alertButton)
                throw Bail()
            }
            let s = ps.advance().span
            let n = try ps.expectIdentifier(.buttonName)
            let body = ps.kind == .lBrace ? try ps.parseBlock() : []
            buttons.append(AlertButtonDecl(name: n, body: body, span: ps.spanFrom(s)))
        }
        return buttons
    }
}
