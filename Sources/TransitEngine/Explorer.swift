// SPDX-License-Identifier: MIT
import Foundation
import TransitLanguage
import TransitModel

/// Breadth-first exploration of every state reachable from launch. States are deduplicated by value (after
/// canonical renumbering), so each finding is reported once, with the shortest event trace that reaches it.
public struct Explorer: Sendable {
    public struct Bounds: Sendable {
        public var maxDepth = 40
        public var maxStates = 200_000
        public var maxSeconds = 60.0
        /// A navigation stack, modal chain or coordinator tree this deep counts as growing without bound.
        public var growthLimit = 16
        /// Children embedded in one screen beyond this count: embedding that only ever adds.
        public var embedLimit = 4
        /// Memory the search may add to the process's resident size, in MB (checked every 512 states).
        public var maxMemoryMB = 768
        public init() {}
    }

    public enum Kind: Hashable, Sendable {
        case runtime(RuntimeCode)
        case unreachedScreen, unreachedCoordinator, deadEnd, unboundedGrowth
        public var code: String {
            switch self {
            case .runtime(let c): return c.rawValue
            case .unreachedScreen: return "X401"
            case .unreachedCoordinator: return "X402"
            case .deadEnd: return "X403"
            case .unboundedGrowth: return "X404"
            }
        }
    }

    public struct Finding: Sendable {
        public var kind: Kind
        public var severity: Severity
        public var message: String
        /// The shortest sequence of events from launch that shows it (empty for unreached names).
        public var trace: [Event]
        public var span: SourceSpan?
        /// What a script replaying the trace should assert.
        public var subject: String?
        /// The visible navigation stack at the end of the trace (for growth findings).
        public var finalStack: [String]? = nil
        /// Screens and coordinators the finding is about (the runtime diagnostic's subjects), for grouping by cause.
        public var subjects: [String] = []
    }

    public struct Progress: Sendable {
        public var states: Int
        public var depth: Int
        public var elapsed: Double
    }

    public struct Report: Sendable {
        public var findings: [Finding] = []
        public var states = 0
        public var transitions = 0
        public var maxDepth = 0
        /// Which bound stopped the search, if one did; nil when every reachable state was seen.
        public var boundHit: String?
        public var interrupted = false
        public var seconds = 0.0
        public var reachedScreens: Set<String> = []
        public var reachedCoordinators: Set<String> = []
        /// States not expanded because a stack or chain repeats (X404, or a `repeatable` push): beyond them the
        /// state space is infinite.
        public var prunedAtGrowth = 0
        public var complete: Bool { boundHit == nil && !interrupted }
        public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    }

    public let engine: Engine
    public var bounds: Bounds

    public init(engine: Engine, bounds: Bounds = Bounds()) {
        self.engine = engine
        self.bounds = bounds
    }

    /// A visited state is remembered by a 128-bit fingerprint (two independently salted hashes of its canonical
    /// form), not by value: a collision in 200,000 states has a probability near 10^-28, and memory holds only
    /// the states still to expand.
    struct Fingerprint: Hashable {
        var a: Int
        var b: Int
        init(_ s: SimState) {
            a = s.hashValue
            var h = Hasher()
            h.combine(0x5eed_f00d as UInt64)
            h.combine(s)
            b = h.finalize()
        }
    }

