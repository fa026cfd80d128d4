// SPDX-License-Identifier: MIT
/// A screen a feature module may have besides its root (`…Home`). Each adds exactly one screen.
enum Feature: Int, CaseIterable, Comparable {
    /// Pushed by the coordinator, returns Bool, adopts the module's action set.
    case detail
    /// A page sheet returning an enum, `on back` delivering the cancel case.
    case editor
    /// A non-dismissible form sheet returning `Result<Outcome, Failure>`.
    case picker
    /// Pushed from the detail's own body; pushes itself again (a push cycle). Needs `detail`.
    case related
    /// Embedded in the root screen (child containment).
    case banner
    /// A screen with two entries (`create`, `edit(row:)`), each with its own `on back`.
    case form
    /// A full-screen modal in its own navigation controller.
    case settings
    /// Pushed inside the settings modal; pops to root or dismisses every modal. Needs `settings`.
    case advanced

    static func < (a: Feature, b: Feature) -> Bool { a.rawValue < b.rawValue }

    var requires: Feature? {
        switch self {
        case .related: return .detail
        case .advanced: return .settings
        default: return nil
        }
    }
}
