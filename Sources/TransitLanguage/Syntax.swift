// SPDX-License-Identifier: MIT
// The syntax tree: what the file says, with spans, before any name is resolved.

public struct Identifier: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan
    public init(_ name: String, _ span: SourceSpan) { self.name = name; self.span = span }
}

/// `String`, `Outcome`, `Result<Outcome, Failure>`.
public struct TypeSyntax: Hashable, Sendable {
    public var name: Identifier
    public var arguments: [TypeSyntax]
    public var span: SourceSpan
}

public struct Parameter: Hashable, Sendable {
    public var name: Identifier
    public var type: TypeSyntax
    public var defaultValue: Expr?
    public var span: SourceSpan
}

public struct Argument: Hashable, Sendable {
    public var label: Identifier
    public var value: Expr
    public var span: SourceSpan
}

public indirect enum Expr: Hashable, Sendable {
    case string(String, SourceSpan)
    case integer(Int, SourceSpan)
    case bool(Bool, SourceSpan)
    /// `.ok`, `.success(.ok)`, `.failure(.networkErr)`
    case caseRef(Identifier, payload: Expr?, span: SourceSpan)
    /// An input, an action argument or a handler binding.
    case name(Identifier)

    public var span: SourceSpan {
        switch self {
        case .string(_, let s), .integer(_, let s), .bool(_, let s): return s
        case .caseRef(_, _, let s): return s
        case .name(let id): return id.span
        }
    }
}

/// `Detail`, `Detail(taskId: id)`, `ItemDetail.edit(row: 1)`.
public struct Target: Hashable, Sendable {
    public var name: Identifier
    public var entry: Identifier?
    public var arguments: [Argument]
    public var span: SourceSpan
    public init(name: Identifier, entry: Identifier?, arguments: [Argument], span: SourceSpan) {
        self.name = name; self.entry = entry; self.arguments = arguments; self.span = span
    }
}

/// `pageSheet`, `withNavigation`, `animated: false`.
public struct Modifier: Hashable, Sendable {
    public var name: Identifier
    public var value: Expr?
    public var span: SourceSpan
}

public indirect enum Pattern: Hashable, Sendable {
    case wildcard(SourceSpan)
    case caseRef(Identifier, payload: Pattern?, span: SourceSpan)
    case binding(Identifier)
    case literal(Expr)

    public var span: SourceSpan {
        switch self {
        case .wildcard(let s): return s
        case .caseRef(_, _, let s): return s
        case .binding(let id): return id.span
        case .literal(let e): return e.span
        }
    }
}

/// `then (result) { … }`: runs when the shown screen or started child delivers its result.
public struct Handler: Hashable, Sendable {
    public var binding: Identifier?
    public var body: [Statement]
    public var span: SourceSpan
}

public struct Condition: Hashable, Sendable {
    public enum Op: Hashable, Sendable { case truthy, equal, notEqual }
    public var lhs: Expr
    public var op: Op
    public var rhs: Expr?
    public var negated: Bool
    public var span: SourceSpan
}

public struct MatchCase: Hashable, Sendable {
    public var pattern: Pattern
    public var body: [Statement]
    public var span: SourceSpan
}

public enum TabRef: Hashable, Sendable {
    case index(Int, SourceSpan)
    case name(Identifier)
    public var span: SourceSpan {
        switch self { case .index(_, let s): s; case .name(let i): i.span }
    }
}

/// How a started child coordinator is shown: `as present pageSheet`, `as push`, `as tab home`.
public struct TransitionSpec: Hashable, Sendable {
    public var verb: Identifier
    public var tab: TabRef?
    public var modifiers: [Modifier]
    public var span: SourceSpan
}

public struct Statement: Hashable, Sendable {
    public var kind: StatementKind
    /// The whole statement, keyword first.
    public var span: SourceSpan
}

