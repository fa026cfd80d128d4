// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitPresentation
import TransitShell

/// Every flow script shown in README.md and docs/ (a fenced block whose first line is a `transit run` shebang) runs
/// as written, from flows/ where its `load` finds the example: documentation cannot rot.
@Suite("Scripts in the documentation")
struct DocumentedScriptsTests {
    struct Documented: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line)" }
    }

    static var scripts: [Documented] {
        var out: [Documented] = []
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: Repo.root + "/docs")) ?? []).filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        for file in ["README.md"] + docs.sorted() {
            guard let text = try? String(contentsOfFile: Repo.root + "/" + file, encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            var i = 0
            while i < lines.count {
                if lines[i].hasPrefix("```"), i + 1 < lines.count, lines[i + 1].hasPrefix("#!"), lines[i + 1].contains("transit run") {
                    var body: [String] = []
                    var j = i + 1
                    while j < lines.count, !lines[j].hasPrefix("```") { body.append(lines[j]); j += 1 }
                    out.append(Documented(file: file, line: i + 2, text: body.joined(separator: "\n")))
                    i = j
                }
                i += 1
            }
        }
        return out
    }

    @Test func theReadmeShowsAScript() {
        #expect(Self.scripts.contains { $0.file == "README.md" })
    }

    @Test(arguments: scripts)
    func documentedScriptPasses(_ doc: Documented) {
        var session = ShellSession(style: TextStyle(color: false), baseDirectory: Repo.root + "/flows")
        var report = ScriptRunner.Report()
        let out = Locked("")
        ScriptRunner(style: TextStyle(color: false), write: { t in out.update { $0 += t } }, writeError: { t in out.update { $0 += t } })
            .run(lines: doc.text.components(separatedBy: "\n"), name: doc.description, session: &session, into: &report)
        #expect(report.failed == 0 && !report.broken, "\(doc): \(report.passed) passed, \(report.failed) failed\n\(out.value)")
        #expect(report.passed > 0, "\(doc) checks nothing")
    }
}

/// docs/shell.md lists every shell command with its usage, so the reference cannot fall behind the shell.
@Test func theShellReferenceListsEveryCommand() throws {
    let doc = try String(contentsOfFile: Repo.root + "/docs/shell.md", encoding: .utf8)
    for spec in CommandSpec.all {
        #expect(doc.contains("## `\(spec.usage)`"), "docs/shell.md has no section for '\(spec.usage)'")
        for a in spec.aliases { #expect(doc.contains(a), "docs/shell.md does not mention the alias '\(a)' of \(spec.name.rawValue)") }
    }
}
