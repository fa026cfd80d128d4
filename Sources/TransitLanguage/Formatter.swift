// SPDX-License-Identifier: MIT
/// The canonical layout of a flow file (`transit format`): two spaces per block, one space between words, none
/// inside parentheses or before `,` `:` `)`, at most one blank line, trailing comments of consecutive lines
/// aligned. It works on the tokens and on the comments between them, so it never changes what a file says: the
/// tokens come out the same, in the same order, and every comment is kept as written.
public enum Formatter {
    public static let indentUnit = "  "

    /// The errors that keep a file from being formatted: it must lex and parse.
    public struct Refusal: Error {
        public var diagnostics: [Diagnostic]
    }

    /// The formatted text, or the file's lexical and syntax errors (a file that does not parse is not formatted).
    public static func format(_ file: SourceFile) -> Result<String, Refusal> {
        let (tokens, lexErrors) = Lexer.tokenize(file)
        var parser = Parser(tokens: tokens, file: file)
        _ = parser.parseFile()
        let errors = (lexErrors + parser.diagnostics.items).filter { $0.severity == .error }
        if !errors.isEmpty { return .failure(Refusal(diagnostics: errors)) }
        return .success(withLineEndings(layout(tokens, file: file), crlf: usesCRLF(file)))
    }

    /// True when the file's line breaks are mostly "\r\n": the formatted file keeps that style.
    static func usesCRLF(_ file: SourceFile) -> Bool {
        var crlf = 0, other = 0
        var i = 0
        let sc = file.scalars
        while i < sc.count {
            if sc[i] == "\r" {
                if i + 1 < sc.count, sc[i + 1] == "\n" { crlf += 1; i += 1 } else { other += 1 }
            } else if sc[i] == "\n" { other += 1 }
            i += 1
        }
        return crlf > other
    }

    /// Every line break in one style, block comments included (they keep their text, not a mix of endings).
    static func withLineEndings(_ text: String, crlf: Bool) -> String {
        var out = String.UnicodeScalarView()
        let sc = Array(text.unicodeScalars)
        var i = 0
        while i < sc.count {
            let c = sc[i]
            if c == "\r" || c == "\n" {
                if c == "\r", i + 1 < sc.count, sc[i + 1] == "\n" { i += 1 }
                if crlf { out.append("\r") }
                out.append("\n")
            } else {
                out.append(c)
            }
            i += 1
        }
        return String(out)
    }

    /// A line of output: its indentation and code, and a trailing `//` comment to align with its neighbours.
    struct Line {
        var text = ""
        var trailing: String?
    }

    static func layout(_ tokens: [Token], file: SourceFile) -> String {
        var lines: [Line] = []
        var cur = Line()
        var depth = 0, parens = 0
        var prev: Token?
        func indent(_ level: Int) -> String { String(repeating: indentUnit, count: max(0, level)) }
        func newLine(blank: Bool) {
            lines.append(cur)
            if blank { lines.append(Line()) }
            cur = Line()
        }
        for t in tokens {
            var breaks = 0
            var onPrevLine = prev != nil
            for item in t.leadingTrivia {
                switch item {
                case .newline:
                    breaks += 1
                    onPrevLine = false
                case .comment(let text, let block, _):
                    if onPrevLine {
                        // On the line of the previous token: a trailing comment.
                        if block { cur.text += " " + text } else { cur.trailing = text }
                    } else {
                        // A comment line of its own, at the depth of what it sits in.
                        if !cur.text.isEmpty || cur.trailing != nil { newLine(blank: breaks >= 2) }
                        cur.text = indent(depth + (parens > 0 ? 1 : 0)) + text
                        breaks = 0
                        onPrevLine = true
                    }
                }
            }
            if case .eof = t.kind { break }
            let closing: Bool
            switch t.kind { case .rBrace, .rParen, .rBracket: closing = true; default: closing = false }
            if prev == nil || breaks > 0 || (cur.text.isEmpty && cur.trailing == nil) {
                if prev != nil || !cur.text.isEmpty { newLine(blank: breaks >= 2) }
                var level = depth + (parens > 0 ? 1 : 0)
                if case .rBrace = t.kind { level = depth - 1 + (parens > 0 ? 1 : 0) }
                if closing, t.kind != .rBrace { level = depth + (parens > 1 ? 1 : 0) }
                cur.text = indent(level)
            } else if let p = prev, space(between: p, and: t) {
                cur.text += " "
            }
            cur.text += file.slice(t.span.start..<t.span.end)
            switch t.kind {
            case .lBrace: depth += 1
            case .rBrace: depth = max(0, depth - 1)
            case .lParen, .lBracket: parens += 1
            case .rParen, .rBracket: parens = max(0, parens - 1)
            default: break
            }
            prev = t
        }
        if !cur.text.isEmpty || cur.trailing != nil { lines.append(cur) }
        return render(lines)
    }

