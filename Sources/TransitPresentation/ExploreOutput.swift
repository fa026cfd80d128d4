import Foundation
import TransitEngine
import TransitLanguage

/// The explorer's report for people (grouped, traces as steps), for tools (JSON) and for code review (SARIF).
public enum ExploreOutput {
    public static func human(_ r: Explorer.Report, style: TextStyle, command: (Event) -> String) -> String {
        var lines: [String] = []
        let groups = Dictionary(grouping: r.findings, by: \.kind.code)
        for code in groups.keys.sorted() {
            let items = groups[code]!
            lines.append(style.bold("\(code) — \(items.count) finding\(items.count == 1 ? "" : "s")"))
            for f in items {
                let sev = f.severity == .error ? style.red("error") : style.yellow(f.severity.rawValue)
                lines.append("  \(sev): \(f.message)" + (f.span.map { style.dim("  (\($0.description))") } ?? ""))
                if !f.trace.isEmpty {
                    lines.append(style.dim("    shortest trace (\(f.trace.count) event\(f.trace.count == 1 ? "" : "s")):"))
                    for (i, e) in f.trace.enumerated() { lines.append(style.dim("      \(i + 1). ") + command(e)) }
                }
            }
            lines.append("")
        }
        let cover = "explored \(r.states) states, \(r.transitions) transitions, depth \(r.maxDepth), in \(String(format: "%.2f", r.seconds)) s"
        if r.interrupted { lines.append(style.yellow("interrupted: ") + cover + " — the findings above are what was found so far") }
        else if let b = r.boundHit { lines.append(style.yellow("bound hit (\(b)): ") + cover + " — states beyond it were not explored") }
        else { lines.append(cover + " — every reachable state was seen") }
        lines.append("\(r.screensReachedText)")
        let e = r.findings.filter { $0.severity == .error }.count, w = r.findings.count - e
        lines.append(r.findings.isEmpty ? style.green("no findings") : "\(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ r: Explorer.Report, command: (Event) -> String) -> String {
        let findings: [[String: Any]] = r.findings.map { f in
            var o: [String: Any] = ["code": f.kind.code, "severity": f.severity.rawValue, "message": f.message,
                                    "trace": f.trace.map(command)]
            if let s = f.span {
                o["file"] = s.file.path
                o["line"] = s.startPosition.line
                o["column"] = s.startPosition.column
            }
            return o
        }
        let o: [String: Any] = ["findings": findings, "states": r.states, "transitions": r.transitions, "maxDepth": r.maxDepth,
                                "complete": r.complete, "bound": r.boundHit ?? NSNull(), "interrupted": r.interrupted,
                                "seconds": r.seconds]
        let data = (try? JSONSerialization.data(withJSONObject: o, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// SARIF 2.1.0: code review tools show the findings on the flow file's lines.
    public static func sarif(_ r: Explorer.Report, command: (Event) -> String) -> String {
        let codes = Array(Set(r.findings.map(\.kind.code))).sorted()
        let rules: [[String: Any]] = codes.map { c in
            ["id": c, "shortDescription": ["text": RuntimeCode(rawValue: c).map { "runtime check \($0.rawValue)" } ?? ExploreOutput.title(c)]]
        }
        let results: [[String: Any]] = r.findings.map { f in
            var res: [String: Any] = ["ruleId": f.kind.code, "level": f.severity == .error ? "error" : (f.severity == .warning ? "warning" : "note"),
                                      "message": ["text": f.message + (f.trace.isEmpty ? "" : " — trace: " + f.trace.map(command).joined(separator: "; "))]]
            if let s = f.span {
                let a = s.startPosition, b = s.endPosition
                res["locations"] = [["physicalLocation": ["artifactLocation": ["uri": s.file.path],
                                                          "region": ["startLine": a.line, "startColumn": a.column,
                                                                     "endLine": b.line, "endColumn": b.column]]]]
            }
            return res
        }
        let o: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "transit", "informationUri": "https://example.invalid/transit", "rules": rules]],
                      "results": results]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: o, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func title(_ code: String) -> String {
        switch code {
        case "X401": return "screen never shown"
        case "X402": return "coordinator never started"
        case "X403": return "dead end"
        case "X404": return "unbounded growth"
        default: return code
        }
    }
}

extension Explorer.Report {
    var screensReachedText: String {
        "reached \(reachedScreens.count) screen\(reachedScreens.count == 1 ? "" : "s") and \(reachedCoordinators.count) coordinator\(reachedCoordinators.count == 1 ? "" : "s")"
    }
}
