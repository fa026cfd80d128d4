// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
@testable import TransitEngine
import TransitLanguage
import TransitModel

/// Drives the engine through events and describes the state compactly for assertions.
struct Sim {
    let engine: Engine
    var state = SimState()
    var history: [SimState] = []
    var lastDiagnostics: [RuntimeDiagnostic] = []
    var allDiagnostics: [RuntimeDiagnostic] = []
    var lastSteps: [Step] = []

    init(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = FlowLoader.load(source: source, path: "test.flow")
        #expect(!outcome.hasErrors, "flow has errors: \(outcome.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        engine = Engine(flow: outcome.flow)
    }

    /// The flow, launched.
    static func launched(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> Sim {
        var s = Sim(source, sourceLocation: sourceLocation)
        s.send(.launch, sourceLocation: sourceLocation)
        return s
    }

    init(file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = FlowLoader.load([Sim.repoRoot + "/" + file])
        #expect(!outcome.hasErrors, "flow has errors: \(outcome.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        engine = Engine(flow: outcome.flow)
    }

    static var repoRoot: String { PackageRoot.url.path }

    @discardableResult
    mutating func send(_ e: Event, sourceLocation: SourceLocation = #_sourceLocation) -> Transition? {
        do {
            let t = try engine.apply(e, to: state)
            history.append(state)
            state = t.state
            lastDiagnostics = t.diagnostics
            allDiagnostics += t.diagnostics
            lastSteps = t.steps
            return t
        } catch {
            Issue.record("event \(e) failed: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    func fails(_ e: Event) -> String? {
        do { _ = try engine.apply(e, to: state); return nil } catch { return error.description }
    }

    mutating func tap(_ name: String, _ args: [String: Value] = [:], on screen: String? = nil, cell: String? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        send(.action(screen: screen, cell: cell, name: name, arguments: args), sourceLocation: sourceLocation)
    }

    var codes: [String] { lastDiagnostics.map(\.code.rawValue) }
    var top: String? { state.topScreen.map { state.name(of: $0) } }
    var modals: [String] { state.modalChain.map { state.visibleLeaf($0).map { state.name(of: $0) } ?? state.name(of: $0) } }
    var coordinators: [String] { state.coordinators.values.map(\.name).sorted() }

    /// The stack of the navigation controller showing the top screen.
    var stack: [String] {
        guard let nav = state.visibleNavigation, case .navigation(let st) = state.controllers[nav]?.kind else { return [] }
        return st.map { state.name(of: $0) }
    }

    /// Pending results as "Source -> waiter".
    var pending: [String] {
        state.pending.values.filter { !$0.delivered }.map { p -> String in
            let src: String
            switch p.source {
            case .screen(let x): src = state.name(of: x)
            case .coordinator(let x): src = state.coordinators[x]?.name ?? "?"
            }
            let waiter = p.frame.screenContext ? p.frame.acting.map { state.name(of: $0) } ?? "?" : p.frame.coordinator.flatMap { state.coordinators[$0]?.name } ?? "app"
            return "\(src) -> \(waiter)"
        }.sorted()
    }
}

// MARK: - Extensions for the engine test suite

/// Everything a test asserts after an event, in one comparable value: when a field differs, `#expect` prints both.
struct Shot: Equatable, CustomStringConvertible {
    var top: String?
    /// The visible navigation stack (the one whose back button the user sees), bottom first.
    var stack: [String]
    /// The modal chain from the window root up, each as the screen it shows.
    var modals: [String]
    /// The selected tab of the window root's tab bar, if the root is a tab bar.
    var tab: String? = nil
    /// The coordinator tree: `Parent[Child, Child]`, roots retained by the app delegate joined with ", ".
    var tree: String = ""
    var pending: [String] = []
    /// Runtime diagnostic codes of the last event.
    var codes: [String] = []

    var description: String {
        "top: \(top ?? "nil"), stack: \(stack), modals: \(modals), tab: \(tab ?? "nil"), tree: \"\(tree)\", pending: \(pending), codes: \(codes)"
    }
}

extension Sim {
    /// Loads a flow that the static checks reject, to run the engine on what the checker would refuse.
    /// Exactly `expecting` must be the error codes found.
    init(unchecked source: String, expecting: Set<String>, sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = FlowLoader.load(source: source, path: "test.flow")
        let errors = Set(outcome.diagnostics.filter { $0.severity == .error }.map(\.code.rawValue))
        #expect(errors == expecting, "errors: \(outcome.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        self.init(engine: Engine(flow: outcome.flow))
    }

    init(engine: Engine) {
        self.engine = engine
    }

    /// The flow source of a file in the repository.
    static func source(_ file: String) -> String {
        (try? String(contentsOfFile: repoRoot + "/" + file, encoding: .utf8)) ?? ""
    }

    var shot: Shot {
        Shot(top: top, stack: stack, modals: modals, tab: selectedTab, tree: tree, pending: pending, codes: codes)
    }

    var selectedTab: String? {
        let tb = state.visibleTabBar ?? state.windowRoot
        guard let tb, case .tabBar(_, _, let names, let sel) = state.controllers[tb]?.kind, names.indices.contains(sel) else { return nil }
        return names[sel]
    }

    var tree: String {
        func node(_ id: CoordinatorID) -> String {
            guard let c = state.coordinators[id] else { return "?" }
            let kids = c.children.map(node)
            return c.name + (kids.isEmpty ? "" : "[" + kids.joined(separator: ", ") + "]")
        }
        return state.appCoordinators.map(node).joined(separator: ", ")
    }

    /// Names of every live screen (view controller instances still in memory), sorted.
    var live: [String] {
        state.controllers.values.compactMap { $0.screen?.screen }.sorted()
    }

    /// Names of the screens shown by modals left alive after a window-root replacement.
    var orphans: [String] {
        state.orphanedModals.map { state.visibleLeaf($0).map { state.name(of: $0) } ?? state.name(of: $0) }
    }

    /// The most recently created live instance of a screen.
    func id(_ screen: String) -> ControllerID? { state.liveScreens(named: screen).last }

    func instance(_ screen: String) -> ScreenInstance? { id(screen).flatMap { state.screen($0) } }
    /// A SwiftUI presentation binding of the newest live instance of a screen: nil when false or nil.
    func binding(_ screen: String, _ name: String) -> Value? { id(screen).flatMap { state.controllers[$0]?.bindings[name] } }

    var messages: [String] { lastDiagnostics.map(\.message) }
    var stepMessages: [String] { lastSteps.map(\.message) }
    /// Kinds of the last event's steps, lifecycle callbacks left out.
    var kinds: [Step.Kind] { lastSteps.filter { !$0.isLifecycle }.map(\.kind) }
    var logs: [String] { lastSteps.filter { $0.kind == .log || $0.kind == .alert }.map(\.message) }

    /// Sends an event that must leave the state exactly as it was (UIKit ignores the call).
    mutating func sendUnchanged(_ e: Event, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = state
        send(e, sourceLocation: sourceLocation)
        #expect(Sim.structure(state) == Sim.structure(before), "\(e) changed the state", sourceLocation: sourceLocation)
    }

    mutating func tapUnchanged(_ name: String, _ args: [String: Value] = [:], on screen: String? = nil, cell: String? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        sendUnchanged(.action(screen: screen, cell: cell, name: name, arguments: args), sourceLocation: sourceLocation)
    }
}

extension Sim {
    /// The state without its bookkeeping (the id counter, which leaks were already reported, ids of discarded
    /// screens): what the user sees.
    static func structure(_ s: SimState) -> SimState {
        var x = s
        x.nextID = 0
        x.reportedLeaks = []
        x.reportedUndeliverable = []
        // A coordinator's list of the screens it created may keep ids of screens UIKit discarded at once.
        for (k, c) in x.coordinators { x.coordinators[k]?.screens = c.screens.filter { s.controllers[$0] != nil } }
        return x
    }
}

extension Value {
    static func s(_ x: String) -> Value { .string(x) }
}

/// Flows more than one test file drives.
enum Fixtures {
    /// The parent's termination handler releases the child without dismissing its sheet (R303, then R213).
    static let releaseWithoutDismiss = """
    app X { launch P }
    screen Home { action go }
    screen Sheet { action done }
    coordinator P {
      root Home withNavigation
      on Home.go { start C as present then { release } }
    }
    coordinator C {
      root Sheet
      on Sheet.done { terminate }
    }
    """
}