    /// Runs the search. `progress` is called about every 1,000 states; `shouldStop` is polled (Ctrl-C);
    /// `residentMB` tells the process's memory for the memory bound; `now` is the clock (seconds) the time bound
    /// and the report read — injected, so a test can run the search on a clock of its own.
    public func explore(progress: (Progress) -> Void = { _ in }, shouldStop: () -> Bool = { false },
                        residentMB: () -> Int? = ProcessMemory.residentMB,
                        now: () -> Double = { Date().timeIntervalSinceReferenceDate }) -> Report {
        var report = Report()
        let start = now()
        let flow = engine.flow
        guard flow.app != nil else { return report }
        let truncated = engine.truncatedArguments()
        if !truncated.isEmpty {
            // Not every value combination is tried: the search cannot claim to be complete.
            report.boundHit = "argument combinations of \(truncated.prefix(3).joined(separator: ", ")) (at most \(Engine.maxCombinations) tried)"
        }
        // Parent links give the shortest trace of any state.
        var states: [SimState] = [SimState()]
        var parent: [(Int, Event)?] = [nil]
        var depthOf: [Int] = [0]
        var seen: Set<Fingerprint> = [Fingerprint(SimState())]
        var queue = 0
        let baselineMB = residentMB() ?? 0
        var seenFindings = Set<String>()
        var deadEndScreens = Set<String>()

        func trace(_ i: Int) -> [Event] {
            var out: [Event] = []
            var cur = i
            while let (p, e) = parent[cur] { out.append(e); cur = p }
            return out.reversed()
        }

        while queue < states.count {
            if shouldStop() { report.interrupted = true; break }
            let elapsed = now() - start
            if elapsed > bounds.maxSeconds { report.boundHit = "time (\(Int(bounds.maxSeconds)) s)"; break }
            let i = queue
            queue += 1
            // The bound is on what this search adds (earlier files' memory may not have gone back to the system).
            if i > 0, i % 512 == 0, let mb = residentMB(), mb - baselineMB > bounds.maxMemoryMB {
                report.boundHit = "memory (\(bounds.maxMemoryMB) MB)"
                break
            }
            let state = states[i]
            // Expanded states are not needed again: their fingerprint and parent link remain.
            states[i] = SimState()
            let depth = depthOf[i]
            report.maxDepth = max(report.maxDepth, depth)
            if i % 1000 == 0 { progress(Progress(states: states.count, depth: depth, elapsed: elapsed)) }
            for id in state.controllers.keys { if let s = state.screen(id) { report.reachedScreens.insert(s.screen) } }
            for c in state.coordinators.values { report.reachedCoordinators.insert(c.name) }
            if state.crash != nil { continue }
            if let growth = growth(state) {
                // The state space is infinite past here: the search stops expanding this state and says so.
                report.prunedAtGrowth += 1
                let key = "growth:" + growth.0
                if growth.2 {
                    // `repeatable`: the app repeats this push on purpose; not a finding.
                } else if seenFindings.insert(key).inserted {
                    // A repeated screen is a cycle the user drives (a warning); a limit passed is an error.
                    var f = Finding(kind: .unboundedGrowth, severity: growth.3 ? .warning : .error,
                                    message: growth.1, trace: trace(i), span: nil, subject: growth.0)
                    if let nav = state.visibleNavigation, case .navigation(let st) = state.controllers[nav]?.kind {
                        f.finalStack = st.map { state.name(of: $0) }
                    }
                    report.findings.append(f)
                }
                continue
            }
            let events = engine.concreteEvents(in: state)
            if events.isEmpty, state.launched {
                let top = state.topScreen.flatMap { state.screen($0) }?.screen ?? "nothing"
                if deadEndScreens.insert(top).inserted {
                    report.findings.append(Finding(kind: .deadEnd, severity: .warning,
                        message: "dead end: on \(top) the user can do nothing — no action, no back button, no swipe-down, no tab",
                        trace: trace(i), span: flow.screens[top]?.span, subject: top))
                }
                continue
            }
            if depth >= bounds.maxDepth { report.boundHit = report.boundHit ?? "depth (\(bounds.maxDepth) events)"; continue }
            for e in events {
                guard let t = try? engine.apply(e, to: state, snapshots: false) else { continue }
                report.transitions += 1
                for d in t.diagnostics {
                    let key = "\(d.code.rawValue)|\(d.span?.description ?? "")|" + Explorer.normalized(d.message)
                    if seenFindings.insert(key).inserted {
                        report.findings.append(Finding(kind: .runtime(d.code), severity: d.severity, message: d.message,
                                                       trace: trace(i) + [e], span: d.span, subject: d.code.rawValue,
                                                       subjects: d.subjects))
                    }
                }
                // Past the state bound, a new state is only told apart once (to say the bound was hit); the
                // transitions are still applied for the problems they show.
                if states.count >= bounds.maxStates, report.boundHit?.hasPrefix("states") == true { continue }
                let next = t.state.canonical(droppingLeaks: true)
                let print = Fingerprint(next)
                if states.count >= bounds.maxStates {
                    if !seen.contains(print) { report.boundHit = "states (\(bounds.maxStates))" }
                    continue
                }
                if seen.insert(print).inserted {
                    states.append(next)
                    parent.append((i, e))
                    depthOf.append(depth + 1)
                }
            }
            if report.boundHit?.hasPrefix("states") == true && queue >= states.count { break }
        }
        report.states = states.count
        report.seconds = now() - start
        if report.complete {
            for s in flow.screenOrder where !report.reachedScreens.contains(s) {
                report.findings.append(Finding(kind: .unreachedScreen, severity: .warning,
                    message: "screen '\(s)' is never shown in any reachable state", trace: [], span: flow.screens[s]?.span, subject: s))
            }
            for c in flow.coordinatorOrder where !report.reachedCoordinators.contains(c) {
                report.findings.append(Finding(kind: .unreachedCoordinator, severity: .warning,
                    message: "coordinator '\(c)' is never started in any reachable state", trace: [], span: flow.coordinators[c]?.span, subject: c))
            }
        }
        return report
    }

