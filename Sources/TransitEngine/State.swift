// SPDX-License-Identifier: MIT
import TransitModel

/// A live screen (a view controller instance) and the inputs it was created with.
public struct ScreenInstance: Hashable, Sendable {
    public internal(set) var screen: String
    public internal(set) var entry: String?
    public internal(set) var inputs: [String: Value]
    /// The coordinator that receives its body-less actions (the `output` delegate), if any.
    public internal(set) var owner: CoordinatorID?

    /// The same screen and inputs whoever owns it: what tells a screen that repeats in a stack.
    public var withoutOwner: ScreenInstance { var c = self; c.owner = nil; return c }
}

/// A screen a coordinator or a handler holds on to: alive, or gone since (popped, dismissed). A handler's dismiss or
/// pop then acts on nothing, never on another screen.
public enum HeldScreen: Hashable, Sendable {
    case alive(ControllerID)
    case gone

    /// The screen's id while it is alive.
    public var id: ControllerID? { if case .alive(let id) = self { id } else { nil } }
}

/// A node of UIKit's view-controller hierarchy.
public enum ControllerKind: Hashable, Sendable {
    case screen(ScreenInstance)
    case navigation(stack: [ControllerID])
    case tabBar(name: String, tabs: [ControllerID], names: [String], selected: Int)
    /// A UIAlertController with buttons; tapping one dismisses it and runs the button's statements in `frame`.
    case alert(AlertInstance)
}

public struct AlertInstance: Hashable, Sendable {
    public internal(set) var message: String
    public internal(set) var buttons: [AlertButton]
    public internal(set) var frame: Frame
}

public struct Controller: Hashable, Sendable {
    public internal(set) var id: ControllerID
    public internal(set) var kind: ControllerKind
    /// The container holding it (navigation controller, tab bar controller, or the screen embedding it).
    public internal(set) var parent: ControllerID?
    /// Children added with addChild (embed).
    public internal(set) var embedded: [ControllerID] = []
    /// The controller this one presents modally.
    public internal(set) var presented: ControllerID?
    /// The controller that presented this one.
    public internal(set) var presenter: ControllerID?
    public internal(set) var style: PresentationStyle?
    public internal(set) var nonDismissible = false
    /// Pushed with `repeatable`: the stack may hold it again and again on purpose.
    public internal(set) var repeatable = false
    /// A screen with hidesBottomBarWhenPushed: while it is pushed in a tab's stack, the tab bar is hidden.
    public internal(set) var hidesBottomBar = false
    /// For a navigation controller made for a coordinator's screen: that coordinator (its `navigationController`).
    public internal(set) var creator: CoordinatorID?
    /// Set below the top of a new stack (`set [A, B]`): its view loads (`on load`) when it first appears (UIKit rule 23).
    public internal(set) var loadsOnAppear = false
    /// `retain self` ran in its code: it holds itself (a stored closure capturing `self`), so leaving the window does
    /// not free it.
    public internal(set) var retainsSelf = false
    /// SwiftUI's part, in a box of its own: a UIKit flow never sets it, and a controller is copied at every step
    /// (five fields inline cost five copies each time; one box costs one retain). Nil when every field is unset.
    var swiftUI: SwiftUIBox? = nil

    /// SwiftUI: a NavigationStack bound to this path (`NavigationStack(path: $feedPath)`).
    public internal(set) var pathBinding: String? {
        get { swiftUI?.parts.pathBinding }
        set { updateSwiftUI { $0.pathBinding = newValue } }
    }
    /// SwiftUI: the route value this view was pushed for (`navigationDestination(for:)`).
    public internal(set) var route: Value? {
        get { swiftUI?.parts.route }
        set { updateSwiftUI { $0.route = newValue } }
    }
    /// SwiftUI: this view's presentation bindings that are set: `true` (`.sheet(isPresented: $compose)`) or the
    /// item's case (`.sheet(item: $shown)`); a binding that is false or nil is not here.
    public internal(set) var bindings: [String: Value] {
        get { swiftUI?.parts.bindings ?? [:] }
        set { updateSwiftUI { $0.bindings = newValue } }
    }
    /// The names of the bindings that are set, sorted.
    public var raisedBindings: [String] { bindings.keys.sorted() }
    /// SwiftUI: the view whose binding presented this controller, and that binding.
    public internal(set) var presentedFor: ControllerID? {
        get { swiftUI?.parts.presentedFor }
        set { updateSwiftUI { $0.presentedFor = newValue } }
    }
    public internal(set) var presentedBinding: String? {
        get { swiftUI?.parts.presentedBinding }
        set { updateSwiftUI { $0.presentedBinding = newValue } }
    }

    private mutating func updateSwiftUI(_ change: (inout SwiftUIParts) -> Void) {
        var parts = swiftUI?.parts ?? SwiftUIParts()
        change(&parts)
        // Unset is no box, so that equal controllers are equal however they got there.
        swiftUI = parts == SwiftUIParts() ? nil : SwiftUIBox(parts)
    }

    public var screen: ScreenInstance? { if case .screen(let s) = kind { return s }; return nil }
}

/// A controller's SwiftUI fields (see `Controller`'s properties of the same names).
struct SwiftUIParts: Hashable, Sendable {
    var pathBinding: String? = nil
    var route: Value? = nil
    var bindings: [String: Value] = [:]
    var presentedFor: ControllerID? = nil
    var presentedBinding: String? = nil
}

/// Immutable, so sharing it between copies of a controller keeps them values: a change makes a new box.
final class SwiftUIBox: Hashable, Sendable {
    let parts: SwiftUIParts
    init(_ parts: SwiftUIParts) { self.parts = parts }
    static func == (a: SwiftUIBox, b: SwiftUIBox) -> Bool { a === b || a.parts == b.parts }
    func hash(into h: inout Hasher) { h.combine(parts) }
}

