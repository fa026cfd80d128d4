// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitExplorer
import TransitLanguage

/// GitHub Actions workflow commands (`::error file=…,line=…::message`): each diagnostic and finding shows up on its
/// line in the pull request. Paths are relative to the repository root, as GitHub expects.
public enum GitHubAnnotations {
    public static func lines(diagnostics: [Diagnostic], report: Explorer.Report? = nil, root: String,
                             command: (Event) -> String) -> String {
        var out = ""
        for d in diagnostics {
            out += line(d.severity, code: d.code, span: d.span,
                        message: d.message + (d.hint.map { " (hint: \($0))" } ?? ""), root: root)
        }
        for g in report.map(ExploreOutput.groups) ?? [] {
            let f = g.representative
            let trace = f.trace.isEmpty ? "" : " — shortest trace: " + ExploreOutput.steps(f, command: command).joined(separator: "; ")
            out += line(g.severity, code: g.code, span: f.span, message: f.message + trace, root: root)
        }
        return out
    }

    static func line(_ severity: Severity, code: DiagnosticCode, span: SourceSpan?, message: String, root: String) -> String {
        let kind = severity == .error ? "error" : severity == .warning ? "warning" : "notice"
        var props = ["title=" + property("\(code.rawValue) \(code.title)")]
        if let s = span {
            let a = s.startPosition, b = s.endPosition
            props.insert(contentsOf: ["file=" + property(relative(s.file.path, to: root)), "line=\(a.line)", "endLine=\(b.line)"], at: 0)
            if a.line == b.line { props += ["col=\(a.column)", "endColumn=\(b.column)"] }
        }
        return "::\(kind) \(props.joined(separator: ","))::\(data(message))\n"
    }

    static func relative(_ path: String, to root: String) -> String {
        let (absolute, relative) = ExploreOutput.SarifContext.locate(path, root: root)
        return relative ?? absolute
    }

    /// The escapes GitHub's workflow commands use for a message and for a property value.
    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
