// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitEngine
import TransitShell

/// Temp copies of tasks.flow, edited to diverge or break.
struct TasksCopy {
    let dir = TempDir()
    static let original = try! String(contentsOfFile: Repo.path("flows/tasks.flow"), encoding: .utf8)
    var path: String { dir.file("tasks.flow") }

    init() { dir.write("tasks.flow", Self.original) }

    /// Replaces text in the copy; records an issue when the text is not there (tasks.flow changed).
    func edit(_ old: String, _ new: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = dir.read("tasks.flow")!
        #expect(text.contains(old), "tasks.flow no longer contains \(old.debugDescription)", sourceLocation: sourceLocation)
        dir.write("tasks.flow", text.replacingOccurrences(of: old, with: new))
    }

    /// 1-based line and column of the first occurrence of `needle`.
    func location(of needle: String) -> (line: Int, column: Int)? {
        let text = dir.read("tasks.flow")!
        for (i, line) in text.components(separatedBy: "\n").enumerated() {
            if let r = line.range(of: needle) { return (i + 1, line.distance(from: line.startIndex, to: r.lowerBound) + 1) }
        }
        return nil
    }
}

@Suite("Session: load, reload, undo/redo, breakpoints")
struct SessionFlowTests {
    // MARK: load

    @Test func loadReportsTheFlow() {
        var s = makeSession()
        let r = s.ok("load flows/tasks.flow")
        #expect(r.output.contains("loaded tasks.flow: 3 screens, 3 coordinators, 0 tab bars"), "\(r.output)")
        #expect(s.flowName == "tasks.flow")
        #expect(s.prompt.hasPrefix("transit tasks.flow"))
        s.ok("launch")
        #expect(s.prompt == "transit tasks.flow [List]> ")
    }

    @Test func loadOfABrokenFlowKeepsTheLastGoodFlow() throws {
        let copy = TasksCopy()
        defer { copy.dir.cleanUp() }
        copy.edit("root Detail(taskId: taskId)", "root Detial(taskId: taskId)")
        let loc = try #require(copy.location(of: "Detial"))

        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        let r = s.execute("load \(copy.path)")
        #expect(r.loadFailed)
        let e = try #require(r.error)
        #expect(e.contains("1 error"), "\(e)")
        #expect(e.contains("the last good flow stays loaded"), "\(e)")
        #expect(!e.contains("\n"))
        // The diagnostics name the file, line and column, with the code and a suggestion.
        #expect(r.output.contains("\(copy.path):\(loc.line):\(loc.column): error[T101]"), "\(r.output)")
        #expect(r.output.contains("did you mean 'Detail'?"), "\(r.output)")
        // Same flow, same state, same history.
        #expect(s.flowPaths == [Repo.path("flows/tasks.flow")])
        s.passes("expect top Detail")
        s.ok("undo")
        s.passes("expect top List")
        s.ok("tap add")
        s.passes("expect stack List, NewTask")
    }

    @Test func loadOfAMissingFileKeepsTheLastGoodFlow() throws {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        let r = s.execute("load flows/nope-does-not-exist.flow")
        #expect(r.loadFailed)
        let e = try #require(r.error)
        #expect(e.contains("nope-does-not-exist.flow"), "\(e)")
        s.passes("expect top List")
        #expect(s.flowName == "tasks.flow")
    }

    @Test func loadOfAGoodFlowStartsOver() {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        s.ok("load flows/result-on-dismiss.flow")
        #expect(s.flowName == "result-on-dismiss.flow")
        #expect(s.history?.events.isEmpty == true)
        #expect(s.execute("undo").error == "nothing to undo")
        s.ok("launch")
        s.passes("expect top First")
    }

    @Test func relativePathsResolveAgainstTheBaseDirectory() {
        var s = makeSession(base: Repo.path("flows"))
        s.ok("load tasks.flow")
        #expect(s.flowPaths == [Repo.path("flows/tasks.flow")])
    }

    // MARK: reload

    @Test func reloadReplaysTheEvents() {
        let copy = TasksCopy()
        defer { copy.dir.cleanUp() }
        var s = makeSession()
        s.ok("load \(copy.path)")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        s.ok("tap done")
        let r = s.ok("reload")
        #expect(r.output.contains("replayed 3 events"), "\(r.output)")
        s.passes("expect top List")
        s.ok("undo")
        s.passes("expect top Detail")
    }

    @Test func reloadReportsTheDivergence() throws {
        let copy = TasksCopy()
        defer { copy.dir.cleanUp() }
        var s = makeSession()
        s.ok("load \(copy.path)")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        s.ok("tap done")
        s.passes("expect top List")
        // Rename Detail's 'done' to 'finishEditing': the third event no longer applies.
        copy.edit("action done", "action finishEditing")
        copy.edit("on Detail.done", "on Detail.finishEditing")
        let r = s.execute("reload")
        #expect(r.error == nil, "\(r.error ?? "")")
        #expect(!r.loadFailed)
        #expect(r.output.contains("replayed 2 of 3 events; event 3 'tap done' no longer applies"), "\(r.output)")
        // The events before it are kept: Detail is on top and the renamed action works.
        #expect(s.history?.events.count == 2)
        s.passes("expect top Detail")
        s.passes("expect fails tap done")
        s.ok("tap finishEditing")
        s.passes("expect top List")
        s.passes("expect coordinators ListCoordinator")
    }