public struct CoordinatorInstance: Hashable, Sendable {
    public internal(set) var id: CoordinatorID
    public internal(set) var name: String
    public internal(set) var inputs: [String: Value]
    /// The parent that retains it; nil when the app delegate does.
    public internal(set) var parent: CoordinatorID?
    public internal(set) var children: [CoordinatorID] = []
    /// The first screen its start() created: the one handed to the termination handler (nil before it has one).
    public internal(set) var rootScreen: HeldScreen?
    /// The screens it created that are still alive.
    public internal(set) var screens: [ControllerID] = []
    /// True once it has created a screen (a coordinator that never did is not leaked for showing nothing).
    public internal(set) var hasCreatedScreens = false
    public internal(set) var terminated = false
    /// Its `var`s, by name.
    public internal(set) var vars: [String: Value] = [:]
    /// Started with `autoRelease`: a library removes it when its first screen goes away.
    public internal(set) var autoRelease = false
    /// Released by its parent but kept alive by a screen that holds it strongly (`strongOwner`).
    public internal(set) var heldByScreens = false
    /// The container it holds: the navigation controller it created or was given (`navigationController`), or the
    /// tab bar controller it made its root or the window's root (`tabBarController`).
    public internal(set) var navigation: ControllerID?
    /// Handles an app event or holds its parent strongly: code can still reach it, or a cycle can still close
    /// through it, after it is reported as leaked (fixed by its declaration).
    public internal(set) var reachableWhenLeaked = false
    /// `retain self` ran in its code: its parent's release does not free it.
    public internal(set) var retainsSelf = false
}

/// Someone waits for a screen's or a child coordinator's result.
public struct PendingResult: Hashable, Sendable {
    public enum Source: Hashable, Sendable { case screen(ControllerID), coordinator(CoordinatorID) }
    public internal(set) var id: PendingID
    public internal(set) var source: Source
    public internal(set) var resultType: FlowType
    public internal(set) var handler: ResultHandler?
    /// Where the handler runs: the acting screen and coordinator, and the names in scope.
    public internal(set) var frame: Frame
    public internal(set) var delivered = false
}

/// The context effects run in.
public struct Frame: Hashable, Sendable {
    /// The screen whose action (or whose owner's handler) runs; pushes and presents start from it.
    public internal(set) var acting: ControllerID?
    /// The coordinator whose handler runs, if any.
    public internal(set) var coordinator: CoordinatorID?
    public internal(set) var env: [String: Value]
    /// In a result handler: the screen that finished (dismiss and pop act on it, or on nothing once it is gone).
    public internal(set) var finished: HeldScreen?
    /// In a termination handler: the child that `release` releases.
    public internal(set) var startedChild: CoordinatorID?
    /// Set when the frame runs the screen's own code (screen context) rather than a coordinator's.
    public internal(set) var screenContext: Bool

    public init(acting: ControllerID?, coordinator: CoordinatorID?, env: [String: Value], finished: HeldScreen? = nil, startedChild: CoordinatorID? = nil,
                screenContext: Bool) {
        self.acting = acting; self.coordinator = coordinator; self.env = env
        self.finished = finished; self.startedChild = startedChild; self.screenContext = screenContext
    }

    /// What dismiss and pop act on: the screen that finished (nothing once it is gone), else the acting screen.
    public var subject: ControllerID? {
        switch finished {
        case .alive(let id)?: id
        case .gone?: nil
        case nil: acting
        }
    }
}

/// The whole simulated app at one moment. A value: copying it is a snapshot, comparing it is cheap.
public struct SimState: Hashable, Sendable {
    public internal(set) var launched = false
    public internal(set) var controllers: IDTable<ControllerID, Controller> = [:]
    public internal(set) var windowRoot: ControllerID?
    /// Modals whose presenter was removed by a window-root replacement: still alive (UIKit rule 15, docs/simulator.md).
    public internal(set) var orphanedModals: [ControllerID] = []
    public internal(set) var coordinators: IDTable<CoordinatorID, CoordinatorInstance> = [:]
    /// Coordinators retained by the app delegate.
    public internal(set) var appCoordinators: [CoordinatorID] = []
    public internal(set) var pending: IDTable<PendingID, PendingResult> = [:]
    public internal(set) var nextID = 1
    /// Set when UIKit would have crashed; only undo leaves it.
    public internal(set) var crash: String?
    /// Coordinators already reported as leaked, so each leak is reported once.
    public internal(set) var reportedLeaks: Set<CoordinatorID> = []
    /// Pending results already reported as undeliverable (R305), so each is reported once.
    public internal(set) var reportedUndeliverable: Set<PendingID> = []
    /// The app's `var`s (what UserDefaults or the keychain keep).
    public internal(set) var globals: [String: Value] = [:]
    /// SwiftUI path bindings by name (`path feedPath: Route`): the values, whether or not a stack shows them.
    public internal(set) var paths: [String: [Value]] = [:]
    /// Paths whose values a NavigationStack showed and that stack is gone (a sign-out): the next stack bound to
    /// one shows the old screens again (R220).
    public internal(set) var stalePaths: Set<String> = []

    public init() {}

    public func screen(_ id: ControllerID) -> ScreenInstance? { controllers[id]?.screen }
    public func name(of id: ControllerID) -> String {
        guard let c = controllers[id] else { return "#\(id)" }
        switch c.kind {
        case .screen(let s): return s.screen
        case .navigation: return "UINavigationController"
        case .tabBar(let n, _, _, _): return n
        case .alert: return "UIAlertController"
        }
    }
}
