// SPDX-License-Identifier: MIT
import TransitLanguage

public struct ParameterSpec: Hashable, Sendable {
    public var name: String
    public var type: FlowType
    public var defaultValue: Value?
    public var span: SourceSpan?
}

/// What the back button / edge swipe (or a sheet's swipe-down) means for a screen or coordinator.
public enum BackBehavior: Hashable, Sendable {
    /// Nothing declared: the user can leave without any app code running (the leak the simulator shows).
    case undeclared
    /// `on back none`: declared on purpose, nothing runs.
    case none
    case effects([Effect])

    public var isDeclared: Bool { if case .undeclared = self { return false }; return true }
    /// The code it runs; none for `undeclared` and `none`.
    public var effectsOrEmpty: [Effect] { if case .effects(let b) = self { return b }; return [] }

    /// What the gesture delivers: the expression of the first top-level `finish` (a screen's back code) or
    /// `terminate` (a coordinator's); `.some(nil)` for a Void result, nil when nothing is delivered.
    public func delivered(byCoordinator: Bool) -> ValueExpr?? {
        guard case .effects(let body) = self else { return nil }
        for e in body {
            switch e.kind {
            case .finish(let v) where !byCoordinator: return .some(v)
            case .terminate(let v) where byCoordinator: return .some(v)
            default: continue
            }
        }
        return nil
    }
}

public struct ActionDef: Hashable, Sendable {
    public var name: String
    public var parameters: [ParameterSpec]
    /// nil: sent to the screen's owner; otherwise the screen acts by itself.
    public var body: [Effect]?
    /// The action set it comes from, when adopted.
    public var origin: String?
    public var span: SourceSpan?
}

public struct EntryDef: Hashable, Sendable {
    public var name: String
    public var parameters: [ParameterSpec]
    public var back: BackBehavior
    public var swipe: BackBehavior
    public var span: SourceSpan?
}

public struct MethodDef: Hashable, Sendable {
    public var name: String
    public var parameters: [ParameterSpec]
    public var span: SourceSpan?
}

public struct CellDef: Hashable, Sendable {
    public var name: String
    public var actions: [ActionDef]
    public var span: SourceSpan?
}

public struct ScreenDef: Hashable, Sendable {
    public var name: String
    public var parameters: [ParameterSpec]
    public var resultType: FlowType
    public var entries: [EntryDef]
    public var actions: [ActionDef]
    public var methods: [MethodDef]
    public var cells: [CellDef]
    public var back: BackBehavior
    public var swipe: BackBehavior
    public var nonDismissible: Bool
    public var adopts: [String]
    public var span: SourceSpan?
    /// `-> T?`: the result may never arrive (UIKit calls no delegate on cancel): no R306 when it does not.
    public var resultOptional = false
    /// No back button and no edge swipe while it is on top.
    public var hidesBackButton = false
    /// Holds its coordinator strongly: the coordinator lives while the screen does.
    public var strongOwner = false
    /// hidesBottomBarWhenPushed: the tab bar is hidden while it is pushed in a tab's stack.
    public var hidesBottomBar = false
    /// `on load { … }`: runs in viewDidLoad, before the screen is in the window.
    public var onLoad: [Effect]? = nil
    /// `on appear { … }`: runs in viewDidAppear, once it is on screen.
    public var onAppear: [Effect]? = nil
    /// `navigationStack`: SwiftUI — the view wraps its body in its own NavigationStack.
    public var ownsNavigationStack = false
    /// `on reselect { … }`: the view hears its tab re-tapped while it is the tab's top view (a custom
    /// `onReselectTab` modifier, a scroll-to-top or pop it does itself).
    public var onReselect: [Effect]? = nil
    /// SwiftUI's `navigationDestination(for:)` on this view: what each route value shows while it is in a stack.
    public var destinations: [RouteDestinationDef] = []

    /// SwiftUI's `.sheet(isPresented:)` / `.fullScreenCover(isPresented:)` on this view, by binding.
    public var presentations: [PresentationDef] = []
    public func presentation(_ binding: String) -> PresentationDef? { presentations.first { $0.binding == binding } }
    /// `alert NAME: …`, `dialog NAME: …`: alerts driven by a binding.
    public var alerts: [AlertBindingDef] = []
    public func alert(_ binding: String) -> AlertBindingDef? { alerts.first { $0.binding == binding } }
    /// True when the view declares a presentation binding of that name (a sheet, a cover, an alert or a dialog).
    public func declaresBinding(_ binding: String) -> Bool { presentation(binding) != nil || alert(binding) != nil }

    /// The destination this view declares for a route value, if any.
    public func destination(for value: Value) -> RouteDestinationDef? { destinations.first { $0.value == value } }

