// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitShell

/// The adversarial review's findings (issue 16), each run against the real binary.
@Suite("Adversarial review")
struct AdversarialReviewTests {
    func bash(_ script: String, _ args: [String] = [], timeout: TimeInterval = 30) throws -> ProcessOutput? {
        guard let transit = Repo.requireBinary() else { return nil }
        return try runProcess("/bin/bash", ["-c", script, transit] + args, timeout: timeout)
    }

    @Test func closedStandardOutputIsAOneLineErrorNotACrash() throws {
        guard let r = try bash("\"$0\" render flows/tasks.flow -o - >&-; echo \"status $?\"") else { return }
        #expect(r.stdout == "status 2\n", "\(r.stdout)")
        #expect(r.stderr == "transit: cannot write to standard output: Bad file descriptor\n", "\(r.stderr)")
    }

    @Test func aFullDeviceIsAnErrorForEveryCommand() throws {
        guard let r = try bash("""
            "$0" check flows/tasks.flow >/dev/full; echo "check $?"
            "$0" run flows/tasks.transit >/dev/full; echo "run $?"
            "$0" render flows/tasks.flow -o - >/dev/full; echo "render $?"
            """) else { return }
        #expect(r.stdout == "check 2\nrun 2\nrender 2\n", "\(r.stdout)")
        #expect(r.stderr.components(separatedBy: "No space left on device").count == 4, "\(r.stderr)")
        #expect(!r.stderr.contains("Backtrac"))
    }

