// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel

/// The shapes production coordinator apps have, simulated as UIKit does (issue 12): a parent alive through its
/// children, flows switched by releasing and replacing in one call, navigation delegates, system gestures that
/// pop several screens, app events, alerts with buttons.
@Suite("real-app semantics")
struct RealAppSemanticsTests {
    /// The reproduction of issue 12: an app coordinator that swaps the window root to a tab coordinator.
    static let splashTabs = """
    app A { launch AppC }
    screen Splash { action go }
    screen Feed { action play }
    screen Player { action close }
    tabs MainTabs { tab feed: FeedC withNavigation }
    coordinator AppC {
      root Splash
      on Splash.go { start TabC as root then { release } }
    }
    coordinator TabC { root MainTabs }
    coordinator FeedC {
      root Feed
      on Feed.play { start PlayerC as push then { release } }
    }
    coordinator PlayerC {
      root Player
      on Player.close { pop; terminate }
    }
    """

    static func explore(_ source: String) -> Explorer.Report {
        let o = FlowLoader.load(source: source)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        return Explorer(engine: Engine(flow: o.flow)).explore()
    }

    /// A tab's coordinator made with `init(navigationController:)`: no root; its start() pushes its first screen on
    /// the navigation controller the tab gives it, and the tab bar's owner calls that start().
    @Test func aRootlessTabCoordinatorPushesItsFirstScreenOnTheTabsNavigationController() {
        var sim = Sim("""
        app A { launch Main }
        tabs Main { tab home: HomeC withNavigation }
        screen Home { action open }
        screen Detail { }
        coordinator HomeC {
          start { push Home }
          on Home.open { push Detail }
        }
        """)
        sim.send(.launch)
        #expect(sim.codes == [])
        #expect(sim.stepMessages.contains("UINavigationController() created for tab home, given to HomeC"))
        #expect(sim.stepMessages.contains("HomeC.start() runs its start block"))
        sim.tap("open")
        #expect(sim.codes == [])
        #expect(sim.tree == "HomeC")
        #expect(sim.top == "Detail")
        #expect(sim.stack == ["Home", "Detail"])
    }

    @Test func appCoordinatorIsAliveThroughItsTabCoordinator() {
        var sim = Sim(Self.splashTabs)
        sim.send(.launch)
        sim.tap("go")
        #expect(sim.codes == [])
        #expect(sim.tree == "AppC[TabC[FeedC]]")
        #expect(sim.stepMessages.contains("window.rootViewController = MainTabs (UITabBarController)"))
        sim.tap("play")
        sim.tap("close")
        #expect(sim.codes == [])
        #expect(sim.tree == "AppC[TabC[FeedC]]")
    }

