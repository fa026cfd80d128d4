// SPDX-License-Identifier: MIT
/// Turns a source file into tokens. Never fails: bad input becomes diagnostics and is skipped.
public struct Lexer {
    public static let maxTokens = 2_000_000

    let file: SourceFile
    let s: [Unicode.Scalar]
    var i = 0
    var sawNewline = true
    /// The trivia read since the last token, for the next one.
    var pending: [Trivia] = []
    public private(set) var diagnostics = DiagnosticBag()

    public init(file: SourceFile) {
        self.file = file
        self.s = file.scalars
    }

    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(file: file)
        let tokens = lexer.run()
        return (tokens, lexer.diagnostics.items)
    }

    func span(_ a: Int, _ b: Int) -> SourceSpan { SourceSpan(file: file, start: a, end: b) }

    mutating func run() -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(s.count / 4)
        var reportedReplacement = false
        if let bad = file.invalidEncodingOffset {
            reportedReplacement = true
            diagnostics.report(LexerMessage.invalidEncoding, at: span(bad, bad + 1))
        }
        while true {
            skipTrivia()
            guard i < s.count else { break }
            if tokens.count >= Lexer.maxTokens {
                diagnostics.report(LexerMessage.tooManyTokens, at: span(i, i + 1))
                break
            }
            let start = i
            let c = s[i]
            let nl = sawNewline
            sawNewline = false
            func add(_ k: TokenKind) { tokens.append(token(k, span(start, i), startsLine: nl)) }
            if Lexer.isIdentStart(c) {
                i += 1
                while i < s.count, Lexer.isIdentContinue(s[i]) { i += 1 }
                let text = file.slice(start..<i)
                add(text == "_" ? .underscore : .identifier(text))
                continue
            }
            if c.properties.numericType != nil, ("0"..."9").contains(c) {
                while i < s.count, ("0"..."9").contains(s[i]) || s[i] == "_" { i += 1 }
                let digits = file.slice(start..<i).replacingOccurrences(of: "_")
                if let n = Int(digits) {
                    add(.integer(n))
                } else {
                    diagnostics.report(LexerMessage.integerTooLarge(digits), at: span(start, i))
                    add(.integer(0))
                }
                if i < s.count, Lexer.isIdentStart(s[i]) {
                    let b = i
                    while i < s.count, Lexer.isIdentContinue(s[i]) { i += 1 }
                    diagnostics.report(LexerMessage.numberRunsIntoName(file.slice(b..<i)), at: span(start, i))
                }
                continue
            }
            if c == "\"" { lexString(start: start, startsLine: nl, into: &tokens); continue }
            i += 1
            switch c {
            case "{": add(.lBrace)
            case "}": add(.rBrace)
            case "(": add(.lParen)
            case ")": add(.rParen)
            case "[": add(.lBracket)
            case "]": add(.rBracket)
            case "<": if i < s.count, s[i] == "=" { i += 1; add(.lessEqual) } else { add(.lAngle) }
            case ">": if i < s.count, s[i] == "=" { i += 1; add(.greaterEqual) } else { add(.rAngle) }
            case "&" where i < s.count && s[i] == "&": i += 1; add(.ampAmp)
            case "|" where i < s.count && s[i] == "|": i += 1; add(.pipePipe)
            case ":": add(.colon)
            case ",": add(.comma)
            case ".": add(.dot)
            case ";": add(.semicolon)
            case "?": add(.question)
            case "-":
                if i < s.count, s[i] == ">" { i += 1; add(.arrow) } else if i < s.count, ("0"..."9").contains(s[i]) {
                    while i < s.count, ("0"..."9").contains(s[i]) || s[i] == "_" { i += 1 }
                    let text = file.slice(start..<i).replacingOccurrences(of: "_")
                    if let n = Int(text) { add(.integer(n)) } else {
                        diagnostics.report(LexerMessage.integerTooLarge(text), at: span(start, i))
                        add(.integer(0))
                    }
                } else { badCharacter(c, start) }
            case "=":
                if i < s.count, s[i] == "=" { i += 1; add(.equalEqual) } else { add(.equal) }
            case "!":
                if i < s.count, s[i] == "=" { i += 1; add(.bangEqual) } else { add(.bang) }
            case "\u{FFFD}":
                if !reportedReplacement {
                    reportedReplacement = true
                    diagnostics.report(LexerMessage.invalidEncoding, at: span(start, i))
                }
            default:
                badCharacter(c, start)
            }
        }
        tokens.append(token(.eof, span(s.count, s.count), startsLine: true))
        return tokens
    }

    /// A token, given the trivia read before it.
    mutating func token(_ kind: TokenKind, _ span: SourceSpan, startsLine: Bool) -> Token {
        defer { pending.removeAll() }
        return Token(kind: kind, span: span, startsLine: startsLine, leadingTrivia: pending)
    }

    mutating func badCharacter(_ c: Unicode.Scalar, _ start: Int) {
        // Runs of bad characters (random bytes) give one diagnostic, not thousands.
        while i < s.count, !Lexer.isIdentStart(s[i]), !" \t\r\n{}()[]<>:,.;\"".unicodeScalars.contains(s[i]),
              !(s[i].properties.numericType != nil) {
            i += 1
        }
        diagnostics.report(LexerMessage.unexpectedCharacter(c), at: span(start, i))
    }

    mutating func lexString(start: Int, startsLine: Bool, into tokens: inout [Token]) {
        i += 1
        var value = String.UnicodeScalarView()
        while i < s.count {
            let c = s[i]
            if c == "\"" {
                i += 1
                tokens.append(token(.string(String(value)), span(start, i), startsLine: startsLine))
                return
            }
            if c == "\n" || c == "\r" { break }
            if c == "\\" {
                let escStart = i
                i += 1
                guard i < s.count else { break }
                switch s[i] {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                default:
                    diagnostics.report(LexerMessage.unknownEscape(s[i]), at: span(escStart, i + 1))
                }
                i += 1
                continue
            }
            value.append(c)
            i += 1
        }
        diagnostics.report(LexerMessage.unterminatedString, at: span(start, i))
        tokens.append(token(.string(String(value)), span(start, i), startsLine: startsLine))
    }

    mutating func skipTrivia() {
        while i < s.count {
            let c = s[i]
            if c == "\n" || c == "\r" {
                sawNewline = true
                // "\r\n" is one line break.
                if c == "\r", i + 1 < s.count, s[i + 1] == "\n" { i += 1 }
                pending.append(.newline)
                i += 1
                continue
            }
            if c == " " || c == "\t" || c == "\u{FEFF}" || c == "\u{3000}" { i += 1; continue }
            if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                let start = i
                while i < s.count, s[i] != "\n", s[i] != "\r" { i += 1 }
                pending.append(.comment(file.slice(start..<i).trimmingTrailingSpaces, block: false, start: start))
                continue
            }
            if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                let start = i
                i += 2
                var depth = 1
                while i < s.count, depth > 0 {
                    if s[i] == "*", i + 1 < s.count, s[i + 1] == "/" { depth -= 1; i += 2 }
                    else if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" { depth += 1; i += 2 }
                    else { if s[i] == "\n" || s[i] == "\r" { sawNewline = true }; i += 1 }
                }
                if depth > 0 {
                    diagnostics.report(LexerMessage.unterminatedComment, at: span(start, start + 2))
                }
                pending.append(.comment(file.slice(start..<i), block: true, start: start))
                continue
            }
            return
        }
    }

    static func isIdentStart(_ c: Unicode.Scalar) -> Bool {
        if c == "_" { return true }
        if c.isASCII { return ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        // Japanese and other letters are allowed in names, as in Swift.
        return c.properties.isAlphabetic || c.properties.generalCategory == .otherLetter
    }

    static func isIdentContinue(_ c: Unicode.Scalar) -> Bool {
        isIdentStart(c) || ("0"..."9").contains(c) || (!c.isASCII && c.properties.numericType != nil)
    }
}

extension String {
    func replacingOccurrences(of ch: Character) -> String { String(self.filter { $0 != ch }) }
}
