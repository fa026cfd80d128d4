// SPDX-License-Identifier: MIT
import TransitLanguage

/// What the whole-flow static checks report: transitions that do nothing, screens never reached, children leaked.
enum CheckMessage: DiagnosticMessage, Hashable {
    case pushWithoutNavigation(from: String)
    /// `verb`: the one meant instead (`dismiss`, `dismissToRoot`).
    case popWithoutNavigation(verb: String)
    /// `verb`: the one meant instead (`pop`, `popToRoot`).
    case dismissNotPresented(verb: String)
    /// `key`: `Screen.cell.action`.
    case actionWithoutCoordinator(key: String, screen: String)
    case actionNotHandled(key: String, owner: String)
    case unreachableScreen(String)
    case unreachableCoordinator(String)
    case noWayOut(String)
    case childNeverReleased(String)
    case missingTerminationHandler(String, result: FlowType)
    case presentOnBusyPresenter(String, presenting: String)
    /// `action`: the handler's key (`Screen.action`); `pushed`: the screen was pushed (else presented).
    case releasedWhileShown(child: String, action: String, screen: String, pushed: Bool)
    /// A swipe-down skips `on pop pushed` in `child`, whose release of `grandchild` then never happens.
    case swipeSkipsPopHook(root: String, pushed: String, grandchild: String, child: String)
    // T135. `parent`: who keeps the child, when known; `canAutoRelease`: the start could say 'autoRelease'.
    case swipeLeak(screen: String, child: String, parent: String?, canAutoRelease: Bool)
    case backLeak(screen: String, child: String, parent: String?, canAutoRelease: Bool)
    /// `top`: the screen whose back button is long-pressed; `popHooked`: an `on pop screen` hook exists.
    case longPressLeak(screen: String, top: String, child: String, parent: String?, popHooked: Bool, canAutoRelease: Bool)

    var code: DiagnosticCode {
        switch self {
        case .pushWithoutNavigation: .pushWithoutNavigation
        case .popWithoutNavigation: .popWithoutNavigation
        case .dismissNotPresented: .dismissNotPresented
        case .actionWithoutCoordinator, .actionNotHandled: .unhandledAction
        case .unreachableScreen: .unreachableScreen
        case .unreachableCoordinator: .unreachableCoordinator
        case .noWayOut: .noWayOut
        case .childNeverReleased: .childNeverReleased
        case .missingTerminationHandler: .missingTerminationHandler
        case .presentOnBusyPresenter: .presentOnBusyPresenter
        case .releasedWhileShown: .releasedWhileShown
        case .swipeSkipsPopHook, .swipeLeak, .backLeak, .longPressLeak: .gestureLeak
        }
    }

    var text: String {
        switch self {
        case .pushWithoutNavigation(let acting):
            "push from '\(acting)', which is shown without a navigation controller: navigationController is nil and nothing happens"
        case .popWithoutNavigation: "pop on a screen that is never inside a navigation controller does nothing"
        case .dismissNotPresented: "dismiss on a screen that is never presented does nothing"
        case .actionWithoutCoordinator(let key, let screen):
            "action '\(key)' has no body and '\(screen)' is not shown by a coordinator, so nothing handles it"
        case .actionNotHandled(let key, let owner): "action '\(key)' is sent to \(owner), which has no 'on \(key)' handler"
        case .unreachableScreen(let n): "screen '\(n)' is never shown: no path from the app entry reaches it"
        case .unreachableCoordinator(let n): "coordinator '\(n)' is never started: no path from the app entry reaches it"
        case .noWayOut(let n): "screen '\(n)' has no actions and cannot be swiped away: the user is stuck on it"
        case .childNeverReleased(let child):
            "\(child) is never released on some path through its termination handler: the coordinator leaks"
        case .missingTerminationHandler(let child, let result):
            "\(child) ends with a \(result) but no termination handler is given, so it is never released"
        case .presentOnBusyPresenter(let n, let prev): "Attempt to present \(n) on a screen which is already presenting \(prev)"
        case .releasedWhileShown(let child, let action, let screen, let pushed):
            "\(child) terminates on \(action) without removing \(screen), and this handler releases it without \(pushed ? "popping" : "dismissing") it: \(screen) stays on screen and its actions go nowhere"
        case .swipeSkipsPopHook(let root, let pushed, let g, let p):
            "a swipe-down dismisses \(root) with \(pushed) pushed on it, and 'on pop \(pushed)' does not run: \(g) stays, and since it holds \(p) strongly, \(p) and \(g) keep each other alive once \(p) is released (a retain cycle)"
        case .swipeLeak(let x, let child, let parent, _):
            "a swipe-down dismisses \(x) without ending \(child): UIKit calls no app code, so \(Self.keeper(parent)) keeps \(child) and it leaks"
        case .backLeak(let x, let child, let parent, _):
            "the back button pops \(x) without ending \(child): UIKit calls no app code, so \(Self.keeper(parent)) keeps \(child) and it leaks"
        case .longPressLeak(let x, let y, let child, let parent, let popHooked, _):
            "a long press on the back button of \(y) pops \(x) with it \(popHooked ? "and 'on pop \(x)' does not run: the navigation delegate hears only about \(y), the top screen" : "without ending \(child): UIKit calls no app code"), so \(Self.keeper(parent)) keeps \(child) and it leaks"
        }
    }

    var hint: String? {
        switch self {
        case .pushWithoutNavigation(let acting): "show '\(acting)' with 'withNavigation', or present the new screen instead"
        case .popWithoutNavigation(let verb), .dismissNotPresented(let verb): "did you mean '\(verb)'?"
        case .actionWithoutCoordinator, .actionNotHandled:
            "give the action a body ('action x { … }') or handle it in the coordinator that shows the screen"
        case .unreachableScreen: "show it from some action, or remove it"
        case .unreachableCoordinator(let n): "start it from a handler ('start \(n) as push'), or remove it"
        case .noWayOut: "add an action that dismisses it, or present it as a dismissible sheet"
        case .childNeverReleased: "end every path of the handler with 'release'"
        case .missingTerminationHandler: "add: then (result) { dismiss; release }"
        case .presentOnBusyPresenter(let n, let prev): "dismiss \(prev) first, or present \(n) from \(prev)"
        case .releasedWhileShown(_, _, _, let pushed): "\(pushed ? "pop" : "dismiss") before 'release' (it acts on the child's screen)"
        case .swipeSkipsPopHook(_, _, let g, let p):
            "release \(g) when \(p) ends too ('release \(g)' before 'terminate'), or make its parent reference weak (no 'strongParent')"
        case .swipeLeak(_, let child, _, let lib):
            "end it: 'on swipe { terminate }' in \(child)\(lib ? ", " : " or ")present it 'nonDismissible'\(Self.library(lib))"
        case .backLeak(let x, let child, let parent, let lib):
            "end it: 'on back { terminate }' in \(child)\(lib ? ", " : " or ")'on pop \(x) { release }' in \(Self.keeper(parent))\(Self.library(lib))"
        case .longPressLeak(let x, _, let child, _, _, let lib):
            "end it however \(x) goes: 'on back { terminate }' in \(child)\(Self.library(lib))"
        }
    }

    private static func keeper(_ parent: String?) -> String { parent ?? "the parent" }
    /// `autoRelease` is a modifier of `start … as VERB`: a root-less start cannot say it.
    private static func library(_ canAutoRelease: Bool) -> String {
        canAutoRelease ? ", or 'autoRelease' when a library removes it" : ""
    }
}
