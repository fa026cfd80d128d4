// SPDX-License-Identifier: MIT
import Synchronization

/// A value that `@Sendable` closures given to the code under test change (a script runner's output, a clock's
/// readings) and the test reads afterwards: a Mutex, so the test needs no `@unchecked Sendable` of its own.
public final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    public init(_ value: Value) { mutex = Mutex(value) }

    /// Changes the value under the lock and returns what `body` returns.
    public func update<R: Sendable>(_ body: (inout Value) -> R) -> R { mutex.withLock { body(&$0) } }

    public var value: Value { mutex.withLock { $0 } }
}
