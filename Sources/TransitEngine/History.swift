// SPDX-License-Identifier: MIT
import TransitModel

/// A simulation with its past, for undo, redo, goto and replay. Memory grows linearly with the number of events:
/// each event keeps its record (event, steps, diagnostics) but not its state; the state after any event is the
/// nearest snapshot (one every `interval` events) with the events since replayed, which the pure engine
/// makes exact.
public struct History: Sendable {
    /// What one event did, without the states it went through.
    public struct Entry: Sendable {
        public var event: Event
        public var steps: [Step]
        public var diagnostics: [RuntimeDiagnostic]

        init(_ t: Transition) {
            event = t.event
            steps = t.steps
            for i in steps.indices { steps[i].state = nil }
            diagnostics = t.diagnostics
        }
    }

    /// At most this many snapshots are kept: past it every other one is dropped and the interval doubles, so
    /// memory stays linear in the events and a jump replays at most `interval` events.
    public static let maxSnapshots = 256

    public private(set) var engine: Engine
    /// Every event applied (including those undone and not yet replaced, up to `entries.count`).
    public private(set) var entries: [Entry] = []
    /// How many of `entries` lead to the current state; below `entries.count` after an undo.
    public private(set) var cursor = 0
    /// The current state.
    public private(set) var state = SimState()
    /// The event that led to the current state, with the state after each of its steps (for pausing mid-event).
    public private(set) var current: Transition?
    /// `snapshots[k]` is the state after `k * interval` events.
    private var snapshots: [SimState] = [SimState()]
    public private(set) var interval = 64

    public init(engine: Engine) { self.engine = engine }

    public var events: [Event] { entries[..<cursor].map(\.event) }
    public var canUndo: Bool { cursor > 0 }
    public var canRedo: Bool { cursor < entries.count }
    /// The entries up to the current state.
    public var past: ArraySlice<Entry> { entries[..<cursor] }

    /// Applies an event to the current state; any redo tail is dropped.
    @discardableResult
    public mutating func apply(_ event: Event) throws(EventError) -> Transition {
        let t = try engine.apply(event, to: state)
        entries.removeSubrange(cursor...)
        snapshots.removeSubrange(min(cursor / interval + 1, snapshots.count)...)
        entries.append(Entry(t))
        cursor += 1
        state = t.state
        current = t
        if cursor % interval == 0 {
            snapshots.append(state)
            if snapshots.count > History.maxSnapshots {
                snapshots = stride(from: 0, to: snapshots.count, by: 2).map { snapshots[$0] }
                interval *= 2
            }
        }
        return t
    }

    /// The state after `index` events (0 = before any), replayed from the nearest snapshot.
    public func state(at index: Int) -> SimState {
        let k = min(index / interval, snapshots.count - 1)
        var s = snapshots[k]
        for i in (k * interval)..<index {
            guard let t = try? engine.apply(entries[i].event, to: s, snapshots: false) else { break }
            s = t.state
        }
        return s
    }

    /// Every state from before the first event to the last entry (replayed: for tests and small histories).
    public var states: [SimState] {
        var out = [SimState()]
        var s = SimState()
        for e in entries {
            guard let t = try? engine.apply(e.event, to: s, snapshots: false) else { break }
            s = t.state
            out.append(s)
        }
        return out
    }

    /// Goes back `n` events (or to the start).
    public mutating func undo(_ n: Int = 1) -> Int {
        let k = min(max(n, 0), cursor)
        _ = goTo(cursor - k)
        return k
    }

    public mutating func redo(_ n: Int = 1) -> Int {
        let k = min(max(n, 0), entries.count - cursor)
        _ = goTo(cursor + k)
        return k
    }

    /// Moves to the state after the `index`-th event (0 = before any).
    public mutating func goTo(_ index: Int) -> Bool {
        guard index >= 0, index <= entries.count else { return false }
        if index == cursor { return true }
        cursor = index
        if index == 0 {
            state = SimState()
            current = nil
        } else if let t = try? engine.apply(entries[index - 1].event, to: state(at: index - 1)) {
            state = t.state
            current = t
        } else {
            state = state(at: index)
            current = nil
        }
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
    public var diagnostics: [RuntimeDiagnostic] { past.flatMap(\.diagnostics) }
}
