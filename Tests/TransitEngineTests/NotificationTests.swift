// SPDX-License-Identifier: MIT
import Testing
@testable import TransitEngine
@testable import TransitExplorer
import TransitLanguage
import TransitModel

/// `notification NAME` / `notify NAME`: what the app posts with NotificationCenter, heard by every live observer.
struct NotificationTests {
    static let logout = """
    notification loggedOut(reason: Reason)
    enum Reason { case user, expired }
    app A { launch AppCoordinator }
    screen Home { action settings }
    screen Settings { action logout { notify loggedOut(reason: .user) } }
    screen Login { action signIn }
    coordinator MainCoordinator {
      root Home withNavigation
      on Home.settings { push Settings }
      on loggedOut(why) { log why }
    }
    coordinator AppCoordinator {
      start { showMain() }
      func showMain() { start MainCoordinator as root then { release } }
      on loggedOut { release all; root Login withNavigation }
      on Login.signIn { showMain() }
    }
    """

    @Test func everyLiveObserverRunsAtTheMomentOfThePost() throws {
        var sim = Sim(Self.logout)
        sim.send(.launch)
        sim.tap("settings")
        sim.tap("logout")
        let handlers = sim.lastSteps.filter { $0.kind == .handler }.map(\.message)
        // Breadth-first from the app's coordinators: the app coordinator, then the child it still held.
        #expect(handlers == ["AppCoordinator observes loggedOut"], "the child was released by the first handler: \(handlers)")
        #expect(sim.top == "Login")
        #expect(sim.coordinators == ["AppCoordinator"])
        #expect(sim.codes.isEmpty, "\(sim.codes)")
    }

    @Test func observersRunInTreeOrderAndReadTheArguments() throws {
        // Without the release, both hear it: the parent first, then the child, which reads the argument.
        var sim = Sim(Self.logout.replacingOccurrences(of: "on loggedOut { release all; root Login withNavigation }", with: "on loggedOut { log \"parent\" }"))
        sim.send(.launch)
        sim.tap("settings")
        sim.tap("logout")
        let text = sim.lastSteps.map(\.message)
        let parent = try #require(text.firstIndex(of: "AppCoordinator observes loggedOut"))
        let child = try #require(text.firstIndex(of: "MainCoordinator observes loggedOut"))
        #expect(parent < child)
        #expect(text.contains { $0.contains("user") }, "\(text)")
    }

    @Test func theExplorerNeverPostsOneByItselfButFindsWhatAPostDoes() {
        let o = FlowLoader.load(source: Self.logout.replacingOccurrences(of: "release all; ", with: ""), path: "n.flow")
        #expect(!o.hasErrors)
        let engine = Engine(flow: o.flow)
        var state = SimState()
        state = (try? engine.apply(.launch, to: state))?.state ?? state
        #expect(!engine.concreteEvents(in: state).contains { if case .appEvent = $0 { true } else { false } })
        // Logging out without releasing the main flow leaks it: found after the tap that posts.
        let r = Explorer(engine: engine).explore()
        let leak = r.findings.first { $0.code == .coordinatorLeak }
        #expect(leak?.message.hasPrefix("MainCoordinator leaked") == true)
        #expect(leak?.trace.map(\.gesture) == ["launch", "tap Home.settings", "tap Settings.logout"])
    }

    @Test func nobodyObservingIsNotAProblem() {
        var sim = Sim("""
        notification refreshed
        app A { launch Home withNavigation }
        screen Home { action go { notify refreshed } }
        """)
        sim.send(.launch)
        sim.tap("go")
        #expect(sim.codes.isEmpty)
        #expect(sim.lastSteps.contains { $0.message == "no live coordinator observes refreshed: nothing happens" })
    }

    @Test func onlyANotificationCanBePostedAndItsArgumentsAreChecked() {
        let event = FlowLoader.load(source: """
        event sessionExpired
        notification loggedOut(reason: String)
        app A { launch Home withNavigation }
        screen Home {
          action a { notify sessionExpired }
          action b { notify logedOut(reason: "x") }
          action c { notify loggedOut }
        }
        """, path: "n.flow")
        let messages = event.diagnostics.map { "\($0.code.rawValue) \($0.message)" }
        #expect(messages.contains("T106 'sessionExpired' is an event: it reaches the app from outside, so the flow cannot post it"), "\(messages)")
        #expect(event.diagnostics.contains { $0.code == .unknownName && $0.message == "unknown notification 'logedOut'" && ($0.hint ?? "").contains("loggedOut") })
        #expect(event.diagnostics.contains { $0.code == .missingArgument && $0.message.contains("notification 'loggedOut' needs 'reason: String'") })
    }

    @Test func theShellsEventPostsOne() throws {
        var sim = Sim(Self.logout)
        sim.send(.launch)
        sim.send(.appEvent(name: "loggedOut", arguments: ["reason": .enumCase(type: "Reason", name: "expired")]))
        #expect(sim.top == "Login")
    }
}
