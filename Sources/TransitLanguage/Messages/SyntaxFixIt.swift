// SPDX-License-Identifier: MIT
/// Titles of the parser's fix-its.
enum SyntaxFixIt: DiagnosticNoteMessage, Hashable {
    /// Inserting words before a token (`always ` before a bare query in a requirement).
    case insert(String)

    var text: String {
        switch self {
        case .insert(let words): "insert '\(words)'"
        }
    }
}
