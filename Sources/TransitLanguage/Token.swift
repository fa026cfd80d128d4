// SPDX-License-Identifier: MIT
public enum TokenKind: Hashable, Sendable {
    case identifier(String)
    case string(String)
    case integer(Int)
    case lBrace, rBrace, lParen, rParen, lBracket, rBracket, lAngle, rAngle
    case colon, comma, dot, arrow, equal, equalEqual, bangEqual, bang, semicolon, question, underscore
    /// `&&`, `||`, `<=`, `>=`: in a requirement's predicate (`require`).
    case ampAmp, pipePipe, lessEqual, greaterEqual
    case eof

    public var display: String {
        switch self {
        case .identifier(let s): return "'\(s)'"
        case .string: return "a string"
        case .integer(let n): return "'\(n)'"
        case .lBrace: return "'{'"
        case .rBrace: return "'}'"
        case .lParen: return "'('"
        case .rParen: return "')'"
        case .lBracket: return "'['"
        case .rBracket: return "']'"
        case .lAngle: return "'<'"
        case .rAngle: return "'>'"
        case .colon: return "':'"
        case .comma: return "','"
        case .dot: return "'.'"
        case .arrow: return "'->'"
        case .equal: return "'='"
        case .equalEqual: return "'=='"
        case .bangEqual: return "'!='"
        case .bang: return "'!'"
        case .semicolon: return "';'"
        case .question: return "'?'"
        case .underscore: return "'_'"
        case .ampAmp: return "'&&'"
        case .pipePipe: return "'||'"
        case .lessEqual: return "'<='"
        case .greaterEqual: return "'>='"
        case .eof: return "end of file"
        }
    }
}

/// What lies between two tokens as the lexer read it: line breaks and comments, in order (spaces dropped). The
/// formatter lays them out and the language server colours the comments without scanning the text again.
public enum Trivia: Hashable, Sendable {
    /// One line break ("\r\n" is one).
    case newline
    /// A comment as written (a `//` comment without its trailing spaces) and the offset it starts at.
    case comment(String, block: Bool, start: Int)
}

public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var span: SourceSpan
    /// True when a line break separates this token from the previous one; statements and modifiers end at lines.
    public var startsLine: Bool
    /// The line breaks and comments since the previous token (the end of file's token holds the file's last ones).
    public var leadingTrivia: [Trivia] = []

    public var identifier: String? {
        if case .identifier(let s) = kind { return s }
        return nil
    }
}
