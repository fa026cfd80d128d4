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
    public let flow: Flow
    /// Live view controllers beyond this stop the simulation with R214 instead of exhausting memory.
    public var maxControllers: Int
    /// Coordinators that hear app events, worked out once (every event's leak check asks).
    let listening: Set<String>
    /// Children that can never be reached once their start showed nothing, by parent: worked out once (the same
    /// leak check asks; see Interpreter.showedNothingForEver).
    let unreachableIfSilent: [String: Set<String>]
    /// Screens whose own action delivers their result (never offered a spontaneous finish): worked out once, as
    /// enabledEvents asks for every screen of every explored state.
    let finishedByOwnActions: Set<String>

    public init(flow: Flow, maxControllers: Int = 10_000) {
        self.flow = flow
        self.maxControllers = maxControllers
        self.listening = flow.listeningCoordinators
        var silent: [String: Set<String>] = [:]
        let showing = flow.coordinators.values.filter(\.canShow).map(\.name)
        for parent in flow.coordinators.values {
            silent[parent.name] = Set(showing.filter { !parent.releases($0) })
        }
        self.unreachableIfSilent = silent
        self.finishedByOwnActions = Set(flow.screens.values.filter(\.finishesFromItsActions).map(\.name))
    }

    /// Applies an event. Throws when the event cannot happen in this state (nothing changes then).
    /// `snapshots` keeps the state after every step, for stepping in the shell; the explorer turns it off.
    /// `steps: false` records no steps at all (their messages are never formatted): for the explorer, which
    /// reads only the state and the diagnostics.
    public func apply(_ event: Event, to state: SimState, snapshots: Bool = true, steps: Bool = true) throws(EventError) -> Transition {
        var interp = Interpreter(flow: flow, state: state, event: event, snapshots: snapshots && steps, recording: steps)
        interp.maxControllers = maxControllers
        interp.listening = listening
        interp.unreachableIfSilent = unreachableIfSilent
        try interp.run()
        return Transition(event: event, steps: interp.steps, state: interp.sim, diagnostics: interp.diags,
                          createdCoordinators: interp.createdCoordinators)
    }
}
