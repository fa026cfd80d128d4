// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
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
        /// Memory the search may add to the process's resident size, in MB (checked after every batch of states).
        public var maxMemoryMB = 768
        /// Threads that expand states. Results do not depend on it: states are merged in breadth-first order.
        public var jobs = 1
        /// How visited states are remembered.
        public var storage = StateStorage.hashCompact
        public init() {}
    }

    /// A finding: the one `Diagnostic` model (an R… code the simulator reported on the way, or an X… code of the
    /// explorer's own), with the events that show it.
    public struct Finding: Sendable {
        public var diagnostic: Diagnostic
        /// The shortest sequence of events from launch that shows it (empty for unreached names).
        public var trace: [Event]
        /// What a script replaying the trace should assert.
        public var subject: String?
        /// The visible navigation stack at the end of the trace (for growth findings).
        public var finalStack: [String]? = nil
        /// Screens and coordinators the finding is about (the runtime diagnostic's subjects), for grouping by cause.
        public var subjects: [String] = []
        /// What tells it from another finding of its code and place: a runtime message with its view controllers
        /// unnumbered (`RuntimeMessage.key`), else the message.
        public var messageKey: String
        /// Set when it was found exploring a coordinator alone: the trace starts from that stand-in's launch, not
        /// the app's (see `exploreUnreached`).
        public var standIn: StandIn? = nil

        /// One of the explorer's own findings; it is told from others by its text.
        public init(_ message: ExplorerMessage, trace: [Event], span: SourceSpan?,
                    subject: String? = nil, finalStack: [String]? = nil, subjects: [String] = []) {
            self.diagnostic = Diagnostic(message, at: span)
            self.messageKey = message.text
            self.trace = trace
            self.subject = subject
            self.finalStack = finalStack
            self.subjects = subjects
        }

        public init(_ diagnostic: Diagnostic, trace: [Event], subject: String? = nil, subjects: [String] = [], messageKey: String? = nil) {
            self.diagnostic = diagnostic
            self.messageKey = messageKey ?? diagnostic.message
            self.trace = trace
            self.subject = subject
            self.subjects = subjects
        }

        public var code: DiagnosticCode { diagnostic.code }
        public var severity: Severity { diagnostic.severity }
        public var message: String { diagnostic.message }
        public var span: SourceSpan? { diagnostic.span }
    }

    /// How the search remembers the states it has seen.
    public enum StateStorage: String, Sendable, CaseIterable {
        /// A 64-bit fingerprint per state (like SPIN's hash-compact): a few bytes per state; two different states
        /// share a fingerprint with the probability the report gives, and the second would go unexplored.
        case hashCompact = "hash-compact"
        /// Every canonical state kept (collapsed, about 150 bytes) and compared in full: no collision is possible.
        case exact
    }

    public struct Progress: Sendable {
        public var states: Int
        public var depth: Int
        public var elapsed: Double
        /// Memory the search has added to the process, in MB, when known.
        public var addedMB: Int? = nil
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
        public var storage = StateStorage.hashCompact
        public var jobs = 1
        /// The coordinators the launch did not reach, explored on their own afterwards (`exploreUnreached`).
        public var alone: [AloneRun] = []
        /// Bytes of the visited set: its fingerprint table, and in exact mode the states' encodings (their parts'
        /// tables, shared with the queue, apart).
        public var visitedBytes = 0
        /// States expanded (the rest were stored but not expanded when a bound stopped the search).
        public var expanded = 0
        /// The flow's requirements (`require`), each proved, broken or left unproven by a bound.
        public var requirements: [RequirementVerdict] = []
        /// In hash-compact mode, an upper bound on the probability that two of the states seen share a
        /// fingerprint (n² / 2⁶⁵): the chance that some state was wrongly taken for one already seen.
        public var collisionProbability: Double? {
            storage == .hashCompact ? min(1, Double(states) * Double(states) / 36_893_488_147_419_103_232.0) : nil
        }
        public var complete: Bool { boundHit == nil && !interrupted }
        public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    }

    public let engine: Engine
    public var bounds: Bounds
    /// Leaves out of each state what no event can reach any more (reported leaks, orphaned modals; see
    /// `SimState.canonical(droppingLeaks:)`). Off, states are merged only when equal up to renumbering: slower, and
    /// the reference the default is checked against.
    public var dropsUnreachable = true

    public init(engine: Engine, bounds: Bounds = Bounds()) {
        self.engine = engine
        self.bounds = bounds
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
