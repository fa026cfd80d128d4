// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// What one event did: the steps in order, the state after, and the problems found.
public struct Transition: Sendable {
    public var event: Event
    public var steps: [Step]
    public var state: SimState
    public var diagnostics: [RuntimeDiagnostic]
    /// Coordinators created during the event, kept even when no step is recorded: one may be started and released
    /// within the event and be in no state at all, yet it was reached.
    public var createdCoordinators: Set<String> = []
}

/// The simulator: a pure function from (state, event) to the next state and the steps between.
public struct Engine: Sendable {
    /// The flow simulated (the same value as `tables.flow`: the two share their storage).
    public let flow: Flow
    /// Live view controllers beyond this stop the simulation with R214 instead of exhausting memory.
    public var maxControllers: Int
    /// The flow and what is worked out from it once, handed to each event's interpreter by reference.
    let tables: EngineTables

    public init(flow: Flow, maxControllers: Int = 10_000) {
        self.flow = flow
        self.maxControllers = maxControllers
        self.tables = EngineTables(flow: flow)
    }

    /// Applies an event. Throws when the event cannot happen in this state (nothing changes then).
    /// `snapshots` keeps the state after every step, for stepping in the shell; the explorer turns it off.
    /// `steps: false` records no steps at all (their messages are never formatted): for the explorer, which
    /// reads only the state and the diagnostics.
    public func apply(_ event: Event, to state: SimState, snapshots: Bool = true, steps: Bool = true) throws(EventError) -> Transition {
        var interp = Interpreter(tables: tables, state: state, event: event, snapshots: snapshots && steps, recording: steps,
                                 maxControllers: maxControllers)
        try interp.run()
        return interp.transition()
    }
}