    @Test func aClosedPipeEndsQuietlyAsUnixToolsDo() throws {
        // Enough output to fill the pipe after head has gone.
        guard let r = try bash("""
            for i in $(seq 1 3000); do echo '#'; done > "$TMPDIR/hashes.flow"
            "$0" check --max-diagnostics 3000 "$TMPDIR/hashes.flow" | head -c 1 >/dev/null
            echo "status ${PIPESTATUS[0]}"
            """.replacingOccurrences(of: "$TMPDIR", with: NSTemporaryDirectory())) else { return }
        #expect(r.stdout == "status 141\n", "\(r.stdout)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }

    @Test func diagnosticsAreCappedPerFileWithExactTotals() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("hashes.flow", String(repeating: "#\n", count: 1_500))
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["check", dir.file("hashes.flow")])
        #expect(r.status == 1)
        #expect(r.stdout.components(separatedBy: "error[T002]").count - 1 == 1_000)
        #expect(r.stdout.contains("error[T014]: … and 500 more in \(dir.file("hashes.flow")) (500 errors) not shown"), "\(r.stdout.suffix(400))")
        #expect(r.stdout.hasSuffix("1500 errors, 0 warnings\n"))
        let small = try runProcess(transit, ["check", "--max-diagnostics", "3", "--format", "json", dir.file("hashes.flow")])
        let doc = try #require(try JSONSerialization.jsonObject(with: small.stdoutData) as? [[String: Any]])
        #expect(doc.count == 4)
        #expect((doc.last?["omitted"] as? [String: Int])?["errors"] == 1_497)
        let bad = try runProcess(transit, ["check", "--max-diagnostics", "0", dir.file("hashes.flow")])
        #expect(bad.status == 2 && bad.stderr.contains("--max-diagnostics must be between 1 and 100000"), "\(bad.stderr)")
    }

    @Test func nonRegularFilesAreRefusedInsteadOfHanging() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        let fifo = dir.file("pipe.flow")
        #expect(mkfifo(fifo, 0o600) == 0)
        dir.write("includes.flow", "include \"pipe.flow\"\n")
        dir.write("sources.transit", "source pipe.flow\n")
        guard let transit = Repo.requireBinary() else { return }
        let flow = try runProcess(transit, ["check", fifo], timeout: 20)
        #expect(flow.status == 2)
        #expect(flow.stdout.contains("pipe.flow: is a FIFO (named pipe), not a regular file"), "\(flow.stdout)")
        let include = try runProcess(transit, ["check", dir.file("includes.flow")], timeout: 20)
        #expect(include.status == 1 && include.stdout.contains("error[T020]") && include.stdout.contains("is a FIFO"), "\(include.stdout)")
        let script = try runProcess(transit, ["run", fifo], timeout: 20)
        #expect(script.status == 2 && script.stderr.contains("is a FIFO"), "\(script.stderr)")
        let device = try runProcess(transit, ["check", "/dev/zero"], timeout: 20)
        #expect(device.status == 2 && device.stdout.contains("is a device, not a regular file"), "\(device.stdout)")
        let history = try runProcess(transit, ["flows/tasks.flow"], stdin: "launch\n", environment: ["XDG_STATE_HOME": dir.path, "PATH": "/usr/bin:/bin"], timeout: 20)
        #expect(history.status == 0)
    }

    @Test func aFileSizeLimitLeavesNoTemporaryFile() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("old.svg", "old version")
        // No `trap '' XFSZ` here: transit itself must turn the signal into an error it can clean up after.
        guard let r = try bash("ulimit -f 2; exec \"$0\" render flows/tasks.flow -o \"$1\"", [dir.file("old.svg")]) else { return }
        #expect(r.status == 2, "\(r.status) \(r.stderr)")
        #expect(r.stderr.contains("cannot write"), "\(r.stderr)")
        #expect(dir.read("old.svg") == "old version")
        #expect((try FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["old.svg"])
    }

    @Test func controlCharactersFromAFlowNeverReachTheTerminalRaw() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("esc.flow", "screen A {\n \u{1B}[2J \u{202E}title \"\u{1B}]0;owned\u{07}\"\n}\n")
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["check", dir.file("esc.flow")])
        #expect(r.status == 1)
        #expect(!r.stdoutData.contains(0x1B) && !r.stdoutData.contains(0x07), "\(r.stdout)")
        #expect(!r.stdout.contains("\u{202E}"))
        #expect(r.stdout.contains(#" \u{1B}[2J \u{202E}title "\u{1B}]0;owned\u{7}""#), "\(r.stdout)")
    }

    @Test func aFlowNameWithAQuoteLoads() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        let name = dir.file("we\"ird #1 back\\slash.flow")
        try FileManager.default.copyItem(atPath: Repo.path("flows/tasks.flow"), toPath: name)
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, [name], stdin: "launch\nexpect top List\nsave \(dir.file("saved.transit"))\n")
        #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
        #expect(r.stdout.hasSuffix("1 passed, 0 failed\n"), "\(r.stdout)")
        // The saved script names the file so that it loads again.
        #expect(dir.read("saved.transit")?.contains(#"load "we\"ird #1 back\\slash.flow""#) == true, "\(dir.read("saved.transit") ?? "")")
        let replay = try runProcess(transit, ["run", dir.file("saved.transit")])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }

    /// A driver writes a command and waits for its answer before writing the next: the shell must not wait for
    /// the end of its input.
    @Test func aPipedShellAnswersLineByLine() throws {
        guard let transit = Repo.requireBinary() else { return }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: transit)
        p.arguments = ["flows/tasks.flow"]
        p.currentDirectoryURL = URL(fileURLWithPath: Repo.root)
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        try p.run()
        defer { try? input.fileHandleForWriting.close(); p.waitUntilExit() }
        input.fileHandleForWriting.write(Data("launch\n".utf8))
        let fd = output.fileHandleForReading.fileDescriptor
        var received = Data()
        let deadline = Date().addingTimeInterval(20)
        while !String(decoding: received, as: UTF8.self).contains("ListCoordinator"), Date() < deadline {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 200) > 0 else { continue }
            var buf = [UInt8](repeating: 0, count: 4096)
            let n = read(fd, &buf, buf.count)
            if n <= 0 { break }
            received.append(contentsOf: buf[0..<n])
        }
        #expect(String(decoding: received, as: UTF8.self).contains("ListCoordinator"),
                "no answer to 'launch' while standard input stayed open: \(String(decoding: received, as: UTF8.self))")
    }
}