public indirect enum StatementKind: Hashable, Sendable {
    /// push / present / root / embed of a screen, tab bar or entry.
    case show(verb: Identifier, target: Target, modifiers: [Modifier], handler: Handler?)
    case setStack(targets: [Target], modifiers: [Modifier])
    case pop(modifiers: [Modifier])
    case popTo(Identifier, modifiers: [Modifier])
    case popToRoot(modifiers: [Modifier])
    case dismiss(modifiers: [Modifier])
    case dismissToRoot(modifiers: [Modifier])
    case selectTab(TabRef)
    /// `transition` is nil for `start Child` of a coordinator that shows its own screens (`start { … }`, no root).
    case start(target: Target, transition: TransitionSpec?, handler: Handler?)
    case finish(Expr?)
    case terminate(Expr?)
    case release(Identifier?)
    /// `retain self`: from here on the screen or coordinator whose code runs holds itself strongly (a stored closure
    /// that captures `self`, an object it keeps that keeps it): once out of the window or released, it leaks.
    case retainSelf
    case refresh(Identifier)
    /// `notify loggedOut`: NotificationCenter.default.post(name: .loggedOut) — every live observer runs, now.
    case notify(Target)
    case call(screen: Identifier, method: Identifier, arguments: [Argument])
    case alert(Expr)
    case log(Expr)
    case ifElse(Condition, then: [Statement], else: [Statement]?)
    case match(Expr, cases: [MatchCase])
    /// `dismiss then { … }`: dismiss(animated:completion:) — the block runs once the dismissal is over.
    case dismissCompletion(toRoot: Bool, modifiers: [Modifier], completion: [Statement])
    /// `remove Setup`: takes one screen out of the navigation stack (`viewControllers.remove(at:)`).
    case remove(Identifier)
    /// `isLoggedIn = true`: sets a coordinator's or the app's `var`.
    case assign(Identifier, Expr)
    /// `showMain()` / `showDetail(id: id)`: calls a `func` of the coordinator.
    case callProcedure(Identifier, arguments: [Argument])
    /// `alert "Log out?" { button logout { … }; button cancel }`: an alert whose buttons run statements.
    case alertButtons(Expr, buttons: [AlertButtonDecl])
    /// `append .detail` (a `NavigationLink(value:)` in the acting screen's stack) or `append .detail to feedPath`
    /// (`router.feedPath.append(.detail)`): a value added to a SwiftUI path.
    case appendPath(Expr, to: Identifier?)
    /// `removeLast [k] [from feedPath]` (`path.removeLast(k)`) or, with `count` nil, `removeAll [from feedPath]`
    /// (`path = []`): values taken off a SwiftUI path.
    case removeFromPath(count: Int?, from: Identifier?)
    /// `popLast [from feedPath]` (`path.popLast()`): the last value goes; on an empty path nothing happens.
    case popLastFromPath(from: Identifier?)
}

/// A button of an alert or action sheet; its body runs when the user taps it (after the alert is dismissed).
public struct AlertButtonDecl: Hashable, Sendable {
    public var name: Identifier
    public var body: [Statement]
    public var span: SourceSpan
}

/// `var isLoggedIn = false` (a coordinator's or the app's state), `var count: Int = 0`.
public struct VarDecl: Hashable, Sendable {
    public var name: Identifier
    public var type: TypeSyntax?
    public var initial: Expr
    public var span: SourceSpan
}

/// `func showMain(animated: Bool = true) { … }`: a coordinator's own method, called by its handlers.
public struct ProcedureDecl: Hashable, Sendable {
    public var name: Identifier
    public var parameters: [Parameter]
    public var body: [Statement]
    public var span: SourceSpan
}

/// `on sessionExpired { … }` / `on openItem(id) { … }`: a coordinator's handler of an app event or link.
public struct EventHandlerDecl: Hashable, Sendable {
    public var event: Identifier
    public var bindings: [Identifier]?
    public var body: [Statement]
    public var span: SourceSpan
}

/// `on pop Player { … }` (navigationController(_:didShow:) found Player popped) or `on willPop Player { … }`
/// (…willShow:, which also runs when an interactive back swipe is then cancelled); `on leave Player { … }` /
/// `on willLeave Player { … }`: the delegate finds Player no longer in the stack, whichever screen was on top.
public struct PopHookDecl: Hashable, Sendable {
    public var will: Bool
    public var screen: Identifier
    public var body: [Statement]
    public var span: SourceSpan
    public var leaves = false

    public init(will: Bool, screen: Identifier, body: [Statement], span: SourceSpan, leaves: Bool = false) {
        self.will = will
        self.screen = screen
        self.body = body
        self.span = span
        self.leaves = leaves
    }
}