    @Test func theReproductionReportsOnlyThePlayerLeak() throws {
        let r = Self.explore(Self.splashTabs)
        #expect(r.complete)
        #expect(Set(r.findings.map(\.code.rawValue)) == ["R301"], "\(r.findings.map(\.message))")
        #expect(r.findings.allSatisfy { $0.subjects == ["PlayerC"] })
        let back = try #require(r.findings.first { $0.trace.last == .back })
        #expect(back.trace == [.launch, .action(screen: "Splash", cell: nil, name: "go", arguments: [:]),
                               .action(screen: "Feed", cell: nil, name: "play", arguments: [:]), .back])
        // The static check proves the same leak without exploring.
        let o = FlowLoader.load(source: Self.splashTabs)
        #expect(o.diagnostics.map(\.code) == [.gestureLeak])
    }

    @Test func fixedReproductionHasNoFindings() {
        let fixed = Self.splashTabs.replacingOccurrences(of: "on Player.close { pop; terminate }",
                                                         with: "on Player.close { pop; terminate }\n  on back { terminate }")
        let r = Self.explore(fixed)
        #expect(r.complete)
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
    }

    static let loginMain = """
    app A { launch AppC }
    screen Login { action signIn }
    screen Home { action details; action logout }
    screen Settings { action logout }
    screen Details { action close { pop } }
    tabs Main {
      tab home: HomeC withNavigation then { terminate }
      tab settings: SettingsC withNavigation then { terminate }
    }
    coordinator AppC {
      var loggedIn = false
      start { if loggedIn { showMain() } else { showLogin() } }
      func showLogin() { start LoginC as root withNavigation then { loggedIn = true; release; showMain() } }
      func showMain() { start MainC as root then { loggedIn = false; release; showLogin() } }
    }
    coordinator LoginC { root Login; on Login.signIn { terminate } }
    coordinator MainC { root Main }
    coordinator HomeC {
      root Home
      on Home.details { push Details }
      on Home.logout { terminate }
    }
    coordinator SettingsC { root Settings; on Settings.logout { terminate } }
    """

    @Test func screenlessAppCoordinatorSwitchesFlowsWithAFlag() {
        var sim = Sim(Self.loginMain)
        sim.send(.launch)
        #expect(sim.top == "Login")
        #expect(sim.tree == "AppC[LoginC]")
        sim.tap("signIn")
        #expect(sim.codes == [])
        #expect(sim.top == "Home")
        #expect(sim.tree == "AppC[MainC[HomeC, SettingsC]]")
        #expect(sim.state.coordinators.values.first { $0.name == "AppC" }?.vars["loggedIn"] == .bool(true))
        sim.send(.selectTab(.name("settings")))
        sim.tap("logout")
        #expect(sim.codes == [])
        #expect(sim.top == "Login")
        #expect(sim.tree == "AppC[LoginC]")
    }

    @Test func loginMainExploresWithoutFindings() {
        let r = Self.explore(Self.loginMain)
        #expect(r.complete)
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
    }

    static let releaseThenPop = """
    app A { launch P }
    screen Home { action go }
    screen Page { action done }
    coordinator P { root Home withNavigation; on Home.go { start C as push then { release; pop } } }
    coordinator C { root Page; on Page.done { terminate }; on back { terminate } }
    """

    @Test func releaseThenPopInOneHandlerIsNotEarly() {
        var sim = Sim(Self.releaseThenPop)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("done")
        #expect(sim.codes == [])
        #expect(sim.tree == "P")
    }

    /// P is the navigation controller's delegate: its didShow releases the child owning a popped Item. A child
    /// asks P for the next Item by terminating (P pushes it as another child).
    static let didShow = """
    app A { launch P }
    screen Home { action open }
    screen Item(n: Int) { action open }
    coordinator P {
      root Home withNavigation
      on Home.open { start C(n: 1) as push then { start C(n: 2) as push } }
      on pop Item { release }
    }
    coordinator C(n: Int) {
      root Item(n: n)
      on Item.open { terminate }
    }
    """

    @Test func didShowReleasesThePoppedChild() {
        var sim = Sim(Self.didShow)
        sim.send(.launch)
        sim.tap("open")
        sim.send(.back)
        #expect(sim.codes == [])
        #expect(sim.tree == "P")
        #expect(sim.stepMessages.contains("P: navigationController(_:didShow:) sees Item popped"))
    }

    @Test func aPopOfSeveralScreensFiresDidShowOnceAndLeaksTheOthers() {
        var sim = Sim(Self.didShow)
        sim.send(.launch)
        sim.tap("open")
        sim.tap("open", on: "Item")
        #expect(sim.tree == "P[C, C]")
        #expect(sim.stack == ["Home", "Item", "Item"])
        sim.send(.backTo("Home"))
        // didShow sees only the screen that was on top: the second C is released, the first one leaks.
        #expect(sim.codes == ["R301"])
        #expect(sim.tree == "P[C]")
        let r = RealAppSemanticsTests.explore(Self.didShow)
        #expect(r.findings.contains { $0.code == .coordinatorLeak && $0.trace.last == .backTo("Home") })
    }

    /// `if !viewControllers.contains(where: { $0 is Start })` in the child's own didShow: it hears Start leave the
    /// stack whichever screen was on top, so a long press past Start ends the child as the back button does.
    static let leave = """
    app A { launch P }
    screen Home { action add }
    screen Start { action next { push Details } }
    screen Details { action more { push More } }
    screen More { }
    coordinator P {
      root Home withNavigation
      on Home.add { start C then { release } }
    }
    coordinator C {
      start { push Start }
      on leave Start { terminate }
    }
    """

    @Test func leaveHearsAScreenLeaveTheStackThoughAnotherWasOnTop() {
        var sim = Sim(Self.leave)
        sim.send(.launch)
        sim.tap("add")
        sim.tap("next", on: "Start")
        sim.tap("more", on: "Details")
        #expect(sim.tree == "P[C]")
        sim.send(.backTo("Home"))
        #expect(sim.codes == [])
        #expect(sim.tree == "P")
        #expect(sim.stepMessages.contains("C: navigationController(_:didShow:) finds Start no longer in the stack"))
        // A back from Details leaves Start in the stack: nothing runs.
        var again = Sim(Self.leave)
        again.send(.launch)
        again.tap("add")
        again.tap("next", on: "Start")
        again.send(.back)
        #expect(again.tree == "P[C]")
        // `on pop Start` hears only the screen on top: the same long press leaks C.
        let r = RealAppSemanticsTests.explore(Self.leave.replacingOccurrences(of: "on leave Start", with: "on pop Start"))
        #expect(r.findings.contains { $0.code == .coordinatorLeak && $0.trace.last == .backTo("Home") })
        #expect(RealAppSemanticsTests.explore(Self.leave).findings.allSatisfy { $0.code != .coordinatorLeak })
    }

    /// willShow runs from inside a pop the code makes too, not only for the user's gestures.
    @Test func willShowHearsAPopByCode() {
        let flow = """
        app A { launch P }
        screen Home { action add }
        screen Start { action close { pop } }
        coordinator P {
          root Home withNavigation
          on Home.add { start C then { release } }
        }
        coordinator C {
          start { push Start }
          on willLeave Start { terminate }
        }
        """
        var sim = Sim(flow)
        sim.send(.launch)
        sim.tap("add")
        sim.tap("close", on: "Start")
        #expect(sim.codes == [])
        #expect(sim.tree == "P")
        #expect(sim.stepMessages.contains("C: navigationController(_:willShow:) finds Start no longer in the stack"))
    }

    @Test func willShowRemovalIsWrongWhenTheSwipeIsCancelled() {
        let flow = Self.didShow.replacingOccurrences(of: "on pop Item", with: "on willPop Item")
        var sim = Sim(flow)
        sim.send(.launch)
        sim.tap("open")
        sim.send(.backCancelled)
        // The child is gone while its screen stays on top.
        #expect(sim.codes == ["R303"])
        #expect(sim.top == "Item")
        sim.tap("open", on: "Item")
        #expect(sim.codes == ["R213"])
        let r = RealAppSemanticsTests.explore(flow)
        #expect(r.findings.contains { $0.code == .releasedEarly && $0.trace.last == .backCancelled })
    }

    @Test func selectedTabReTapPopsToTheRootWithoutAppCode() {
        var sim = Sim("""
        app A { launch Main }
        tabs Main { tab feed: FeedC withNavigation }
        screen Feed { action open }
        screen Item { }
        coordinator FeedC { root Feed; on Feed.open { start ItemC as push then { release } } }
        coordinator ItemC { root Item }
        """)
        sim.send(.launch)
        sim.tap("open")
        sim.send(.selectTab(.name("feed")))
        #expect(sim.stack == ["Feed"])
        #expect(sim.codes == ["R301"])
        #expect(sim.messages.first?.contains("tapping the selected tab") == true)
    }

    @Test func autoReleaseRemovesTheChildHoweverItsScreenGoes() {
        let flow = """
        app A { launch P }
        screen Home { action push; action present }
        screen Page { }
        coordinator P {
          root Home withNavigation
          on Home.push { start C as push autoRelease }
          on Home.present { start C as present autoRelease }
        }
        coordinator C { root Page }
        """
        let r = Self.explore(flow)
        #expect(r.complete)
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
        #expect(FlowLoader.load(source: flow).diagnostics.isEmpty)
    }

    static let events = """
    app A { launch AppC }
    event sessionExpired
    event unhandled
    link item(id: String) -> Item
    link broken(id: String) -> Item
    screen Login { action signIn }
    screen Home { }
    screen Item(id: String) { }
    coordinator AppC {
      start { showLogin() }
      func showLogin() { start LoginC as root then { release; start HomeC as root withNavigation then { release } } }
      on sessionExpired { showLogin() }
      on item(id) { start ItemC(id: id) }
      on broken(id) { log id }
    }
    coordinator LoginC { root Login; on Login.signIn { terminate } }
    coordinator HomeC { root Home }
    coordinator ItemC(id: String) { start { root Item(id: id) withNavigation } }
    """

    @Test func appEventsReachTheRootMostHandler() {
        var sim = Sim(Self.events)
        sim.send(.launch)
        sim.tap("signIn")
        #expect(sim.top == "Home")
        sim.send(.appEvent(name: "sessionExpired", arguments: [:]))
        #expect(sim.top == "Login")
        // HomeC is still retained by AppC although nothing shows it: the 401 left the old flow alive.
        #expect(sim.codes == ["R301"])
        sim.send(.appEvent(name: "unhandled", arguments: [:]))
        #expect(sim.codes == ["R215"])
        sim.send(.appEvent(name: "broken", arguments: ["id": .string("7")]))
        #expect(sim.codes == ["R216"])
        sim.send(.appEvent(name: "item", arguments: ["id": .string("7")]))
        #expect(sim.top == "Item")
        #expect(sim.instance("Item")?.inputs["id"] == .string("7"))
        #expect(sim.fails(.appEvent(name: "nope", arguments: [:]))?.contains("declares no event") == true)
    }

    @Test func theExplorerFiresEveryEventFromEveryState() {
        let r = Self.explore(Self.events)
        let codes = Set(r.findings.map(\.code.rawValue))
        #expect(codes.isSuperset(of: ["R215", "R216", "R301"]), "\(r.findings.map(\.message))")
    }

    @Test func alertButtonsRunTheirStatements() {
        var sim = Sim("""
        app A { launch P }
        screen Home { action open }
        screen Edit { action delete }
        coordinator P {
          root Home withNavigation
          on Home.open { push Edit }
          on Edit.delete { alert "Delete?" { button delete { pop }; button cancel } }
        }
        """)
        sim.send(.launch)
        sim.tap("open")
        sim.tap("delete")
        #expect(sim.modals == ["UIAlertController"])
        #expect(sim.fails(.back) == "there is no back button: the top screen is not in a navigation controller")
        #expect(sim.fails(.action(screen: nil, cell: nil, name: "nope", arguments: [:]))?.contains("alert.delete") == true)
        sim.tap("cancel", on: "alert")
        #expect(sim.stack == ["Home", "Edit"])
        sim.tap("delete")
        sim.tap("delete", on: "alert")
        #expect(sim.stack == ["Home"])
        #expect(sim.modals == [])
        #expect(sim.codes == [])
    }

    @Test func optionalResultsAreNotLost() {
        var sim = Sim("""
        app A { launch Home withNavigation }
        model Photo
        screen Picker -> Photo? { }
        screen Home { action pick { present Picker then (p) { dismiss } } }
        """)
        sim.send(.launch)
        sim.tap("pick")
        sim.send(.swipe)
        #expect(sim.codes == [])
    }

    @Test func swipeNoneSaysNothingWaits() {
        var sim = Sim("""
        app A { launch Home withNavigation }
        screen Sheet -> Bool { on swipe none; action ok { finish(true) } }
        screen Home { action open { present Sheet then (ok) { dismiss } } }
        """)
        sim.send(.launch)
        sim.tap("open")
        sim.send(.swipe)
        #expect(sim.codes == [])
    }

    @Test func hiddenBackButtonMeansNoBackAndNoEdgeSwipe() {
        var sim = Sim("""
        app A { launch Home withNavigation }
        screen Home { action next { push Step } }
        screen Step { hidesBackButton; action done { pop } }
        """)
        sim.send(.launch)
        sim.tap("next")
        #expect(sim.fails(.back)?.contains("hides its back button") == true)
        #expect(sim.fails(.backCancelled) == "Step hides its back button: there is no back button and no edge swipe")
        #expect(!Engine(flow: sim.engine.flow).enabledEvents(in: sim.state).contains { $0.kind == .back })
    }

    @Test func handlersReadTheSendingScreensInputs() {
        var sim = Sim("""
        app A { launch P }
        screen Item(id: String) { action share }
        coordinator P { root Item(id: "42") withNavigation; on Item.share { log id } }
        """)
        sim.send(.launch)
        sim.tap("share")
        #expect(sim.logs == ["log: 42"])
    }

    @Test func repeatablePushesAreNotUnboundedGrowth() {
        let flow = """
        app A { launch Profile withNavigation }
        screen Profile { action friend { push Profile repeatable } }
        """
        let r = Self.explore(flow)
        #expect(!r.findings.contains { $0.code == .unboundedGrowth })
        #expect(r.prunedAtGrowth > 0)
        let loop = Self.explore(flow.replacingOccurrences(of: " repeatable", with: ""))
        #expect(loop.findings.contains { $0.code == .unboundedGrowth && $0.message.contains("repeatable") })
    }

    @Test func aScreenHoldingItsCoordinatorKeepsItAliveUntilItGoes() {
        var sim = Sim(Self.releaseThenPop.replacingOccurrences(of: "screen Page {", with: "screen Page { strongOwner;"))
        sim.send(.launch)
        sim.tap("go")
        sim.tap("done")
        // released first, popped in the same call: the screen kept C alive until it went, so nothing is orphaned
        #expect(sim.codes == [])
        #expect(sim.stepMessages.contains("C released (P.child = nil); Page still holds it (its coordinator property is strong)"))
        #expect(sim.stepMessages.contains("C.deinit"))
        #expect(sim.tree == "P")
    }

    static let strongCycle = """
    app A { launch AppC }
    screen Login { action signUp }
    screen SignUp { strongOwner; action done }
    screen Home { action noop { log "home" } }
    coordinator AppC {
      start { start OnboardingC as root withNavigation then { release; root Home } }
    }
    coordinator OnboardingC {
      root Login
      on Login.signUp { push SignUp }
      on SignUp.done { terminate }
    }
    """

    @Test func aStrongCoordinatorPropertyInItsOwnNavigationStackIsARetainCycle() throws {
        var sim = Sim(Self.strongCycle)
        sim.send(.launch)
        sim.tap("signUp")
        sim.tap("done")
        #expect(sim.codes == ["R301"])
        #expect(sim.messages.first?.contains("OnboardingC holds the navigationController, it holds SignUp, and SignUp holds OnboardingC") == true)
        // Without the strong property nothing leaks.
        let weak = Self.explore(Self.strongCycle.replacingOccurrences(of: "strongOwner; ", with: ""))
        #expect(weak.findings.isEmpty, "\(weak.findings.map(\.message))")
        let r = Self.explore(Self.strongCycle)
        #expect(r.complete)
        #expect(r.findings.map(\.code.rawValue) == ["R301"])
    }

    @Test func aStrongParentReferenceIsARetainCycleWhenTheParentGoesFirst() {
        let flow = """
        app A { launch AppC }
        event sessionExpired
        screen Login { action signIn }
        screen Home { action open }
        screen Detail { }
        coordinator AppC {
          start { showLogin() }
          func showLogin() { start LoginC as root then { release; start MainC } }
          on sessionExpired { release MainC; showLogin() }
        }
        coordinator LoginC { root Login; on Login.signIn { terminate } }
        coordinator MainC {
          start { root Home withNavigation }
          on Home.open { start DetailC as push then { release } }
        }
        coordinator DetailC { strongParent; root Detail; on back { terminate } }
        """
        var sim = Sim(flow)
        sim.send(.launch)
        sim.tap("signIn")
        sim.tap("open")
        sim.send(.back)
        #expect(sim.codes == [])  // DetailC removed itself first: the cycle was broken
        sim.tap("open")
        sim.send(.appEvent(name: "sessionExpired", arguments: [:]))
        #expect(sim.codes == ["R301"])
        #expect(sim.messages.first == "MainC leaked: AppC released it, but DetailC still holds MainC (its parent reference is strong) and MainC holds DetailC: a retain cycle keeps 2 coordinators alive")
    }

    @Test func aPopoverIsASheetOnIPhone() {
        var sim = Sim("""
        app A { launch Home withNavigation }
        screen Home { action share { present Share popover then { dismiss } } }
        screen Share { action done { finish } }
        """)
        sim.send(.launch)
        sim.tap("share")
        #expect(sim.state.modalChain.first.flatMap { sim.state.controllers[$0]?.style } == .popover)
        sim.send(.swipe)
        #expect(sim.modals == [])
        #expect(sim.codes == ["R306"])
    }

    @Test func hidesBottomBarTakesTheTabBarAway() {
        var sim = Sim("""
        app A { launch Main }
        tabs Main { tab feed: Feed withNavigation; tab other: Other }
        screen Feed { action record { push Camera } }
        screen Camera { hidesBottomBar; action next { push Upload } }
        screen Upload { }
        screen Other { }
        """)
        sim.send(.launch)
        #expect(sim.state.visibleTabBar.map { sim.state.name(of: $0) } == "Main")
        sim.tap("record")
        #expect(sim.state.visibleTabBar == nil)
        sim.tap("next")
        // still hidden with another screen above it
        #expect(sim.fails(.selectTab(.name("feed")))?.contains("no tab bar") == true)
        sim.send(.back)
        sim.send(.back)
        #expect(sim.state.visibleTabBar.map { sim.state.name(of: $0) } == "Main")
    }

    @Test func popToRootOnARootOnlyStackIsAQuietReset() {
        var sim = Sim("""
        app A { launch Home withNavigation }
        screen Home { action reset { popToRoot; push Page }; action back { pop } }
        screen Page { }
        """)
        sim.send(.launch)
        sim.tap("reset")
        #expect(sim.codes == [])
        #expect(sim.stack == ["Home", "Page"])
        sim.send(.back)
        sim.tap("back")
        #expect(sim.codes == ["R204"])
    }

    /// iOSSampleApp's shape: a screenless app coordinator hands one navigation controller to each child in turn.
    static let sharedNavigation = """
    app SharedNav { launch AppCoordinator }
    screen Setup { action done }
    screen Feed { action settings }
    coordinator SetupCoordinator(first: Bool) {
      start { if first { root Setup withNavigation } else { push Setup } }
      on Setup.done { terminate }
    }
    coordinator FeedCoordinator {
      start { push Feed }
      on Feed.settings { terminate }
    }
    coordinator AppCoordinator {
      start { showSetup(first: true) }
      func showSetup(first: Bool) { start SetupCoordinator(first: first) then { release; showFeed() } }
      func showFeed() { start FeedCoordinator then { release; showSetup(first: false) } }
    }
    """

    @Test func aChildPushesOntoTheNavigationControllerItIsGiven() {
        // The check sees what the pushed first screens allow: "<" pops Setup (pushed over Feed) and Feed, ending
        // neither child, and Setup's coordinator is released while Setup stays (the R303 below).
        #expect(FlowLoader.load(source: Self.sharedNavigation).diagnostics.map(\.code) == [.gestureLeak, .releasedWhileShown, .gestureLeak])
        var sim = Sim(Self.sharedNavigation)
        sim.send(.launch)
        sim.tap("done")
        #expect(sim.stack == ["Setup", "Feed"])
        // Setup stays in the stack under Feed while its coordinator is gone: the app's real bug.
        #expect(sim.codes == ["R303"])
        // The navigation controller FeedCoordinator was given is the one showing its screen.
        #expect(sim.state.coordinators.values.first { $0.name == "FeedCoordinator" }?.navigation == sim.state.visibleNavigation)
    }

    @Test func removeTakesOneScreenOutOfTheStack() {
        var sim = Sim("""
        app A { launch Setup withNavigation }
        screen Setup { action done { push Feed } }
        screen Feed { action clean { remove Setup } }
        """)
        sim.send(.launch)
        sim.tap("done")
        sim.tap("clean")
        #expect(sim.stack == ["Feed"])
        #expect(sim.live == ["Feed"])
        #expect(sim.fails(.back) == "there is no back button: Feed is the root of its navigation stack")
    }

    @Test func appVariablesSurviveExplorationAndEveryEnumCaseIsTried() {
        let r = Self.explore("""
        app A { var onboarded = false; launch Start withNavigation }
        enum Step { a, b, c, d, e, f }
        screen Start { action go(step: Step) { if step == .f { onboarded = true; push Main } } }
        screen Main { action back { if onboarded { pop } } }
        """)
        #expect(r.complete)
        #expect(r.reachedScreens.contains("Main"))
    }

    @Test func dismissToRootFromACoordinatorWithoutScreens() {
        var sim = Sim("""
        app A { launch AppC }
        event logout
        screen Home { action compose }
        screen Compose { }
        coordinator AppC {
          start { start HomeC as root withNavigation then { release } }
          on logout { dismissToRoot }
        }
        coordinator HomeC { root Home; on Home.compose { present Compose nonDismissible } }
        """)
        sim.send(.launch)
        sim.tap("compose")
        #expect(sim.modals == ["Compose"])
        sim.send(.appEvent(name: "logout", arguments: [:]))
        #expect(sim.modals == [])
        #expect(FlowLoader.load(source: sim.engine.flow.files.first?.text ?? "").diagnostics.allSatisfy { $0.code != .dismissNotPresented })
    }

    @Test func presentingInViewDidLoadIsRefusedAndInViewDidAppearWorks() {
        var sim = Sim("""
        app A { launch Home withNavigation }
        screen Home { on load { present Onboarding } }
        screen Onboarding { action done { dismiss } }
        """)
        sim.send(.launch)
        #expect(sim.codes == ["R208"])
        #expect(sim.modals == [])
        var ok = Sim("""
        app A { launch Home withNavigation }
        screen Home { on appear { present Onboarding fullScreen } }
        screen Onboarding { action done { dismiss } }
        """)
        ok.send(.launch)
        #expect(ok.codes == [])
        #expect(ok.modals == ["Onboarding"])
    }

    @Test("a screen made the root of its own navigation controller is in it when its view loads: `on load { push X }` pushes (UINavigationController(rootViewController:) comes first), while presenting from there is still refused")
    func aNavigationRootCanPushFromViewDidLoad() {
        var sim = Sim("""
        app A { launch Filters withNavigation }
        screen Filters { on load { push Filter } }
        screen Filter { }
        """)
        sim.send(.launch)
        #expect(sim.codes == [], "\(sim.codes)")
        #expect(sim.stack == ["Filters", "Filter"], "\(sim.stack)")
        #expect(sim.top == "Filter")
    }

    @Test("a pushed screen's view loads during the push, once it is on the stack: a push from its `on load` is a nested push (R206), not a push without a navigation controller (R203)")
    func aPushedScreenLoadsOnTheStack() {
        var sim = Sim("""
        app A { launch Home withNavigation }
        screen Home { action open { push Detail } }
        screen Detail { on load { push More } }
        screen More { }
        """)
        sim.send(.launch)
        sim.tap("open")
        #expect(sim.codes == ["R206"], "\(sim.codes)")
        #expect(sim.stack == ["Home", "Detail", "More"], "\(sim.stack)")
    }

    @Test func aDismissCompletionRunsOnceTheDismissalIsOver() {
        let flow = """
        app A { launch Home withNavigation }
        screen Home { action edit { present Editor then (saved) { dismiss then { present Toast } } } }
        screen Editor -> Bool { action save { finish(true) } }
        screen Toast { action ok { dismiss } }
        """
        var sim = Sim(flow)
        sim.send(.launch)
        sim.tap("edit")
        sim.tap("save")
        #expect(sim.codes == [])
        #expect(sim.modals == ["Toast"])
        // Without the completion the second present runs during the dismissal: UIKit refuses it (R209).
        var eager = Sim(flow.replacingOccurrences(of: "dismiss then { present Toast }", with: "dismiss; present Toast"))
        eager.send(.launch)
        eager.tap("edit")
        eager.tap("save")
        #expect(eager.codes == ["R209"])
    }

    @Test func theTabBarDelegateHearsAReselectedTab() {
        var sim = Sim("""
        app X { launch S }
        tabs Main { tab home: HomeC withNavigation; tab other: Other }
        screen Home { action open }
        screen Item { action more }
        screen Sub { }
        screen Other { }
        coordinator S { root Main }
        coordinator HomeC {
          root Home
          on Home.open { start ItemC as push }
          on pop Item { release }
          on reselect home { popToRoot; release all }
        }
        coordinator ItemC { root Item; on Item.more { push Sub } }
        """)
        sim.send(.launch)
        sim.tap("open")
        sim.tap("more")
        sim.send(.selectTab(.name("home")))
        #expect(sim.codes == [])
        #expect(sim.tree == "S[HomeC]")
        #expect(sim.stepMessages.contains("HomeC: tabBarController(_:didSelect:) for the selected tab home"))
    }

    @Test func anAlertButtonOfAReleasedCoordinatorDoesNothing() {
        var sim = Sim("""
        app A { launch P }
        event logout
        screen Home { action open }
        screen Page { action delete }
        coordinator P {
          root Home withNavigation
          on Home.open { start C as push then { pop; release } }
          on logout { release C }
        }
        coordinator C {
          root Page
          on Page.delete { alert "Delete?" { button yes { terminate }; button no } }
          on back { terminate }
        }
        """)
        sim.send(.launch)
        sim.tap("open")
        sim.tap("delete")
        // While the alert is up, C can still hear its buttons: alive.
        #expect(sim.codes == [])
        sim.send(.appEvent(name: "logout", arguments: [:]))
        sim.tap("yes", on: "alert")
        #expect(sim.stepMessages.contains("the button's handler finds its coordinator released ([weak self] is nil); nothing happens"))
    }

    @Test func aTabBarCoordinatorPresentsFromTheTabBarController() {
        var sim = Sim("""
        app A { launch T }
        event notify
        tabs Main { tab a: A withNavigation; tab b: B withNavigation }
        screen A { }
        screen B { }
        screen Sheet { action close { dismiss } }
        coordinator T { root Main; on notify { present Sheet } }
        """)
        sim.send(.launch)
        sim.send(.selectTab(.name("b")))
        sim.send(.appEvent(name: "notify", arguments: [:]))
        #expect(sim.codes == [])
        #expect(sim.modals == ["Sheet"])
    }

    @Test func screensOfAnEmbeddedNavigationControllerCanBeTapped() {
        var sim = Sim("""
        app A { launch Container withNavigation }
        screen Container { action load { embed Inner withNavigation } }
        screen Inner { action next { push Deeper } }
        screen Deeper { action hello { log "hi" } }
        """)
        sim.send(.launch)
        sim.tap("load")
        sim.tap("next", on: "Inner")
        sim.tap("hello", on: "Deeper")
        #expect(sim.logs == ["log: hi"])
    }

    @Test func theAppCoordinatorHoldsAnEmptyNavigationControllerItsChildrenPushOnto() {
        let flow = """
        app A { launch AppCoordinator }
        link feed -> Feed
        screen Setup { action done }
        screen Feed { }
        coordinator SetupCoordinator { start { push Setup }; on Setup.done { terminate } }
        coordinator AppCoordinator {
          start { root UINavigationController; start SetupCoordinator then { release; set [Feed] } }
          on feed { set [Feed] }
        }
        """
        #expect(FlowLoader.load(source: flow).diagnostics.isEmpty, "\(FlowLoader.load(source: flow).diagnostics.map(\.message))")
        var sim = Sim(flow)
        sim.send(.launch)
        #expect(sim.stack == ["Setup"])
        sim.tap("done")
        // Setup is replaced in the navigation controller the app coordinator holds; that coordinator owns Feed now.
        #expect(sim.codes == [])
        #expect(sim.stack == ["Feed"])
        #expect(sim.tree == "AppCoordinator")
        sim.send(.appEvent(name: "feed", arguments: [:]))
        #expect(sim.codes == [])
        #expect(sim.stack == ["Feed"])
        #expect(FlowLoader.load(source: flow.replacingOccurrences(of: "root UINavigationController", with: "push UINavigationController"))
            .diagnostics.map(\.code) == [.pushOfContainer])
    }

    @Test("present UINavigationController; start Child: the child shows its first screen in the presented navigation controller (child.start(); present(child.navigationController))")
    func aPresentedEmptyNavigationControllerIsHandedToTheChildStartedNext() {
        let flow = """
        app A { launch AppCoordinator }
        screen Home { action open }
        screen Reader { action next }
        screen Page { }
        coordinator AppCoordinator {
          root Home withNavigation
          on Home.open { present UINavigationController fullScreen; start ReaderCoordinator }
        }
        coordinator ReaderCoordinator {
          start { push Reader }
          on Reader.next { push Page }
        }
        """
        #expect(FlowLoader.load(source: flow).diagnostics.isEmpty, "\(FlowLoader.load(source: flow).diagnostics.map(\.message))")
        var sim = Sim(flow)
        sim.send(.launch)
        sim.tap("open")
        #expect(sim.codes == [])
        #expect(sim.modals == ["Reader"])
        sim.tap("next")
        #expect(sim.modals == ["Page"])
        #expect(sim.stack == ["Reader", "Page"])
        // Back pops the presented stack, not Home's.
        sim.send(.back)
        #expect(sim.stack == ["Reader"])
    }

    @Test("present UINavigationController; set [Reader] in one coordinator: the screen goes into the navigation controller it just presented")
    func aCoordinatorFillsTheNavigationControllerItPresents() {
        let flow = """
        app A { launch AppCoordinator }
        screen Home { action open }
        screen Reader { action next }
        screen Page { }
        coordinator AppCoordinator {
          root Home withNavigation
          on Home.open { present UINavigationController; set [Reader] }
          on Reader.next { push Page }
        }
        """
        #expect(FlowLoader.load(source: flow).diagnostics.isEmpty, "\(FlowLoader.load(source: flow).diagnostics.map(\.message))")
        var sim = Sim(flow)
        sim.send(.launch)
        sim.tap("open")
        #expect(sim.codes == [])
        #expect(sim.modals == ["Reader"])
        #expect(sim.stack == ["Reader"])
        sim.tap("next")
        #expect(sim.stack == ["Reader", "Page"])
    }

    @Test func aHandlerOfAReleasedCoordinatorDoesNothing() {
        var sim = Sim("""
        app A { launch App }
        event logout
        screen Home { action pick }
        screen Picker -> Bool { action done { finish(true) } }
        coordinator App { start { start P as root withNavigation then { release } }; on logout { release P } }
        coordinator P { root Home; on Home.pick { present Picker nonDismissible then (r) { dismiss } } }
        """)
        sim.send(.launch)
        sim.tap("pick")
        sim.send(.appEvent(name: "logout", arguments: [:]))
        #expect(sim.codes.contains("R303"))
        sim.tap("done")
        // P is gone: its handler (a closure holding it weakly) does nothing — and no result counts as delivered twice.
        #expect(sim.stepMessages.contains { $0.contains("reaches a handler whose coordinator was released") })
        sim.tap("done")
        #expect(sim.codes == [])
    }

    @Test func aCoordinatorPresentsFromWhatItHoldsAfterDismissingItsScreen() {
        var sim = Sim("""
        app A { launch P }
        screen Home { action pick }
        screen Picker { action done }
        screen Crop { action ok { dismiss } }
        coordinator P {
          root Home withNavigation
          on Home.pick { present Picker }
          on Picker.done { dismiss then { present Crop } }
        }
        """)
        sim.send(.launch)
        sim.tap("pick")
        sim.tap("done")
        #expect(sim.codes == [])
        #expect(sim.modals == ["Crop"])
    }

    /// A tab-bar coordinator that presents a sheet when an app event arrives.
    static let prompting = """
    app A { launch T }
    event prompt
    tabs Main { tab a: A withNavigation }
    screen A { }
    screen Sheet { action close { dismiss } }
    coordinator T { root Main; on prompt { present Sheet } }
    """

    @Test func anAppEventPresentsFromTheContainerTheCoordinatorHolds() {
        var sim = Sim(Self.prompting)
        sim.send(.launch)
        sim.send(.appEvent(name: "prompt", arguments: [:]))
        #expect(sim.modals == ["Sheet"])
        // tabBarController.present while it already presents: refused, as UIKit does.
        sim.send(.appEvent(name: "prompt", arguments: [:]))
        #expect(sim.codes == ["R207"])
    }

    @Test func coordinatorCodeCanAskWhetherItsContainerPresents() {
        var sim = Sim(Self.prompting.replacingOccurrences(of: "on prompt { present Sheet }",
                                                          with: "on prompt { if !presenting { present Sheet } else { log \"busy\" } }"))
        sim.send(.launch)
        sim.send(.appEvent(name: "prompt", arguments: [:]))
        #expect(sim.modals == ["Sheet"])
        sim.send(.appEvent(name: "prompt", arguments: [:]))
        #expect(sim.codes == [])
        #expect(sim.logs == ["log: busy"])
    }

    @Test func aRetainCycleDeepInAReleasedTreeKeepsOnlyTheCycle() {
        var sim = Sim("""
        app A { launch AppC }
        event logout
        screen Home { action open }
        screen Detail { }
        screen Login { }
        coordinator AppC {
          start { start SessionC }
          on logout { release SessionC; root Login }
        }
        coordinator SessionC { start { start FeedC as root withNavigation } }
        coordinator FeedC { root Home; on Home.open { start DetailC as push then { release } } }
        coordinator DetailC { strongParent; root Detail; on back { terminate } }
        """)
        sim.send(.launch)
        sim.tap("open")
        sim.send(.appEvent(name: "logout", arguments: [:]))
        // SessionC goes; FeedC and DetailC keep each other alive.
        #expect(sim.codes == ["R301"])
        #expect(sim.messages.first == "FeedC leaked: AppC released SessionC, which held it, but DetailC still holds FeedC (its parent reference is strong) and FeedC holds DetailC: a retain cycle keeps 2 coordinators alive")
        #expect(sim.stepMessages.contains("SessionC.deinit"))
    }

    /// Picker, presented in its own navigation controller, sets its stack to `[first, Week]` as its view loads.
    static func pickerSetting(_ first: String) -> Sim {
        let flow = """
        app A { launch Home withNavigation }
        screen Home { action open { present Picker withNavigation } }
        screen Picker { on load { set [\(first), Week] } }
        screen Week { on load { log "week" } }
        """
        #expect(FlowLoader.load(source: flow).diagnostics.isEmpty, "\(FlowLoader.load(source: flow).diagnostics.map(\.message))")
        var sim = Sim(flow)
        sim.send(.launch)
        sim.tap("open")
        return sim
    }

    @Test("set [A, B] loads only the top's view at once, inside the stack; A loads when a pop shows it (rule 23)")
    func aSetStackLoadsItsTopNowAndTheOthersAsTheyAppear() {
        var sim = Self.pickerSetting("Picker")
        // The new Picker is below the top: its 'on load' has not run (only the presented one's has), so no set from
        // outside a stack (no R203).
        #expect(sim.codes == [])
        #expect(sim.stack == ["Picker", "Week"])
        #expect(sim.logs == ["log: week"])
        #expect(sim.stepMessages.filter { $0 == "Picker's 'on load' runs (viewDidLoad)" }.count == 1)
        // Back shows that Picker for the first time: it loads now, inside its stack, and sets the stack again.
        sim.send(.back)
        #expect(sim.codes == [])
        #expect(sim.stepMessages.contains("Picker's 'on load' runs (viewDidLoad)"))
        #expect(sim.stack == ["Picker", "Week"])
    }

    @Test("a back swipe let go half-way shows the screen below as it starts: a set's lower screen loads then, once")
    func aCancelledSwipeLoadsTheLowerScreenOfASet() {
        let flow = """
        app A { launch Home withNavigation }
        screen Home { action open { present Picker withNavigation } }
        screen Picker { on load { set [Year, Week] } }
        screen Year { on load { log "year" } }
        screen Week { }
        """
        var sim = Sim(flow)
        sim.send(.launch)
        sim.tap("open")
        #expect(sim.logs == [])
        sim.send(.backCancelled)
        #expect(sim.codes == [])
        #expect(sim.logs == ["log: year"])
        #expect(sim.stack == ["Year", "Week"])
        sim.send(.back)
        #expect(sim.logs == [])
        #expect(sim.stack == ["Year"])
    }

    @Test("set [self, Week] keeps the acting screen, the same instance: setViewControllers([self, next])")
    func selfInASetKeepsTheActingScreen() {
        var sim = Self.pickerSetting("self")
        #expect(sim.codes == [])
        #expect(sim.stack == ["Picker", "Week"])
        #expect(sim.stepMessages.filter { $0.hasPrefix("Picker() created") }.count == 1)
        sim.send(.back)
        // The Picker that was presented is shown again: it loaded once, it does not run 'on load' again.
        #expect(sim.stack == ["Picker"])
        #expect(!sim.stepMessages.contains("Picker's 'on load' runs (viewDidLoad)"))
        #expect(sim.codes == [])
    }

    @Test("set [self, Week] from a child embedded in a screen of the stack keeps that screen (the child stays in it)")
    func selfInASetFromAnEmbeddedChildKeepsItsContainer() {
        let flow = """
        app A { launch Home withNavigation }
        screen Home { on load { embed Picker } }
        screen Picker { action week { set [self, Week] } }
        screen Week { }
        """
        #expect(FlowLoader.load(source: flow).diagnostics.isEmpty, "\(FlowLoader.load(source: flow).diagnostics.map(\.message))")
        var sim = Sim(flow)
        sim.send(.launch)
        sim.tap("week", on: "Picker")
        #expect(sim.codes == [])
        #expect(sim.stack == ["Home", "Week"])
        #expect(sim.stepMessages.filter { $0.hasPrefix("Home() created") || $0.hasPrefix("Picker() created") }.isEmpty)
    }
}