/// Peak memory of a child process: VmHWM from /proc, read while it runs (wait4's ru_maxrss would count the
/// memory of this test process, which the child shares until it calls exec).
func peakMemory(_ executable: String, _ arguments: [String]) throws -> (status: Int32, kilobytes: Int) {
    var fa = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&fa)
    defer { posix_spawn_file_actions_destroy(&fa) }
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, executable, &fa, nil, argv, environ)
    guard rc == 0 else { throw SpawnFailure(description: "cannot run \(executable)") }
    var status: Int32 = 0
    var peak = 0
    while true {
        if let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kb = Int(line.split(separator: " ").dropFirst().first ?? "") {
            peak = max(peak, kb)
        }
        let r = waitpid(pid, &status, WNOHANG)
        if r == pid { break }
        if r < 0 && errno != EINTR { break }
        usleep(20_000)
    }
    return ((status >> 8) & 0xff, peak)
}

@Suite("Bounded memory")
struct BoundedMemoryTests {
    /// 100,000 events through `transit run`: history keeps records and a bounded number of snapshots, not every
    /// state, so memory grows with the events, not with their square (before: 3,000 taps took 2.1 GB).
    @Test func aHundredThousandEventsRunInBoundedMemory() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("deep.flow", """
        app Deep { launch Pages }
        screen Page { action next }
        coordinator Pages {
            root Page withNavigation
            on Page.next { push Page repeatable }
        }
        """)
        var lines = ["load deep.flow", "launch"]
        var depth = 0, growing = true
        while lines.count < 100_002 {
            lines.append(growing ? "tap next" : "back")
            depth += growing ? 1 : -1
            if depth == 40 { growing = false } else if depth == 0 { growing = true }
        }
        lines.append("expect top Page")
        lines.append("goto 1234")
        lines.append("expect top Page")
        dir.write("long.transit", lines.joined(separator: "\n") + "\n")
        let r = try peakMemory(transit, ["run", dir.file("long.transit")])
        #expect(r.status == 0)
        #expect(r.kilobytes < 400_000, "peak \(r.kilobytes / 1024) MB for 100,000 events")
    }
}

@Suite("Generated names")
struct GeneratedNameTests {
    @Test func emittedScriptPrefixesAreUniqueAndStable() {
        #expect(TraceScript.prefixes(for: ["flows/tasks.flow"]) == ["tasks"])
        #expect(TraceScript.prefixes(for: ["a/app.flow", "b/app.flow", "c/other.flow"]) == ["a-app", "b-app", "other"])
        #expect(TraceScript.prefixes(for: ["x/a/app.flow", "y/a/app.flow"]) == ["x-a-app", "y-a-app"])
        #expect(TraceScript.prefixes(for: ["app.flow", "./app.flow"]) == ["app", "app-2"])
        #expect(TraceScript.prefixes(for: ["we ird&#%.flow"]) == ["we_ird___"])
    }

    @Test func everyFindingOfSeveralSameNamedFlowsGetsItsOwnScript() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let out = dir.file("scripts")
        for name in ["one", "two"] {
            try FileManager.default.createDirectory(atPath: dir.file(name), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Repo.path("flows/tasks.flow"), toPath: dir.file(name + "/app.flow"))
        }
        let flows = [dir.file("one/app.flow"), dir.file("two/app.flow")]
        let r = try runProcess(transit, ["check", "--explore", "--format", "json", "--emit-scripts", out] + flows, timeout: 120)
        let doc = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [[String: Any]])
        let withTrace = doc.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter { !(($0["trace"] as? [Any]) ?? []).isEmpty }
        let written = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(written.count == withTrace.count && !written.isEmpty, "\(written.count) scripts for \(withTrace.count) findings")
        #expect(written.contains { $0.hasPrefix("one-app-001-R301-") } && written.contains { $0.hasPrefix("two-app-001-R301-") }, "\(written)")
    }

    @Test func theLivePageWorksWithAnyFileName() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        var s = makeSession(base: dir.path)
        _ = s.ok("load \(Repo.path("flows/tasks.flow"))")
        _ = s.ok("render --follow \"a&b #1 100%.svg\"")
        let page = try #require(dir.read("a&b #1 100%.html"))
        #expect(page.contains("s.src = \"a%26b%20%231%20100%25.js?t=\"") && !page.contains("fetch("), "\(page)")
        #expect(!page.contains("&amp;"))
        // The data script the page loads: the SVG inline, the step, the top screen and each node's description.
        _ = s.ok("launch")
        let data = try #require(dir.read("a&b #1 100%.js"))
        #expect(data.hasPrefix("transitUpdate({") && data.hasSuffix("});\n"))
        let json = String(data.dropFirst("transitUpdate(".count).dropLast(3))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["top"] as? String == "List" && object["topNode"] as? String == "s_List" && object["step"] as? Int == 1)
        #expect((object["svg"] as? String)?.contains("<svg") == true)
        let info = try #require(object["info"] as? [String: String])
        #expect(info["s_List"]?.hasPrefix("List\nactions: select, add, TaskCell.open\nshown by ListCoordinator\n") == true, "\(info["s_List"] ?? "")")
    }
}

