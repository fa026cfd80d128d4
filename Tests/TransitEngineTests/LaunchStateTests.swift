// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
@testable import TransitEngine
@testable import TransitExplorer
import TransitLanguage
import TransitModel

/// Launch state (issue 30): app variables written `= any` start with every value of their type, and the explorer
/// launches once per combination, so a bug that only a cold launch from a notification or an open session shows is found.
@Suite struct LaunchStateTests {
    static let flow = """
    enum Source { case icon, notification }
    app X {
      var loggedIn: Bool = any
      var from: Source = any
      launch Root
    }
    screen Login { action ok }
    screen Home { action open }
    screen Message { action close { dismiss } }
    coordinator Root {
      start {
        if loggedIn {
          root Home withNavigation
          // A cold launch from a notification presents the message before the root is in the window: refused.
          if from == .notification { start Opener }
        } else { root Login }
      }
      on Login.ok { root Home withNavigation }
      on Home.open { present Message }
    }
    coordinator Opener { start { present Message fullScreen } }
    """

    @Test func theExplorerLaunchesInEveryLaunchState() {
        let o = FlowLoader.load(source: Self.flow)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        let engine = Engine(flow: o.flow)
        let launches = engine.concreteEvents(in: SimState())
        #expect(launches.count == 4, "\(launches)")
        #expect(launches.contains(.launchWith(["loggedIn": .bool(true), "from": .enumCase(type: "Source", name: "notification")])))
        let r = Explorer(engine: engine).explore()
        #expect(r.complete)
        let found = r.findings.first { $0.trace.first.map { ShellTextCheck.describes($0, "loggedIn: true") && ShellTextCheck.describes($0, "notification") } ?? false }
        #expect(found != nil, "the notification launch's problem is not found: \(r.findings.map { "\($0.code): \($0.message) \($0.trace)" })")
    }

    @Test func aPlainLaunchStartsWithTheFirstValues() {
        var s = Sim(Self.flow)
        s.send(.launch)
        #expect(s.top == "Login")
        #expect(s.state.globals["loggedIn"] == .bool(false))
    }

    @Test func aLaunchStateIsChosenAndChecked() {
        var s = Sim(Self.flow)
        s.send(.launchWith(["loggedIn": .bool(true)]))
        #expect(s.top == "Home")
        #expect(s.lastSteps.first?.message == "application(_:didFinishLaunchingWithOptions:) with loggedIn: true, from: .icon")
        let t = Sim(Self.flow)
        #expect(t.fails(.launchWith(["signedIn": .bool(true)]))?.contains("launch has no argument 'signedIn'") == true)
        #expect(t.fails(.launchWith(["from": .string("x")]))?.contains("'from' must be a Source") == true)
    }

    /// `prepareRoot(state: RootState.current())` on an app router: the launch passes the app's variable, so each
    /// launch state starts the coordinator with that case.
    @Test func aLaunchArgumentReadsAnAppVariable() {
        let source = """
        enum RootState { case splash, onboarding, main }
        app X {
          var state: RootState = any
          launch Router(state: state)
        }
        screen Splash { }
        screen Onboarding { }
        screen Main { }
        coordinator Router(state: RootState) {
          start { match state { .splash { root Splash } .onboarding { root Onboarding } .main { root Main } } }
        }
        """
        let o = FlowLoader.load(source: source)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        var s = Sim(source)
        s.send(.launchWith(["state": .enumCase(type: "RootState", name: "onboarding")]))
        #expect(s.top == "Onboarding")
        let r = Explorer(engine: Engine(flow: o.flow)).explore()
        #expect(r.complete)
        #expect(r.reachedScreens == ["Splash", "Onboarding", "Main"], "\(r.reachedScreens)")
        // A name that is no app variable is still refused.
        let wrong = FlowLoader.load(source: source.replacingOccurrences(of: "Router(state: state)", with: "Router(state: mode)"))
        #expect(wrong.diagnostics.contains { $0.code.rawValue == "T101" && $0.message.contains("'mode'") }, "\(wrong.diagnostics.map(\.message))")
    }

    @Test func anyIsOnlyForAFiniteTypedAppVariable() {
        for (source, message) in [
            ("app X { var n = any\n launch S }\nscreen S { }", "'any' needs the variable's type"),
            ("app X { var n: String = any\n launch S }\nscreen S { }", "has too many to try"),
            ("app X { launch C }\nscreen S { }\ncoordinator C { var n: Bool = any\n root S }", "only an app variable can start with 'any'"),
        ] {
            let o = FlowLoader.load(source: source)
            #expect(o.diagnostics.contains { $0.message.contains(message) }, "\(source): \(o.diagnostics.map(\.message))")
        }
    }
}

/// Event descriptions as the shell prints them.
enum ShellTextCheck {
    static func describes(_ e: Event, _ text: String) -> Bool { e.description.contains(text) }
}
