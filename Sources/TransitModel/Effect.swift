// SPDX-License-Identifier: MIT
import TransitLanguage

/// How something is shown: the kind of transition and its options.
public enum ShowKind: String, Hashable, Sendable, CaseIterable {
    case root, push, present, embed, tab
    /// `start Child` of a coordinator without a root: its `start { … }` shows what it shows.
    case itself
}

public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, pageSheet, formSheet, fullScreen
    /// A popover adapts to a sheet on iPhone (compact width): it can be swiped down like one.
    case popover

    /// Sheets (and popovers on iPhone) can be swiped down by the user; full-screen presentations cannot.
    public var isSheet: Bool { self != .fullScreen }
}

public struct ShowOptions: Hashable, Sendable {
    public var style: PresentationStyle = .automatic
    public var withNavigation = false
    public var animated = true
    public var nonDismissible = false
    /// `push … repeatable`: the stack may hold this screen again and again on purpose (a profile opening a profile).
    public var repeatable = false
    /// `start … autoRelease`: a coordinator library (or base class) removes the child by itself when its first
    /// screen is popped or dismissed, however that happens (navigation and presentation controller delegates).
    public var autoRelease = false
    /// `present … onTop`: from the top-most view controller (the last one presented, else the window's root), as
    /// router-style apps do (`window.rootViewController.topMost.present`), not from the acting screen.
    public var onTop = false
    /// `tab … hosted`: the tab's content is a UIHostingController (its NavigationStack is SwiftUI's, inside it), held
    /// by a UIKit UITabBarController: re-tapping the tab pops nothing, as UIKit pops only a UINavigationController.
    public var hosted = false
    /// `embed … replacing`: a custom container swapping its content (`var content: UIViewController { willSet {
    /// content.removeFromParent() } didSet { addChild(content) } }`): the children it embeds are removed first.
    public var replacing = false
    /// `path: feedPath`: the navigation controller is a SwiftUI `NavigationStack(path: $feedPath)`.
    public var path: String? = nil
    public init() {}
}

public enum TabSelector: Hashable, Sendable, CustomStringConvertible {
    case index(Int)
    case name(String)
    public var description: String {
        switch self { case .index(let i): String(i); case .name(let n): n }
    }
}

/// What a transition shows.
public enum DestinationRef: Hashable, Sendable {
    case screen(String, entry: String?)
    case tabs(String)
    case coordinator(String)
    /// `UINavigationController`: an empty navigation controller (the app coordinator's, before any push).
    case emptyNavigation

    public var name: String {
        switch self {
        case .screen(let n, _), .tabs(let n), .coordinator(let n): n
        case .emptyNavigation: "UINavigationController"
        }
    }
}

public struct Destination: Hashable, Sendable {
    public var ref: DestinationRef
    /// Inputs in declaration order (defaults filled in).
    public var arguments: [(String, ValueExpr)]
    public var span: SourceSpan?
    /// `self` in `set [self, Next]`: the acting screen itself, kept on the new stack (its ref names its screen).
    public var keepsActing = false

    public init(ref: DestinationRef, arguments: [(String, ValueExpr)], span: SourceSpan?, keepsActing: Bool = false) {
        self.ref = ref
        self.arguments = arguments
        self.span = span
        self.keepsActing = keepsActing
    }

    public static func == (a: Destination, b: Destination) -> Bool {
        a.ref == b.ref && a.span == b.span && a.keepsActing == b.keepsActing && a.arguments.map(\.0) == b.arguments.map(\.0)
            && a.arguments.map(\.1) == b.arguments.map(\.1)
    }
    public func hash(into h: inout Hasher) {
        h.combine(ref)
        h.combine(span)
        h.combine(keepsActing)
        for (k, v) in arguments { h.combine(k); h.combine(v) }
    }
}

/// `then (result) { … }`: what the owner does when the shown screen or started child delivers its result.
public struct ResultHandler: Hashable, Sendable {
    public var binding: String?
    public var body: [Effect]
    public var span: SourceSpan?
}

public struct MatchArm: Hashable, Sendable {
    public var pattern: ValuePattern
    public var body: [Effect]
    public var span: SourceSpan?
}

