// SPDX-License-Identifier: MIT
/// The one diagnostic that stands for a file's diagnostics beyond the limit (T014).
enum SummaryMessage: DiagnosticMessage, Hashable {
    /// What was left out of one file, and the limit per file.
    case omitted(Diagnostic.Omitted, limit: Int)

    var code: DiagnosticCode {
        switch self {
        case .omitted: .limitExceeded
        }
    }

    var text: String {
        switch self {
        case .omitted(let o, _):
            "… and \(o.count) more in \(o.file) (\(Self.counts(o))) not shown"
        }
    }

    var hint: String? {
        switch self {
        case .omitted(_, let limit): "only the first \(limit) of a file are shown; --max-diagnostics N shows more"
        }
    }

    /// As bad as the worst it stands for, so an omitted error still fails the check.
    var severity: Severity {
        switch self {
        case .omitted(let o, _): o.worst
        }
    }

    /// "2 errors, 1 warning": the severities left out, none of a severity not named.
    private static func counts(_ o: Diagnostic.Omitted) -> String {
        func n(_ k: Int, _ w: String) -> String { "\(k) \(w)\(k == 1 ? "" : "s")" }
        return [(o.errors, "error"), (o.warnings, "warning"), (o.notes, "note")].filter { $0.0 > 0 }.map { n($0.0, $0.1) }
            .joined(separator: ", ")
    }
}
