// SPDX-License-Identifier: MIT
import TransitModel

/// The flow and what the engine works out from it once, in one immutable object that every event's interpreter
/// holds by reference. A `Flow` is a struct of a dozen dictionaries and arrays: stored in each interpreter, it was
/// copied (a dozen retains) and destroyed (a dozen releases) at every event the explorer applies; now that costs
/// one retain and one release.
final class EngineTables: Sendable {
    let flow: Flow
    /// Coordinators that hear app events (every event's leak check asks).
    let listening: Set<String>
    /// Children that can never be reached once their start showed nothing, by parent (the same leak check asks;
    /// see Interpreter.showedNothingForEver).
    let unreachableIfSilent: [String: Set<String>]
    /// Screens whose own action delivers their result (never offered a spontaneous finish): enabledEvents asks for
    /// every screen of every explored state.
    let finishedByOwnActions: Set<String>
    /// Some coordinator hooks navigationController(_:willShow:) (`on pop … will`): only then can a cancelled edge
    /// swipe matter (enabledEvents asks in every state with a back button).
    let hasWillShowHooks: Bool

    init(flow: Flow) {
        self.flow = flow
        listening = flow.listeningCoordinators
        var silent: [String: Set<String>] = [:]
        let showing = flow.coordinators.values.filter(\.canShow).map(\.name)
        for parent in flow.coordinators.values {
            silent[parent.name] = Set(showing.filter { !parent.releases($0) })
        }
        unreachableIfSilent = silent
        finishedByOwnActions = Set(flow.screens.values.filter(\.finishesFromItsActions).map(\.name))
        hasWillShowHooks = flow.coordinators.values.contains { $0.popHooks.contains { $0.will } }
    }
}
