// SPDX-License-Identifier: MIT
import Foundation
import TransitPresentation

/// What `transit run` writes for CI systems: JUnit XML (one test case per script) and TAP.
public enum RunReports {
    /// JUnit XML in the common (Jenkins/Ant) shape: one <testsuite>, a <testcase> per script, a <failure> per failed
    /// expectation, refused command or unexpected runtime error, an <error> when the script or flow cannot be loaded.
    public static func junit(_ report: ScriptRunner.Report, seconds: Double = 0) -> String {
        let failures = report.scripts.filter { $0.failed > 0 && !$0.broken }.count
        let errors = report.scripts.filter(\.broken).count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"transit run\" tests=\"\(report.scripts.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out += "  <testsuite name=\"transit run\" tests=\"\(report.scripts.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(String(format: "%.3f", seconds))\">\n"
        for s in report.scripts {
            out += "    <testcase classname=\"transit\" name=\"\(xml(s.name))\" time=\"\(String(format: "%.3f", s.seconds))\">\n"
            if s.broken {
                let m = s.failures.last.map { "\(s.name):\($0.line): \($0.message)" } ?? s.name
                out += "      <error message=\"\(xml(m))\">\(xml(m))</error>\n"
            } else if s.failed > 0 {
                let text = s.failures.map { "\(s.name):\($0.line): \($0.message)" }.joined(separator: "\n")
                out += "      <failure message=\"\(xml("\(s.failed) failed, \(s.passed) passed"))\" type=\"expectation\">\(xml(text))</failure>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// TAP version 13: a test point per script, its failures as YAML diagnostics.
    public static func tap(_ report: ScriptRunner.Report) -> String {
        var out = "TAP version 13\n1..\(report.scripts.count)\n"
        for (i, s) in report.scripts.enumerated() {
            let ok = !s.broken && s.failed == 0
            out += "\(ok ? "ok" : "not ok") \(i + 1) - \(s.name.replacingOccurrences(of: "#", with: "\\#")): \(s.passed) passed, \(s.failed) failed\n"
            if !ok {
                out += "  ---\n  failures:\n"
                for f in s.failures { out += "    - \"\(s.name):\(f.line): \(yaml(f.message))\"\n" }
                out += "  ...\n"
            }
        }
        return out
    }

    static func xml(_ s: String) -> String { DotText.xml(s) }

    static func yaml(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ")
    }
}
