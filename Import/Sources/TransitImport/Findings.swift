// SPDX-License-Identifier: MIT

/// What translating bodies learns besides statements: the handlers screens get, how children end, the calls seen.
struct Findings {
    /// `vc.onSelect = { … }` in a coordinator: the handler of `Screen.onSelect`, in that coordinator.
    struct Handler { var coordinator: String; var screen: String; var action: String; var body: [DraftStatement]; var place: SourcePlace }
    var handlers: [Handler] = []
    /// `child.finishFlow = { … }` in a parent: what it does when that child ends, by child coordinator type.
    var terminations: [String: (body: [DraftStatement], place: SourcePlace)] = [:]
    /// Every navigation call site read, with its outcome, for the coverage report.
    var calls: [SourcePlace: NavigationCall] = [:]
    /// Coordinators that are a tab of a tab bar (started by it, not by a `start` statement).
    var tabCoordinators: Set<String> = []
    /// The case of each navigating arm of a `switch` read as a choice, by the switch's place.
    var switchArms: [SourcePlace: [String]] = [:]
    /// For an `if … else if …` read as a choice, by its place: each navigating arm's condition, nil for the last `else`.
    var ifArms: [SourcePlace: [String?]] = [:]
    /// Where each tab coordinator's tab bar is built: its start there is the tab bar's, not a statement.
    var tabBuilders: [String: Set<String>] = [:]
    /// A split view's columns set before it is shown (`split.viewControllers = [primary, secondary]`), by the split
    /// view's screen name: drafted where it is shown.
    var splitColumns: [String: [Destination]] = [:]
    /// Coordinators that hold a split view's primary column, with the place the split view is shown: started there.
    var splitCoordinators: [String: SourcePlace] = [:]
    /// Tab bars and their tabs, by tab bar name.
    var tabBars: [String: (tabs: [Destination], place: SourcePlace)] = [:]
    /// `viewModel.finished.sink { … }` in a screen: what the screen does when that publisher fires, an event of its
    /// own (the subscription is made at load; its closure runs later, any number of times).
    struct ScreenEvent { var screen: String; var name: String; var body: [DraftStatement]; var place: SourcePlace }
    var screenEvents: [ScreenEvent] = []
    /// `router.push(vc, completion: { … })` where the router keeps the closure and runs it once `vc` is popped (its
    /// navigation delegate's didShow): the coordinator's `on pop Screen { … }`.
    struct PopHook { var coordinator: String; var screen: String; var body: [DraftStatement]; var place: SourcePlace }
    var popHooks: [PopHook] = []
    /// `NotificationCenter.default.addObserver(…, name: .loggedOut, …)` in a coordinator: its `on loggedOut { … }`.
    struct Observer { var coordinator: String; var name: String; var body: [DraftStatement]; var place: SourcePlace }
    var observers: [Observer] = []
    /// A coordinator's closure something outside calls later (`startMonitoring(inactivityHandler: { … })`): the
    /// coordinator's `on inactivity { … }`, an event of the app.
    var externalEvents: [Observer] = []
    /// Names the app posts (`NotificationCenter.default.post(name: .loggedOut, …)`), with where first.
    var posted: [String: SourcePlace] = [:]
    /// Enums a switch reads from run-time state (`switch LaunchInstructor.configure()`): app variables `= any`, by
    /// the name the flow gives them.
    var launchStates: [String: (type: String, cases: [String], place: SourcePlace)] = [:]

    mutating func record(_ place: SourcePlace, _ call: String, _ destination: Destination?) {
        let outcome: NavigationCall.Outcome
        switch destination {
        case .parameter?, .navigation(.parameter?)?: outcome = .wrapper
        case .unresolved?, .navigation(.unresolved?)?: outcome = .unresolved
        default: outcome = .resolved
        }
        let detail = destination.map(describe) ?? ""
        // A wrapper's own body is counted at its call sites; the first reading of a place wins.
        if calls[place] == nil { calls[place] = NavigationCall(place: place, call: call, outcome: outcome, detail: detail) }
    }

    mutating func recordResolved(_ place: SourcePlace, _ call: String, _ detail: String) {
        calls[place] = NavigationCall(place: place, call: call, outcome: .resolved, detail: detail)
    }
}

func describe(_ d: Destination) -> String {
    switch d {
    case .screen(let s): s
    case .acting: "self"
    case .storyboard(let s): "storyboard \"\(s)\""
    case .hosting(let s): "SwiftUI \(s)"
    case .system(let s): s
    case .alert(let title): "UIAlertController(\(title ?? ""))"
    case .navigation(let inner): "UINavigationController(\(inner.map(describe) ?? ""))"
    case .tabBar(let s): s
    case .coordinator(let s): s
    case .parameter(let i): "parameter \(i + 1)"
    case .unresolved(let s): s
    }
}
