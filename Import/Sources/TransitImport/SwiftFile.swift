// SPDX-License-Identifier: MIT
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: operators folded, so `a = b` and `x as! T` are single expressions.
struct SwiftFile {
    var displayPath: String
    var tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(displayPath: String, text: String) {
        self.displayPath = displayPath
        let parsed = Parser.parse(source: text)
        // Unknown custom operators stay unfolded; the rest of the file is still read.
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: displayPath, tree: tree)
    }

    /// How deep `(` and `[` may nest (outside comments and strings) for a file to be parsed: swift-syntax's lookahead
    /// for array types takes time exponential in the nesting (26 nested `[` take 15 s, 80 never end). Real code
    /// stays far below.
    static let maxNesting = 24

    /// The nesting of `(` and `[` outside comments and string literals once it passes `maxNesting`; nil below it.
    static func excessiveNesting(_ text: String) -> Int? {
        let u = Array(text.utf8)
        var depth = 0, i = 0
        func at(_ j: Int, _ c: Character) -> Bool { j < u.count && u[j] == c.asciiValue! }
        while i < u.count {
            let c = u[i]
            if c == UInt8(ascii: "/"), at(i + 1, "/") {
                while i < u.count, u[i] != 10 { i += 1 }
            } else if c == UInt8(ascii: "/"), at(i + 1, "*") {
                var level = 1
                i += 2
                while i < u.count, level > 0 {
                    if at(i, "/"), at(i + 1, "*") { level += 1; i += 1 } else if at(i, "*"), at(i + 1, "/") { level -= 1; i += 1 }
                    i += 1
                }
                continue
            } else if c == UInt8(ascii: "\"") {
                let multiline = at(i + 1, "\"") && at(i + 2, "\"")
                i += multiline ? 3 : 1
                while i < u.count {
                    if u[i] == UInt8(ascii: "\\") { i += 2; continue }
                    if multiline ? (at(i, "\"") && at(i + 1, "\"") && at(i + 2, "\"")) : (u[i] == UInt8(ascii: "\"") || u[i] == 10) {
                        i += multiline ? 2 : 0
                        break
                    }
                    i += 1
                }
            } else if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") {
                depth += 1
                if depth > maxNesting { return depth }
            } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
            i += 1
        }
        return nil
    }

    func place(_ node: some SyntaxProtocol) -> SourcePlace {
        SourcePlace(file: displayPath, line: node.startLocation(converter: converter).line)
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` below this one, in source order (closures included).
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if let t = node.as(T.self) { found.append(t) }
            stack += node.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing code block (a method body, a closure's statements).
    var ancestorCodeBlock: Syntax? {
        var node = parent
        while let n = node {
            if n.is(CodeBlockSyntax.self) || n.is(ClosureExprSyntax.self) { return n }
            node = n.parent
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// Whether a closure lies between this node and `top` (a body it is read in): code that runs later.
    func isInClosure(below top: some SyntaxProtocol) -> Bool {
        var node = parent
        while let n = node, n.id != top.id {
            if n.is(ClosureExprSyntax.self) { return true }
            node = n.parent
        }
        return false
    }
}

extension SyntaxProtocol {
    /// Whether this code never runs on the newest iOS, the one simulated: the body of `if #unavailable(iOS 13)`,
    /// the `else` of `if #available(iOS 13, *)` (an app delegate's launch from before scenes).
    var isForOlderOS: Bool {
        var child = Syntax(self)
        var node = parent
        while let n = node {
            if let x = n.as(IfExprSyntax.self), let bodyRuns = x.bodyRunsOnNewestOS {
                if child.id == x.body.id ? !bodyRuns : (x.elseBody.map { Syntax($0).id == child.id } ?? false) && bodyRuns { return true }
            }
            child = n
            node = n.parent
        }
        return false
    }
}

extension MacroExpansionExprSyntax {
    /// `#selector(showLogin)`, `#selector(Self.showLogin)`: the method it names.
    var selectedMethod: String? {
        guard let e = arguments.first.map({ BodyTranslator.unwrap($0.expression) }) else { return nil }
        return e.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? e.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

extension IfExprSyntax {
    /// For `if #available(iOS 13, *)` (true) or `if #unavailable(iOS 13)` (false): whether its body runs on the newest
    /// iOS, the one simulated; nil for any other condition.
    var bodyRunsOnNewestOS: Bool? {
        guard conditions.count == 1, case .availability(let a) = conditions.first!.condition else { return nil }
        return a.availabilityKeyword.tokenKind == .poundAvailable
    }

    /// For a test of the device (`UIDevice.current.userInterfaceIdiom == .pad`, `!= .phone`, `isPad`,
    /// `traitCollection.horizontalSizeClass == .regular`): whether its body runs on an iPhone held upright, the device
    /// a draft is written for (an iPad's layout is for a person to add); nil for any other condition.
    var bodyRunsOnPhone: Bool? {
        guard conditions.count == 1, case .expression(let e) = conditions.first!.condition else { return nil }
        var expr = e
        var negated = false
        if let not = expr.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" { negated = true; expr = not.expression }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "==" || op == "!=", let member = infix.leftOperand.as(MemberAccessExprSyntax.self),
           let value = infix.rightOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            let property = member.declName.baseName.text
            let phone: Bool
            switch (property, value) {
            case ("userInterfaceIdiom", "pad"), ("userInterfaceIdiom", "mac"), ("horizontalSizeClass", "regular"): phone = false
            case ("userInterfaceIdiom", "phone"), ("horizontalSizeClass", "compact"): phone = true
            default: return nil
            }
            return (op == "==" ? phone : !phone) != negated
        }
        let name = expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? expr.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch name {
        case "isPad", "isIPad", "isiPad": return negated
        case "isPhone", "isIPhone", "isiPhone": return !negated
        default: return nil
        }
    }

    /// The blocks of `if … { } else if … { } else { }`, in order.
    var arms: [CodeBlockSyntax] {
        var result = [body]
        var rest = elseBody
        while let r = rest {
            switch r {
            case .ifExpr(let nested): result.append(nested.body); rest = nested.elseBody
            case .codeBlock(let b): result.append(b); rest = nil
            }
        }
        return result
    }
}

extension SyntaxProtocol {
    /// Whether this code lies (below `top`) in the first arm of an `if` that ends by returning while the code after
    /// the `if` goes on: a gate's way out (`if isAppDisabled() { showUpdateOS(); return false }`), not the usual way.
    func isInEarlyExit(below top: some SyntaxProtocol) -> Bool {
        var child = Syntax(self)
        var node = parent
        while let n = node, n.id != top.id {
            if let x = n.as(IfExprSyntax.self), child.id == x.body.id, x.body.statements.last?.item.is(ReturnStmtSyntax.self) == true,
               let item = x.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self) ?? x.parent?.as(CodeBlockItemSyntax.self),
               let list = item.parent?.as(CodeBlockItemListSyntax.self), list.last?.id != item.id {
                return true
            }
            child = n
            node = n.parent
        }
        return false
    }
}

extension ExprSyntax {
    /// The name a callee expression calls: `f` of `f(…)`, `a.b.f(…)` or `.f(…)`; nil for anything else (a closure).
    var calleeName: String? {
        self.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? self.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The callee of `f()` or `self.f()`: the name of a method of the type the code is in (if it has one by that name).
    var ownCalleeName: String? {
        if let ref = self.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
        return nil
    }
}
