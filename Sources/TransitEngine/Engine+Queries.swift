// SPDX-License-Identifier: MIT
import TransitModel

/// What the back button (or a swipe-down) means for whoever waits for a result.
public enum GestureOutcome: Hashable, Sendable {
    /// The declared `on back` / `on swipe` finishes the screen or terminates the coordinator with this value
    /// (`()` for a Void result): the handler runs.
    case delivers(Value)
    /// `on back none` / `on swipe none`: declared on purpose, nothing runs and nothing is delivered.
    case declaredNone
    /// Nothing declared, or a body that neither finishes nor terminates: nothing is delivered.
    case nothing
}

extension Engine {
    /// What the back button (or a swipe-down) would deliver to whoever waits: a value, or nil for nothing.
    public func gestureResult(of source: PendingResult.Source, in state: SimState, swipe: Bool) -> Value?? {
        switch gestureOutcome(of: source, in: state, swipe: swipe) {
        case nil: return nil
        case .delivers(let v): return .some(v)
        case .declaredNone, .nothing: return .some(nil)
        }
    }

    /// What the back button (or a swipe-down) would do for whoever waits for `source`'s result; nil when the
    /// source is gone.
    public func gestureOutcome(of source: PendingResult.Source, in state: SimState, swipe: Bool) -> GestureOutcome? {
        let behaviour: BackBehavior, byCoordinator: Bool, inputs: [String: Value]
        switch source {
        case .screen(let id):
            guard let inst = state.screen(id), let def = flow.screens[inst.screen] else { return nil }
            behaviour = def.backBehavior(entry: inst.entry, swipe: swipe)
            byCoordinator = false
            inputs = inst.inputs
        case .coordinator(let cid):
            guard let c = state.coordinators[cid], let def = flow.coordinators[c.name] else { return nil }
            behaviour = swipe && def.swipe.isDeclared ? def.swipe : def.back
            byCoordinator = true
            inputs = c.inputs
        }
        switch behaviour {
        case .none: return .declaredNone
        case .undeclared: return .nothing
        case .effects:
            // `finish` / `terminate` without a value delivers () (a Void result).
            guard let v = behaviour.delivered(byCoordinator: byCoordinator) else { return .nothing }
            return .delivers(v.map { $0.evaluate(inputs) } ?? .void)
        }
    }

    /// How the source of a pending result can be left by a gesture now: back, swipe, both or neither.
    public func gestures(for source: PendingResult.Source, in state: SimState) -> (back: Bool, swipe: Bool) {
        var screenID: ControllerID?
        switch source {
        case .screen(let id): screenID = id
        case .coordinator(let c): screenID = state.coordinators[c]?.rootScreen?.id
        }
        guard let id = screenID, state.controllers.contains(id) else { return (false, false) }
        var back = false
        if let nav = state.navigationController(of: id), case .navigation(let stack) = state.controllers[nav]?.kind,
           let i = stack.firstIndex(of: id) ?? stack.firstIndex(where: { state.subtree($0).contains(id) }), i > 0 {
            back = true
        }
        let ctx = state.presentationContext(of: id)
        let c = state.controllers[ctx]
        let swipe = c?.presenter != nil && (c?.style?.isSheet ?? false) && !(c?.nonDismissible ?? false)
        return (back, swipe)
    }
}