/// `on reselect home { … }`: a tap on the tab that is already selected (the tab bar's delegate).
public struct ReselectHookDecl: Hashable, Sendable {
    public var tab: Identifier
    public var body: [Statement]
    public var span: SourceSpan
}

/// `event sessionExpired`, `event notification(id: String)`, `link item(id: String) -> ItemDetail`.
public struct AppEventDecl: Hashable, Sendable {
    public var isLink: Bool
    /// `notification NAME`: posted by the app's own code (`notify NAME`), never from outside.
    public var isNotification = false
    public var name: Identifier
    public var parameters: [Parameter]
    /// For a link: the screen it must end on.
    public var expects: Identifier?
    public var span: SourceSpan
}

// MARK: Declarations

public struct IncludeDecl: Hashable, Sendable {
    public var path: String
    public var span: SourceSpan
}

public struct AppDecl: Hashable, Sendable {
    public var name: Identifier
    public var launch: Target?
    public var modifiers: [Modifier]
    /// App-wide state (what UserDefaults or the keychain hold): `var onboarded = false`.
    public var vars: [VarDecl] = []
    /// SwiftUI path bindings (`path feedPath: Route`): a router's `@Published var feedPath: [Route]`.
    public var paths: [PathDecl] = []
    public var span: SourceSpan
}

/// `path feedPath: Route`: the array of route values a `NavigationStack(path:)` shows, owned by the app (a router
/// object that lives as long as it).
public struct PathDecl: Hashable, Sendable {
    public var name: Identifier
    public var element: TypeSyntax
    public var span: SourceSpan
}

/// `sheet compose: Compose withNavigation then { … }`: `.sheet(isPresented: $compose, onDismiss: { … }) { Compose() }`
/// on this view (`cover`: `.fullScreenCover`). The binding is a Bool state of the view.
public struct PresentationDecl: Hashable, Sendable {
    /// `sheet` or `cover`; `destination` for `destination NAME: Screen` (navigationDestination(isPresented:)).
    public var keyword: Identifier
    public var binding: Identifier
    public var target: Target
    public var modifiers: [Modifier]
    /// `then { … }`: the `onDismiss` closure.
    public var onDismiss: [Statement]?
    public var span: SourceSpan
    /// `sheet(item:)`: `sheet shown: Route { .a: A; .b: B withNavigation }`; `target` then names the item's type.
    public var cases: [PresentationCaseDecl]? = nil
}

/// `alert deleting: "Delete?" { button delete { … }; button cancel }`: `.alert(_:isPresented:actions:)` on the view
/// (`dialog`: `.confirmationDialog`), whose `@State var deleting = false` is the binding.
public struct AlertBindingDecl: Hashable, Sendable {
    /// `alert` or `dialog`.
    public var keyword: Identifier
    public var binding: Identifier
    public var message: Expr
    /// nil: no button block (an alert's OK, a dialog's Cancel).
    public var buttons: [AlertButtonDecl]?
    public var span: SourceSpan
}

/// `.editor: Editor withNavigation`: what a `sheet(item:)` shows for one case of its item.
public struct PresentationCaseDecl: Hashable, Sendable {
    public var caseName: Identifier
    public var target: Target
    public var modifiers: [Modifier]
    public var span: SourceSpan
}

/// `destination Route.detail: Detail(id: "a")`: what `.navigationDestination(for: Route.self)` on this screen shows
/// for that case, while the screen is in a NavigationStack.
public struct DestinationDecl: Hashable, Sendable {
    public var type: Identifier
    public var caseName: Identifier
    public var target: Target
    public var span: SourceSpan
    /// `lazy`: the modifier sits inside a List or LazyVStack row.
    public var lazy: SourceSpan? = nil
}

public struct EnumDecl: Hashable, Sendable {
    public var name: Identifier
    public var cases: [Identifier]
    public var span: SourceSpan
}

public struct ErrorDecl: Hashable, Sendable {
    public struct Case: Hashable, Sendable {
        public var name: Identifier
        public var message: String?
    }
    public var name: Identifier
    public var cases: [Case]
    public var span: SourceSpan
}

public struct ModelDecl: Hashable, Sendable {
    public var name: Identifier
    public var samples: [Expr]
    public var span: SourceSpan
}

public struct ActionDecl: Hashable, Sendable {
    public var name: Identifier
    public var parameters: [Parameter]
    /// nil: the action is sent to the screen's owner (its coordinator); a body: the screen acts by itself.
    public var body: [Statement]?
    public var span: SourceSpan
}

