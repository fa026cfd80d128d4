// SPDX-License-Identifier: MIT

/// The id of a live instance in a state. One counter hands out every id, so an id names one instance ever; the
/// three kinds are distinct types so that a coordinator's id cannot be used where a view controller's is meant.
public protocol InstanceID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number the counter handed out (canonical states number their instances 1, 2, 3…).
    var raw: Int { get }
    init(raw: Int)
}

extension InstanceID {
    public static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
    /// The number, as UIKit-style instance names show it (`<Detail #4>`).
    public var description: String { String(raw) }
}

/// A view controller: a screen, a navigation or tab bar controller, an alert.
public struct ControllerID: InstanceID {
    public let raw: Int
    public init(raw: Int) { self.raw = raw }
}

/// A coordinator.
public struct CoordinatorID: InstanceID {
    public let raw: Int
    public init(raw: Int) { self.raw = raw }
}

/// A pending result: someone waiting for a screen's or a coordinator's result.
public struct PendingID: InstanceID {
    public let raw: Int
    public init(raw: Int) { self.raw = raw }
}
