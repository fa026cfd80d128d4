// SPDX-License-Identifier: MIT
import Testing
import TransitShellTestSupport
import TransitEngine
import TransitShell

/// tasks.flow loaded and launched: where most of these tests start.
func launchedTasks() -> ShellSession {
    var s = makeSession()
    s.ok("load flows/tasks.flow")
    s.ok("launch")
    return s
}

/// While an event is paused at a breakpoint, the views show the paused state; a new event says that the paused one
/// ran to its end first instead of acting silently on a state the user was not looking at.
@Test func aNewEventAfterAPauseSaysThePausedEventFinishedFirst() {
    var s = launchedTasks()
    s.ok("break transition present")
    let paused = s.ok("tap select(taskId: \"t1\")")
    #expect(paused.output.contains("⏸ breakpoint 1 (transition present)"))
    // The paused view: Detail is being presented at this step.
    s.passes("expect modals Detail")
    let next = s.ok("tap done")
    #expect(next.output.hasPrefix("(the paused event ran to its end first, from step"), "\(next.output)")
    s.passes("expect modals none")
}

/// gdb-style breakpoints: by name, by action, by flow line, by code; stable numbers; hit counts; `where`.
@Test func gdbStyleBreakpointsAndWhere() throws {
    var s = launchedTasks()
    #expect(s.ok("b List.select").output == "breakpoint 1: action List.select")
    #expect(s.ok("break tasks.flow:36").output == "breakpoint 2: line tasks.flow:36")
    #expect(s.ok("break R301").output == "breakpoint 3: diagnostic R301")
    #expect(s.ok("break DetailCoordinator").output == "breakpoint 4: coordinator DetailCoordinator")
    #expect(s.execute("break List.nope").error == "no action 'List.nope': write Screen.action (or Screen.Cell.action)")
    #expect(s.execute("break nope.flow:3").error?.hasPrefix("no loaded flow file 'nope.flow'; loaded: ") == true)
    // A code an event cannot report is refused with where it comes from instead.
    #expect(s.execute("break X404").error == "X404 is a finding of the explorer ('transit check --explore' reports it), not something an event does: breakpoints stop on runtime codes (R…)")
    #expect(s.execute("break T130").error == "T130 is a check of the flow as written ('check' reports it), not something an event does: breakpoints stop on runtime codes (R…)")
    let first = s.ok("tap select(taskId: \"t1\")")
    #expect(first.output.contains("⏸ breakpoint 1 (action List.select), hit 1 time, at step 1"), "\(first.output)")
    let next = s.ok("continue")
    #expect(next.output.contains("⏸ breakpoint 2 (line tasks.flow:36)"), "\(next.output)")
    let bt = s.ok("bt")
    #expect(bt.output.hasPrefix("#0 step 3 of"), "\(bt.output)")
    #expect(bt.output.contains("#1 ListCoordinator handles List.select"), "\(bt.output)")
    #expect(bt.output.contains("flows/tasks.flow:34: on List.select(taskId) {"), "\(bt.output)")
    #expect(bt.output.hasSuffix("#2 event: tap select(taskId: \"t1\")"), "\(bt.output)")
    #expect(s.ok("info breakpoints").output.contains("1: action List.select  (hit 1 time)"))
}

/// A name the flow declares wins over a diagnostic code spelt the same: a screen may be called T150 or R301.
@Test func aScreenNamedLikeACodeGetsAScreenBreakpoint() {
    let dir = TempDir()
    defer { dir.cleanUp() }
    dir.write("codes.flow", """
        app Codes { launch C }
        screen T150 { action next }
        screen R301 { }
        coordinator C {
          root T150 withNavigation
          on T150.next { push R301 }
        }
        """)
    var s = makeSession(base: dir.path)
    s.ok("load codes.flow")
    #expect(s.ok("break T150").output == "breakpoint 1: screen T150")
    #expect(s.ok("break R301").output == "breakpoint 2: screen R301")
    #expect(s.ok("break R302").output == "breakpoint 3: diagnostic R302")
    #expect(s.execute("break T151").error?.hasPrefix("T151 is a check of the flow as written") == true)
}

