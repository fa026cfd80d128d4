import TransitModel

/// A simulation with its past: every state kept, so undo, redo and replay are exact.
public struct History: Sendable {
    public private(set) var engine: Engine
    /// `states[0]` is the state before any event; `states[i]` the state after `transitions[i-1]`.
    public private(set) var states: [SimState] = [SimState()]
    public private(set) var transitions: [Transition] = []
    /// Index into `states` of the current state; below `states.count - 1` after an undo.
    public private(set) var cursor = 0

    public init(engine: Engine) { self.engine = engine }

    public var state: SimState { states[cursor] }
    public var events: [Event] { transitions[..<cursor].map(\.event) }
    public var canUndo: Bool { cursor > 0 }
    public var canRedo: Bool { cursor < states.count - 1 }

    /// Applies an event to the current state; any redo tail is dropped.
    @discardableResult
    public mutating func apply(_ event: Event) throws(EventError) -> Transition {
        let t = try engine.apply(event, to: state)
        states.removeSubrange((cursor + 1)...)
        transitions.removeSubrange(cursor...)
        states.append(t.state)
        transitions.append(t)
        cursor += 1
        return t
    }

    /// Goes back `n` events (or to the start).
    public mutating func undo(_ n: Int = 1) -> Int {
        let k = min(max(n, 0), cursor)
        cursor -= k
        return k
    }

    public mutating func redo(_ n: Int = 1) -> Int {
        let k = min(max(n, 0), states.count - 1 - cursor)
        cursor += k
        return k
    }

    /// Moves to the state after the `index`-th event (0 = before any).
    public mutating func goTo(_ index: Int) -> Bool {
        guard index >= 0, index < states.count else { return false }
        cursor = index
        return true
    }

    /// The outcome of replaying events.
    public struct Replay: Sendable {
        public var history: History
        /// The first event that no longer applies, with why.
        public var divergence: (index: Int, event: Event, reason: String)?
    }

    /// Replays events on an engine (the same flow, or an edited one); stops at the first that does not apply.
    public static func replay(_ events: [Event], on engine: Engine) -> Replay {
        var h = History(engine: engine)
        for (i, e) in events.enumerated() {
            do { try h.apply(e) } catch { return Replay(history: h, divergence: (i, e, error.description)) }
        }
        return Replay(history: h, divergence: nil)
    }

    /// Every runtime diagnostic up to the current state.
    public var diagnostics: [RuntimeDiagnostic] { transitions[..<cursor].flatMap(\.diagnostics) }
}
