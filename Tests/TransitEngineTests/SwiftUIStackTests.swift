// SPDX-License-Identifier: MIT
import Testing
import TransitTestSupport
@testable import TransitEngine
@testable import TransitExplorer
import TransitLanguage
import TransitModel

/// SwiftUI NavigationStacks driven by their paths (issue 34, docs/simulator.md "SwiftUI stacks"): the stack follows
/// the path through the destinations of the views in it, and gestures write the path back.
@Suite struct SwiftUIStackTests {
    static let flow = """
    enum Route { case item, author, settings }
    notification loggedOut
    screen Feed {
      destination Route.item: ItemDetail
      action open { append .item }
      action author { append .author }
      action misroute { append .settings to feedPath }
    }
    screen ItemDetail {
      destination Route.author: Author
      action author { append .author }
      action twoBack { removeLast 2 }
    }
    screen Author { action home { removeAll } }
    screen Profile {
      destination Route.settings: Settings
      action settings { append .settings }
      action logout { notify loggedOut }
    }
    screen Settings { }
    screen Login { action signIn }
    tabs Main {
      tab feed: Feed path: feedPath
      tab profile: Profile path: profilePath
    }
    event openItem
    event openItemOnFeed
    coordinator AppRouter {
      var resets = false
      root Main
      on openItem { append .item to feedPath }
      on openItemOnFeed { tab feed; append .item to feedPath }
      on loggedOut { if resets { removeAll from feedPath }; root Login }
      on Login.signIn { root Main }
    }
    app Reader {
      path feedPath: Route
      path profilePath: Route
      launch AppRouter
    }
    """

    static func launched(_ source: String = flow) -> Sim {
        var s = Sim(source)
        s.send(.launch)
        return s
    }

    @Test func aLinkPushesWhatItsDestinationSaysAndTheBackButtonWritesThePathBack() {
        var s = Self.launched()
        s.tap("open")
        #expect(s.stack == ["Feed", "ItemDetail"])
        #expect(s.state.paths["feedPath"] == [.enumCase(type: "Route", name: "item")])
        s.tap("author")
        #expect(s.stack == ["Feed", "ItemDetail", "Author"])
        s.send(.back)
        #expect(s.stack == ["Feed", "ItemDetail"])
        #expect(s.state.paths["feedPath"] == [.enumCase(type: "Route", name: "item")])
        #expect(s.stepMessages.contains("SwiftUI writes feedPath = [.item]"), "\(s.stepMessages)")
        #expect(s.codes.isEmpty)
    }

    @Test func aLinkWithNoDestinationInItsStackCannotBeActivated() {
        var s = Self.launched()
        // Author's destination is declared by ItemDetail, which is not in the stack yet.
        s.tap("author", on: "Feed")
        #expect(s.codes == ["R217"])
        #expect(s.stack == ["Feed"])
        #expect(s.state.paths["feedPath"] == [])
        // Once ItemDetail is in the stack, its destination is visible.
        s.tap("open")
        s.tap("author", on: "ItemDetail")
        #expect(s.codes.isEmpty)
        #expect(s.top == "Author")
    }

    @Test func aPathValueNoViewOfTheStackShowsIsHeldAndNotShown() {
        var s = Self.launched()
        s.tap("misroute")
        #expect(s.codes == ["R218"])
        #expect(s.stack == ["Feed"])
        #expect(s.state.paths["feedPath"] == [.enumCase(type: "Route", name: "settings")])
        // Values added after it are not shown either: SwiftUI stops at the value it cannot show.
        s.tap("open")
        #expect(s.stack == ["Feed"])
        #expect(s.state.paths["feedPath"]?.count == 2)
    }

    @Test func removingValuesPopsWithoutBackCode() {
        var s = Self.launched()
        s.tap("open"); s.tap("author", on: "ItemDetail")
        s.tap("home")
        #expect(s.stack == ["Feed"])
        #expect(s.state.paths["feedPath"] == [])
        s.tap("open"); s.tap("author", on: "ItemDetail"); s.send(.back)
        s.tap("twoBack")
        // removeLast 2 on a path of one value: Swift traps.
        #expect(s.codes == ["R222"])
        #expect(s.state.crash != nil)
    }

