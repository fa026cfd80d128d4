// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
@testable import TransitEngine
import TransitLanguage
import TransitModel

/// `Ancestor.func()` (issue 30): a child calls a method on a coordinator above it (`parentCoordinator?.showLogin()`).
@Suite struct AncestorCallTests {
    static let flow = """
    app X { launch Root }
    screen Login { action ok }
    screen Home { action open }
    screen Detail { action logout; action ping }
    coordinator Root {
      start { showLogin() }
      func showLogin() { root Login withNavigation }
      on Login.ok { start Main as root }
    }
    coordinator Main {
      root Home withNavigation
      on Home.open { start DetailC as push }
    }
    coordinator Other { start { }
      func f() { log "f" } }
    coordinator DetailC {
      root Detail
      on Detail.logout { Root.showLogin() }
      on Detail.ping { Other.f() }
    }
    """

    @Test func aChildRunsItsAncestorsFuncFromWhatTheAncestorHolds() {
        var s = Sim(Self.flow)
        s.send(.launch)
        s.tap("ok", on: "Login")
        s.tap("open", on: "Home")
        s.tap("logout", on: "Detail")
        #expect(s.lastSteps.contains { $0.message == "Root.showLogin()" }, "\(s.lastSteps.map(\.message))")
        #expect(s.top == "Login")
        // Root never released Main: the forgotten release is a leak.
        #expect(s.codes.contains("R301"), "\(s.lastDiagnostics.map(\.message))")
    }

    @Test func aCoordinatorThatIsNoAncestorIsNotReached() {
        var s = Sim(Self.flow)
        s.send(.launch)
        s.tap("ok", on: "Login")
        s.tap("open", on: "Home")
        s.tap("ping", on: "Detail")
        #expect(s.lastSteps.contains { $0.message.hasPrefix("Other.f(): no Other above or below DetailC any more; nothing happens") }, "\(s.lastSteps.map(\.message))")
    }

    @Test func unknownFuncsAndScreenCallersAreRefused() {
        let bad = Self.flow.replacingOccurrences(of: "Root.showLogin()", with: "Root.showLogni()")
        let o = FlowLoader.load(source: bad)
        #expect(o.diagnostics.contains { $0.message == "Root has no func 'showLogni'" && $0.fixIts.first?.replacement == "showLogin" },
                "\(o.diagnostics.map(\.message))")
        let fromScreen = Self.flow.replacingOccurrences(of: "screen Home { action open }", with: "screen Home { action open; action x { Root.showLogin() } }")
        #expect(FlowLoader.load(source: fromScreen).diagnostics.contains { $0.message.contains("only a coordinator's code holds a reference") })
    }
}

/// The same call reaching down: code that reads its child list (`(childCoordinators.last as? X)?.f()`).
@Test func aCoordinatorCallsTheNewestChildOfThatName() {
    var s = Sim("""
    event openLink
    app X { launch Root }
    screen Home { action open }
    screen Detail { }
    screen Overlay { action close { dismiss } }
    coordinator Root {
      root Home withNavigation
      on Home.open { start DetailC as push }
      on openLink { DetailC.show() }
    }
    coordinator DetailC {
      root Detail
      func show() { present Overlay }
    }
    """)
    s.send(.launch)
    s.send(.appEvent(name: "openLink", arguments: [:]))
    #expect(s.lastSteps.contains { $0.message.hasPrefix("DetailC.show(): no DetailC above or below Root") }, "\(s.lastSteps.map(\.message))")
    s.tap("open", on: "Home")
    s.send(.appEvent(name: "openLink", arguments: [:]))
    #expect(s.modals == ["Overlay"], "\(s.lastSteps.map(\.message))")
}