    /// A message without instance numbers ("<Detail #12>" → "<Detail #>"), so one problem is one finding.
    static func normalized(_ m: String) -> String {
        var out = ""
        var afterHash = false
        for ch in m {
            if afterHash, ch.isNumber { continue }
            afterHash = ch == "#"
            out.append(ch)
        }
        return out
    }

    /// A cycle that grows forever: a navigation stack or modal chain that holds the same screen with the same
    /// inputs twice (what repeated once repeats again), or one past the growth limit; too many embedded
    /// children; too many live coordinators.
    /// (key, message, intended, cycle): `intended` when the repeated screen was pushed `repeatable`; `cycle` when a
    /// screen repeats (rather than a limit being passed).
    func growth(_ s: SimState) -> (String, String, Bool, Bool)? {
        func repeated(_ ids: [Int]) -> (Int, Int)? {
            var seen: [ScreenInstance: Int] = [:]
            for (i, id) in ids.enumerated() {
                guard var inst = s.screen(s.visibleLeaf(id) ?? id) else { continue }
                inst.owner = nil
                if let j = seen[inst] { return (j, i) }
                seen[inst] = i
            }
            return nil
        }
        for (_, c) in s.controllers.sorted(by: { $0.key < $1.key }) {
            if c.embedded.count > bounds.embedLimit {
                return ("embedded", "\(s.name(of: c.id)) embeds more and more children (\(c.embedded.count)): each action adds one and none is removed", false, false)
            }
            if case .navigation(let stack) = c.kind {
                if let (a, b) = repeated(stack) {
                    let cycle = stack[a...b].map { s.name(of: $0) }.joined(separator: " › ")
                    return ("stack:" + s.name(of: stack[b]),
                            "a navigation stack can grow without bound: \(cycle) pushes the same screen again, and the cycle can repeat forever (if the app means it — a profile that opens a profile — write the push 'repeatable')",
                            s.controllers[stack[b]]?.repeatable ?? false, true)
                }
                if stack.count > bounds.growthLimit {
                    return ("stack", "a navigation stack grows past \(bounds.growthLimit) screens", false, false)
                }
            }
        }
        let chain = s.modalChain
        if let (a, b) = repeated(chain) {
            let cycle = chain[a...b].compactMap { s.visibleLeaf($0).map { s.name(of: $0) } }.joined(separator: " › ")
            return ("modals:" + (s.visibleLeaf(chain[b]).map { s.name(of: $0) } ?? ""), "the chain of presented screens can grow without bound: \(cycle) presents the same screen again", false, true)
        }
        if chain.count > bounds.growthLimit {
            return ("modals", "the chain of presented screens grows past \(bounds.growthLimit)", false, false)
        }
        if s.coordinators.count > bounds.growthLimit {
            return ("coordinators", "the number of live coordinators grows without bound (\(s.coordinators.count)): children are started and never released", false, false)
        }
        return nil
    }
}

/// The process's resident memory, for the explorer's memory bound.
public enum ProcessMemory {
    public static func residentMB() -> Int? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / (1024 * 1024)
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) / (1024 * 1024)   // bytes on macOS: the peak, close enough for a bound
        #endif
    }
}
