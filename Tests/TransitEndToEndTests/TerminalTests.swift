// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// A private tmux server running `transit` on a pseudo-terminal, with its own HOME and history.
final class TmuxDriver {
    let tmux: String
    let socket = "transit-test-\(UUID().uuidString.prefix(8).lowercased())"
    let home = TempDir()
    var stateHome: String { home.file("state") }
    var historyFile: String { stateHome + "/transit/history" }
    private var sessions = 0

    /// nil (with an issue recorded) when tmux is not installed.
    init?(sourceLocation: SourceLocation = #_sourceLocation) {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") + ":/usr/bin:/usr/local/bin:/opt/homebrew/bin"
        guard let found = dirs.split(separator: ":").map({ "\($0)/tmux" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            Issue.record("tmux is not installed, so the pseudo-terminal tests (completion, history, Ctrl-C, Ctrl-D) cannot run; install it (scripts/deps --test does: apt-get install tmux / brew install tmux)",
                         sourceLocation: sourceLocation)
            home.cleanUp()
            return nil
        }
        tmux = found
    }

    /// The server and pane processes, to make sure none outlives the test.
    private var pids: Set<pid_t> = []

    deinit {
        _ = try? run(["kill-server"])
        // kill-server hangs up the panes; anything still alive after a moment is killed outright.
        let deadline = Date().addingTimeInterval(3)
        while pids.contains(where: { kill($0, 0) == 0 }), Date() < deadline { usleep(20_000) }
        for p in pids where kill(p, 0) == 0 { kill(p, SIGKILL) }
        unlink("/tmp/tmux-\(getuid())/\(socket)")
        home.cleanUp()
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["TMUX"] = nil
        env["TMUX_PANE"] = nil
        env["HOME"] = home.path
        env["XDG_STATE_HOME"] = stateHome
        env["TERM"] = "xterm"
        env["SHELL"] = "/bin/sh"
        env["NO_COLOR"] = nil
        return env
    }

    @discardableResult
    func run(_ args: [String]) throws -> ProcessOutput {
        try runProcess(tmux, ["-L", socket, "-f", "/dev/null"] + args, environment: environment, timeout: 20)
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Starts `transit ARGS` in a new tmux session (returned), in the repository folder. The shell prints
    /// EXIT=status when transit ends, then waits. SIGINT is trapped by that shell so only transit sees Ctrl-C.
    func start(_ transit: String, _ args: [String], environment extra: [String: String] = [:]) throws -> String {
        sessions += 1
        let name = "s\(sessions)"
        let assignments = extra.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value)) " }.joined()
        let command = "trap : INT; cd \(Self.quote(Repo.root)) && HOME=\(Self.quote(home.path)) XDG_STATE_HOME=\(Self.quote(stateHome)) TERM=xterm \(assignments)"
            + ([transit] + args).map(Self.quote).joined(separator: " ") + "; echo EXIT=$?; sleep 120"
        let r = try run(["new-session", "-d", "-s", name, "-x", "200", "-y", "50", command])
        #expect(r.status == 0, "tmux new-session failed: \(r.stderr)")
        if let info = try? run(["display-message", "-p", "-t", name, "#{pid} #{pane_pid}"]) {
            for w in info.stdout.split(whereSeparator: \.isWhitespace) { if let p = pid_t(w), p > 1 { pids.insert(p) } }
        }
        return name
    }

    func type(_ session: String, _ text: String) throws {
        try run(["send-keys", "-t", session, "-l", text])
    }

    func keys(_ session: String, _ keys: String...) throws {
        try run(["send-keys", "-t", session] + keys)
    }

    func capture(_ session: String) -> String {
        (try? run(["capture-pane", "-p", "-J", "-t", session, "-S", "-500"]).stdout) ?? ""
    }

    /// The pane's lines, trailing blank lines removed and each line right-trimmed.
    func lines(_ session: String) -> [String] {
        var ls = capture(session).components(separatedBy: "\n").map { l -> String in
            var s = l
            while s.last == " " { s.removeLast() }
            return s
        }
        while ls.last == "" { ls.removeLast() }
        return ls
    }

    func lastLine(_ session: String) -> String { lines(session).last ?? "" }

