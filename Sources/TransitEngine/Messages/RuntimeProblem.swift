// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// What the simulator reports while an event runs (the R… codes): one case per message, worded once here. Its
/// words are built as a `RuntimeMessage`, so the view controllers it names stay instances (`key` leaves their
/// numbers out and the explorer reports one problem once).
public enum RuntimeProblem: DiagnosticMessage, Hashable {
    /// More live view controllers than the simulation allows.
    case simulationLimit(maxControllers: Int)
    /// UIKit refuses a presentation from a controller that already presents one.
    case presentOnBusy(Presented, on: InstanceLabel, alreadyPresenting: InstanceLabel)
    /// UIKit refuses a presentation from a controller not in the window (or not there yet).
    case presentNotInHierarchy(Presented, on: InstanceLabel)
    case presentWhileInProgress(Presented, on: InstanceLabel)
    /// A child that holds its parent strongly keeps it alive after a release. `via`: the coordinator released
    /// when it is not the leaked one itself.
    case parentCycleLeak(coordinator: String, releasedBy: String, via: String?, holder: String, kept: Int)
    /// coordinator → navigationController → screen → coordinator, out of the window.
    case navigationCycleLeak(coordinator: String, screens: Int, holder: String)
    /// `retain self` ran in its code, and then it left the window (a screen) or its parent released it (a coordinator).
    case retainedItself(String, isCoordinator: Bool, releasedBy: String?)
    /// Still retained, showing nothing.
    case leaked(coordinator: String, retainedBy: String, cause: LeakCause)
    case eventUnhandled(String, isLink: Bool)
    case linkMissed(String, expected: String, endsOn: String?)
    case popToMissing(String)
    /// `stack`: the names on the navigation stack, root first.
    case popLastItem(stack: [String])
    case dismissWhileInProgress(from: InstanceLabel)
    case nestedNavigationAnimation
    /// `event`: the event as the user typed it.
    case releasedEarly(coordinator: String, screen: String, event: String)
    case resultLost(screen: String, removedBy: Removal)
    case resultUndeliverable(String)
    /// `value` as it was delivered the second time.
    case screenResultDeliveredTwice(String, value: Value)
    case terminatedTwice(String, value: Value)
    case pushWithoutNavigation(String, from: InstanceLabel)
    case setStackWithoutNavigation(from: InstanceLabel)
    case pushContainer
    case pushSameInstance(InstanceLabel)
    case noTabBarForContent(String)
    case noSuchTabForContent(tabBar: String, tab: TabSelector?)
    case noTabBarToSelect(TabSelector)
    case noSuchTabToSelect(tabBar: String, tab: TabSelector)
    /// `showing`: the screen the modal shows when it is not its first one.
    case modalLeftAlive(ModalRoot, showing: String?)
    case tapWithoutBodyOrCoordinator(path: String, screen: String)
    case tapToReleasedCoordinator(path: String)
    case tapNotHandled(path: String, coordinator: String)
    /// SwiftUI: `NavigationLink(value:)` with no destination for the value among the views of its stack (`stack`:
    /// their names), or outside any NavigationStack (`stack` nil).
    case linkInactive(value: Value, stack: [String]?)
    /// SwiftUI: a path holds a value no view of its stack declares a destination for.
    case pathNotShown(path: String?, value: Value, stack: [String])
    /// SwiftUI: a path changed in this event and no stack on screen shows it (`where`: why).
    case pathChangedOffScreen(path: String, values: [Value], whereShown: String?)
    /// SwiftUI: a new NavigationStack bound to a path shows values a stack that is gone left there.
    case stalePath(path: String, values: [Value])
    /// SwiftUI: a view's binding set true while its presentation context already presents something.
    /// `alert`: what is wanted is an alert (SwiftUI logs UIKit's "already presenting", not its sheet message).
    case secondPresentation(binding: String, value: String, view: String, wanted: String, showing: String, alert: Bool = false)
    /// SwiftUI: a `sheet(item:)` binding given another item from inside the sheet it shows: the sheet closes itself.
    case sheetReplacedFromInside(binding: String, value: String, view: String, showing: String, wanted: String)
    /// SwiftUI: a view whose body is a NavigationStack shown inside a navigation controller.
    case nestedNavigationStack(view: String, outer: String)
    /// SwiftUI interop: pushViewController onto the UINavigationController under a NavigationStack(path:).
    case uikitPushIntoPath(screen: String, path: String)
    /// A re-tapped tab whose hosted NavigationStack shows pushed views and nothing pops.
    case reselectDoesNothing(tab: String, top: String, depth: Int)
    /// SwiftUI: `path.removeLast(k)` with fewer than k values: Swift traps.
    case pathRemoveTooMany(path: String, count: Int, values: Int)

