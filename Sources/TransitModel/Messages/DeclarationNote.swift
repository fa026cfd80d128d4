// SPDX-License-Identifier: MIT
import TransitLanguage

/// The resolver's own notes and fix-it titles (the common ones are `CommonNote`).
enum DeclarationNote: DiagnosticNoteMessage, Hashable {
    case firstAppDeclaredHere
    case inputDeclaredHere
    /// The fix-it of a match that leaves values out: an empty arm for each.
    case addMissingCases([Value])

    var text: String {
        switch self {
        case .firstAppDeclaredHere: "first app declared here"
        case .inputDeclaredHere: "input declared here"
        case .addMissingCases(let missing):
            "add the missing case\(missing.count == 1 ? "" : "s"): " + missing.map(\.description).joined(separator: ", ")
        }
    }
}