    /// Polls the pane until `condition` holds (up to `timeout` seconds); records an issue with the pane otherwise.
    @discardableResult
    func waitFor(_ session: String, _ what: String, timeout: TimeInterval = 30,
                 sourceLocation: SourceLocation = #_sourceLocation, _ condition: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var ls: [String] = []
        repeat {
            ls = lines(session)
            if condition(ls) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        Issue.record("timed out waiting for \(what); the pane shows:\n\(ls.suffix(15).joined(separator: "\n"))", sourceLocation: sourceLocation)
        return false
    }

    /// Waits until the last line is exactly `text` (trailing spaces ignored).
    @discardableResult
    func waitForLastLine(_ session: String, _ text: String, timeout: TimeInterval = 8, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        waitFor(session, "the line \(text.debugDescription)", timeout: timeout, sourceLocation: sourceLocation) { $0.last == text }
    }
}

/// The interactive shell on a pseudo-terminal: completion, history, Ctrl-C and Ctrl-D.
@Suite("Interactive shell in tmux", .serialized)
struct TerminalTests {
    static let prompt = "transit tasks.flow> "
    static let launchedPrompt = "transit tasks.flow [List]> "

    /// A driver and a session running `transit flows/tasks.flow`, at its first prompt.
    func startTasks() throws -> (TmuxDriver, String)? {
        guard let transit = Repo.requireBinary(), let t = TmuxDriver() else { return nil }
        let s = try t.start(transit, ["flows/tasks.flow"])
        guard t.waitForLastLine(s, Self.prompt.trimmingCharacters(in: .whitespaces)) else { return nil }
        return (t, s)
    }

    @Test func completesACommand() throws {
        guard let started = try startTasks() else { return }
        let (t, s) = started
        // The banner, and a prompt with no colour codes leaking as text.
        #expect(t.lines(s).contains { $0.hasPrefix("loaded tasks.flow") })
        try t.type(s, "lau")
        try t.keys(s, "Tab")
        t.waitForLastLine(s, Self.prompt + "launch")
        try t.keys(s, "Enter")
        t.waitForLastLine(s, Self.launchedPrompt.trimmingCharacters(in: .whitespaces))
        #expect(t.lines(s).contains("top: List"))
    }

    @Test func completesAnEnabledAction() throws {
        guard let started = try startTasks() else { return }
        let (t, s) = started
        try t.type(s, "launch")
        try t.keys(s, "Enter")
        t.waitForLastLine(s, Self.launchedPrompt.trimmingCharacters(in: .whitespaces))
        try t.type(s, "tap sel")
        try t.keys(s, "Tab")
        t.waitForLastLine(s, Self.launchedPrompt + "tap select(")
        // Then the argument label.
        try t.keys(s, "Tab")
        t.waitForLastLine(s, Self.launchedPrompt + "tap select(taskId:")
        try t.type(s, " \"t1\")")
        try t.keys(s, "Enter")
        t.waitForLastLine(s, "transit tasks.flow [Detail]>")
        #expect(t.lines(s).contains("top: Detail  modals: Detail"), "\(t.lines(s).suffix(5))")
    }

    @Test func completesAFilePath() throws {
        guard let started = try startTasks() else { return }
        let (t, s) = started
        try t.type(s, "load flows/ta")
        try t.keys(s, "Tab")
        t.waitForLastLine(s, Self.prompt + "load flows/tasks.")
        try t.type(s, "fl")
        try t.keys(s, "Tab")
        t.waitForLastLine(s, Self.prompt + "load flows/tasks.flow")
        try t.keys(s, "Enter")
        t.waitFor(s, "the load to answer") { $0.filter { $0.hasPrefix("loaded tasks.flow") }.count == 2 }
    }