    /// What a refused presentation would have shown.
    public enum Presented: Hashable, Sendable, CustomStringConvertible {
        /// A UIAlertController, named by its title (two refused alerts are two bugs).
        case alert(title: String)
        /// A controller, with the screen a container would have shown.
        case controller(String, showing: String?)

        public var description: String {
            switch self {
            case .alert(let title): "<UIAlertController> (\"\(title)\")"
            case .controller(let name, let inside): "<\(name)>" + (inside.map { " (showing \($0))" } ?? "")
            }
        }
    }

    /// The first controller of a modal left presented when the window root is replaced.
    public enum ModalRoot: Hashable, Sendable, CustomStringConvertible {
        case screen(String)
        case tabBar(String)

        public var description: String {
            switch self {
            case .screen(let name): name
            case .tabBar(let name): "\(name) (UITabBarController)"
            }
        }
    }

    /// How a screen waited on for a result went away.
    public enum Removal: Hashable, Sendable {
        case backButton, swipeDown, removed
    }

    /// Why nothing will ever release a leaked coordinator.
    public enum LeakCause: Hashable, Sendable, CustomStringConvertible {
        case startShowedNothing
        /// `root`: the name of its first screen, when it declares one.
        case firstScreenRefused(root: String?)
        case terminatedWithoutRelease
        case backButtonPopped(MissedRelease)
        case longPressPopped(MissedRelease)
        case swipedDown
        case selectedTabPopped
        case windowRootReplaced
        /// `event`: the event as the user typed it.
        case screensRemoved(event: String)

        public var description: String {
            switch self {
            case .startShowedNothing:
                "its start showed nothing, and with no screen, no child and no app event nothing can ever reach it"
            case .firstScreenRefused(let root):
                "UIKit refused to show its first screen \(root.map { "(\($0)) " } ?? "")above, so no pop or dismissal ever tells the app to remove it"
            case .terminatedWithoutRelease: "it terminated, but the termination handler never released it (forgotten release)"
            case .backButtonPopped(let missed): "the back button popped its screen and \(missed)"
            case .longPressPopped(let missed): "a long press on the back button popped its screen and \(missed)"
            case .swipedDown: "a swipe-down dismissed its screen and no 'on swipe' or 'on back' ends it"
            case .selectedTabPopped: "tapping the selected tab popped its stack to the root and nothing ends it"
            case .windowRootReplaced: "the window root was replaced"
            case .screensRemoved(let event): "its screens were removed by '\(event)'"
            }
        }
    }

    /// After a pop: what should have ended the coordinator and did not.
    public enum MissedRelease: Hashable, Sendable, CustomStringConvertible {
        /// `delegate`: the nearest coordinator above with 'on pop' hooks.
        case noPopHook(root: String, delegate: String)
        case popHooksDoNotRelease(delegate: String)
        case noOnBack

        public var description: String {
            switch self {
            case .noPopHook(let root, let d): "no 'on pop \(root)' in \(d) releases it"
            case .popHooksDoNotRelease(let d): "\(d)'s 'on pop' hooks do not release it"
            case .noOnBack: "no 'on back' ends it"
            }
        }
    }

    public var code: DiagnosticCode {
        switch self {
        case .simulationLimit: .simulationLimit
        case .presentOnBusy: .presentOnBusy
        case .presentNotInHierarchy: .presentNotInHierarchy
        case .presentWhileInProgress: .presentWhileInProgress
        case .parentCycleLeak, .navigationCycleLeak, .retainedItself, .leaked: .coordinatorLeak
        case .eventUnhandled: .eventUnhandled
        case .linkMissed: .linkMissed
        case .linkInactive: .linkInactive
        case .pathNotShown: .pathNotShown
        case .pathChangedOffScreen: .pathChangedOffScreen
        case .stalePath: .stalePath
        case .secondPresentation: .secondPresentation
        case .sheetReplacedFromInside: .sheetReplacedFromInside
        case .reselectDoesNothing: .reselectDoesNothing
        case .nestedNavigationStack: .nestedNavigationStack
        case .uikitPushIntoPath: .uikitPushIntoPath
        case .pathRemoveTooMany: .pathRemoveTooMany
        case .popToMissing: .popToMissing
        case .popLastItem: .popLastItem
        case .dismissWhileInProgress: .dismissWhileInProgress
        case .nestedNavigationAnimation: .nestedNavigationAnimation
        case .releasedEarly: .releasedEarly
        case .resultLost: .resultLost
        case .resultUndeliverable: .resultUndeliverable
        case .screenResultDeliveredTwice, .terminatedTwice: .deliveredTwice
        case .pushWithoutNavigation, .setStackWithoutNavigation: .noNavigationController
        case .pushContainer: .pushContainer
        case .pushSameInstance: .pushSameInstance
        case .noTabBarForContent, .noSuchTabForContent, .noTabBarToSelect, .noSuchTabToSelect: .invalidTab
        case .modalLeftAlive: .modalLeftAlive
        case .tapWithoutBodyOrCoordinator, .tapToReleasedCoordinator, .tapNotHandled: .tapIgnored
        }
    }