    public func action(_ name: String, cell: String? = nil) -> ActionDef? {
        if let cell { return cells.first { $0.name == cell }?.actions.first { $0.name == name } }
        return actions.first { $0.name == name }
    }
    public func entry(_ name: String) -> EntryDef? { entries.first { $0.name == name } }

    /// Every action, its cells' included.
    public var allActions: [ActionDef] { actions + cells.flatMap(\.actions) }

    /// True when one of its own actions delivers its result (`finish` in an action's body): the result comes from
    /// that button (a delegate call), not by itself from a reply or a timer.
    public var finishesFromItsActions: Bool {
        allActions.contains { a in
            var found = false
            a.body?.forEachNested { if case .finish = $0.kind { found = true } }
            return found
        }
    }

    /// True when it sends something to its owner: an action without a body (the owner's handler runs).
    public var sendsActionsToOwner: Bool { allActions.contains { $0.body == nil } }
    public func method(_ name: String) -> MethodDef? { methods.first { $0.name == name } }

    /// What back / swipe-down means for an instance shown through `entry`.
    public func backBehavior(entry: String?, swipe isSwipe: Bool) -> BackBehavior {
        let e = entry.flatMap(self.entry)
        if isSwipe {
            if let e, e.swipe.isDeclared { return e.swipe }
            if swipe.isDeclared { return swipe }
        }
        if let e, e.back.isDeclared { return e.back }
        return back
    }
}

public struct OnActionDef: Hashable, Sendable {
    public var screen: String
    public var cell: String?
    public var action: String
    /// Names bound to the action's arguments, in order.
    public var bindings: [String]
    public var body: [Effect]
    public var span: SourceSpan?
    /// The sending screen's inputs the handler reads by name.
    public var screenInputs: [String] = []

    public var key: String { [screen, cell, action].compactMap { $0 }.joined(separator: ".") }
}

public struct CoordinatorDef: Hashable, Sendable {
    public var name: String
    public var parameters: [ParameterSpec]
    public var resultType: FlowType
    public var root: Destination?
    public var rootOptions: ShowOptions
    public var handlers: [OnActionDef]
    public var back: BackBehavior
    public var swipe: BackBehavior
    public var span: SourceSpan?
    public var vars: [VarDef] = []
    public var procedures: [String: ProcedureDef] = [:]
    public var eventHandlers: [EventHandlerDef] = []
    public var popHooks: [PopHookDef] = []
    /// `on reselect TAB { … }`, by tab name.
    public var reselectHooks: [String: [Effect]] = [:]
    /// `on select TAB { … }`, by tab name: the user switched to that tab.
    public var selectHooks: [String: [Effect]] = [:]
    /// `start { … }`: runs when start() is called, after the root is created (or alone, without a root).
    public var start: [Effect]? = nil
    public var resultOptional = false
    /// Holds its parent strongly: a retain cycle with it until the parent removes it.
    public var strongParent = false
    /// Its navigation controller reference is weak or unowned: a screen that holds it strongly makes no cycle.
    public var weakNavigation = false

    public func handler(screen: String, cell: String?, action: String) -> OnActionDef? {
        handlers.first { $0.screen == screen && $0.cell == cell && $0.action == action }
    }
    public func eventHandler(_ name: String) -> EventHandlerDef? { eventHandlers.first { $0.event == name } }
    public func popHook(_ screen: String, will: Bool) -> PopHookDef? { popHooks.first { $0.screen == screen && $0.will == will && !$0.leaves } }
    public func leaveHook(_ screen: String, will: Bool) -> PopHookDef? { popHooks.first { $0.screen == screen && $0.will == will && $0.leaves } }

    /// Every body of the coordinator's code, in a fixed order: `start { … }`, the action handlers, the funcs (by
    /// name), the app-event handlers, the pop hooks. Back bodies are not in it.
    public var bodies: [[Effect]] {
        (start.map { [$0] } ?? []) + handlers.map(\.body) + procedures.keys.sorted().compactMap { procedures[$0]?.body }
            + eventHandlers.map(\.body) + popHooks.map(\.body)
    }

    /// True when it is written to show something: a root, or a statement that shows, starts or sets a stack.
    public var canShow: Bool {
        if root != nil { return true }
        var shows = false
        for body in bodies where !shows {
            body.forEachNested { e in
                switch e.kind {
                case .show, .start, .setStack, .alertButtons: shows = true
                default: break
                }
            }
        }
        return shows
    }

