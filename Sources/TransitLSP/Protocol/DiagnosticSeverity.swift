// SPDX-License-Identifier: MIT
import TransitLanguage

/// LSP's severities: a note is "information".
enum DiagnosticSeverity: Int {
    case error = 1, warning, information, hint

    init(_ s: Severity) {
        switch s {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .information
        }
    }
}
