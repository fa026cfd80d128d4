// SPDX-License-Identifier: MIT
/// What the lexer reports (T002–T007, and T014 for a file of too many tokens).
enum LexerMessage: DiagnosticMessage, Hashable {
    case invalidEncoding
    case tooManyTokens
    /// The digits as written, without `_` separators (a leading `-` kept).
    case integerTooLarge(String)
    /// The name the number runs into (`3rd`: `rd`).
    case numberRunsIntoName(String)
    /// The first of a run of characters no token starts with.
    case unexpectedCharacter(Unicode.Scalar)
    /// The character after the backslash.
    case unknownEscape(Unicode.Scalar)
    case unterminatedString
    case unterminatedComment

    var code: DiagnosticCode {
        switch self {
        case .invalidEncoding: .invalidEncoding
        case .tooManyTokens: .limitExceeded
        case .integerTooLarge, .numberRunsIntoName: .invalidNumber
        case .unexpectedCharacter: .invalidCharacter
        case .unknownEscape: .invalidEscape
        case .unterminatedString: .unterminatedString
        case .unterminatedComment: .unterminatedComment
        }
    }

    var text: String {
        switch self {
        case .invalidEncoding: "the file is not valid UTF-8"
        case .tooManyTokens: "file has more than \(Lexer.maxTokens) tokens"
        case .integerTooLarge(let digits): "integer literal '\(digits)' does not fit in 64 bits"
        case .numberRunsIntoName: "a number cannot run into a name"
        case .unexpectedCharacter(let c):
            // A control character would be invisible (or move the caret) when printed: shown by its code point.
            "unexpected character "
                + (c.properties.generalCategory == .control ? "U+" + String(c.value, radix: 16, uppercase: true) : "'\(c)'")
        case .unknownEscape(let c): "unknown escape sequence '\\\(c)'"
        case .unterminatedString: "string is not closed on this line"
        case .unterminatedComment: "block comment is not closed"
        }
    }

    var hint: String? {
        switch self {
        case .invalidEncoding: "save the file as UTF-8"
        case .tooManyTokens: "split the flow over several files with 'include'"
        case .integerTooLarge: nil
        case .numberRunsIntoName(let name): "put a space before '\(name)', or start the name with a letter"
        case .unexpectedCharacter(let c):
            if c == "\u{201C}" || c == "\u{201D}" { "use straight quotes \" for strings" }
            else if c == "#" || c == "@" { "comments start with //" }
            else { nil }
        case .unknownEscape: "the escapes are \\n, \\t, \\\" and \\\\"
        case .unterminatedString: "add a closing \""
        case .unterminatedComment: "add */ to close the comment"
        }
    }
}