public struct ActionSetDecl: Hashable, Sendable {
    public var name: Identifier
    public var actions: [ActionDecl]
    public var span: SourceSpan
}

public struct MethodDecl: Hashable, Sendable {
    public var name: Identifier
    public var parameters: [Parameter]
    public var span: SourceSpan
}

/// `on back finish(.canceled)`, `on back none`, or in a coordinator `on back { terminate(false) }`.
public struct BackDecl: Hashable, Sendable {
    public enum Gesture: String, Hashable, Sendable { case back, swipe }
    public var gesture: Gesture
    /// nil means `none`: declared on purpose to do nothing.
    public var body: [Statement]?
    public var span: SourceSpan
}

public struct EntryDecl: Hashable, Sendable {
    public var name: Identifier
    public var parameters: [Parameter]
    public var backs: [BackDecl]
    public var span: SourceSpan
}

public struct CellDecl: Hashable, Sendable {
    public var name: Identifier
    public var adopts: [Identifier]
    public var actions: [ActionDecl]
    public var span: SourceSpan
}

public struct ScreenDecl: Hashable, Sendable {
    public var name: Identifier
    public var parameters: [Parameter]
    public var result: TypeSyntax?
    public var adopts: [Identifier]
    public var entries: [EntryDecl] = []
    public var actions: [ActionDecl] = []
    public var methods: [MethodDecl] = []
    public var backs: [BackDecl] = []
    public var cells: [CellDecl] = []
    public var nonDismissible: SourceSpan?
    /// `hidesBackButton`: no back button and no edge swipe (navigationItem.hidesBackButton, a custom left button,
    /// or a hidden navigation bar).
    public var hidesBackButton: SourceSpan?
    /// `hidesBottomBar`: hidesBottomBarWhenPushed — no tab bar while it is in a navigation stack above the root.
    public var hidesBottomBar: SourceSpan?
    /// `navigationStack`: SwiftUI — the view's body is its own `NavigationStack { … }`.
    public var navigationStack: SourceSpan?
    /// `strongOwner`: the view controller's `coordinator` property is strong (not `weak`).
    public var strongOwner: SourceSpan?
    /// `-> Type?`: the result may never arrive (a system picker's delegate is not called on cancel).
    public var resultOptional = false
    /// `on load { … }` (viewDidLoad) and `on appear { … }` (viewDidAppear).
    public var lifecycle: [LifecycleDecl] = []
    /// `destination Route.detail: Detail`: SwiftUI's `navigationDestination(for:)` declared on this view.
    public var destinations: [DestinationDecl] = []
    /// `sheet compose: Compose`, `cover onboarding: Onboarding`: SwiftUI's `.sheet(isPresented:)` and
    /// `.fullScreenCover(isPresented:)` on this view.
    public var presentations: [PresentationDecl] = []
    /// `alert NAME: …`, `dialog NAME: …`: alerts driven by a binding.
    public var alerts: [AlertBindingDecl] = []
    public var span: SourceSpan
}

public struct LifecycleDecl: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case load, appear, reselect }
    public var kind: Kind
    public var body: [Statement]
    public var span: SourceSpan
}

public struct OnActionDecl: Hashable, Sendable {
    public var screen: Identifier
    /// nil for a cell-less action; `List.select` has screen List, action select.
    public var cell: Identifier?
    public var action: Identifier
    public var bindings: [Identifier]?
    public var body: [Statement]
    public var span: SourceSpan
}

public struct CoordinatorDecl: Hashable, Sendable {
    public var name: Identifier
    public var parameters: [Parameter]
    public var result: TypeSyntax?
    public var root: (Target)?
    public var rootModifiers: [Modifier] = []
    public var handlers: [OnActionDecl] = []
    public var backs: [BackDecl] = []
    public var vars: [VarDecl] = []
    public var procedures: [ProcedureDecl] = []
    public var events: [EventHandlerDecl] = []
    public var popHooks: [PopHookDecl] = []
    /// `on reselect home { … }`: tabBarController(_:didSelect:) for a tap on the already selected tab.
    public var reselectHooks: [ReselectHookDecl] = []
    /// `on select home { … }`: tabBarController(_:didSelect:) when the user switches to that tab (a lazily made
    /// tab coordinator is started here).
    public var selectHooks: [ReselectHookDecl] = []
    /// `start { … }`: what start() does after the root (or instead of it, for a coordinator without a root).
    public var start: [Statement]? = nil
    public var startSpan: SourceSpan? = nil
    /// `-> Type?`: the result may never arrive (nothing reports a leak or a lost result then).
    public var resultOptional = false
    /// `strongParent`: its `parentCoordinator` property is strong (not `weak`).
    public var strongParent: SourceSpan? = nil
    /// `weakNavigation`: its `navigationController` property is `weak` or `unowned` (it borrows it).
    public var weakNavigation: SourceSpan? = nil
    public var span: SourceSpan
}

