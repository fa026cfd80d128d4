// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel

/// `retain self`: a screen or coordinator that keeps a closure or object holding it strongly is never freed (ARC), so
/// leaving the window or being released by its parent leaks it (R301).
@Suite("retain self")
struct RetainSelfTests {
    static let settings = """
    app A { launch Home withNavigation }
    screen Home { action open { push Settings } }
    screen Settings {
      action closeAccount { retain self; alert "Close account?" }
      action rename { log "renamed" }
    }
    """

    @Test func aScreenThatRetainsItselfLeaksWhenPopped() {
        var sim = Sim.launched(Self.settings)
        sim.tap("open")
        sim.tap("closeAccount")
        #expect(sim.codes == [])
        #expect(sim.stepMessages.contains("Settings retains itself from now on"))
        sim.send(.back)
        #expect(sim.codes == ["R301"])
        #expect(sim.messages.first?.hasPrefix("Settings leaked: it retains itself") == true, "\(sim.messages)")
        #expect(sim.messages.first?.contains("leaving the window did not free it") == true)
    }

    @Test func aScreenThatNeverRanItIsFreed() {
        var sim = Sim.launched(Self.settings)
        sim.tap("open")
        sim.tap("rename")
        sim.send(.back)
        #expect(sim.codes == [])
        #expect(sim.stepMessages.contains("Settings.deinit"))
    }

    @Test func aScreenThatRetainsItselfButStaysInTheWindowIsNoLeak() {
        // The root of the window's stack never leaves: holding itself costs nothing there.
        let r = RealAppSemanticsTests.explore("""
        app A { launch Home withNavigation }
        screen Home { on load { retain self }; action open { push Detail } }
        screen Detail { }
        """)
        #expect(r.complete)
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
    }

    @Test func onLoadRetainsFromTheFirstShowAndASwipeLeaksIt() {
        var sim = Sim.launched("""
        app A { launch Home withNavigation }
        screen Home { action compose { present Compose withNavigation } }
        screen Compose { on load { retain self } }
        """)
        sim.tap("compose")
        sim.send(.swipe)
        #expect(sim.codes == ["R301"])
        #expect(sim.messages.first?.hasPrefix("Compose leaked: it retains itself") == true, "\(sim.messages)")
    }

    static let campaign = """
    app A { launch AppC }
    screen Dashboard { action create }
    screen Campaign { action cancel }
    coordinator AppC {
      start { root Dashboard withNavigation }
      on Dashboard.create { start CampaignC as present withNavigation then { dismiss; release } }
    }
    coordinator CampaignC {
      root Campaign
      start { retain self }
      on Campaign.cancel { terminate }
    }
    """

    @Test func aCoordinatorThatRetainsItselfLeaksWhenItsParentReleasesIt() {
        var sim = Sim.launched(Self.campaign)
        sim.tap("create")
        sim.tap("cancel")
        #expect(sim.codes == ["R301"])
        #expect(sim.messages.first == "CampaignC leaked: it retains itself (its code ran 'retain self': a closure or object it keeps holds it strongly), so AppC's release did not free it")
        // Without it, the same steps free it.
        var freed = Sim.launched(Self.campaign.replacingOccurrences(of: "start { retain self }", with: ""))
        freed.tap("create")
        freed.tap("cancel")
        #expect(freed.codes == [])
        #expect(freed.stepMessages.contains("CampaignC.deinit"))
    }

    @Test func theExplorerFindsItWithTheShortestTrace() {
        let r = RealAppSemanticsTests.explore(Self.settings)
        #expect(r.complete)
        let leaks = r.findings.filter { $0.code == .coordinatorLeak }
        #expect(leaks.count == 1, "\(r.findings.map(\.message))")
        #expect(leaks.first?.trace.map(\.description) == ["launch", "tap Home.open", "tap Settings.closeAccount", "back"],
                "\(leaks.first?.trace.map(\.description) ?? [])")
    }

    @Test func onlySelfCanBeRetained() {
        let noSelf = FlowLoader.load(source: "app A { launch Home }\nscreen Home { action go { retain Home } }\n")
        #expect(noSelf.diagnostics.contains { $0.code == .expected && $0.message.contains("'self'") && $0.hint == "retain self" },
                "\(noSelf.diagnostics.map(\.message))")
    }
}