    @Test func reTappingTheSelectedTabEmptiesItsPath() {
        var s = Self.launched()
        s.tap("open")
        s.send(.selectTab(.name("feed")))
        #expect(s.stack == ["Feed"])
        #expect(s.state.paths["feedPath"] == [])
    }

    @Test func aCancelledBackSwipeLeavesThePath() {
        var s = Self.launched()
        s.tap("open")
        s.send(.backCancelled)
        #expect(s.stack == ["Feed", "ItemDetail"])
        #expect(s.state.paths["feedPath"] == [.enumCase(type: "Route", name: "item")])
    }

    @Test func aDeepLinkPushedInATabThatIsNotOnScreenIsReported() {
        var s = Self.launched()
        s.send(.selectTab(.name("profile")))
        s.send(.appEvent(name: "openItem", arguments: [:]))
        #expect(s.codes == ["R219"], "\(s.messages)")
        #expect(s.top == "Profile")
        // Selecting the tab in the same handler shows it: nothing to report.
        var t = Self.launched()
        t.send(.selectTab(.name("profile")))
        t.send(.appEvent(name: "openItemOnFeed", arguments: [:]))
        #expect(t.codes.isEmpty, "\(t.messages)")
        #expect(t.top == "ItemDetail")
    }

    @Test func aPathLeftBySignOutShowsTheOldScreensInTheNextSession() {
        var s = Self.launched()
        s.tap("open")
        s.send(.selectTab(.name("profile")))
        s.tap("logout")
        s.tap("signIn")
        #expect(s.codes == ["R220"], "\(s.messages)")
        // The new tab bar opens on the feed tab, and the feed shows the previous session's item at once.
        #expect(s.stack == ["Feed", "ItemDetail"])
        // Resetting the path when the session ends: the next one starts at the root.
        var t = Sim(Self.flow.replacingOccurrences(of: "var resets = false", with: "var resets = true"))
        t.send(.launch)
        t.tap("open")
        t.send(.selectTab(.name("profile")))
        t.tap("logout")
        t.tap("signIn")
        #expect(t.codes.isEmpty, "\(t.messages)")
        #expect(t.stack == ["Feed"])
    }

    @Test func theExplorerFindsEachRuleWithItsShortestTrace() {
        let o = FlowLoader.load(source: Self.flow)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        let r = Explorer(engine: Engine(flow: o.flow)).explore()
        #expect(r.complete)
        let codes = Set(r.findings.map(\.code.rawValue))
        for code in ["R217", "R218", "R219", "R220"] { #expect(codes.contains(code), "\(code) not found: \(codes.sorted())") }
        let stale = r.findings.first { $0.code == .stalePath }
        #expect(stale?.trace.map(\.description) == ["launch", "tap Feed.open", "tab profile", "tap Profile.logout", "tap Login.signIn"])
        // A path that holds a value twice grows like a stack that repeats a screen.
        #expect(r.findings.contains { $0.code == .unboundedGrowth && $0.message.contains("path feedPath can grow without bound") },
                "\(r.findings.map(\.message))")
    }

    @Test func aStackWithAPathOfItsOwnKeepsWhatUIKitPushed() {
        // A UIKit navigation controller hosting SwiftUI views: the link pushes on top, removeLast takes the top off.
        var s = Sim("""
        enum Route { case item }
        screen Home { destination Route.item: Item; action open { push Legacy } }
        screen Legacy { action link { append .item } }
        screen Item { action up { removeLast } }
        app A { launch Home withNavigation }
        """)
        s.send(.launch)
        s.tap("open")
        s.tap("link")
        #expect(s.stack == ["Home", "Legacy", "Item"])
        s.tap("up")
        #expect(s.stack == ["Home", "Legacy"])
        #expect(s.codes.isEmpty, "\(s.messages)")
    }

    @Test func theRepositoryExampleIsClean() {
        let o = FlowLoader.load([Sim.repoRoot + "/flows/swiftui-reader.flow"])
        #expect(!o.hasErrors)
        let r = Explorer(engine: Engine(flow: o.flow)).explore()
        #expect(r.complete)
        #expect(r.findings.isEmpty, "\(r.findings.map { "\($0.code): \($0.message)" })")
    }
}