@Suite("Render time limit")
struct RenderTimeLimitTests {
    func bigFlow(_ dir: TempDir, screens: Int = 1_500) throws -> String? {
        guard let transit = Repo.requireBinary() else { return nil }
        let bench = (transit as NSString).deletingLastPathComponent + "/transit-bench"
        guard FileManager.default.isExecutableFile(atPath: bench) else { Issue.record("transit-bench is not built"); return nil }
        let r = try runProcess(bench, ["generate", "--screens", "\(screens)", "-o", dir.file("big.flow")])
        #expect(r.status == 0)
        return dir.file("big.flow")
    }

    @Test func aLayoutPastTheTimeoutIsAbandonedWithAHint() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        guard let flow = try bigFlow(dir), let transit = Repo.requireBinary() else { return }
        dir.write("big.svg", "old")
        // The layout's result is held back, so it cannot beat the time limit on a fast machine.
        let r = try runProcess(transit, ["render", flow, "-o", dir.file("big.svg"), "--timeout", "0.3"],
                               environment: ProcessInfo.processInfo.environment.merging(["TRANSIT_TEST_HOLD_SLOW_WORK": "1"]) { $1 })
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("transit: the layout took longer than 0.3 s and was abandoned; nothing was written\n  hint: "), "\(r.stderr)")
        #expect(dir.read("big.svg") == "old")
        let bad = try runProcess(transit, ["render", flow, "-o", dir.file("x.svg"), "--timeout", "0"])
        #expect(bad.status == 2)
    }

    @Test func theShellAbandonsASlowRenderAndRendersAgainLater() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        // In this process: a layout of under a second, so the abandoned one does not hold up other tests' renders.
        guard let flow = try bigFlow(dir, screens: 300) else { return }
        var s = makeSession(base: dir.path)
        _ = s.ok("load \(flow)")
        s.renderTimeout = 0.02
        s.holdSlowWork = true   // the layout cannot finish before the time limit, however fast the machine
        let r = s.execute("render big.svg")
        #expect(r.error?.hasPrefix("render took longer than 0.02 s and was abandoned; big.svg was not written") == true, "\(r.error ?? "")")
        #expect(dir.read("big.svg") == nil)
        // The session goes on at once; the abandoned layout still runs, so Graphviz work waits for it (bounded).
        _ = s.ok("launch")
        _ = s.ok("stack")
        // Mermaid needs no Graphviz: it does not wait for the abandoned layout.
        s.holdSlowWork = false
        s.renderTimeout = 60
        _ = s.ok("render small.mmd")
        #expect(dir.read("small.mmd")?.contains("flowchart") == true)
    }
}

/// Several files in a machine format: one document, not one per file.
@Test func severalFilesGiveOneDocument() throws {
    guard let transit = Repo.requireBinary() else { return }
    let json = try runProcess(transit, ["check", "--format", "json", "flows/tasks.flow", "flows/broken/T101-unknown-name.flow", "flows/reviews.flow"])
    let array = try JSONSerialization.jsonObject(with: json.stdoutData) as? [[String: Any]]
    #expect(array.map { Set($0.compactMap { $0["file"] as? String }) }?.isSuperset(of: ["flows/tasks.flow", "flows/broken/T101-unknown-name.flow"]) == true)
    let sarif = try runProcess(transit, ["check", "--format", "sarif", "flows/tasks.flow", "flows/reviews.flow"])
    let log = try JSONSerialization.jsonObject(with: sarif.stdoutData) as? [String: Any]
    #expect((log?["runs"] as? [Any])?.count == 1)
}

