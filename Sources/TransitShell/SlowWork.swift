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

    /// How the caller waits.
    public struct Policy: Sendable {
        /// Seconds before the work is abandoned; nil waits for ever (or until interrupted).
        public var limit: Double?
        /// Keeps a finished result back until the caller stops waiting, so the work can only end by an interrupt or
        /// the time limit. Tests use it (environment `TRANSIT_TEST_HOLD_SLOW_WORK=1`) so that a Ctrl-C or a
        /// timeout never races a layout that happens to be fast; the real work still runs to its end.
        public var holdResult: Bool
        /// Seconds of waiting after which `slow` is called once (the shell says how to stop the work).
        public var noticeAfter: Double
        public init(limit: Double?, holdResult: Bool = false, noticeAfter: Double = 1) {
            self.limit = limit
            self.holdResult = holdResult
            self.noticeAfter = noticeAfter
        }
    }

    /// Whether the environment asks slow work to hold its result (see `Policy.holdResult`).
    public static func holdRequested(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["TRANSIT_TEST_HOLD_SLOW_WORK"] == "1"
    }

    /// "60 s", "0.2 s".
    public static func text(seconds t: Double) -> String { t == t.rounded() ? "\(Int(t)) s" : "\(t) s" }

    /// The result, handed from the worker thread to the caller's.
    final class Box<T: Sendable>: Sendable {
        private let value = Mutex<T?>(nil)
        func set(_ v: T) { value.withLock { $0 = v } }
        func get() -> T? { value.withLock { $0 } }
    }

    public static func run<T: Sendable>(limit: Double?, interrupted: () -> Bool, _ work: @escaping @Sendable () -> T) -> Outcome<T> {
        run(Policy(limit: limit), interrupted: interrupted, work)
    }

    /// `interrupted` is polled every 20 ms while the work runs (it is not called after the work finished).
    public static func run<T: Sendable>(_ policy: Policy, interrupted: () -> Bool, slow: () -> Void = {},
                                        _ work: @escaping @Sendable () -> T) -> Outcome<T> {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        // Signalled when the caller stops waiting: a held result is released then (and dropped).
        let abandoned = DispatchSemaphore(value: 0)
        let hold = policy.holdResult
        let thread = Thread {
            let v = work()
            if hold { abandoned.wait() }
            box.set(v)
            done.signal()
        }
        // Graphviz and deep replays recurse: a main-thread-sized stack.
        thread.stackSize = 16 << 20
        thread.start()
        let start = Date()
        var noticed = false
        func giveUp(_ outcome: Outcome<T>) -> Outcome<T> {
            abandoned.signal()
            return outcome
        }
        while true {
            if done.wait(timeout: .now() + .milliseconds(20)) == .success, let v = box.get() { return .finished(v) }
            if interrupted() { return giveUp(.interrupted) }
            let waited = Date().timeIntervalSince(start)
            if let limit = policy.limit, waited > limit { return giveUp(.timedOut(seconds: limit)) }
            if !noticed, waited >= policy.noticeAfter { noticed = true; slow() }
        }
    }
}
