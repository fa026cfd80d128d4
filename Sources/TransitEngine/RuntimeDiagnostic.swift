// SPDX-License-Identifier: MIT
import TransitLanguage

/// Codes of the problems the simulator finds while running; docs/simulator.md lists them.
public enum RuntimeCode: String, Hashable, Sendable, CaseIterable {
    case pushSameInstance = "R201"
    case pushContainer = "R202"
    case pushWithoutNavigation = "R203"
    case popLastItem = "R204"
    case popToMissing = "R205"
    case nestedNavigationAnimation = "R206"
    case presentOnBusy = "R207"
    case presentNotInHierarchy = "R208"
    case presentWhileInProgress = "R209"
    case dismissWhileInProgress = "R210"
    case invalidTab = "R212"
    case unhandledAction = "R213"
    case simulationLimit = "R214"
    case eventUnhandled = "R215"
    case linkMissed = "R216"
    case coordinatorLeak = "R301"
    case modalLeftAlive = "R302"
    case releasedEarly = "R303"
    case deliveredTwice = "R304"
    case resultUndeliverable = "R305"
    case resultLost = "R306"

    public var severity: Severity {
        switch self {
        case .pushSameInstance, .pushContainer, .popToMissing, .deliveredTwice, .simulationLimit, .coordinatorLeak, .modalLeftAlive,
             .releasedEarly, .presentOnBusy, .presentNotInHierarchy, .presentWhileInProgress, .pushWithoutNavigation, .linkMissed:
            return .error
        default:
            return .warning
        }
    }

    /// A short title, for reports (SARIF rules) and docs; docs/simulator.md explains each.
    public var title: String {
        switch self {
        case .pushSameInstance: "the same view controller pushed twice"
        case .pushContainer: "a navigation controller pushed"
        case .pushWithoutNavigation: "push without a navigation controller"
        case .popLastItem: "pop of the root screen"
        case .popToMissing: "popTo a screen not on the stack"
        case .nestedNavigationAnimation: "nested push or pop animation"
        case .presentOnBusy: "present on a presenter that already presents"
        case .presentNotInHierarchy: "present from a screen not in the window"
        case .presentWhileInProgress: "present while a presentation runs"
        case .dismissWhileInProgress: "dismiss while a presentation runs"
        case .invalidTab: "tab that does not exist"
        case .unhandledAction: "action nobody handles"
        case .simulationLimit: "simulation limit reached"
        case .eventUnhandled: "app event or link nobody handles"
        case .linkMissed: "link that ends on the wrong screen"
        case .coordinatorLeak: "coordinator leaked"
        case .modalLeftAlive: "modal left alive under a new window root"
        case .releasedEarly: "coordinator released while its screen is shown"
        case .deliveredTwice: "result delivered twice"
        case .resultUndeliverable: "result nobody can receive"
        case .resultLost: "screen removed before delivering its result"
        }
    }

    /// Crashes stop the app (only undo leaves them); the simulation limit stops it the same way.
    public var isCrash: Bool { self == .pushSameInstance || self == .pushContainer || self == .popToMissing || self == .simulationLimit }
}

public struct RuntimeDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var code: RuntimeCode
    public var message: String
    /// The event that caused it, as the user would type it.
    public var event: String
    /// Index of the step (within the event) that caused it.
    public var step: Int
    public var span: SourceSpan?
    public var subjects: [String] = []

    public var severity: Severity { code.severity }
    public var description: String {
        "\(severity.rawValue)[\(code.rawValue)]: \(message) (event: \(event)\(span.map { ", at \($0.description)" } ?? ""))"
    }
}
