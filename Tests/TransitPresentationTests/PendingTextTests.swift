// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel
@testable import TransitPresentation

/// `pending`: what back and swipe-down would do for whoever waits, in words a user understands.
@Suite("pending text")
struct PendingTextTests {
    /// The pending view after `events` (taps on the top screen) from launch.
    func pending(_ source: String, taps: [String]) throws -> String {
        let o = FlowLoader.load(source: source)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        var h = History(engine: Engine(flow: o.flow))
        try h.apply(.launch)
        for t in taps { try h.apply(.action(screen: nil, cell: nil, name: t, arguments: [:])) }
        return StateText(engine: h.engine, style: TextStyle(color: false)).pending(h.state)
    }

    static let voidChild = """
    app A { launch HomeC }
    screen Home { action open }
    screen Player { action close }
    coordinator HomeC {
      root Home withNavigation
      on Home.open { start PlayerC as push then { release } }
    }
    coordinator PlayerC {
      root Player
      on Player.close { pop; terminate }
      on back { terminate }
    }
    """

    @Test func voidCoordinatorEndedByItsOnBackIsNotALeak() throws {
        let text = try pending(Self.voidChild, taps: ["open"])
        #expect(!text.contains("would leak"), "\(text)")
        #expect(!text.contains("delivers nothing"), "\(text)")
        #expect(text.contains("back ends PlayerC: its 'on back' terminates it (delivers ())"), "\(text)")
    }

    @Test func voidCoordinatorSwipedDownUsesItsOnBack() throws {
        let source = Self.voidChild.replacingOccurrences(of: "start PlayerC as push", with: "start PlayerC as present pageSheet")
            .replacingOccurrences(of: "on Player.close { pop; terminate }", with: "on Player.close { dismiss; terminate }")
        let text = try pending(source, taps: ["open"])
        #expect(text.contains("swipe-down ends PlayerC: its 'on back' terminates it (delivers ())"), "\(text)")
        #expect(!text.contains("would leak"), "\(text)")
    }

    @Test func coordinatorWithoutOnBackStillLeaks() throws {
        let source = Self.voidChild.replacingOccurrences(of: "  on back { terminate }\n", with: "")
        let text = try pending(source, taps: ["open"])
        #expect(text.contains("back delivers nothing — PlayerC would leak"), "\(text)")
    }

    @Test func coordinatorOnBackNoneDoesNotEndIt() throws {
        let source = Self.voidChild.replacingOccurrences(of: "on back { terminate }", with: "on back none")
        let text = try pending(source, taps: ["open"])
        #expect(text.contains("back runs nothing ('on back none') and does not end PlayerC — PlayerC would leak"), "\(text)")
    }

    @Test func coordinatorWithAResultStillShowsTheValue() throws {
        let source = Self.voidChild.replacingOccurrences(of: "coordinator PlayerC {", with: "coordinator PlayerC -> Bool {")
            .replacingOccurrences(of: "on Player.close { pop; terminate }", with: "on Player.close { pop; terminate(true) }")
            .replacingOccurrences(of: "on back { terminate }", with: "on back { terminate(false) }")
            .replacingOccurrences(of: "then { release }", with: "then (played) { release }")
        let text = try pending(source, taps: ["open"])
        #expect(text.contains("back delivers false"), "\(text)")
    }

    static let sheets = """
    app X { launch Home }
    screen Home {
      action pick { present Picker then (r) { dismiss } }
      action edit { present Editor then { dismiss } }
      action other { present Plain then (r) { dismiss } }
    }
    screen Picker -> Bool {
      action ok { finish(true) }
      on swipe none
    }
    screen Editor {
      action save { finish }
      on swipe { finish }
    }
    screen Plain -> Bool {
      action ok { finish(true) }
    }
    """

    @Test func screenOnSwipeNoneSaysNothingWaits() throws {
        let text = try pending(Self.sheets, taps: ["pick"])
        #expect(!text.contains("the handler would never run"), "\(text)")
        #expect(text.contains("swipe-down delivers no result, on purpose: 'on swipe none' says nothing waits for one, so the handler is not run"),
                "\(text)")
    }

    @Test func voidScreenFinishedByItsOnSwipeDeliversVoid() throws {
        let text = try pending(Self.sheets, taps: ["edit"])
        #expect(text.contains("swipe-down delivers ()"), "\(text)")
        #expect(!text.contains("nothing"), "\(text)")
    }

    @Test func screenWithoutGestureResultStillWarns() throws {
        let text = try pending(Self.sheets, taps: ["other"])
        #expect(text.contains("swipe-down delivers nothing — the handler would never run"), "\(text)")
    }

    @Test func gestureOutcomeDistinguishesNoneFromNothing() throws {
        let o = FlowLoader.load(source: Self.sheets)
        var h = History(engine: Engine(flow: o.flow))
        try h.apply(.launch)
        try h.apply(.action(screen: nil, cell: nil, name: "pick", arguments: [:]))
        let src = try #require(h.state.pending.values.first { !$0.delivered }).source
        #expect(h.engine.gestureOutcome(of: src, in: h.state, swipe: true) == .declaredNone)
        // the older query keeps its meaning: no value
        #expect(h.engine.gestureResult(of: src, in: h.state, swipe: true) == .some(nil))
    }
}