    /// Joins the lines, aligning the trailing comments of each run of consecutive commented lines one column past
    /// the longest code of the run.
    static func render(_ lines: [Line]) -> String {
        var out: [String] = []
        var i = 0
        while i < lines.count {
            guard lines[i].trailing != nil else {
                out.append(lines[i].text.trimmingTrailingSpaces)
                i += 1
                continue
            }
            var j = i
            while j < lines.count, lines[j].trailing != nil { j += 1 }
            let column = lines[i..<j].map { $0.text.trimmingTrailingSpaces.count }.max()! + 2
            for line in lines[i..<j] {
                let code = line.text.trimmingTrailingSpaces
                out.append(code.isEmpty ? line.trailing! : code + String(repeating: " ", count: column - code.count) + line.trailing!)
            }
            i = j
        }
        while out.last?.isEmpty == true { out.removeLast() }
        return out.joined(separator: "\n") + "\n"
    }

    /// Whether one space separates two tokens on a line.
    static func space(between p: TokenKind, and t: TokenKind) -> Bool {
        // A comparison in a requirement (`count(X) < 2`, `count(X) > 0`): a type's `<…>` never follows `)` nor
        // holds a number.
        if t == .rAngle, p == .rParen { return true }
        if p == .lAngle, case .integer = t { return true }
        switch t {
        case .comma, .colon, .semicolon, .rParen, .rBracket, .rAngle: return false
        default: break
        }
        switch p {
        case .lParen, .lBracket, .lAngle, .dot, .bang: return false
        default: break
        }
        switch t {
        case .question:
            // `-> T?`: the optional mark sits on its type.
            if case .identifier = p { return false }
            if case .rAngle = p { return false }
            return true
        case .dot:
            // `List.select`, `a.b`: member access; `.case` after a word, an operator or a keyword keeps its space.
            switch p {
            case .identifier(let w): return valueKeywords.contains(w)
            case .rParen, .rBracket, .rAngle, .question: return false
            default: return true
            }
        case .lParen:
            // A call or a parameter list hangs on its name; `then (x)`, `if (…)` are words and keep the space.
            if case .identifier(let w) = p { return groupKeywords.contains(w) }
            if case .rAngle = p { return false }
            return true
        case .lAngle:
            if case .identifier = p { return false }
            return true
        default:
            return true
        }
    }

    static func space(between p: Token, and t: Token) -> Bool { space(between: p.kind, and: t.kind) }

    /// Words after which `(` opens a group of their own, not a call: `then (saved)`, `if (…)`.
    static let groupKeywords = Set([Keyword.Statement.if, .match].map(\.rawValue) + [Keyword.Contextual.then, .as, .in, .not, .else].map(\.rawValue))
    /// Words after which `.` starts an enum case, not a member: `if x == .a` needs no entry, `log .a` does.
    static let valueKeywords = Set([Keyword.Statement.if, .match, .log, .alert, .append].map(\.rawValue) + [Keyword.Contextual.in, .not, .else, .as, .then].map(\.rawValue))
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