/// GitHub code scanning's documented upload limits (docs.github.com, "SARIF support for code scanning"): at most 20
/// runs per file, and since June 2025 no two runs of one tool with one category (`automationDetails.id`); at most
/// 25,000 results per run, 1,000 locations per result, 25,000 rules. A check of 40 flows and an exploration of several
/// both stay inside, and the two categories differ so both can be uploaded for one commit.
@Test func sarifOfAFortyFlowCheckMeetsGitHubsUploadRules() throws {
    guard let transit = Repo.requireBinary() else { return }
    let flows = Array((PackageRoot.flowFiles(in: "flows") + PackageRoot.flowFiles(in: "flows/broken")).prefix(40))
    #expect(flows.count == 40)
    var categories: [String] = []
    for (args, expected) in [(["check", "--format", "sarif"] + flows, "transit/check/"),
                             (["check", "--explore", "--format", "sarif", "flows/tasks.flow", "flows/reviews.flow", "flows/realworld/iossampleapp/app.flow"], "transit/explore/")] {
        let r = try runProcess(transit, args, timeout: 300)
        let log = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count <= 20)
        let keys = runs.map { run -> String in
            let tool = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["name"] as? String ?? ""
            let id = (run["automationDetails"] as? [String: Any])?["id"] as? String ?? ""
            return tool + " " + id
        }
        #expect(Set(keys).count == keys.count, "two runs share a tool and category: \(keys)")
        #expect(keys == ["transit \(expected)"])
        categories.append(expected)
        for run in runs {
            let results = run["results"] as? [[String: Any]] ?? []
            #expect(results.count <= 25_000)
            #expect(results.allSatisfy { (($0["locations"] as? [Any])?.count ?? 0) <= 1_000 })
            #expect((((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [Any])?.count ?? 0 <= 25_000)
        }
    }
    #expect(Set(categories).count == 2)
}

/// Found in review: machine documents are not made "terminal safe" (that would break their escaping), and a
/// backslash means the same to the comment stripper as to the word splitter.
@Suite("Review findings")
struct ReviewFindingTests {
    @Test func jsonStaysValidWithControlCharactersInNames() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let name = "odd\u{202E}\u{85}name.flow"
        dir.write(name, "screen A { zz }\n")
        for format in ["json", "sarif"] {
            let r = try runProcess(transit, ["check", "--format", format, dir.file(name)])
            #expect(r.status == 1)
            #expect((try? JSONSerialization.jsonObject(with: r.stdoutData)) != nil, "\(format) is not JSON: \(r.stdout.prefix(300))")
        }
        // Human output still shows them escaped.
        let human = try runProcess(transit, ["check", dir.file(name)])
        #expect(human.stdout.contains("odd\\u{202E}\\u{85}name.flow"), "\(human.stdout)")
    }

    @Test func aBackslashEscapesOutsideQuotesToo() {
        #expect(ShellSession.withoutComment(#"load a\"b.flow # note"#) == #"load a\"b.flow "#)
        #expect(ShellSession.withoutComment(#"load "x # y.flow" # note"#) == #"load "x # y.flow" "#)
        #expect(ShellSession.withoutComment(##"tap a(t: "q\"#") # c"##) == ##"tap a(t: "q\"#") "##)
    }

    @Test func theActionInstallsWithoutGitHubPath() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "GITHUB_PATH")
        env["TRANSIT_PREFIX"] = dir.file("prefix")
        env["TRANSIT_BINARY"] = transit
        let r = try runProcess("/bin/bash", [Repo.path("scripts/action"), "install"], currentDirectory: dir.path, environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: dir.file("prefix/bin/transit")))
    }
}