    @Test func historyIsKeptAcrossRuns() throws {
        guard let transit = Repo.requireBinary(), let t = TmuxDriver() else { return }
        let first = try t.start(transit, ["flows/tasks.flow"])
        t.waitForLastLine(first, Self.prompt.trimmingCharacters(in: .whitespaces))
        try t.type(first, "launch")
        try t.keys(first, "Enter")
        t.waitForLastLine(first, Self.launchedPrompt.trimmingCharacters(in: .whitespaces))
        try t.type(first, "quit")
        try t.keys(first, "Enter")
        t.waitFor(first, "EXIT=0 after quit") { $0.contains("EXIT=0") }

        #expect(FileManager.default.fileExists(atPath: t.historyFile), "no history file at \(t.historyFile)")
        let saved = (try? String(contentsOfFile: t.historyFile, encoding: .utf8)) ?? ""
        #expect(saved.components(separatedBy: "\n").contains("launch"), "history file: \(saved.debugDescription)")
        let perms = (try? FileManager.default.attributesOfItem(atPath: t.historyFile)[.posixPermissions]) as? Int
        #expect(perms.map { $0 & 0o077 } == 0, "the history file is readable by others: \(String(describing: perms.map { String($0, radix: 8) }))")
        #expect(!FileManager.default.fileExists(atPath: t.home.file(".transit_history")), "XDG_STATE_HOME was ignored")

        let second = try t.start(transit, ["flows/tasks.flow"])
        t.waitForLastLine(second, Self.prompt.trimmingCharacters(in: .whitespaces))
        try t.keys(second, "Up")
        // The last line entered was 'quit'; one more Up reaches 'launch'.
        t.waitFor(second, "history entry") { $0.last == Self.prompt + "quit" || $0.last == Self.prompt + "launch" }
        if t.lastLine(second) == Self.prompt + "quit" { try t.keys(second, "Up") }
        t.waitForLastLine(second, Self.prompt + "launch")
        try t.keys(second, "Enter")
        t.waitForLastLine(second, Self.launchedPrompt.trimmingCharacters(in: .whitespaces))
    }

    @Test func ctrlCKeepsTheShellAlive() throws {
        guard let started = try startTasks() else { return }
        let (t, s) = started
        try t.type(s, "tap sel")
        try t.keys(s, "C-c")
        // The line is dropped and a fresh prompt shown.
        t.waitForLastLine(s, Self.prompt.trimmingCharacters(in: .whitespaces))
        #expect(!t.lines(s).contains { $0.hasPrefix("EXIT=") }, "transit ended on Ctrl-C")
        try t.type(s, "help")
        try t.keys(s, "Enter")
        t.waitFor(s, "help to answer") { ls in ls.contains { $0.hasPrefix("quit") && $0.contains("leave the shell") } && ls.last == Self.prompt.trimmingCharacters(in: .whitespaces) }
        // The interrupted text did not run.
        #expect(!t.lines(s).contains { $0.contains("no flow") || $0.contains("error:") }, "\(t.lines(s).suffix(5))")
        // Ctrl-C twice on an empty line does not quit either.
        try t.keys(s, "C-c")
        try t.keys(s, "C-c")
        Thread.sleep(forTimeInterval: 0.2)
        try t.type(s, "launch")
        try t.keys(s, "Enter")
        t.waitForLastLine(s, Self.launchedPrompt.trimmingCharacters(in: .whitespaces))
        try t.keys(s, "C-d")
        t.waitFor(s, "EXIT=0") { $0.contains("EXIT=0") }
    }

