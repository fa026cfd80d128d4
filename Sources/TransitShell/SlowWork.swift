// SPDX-License-Identifier: MIT
import Foundation
import Synchronization

/// Runs slow work (a Graphviz layout, loading a large flow) on another thread, so that Ctrl-C or a time limit
/// gives the prompt back. Abandoned work runs to its end in the background and its result is dropped: Graphviz
/// cannot be stopped half-way, and the session's state is only changed from the result, on the caller's thread.
public enum SlowWork {
    public enum Outcome<T> {
        case finished(T)
        case interrupted
        case timedOut(seconds: Double)
    }

    /// "60 s", "0.2 s".
    public static func text(seconds t: Double) -> String { t == t.rounded() ? "\(Int(t)) s" : "\(t) s" }

    /// The result, handed from the worker thread to the caller's.
    final class Box<T: Sendable>: Sendable {
        private let value = Mutex<T?>(nil)
        func set(_ v: T) { value.withLock { $0 = v } }
        func get() -> T? { value.withLock { $0 } }
    }

    /// `interrupted` is polled every 20 ms while the work runs (it is not called after the work finished).
    public static func run<T: Sendable>(limit: Double?, interrupted: () -> Bool, _ work: @escaping @Sendable () -> T) -> Outcome<T> {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(work())
            done.signal()
        }
        // Graphviz and deep replays recurse: a main-thread-sized stack.
        thread.stackSize = 16 << 20
        thread.start()
        let start = Date()
        while true {
            if done.wait(timeout: .now() + .milliseconds(20)) == .success, let v = box.get() { return .finished(v) }
            if interrupted() { return .interrupted }
            if let limit, Date().timeIntervalSince(start) > limit { return .timedOut(seconds: limit) }
        }
    }
}
