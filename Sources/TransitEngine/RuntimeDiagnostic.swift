// SPDX-License-Identifier: MIT
import TransitLanguage

/// A problem the simulator found while an event ran: the one `Diagnostic` model (an R… code from the registry,
/// its message and place), with the event and step that caused it.
public struct RuntimeDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic
    /// The event that caused it, as the user would type it.
    public var event: String
    /// Index of the step (within the event) that caused it.
    public var step: Int
    /// Screens and coordinators it is about (breakpoints and grouping match them).
    public var subjects: [String] = []
    /// The message with its view controllers unnumbered (`RuntimeMessage.key`): one problem, whichever instances.
    public var messageKey: String

    public init(_ problem: RuntimeProblem, event: String, step: Int, span: SourceSpan?, subjects: [String] = []) {
        self.diagnostic = Diagnostic(problem, at: span)
        self.messageKey = problem.runtimeMessage.key
        self.event = event
        self.step = step
        self.subjects = subjects
    }

    public var code: DiagnosticCode { diagnostic.code }
    public var message: String { diagnostic.message }
    public var span: SourceSpan? { diagnostic.span }
    public var severity: Severity { diagnostic.severity }

    public var description: String {
        "\(severity.rawValue)[\(code.rawValue)]: \(message) (event: \(event)\(span.map { ", at \($0.description)" } ?? ""))"
    }
}
