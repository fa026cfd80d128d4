import Testing
import TransitShell

/// While an event is paused at a breakpoint, the views show the paused state; a new event says that the paused one
/// ran to its end first instead of acting silently on a state the user was not looking at.
@Test func aNewEventAfterAPauseSaysThePausedEventFinishedFirst() {
    var s = makeSession()
    s.ok("load flows/tasks.flow")
    s.ok("launch")
    s.ok("break transition present")
    let paused = s.ok("tap select(taskId: \"t1\")")
    #expect(paused.output.contains("paused at step"))
    // The paused view: Detail is being presented at this step.
    s.passes("expect modals Detail")
    let next = s.ok("tap done")
    #expect(next.output.hasPrefix("(the paused event ran to its end first, from step"), "\(next.output)")
    s.passes("expect modals none")
}