    /// True when its code can release a child named `child` by name (`release child`, `release all`), as a
    /// navigation delegate or a flow switch does; a termination handler's plain `release` is the child's own end.
    public func releases(_ child: String) -> Bool {
        func search(_ effects: [Effect]) -> Bool {
            effects.contains { e in
                switch e.kind {
                case .release(let n?): return n == child
                case .releaseAll: return true
                // The handler of the child's own start runs when it ends: its `release` is that end, not a way in.
                case .start(let d, _, _, _, let h):
                    if case .coordinator(child) = d.ref { return false }
                    return h.map { search($0.body) } ?? false
                case .show(_, _, _, let h): return h.map { search($0.body) } ?? false
                case .branch(_, let a, let b): return search(a) || search(b)
                case .match(_, let arms): return arms.contains { search($0.body) }
                case .alertButtons(_, let buttons): return buttons.contains { search($0.body) }
                case .dismissCompletion(_, _, let completion): return search(completion)
                default: return false
                }
            }
        }
        return bodies.contains(where: search)
    }

    /// The coordinators its code starts, in order of first appearance.
    public var startedCoordinators: [String] {
        var out: [String] = []
        for body in bodies {
            body.forEachNested { e in
                if case .start(let d, _, _, _, _) = e.kind, case .coordinator(let child) = d.ref, !out.contains(child) { out.append(child) }
            }
        }
        return out
    }

    /// The tab bars it shows: as its root, by a show statement, or in a `set` of the stack.
    public var shownTabBars: [String] {
        var out: [String] = []
        func add(_ d: Destination) { if case .tabs(let t) = d.ref, !out.contains(t) { out.append(t) } }
        if let root { add(root) }
        for body in bodies {
            body.forEachNested { e in
                switch e.kind {
                case .show(_, let d, _, _): add(d)
                case .setStack(let ds, _): ds.forEach(add)
                default: break
                }
            }
        }
        return out
    }
}

/// `var isLoggedIn = false`: state a coordinator (or the app) keeps and its handlers set and test.
public struct VarDef: Hashable, Sendable {
    public var name: String
    public var type: FlowType
    public var initial: Value
    public var span: SourceSpan?
    /// `= any` on an app variable: launch state (a session already open, a cold launch from a notification, a
    /// device flag). The app may start with any of these values (every value of its type); `initial` is the first.
    public var launchValues: [Value]? = nil
}

extension AppDef {
    /// The app's variables written `= any`, as parameters of the launch.
    public var launchParameters: [ParameterSpec] {
        vars.compactMap { v in v.launchValues == nil ? nil : ParameterSpec(name: v.name, type: v.type, defaultValue: v.initial, span: v.span) }
    }
}

/// `func showMain() { … }`: a coordinator's own method.
public struct ProcedureDef: Hashable, Sendable {
    public var name: String
    public var parameters: [ParameterSpec]
    public var body: [Effect]
    public var span: SourceSpan?
}

/// `on sessionExpired { … }`: what a coordinator does when an app event or link arrives.
public struct EventHandlerDef: Hashable, Sendable {
    public var event: String
    public var bindings: [String]
    public var body: [Effect]
    public var span: SourceSpan?
}

/// `on pop Player { … }`: the navigation controller delegate's didShow (or willShow, `willPop`) noticed that
/// `screen` was popped.
public struct PopHookDef: Hashable, Sendable {
    public var screen: String
    public var will: Bool
    public var body: [Effect]
    public var span: SourceSpan?
    /// `on leave` / `on willLeave`: runs when `screen` is no longer in the stack after the transition, whichever
    /// screen was on top (`!viewControllers.contains { $0 is Screen }`), not only when it was the one popped.
    public var leaves = false
    /// The word the flow writes it with: `pop`, `willPop`, `leave`, `willLeave`.
    public var keyword: String { leaves ? (will ? "willLeave" : "leave") : (will ? "willPop" : "pop") }

    public init(screen: String, will: Bool, body: [Effect], span: SourceSpan?, leaves: Bool = false) {
        self.screen = screen
        self.will = will
        self.body = body
        self.span = span
        self.leaves = leaves
    }
}

/// `event sessionExpired`, `link item(id: String) -> ItemDetail`: something that arrives from outside the app's
/// screens (a deep link, a notification tap, a request answered 401).
public struct AppEventDef: Hashable, Sendable {
    public var name: String
    public var isLink: Bool
    public var parameters: [ParameterSpec]
    /// For a link: the screen it must end on.
    public var expects: String?
    public var span: SourceSpan?
    /// `notification NAME`: posted by the app's own code (`notify`), so the explorer never fires it from outside.
    public var isNotification = false
    /// What the flow calls it: a link, a notification or an event.
    public var kind: String { isNotification ? "notification" : isLink ? "link" : "event" }
}

