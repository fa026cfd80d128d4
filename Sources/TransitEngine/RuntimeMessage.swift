// SPDX-License-Identifier: MIT

/// A view controller as UIKit's console names it, `<Detail #4>`: its screen and its instance number.
public struct InstanceLabel: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// The instance number; nil for `<nil>`.
    public var number: String?
    public init(name: String, number: String?) { self.name = name; self.number = number }
    public var description: String { number.map { "<\(name) #\($0)>" } ?? "<\(name)>" }
    /// Without its number: the same for every instance of the screen.
    public var unnumbered: String { number == nil ? description : "<\(name) #>" }
}

/// A runtime diagnostic's message as parts: its text, and the view controllers it names as instances. Two
/// occurrences of one problem on different instances have the same `key`, so the explorer reports it once — by
/// what the message says about screens, not by deleting numbers from its text (a number the user wrote stays).
public struct RuntimeMessage: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public enum Part: Hashable, Sendable {
        case text(String)
        case instance(InstanceLabel)
    }
    public private(set) var parts: [Part] = []

    public init(stringLiteral value: String) { parts = [.text(value)] }
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    /// What it says: the diagnostic's message.
    public var description: String { parts.map { if case .instance(let i) = $0 { i.description } else if case .text(let t) = $0 { t } else { "" } }.joined() }
    /// What it says with every instance unnumbered: the same problem on other instances has the same key.
    public var key: String { parts.map { if case .instance(let i) = $0 { i.unnumbered } else if case .text(let t) = $0 { t } else { "" } }.joined() }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { parts.append(.text(literal)) }
        public mutating func appendInterpolation(_ instance: InstanceLabel) { parts.append(.instance(instance)) }
        public mutating func appendInterpolation(_ message: RuntimeMessage) { parts += message.parts }
        public mutating func appendInterpolation<T>(_ value: T) { parts.append(.text(String(describing: value))) }
    }
}