    /// What it says, as parts: the instances it names stay instances.
    public var runtimeMessage: RuntimeMessage {
        switch self {
        case .simulationLimit(let n):
            "more than \(n) live view controllers: the simulation stops here (undo to go back)"
        case .presentOnBusy(let refused, let on, let busy):
            "Attempt to present \(refused.description) on \(on) which is already presenting \(busy)"
        case .presentNotInHierarchy(let refused, let on):
            "Attempt to present \(refused.description) on \(on) whose view is not in the window hierarchy"
        case .presentWhileInProgress(let refused, let on):
            "Attempt to present \(refused.description) on \(on) while a presentation is in progress"
        case .parentCycleLeak(let up, let parent, let via, let dn, let kept):
            "\(up) leaked: \(via.map { "\(parent) released \($0), which held it" } ?? "\(parent) released it"), but \(dn) still holds \(up) (its parent reference is strong) and \(up) holds \(dn): a retain cycle keeps \(kept) coordinator\(kept == 1 ? "" : "s") alive"
        case .navigationCycleLeak(let coord, let screens, let holder):
            "\(coord) leaked with its navigation controller and \(screens) screen\(screens == 1 ? "" : "s"): \(coord) holds the navigationController, it holds \(holder), and \(holder) holds \(coord) (its coordinator property is strong) — a retain cycle nothing else refers to"
        case .retainedItself(let name, let isCoordinator, let releasedBy):
            "\(name) leaked: it retains itself (its code ran 'retain self': a closure or object it keeps holds it strongly), so \(isCoordinator ? "\(releasedBy.map { "\($0)'s release" } ?? "its release")" : "leaving the window") did not free it"
        case .leaked(let coord, let holder, let cause):
            "\(coord) leaked: still retained by \(holder) but shows no screen; \(cause.description)"
        case .eventUnhandled(let name, let isLink):
            "\(isLink ? "link" : "event") \(name) reaches no live coordinator that handles it: nothing happens"
        case .linkMissed(let name, let expected, let top):
            "link \(name) must show \(expected) but ends on \(top ?? "nothing")"
        case .linkInactive(let v, let stack?):
            "A NavigationLink is presenting a value of type “\(v.routeType)” but there is no matching navigationDestination declaration visible from the location of the link (\(v) in [\(stack.joined(separator: ", "))]). The link cannot be activated."
        case .linkInactive(let v, nil):
            "a NavigationLink to \(v) outside any NavigationStack: it cannot be activated"
        case .pathNotShown(let path, let v, let stack):
            "\(path ?? "the path") holds \(v) but no view of its stack [\(stack.joined(separator: ", "))] declares a navigationDestination for it: SwiftUI shows nothing for it, the path and the screen disagree"
        case .pathChangedOffScreen(let path, let values, let shown?):
            "\(path) changed to [\(values.map(\.description).joined(separator: ", "))] where the user does not see it: \(shown)"
        case .pathChangedOffScreen(let path, let values, nil):
            "\(path) changed to [\(values.map(\.description).joined(separator: ", "))] and no NavigationStack shows it: the values wait for the next stack bound to it"
        case .secondPresentation(let binding, let value, let view, let wanted, let showing, let alert):
            "\(view).\(binding) = \(value), but \(view) already presents \(showing): SwiftUI does not present \(wanted) (\(alert ? "\"Attempt to present … which is already presenting\"" : "\"only presenting a single sheet is supported\"")), and \(binding) stays \(value) with nothing on screen"
        case .uikitPushIntoPath(let screen, let path):
            "\(screen) is pushed with pushViewController onto the navigation controller of NavigationStack(path: $\(path)): \(path) does not hold it, so SwiftUI does not know it is there — the back button pops it without writing \(path), and the next change of \(path) rebuilds the stack without it"
        case .nestedNavigationStack(let view, let outer):
            "\(view) wraps itself in a NavigationStack and is shown inside the navigation stack \(outer): a NavigationStack in a NavigationStack — a second, empty bar above its own, and links inside it resolve against the outer stack"
        case .reselectDoesNothing(let tab, let top, let depth):
            "the selected tab \(tab) tapped with \(top) on top, \(depth - 1) view\(depth == 2 ? "" : "s") above its root: nothing pops — a UIHostingController holds its NavigationStack (UIKit pops only a UINavigationController) and no reselect handler changes it"
        case .sheetReplacedFromInside(let binding, let value, let view, let showing, let wanted):
            "\(view).\(binding) = \(value) from inside \(showing), the sheet it shows: SwiftUI dismisses \(showing) and presents \(wanted) in its place, so closing \(wanted) goes back to \(view), not to \(showing) (a sheet over a sheet is presented from inside the first)"
        case .pathRemoveTooMany(let path, let count, let values):
            "Fatal error: Can't remove more items from a collection than it contains (\(path).removeLast(\(count)) with \(values) value\(values == 1 ? "" : "s"))"
        case .stalePath(let path, let values):
            "a new NavigationStack bound to \(path) shows [\(values.map(\.description).joined(separator: ", "))], left by a stack that is gone (reset the path when its flow ends)"
        case .popToMissing(let target):
            "Tried to pop to a view controller that doesn't exist (\(target) is not on the stack)"
        case .popLastItem(let stack):
            "pop on [\(stack.joined(separator: ", "))]: only the root is left, so nothing happens"
        case .dismissWhileInProgress(let who):
            "Attempt to dismiss from view controller \(who) while a presentation or dismiss is in progress"
        case .nestedNavigationAnimation:
            "nested push animation can result in corrupted navigation bar (Unbalanced calls to begin/end appearance transitions)"
        case .releasedEarly(let coord, let screen, let event):
            "\(coord) was released while its screen \(screen) is still shown after '\(event)': that screen's actions now go nowhere"
        case .resultLost(let screen, let removal):
            "\(screen) \(removal.how) without delivering its result and declares no 'on \(removal == .swipeDown ? "swipe" : "back")' result: the handler never runs"
        case .resultUndeliverable(let who):
            "\(who)'s result can no longer be delivered: whoever waited for it is gone"
        case .screenResultDeliveredTwice(let name, let value):
            "\(name) delivers its result a second time (\(value)); the handler already ran once and is not run again"
        case .terminatedTwice(let name, let value):
            "\(name) calls its termination handler a second time (\(value)); the handler is not run again"
        case .pushWithoutNavigation(let name, let from):
            "push of \(name) from \(from): navigationController is nil, so nothing happens"
        case .setStackWithoutNavigation(let from):
            "setViewControllers from \(from): navigationController is nil, so nothing happens"
        case .pushContainer:
            "Pushing a navigation controller is not supported"
        case .pushSameInstance(let instance):
            "Pushing the same view controller instance more than once is not supported (\(instance))"
        case .noTabBarForContent(let name):
            "no tab bar to put \(name) in: the transition is ignored"
        case .noSuchTabForContent(let bar, let tab):
            "\(bar) has no tab \(tab?.description ?? "?"): the transition is ignored"
        case .noTabBarToSelect(let tab):
            "tab \(tab): there is no tab bar; nothing happens"
        case .noSuchTabToSelect(let bar, let tab):
            "\(bar) has no tab \(tab); selectedIndex is left unchanged"
        case .modalLeftAlive(let root, let showing):
            "window.rootViewController replaced while \(root.description + (showing.map { " (showing \($0))" } ?? "")) is presented: the modal is not dismissed and stays alive"
        case .tapWithoutBodyOrCoordinator(let path, let screen):
            "\(path) has no body and \(screen) has no coordinator: the tap does nothing"
        case .tapToReleasedCoordinator(let path):
            "\(path) is sent to a coordinator that was already released: the tap does nothing"
        case .tapNotHandled(let path, let coord):
            "\(coord) does not handle \(path): the tap does nothing"
        }
    }

    public var text: String { runtimeMessage.description }
}

extension RuntimeProblem.Removal {
    /// What happened to the screen, as the message says it.
    var how: String {
        switch self {
        case .backButton: "was popped by the back button"
        case .swipeDown: "was swiped down"
        case .removed: "was removed"
        }
    }
}
