// SPDX-License-Identifier: MIT
import Testing
import TransitTestSupport
@testable import TransitEngine
@testable import TransitExplorer
import TransitLanguage
import TransitModel

/// A re-tapped tab (issue 34, docs/simulator.md rule 7): UIKit pops a UINavigationController tab to its root, but a
/// tab whose NavigationStack a UIHostingController holds (`hosted`) is popped by nothing unless a view does it itself
/// (`on reselect`); with views pushed and nothing popping, that is R224.
@Suite struct SwiftUITabReselectTests {
    static let flow = """
    enum Route { case general, post }
    screen Settings {
      destination Route.general: General
      action general { append .general }
      action up { popLast from settingsPath }
    }
    screen General { action up { popLast } }
    screen Feed {
      destination Route.post: Post
      action open { append .post }
    }
    screen Post { on reselect { dismiss } }
    tabs Main {
      tab feed: Feed path: feedPath hosted
      tab settings: Settings path: settingsPath hosted
      tab plain: Settings path: plainPath
    }
    app A {
      path feedPath: Route
      path settingsPath: Route
      path plainPath: Route
      launch Main
    }
    """

    static func launched() -> Sim { Sim.launched(flow) }

    @Test func aHostedTabWithNothingThatPopsIsReported() {
        var s = Self.launched()
        s.send(.selectTab(.name("settings")))
        s.tap("general")
        #expect(s.stack == ["Settings", "General"])
        s.send(.selectTab(.name("settings")))
        #expect(s.stack == ["Settings", "General"])
        #expect(s.codes == ["R224"], "\(s.stepMessages)")
    }

    @Test func aViewThatPopsItselfOnReselectIsNotReported() {
        var s = Self.launched()
        s.tap("open")
        s.send(.selectTab(.name("feed")))
        #expect(s.stack == ["Feed"])
        #expect(s.codes.isEmpty, "\(s.stepMessages)")
        #expect(s.stepMessages.contains("Post's 'on reselect' runs"))
    }

    @Test func aNavigationControllerTabStillPopsToItsRoot() {
        var s = Self.launched()
        s.send(.selectTab(.name("plain")))
        s.tap("general")
        s.send(.selectTab(.name("plain")))
        #expect(s.stack == ["Settings"])
        #expect(s.codes.isEmpty)
    }

    @Test func hostedIsATabModifierOnly() {
        let o = FlowLoader.load(source: Self.flow.replacingOccurrences(of: "launch Main", with: "launch Main hosted"))
        #expect(o.hasErrors)
        #expect(o.diagnostics.contains { $0.message.contains("hosted") }, "\(o.diagnostics.map(\.message))")
    }

    @Test func theExplorerFindsTheDeadReTap() {
        let o = FlowLoader.load(source: Self.flow)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        let r = Explorer(engine: Engine(flow: o.flow)).explore()
        #expect(r.complete)
        let found = r.findings.filter { $0.code == .reselectDoesNothing }
        #expect(found.first?.trace.map(\.description) == ["launch", "tab settings", "tap Settings.general", "tab settings"],
                "\(r.findings.map { "\($0.code): \($0.trace)" })")
    }

    @Test func popLastOnAnEmptyPathDoesNothingAndDoesNotTrap() {
        var s = Self.launched()
        s.send(.selectTab(.name("settings")))
        s.tap("up", on: "Settings")
        #expect(s.codes.isEmpty)
        #expect(s.stepMessages.contains("settingsPath.popLast(): settingsPath is empty; nothing happens"), "\(s.stepMessages)")
        s.tap("general")
        s.tap("up", on: "General")
        #expect(s.stack == ["Settings"])
        #expect(s.state.paths["settingsPath"] == [])
    }

    static let lazy = """
    screen First { }
    screen Second {
      cover warning: Warning
      on load { warning = true }   // a @State that starts true
    }
    screen Warning { action ok { dismiss } }
    tabs Main {
      tab first: First
      tab second: Second
    }
    app A { launch Main }
    """

    @Test func aTabsViewLoadsWhenTheTabIsFirstSelectedAndItsStateThenPresents() {
        var s = Sim.launched(Self.lazy)
        // Not selected yet: its view has not loaded, so nothing is presented.
        #expect(s.modals.isEmpty)
        #expect(!s.stepMessages.contains("Second's 'on load' runs (viewDidLoad)"))
        s.send(.selectTab(.name("second")))
        #expect(s.stepMessages.contains("Second's 'on load' runs (viewDidLoad)"), "\(s.stepMessages)")
        // Set while the view was loading: SwiftUI presents once it is on screen, no R208.
        #expect(s.modals == ["Warning"])
        #expect(s.codes.isEmpty, "\(s.stepMessages)")
        s.tap("ok")
        s.send(.selectTab(.name("first")))
        s.send(.selectTab(.name("second")))
        // Loaded once only.
        #expect(!s.stepMessages.contains("Second's 'on load' runs (viewDidLoad)"))
        #expect(s.modals.isEmpty)
    }
}