public struct TabDef: Hashable, Sendable {
    public var name: String
    public var destination: Destination
    public var withNavigation: Bool
    /// `path: feedPath`: the tab is a SwiftUI `NavigationStack(path: $feedPath)`.
    public var path: String? = nil
    public var span: SourceSpan?
    /// For a coordinator tab: the tab bar owner's termination handler.
    public var handler: ResultHandler? = nil
    /// `hosted`: a UIHostingController holds the tab's stack; a re-tap pops nothing.
    public var hosted = false
}

public struct TabBarDef: Hashable, Sendable {
    public var name: String
    public var tabs: [TabDef]
    public var span: SourceSpan?

    public func index(of sel: TabSelector) -> Int? {
        switch sel {
        case .index(let i): return tabs.indices.contains(i) ? i : nil
        case .name(let n): return tabs.firstIndex { $0.name == n }
        }
    }
}

public struct EnumDef: Hashable, Sendable {
    public var name: String
    public var cases: [String]
    public var span: SourceSpan?
}

public struct ErrorDef: Hashable, Sendable {
    public var name: String
    public var cases: [String]
    public var messages: [String: String]
    public var span: SourceSpan?
}

public struct ModelDef: Hashable, Sendable {
    public var name: String
    public var samples: [String]
    public var span: SourceSpan?
}

public struct AppDef: Hashable, Sendable {
    public var name: String
    public var launch: Destination
    public var options: ShowOptions
    public var span: SourceSpan?
    public var vars: [VarDef] = []
}

/// `path feedPath: Route`: a SwiftUI path binding (a router's `@Published var feedPath: [Route] = []`), app-wide.
/// The NavigationStacks bound to it (`path: feedPath`) show its values through their views' destinations.
public struct PathDef: Hashable, Sendable {
    public var name: String
    /// The enum its values are cases of.
    public var element: String
    public var span: SourceSpan?
}

/// `sheet compose: Compose`: what the view presents while its Bool state `compose` is true.
public struct PresentationDef: Hashable, Sendable {
    public var binding: String
    public var destination: Destination
    /// `.pageSheet` for a sheet, `.fullScreen` for a cover; `withNavigation`/`path`, `nonDismissible`
    /// (interactiveDismissDisabled).
    public var options: ShowOptions
    /// `then { … }`: onDismiss, run however the presentation ends.
    public var onDismiss: [Effect]?
    public var span: SourceSpan?
    /// `sheet(item:)`: the enum the binding holds (nil for `isPresented:`), and what each case shows; `destination`
    /// and `options` are then the first case's.
    public var item: String? = nil
    public var cases: [PresentationCaseDef] = []
    /// `destination NAME: Screen`: navigationDestination(isPresented:) pushes the view on the stack the owner is in.
    public var pushes = false

    /// What the binding shows for a value: `true` for an `isPresented:` binding, a case of the item's enum.
    public func shown(for value: Value) -> (destination: Destination, options: ShowOptions)? {
        guard item != nil else { return value == .bool(true) ? (destination, options) : nil }
        return cases.first { $0.value == value }.map { ($0.destination, $0.options) }
    }
    /// Every view the binding can show.
    public var destinations: [Destination] { item == nil ? [destination] : cases.map(\.destination) }
    /// What setting the binding to this expression can show, with each case's options: one view for a constant,
    /// every view for a value read from a variable, none for false or nil.
    public func shows(_ v: ValueExpr) -> [(destination: Destination, options: ShowOptions)] {
        if case .constant(let c) = v { return shown(for: c).map { [$0] } ?? [] }
        return item == nil ? [(destination, options)] : cases.map { ($0.destination, $0.options) }
    }
}

/// `.alert(_:isPresented:actions:)` (`dialog`: `.confirmationDialog`) on a view: the binding set true shows it; any
/// button dismisses it, writes the binding false, then runs its body in the view.
public struct AlertBindingDef: Hashable, Sendable {
    public var binding: String
    public var message: ValueExpr
    /// Never empty: an alert without buttons has SwiftUI's OK, a dialog always has a cancel.
    public var buttons: [AlertButton]
    public var isDialog: Bool
    public var span: SourceSpan?

    /// The alert as the statement `alert MESSAGE { button … }` would show it: what the checks and drawings walk.
    public var effect: Effect { Effect(.alertButtons(message, buttons: buttons), span: span) }
}

/// One case of a `sheet(item:)`: the view its closure returns for it.
public struct PresentationCaseDef: Hashable, Sendable {
    public var value: Value
    public var destination: Destination
    public var options: ShowOptions
    public var span: SourceSpan?
}

/// `destination Route.detail: Detail`: the view `navigationDestination(for: Route.self)` returns for one case.
public struct RouteDestinationDef: Hashable, Sendable {
    public var value: Value
    public var destination: Destination
    public var span: SourceSpan?
    /// `lazy`: declared inside a List or LazyVStack row (T158).
    public var lazy: SourceSpan? = nil
}
