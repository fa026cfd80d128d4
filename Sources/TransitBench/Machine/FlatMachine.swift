// SPDX-License-Identifier: MIT
/// A flow flattened to a plain state machine for the Python peers: states are screens, transitions are actions.
/// Navigation stacks, coordinators and results are gone; what stays is "on screen S, action a leads to screen D".
struct FlatMachine: Codable {
    struct Transition: Codable, Hashable {
        var trigger: String
        var source: String
        /// nil: an internal transition (the action only logs, alerts or reloads).
        var dest: String?
    }

    var name: String
    var initial: String
    var states: [String]
    var transitions: [Transition]
    /// A seeded random walk: the triggers every peer fires, in order, starting from `initial`.
    var walk: [String]
    var walkSeed: UInt64
}
