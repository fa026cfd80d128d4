// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel

/// A state's fingerprint is a function of its content alone, the same in every process: nothing in it goes through
/// Swift's per-process seeded `hashValue` (issue 33), so two runs of a bounded search remember the same states.
@Suite("fingerprints")
struct FingerprintTests {
    /// Inputs, variables, a presentation style, a pending result with its handler, an alert's buttons: every kind
    /// of content a state holds besides ids.
    static let flow = """
    app A {
      var mode: Int = 2
      launch Main
    }
    enum Outcome { saved, canceled }
    screen Home(name: String) {
      action edit
      action warn { alert "Sure?" { button ok { pop } button cancel } }
    }
    screen Edit(id: Int) -> Outcome {
      action save { finish(.saved) }
    }
    coordinator Main {
      var count = 0
      root Home(name: "a") withNavigation
      on Home.edit { present Edit(id: 7) formSheet withNavigation then (o) { count = 1; dismiss } }
    }
    """

    /// The fingerprints of the states along one path, in order.
    static func path() -> [UInt64] {
        var sim = Sim(flow)
        var prints: [UInt64] = []
        sim.send(.launch)
        prints.append(sim.state.explorationFingerprint())
        sim.tap("edit")
        prints.append(sim.state.explorationFingerprint())
        var alert = Sim(flow)
        alert.send(.launch)
        alert.tap("warn")
        prints.append(alert.state.explorationFingerprint())
        return prints
    }

    @Test("the same content, the same fingerprint in every process (a value recorded once; change it only with the state's content)")
    func fingerprintsAreTheSameInEveryProcess() {
        #expect(Self.path() == Self.recorded, "if the state's content changed on purpose, record the new values: \(Self.path())")
    }

    static let recorded: [UInt64] = [13853779308248732883, 15131665604298644842, 9900463720993405796]
}

/// `CollapsedStates` writes `SimState`'s stored properties one by one: a property added to the state must be added
/// there too (and to the fingerprint), or states that differ in it would be stored as one.
@Suite("collapsed states")
struct CollapsedStatesTests {
    @Test func everyStoredPropertyOfTheStateIsEncoded() {
        let names = Mirror(reflecting: SimState()).children.compactMap(\.label)
        #expect(names == ["launched", "controllers", "windowRoot", "orphanedModals", "coordinators", "appCoordinators",
                          "pending", "nextID", "crash", "reportedLeaks", "reportedUndeliverable", "globals", "paths",
                          "stalePaths"], "a new property of SimState: encode it in CollapsedStates.write and decode")
    }

    @Test func aStateDecodesToItselfAndMatchesOnlyItself() {
        var sim = Sim(FingerprintTests.flow)
        sim.send(.launch)
        let launched = sim.state
        sim.tap("edit")
        var parts = CollapsedStates()
        var bytes: [UInt8] = []
        parts.encode(launched, into: &bytes)
        let first = bytes.count
        parts.encode(sim.state, into: &bytes)
        #expect(parts.decode(bytes).state == launched)
        #expect(parts.decode(bytes).end == first)
        #expect(parts.decode(bytes, at: first).state == sim.state)
        #expect(parts.matches(launched, encodedIn: bytes, at: 0))
        #expect(!parts.matches(sim.state, encodedIn: bytes, at: 0))
        #expect(parts.matches(sim.state, encodedIn: bytes, at: first))
        #expect(!parts.matches(SimState(), encodedIn: bytes, at: first))
        // A few bytes where the state itself holds kilobytes of structs, strings and dictionaries.
        #expect(bytes.count - first < 64)
    }
}
