// SPDX-License-Identifier: MIT
import TransitLanguage

/// Notes of the resolver's statement messages that no other stage writes.
enum StatementNote: DiagnosticNoteMessage, Hashable {
    /// Where the first of two presentation styles was given.
    case styleSetHere

    var text: String {
        switch self {
        case .styleSetHere: "style set here"
        }
    }
}