public struct TabItemDecl: Hashable, Sendable {
    public var name: Identifier
    public var target: Target
    public var modifiers: [Modifier]
    /// `then (r) { … }`: the tab bar owner's termination handler for a coordinator tab.
    public var handler: Handler? = nil
    public var span: SourceSpan
}

public struct TabsDecl: Hashable, Sendable {
    public var name: Identifier
    public var tabs: [TabItemDecl]
    public var span: SourceSpan
}

public enum Declaration: Hashable, Sendable {
    case include(IncludeDecl)
    case app(AppDecl)
    case enumeration(EnumDecl)
    case error(ErrorDecl)
    case model(ModelDecl)
    case actionSet(ActionSetDecl)
    case screen(ScreenDecl)
    case coordinator(CoordinatorDecl)
    case tabs(TabsDecl)
    case event(AppEventDecl)
    case requirement(RequireDecl)
}

/// `require NAME { always P }`: a rule of the team's about every reachable state, proved by the explorer.
public struct RequireDecl: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `always P` / `never P`: in every state after launch.
        case always(PredicateSyntax)
        case never(PredicateSyntax)
        /// `reachable P`: in at least one state.
        case reachable(PredicateSyntax)
        /// `after E, F: P`: right after every occurrence of one of the events, from any state.
        case after([AfterEvent], PredicateSyntax)
        /// `[from P] reach Q within N`: from every state where P holds, N user events or fewer can reach Q.
        case reach(from: PredicateSyntax?, to: PredicateSyntax, within: Int, withinSpan: SourceSpan)
    }
    public var name: Identifier
    public var kind: Kind
    public var span: SourceSpan
}

/// An event of `after`: an app event or link with some of its arguments, `Screen.action`, `alert.button`, `back` or
/// `swipe`.
public struct AfterEvent: Hashable, Sendable {
    public var name: Identifier
    public var member: Identifier?
    public var arguments: [Argument]
    public init(name: Identifier, member: Identifier?, arguments: [Argument]) {
        self.name = name; self.member = member; self.arguments = arguments
    }
}

/// A statement about one state, in a requirement: `top(Login) && !running(CheckoutCoordinator)`.
public indirect enum PredicateSyntax: Hashable, Sendable {
    /// `top(Login)`, `coordinators(App, Main)`, `count(Paywall) <= 1`.
    case query(Identifier, arguments: [Identifier], comparison: Comparison?, span: SourceSpan)
    /// An app variable: `loggedIn`, `from == .notification`.
    case variable(Condition)
    case literal(Bool, SourceSpan)
    case not(PredicateSyntax, SourceSpan)
    /// `( … )`: kept so that a requirement's text and spans include the parentheses.
    case group(PredicateSyntax, SourceSpan)
    case and(PredicateSyntax, PredicateSyntax)
    case or(PredicateSyntax, PredicateSyntax)

    public struct Comparison: Hashable, Sendable {
        public enum Op: String, Hashable, Sendable, CaseIterable { case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">=" }
        public var op: Op
        public var value: Int
        public var span: SourceSpan
        public init(op: Op, value: Int, span: SourceSpan) { self.op = op; self.value = value; self.span = span }
    }

    public var span: SourceSpan {
        switch self {
        case .query(_, _, _, let s), .literal(_, let s), .not(_, let s), .group(_, let s): s
        case .variable(let c): c.span
        case .and(let a, let b), .or(let a, let b): SourceSpan(file: a.span.file, start: a.span.start, end: b.span.end)
        }
    }
}

/// One parsed file.
public struct SourceUnit: Sendable {
    public var file: SourceFile
    public var declarations: [Declaration]
}
