// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// Runs the built `transit` executable (found next to the test bundle) as a user would.
/// Paths are given relative to the package root, the working directory of each run.
@Suite("transit check (CLI)")
struct CLITests {
    static let cleanFlow = Sample.tasks

    static let warningFlow = cleanFlow + "\n\nscreen Lyrics {\n  action close { pop }\n}\n"
    static let errorFlow = cleanFlow.replacingOccurrences(of: "push TaskDetail(", with: "push TaskDetial(")

    func json(_ s: String) throws -> [[String: Any]] {
        let obj = try JSONSerialization.jsonObject(with: Data(s.utf8))
        return try #require(obj as? [[String: Any]], "not a JSON array: \(s.prefix(200))")
    }

    @Test func binaryIsFound() {
        #expect(TransitBinary.url != nil, "build with 'swift build --build-tests' so that transit sits next to the tests")
    }

    @Test func cleanFlowExitsZero() throws {
        let dir = TempDir()
        let f = dir.write("clean.flow", Self.cleanFlow)
        let r = try TransitBinary.run(["check", f.path])
        #expect(r.status == 0)
        #expect(!r.crashed)
        #expect(r.stdout == "no problems found\n")
    }

    @Test func errorsExitOne() throws {
        let dir = TempDir()
        let f = dir.write("broken.flow", Self.errorFlow)
        let r = try TransitBinary.run(["check", f.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("\(f.path):7:10: error[T101]: unknown screen 'TaskDetial'\n"))
        #expect(r.stdout.contains(" 7 |     push TaskDetial(taskId: taskId)\n"))
        #expect(r.stdout.contains("  hint: did you mean 'TaskDetail'?\n"))
        #expect(r.stdout.hasSuffix("1 error, 0 warnings\n"))
    }

    @Test func warningsAloneExitZero() throws {
        let dir = TempDir()
        let f = dir.write("warn.flow", Self.warningFlow)
        let r = try TransitBinary.run(["check", f.path])
        #expect(r.status == 0)
        #expect(r.stdout.contains("warning[T150]"))
        #expect(r.stdout.hasSuffix("0 errors, 1 warning\n"))
    }

    @Test func werrorTurnsAWarningIntoExitOne() throws {
        let dir = TempDir()
        let f = dir.write("warn.flow", Self.warningFlow)
        let r = try TransitBinary.run(["check", "--werror", f.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("error[T150]"))
        let j = try TransitBinary.run(["check", f.path, "--werror", "--format", "json"])
        #expect(j.status == 1)
        #expect(try json(j.stdout).first?["severity"] as? String == "error")
        // --werror on a clean flow changes nothing.
        let c = try TransitBinary.run(["check", "--werror", dir.write("clean.flow", Self.cleanFlow).path])
        #expect(c.status == 0)
    }

    @Test func missingFileExitsTwo() throws {
        let r = try TransitBinary.run(["check", "flows/broken/no-such-file.flow"])
        #expect(r.status == 2)
        #expect(r.stdout.contains("error[T001]"))
        #expect(r.stdout.contains("no-such-file.flow"))
        let j = try TransitBinary.run(["check", "--format", "json", "flows/broken/no-such-file.flow"])
        #expect(j.status == 2)
        let o = try #require(try json(j.stdout).first)
        #expect(o["code"] as? String == "T001")
        #expect(o["file"] is NSNull)
    }

    @Test func aDirectoryIsAnIOError() throws {
        let r = try TransitBinary.run(["check", "flows"])
        #expect(r.status == 2)
        #expect(r.stdout.contains("T001"))
    }

    @Test func severalFilesWorstStatusWins() throws {
        let dir = TempDir()
        let clean = dir.write("a.flow", Self.cleanFlow).path
        let broken = dir.write("b.flow", Self.errorFlow).path
        let r = try TransitBinary.run(["check", clean, broken])
        #expect(r.status == 1)
        #expect(r.stdout.contains("b.flow:7:10"))
        let r2 = try TransitBinary.run(["check", broken, dir.url.appendingPathComponent("none.flow").path, clean])
        #expect(r2.status == 2)
        #expect(r2.stdout.contains("T101") && r2.stdout.contains("T001"))
        #expect(try TransitBinary.run(["check", clean, clean]).status == 0)
    }

    @Test(arguments: [
        ["check"],
        ["check", "--format", "xml", "flows/broken/T101-unknown-name.flow"],
        ["check", "--bogus", "flows/broken/T101-unknown-name.flow"],
        ["frobnicate"],
    ])
    func usageErrorsExitTwo(_ args: [String]) throws {
        let r = try TransitBinary.run(args)
        #expect(r.status == 2, "exit \(r.status) for \(args); stderr: \(r.stderr.prefix(200))")
        #expect(!r.stderr.isEmpty, "a usage error is explained on stderr")
        #expect(!r.crashed)
    }

    /// Every number is checked, and says which option is wrong (issue 36): NaN used to turn the time bound off, and a
    /// negative number was taken for an option ("Missing value").
    @Test(arguments: [
        (["check", "--explore", "--max-seconds", "nan", "flows/tasks.flow"], "--max-seconds must be a positive number of seconds"),
        (["check", "--explore", "--max-seconds", "inf", "flows/tasks.flow"], "--max-seconds must be a positive number of seconds"),
        (["check", "--explore", "--max-seconds", "-5", "flows/tasks.flow"], "--max-seconds must be a positive number of seconds"),
        (["check", "--explore", "--max-states", "-1", "flows/tasks.flow"], "--max-states must be 1 or more"),
        (["check", "--explore", "--max-depth", "0", "flows/tasks.flow"], "--max-depth must be 1 or more"),
        (["check", "--explore", "--max-memory", "-2", "flows/tasks.flow"], "--max-memory must be 1 MB or more"),
        (["check", "--explore", "--jobs", "-3", "flows/tasks.flow"], "--jobs must be between 1 and 256"),
        (["render", "--timeout", "nan", "flows/tasks.flow", "-o", "/tmp/transit-never-written.svg"], "--timeout must be a positive number of seconds"),
        (["render", "--around", "List", "--depth", "-1", "flows/tasks.flow", "-o", "/tmp/transit-never-written.svg"], "--depth must be 0 or more"),
    ])
    func badNumbersAreNamed(_ args: [String], _ message: String) throws {
        let r = try TransitBinary.run(args)
        #expect(r.status == 2, "exit \(r.status) for \(args)")
        #expect(r.stderr.contains(message), "\(args): \(r.stderr.prefix(300))")
    }

    @Test func helpAndVersion() throws {
        let h = try TransitBinary.run(["check", "--help"])
        #expect(h.status == 0)
        #expect((h.stdout + h.stderr).contains("--werror"))
        let v = try TransitBinary.run(["--version"])
        #expect(v.status == 0)
        // "0.1.0 (0123456789ab)": the version and the commit it was built from (-dirty with local changes, "unknown"
        // outside a git checkout).
        #expect(v.stdout.range(of: #"^\d+\.\d+\.\d+ \(([0-9a-f]{12}(-dirty)?|unknown)\)\n$"#, options: .regularExpression) != nil, "\(v.stdout)")
    }

    @Test func jsonFormat() throws {
        let r = try TransitBinary.run(["check", "--format", "json", "flows/broken/T101-unknown-name.flow"])
        #expect(r.status == 1)
        let arr = try json(r.stdout)
        let o = try #require(arr.first)
        #expect(arr.count == 1)
        #expect(o["file"] as? String == "flows/broken/T101-unknown-name.flow")
        #expect(o["line"] as? Int == 8)
        #expect(o["column"] as? Int == 10)
        let end = try #require(o["end"] as? [String: Any])
        #expect(end["line"] as? Int == 8)
        #expect(end["column"] as? Int == 20)
        #expect(o["severity"] as? String == "error")
        #expect(o["code"] as? String == "T101")
        #expect(o["message"] as? String == "unknown screen 'TaskDetial'")
        #expect(o["hint"] as? String == "did you mean 'TaskDetail'?")
    }

    @Test func jsonOfACleanFlowIsAnEmptyArray() throws {
        let dir = TempDir()
        let r = try TransitBinary.run(["check", "--format", "json", dir.write("c.flow", Self.cleanFlow).path])
        #expect(r.status == 0)
        #expect(try json(r.stdout).isEmpty)
    }

    @Test func jsonOfTheBrokenFlowsParses() throws {
        let files = PackageRoot.flowFiles(in: "flows/broken")
        let r = try TransitBinary.run(["check", "--format", "json"] + files)
        #expect(r.status == 1)
        let arr = try json(r.stdout)
        let codes = Set(arr.compactMap { $0["code"] as? String })
        #expect(codes.count >= files.count - 1, "codes seen: \(codes.sorted())")
        for o in arr {
            #expect(["error", "warning", "note"].contains(o["severity"] as? String ?? ""), "\(o)")
            #expect((o["message"] as? String)?.isEmpty == false, "\(o)")
        }
    }

    @Test func pathsAreShownRelativeToTheWorkingDirectory() throws {
        let r = try TransitBinary.run(["check", "flows/broken/T021-include-cycle.flow"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("flows/broken/include/cycle-settings.flow:2:1: error[T021]"))
    }

    @Test func noEscapeCodesWhenNotATerminal() throws {
        let r = try TransitBinary.run(["check", "flows/broken/T101-unknown-name.flow"])
        #expect(!r.stdout.contains("\u{1B}"))
        #expect(!r.stderr.contains("\u{1B}"))
    }

    @Test func noEscapeCodesWithNO_COLOR() throws {
        let r = try TransitBinary.run(["check", "flows/broken/T101-unknown-name.flow"], environment: ["NO_COLOR": "1"])
        #expect(r.status == 1)
        #expect(!r.stdout.contains("\u{1B}"))
    }

    // MARK: On a terminal (through script(1), Linux only)

    static let canFakeATerminal: Bool = {
        #if os(Linux)
        return FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
        #else
        return false
        #endif
    }()

    func onTerminal(_ environment: [String: String]) throws -> TransitBinary.Result {
        let exe = try #require(TransitBinary.url)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        p.arguments = ["-qec", "'\(exe.path)' check flows/broken/T101-unknown-name.flow", "/dev/null"]
        p.currentDirectoryURL = PackageRoot.url
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        env["TERM"] = "xterm"
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return .init(status: p.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "", crashed: false)
    }

    @Test(.enabled(if: canFakeATerminal)) func colorOnATerminal() throws {
        let r = try onTerminal([:])
        #expect(r.stdout.contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test(.enabled(if: canFakeATerminal)) func noColorOnATerminalWithNO_COLOR() throws {
        let r = try onTerminal(["NO_COLOR": "1"])
        #expect(r.stdout.contains("error[T101]"))
        #expect(!r.stdout.contains("\u{1B}"))
        let dumb = try onTerminal(["TERM": "dumb"])
        #expect(!dumb.stdout.contains("\u{1B}"))
    }
}

/// `transit import` hands everything to `transit-import`, which is built apart (Import/, swift-syntax).
@Suite("transit import")
struct ImportCommandTests {
    @Test func itRunsTheToolTRANSITIMPORTNamesWithEveryArgument() throws {
        let r = try TransitBinary.run(["import", "App/", "-o", "app.flow", "--report"], environment: ["TRANSIT_IMPORT": "/bin/echo"])
        #expect(r.status == 0)
        #expect(r.stdout == "App/ -o app.flow --report\n")
    }

    @Test func aToolThatIsNotThereIsAClearErrorWithStatus2() throws {
        let r = try TransitBinary.run(["import", "App/"], environment: ["TRANSIT_IMPORT": "/nonexistent/transit-import"])
        #expect(r.status == 2)
        #expect(r.stderr == "transit import: TRANSIT_IMPORT is /nonexistent/transit-import, which is not an executable file\n")
    }
}

/// Ctrl-C during `check --explore` (issue 36): the search stops and reports, the rest is named, and the exit is 130.
/// The test's SIGINT is sent by the search itself once 1,000 states are stored, and the search waits until the
/// signal has been seen: it always lands mid-search (Mastodon's state space passes 3,000,000 states).
@Test func anInterruptedExplorationExits130AndSaysWhatItDidNotCover() throws {
    let r = try TransitBinary.run(["check", "--explore", "flows/realworld/mastodon/app.flow", "flows/tasks.flow"],
                                  environment: ["TRANSIT_TEST_SIGINT_AFTER_STATES": "1000"])
    #expect(r.status == 130, "\(r.stderr)")
    #expect(r.stdout.contains("interrupted: explored"), "\(r.stdout.suffix(400))")
    #expect(r.stderr == "transit: interrupted: flows/realworld/mastodon/app.flow was explored in part; not explored: flows/tasks.flow\n", "\(r.stderr)")
}