    @Test func reloadOfABrokenEditKeepsTheLastGoodFlow() throws {
        let copy = TasksCopy()
        defer { copy.dir.cleanUp() }
        var s = makeSession()
        s.ok("load \(copy.path)")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        copy.edit("screen NewTask {", "screen NewTask {\n  action save(\n")
        let r = s.execute("reload")
        #expect(r.loadFailed)
        let e = try #require(r.error)
        #expect(e.contains("the last good flow stays loaded"), "\(e)")
        #expect(r.output.contains("\(copy.path):"), "\(r.output)")
        s.passes("expect top Detail")
        s.ok("tap done")
        s.passes("expect top List")
        // Fixing the file makes reload work again, with the events replayed.
        copy.dir.write("tasks.flow", TasksCopy.original)
        let again = s.ok("reload")
        #expect(again.output.contains("replayed 3 events"), "\(again.output)")
    }

    @Test func reloadWithoutAFlowIsRefused() throws {
        var s = makeSession()
        let e = try #require(s.execute("reload").error)
        #expect(e.contains("load"))
    }

    // MARK: undo / redo

    @Test func undoAndRedo() throws {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        s.ok("tap done")
        s.passes("expect top List")
        s.passes("expect modals none")

        var r = s.ok("undo")
        #expect(r.output.hasPrefix("undid 1 event"), "\(r.output)")
        s.passes("expect top Detail")
        s.passes("expect modals Detail")
        s.passes("expect pending DetailCoordinator -> ListCoordinator")
        #expect(s.prompt.contains("[Detail]"))

        r = s.ok("undo 2")
        #expect(r.output.hasPrefix("undid 2 events"), "\(r.output)")
        #expect(s.history?.events.isEmpty == true)
        #expect(s.execute("undo").error == "nothing to undo")

        r = s.ok("redo 5")
        #expect(r.output.hasPrefix("redid 3 events"), "\(r.output)")
        s.passes("expect top List")
        s.passes("expect coordinators ListCoordinator")
        #expect(s.execute("redo").error == "nothing to redo")

        // A new event after undo drops what could be redone.
        s.ok("undo")
        s.ok("tap cancel")
        #expect(s.execute("redo").error == "nothing to redo")
        #expect(s.history?.events.count == 3)
        s.passes("expect top List")
    }

    @Test func undoRestoresDiagnosticsExactly() {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        s.ok("swipe")
        s.passes("expect diagnostic R301")
        #expect(s.execute("expect no leaks").expectation != .passed)
        s.ok("undo")
        s.passes("expect no leaks")
        s.ok("redo")
        s.passes("expect diagnostic R301")
    }

    // MARK: breakpoints and stepping

    /// tasks.flow launched, with a breakpoint set.
    func pausedSession(_ breakpoint: String) -> (ShellSession, CommandResult) {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        let b = s.ok("break \(breakpoint)")
        #expect(b.output == "breakpoint 1: \(breakpoint)")
        let r = s.ok("tap select(taskId: \"t1\")")
        return (s, r)
    }

    /// The 1-based step number of the first step of the last event whose text contains `needle`.
    func stepNumber(_ s: ShellSession, containing needle: String) -> Int? {
        guard let h = s.history, let t = h.current else { return nil }
        return t.steps.firstIndex { $0.message.contains(needle) }.map { $0 + 1 }
    }

    @Test func breakOnTransitionPausesAtThePresentStep() throws {
        var (s, r) = pausedSession("transition present")
        let present = try #require(stepNumber(s, containing: "present Detail"))
        let total = try #require(s.history?.current?.steps.count)
        #expect(r.output.contains("⏸ breakpoint 1 (transition present), hit 1 time, at step \(present) of \(total)"), "\(r.output)")
        #expect(s.pausedAt == present - 1)
        // The output stops at the paused step, then says where in the flow it comes from.
        let lines = r.output.split(separator: "\n").map(String.init)
        #expect(lines.dropLast(2).last?.contains("present Detail") == true, "\(r.output)")
        #expect(lines.last?.contains("flows/tasks.flow:36:") == true, "\(r.output)")
        #expect(!r.output.contains("top: Detail"), "\(r.output)")
        #expect(s.prompt.contains("⏸"))
        // The paused step's state: Detail is presented.
        let stack = s.ok("stack")
        #expect(stack.output.contains("presents (pageSheet) Detail(taskId: \"t1\")"), "\(stack.output)")
        s.passes("expect top Detail")

        // step walks lifecycle steps too; next skips them and reaches the end.
        let step = s.ok("step")
        #expect(step.output.contains("⏸ step \(present + 1) of \(total)"), "\(step.output)")
        let next = s.ok("next")
        #expect(next.output.contains("end of 'tap select(taskId: \"t1\")'"), "\(next.output)")
        #expect(next.output.contains("top: Detail"), "\(next.output)")
        #expect(s.pausedAt == nil)
        #expect(!s.prompt.contains("⏸"))
        #expect(s.execute("continue").error == "not paused: nothing to continue")
    }

