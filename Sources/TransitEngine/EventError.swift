// SPDX-License-Identifier: MIT

/// An event that cannot happen in the current state (the app not launched, no such action on screen, a wrong
/// argument): the state is unchanged and the message says why.
public struct EventError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ d: String) { description = d }
}
