// SPDX-License-Identifier: MIT
import TransitLanguage

/// Notes and fix-it titles of the static checks.
enum CheckNote: DiagnosticNoteMessage, Hashable {
    case terminatesHere(String)
    case shownWithoutNavigationHere(String)
    case presentedHere
    case screenPresentedHere(String)
    /// The fix-it that adds `on back { ending }` (or `on swipe`) to a coordinator.
    case addGestureEnd(swipe: Bool, ending: String, coordinator: String)

    var text: String {
        switch self {
        case .terminatesHere(let child): "\(child) terminates here"
        case .shownWithoutNavigationHere(let screen): "'\(screen)' is shown without a navigation controller here"
        case .presentedHere: "presented here"
        case .screenPresentedHere(let screen): "\(screen) is presented here"
        case .addGestureEnd(let swipe, let ending, let c): "add 'on \(swipe ? "swipe" : "back") { \(ending) }' to \(c)"
        }
    }
}
