// SPDX-License-Identifier: MIT
/// Parameters, types, targets, arguments, modifiers, expressions and patterns.
extension Parser {
    mutating func parseParameters() throws -> [Parameter] {
        _ = try expect(.lParen, .openParen)
        var params: [Parameter] = []
        if eat(.rParen) { return params }
        repeat {
            let n = try expectIdentifier(.parameterName)
            _ = try expect(.colon, .parameterType(parameter: n.name))
            let t = try parseType()
            var def: Expr? = nil
            if eat(.equal) { def = try parseExpr() }
            params.append(Parameter(name: n, type: t, defaultValue: def, span: spanFrom(n.span)))
        } while eat(.comma)
        _ = try expect(.rParen, .closeParameters)
        return params
    }

    mutating func parseType() throws -> TypeSyntax {
        let n = try expectIdentifier(.type)
        var args: [TypeSyntax] = []
        if kind == .lAngle {
            depth += 1
            defer { depth -= 1 }
            if depth > Parser.maxDepth { error(.typeNestsTooDeep); throw Bail() }
            _ = advance()
            repeat { args.append(try parseType()) } while eat(.comma)
            _ = try expect(.rAngle, .closeAngle)
        }
        return TypeSyntax(name: n, arguments: args, span: spanFrom(n.span))
    }

    mutating func parseTarget() throws -> Target {
        let n = try expectIdentifier(.target)
        var entry: Identifier? = nil
        if kind == .dot, !tok.startsLine {
            _ = advance()
            entry = try expectIdentifier(.entry)
        }
        var args: [Argument] = []
        if kind == .lParen, !tok.startsLine { args = try parseArguments() }
        return Target(name: n, entry: entry, arguments: args, span: spanFrom(n.span))
    }

    mutating func parseArguments() throws -> [Argument] {
        _ = try expect(.lParen, .openParen)
        var args: [Argument] = []
        if eat(.rParen) { return args }
        repeat {
            let label = try expectIdentifier(.argumentLabel)
            if kind != .colon {
                // `f(x)` where `f(x: x)` is meant: say how to write it.
                error(.labelWithoutColon(label.name))
                throw Bail()
            }
            _ = advance()
            let v = try parseExpr()
            args.append(Argument(label: label, value: v, span: spanFrom(label.span)))
        } while eat(.comma)
        _ = try expect(.rParen, .closeArguments)
        return args
    }

    /// Modifiers are the words that follow on the same line: `pageSheet withNavigation animated: false`.
    mutating func parseModifiers() throws -> [Modifier] {
        var mods: [Modifier] = []
        while case .identifier(let s) = kind, !tok.startsLine, s != "then" {
            let id = Identifier(s, advance().span)
            var value: Expr? = nil
            if kind == .colon { _ = advance(); value = try parseExpr() }
            mods.append(Modifier(name: id, value: value, span: spanFrom(id.span)))
        }
        return mods
    }

    // MARK: Expressions

    mutating func parseExpr() throws -> Expr {
        let t = tok
        switch t.kind {
        case .string(let s): _ = advance(); return .string(s, t.span)
        case .integer(let n): _ = advance(); return .integer(n, t.span)
        case .identifier("true"): _ = advance(); return .bool(true, t.span)
        case .identifier("false"): _ = advance(); return .bool(false, t.span)
        case .identifier(let s): _ = advance(); return .name(Identifier(s, t.span))
        case .dot:
            _ = advance()
            let n = try expectIdentifier(.caseAfterDot)
            var payload: Expr? = nil
            if kind == .lParen, !tok.startsLine {
                depth += 1
                defer { depth -= 1 }
                if depth > Parser.maxDepth { error(.expressionNestsTooDeep); throw Bail() }
                _ = advance()
                payload = try parseExpr()
                _ = try expect(.rParen, .closeParen)
            }
            return .caseRef(n, payload: payload, span: spanFrom(t.span))
        default:
            expected(.value)
            throw Bail()
        }
    }

    mutating func parsePattern() throws -> Pattern {
        let t = tok
        switch t.kind {
        case .underscore: _ = advance(); return .wildcard(t.span)
        case .dot:
            _ = advance()
            let n = try expectIdentifier(.caseAfterDot)
            var payload: Pattern? = nil
            if kind == .lParen {
                depth += 1
                defer { depth -= 1 }
                if depth > Parser.maxDepth { error(.patternNestsTooDeep); throw Bail() }
                _ = advance()
                payload = try parsePattern()
                _ = try expect(.rParen, .closeParen)
            }
            return .caseRef(n, payload: payload, span: spanFrom(t.span))
        case .identifier(let s) where s != "true" && s != "false":
            _ = advance()
            return .binding(Identifier(s, t.span))
        default:
            return .literal(try parseExpr())
        }
    }
}
