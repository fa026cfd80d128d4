// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
@testable import TransitShell
import TransitPresentation
import TransitEngine

/// What gdb and lldb users type, and what they expect of it (issue 29).
@Suite struct DebuggerHabitsTests {
    /// A session on flows/tasks.flow, launched.
    static func launchedTasks() -> ShellSession {
        var s = makeSession()
        _ = s.ok("load flows/tasks.flow")
        _ = s.ok("launch")
        return s
    }

    @Test func runSaysToLaunch() {
        var s = makeSession()
        _ = s.ok("load flows/tasks.flow")
        for word in ["run", "start", "r"] {
            let r = s.execute(word)
            #expect(r.error?.contains("type 'launch'") == true, "\(word): \(r.error ?? "")")
        }
        // 'r' is gdb's run, not a way to re-read the flow by surprise.
        #expect(s.execute("r").error?.contains("to re-read the flow, 'reload'") == true)
        #expect(s.history?.entries.isEmpty == true)
    }

    @Test func aBareFinishWhilePausedChangesNothing() {
        var s = Self.launchedTasks()
        _ = s.ok("break List.select")
        _ = s.ok("tap select(taskId: \"t1\")")
        #expect(s.pausedAt != nil)
        let before = s.history?.entries.count
        let r = s.execute("finish")
        #expect(r.error?.contains("not gdb's finish; 'continue' runs to the end of this event") == true, "\(r.error ?? "")")
        #expect(s.pausedAt != nil)
        #expect(s.history?.entries.count == before)
        // Not paused, a bare finish is the screen's own result as before.
        _ = s.ok("continue")
        #expect(s.execute("finish").error?.contains("not gdb's finish") != true)
    }

    @Test func infoShowsTheViewsAndTheDisplays() {
        var s = Self.launchedTasks()
        #expect(s.ok("info stack").output == s.ok("stack").output)
        #expect(s.ok("info pending").output == s.ok("pending").output)
        #expect(s.ok("info coordinators").output == s.ok("coordinators").output)
        #expect(s.ok("info display").output == "no views displayed")
        _ = s.ok("display stack")
        #expect(s.ok("info display").output == "displayed after every change: stack")
        #expect(s.execute("info frames").error?.hasPrefix("usage: info breakpoints|stack") == true)
    }

    @Test func twoBreakpointsOnOneStepAreBothReported() {
        var s = Self.launchedTasks()
        _ = s.ok("break List.select")
        _ = s.ok("break List")
        let r = s.ok("tap select(taskId: \"t1\")")
        #expect(r.output.contains("breakpoint 1 (action List.select), hit 1 time; breakpoint 2 (screen List), hit 1 time"), "\(r.output)")
    }

    @Test func displayedViewsFollowUndoRedoAndGoto() {
        var s = Self.launchedTasks()
        _ = s.ok("display stack")
        _ = s.ok("tap select(taskId: \"t1\")")
        for line in ["undo", "redo", "goto 1"] {
            let r = s.ok(line)
            #expect(r.output.contains("display stack:"), "\(line): \(r.output)")
        }
        // A command that changes nothing shows nothing again.
        #expect(!s.ok("pending").output.contains("display stack:"))
    }

    @Test func verboseScriptsTellTheirCommandsAndComments() throws {
        let out = Locked("")
        let runner = ScriptRunner(style: TextStyle(color: false), verbose: true, write: { t in out.update { $0 += t } }, writeError: { t in out.update { $0 += t } })
        var report = ScriptRunner.Report()
        runner.run(path: Repo.root + "/flows/tour.transit", into: &report)
        #expect(report.failed == 0, "\(out.value.suffix(600))")
        let text = out.value
        #expect(text.contains("# Launch: the app delegate starts ListCoordinator"))
        #expect(text.contains("› tap select(taskId: \"t1\")"))
        #expect(text.contains("lifecycle step"), "the skipped step numbers are not explained")
        #expect(text.contains("DetailCoordinator is still retained by ListCoordinator and shows no"))
    }
}

/// The launch state in the shell and in the scripts the explorer writes (issue 30).
@Suite struct LaunchStateShellTests {
    @Test func launchTakesTheLaunchStateAndScriptsReplayIt() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("app.flow", """
        app X {
          var loggedIn: Bool = any
          launch Root
        }
        screen Login { action ok }
        screen Home { action x { log "x" } }
        coordinator Root { start { if loggedIn { root Home } else { root Login } } }
        """)
        var s = makeSession(base: dir.path)
        _ = s.ok("load app.flow")
        #expect(s.ok("actions").output.contains("launch(loggedIn: Bool)"))
        let r = s.ok("launch(loggedIn: true)")
        #expect(r.output.contains("with loggedIn: true"), "\(r.output)")
        s.passes("expect top Home")
        #expect(s.execute("launch(nope: 1)").error != nil)
        #expect(ShellSession.command(for: .launchWith(["loggedIn": .bool(true)])) == "launch(loggedIn: true)")
    }
}