/// history, goto, restart, enable/disable and source, as a debugger user expects them.
@Test func historyGotoRestartAndSource() throws {
    let dir = TempDir()
    defer { dir.cleanUp() }
    var s = launchedTasks()
    s.ok("tap select(taskId: \"t1\")")
    s.ok("tap done")
    #expect(s.ok("history").output == "  1 launch\n  2 tap select(taskId: \"t1\")\n→ 3 tap done")
    s.ok("goto 2")
    s.passes("expect top Detail")
    #expect(s.ok("history").output.hasSuffix("3 tap done  (undone: redo)"))
    s.ok("restart")
    #expect(s.execute("expect top List").expectation != .passed)
    s.ok("redo 3")
    s.passes("expect top List")
    s.ok("break transition present")
    s.ok("disable 1")
    #expect(!s.ok("tap select(taskId: \"t2\")").output.contains("⏸"))
    #expect(s.ok("info breakpoints").output == "1: transition present  (disabled)")
    s.ok("enable 1")
    dir.write("more.transit", "#!/usr/bin/env -S transit run\ntap done\nexpect top List\n")
    s.baseDirectory = dir.path
    let r = s.ok("source more.transit")
    #expect(r.output.hasSuffix("more.transit: 1 passed, 0 failed"), "\(r.output)")
    #expect(s.execute(".read nope.transit").error == "cannot read nope.transit: no such file")
}

@Test func displayAndList() {
    var s = launchedTasks()
    s.ok("display stack")
    let r = s.ok("tap select(taskId: \"t1\")")
    #expect(r.output.contains("display stack:\nwindow"), "\(r.output)")
    let l = s.ok("list")
    #expect(l.output.contains("→  36      start DetailCoordinator(taskId: taskId) as present pageSheet then (saved) {"), "\(l.output)")
    s.ok("display off")
    #expect(!s.ok("tap done").output.contains("display stack:"))
}

/// A reload that diverges keeps the events it could not replay: `redo` or a later reload brings them back.
@Test func reloadKeepsWhatItCouldNotReplay() throws {
    let dir = TempDir()
    defer { dir.cleanUp() }
    let flow = "app A { launch Home withNavigation }\nscreen Home { action open { push Page } }\nscreen Page { action more { push Page2 } }\nscreen Page2 { }\n"
    dir.write("re.flow", flow)
    var s = makeSession(base: dir.path)
    s.ok("load re.flow")
    s.ok("launch")
    s.ok("tap open")
    s.ok("tap more")
    dir.write("re.flow", flow.replacingOccurrences(of: "action more", with: "action next"))
    let r = s.ok("reload")
    #expect(r.output.contains("event 3 'tap more' no longer applies"), "\(r.output)")
    #expect(r.output.contains("that event is kept: 'redo'"), "\(r.output)")
    #expect(s.execute("redo").error?.contains("still does not apply") == true)
    dir.write("re.flow", flow)
    let back = s.ok("reload")
    #expect(back.output.contains("replayed 3 events"), "\(back.output)")
    s.passes("expect stack Home, Page, Page2")
}

@Test func conditionalBreakpoints() {
    var s = launchedTasks()
    #expect(s.ok("break List.select if \"t2\"").output == "breakpoint 1: action List.select if \"t2\"")
    #expect(!s.ok("tap select(taskId: \"t1\")").output.contains("⏸"))
    s.ok("tap done")
    #expect(s.ok("tap select(taskId: \"t2\")").output.contains("⏸ breakpoint 1"))
    #expect(s.execute("break List.select if").error?.hasPrefix("usage: break ") == true)
}

@Test func modalsShowsPresentedContainers() {
    var s = makeSession()
    s.ok("load flows/transitable.flow")
    s.ok("launch")
    #expect(s.ok("modals").output == "nothing is presented")
    s.ok("tap start")
    s.ok("tap presentC")
    let m = s.ok("modals").output
    #expect(m.hasPrefix("1. "), "\(m)")
    #expect(m.contains("presentingViewController: Main (showing A)"), "\(m)")
}
