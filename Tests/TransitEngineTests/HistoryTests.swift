// SPDX-License-Identifier: MIT
import Testing
@testable import TransitEngine
import TransitModel

/// Undo, redo and replay: every state is a value, so they are exact.
@Suite("history")
struct HistoryTests {
    static let events: [Event] = [
        .launch,
        .action(screen: nil, cell: nil, name: "select", arguments: ["taskId": .s("t1")]),
        .action(screen: nil, cell: nil, name: "done", arguments: [:]),
        .action(screen: "List", cell: "TaskCell", name: "open", arguments: ["taskId": .s("t2")]),
        .back,
        .action(screen: nil, cell: nil, name: "add", arguments: [:]),
        .back,
    ]

    func tasksEngine() -> Engine { Sim(file: "flows/tasks.flow").engine }

    @Test func undoReturnsExactlyTheEarlierStateAndRedoTheLaterOne() throws {
        var h = History(engine: tasksEngine())
        #expect(h.state == SimState())
        #expect(!h.canUndo)
        try h.apply(.launch)
        let launched = h.state
        try h.apply(Self.events[1])
        let presented = h.state
        #expect(presented != launched)
        let undone = h.undo()
        #expect(undone == 1)
        #expect(h.state == launched)
        #expect(h.canRedo)
        let redone = h.redo()
        #expect(redone == 1)
        #expect(h.state == presented)
        let none = h.redo()
        #expect(none == 0)
        let all = h.undo(10)
        #expect(all == 2)
        #expect(h.state == SimState())
        #expect(h.events == [])
        let two = h.redo(2)
        #expect(two == 2)
        #expect(h.state == presented)
        #expect(h.events == Array(Self.events[0...1]))
    }

    @Test func applyingAfterUndoDropsTheRedoTail() throws {
        var h = History(engine: tasksEngine())
        for e in Self.events[0...2] { try h.apply(e) }
        _ = h.undo(2)
        try h.apply(.action(screen: nil, cell: nil, name: "add", arguments: [:]))
        #expect(!h.canRedo)
        #expect(h.events.count == 2)
        #expect(h.states.count == 3)
        #expect(h.entries.count == 2)
    }

    @Test func goToMovesTheCursor() throws {
        var h = History(engine: tasksEngine())
        for e in Self.events { try h.apply(e) }
        let states = h.states
        let moved = h.goTo(3)
        #expect(moved)
        #expect(h.state == states[3])
        #expect(h.events == Array(Self.events[0..<3]))
        let far = h.goTo(99), negative = h.goTo(-1)
        #expect(!far)
        #expect(!negative)
        #expect(h.state == states[3])
    }

    @Test func diagnosticsFollowTheCursor() throws {
        var h = History(engine: tasksEngine())
        for e in Self.events[0...1] { try h.apply(e) }
        try h.apply(.swipe)                                   // the R301 leak
        #expect(h.diagnostics.map(\.code) == [.coordinatorLeak])
        _ = h.undo()
        #expect(h.diagnostics.isEmpty)
    }

    @Test func replayingTheSameEventsGivesEqualStatesAndHashes() throws {
        var h = History(engine: tasksEngine())
        for e in Self.events { try h.apply(e) }
        let r = History.replay(h.events, on: h.engine)
        #expect(r.divergence == nil)
        #expect(r.history.states == h.states)
        #expect(r.history.states.map(\.hashValue) == h.states.map(\.hashValue))
        #expect(r.history.state == h.state)
        #expect(r.history.events == h.events)
        // the steps and diagnostics are the same too
        #expect(r.history.entries.map(\.steps) == h.entries.map(\.steps))
        #expect(r.history.diagnostics == h.diagnostics)
    }

    /// A state with the flow code of its pending handlers left out.
    static func withoutHandlers(_ s: SimState) -> SimState {
        var x = s
        for k in x.pending.keys { x.pending[k]?.handler = nil }
        return x
    }

    // Regression: SourceFile compares by identity, and SimState holds handler code with source spans (PendingResult.handler), so replaying the same events on a reload of the unchanged flow gives states that are not == and hash differently
    @Test
    func replayOnAReloadOfTheSameFlowGivesEqualStates() throws {
        var h = History(engine: tasksEngine())
        for e in Self.events { try h.apply(e) }
        let r = History.replay(h.events, on: tasksEngine())
        #expect(r.divergence == nil)
        #expect(r.history.states == h.states)
        #expect(r.history.states.map(\.hashValue) == h.states.map(\.hashValue))
    }

    @Test func equalStatesReachedByDifferentPathsCompareByContent() throws {
        // Two independent sims ending in the same situation by the same events are ==, and a different one is not.
        var a = Sim(file: "flows/result-on-dismiss.flow")
        var b = Sim(engine: a.engine)
        a.send(.launch); a.tap("openModal")
        b.send(.launch); b.tap("openModal")
        #expect(a.state == b.state)
        #expect(a.state.hashValue == b.state.hashValue)
        b.tap("ok")
        #expect(a.state != b.state)
    }

