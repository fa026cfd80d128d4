// SPDX-License-Identifier: MIT
import TransitEngine
import TransitLanguage
import TransitModel

/// The explorer's own findings (the X4… codes), one case per message: what the search itself concludes about the
/// state space, beside the runtime problems it meets on the way.
public enum ExplorerMessage: DiagnosticMessage, Hashable {
    case unreachedScreen(String)
    case unreachedCoordinator(String)
    /// Never shown from launch, but shown when explored alone (`exploreUnreached`).
    case screenReachedOnlyAlone(String, alone: Alone)
    case coordinatorReachedOnlyAlone(String, alone: Alone)
    case deadEnd(screen: String)
    case unboundedGrowth(Growth)
    /// A `require` broken, with the shortest trace (or none, for `reachable`).
    case requirementViolated(Requirement)

    /// Which exploration alone reached the name.
    public enum Alone: Hashable, Sendable {
        /// It was explored alone itself, under a stand-in parent.
        case itself
        /// It was reached when this coordinator was explored alone.
        case with(String)
    }

    /// A stack, chain or tree that can grow forever.
    public enum Growth: Hashable, Sendable {
        case embeds(screen: String, children: Int)
        /// `cycle`: the stack's screens from the first occurrence to the repeat.
        case stackRepeats(cycle: [String])
        case stackPastLimit(Int)
        case modalsRepeat(cycle: [String])
        case modalsPastLimit(Int)
        case coordinators(Int)
        /// A SwiftUI path holds more values than the limit (values no stack shows grow it too).
        case pathPastLimit(path: String, Int)
        /// A SwiftUI path holds the same value twice: what was appended once is appended again.
        case pathRepeats(path: String, value: String)

        /// A screen repeats (a cycle the user drives) rather than a limit being passed.
        public var isCycle: Bool {
            switch self {
            case .stackRepeats, .modalsRepeat, .pathRepeats: true
            case .embeds, .stackPastLimit, .modalsPastLimit, .coordinators, .pathPastLimit: false
            }
        }
    }

    public var code: DiagnosticCode {
        switch self {
        case .unreachedScreen, .screenReachedOnlyAlone: .unreachedScreen
        case .unreachedCoordinator, .coordinatorReachedOnlyAlone: .unreachedCoordinator
        case .deadEnd: .deadEnd
        case .unboundedGrowth: .unboundedGrowth
        case .requirementViolated: .requirementViolated
        }
    }

    public var text: String {
        switch self {
        case .unreachedScreen(let s): "screen '\(s)' is never shown in any reachable state"
        case .unreachedCoordinator(let c): "coordinator '\(c)' is never started in any reachable state"
        case .screenReachedOnlyAlone(let s, let alone): "screen '\(s)' is never shown from launch (\(alone.how))"
        case .coordinatorReachedOnlyAlone(let c, let alone): "coordinator '\(c)' is never started from launch (\(alone.how))"
        case .deadEnd(let top):
            "dead end: on \(top) the user can do nothing — no action, no back button, no swipe-down, no tab"
        case .unboundedGrowth(let g):
            switch g {
            case .embeds(let screen, let n):
                "\(screen) embeds more and more children (\(n)): each action adds one and none is removed"
            case .stackRepeats(let cycle):
                "a navigation stack can grow without bound: \(cycle.joined(separator: " › ")) pushes the same screen again, and the cycle can repeat forever (if the app means it — a profile that opens a profile — write the push 'repeatable')"
            case .stackPastLimit(let limit): "a navigation stack grows past \(limit) screens"
            case .modalsRepeat(let cycle):
                "the chain of presented screens can grow without bound: \(cycle.joined(separator: " › ")) presents the same screen again"
            case .modalsPastLimit(let limit): "the chain of presented screens grows past \(limit)"
            case .coordinators(let n):
                "the number of live coordinators grows without bound (\(n)): children are started and never released"
            case .pathRepeats(let path, let value):
                "path \(path) can grow without bound: it holds \(value) twice, and what appended it once can append it again"
            case .pathPastLimit(let path, let limit):
                "path \(path) grows past \(limit) values: code appends to it and nothing takes them off"
            }
        case .requirementViolated(let q):
            "requirement '\(q.name)' (\(q.summary)) is broken: \(Self.why(q))"
        }
    }

    /// A repeated screen is a cycle the user drives (a warning); a limit passed is an error.
    public var severity: Severity {
        switch self {
        case .unboundedGrowth(let g): g.isCycle ? .warning : .error
        case .unreachedScreen, .unreachedCoordinator, .screenReachedOnlyAlone, .coordinatorReachedOnlyAlone, .deadEnd,
             .requirementViolated:
            code.defaultSeverity
        }
    }

    /// Why the state the trace ends in breaks the requirement.
    private static func why(_ q: Requirement) -> String {
        switch q.kind {
        case .always: "\(q.text) does not hold here"
        case .never: "\(q.text) holds here"
        case .after(let es, _): "after \(es.map(\.description).joined(separator: ", ")), \(q.text) does not hold"
        case .reachable: "no reachable state has \(q.text)"
        case .reach(_, _, let n):
            "from here no \(n == 1 ? "single user event reaches" : "\(n) user events or fewer reach") \(q.text)"
        }
    }
}

extension ExplorerMessage.Alone {
    /// How the name was reached alone, as the message says it.
    var how: String {
        switch self {
        case .itself: "it was explored alone, under a stand-in parent"
        case .with(let coordinator): "it is when \(coordinator) is explored alone"
        }
    }
}
