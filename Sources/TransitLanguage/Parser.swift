// SPDX-License-Identifier: MIT
/// Recursive-descent parser with error recovery: a mistake is reported and parsing resumes at the next line or
/// declaration, so one typo never hides the rest of the file.
public struct Parser {
    public static let maxDepth = 64
    public static let declarationKeywords = Keyword.Declaration.allCases.map(\.rawValue)
    /// The words of a coordinator's `on WORD Screen { … }` (the navigation controller's delegate), and with the tab
    /// bar's, of every `on WORD Name { … }`.
    static let stackHooks = ["pop"] + [Keyword.Contextual.willPop, .leave, .willLeave].map(\.rawValue)
    static let delegateHooks = stackHooks + [Keyword.Contextual.select, .reselect].map(\.rawValue)
    public static let statementKeywords = Keyword.Statement.allCases.map(\.rawValue)

    struct Bail: Error {}

    let tokens: [Token]
    let file: SourceFile
    var p = 0
    var depth = 0
    var diagnostics = DiagnosticBag()

    public init(tokens: [Token], file: SourceFile) {
        self.tokens = tokens
        self.file = file
    }

    public static func parse(_ file: SourceFile) -> (unit: SourceUnit, diagnostics: [Diagnostic]) {
        let (tokens, lexDiags) = Lexer.tokenize(file)
        var parser = Parser(tokens: tokens, file: file)
        let decls = parser.parseFile()
        return (SourceUnit(file: file, declarations: decls), lexDiags + parser.diagnostics.items)
    }

    // MARK: Token helpers

    var tok: Token { tokens[p] }
    var kind: TokenKind { tokens[p].kind }
    var atEOF: Bool { if case .eof = kind { return true }; return false }
    mutating func advance() -> Token { let t = tokens[p]; if p < tokens.count - 1 { p += 1 }; return t }
    func isIdent(_ s: String) -> Bool { tok.identifier == s }
    func peekKind(_ k: Int) -> TokenKind { tokens[min(p + k, tokens.count - 1)].kind }
    var previousEnd: Int { p > 0 ? tokens[p - 1].span.end : 0 }

    mutating func eat(_ k: TokenKind) -> Bool {
        if kind == k { _ = advance(); return true }
        return false
    }

    mutating func expect(_ k: TokenKind, _ what: Expected) throws -> Token {
        if kind == k { return advance() }
        expected(what)
        throw Bail()
    }

    /// Reports `message` at `span`, or at the current token.
    mutating func error(_ message: SyntaxMessage, at span: SourceSpan? = nil) {
        diagnostics.report(message, at: span ?? tok.span)
    }

    /// "expected `what`, found" the current token, at it.
    mutating func expected(_ what: Expected) {
        error(.expected(what, found: kind))
    }

    /// A word that is not one of `cases` where one was expected: "did you mean" with its fix-it, else the message's hint.
    mutating func unknownWord<K: RawRepresentable & CaseIterable>(_ message: SyntaxMessage, _ word: String, among cases: K.Type)
        where K.RawValue == String {
        diagnostics.report(message, at: tok.span, suggesting: Suggest.closest(word, in: K.allCases.map(\.rawValue)))
    }

    mutating func expectIdentifier(_ what: Expected) throws -> Identifier {
        if case .identifier(let s) = kind {
            let t = advance()
            return Identifier(s, t.span)
        }
        expected(what)
        throw Bail()
    }

    func spanFrom(_ start: SourceSpan) -> SourceSpan {
        SourceSpan(file: file, start: start.start, end: max(start.end, previousEnd))
    }

    /// A declaration keyword at the start of a line followed by a name (`screen Home`): a new declaration, not a
    /// member (an enum case called `app` stands alone).
    var startsDeclaration: Bool {
        guard tok.startsLine, let id = tok.identifier, Parser.declarationKeywords.contains(id), id != "error" else { return false }
        if id == "include" { if case .string = peekKind(1) { return true }; return false }
        if case .identifier = peekKind(1), !tokens[min(p + 1, tokens.count - 1)].startsLine { return true }
        return false
    }

