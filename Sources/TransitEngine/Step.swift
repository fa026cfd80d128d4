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
    public var transition: String?
    /// Screen or coordinator names involved, for breakpoints.
    public var subjects: [String] = []

    public var isLifecycle: Bool { kind == .lifecycle }
}