    @Test func stackWhilePausedShowsTheSnapshot() throws {
        var (s, r) = pausedSession("coordinator DetailCoordinator")
        let created = try #require(stepNumber(s, containing: "DetailCoordinator(taskId: \"t1\") created"))
        #expect(r.output.contains("at step \(created) of"), "\(r.output)")
        // Paused before the present: the stack is still List alone, though the event has finished.
        let stack = s.ok("stack")
        #expect(!stack.output.contains("Detail("), "\(stack.output)")
        #expect(stack.output.contains("List"), "\(stack.output)")
        s.passes("expect top List")
        s.passes("expect modals none")
        #expect(s.prompt == "transit tasks.flow [List] ⏸> ")
        #expect(s.history.map { $0.state.topScreen.map($0.state.name(of:)) } == "Detail")

        // continue goes to the next step involving DetailCoordinator.
        let c1 = s.ok("continue")
        #expect(c1.output.contains("DetailCoordinator.start"), "\(c1.output)")
        #expect(c1.output.contains("at step \(created + 1) of"), "\(c1.output)")
        // …and then to the end of the event.
        let c2 = s.ok("continue")
        #expect(c2.output.contains("present Detail"), "\(c2.output)")
        #expect(c2.output.contains("top: Detail"), "\(c2.output)")
        #expect(s.pausedAt == nil)
        let after = s.ok("stack")
        #expect(after.output.contains("presents (pageSheet) Detail(taskId: \"t1\")"), "\(after.output)")
    }

    @Test func breakOnScreen() throws {
        let (s, r) = pausedSession("screen Detail")
        let created = try #require(stepNumber(s, containing: "Detail(taskId: \"t1\") created"))
        #expect(r.output.contains("at step \(created) of"), "\(r.output)")
    }

    @Test func stepWithoutPauseWalksTheLastEvent() {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        let r = s.ok("next")
        #expect(r.output.contains("stepping through 'tap select(taskId: \"t1\")'"), "\(r.output)")
        #expect(r.output.contains("⏸ step 1 of"), "\(r.output)")
        #expect(s.pausedAt == 0)
        s.passes("expect top List")  // step 1: the tap, nothing has moved yet
        let r2 = s.ok("next 100")
        #expect(r2.output.contains("end of"), "\(r2.output)")
        s.passes("expect top Detail")
    }

    @Test func aNewEventEndsThePause() {
        var (s, _) = pausedSession("transition present")
        #expect(s.pausedAt == 6)
        s.ok("delete 1")
        s.ok("tap done")
        #expect(s.pausedAt == nil)
        s.passes("expect top List")
        s.passes("expect coordinators ListCoordinator")
    }

    @Test func breakpointsAreListedAndDeleted() throws {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        #expect(s.ok("break").output == "no breakpoints")
        s.ok("break transition present")
        s.ok("break screen Detail")
        #expect(s.ok("break").output == "1: transition present\n2: screen Detail")
        s.ok("delete 1")
        // Numbers are stable, as in gdb: deleting 1 does not make 2 the new 1.
        #expect(s.ok("break").output == "2: screen Detail")
        #expect(s.execute("delete 1").error == "no breakpoint 1; the breakpoints are 2")
        #expect(s.ok("info breakpoints").output == "2: screen Detail")
        s.ok("delete all")
        #expect(s.breakpoints.isEmpty)
        // Unknown names suggest the right one.
        let e = try #require(s.execute("break screen Detial").error)
        #expect(e.contains("did you mean 'Detail'?"), "\(e)")
        let e2 = try #require(s.execute("break coordinator ListCoordinatr").error)
        #expect(e2.contains("did you mean 'ListCoordinator'?"), "\(e2)")
        #expect(s.execute("break transition jump").error == "'jump' is not a transition kind: " + TransitionKind.allCases.map(\.rawValue).joined(separator: ", "))
        #expect(s.execute("break diagnostic R999").error == "'R999' is not a runtime diagnostic code (R201…R306)")
        s.ok("break diagnostic R301")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        let sw = s.ok("swipe")
        #expect(sw.output.contains("⏸ breakpoint 3 (diagnostic R301), hit 1 time, at step"), "\(sw.output)")
        #expect(sw.output.contains("R301"), "\(sw.output)")
    }

    @Test func undoEndsThePause() {
        var (s, _) = pausedSession("transition present")
        s.ok("undo")
        #expect(s.pausedAt == nil)
        s.passes("expect top List")
    }
}