    /// Ctrl-C during a long Graphviz layout gives the prompt back at once; nothing is written. The layout's result is
    /// held back (TRANSIT_TEST_HOLD_SLOW_WORK), so however fast the machine, the render cannot finish before Ctrl-C:
    /// the key is pressed once the shell says the render is still running.
    @Test func ctrlCInterruptsALongRender() throws {
        guard let transit = Repo.requireBinary(), let t = TmuxDriver() else { return }
        let bench = (transit as NSString).deletingLastPathComponent + "/transit-bench"
        guard FileManager.default.isExecutableFile(atPath: bench) else { Issue.record("transit-bench is not built"); return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let gen = try runProcess(bench, ["generate", "--screens", "200", "-o", dir.file("big.flow")])
        #expect(gen.status == 0)
        let s = try t.start(transit, [dir.file("big.flow")], environment: ["TRANSIT_TEST_HOLD_SLOW_WORK": "1"])
        guard t.waitForLastLine(s, "transit big.flow>", timeout: 20) else { return }
        try t.type(s, "render \(dir.file("big.svg"))")
        try t.keys(s, "Enter")
        guard t.waitFor(s, "the shell to say the render is running", timeout: 30, { $0.contains { $0.hasPrefix("rendering ") && $0.hasSuffix("(Ctrl-C stops it)") } }) else { return }
        try t.keys(s, "C-c")
        t.waitFor(s, "the render to be abandoned") { $0.contains { $0.contains("render interrupted; ") } && $0.last == "transit big.flow>" }
        #expect(dir.read("big.svg") == nil)
        // The shell goes on.
        try t.type(s, "launch")
        try t.keys(s, "Enter")
        t.waitFor(s, "launch to answer", timeout: 20) { $0.last?.hasPrefix("transit big.flow [") == true }
        try t.keys(s, "C-d")
        t.waitFor(s, "EXIT=0") { $0.contains("EXIT=0") }
    }

    /// A debugging session on a terminal, as a gdb user would type it: a line breakpoint, a conditional one,
    /// the paused views, bt, continue, then an edit that makes reload diverge.
    @Test func aDebuggingSessionOnATerminal() throws {
        guard let transit = Repo.requireBinary(), let t = TmuxDriver() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let source = try String(contentsOfFile: Repo.path("flows/tasks.flow"), encoding: .utf8)
        dir.write("tasks.flow", source)
        let s = try t.start(transit, [dir.file("tasks.flow")])
        guard t.waitForLastLine(s, Self.prompt.trimmingCharacters(in: .whitespaces)) else { return }
        func run(_ line: String, until: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try t.type(s, line)
            try t.keys(s, "Enter")
            t.waitFor(s, until, sourceLocation: sourceLocation) { ls in ls.contains { $0.contains(until) } && ls.last?.hasPrefix("transit ") == true && ls.last?.hasSuffix(">") == true }
        }
        try run("launch", until: "top: List")
        try run("b tasks.flow:36", until: "breakpoint 1: line tasks.flow:36")
        try run("br List.select if \"t2\"", until: "breakpoint 2: action List.select if \"t2\"")
        try run("tap select(taskId: \"t2\")", until: "⏸ breakpoint 2 (action List.select")
        try run("c", until: "⏸ breakpoint 1 (line tasks.flow:36)")
        // The paused state: Detail is not presented yet.
        try run("modals", until: "nothing is presented")
        try run("bt", until: "#1 ListCoordinator handles List.select")
        try run("info breakpoints", until: "1: line tasks.flow:36  (hit 1 time)")
        // The present statement is on the same line: the line breakpoint hits again at its step.
        try run("c", until: "⏸ breakpoint 1 (line tasks.flow:36), hit 2 times")
        try run("modals", until: "1. Detail (pageSheet)")
        try run("c", until: "top: Detail")
        // An edit that removes the action the session used: reload replays what it can and keeps the rest.
        dir.write("tasks.flow", source.replacingOccurrences(of: "action select(taskId: String)", with: "action choose(taskId: String)")
                                       .replacingOccurrences(of: "on List.select(taskId)", with: "on List.choose(taskId)"))
        try run("reload", until: "no longer applies")
        #expect(t.lines(s).contains { $0.contains("that event is kept: 'redo'") }, "\(t.lines(s).suffix(8))")
        try t.keys(s, "C-d")
        t.waitFor(s, "EXIT=0") { $0.contains("EXIT=0") }
    }

    @Test func ctrlDExitsWith0() throws {
        guard let started = try startTasks() else { return }
        let (t, s) = started
        try t.keys(s, "C-d")
        t.waitFor(s, "EXIT=0") { $0.contains("EXIT=0") }
        #expect(!t.lines(s).contains { $0.hasPrefix("EXIT=") && $0 != "EXIT=0" })
    }

    @Test func errorsDoNotEndTheShell() throws {
        guard let started = try startTasks() else { return }
        let (t, s) = started
        try t.type(s, "lanch")
        try t.keys(s, "Enter")
        t.waitFor(s, "the error") { $0.contains("error: unknown command 'lanch'; did you mean 'launch'?") }
        try t.type(s, "expect top Detail")
        try t.keys(s, "Enter")
        t.waitFor(s, "the failed expectation") { $0.contains { $0.contains("failed: expected top Detail") } }
        try t.type(s, "quit")
        try t.keys(s, "Enter")
        // Interactive mode exits 0 on quit whatever failed before.
        t.waitFor(s, "EXIT=0") { $0.contains("EXIT=0") }
    }
}
