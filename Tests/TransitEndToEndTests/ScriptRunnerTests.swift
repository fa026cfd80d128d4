// SPDX-License-Identifier: MIT
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TransitShellTestSupport
import TransitPresentation
import TransitShell

/// `transit run` through the binary, and ScriptRunner in-process.
@Suite("transit run")
struct ScriptRunnerTests {
    /// "N passed, M failed" on the last line of stdout.
    struct Summary: Equatable, CustomStringConvertible {
        var passed: Int, failed: Int
        var description: String { "\(passed) passed, \(failed) failed" }
    }

    func summary(_ out: String) -> Summary? {
        guard let line = out.split(separator: "\n").last else { return nil }
        let parts = line.split(separator: " ")
        guard parts.count == 4, parts[1] == "passed,", parts[3] == "failed", let p = Int(parts[0]), let f = Int(parts[2]) else { return nil }
        return Summary(passed: p, failed: f)
    }

    @Test func thereAreExampleScripts() {
        #expect(Repo.exampleScripts.count >= 5, "\(Repo.exampleScripts)")
    }

    @Test("every example script passes", arguments: Repo.exampleScripts)
    func examplePasses(_ script: String) throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", script])
        #expect(r.status == 0, "\(script): exit \(r.status)\n\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let s = try #require(summary(r.stdout), "no summary in \(r.stdout.debugDescription)")
        #expect(s.failed == 0)
        #expect(s.passed > 0, "\(script) checks nothing")
        // The count is the number of expect lines.
        let text = try String(contentsOfFile: Repo.path(script), encoding: .utf8)
        let expects = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("expect ") }.count
        #expect(s.passed == expects, "\(script): \(s.passed) passed, \(expects) expect lines")
        #expect(r.stdout == "\(expects) passed, 0 failed\n")
    }

    @Test func allExamplesTogether() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run"] + Repo.exampleScripts)
        #expect(r.status == 0, "\(r.stderr)")
        let s = try #require(summary(r.stdout))
        #expect(s.failed == 0 && s.passed > 50)
    }

    @Test func examplesRunFromAnotherFolder() throws {
        // load lines resolve against the script's folder, not the current one.
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", Repo.path("flows/tasks.transit")], currentDirectory: NSTemporaryDirectory())
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func verbosePrintsTheOutput() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", "-v", "flows/tasks.transit"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("loaded tasks.flow"), "\(r.stdout.prefix(300))")
        #expect(r.stdout.contains("present Detail"))
        let quiet = try runProcess(transit, ["run", "flows/tasks.transit"])
        #expect(!quiet.stdout.contains("loaded tasks.flow"))
    }

    @Test func aWrongExpectationFailsWithScriptAndLine() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", "flows/tests/wrong-expectation.transit"])
        #expect(r.status == 1, "exit \(r.status)\n\(r.stderr)")
        #expect(r.stderr.contains("flows/tests/wrong-expectation.transit:7: failed: expected top Detail, got List"), "\(r.stderr)")
        #expect(r.stderr.contains("flows/tests/wrong-expectation.transit:10: failed: expected modals none, got Detail"), "\(r.stderr)")
        #expect(!r.stderr.contains(":6:") && !r.stderr.contains(":9:"), "a passing line was reported: \(r.stderr)")
        #expect(!r.stderr.contains("\u{1B}"), "colour codes on a pipe")
        let s = try #require(summary(r.stdout))
        #expect(s == Summary(passed: 3, failed: 2), "\(r.stdout)")
    }

    @Test func bailStopsAtTheFirstFailure() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", "--bail", "flows/tests/wrong-expectation.transit", "flows/tasks.transit"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("wrong-expectation.transit:7:"), "\(r.stderr)")
        #expect(!r.stderr.contains("wrong-expectation.transit:10:"), "--bail went on: \(r.stderr)")
        let s = try #require(summary(r.stdout))
        // Line 6 passed, line 7 failed; nothing after it and no later script ran.
        #expect(s == Summary(passed: 1, failed: 1), "\(r.stdout)")
    }

    @Test func withoutBailLaterScriptsRun() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", "flows/tests/wrong-expectation.transit", "flows/tasks.transit"])
        #expect(r.status == 1)
        let s = try #require(summary(r.stdout))
        #expect(s.failed == 2)
        #expect(s.passed > 3, "tasks.transit did not run: \(r.stdout)")
    }

    @Test func aRefusedCommandCountsAsAFailure() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", "flows/tests/refused-command.transit"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("flows/tests/refused-command.transit:6: error:"), "\(r.stderr)")
        #expect(r.stderr.contains("tap done"), "\(r.stderr)")
        let s = try #require(summary(r.stdout))
        #expect(s == Summary(passed: 1, failed: 1), "\(r.stdout)")
    }

    @Test func aScriptLoadingABrokenFlowExits2WithDiagnostics() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", "flows/tests/broken-flow.transit"])
        #expect(r.status == 2, "exit \(r.status)\n\(r.stderr)")
        #expect(r.stderr.contains("broken.flow:9:10: error[T101]: unknown screen 'Detial'"), "\(r.stderr)")
        #expect(r.stderr.contains("did you mean 'Detail'?"), "\(r.stderr)")
        #expect(r.stderr.contains("flows/tests/broken-flow.transit:3:"), "the load line is not named: \(r.stderr)")
        // Nothing after the load ran.
        let s = try #require(summary(r.stdout))
        #expect(s == Summary(passed: 0, failed: 0), "\(r.stdout)")
    }

    @Test func aBrokenFlowStopsEvenWithOtherScripts() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", "flows/tests/broken-flow.transit", "flows/tasks.transit"])
        #expect(r.status == 2, "a broken flow must win over passing scripts: exit \(r.status)")
    }

    @Test func aMissingScriptExits2() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", "flows/tests/no-such-script.transit"])
        #expect(r.status == 2, "exit \(r.status)")
        #expect(r.stderr.contains("no-such-script.transit"), "\(r.stderr)")
        let withGood = try runProcess(transit, ["run", "flows/tasks.transit", "flows/tests/no-such-script.transit"])
        #expect(withGood.status == 2, "exit \(withGood.status)")
        let folder = try runProcess(transit, ["run", "flows"])
        #expect(folder.status == 2, "a folder as script: exit \(folder.status)")
    }

    @Test func noScriptIsAUsageError() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run"])
        #expect(r.status == 2, "exit \(r.status)")
        #expect(r.stderr.contains("Missing expected argument '<scripts> ...'"), "\(r.stderr)")
    }

    @Test func aScriptWithCRLFLinesRuns() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        try FileManager.default.copyItem(atPath: Repo.path("flows/tasks.flow"), toPath: dir.file("tasks.flow"))
        dir.write("crlf.transit", "#!/usr/bin/env transit run\r\nload tasks.flow\r\nlaunch\r\nexpect top List\r\n")
        let r = try runProcess(transit, ["run", dir.file("crlf.transit")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "1 passed, 0 failed\n")
    }

    // MARK: in-process

    @Test func runnerInProcessReportsScriptLine() {
        var errors = ""
        var out = ""
        let runner = ScriptRunner(style: TextStyle(color: false), write: { out += $0 }, writeError: { errors += $0 })
        var report = ScriptRunner.Report()
        runner.run(path: Repo.path("flows/tests/wrong-expectation.transit"), into: &report)
        #expect(report.passed == 3 && report.failed == 2)
        #expect(report.exitStatus == 1)
        #expect(errors.contains("wrong-expectation.transit:7: failed"), "\(errors)")
        #expect(out.isEmpty)

        var broken = ScriptRunner.Report()
        errors = ""
        runner.run(path: Repo.path("flows/tests/broken-flow.transit"), into: &broken)
        #expect(broken.broken && broken.exitStatus == 2)
        #expect(errors.contains("broken.flow:9:10"), "\(errors)")

        var missing = ScriptRunner.Report()
        runner.run(path: Repo.path("flows/tests/missing.transit"), into: &missing)
        #expect(missing.exitStatus == 2)
    }

    @Test func quitEndsAScript() {
        var errors = ""
        let runner = ScriptRunner(style: TextStyle(color: false), write: { _ in }, writeError: { errors += $0 })
        var report = ScriptRunner.Report()
        var session = makeSession()
        runner.run(lines: ["load flows/tasks.flow", "launch", "expect top List", "quit", "expect top Nowhere"],
                   name: "t", session: &session, into: &report)
        #expect(report.passed == 1 && report.failed == 0, "\(errors)")
    }

    /// `#!/usr/bin/env -S transit run`: on Linux plain `env` would look for a program called "transit run".
    @Test func anExecutableScriptRunsDirectly() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("leak.transit", """
        #!/usr/bin/env -S transit run
        load \(Repo.root)/flows/tasks.flow   # the List/Detail example
        launch
        tap select(taskId: "t1")
        swipe
        expect diagnostic R301        # the leak
        """)
        let path = dir.file("leak.transit")
        #expect(chmod(path, 0o755) == 0)
        let binDir = (transit as NSString).deletingLastPathComponent
        let env = ["PATH": binDir + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        let r = try runProcess(path, [], environment: env)
        #expect(r.status == 0, "exit \(r.status): \(r.stdout) \(r.stderr)")
        #expect(r.stdout == "1 passed, 0 failed\n")
    }

    /// A script that walks into a runtime error it does not name fails; naming it, or --lenient, passes.
    @Test func unexpectedRuntimeErrorsFailTheRun() throws {
        func run(_ text: String, lenient: Bool = false, werror: Bool = false) -> (ScriptRunner.Report, String) {
            let out = Locked("")
            var session = ShellSession(style: TextStyle(color: false), baseDirectory: Repo.root + "/flows")
            var report = ScriptRunner.Report()
            ScriptRunner(style: TextStyle(color: false), lenient: lenient, werror: werror,
                         write: { t in out.update { $0 += t } }, writeError: { t in out.update { $0 += t } })
                .run(lines: text.components(separatedBy: "\n"), name: "t", session: &session, into: &report)
            return (report, out.value)
        }
        let walk = "load tasks.flow\nlaunch\ntap select(taskId: \"t1\")\nswipe"
        let (strict, message) = run(walk)
        #expect(strict.failed == 1 && strict.exitStatus == 1)
        #expect(message.contains("t:4: unexpected error [R301]"))
        #expect(run(walk, lenient: true).0.exitStatus == 0)
        let named = run(walk + "\nexpect diagnostic R301   # the leak")
        #expect(named.0.failed == 0 && named.0.passed == 1, "\(named.1)")
        // The next event (or the end) is where an unnamed problem counts: naming it later does not help.
        #expect(run(walk + "\nundo\nexpect top Detail").0.failed == 1)
        // Warnings only fail with --werror: popping the root is R204.
        let pop = "load reviews.flow\nlaunch"
        #expect(run(pop).0.exitStatus == 0)
    }

    @Test func theDeliberatelyLeakingScriptFailsThroughTheBinary() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["run", "flows/tests/unexpected-leak.transit"])
        #expect(r.status == 1)
        #expect(r.stdout == "0 passed, 1 failed\n")
        let lenient = try runProcess(transit, ["run", "--lenient", "flows/tests/unexpected-leak.transit"])
        #expect(lenient.status == 0)
        // Piped into the shell, the same rules.
        let piped = try runProcess(transit, ["flows/tasks.flow"], stdin: "launch\ntap select(taskId: \"t1\")\nswipe\n")
        #expect(piped.status == 1)
    }

    /// Several scripts: a line each and the total last; --junit writes one test case per script; --tap prints TAP.
    @Test func reportsForCISystems() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let junit = dir.file("report.xml")
        let scripts = ["flows/tasks.transit", "flows/tests/wrong-expectation.transit", "flows/tests/unexpected-leak.transit"]
        let r = try runProcess(transit, ["run", "--junit", junit] + scripts)
        #expect(r.status == 1)
        #expect(r.stdout == """
        flows/tasks.transit: 26 passed, 0 failed
        flows/tests/wrong-expectation.transit: 3 passed, 2 failed
        flows/tests/unexpected-leak.transit: 0 passed, 1 failed
        29 passed, 3 failed

        """, "\(r.stdout)")
        let xml = try #require(dir.read("report.xml"))
        final class Collect: NSObject, XMLParserDelegate {
            var cases: [String] = [], failures = 0
            func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if e == "testcase", let n = attributes["name"] { cases.append(n) }
                if e == "failure" { failures += 1 }
            }
        }
        let c = Collect()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = c
        #expect(parser.parse(), "the JUnit report is not well-formed XML")
        #expect(c.cases == scripts)
        #expect(c.failures == 2)
        #expect(xml.contains("<testsuite name=\"transit run\" tests=\"3\" failures=\"2\" errors=\"0\""))
        #expect(xml.contains("flows/tests/wrong-expectation.transit:7: expected top Detail, got List"))
        let tap = try runProcess(transit, ["run", "--tap", "flows/tasks.transit", "flows/tests/unexpected-leak.transit"])
        #expect(tap.stdout.hasPrefix("TAP version 13\n1..2\nok 1 - flows/tasks.transit: 26 passed, 0 failed\nnot ok 2 - flows/tests/unexpected-leak.transit"), "\(tap.stdout)")
        #expect(tap.stdout.hasSuffix("26 passed, 1 failed\n"))
    }
}
