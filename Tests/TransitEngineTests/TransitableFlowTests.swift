// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel

/// flows/transitable.flow (article 001): screens perform their own transitions; tabs, root, embed, set.
@Suite("transitable.flow scenarios")
struct TransitableFlowTests {
    static let home = Shot(top: "A", stack: ["A"], modals: [], tab: "home")

    func started() -> Sim {
        var sim = Sim(file: "flows/transitable.flow")
        sim.send(.launch)
        #expect(sim.shot == Shot(top: "Welcome", stack: [], modals: []))
        sim.tap("start")
        #expect(sim.shot == Self.home)
        return sim
    }

    @Test func rootReplacementShowsTheTabBarAndDropsWelcome() {
        let sim = started()
        #expect(sim.live == ["A", "B"])
        #expect(sim.lastSteps.contains { $0.transition == .root })
        #expect(sim.lastSteps.contains { $0.kind == .screenDeallocated && $0.subjects == ["Welcome"] })
        // startQuickly does the same without animation
        var quick = Sim(file: "flows/transitable.flow")
        quick.send(.launch)
        quick.tap("startQuickly")
        #expect(quick.shot == Self.home)
    }

    @Test func tabsKeepTheirOwnStacks() {
        var sim = started()
        sim.tap("pushB")
        #expect(sim.shot == Shot(top: "B", stack: ["A", "B"], modals: [], tab: "home"))
        sim.send(.selectTab(.name("other")))
        #expect(sim.shot == Shot(top: "B", stack: ["B"], modals: [], tab: "other"))
        sim.tap("showHome")                       // tab home, by name, from the screen
        #expect(sim.shot == Shot(top: "B", stack: ["A", "B"], modals: [], tab: "home"))
        sim.send(.back)
        #expect(sim.shot == Self.home)
        sim.tap("showOther")                      // tab 1, by index
        #expect(sim.shot == Shot(top: "B", stack: ["B"], modals: [], tab: "other"))
        sim.send(.selectTab(.index(0)))
        #expect(sim.shot == Self.home)
        #expect(sim.fails(.selectTab(.index(2))) == "Main has no tab 2; its tabs: home, other")
        #expect(sim.fails(.selectTab(.name("nope"))) == "Main has no tab nope; its tabs: home, other")
    }

    @Test func pushCThenPopButtons() {
        var sim = started()
        sim.tap("pushB")
        sim.tap("pushC")
        #expect(sim.shot == Shot(top: "C", stack: ["A", "B", "C"], modals: [], tab: "home"))
        #expect(sim.instance("C")?.inputs == ["text": .s("B から push"), "isPresented": .bool(false), "isPushed": .bool(true)])
        sim.tap("dismissDidTap")                   // isPresented is false (default): nothing
        #expect(sim.shot == Shot(top: "C", stack: ["A", "B", "C"], modals: [], tab: "home"))
        sim.tap("backToB")
        #expect(sim.shot == Shot(top: "B", stack: ["A", "B"], modals: [], tab: "home"))
        sim.tap("pushC")
        sim.tap("backToTop")
        #expect(sim.shot == Self.home)
        sim.tap("pushB")
        sim.tap("pushC")
        sim.tap("popDidTap")
        #expect(sim.shot == Shot(top: "B", stack: ["A", "B"], modals: [], tab: "home"))
        #expect(sim.live.filter { $0 == "C" }.isEmpty)
    }

    @Test func presentSheetThenNoteThenDismissToRoot() {
        var sim = started()
        sim.tap("presentC")
        #expect(sim.shot == Shot(top: "C", stack: [], modals: ["C"], tab: "home"))
        #expect(sim.fails(.selectTab(.index(1))) == "no tab bar is visible")   // the tab bar is covered
        sim.tapUnchanged("popDidTap")                       // isPushed is false
        sim.tap("showNote")
        #expect(sim.shot == Shot(top: "Note", stack: [], modals: ["C", "Note"], tab: "home"))
        #expect(sim.fails(.swipe)?.contains("non-dismissible") == true)
        sim.tap("closeAll")
        #expect(sim.shot == Self.home)
        #expect(sim.live == ["A", "B"])
    }

    @Test func noteCloseReturnsToC() {
        var sim = started()
        sim.tap("presentC")
        sim.tap("showNote")
        sim.tap("close")
        #expect(sim.shot == Shot(top: "C", stack: [], modals: ["C"], tab: "home"))
        sim.send(.swipe)                                    // C's `on swipe` logs
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["log: C was swiped down"])
    }

    @Test func presentFullScreenWithNavigation() {
        var sim = started()
        sim.tap("presentCFullScreen")
        #expect(sim.shot == Shot(top: "C", stack: ["C"], modals: ["C"], tab: "home"))
        let modal = try! #require(sim.state.modalChain.first)
        #expect(sim.state.controllers[modal]?.style == .fullScreen)
        #expect(sim.fails(.swipe)?.contains("full screen") == true)
        #expect(sim.fails(.back) == "there is no back button: C is the root of its navigation stack")
        sim.tap("dismissDidTap")
        #expect(sim.shot == Self.home)
    }

    @Test func formSheetThatCannotBeSwiped() {
        var sim = started()
        sim.send(.selectTab(.name("other")))
        sim.tap("presentCSheet")
        #expect(sim.shot == Shot(top: "C", stack: [], modals: ["C"], tab: "other"))
        let modal = try! #require(sim.state.modalChain.first)
        #expect(sim.state.controllers[modal]?.style == .formSheet)
        #expect(sim.state.controllers[modal]?.nonDismissible == true)
        #expect(sim.fails(.swipe) == "C is non-dismissible (isModalInPresentation): the swipe is blocked")
        sim.tap("dismissDidTap")
        #expect(sim.shot == Shot(top: "B", stack: ["B"], modals: [], tab: "other"))
    }

    @Test func setViewControllersReplacesTheStack() {
        var sim = started()
        let oldA = sim.id("A")
        sim.tap("jumpToC")
        #expect(sim.shot == Shot(top: "C", stack: ["A", "B", "C"], modals: [], tab: "home"))
        #expect(sim.id("A") != oldA)                        // a new A; the old one is gone
        #expect(sim.live == ["A", "B", "B", "C"])
        sim.tap("backToB")
        #expect(sim.shot == Shot(top: "B", stack: ["A", "B"], modals: [], tab: "home"))
    }

    @Test func embeddedBannerSelectsATab() {
        var sim = started()
        sim.tap("showBanner")
        #expect(sim.shot == Self.home)
        let a = try! #require(sim.id("A")), banner = try! #require(sim.id("Banner"))
        #expect(sim.state.controllers[a]?.embedded == [banner])
        #expect(sim.state.interactiveScreens.contains(banner))
        sim.tap("tapped")
        #expect(sim.shot == Shot(top: "B", stack: ["B"], modals: [], tab: "other"))
        #expect(!sim.state.interactiveScreens.contains(banner))  // hidden with its container
        #expect(sim.fails(.action(screen: "Banner", cell: nil, name: "tapped", arguments: [:])) == "'Banner' is not on screen; visible: B")
    }

    @Test func logoutReplacesTheRootAgain() {
        var sim = started()
        sim.tap("pushB")
        sim.tap("logout")
        #expect(sim.shot == Shot(top: "Welcome", stack: [], modals: []))
        #expect(sim.live == ["Welcome"])
        sim.tap("start")
        #expect(sim.shot == Self.home)
    }
}
