// SPDX-License-Identifier: MIT
/// A diagnostic's words as a value (after swift-syntax's `DiagnosticMessage`). Each part of the pipeline has a
/// message type whose cases are its messages: a case names its code, and its text and hint are written there and
/// nowhere else. Reporting takes a message, never free text, so a message cannot drift from its code, one
/// message is worded once, and a test or a tool can tell messages apart by `id` instead of by their text.
public protocol DiagnosticMessage: Sendable {
    /// Its code in the registry (`DiagnosticCode`): family, default severity, title.
    var code: DiagnosticCode { get }
    /// What it says.
    var text: String { get }
    /// What to do about it, when the message has advice of its own ("did you mean" is the bag's: `suggesting:`).
    var hint: String? { get }
    /// Its severity, when a message of the code is milder or worse than the code's default.
    var severity: Severity { get }
}

extension DiagnosticMessage {
    public var hint: String? { nil }
    public var severity: Severity { code.defaultSeverity }
    /// `Type.case`: which message it is, whatever its arguments.
    public var id: String { "\(Self.self).\(String(describing: self).prefix { $0 != "(" })" }
}

/// The words of a diagnostic's secondary place ("first declared here") or of a fix-it's title, as a value too.
public protocol DiagnosticNoteMessage: Sendable {
    var text: String { get }
}

/// Notes any stage writes.
public enum CommonNote: DiagnosticNoteMessage, Hashable {
    case firstDeclaredHere
    case firstHandledHere
    case firstGivenHere
    /// The fix-it of a did-you-mean or of any replacement of one word by another.
    case replace(String, with: String)

    public var text: String {
        switch self {
        case .firstDeclaredHere: "first declared here"
        case .firstHandledHere: "first handled here"
        case .firstGivenHere: "first given here"
        case .replace(let old, let new): "replace '\(old)' with '\(new)'"
        }
    }
}
