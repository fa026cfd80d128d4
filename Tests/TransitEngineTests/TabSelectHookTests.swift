// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
@testable import TransitEngine
import TransitLanguage
import TransitModel

/// `on select TAB` (issue 30): the tab bar's delegate hears the user switch tabs, and a tab's coordinator can be made
/// lazily, on the first selection.
@Suite struct TabSelectHookTests {
    static let flow = """
    app X { launch Main }
    screen Feed { action x { log "f" } }
    screen Profile { action edit }
    screen Edit { }
    // The tab's placeholder until its coordinator is made (a plain UIViewController with the tab's item).
    screen Placeholder { }
    tabs Tabs {
      tab feed: Feed withNavigation
      tab profile: Placeholder
    }
    coordinator Main {
      var profileStarted = false
      root Tabs
      on select profile {
        if !profileStarted {
          profileStarted = true
          start ProfileC as tab profile
        }
      }
    }
    coordinator ProfileC {
      root Profile withNavigation
      on Profile.edit { push Edit }
    }
    """

    @Test func aTabsCoordinatorIsMadeOnItsFirstSelection() {
        var s = Sim(Self.flow)
        s.send(.launch)
        #expect(!s.coordinators.contains("ProfileC"))
        s.send(.selectTab(.name("profile")))
        #expect(s.lastSteps.contains { $0.message == "Main: tabBarController(_:didSelect:) for tab profile" }, "\(s.lastSteps.map(\.message))")
        #expect(s.top == "Profile")
        s.tap("edit", on: "Profile")
        #expect(s.stack == ["Profile", "Edit"])
        s.send(.selectTab(.name("feed")))
        s.send(.selectTab(.name("profile")))
        #expect(s.coordinators.filter { $0 == "ProfileC" }.count == 1)
        #expect(s.stack == ["Profile", "Edit"])
        #expect(s.allDiagnostics.isEmpty, "\(s.allDiagnostics.map(\.message))")
    }

    @Test func codeThatSelectsATabDoesNotCallTheDelegate() {
        let source = Self.flow.replacingOccurrences(of: "screen Feed { action x { log \"f\" } }", with: "screen Feed { action x { log \"f\" } }\nscreen Unused { }")
            .replacingOccurrences(of: "  root Tabs\n", with: "  root Tabs\n  start { tab profile }\n")
        var s = Sim(source)
        s.send(.launch)
        #expect(!s.coordinators.contains("ProfileC"), "UIKit does not call didSelect for a programmatic selection")
    }

    @Test func aSelectHookOnAnUnknownTabIsRefused() {
        let o = FlowLoader.load(source: Self.flow.replacingOccurrences(of: "on select profile", with: "on select profil"))
        #expect(o.diagnostics.contains { $0.message == "no tab bar has a tab 'profil'" }, "\(o.diagnostics.map(\.message))")
        // `on select(x)` stays an app event handler.
        let ev = FlowLoader.load(source: "event select(x: Bool)\napp X { launch C }\nscreen S { }\ncoordinator C { root S\n on select(x) { log \"e\" } }")
        #expect(!ev.hasErrors, "\(ev.diagnostics.map(\.message))")
    }
}
