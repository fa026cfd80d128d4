// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
@testable import TransitEngine
import TransitLanguage
import TransitModel

/// Findings say what happened in the app's own terms (issue 30, "reported where and as they happen").
@Suite struct ReportingTests {
    /// A screen pushed inside a presented navigation controller was not presented: the modal is named by its root.
    @Test func aModalLeftUnderANewRootIsNamedByWhatWasPresented() {
        var s = Sim("""
        event reset
        app X { launch C }
        screen Home { action settings }
        screen Settings { action about }
        screen About { }
        coordinator C {
          root Home withNavigation
          on Home.settings { present Settings withNavigation }
          on Settings.about { push About }
          on reset { root Home withNavigation }
        }
        """)
        s.send(.launch)
        s.tap("settings", on: "Home")
        s.tap("about", on: "Settings")
        s.send(.appEvent(name: "reset", arguments: [:]))
        #expect(s.lastDiagnostics.map(\.message) == ["window.rootViewController replaced while Settings (showing About) is presented: the modal is not dismissed and stays alive"])
    }

    /// An app that removes children in a navigation delegate: the leak names the hook that misses the screen.
    @Test func aBackLeakInADelegateAppNamesTheMissingHook() {
        var s = Sim("""
        app X { launch P }
        screen Home { action open; action other }
        screen D { }
        screen E { }
        coordinator P {
          root Home withNavigation
          on Home.open { start C as push }
          on Home.other { start Q as push }
          on pop E { release Q }
        }
        coordinator C { root D }
        coordinator Q { root E }
        """)
        s.send(.launch)
        s.tap("open", on: "Home")
        s.send(.back)
        #expect(s.lastDiagnostics.map(\.message) == ["C leaked: still retained by P but shows no screen; the back button popped its screen and no 'on pop D' in P releases it"])
    }
}

/// `present … onTop` (issue 30, router-style apps): from the top-most presented controller, not the acting screen.
@Test func presentOnTopLandsOverWhatIsUp() {
    let flow = """
    event share
    app X { launch C }
    screen Home { action settings }
    screen Settings { action x { log "s" } }
    screen Share { action done { dismiss } }
    coordinator C {
      root Home withNavigation
      on Home.settings { present Settings }
      on share { present Share onTop }
    }
    """
    var s = Sim(flow)
    s.send(.launch)
    s.tap("settings", on: "Home")
    s.send(.appEvent(name: "share", arguments: [:]))
    #expect(s.lastDiagnostics.isEmpty, "\(s.lastDiagnostics.map(\.message))")
    #expect(s.modals == ["Settings", "Share"])
    // Without onTop the coordinator presents from the navigation controller it holds, which is busy: R207.
    var t = Sim(flow.replacingOccurrences(of: "present Share onTop", with: "present Share"))
    t.send(.launch)
    t.tap("settings", on: "Home")
    t.send(.appEvent(name: "share", arguments: [:]))
    #expect(t.codes == ["R207"], "\(t.lastDiagnostics.map(\.message))")
}
