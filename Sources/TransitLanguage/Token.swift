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

public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var span: SourceSpan
    /// True when a line break separates this token from the previous one; statements and modifiers end at lines.
    public var startsLine: Bool

    public var identifier: String? {
        if case .identifier(let s) = kind { return s }
        return nil
    }
}