    @Test func replayOntoAnEditedFlowReportsTheFirstEventThatNoLongerApplies() throws {
        var h = History(engine: tasksEngine())
        for e in Self.events[0...3] { try h.apply(e) }
        // The edit renames Detail's `done` to `finishTask` (and its handler).
        let original = Sim.source("flows/tasks.flow")
        let edited = original
            .replacingOccurrences(of: "  action done\n", with: "  action finishTask\n")
            .replacingOccurrences(of: "on Detail.done ", with: "on Detail.finishTask ")
        #expect(edited != original)
        let outcome = FlowLoader.load(source: edited, path: "tasks.flow")
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.message))")
        let r = History.replay(h.events, on: Engine(flow: outcome.flow))
        let d = try #require(r.divergence)
        #expect(d.index == 2)
        #expect(d.event == Self.events[2])
        #expect(d.reason == "no visible screen has an action 'done' (top: Detail)")
        // the replay kept what still applied (states compared without the handlers, which come from the other flow)
        #expect(r.history.events == Array(Self.events[0...1]))
        #expect(r.history.states.map(Self.withoutHandlers) == h.states[0...2].map(Self.withoutHandlers))
        #expect(r.history.states.last?.pending.count == 1)
    }

    @Test func replayDivergesOnAnEventThatThrowsInTheNewFlow() throws {
        // A screen the edit removed from the path: `openPushed` no longer pushes, so `back` has no back button.
        let events: [Event] = [.launch, .action(screen: nil, cell: nil, name: "openPushed", arguments: [:]), .back]
        let base = History.replay(events, on: Sim(file: "flows/result-on-dismiss.flow").engine)
        #expect(base.divergence == nil)
        let edited = Sim.source("flows/result-on-dismiss.flow")
            .replacingOccurrences(of: "    push Confirm then (result) {", with: "    present Confirm then (result) {")
        let outcome = FlowLoader.load(source: edited)
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.message))")
        let r = History.replay(events, on: Engine(flow: outcome.flow))
        #expect(r.divergence?.index == 2)
        #expect(r.divergence?.event == .back)
        #expect(r.divergence?.reason.contains("no back button") == true)
    }
}

/// Memory grows linearly: states come back from snapshots by replay, exactly.
@Suite("History snapshots")
struct HistorySnapshotTests {
    static let deep = """
    app Deep { launch Pages }
    screen Page { action next }
    coordinator Pages {
        root Page withNavigation
        on Page.next { push Page repeatable }
    }
    """

    /// 600 pushes then 600 backs, repeated: deep states, many snapshots, interval doubling.
    func longHistory(_ n: Int) throws -> (History, [Event]) {
        var h = History(engine: Sim(Self.deep).engine)
        var events: [Event] = [.launch]
        try h.apply(.launch)
        var depth = 0, growing = true
        while events.count < n {
            let e: Event = growing ? .action(screen: nil, cell: nil, name: "next", arguments: [:]) : .back
            try h.apply(e)
            events.append(e)
            depth += growing ? 1 : -1
            if depth == 600 { growing = false } else if depth == 0 { growing = true }
        }
        return (h, events)
    }

    @Test func everyPastStateIsTheStateThatWasReached() throws {
        var h = History(engine: Sim(Self.deep).engine)
        var reached = [h.state]
        try h.apply(.launch)
        reached.append(h.state)
        for i in 0..<300 {
            try h.apply(i % 3 == 2 ? .back : .action(screen: nil, cell: nil, name: "next", arguments: [:]))
            reached.append(h.state)
        }
        for i in [0, 1, 63, 64, 65, 128, 200, 301] { #expect(h.state(at: i) == reached[i], "state \(i)") }
        #expect(h.goTo(130) && h.state == reached[130] && h.current?.state == reached[130])
        #expect(h.undo(65) == 65 && h.state == reached[65])
        #expect(h.redo(200) == 200 && h.state == reached[265])
        // A new event after an undo drops the tail and its snapshots; later states are right again.
        _ = h.goTo(10)
        try h.apply(.back)
        #expect(h.entries.count == 11 && !h.canRedo)
        var replay = History(engine: h.engine)
        for e in h.events { try replay.apply(e) }
        #expect(replay.state == h.state)
        #expect(h.states == replay.states)
    }

    @Test func snapshotsStayBoundedAndJumpsStayExact() throws {
        let (h0, events) = try longHistory(40_000)
        var h = h0
        #expect(h.interval >= 40_000 / History.maxSnapshots)
        let far = 1_234
        var replay = History(engine: h.engine)
        for e in events[..<far] { try replay.apply(e) }
        #expect(h.goTo(far) && h.state == replay.state)
    }
}
