// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
@testable import TransitLanguage

/// Small helpers shared by the language tests: lex or parse text held in memory.
enum Fixture {
    static func file(_ text: String, path: String = "test.flow") -> SourceFile {
        SourceFile(path: path, text: text)
    }

    static func lex(_ text: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        Lexer.tokenize(file(text))
    }

    /// Token kinds without the final end-of-file token.
    static func kinds(_ text: String) -> [TokenKind] {
        let k = lex(text).tokens.map(\.kind)
        return Array(k.dropLast())
    }

    static func parse(_ text: String) -> (decls: [Declaration], diagnostics: [Diagnostic]) {
        let (unit, d) = Parser.parse(file(text))
        return (unit.declarations, d)
    }

    /// Parses text that must be free of diagnostics.
    static func parseClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Declaration] {
        let (decls, d) = parse(text)
        #expect(d.isEmpty, "unexpected diagnostics: \(d.map(describe))", sourceLocation: sourceLocation)
        return decls
    }

    /// Statements of the single action `a` of a single screen wrapped around `body`.
    static func statements(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Statement] {
        let decls = parseClean("screen S {\n  action a {\n\(body)\n  }\n}\n", sourceLocation: sourceLocation)
        guard case .screen(let s)? = decls.first, let b = s.actions.first?.body else {
            Issue.record("no action body parsed", sourceLocation: sourceLocation)
            return []
        }
        return b
    }

    static func statement(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> StatementKind? {
        let s = statements(line, sourceLocation: sourceLocation)
        #expect(s.count == 1, "expected one statement, got \(s.count)", sourceLocation: sourceLocation)
        return s.first?.kind
    }

    static func describe(_ d: Diagnostic) -> String { DiagnosticText.describe(d) }

    static func codes(_ ds: [Diagnostic]) -> [String] { ds.map(\.code.rawValue) }

    /// "line:column" of a diagnostic's start.
    static func at(_ d: Diagnostic) -> String {
        guard let p = d.span?.startPosition else { return "-" }
        return "\(p.line):\(p.column)"
    }
}

extension Declaration {
    var screen: ScreenDecl? { if case .screen(let s) = self { return s }; return nil }
    var coordinator: CoordinatorDecl? { if case .coordinator(let c) = self { return c }; return nil }
    var app: AppDecl? { if case .app(let a) = self { return a }; return nil }
    var enumeration: EnumDecl? { if case .enumeration(let e) = self { return e }; return nil }
    var errorType: ErrorDecl? { if case .error(let e) = self { return e }; return nil }
    var model: ModelDecl? { if case .model(let m) = self { return m }; return nil }
    var actionSet: ActionSetDecl? { if case .actionSet(let a) = self { return a }; return nil }
    var tabs: TabsDecl? { if case .tabs(let t) = self { return t }; return nil }
    var include: IncludeDecl? { if case .include(let i) = self { return i }; return nil }
}

extension Expr {
    /// A compact spelling used to compare parsed expressions: `.success(.ok)`, `"a"`, `1`, `true`, `name`.
    var shape: String {
        switch self {
        case .string(let s, _): return "\"\(s)\""
        case .integer(let n, _): return String(n)
        case .bool(let b, _): return b ? "true" : "false"
        case .name(let id): return id.name
        case .caseRef(let id, let p, _): return "." + id.name + (p.map { "(\($0.shape))" } ?? "")
        }
    }
}

extension Pattern {
    var shape: String {
        switch self {
        case .wildcard: return "_"
        case .binding(let id): return "let " + id.name
        case .literal(let e): return e.shape
        case .caseRef(let id, let p, _): return "." + id.name + (p.map { "(\($0.shape))" } ?? "")
        }
    }
}

extension TypeSyntax {
    var shape: String {
        arguments.isEmpty ? name.name : name.name + "<" + arguments.map(\.shape).joined(separator: ", ") + ">"
    }
}

extension Target {
    var shape: String {
        var s = name.name
        if let e = entry { s += "." + e.name }
        if !arguments.isEmpty { s += "(" + arguments.map { "\($0.label.name): \($0.value.shape)" }.joined(separator: ", ") + ")" }
        return s
    }
}

extension Modifier {
    var shape: String { name.name + (value.map { ": " + $0.shape } ?? "") }
}
