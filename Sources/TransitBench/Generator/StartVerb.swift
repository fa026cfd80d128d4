// SPDX-License-Identifier: MIT
/// How a parent coordinator shows a child's root screen (`start Child as …`).
enum StartVerb: Equatable {
    case tab
    case push
    case present(style: String)

    /// The text after `as`, with the modifiers the verb needs: presented children get their own navigation
    /// controller, so their root screen can push.
    var text: String {
        switch self {
        case .tab: return "tab"
        case .push: return "push"
        case .present(let style): return "present \(style) withNavigation"
        }
    }

    /// What the parent's termination handler calls first to close the child's screen.
    var closing: String {
        switch self {
        case .push: return "pop"
        case .present: return "dismiss"
        case .tab: return ""
        }
    }
}
