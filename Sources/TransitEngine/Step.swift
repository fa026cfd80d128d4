// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// One thing that happened while an event ran, in order. The shell steps through these.
public struct Step: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case coordinatorCreated, coordinatorStarted, screenCreated, transition, handler, effect
        case childReleased, screenDeallocated, coordinatorDeallocated, lifecycle, log, alert, diagnostic, ignored
    }
    public var kind: Kind
    public var message: String
    /// The flow source that caused it, when there is one.
    public var span: SourceSpan?
    /// The state right after this step (kept only when the engine records snapshots).
    public var state: SimState?
    /// Transition kind for `transition` steps (push, present, …), for breakpoints.
    public var transition: TransitionKind?
    /// For a `diagnostic` step: its code (breakpoints match it, not the message).
    public var code: DiagnosticCode?
    /// For the step of a user's tap: the action tapped, `Screen.action` or `Screen.Cell.action`.
    public var tapped: String?
    /// Screen or coordinator names involved, for breakpoints.
    public var subjects: [String] = []

    public var isLifecycle: Bool { kind == .lifecycle }
}

/// What a `transition` step did to the view-controller hierarchy. Breakpoints (`break transition push`) and their
/// completion take their words from here.
public enum TransitionKind: String, Hashable, Sendable, CaseIterable {
    case root, push, present, embed, tab, pop, popTo, popToRoot, cancelledPop, set, dismiss, dismissToRoot
}