public struct Effect: Hashable, Sendable {
    public var kind: EffectKind
    public var span: SourceSpan?
    public init(_ kind: EffectKind, span: SourceSpan?) { self.kind = kind; self.span = span }
}

/// One step of an action body or a handler, in order. The engine interprets these.
public indirect enum EffectKind: Hashable, Sendable {
    case show(ShowKind, Destination, ShowOptions, handler: ResultHandler?)
    case setStack([Destination], animated: Bool)
    case pop(animated: Bool)
    case popTo(String, animated: Bool)
    /// dismiss(animated:completion:): the completion runs once the dismissal is over (after the event's code).
    case dismissCompletion(animated: Bool, toRoot: Bool, completion: [Effect])
    /// Takes the lowest instance of a screen out of the acting navigation stack, without animation.
    case remove(String)
    case popToRoot(animated: Bool)
    case dismiss(animated: Bool)
    case dismissToRoot(animated: Bool)
    case selectTab(TabSelector)
    case start(Destination, ShowKind, tab: TabSelector?, ShowOptions, handler: ResultHandler?)
    case finish(ValueExpr?)
    case terminate(ValueExpr?)
    case release(String?)
    /// `retain self`: the acting screen (screen code) or coordinator (coordinator code) holds itself from now on.
    case retainSelf
    case refresh(String)
    /// `notify NAME(args)`: NotificationCenter's post — the handler of every live coordinator that observes it runs.
    case notify(String, arguments: [String: ValueExpr])
    case call(screen: String, method: String, arguments: [String: ValueExpr])
    case alert(ValueExpr)
    case log(ValueExpr)
    case branch(ValueCondition, then: [Effect], else: [Effect])
    case match(ValueExpr, arms: [MatchArm])
    /// `release all`: `childCoordinators.removeAll()`.
    case releaseAll
    /// Sets a coordinator's or the app's variable.
    case assign(key: VariableKey, ValueExpr)
    /// Runs a coordinator's `func`.
    case callProcedure(String, arguments: [String: ValueExpr])
    /// `Coordinator.func(args)`: runs the `func` of the nearest coordinator of that name up the parent chain
    /// (`parentCoordinator?.showLogin()`), else among the children held, newest first (`(children.last as? X)?.f()`);
    /// nothing when there is none.
    case callAncestor(coordinator: String, func: String, arguments: [String: ValueExpr])
    /// An alert with buttons: presented on the acting screen; tapping a button dismisses it and runs its body.
    case alertButtons(ValueExpr, buttons: [AlertButton])
    /// SwiftUI: `path.append(value)` on a named path, or (`path` nil) `NavigationLink(value:)` in the acting
    /// screen's NavigationStack.
    case appendPath(path: String?, ValueExpr)
    /// SwiftUI: `path.removeLast(count)`, or `path = []` when `count` is nil; on a named path or the acting screen's.
    case removeFromPath(path: String?, count: Int?)
    /// SwiftUI: `path.popLast()`: `removeLast` that does nothing (no trap) on an empty path.
    case popLastFromPath(path: String?)
    /// SwiftUI: `compose = true` on a view's presentation binding (`.sheet(isPresented: $compose)`).
    case setPresentation(String, ValueExpr)
}

public struct AlertButton: Hashable, Sendable {
    public var name: String
    public var body: [Effect]
    public var span: SourceSpan?
}

extension Array where Element == Effect {
    /// Visits every effect and, right after it, the effects nested in it (result handlers, branches, match arms,
    /// alert buttons, dismiss completions): depth-first, in source order.
    public func forEachNested(_ visit: (Effect) -> Void) {
        for e in self {
            visit(e)
            switch e.kind {
            case .show(_, _, _, let h), .start(_, _, _, _, let h): h?.body.forEachNested(visit)
            case .branch(_, let a, let b): a.forEachNested(visit); b.forEachNested(visit)
            case .match(_, let arms): for arm in arms { arm.body.forEachNested(visit) }
            case .alertButtons(_, let buttons): for b in buttons { b.body.forEachNested(visit) }
            case .dismissCompletion(_, _, let completion): completion.forEachNested(visit)
            default: break
            }
        }
    }
}