    /// Skips a balanced `{ … }` without recursion (hostile files may nest thousands deep).
    mutating func skipBalancedBlock() {
        guard kind == .lBrace else { return }
        var level = 0
        repeat {
            if kind == .lBrace { level += 1 } else if kind == .rBrace { level -= 1 }
            _ = advance()
        } while level > 0 && !atEOF
    }

    /// After an error inside a block: skip to a token that starts a new line (or the block's end).
    mutating func recoverInBlock() {
        if !atEOF, kind != .rBrace { _ = advance() }
        while !atEOF, kind != .rBrace, !tok.startsLine {
            if kind == .lBrace { skipBalancedBlock() } else { _ = advance() }
        }
    }

    /// After an error at top level: skip to the next declaration keyword that starts a line.
    mutating func recoverAtTop() {
        if !atEOF { if kind == .lBrace { skipBalancedBlock() } else { _ = advance() } }
        while !atEOF {
            if tok.startsLine, let id = tok.identifier, Parser.declarationKeywords.contains(id) { return }
            if kind == .lBrace { skipBalancedBlock() } else { _ = advance() }
        }
    }

    // MARK: File

    mutating func parseFile() -> [Declaration] {
        var decls: [Declaration] = []
        while !atEOF {
            if kind == .semicolon { _ = advance(); continue }
            let before = p
            do {
                if let d = try parseDeclaration() { decls.append(d) }
            } catch {
                if p == before { recoverAtTop() } else {
                    // Resume at the next line-leading declaration keyword.
                    while !atEOF {
                        if tok.startsLine, let id = tok.identifier, Parser.declarationKeywords.contains(id) { break }
                        if kind == .lBrace { skipBalancedBlock() } else { _ = advance() }
                    }
                }
            }
        }
        return decls
    }

    mutating func parseDeclaration() throws -> Declaration? {
        guard let kw = tok.identifier else {
            if kind == .rBrace {
                error(.unexpectedCloseBrace)
                _ = advance()
                return nil
            }
            expected(.declaration)
            throw Bail()
        }
        let start = tok.span
        switch Keyword.Declaration(rawValue: kw) {
        case .include:
            _ = advance()
            guard case .string(let path) = kind else {
                error(.includePath)
                throw Bail()
            }
            _ = advance()
            return .include(IncludeDecl(path: path, span: spanFrom(start)))
        case .app: return .app(try parseApp())
        case .enum: return .enumeration(try parseEnum())
        case .error: return .error(try parseError())
        case .model: return .model(try parseModel())
        case .actions: return .actionSet(try parseActionSet())
        case .screen: return .screen(try parseScreen())
        case .coordinator: return .coordinator(try parseCoordinator())
        case .tabs: return .tabs(try parseTabs())
        case .event, .link, .notification: return .event(try parseAppEvent())
        case .require: return .requirement(try parseRequire())
        case nil:
            unknownWord(.unknownDeclaration(kw), kw, among: Keyword.Declaration.self)
            throw Bail()
        }
    }

    // MARK: Member blocks

    /// Parses `{ member* }`, calling `member` for each; recovers line by line.
    mutating func parseMembers(_ what: BlockKind, _ member: (inout Parser) throws -> Void) throws {
        _ = try expect(.lBrace, .openBrace(what))
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth {
            error(.blockNestsTooDeep)
            p -= 1
            skipBalancedBlock()
            throw Bail()
        }
        while !atEOF, kind != .rBrace {
            if kind == .semicolon || kind == .comma { _ = advance(); continue }
            if startsDeclaration {
                // A missing '}' before the next declaration: report and let the file level continue.
                error(.closeBraceBefore(what, keyword: tok.identifier ?? ""), at: tok.span)
                return
            }
            let before = p
            do { try member(&self) } catch {
                if p == before { recoverInBlock() } else if !tok.startsLine { recoverInBlock() }
            }
        }
        if atEOF {
            expected(.closeBrace(what))
            return
        }
        _ = advance()
    }
}
