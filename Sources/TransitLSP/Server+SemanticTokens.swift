// SPDX-License-Identifier: MIT
import Foundation
import TransitLanguage
import TransitModel

/// Semantic tokens: what each word is in this flow (a screen or coordinator name, an action, an enum case, a
/// keyword), which a grammar cannot know.
extension Server {
    /// The legend the `initialize` answer announces; token types are indices into it.
    static let tokenTypes = ["keyword", "class", "method", "enumMember", "string", "number", "comment", "variable", "operator"]

    func semanticTokens(_ params: TextDocumentParams) -> SemanticTokens {
        guard let doc = document(params.uri) else { return SemanticTokens(data: []) }
        let file = SourceFile(path: doc.path, text: doc.text)
        let tokens = Lexer.tokenize(file).tokens
        let flow = check(doc.uri)?.flow ?? Flow()
        let types: Set<String> = Set(flow.screens.keys).union(flow.coordinators.keys).union(flow.tabBars.keys)
            .union(flow.enums.keys).union(flow.errors.keys).union(flow.models.keys)
        let actions = Set(flow.screens.values.flatMap { s in s.actions.map(\.name) + s.cells.flatMap { $0.actions.map(\.name) } })
        let cases = Set(flow.enums.values.flatMap(\.cases) + flow.errors.values.flatMap(\.cases))
        let keywords = Keyword.all.union(["true", "false"])
        // (offset, length in scalars, type) for tokens and comments, in file order.
        var spans: [(Int, Int, Int)] = []
        for (i, t) in tokens.enumerated() {
            for case .comment(let text, _, let start) in t.leadingTrivia {
                spans.append((start, text.unicodeScalars.count, 6))
            }
            let length = t.span.end - t.span.start
            switch t.kind {
            case .string: spans.append((t.span.start, length, 4))
            case .integer: spans.append((t.span.start, length, 5))
            case .arrow, .equal, .equalEqual, .bangEqual, .bang, .ampAmp, .pipePipe, .lessEqual, .greaterEqual: spans.append((t.span.start, length, 8))
            case .identifier(let w):
                let afterDot: Bool = { if i > 0, case .dot = tokens[i - 1].kind { return true }; return false }()
                let type: Int
                if afterDot, actions.contains(w) { type = 2 }
                else if afterDot, cases.contains(w) { type = 3 }
                else if types.contains(w) { type = 1 }
                else if actions.contains(w), i > 0, tokens[i - 1].identifier == "action" { type = 2 }
                else if keywords.contains(w) { type = 0 }
                else { type = 7 }
                spans.append((t.span.start, length, type))
            default: break
            }
        }
        // Encoded as the protocol says: lines and UTF-16 starts relative to the previous token; multi-line
        // comments are split into one token per line.
        var data: [Int] = []
        var prevLine = 0, prevChar = 0
        func emit(_ start: Int, _ end: Int, _ type: Int) {
            let p = Position(file, start), q = Position(file, end)
            let line = p.line, char = p.character
            let length = q.line == line ? q.character - char : 0
            guard length > 0 else { return }
            data += [line - prevLine, line == prevLine ? char - prevChar : char, length, type, 0]
            prevLine = line; prevChar = char
        }
        for (start, count, type) in spans {
            var a = start
            // A comment over several lines: one token per line (a "\r\n" leaves an empty piece, which is skipped).
            for k in start..<(start + count) where file.scalars[k] == "\n" || file.scalars[k] == "\r" {
                emit(a, k, type)
                a = k + 1
            }
            emit(a, start + count, type)
        }
        return SemanticTokens(data: data)
    }
}
