// SPDX-License-Identifier: MIT
import Testing
import TransitTestSupport
@testable import TransitEngine
@testable import TransitExplorer
import TransitLanguage
import TransitModel

/// SwiftUI's `.alert(_:isPresented:actions:)` and `.confirmationDialog` (issue 34, docs/simulator.md rule 9): the
/// binding set true presents from the view's presentation context; any button dismisses, writes it false, then runs
/// its action in the view; a view that already presents refuses it (R221) and the binding stays true.
@Suite struct SwiftUIAlertTests {
    static let flow = """
    screen Post {
      sheet editing: Editor
      alert deleting: "Delete this post?" {
        button delete { editing = true }
        button cancel
      }
      alert saved: "Saved"
      dialog sharing: "Share"
      action edit { editing = true }
      action delete { deleting = true }
      action share { sharing = true }
      action saved { saved = true }
    }
    screen Editor {
      action remove { deleting = true }
      action done { dismiss }
    }
    app A { launch Post withNavigation }
    """

    @Test func aButtonWritesTheBindingFalseThenRunsItsActionInTheView() {
        var s = Sim.launched(Self.flow)
        s.tap("delete")
        #expect(s.state.topAlert != nil)
        #expect(s.binding("Post", "deleting") == .bool(true))
        #expect(s.fails(.action(screen: "Post", cell: nil, name: "edit", arguments: [:])) != nil, "the alert is modal")
        s.tap("delete", on: "alert")
        let written = s.stepMessages.firstIndex(of: "SwiftUI writes Post.deleting = false")
        let presented = s.stepMessages.firstIndex(of: "Post.editing = true")
        #expect(written != nil && presented != nil && written! < presented!, "\(s.stepMessages)")
        #expect(s.binding("Post", "deleting") == nil)
        #expect(s.modals == ["Editor"])
        #expect(s.codes.isEmpty)
    }

    @Test func anAlertWhileTheViewPresentsIsRefusedAndTheBindingStaysTrue() {
        var s = Sim.launched(Self.flow)
        s.tap("edit")
        s.tap("remove")
        #expect(s.codes == ["R221"], "\(s.messages)")
        #expect(s.state.topAlert == nil)
        #expect(s.binding("Post", "deleting") == .bool(true))
        s.tap("done")
        // Still true with nothing on screen: the next tap changes nothing, so SwiftUI presents nothing.
        s.tap("delete")
        #expect(s.state.topAlert == nil)
        #expect(s.stepMessages.contains { $0.contains("it already is") }, "\(s.stepMessages)")
    }

    @Test func aDialogHasACancelAndAnAlertWithoutButtonsAnOK() throws {
        let o = FlowLoader.load(source: Self.flow)
        let post = try #require(o.flow.screens["Post"])
        #expect(post.alert("sharing")?.buttons.map(\.name) == ["cancel"])
        #expect(post.alert("sharing")?.isDialog == true)
        #expect(post.alert("saved")?.buttons.map(\.name) == ["ok"])
        var s = Sim.launched(Self.flow)
        s.tap("share")
        #expect(s.fails(.action(screen: "alert", cell: nil, name: "ok", arguments: [:])) != nil)
        s.tap("cancel", on: "alert")
        #expect(s.binding("Post", "sharing") == nil)
        #expect(s.state.topAlert == nil)
    }

    @Test func theExplorerFindsTheRefusedAlertWithItsShortestTrace() {
        let o = FlowLoader.load(source: Self.flow)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        let r = Explorer(engine: Engine(flow: o.flow)).explore()
        #expect(r.complete)
        let refused = r.findings.filter { $0.code == .secondPresentation }
        #expect(refused.first?.trace.map(\.description) == ["launch", "tap Post.edit", "tap Editor.remove"],
                "\(r.findings.map { "\($0.code): \($0.trace)" })")
    }

    @Test func badAlertDeclarationsAreNamed() {
        let o = FlowLoader.load(source: """
        screen S {
          sheet shown: S
          alert shown: "Twice"
          alert count: 3
          alert empty: "No buttons" { }
        }
        app A { launch S }
        """)
        let messages = o.diagnostics.map(\.message)
        #expect(messages.contains("duplicate member 'shown'"), "\(messages)")
        #expect(messages.contains("alert shows a String or an error's message, not an Int"), "\(messages)")
        #expect(o.diagnostics.contains { $0.code.rawValue == "T124" }, "\(messages)")
        #expect(o.diagnostics.count == 3, "\(messages)")
    }
}

/// `navigationDestination(isPresented:)` (issue 34, docs/simulator.md rule 10): the binding set true pushes the view on
/// the stack its owner is in; back, a pop or the binding set false takes it off and the binding ends false; outside a
/// stack nothing is pushed (R201).
@Suite struct SwiftUIPushBindingTests {
    static let flow = """
    screen Feed {
      destination showingDetail: Detail
      action open { showingDetail = true }
      action lone { present Lone }
    }
    screen Detail {
      action close { showingDetail = false }
      action again { showingDetail = true }
    }
    screen Lone {
      destination more: Detail
      action open { more = true }
    }
    app A { launch Feed withNavigation }
    """

    /// Lone's push outside a stack is the static T140 too: loaded unchecked to run it.
    static func launched() -> Sim {
        var s = Sim(unchecked: flow, expecting: ["T140"])
        s.send(.launch)
        return s
    }

    @Test func truePushesAndBackWritesItFalse() {
        var s = Self.launched()
        s.tap("open")
        #expect(s.stack == ["Feed", "Detail"])
        #expect(s.binding("Feed", "showingDetail") == .bool(true))
        s.send(.back)
        #expect(s.stack == ["Feed"])
        #expect(s.binding("Feed", "showingDetail") == nil)
        #expect(s.stepMessages.contains("SwiftUI writes Feed.showingDetail = false"), "\(s.stepMessages)")
        s.tap("open")
        #expect(s.stack == ["Feed", "Detail"], "the binding was written back, so the next tap pushes again")
    }

    @Test func falseFromThePushedViewPopsItAndTrueAgainChangesNothing() {
        var s = Self.launched()
        s.tap("open")
        s.tap("again")
        #expect(s.stack == ["Feed", "Detail"])
        #expect(s.codes.isEmpty)
        s.tap("close")
        #expect(s.stack == ["Feed"])
        #expect(s.binding("Feed", "showingDetail") == nil)
    }

    @Test func outsideAStackNothingIsPushed() {
        var s = Self.launched()
        s.tap("lone")
        s.tap("open", on: "Lone")
        #expect(s.codes == ["R203"], "\(s.messages)")
        #expect(s.top == "Lone")
    }

    @Test func theStaticCheckSeesThePushAndTheGraphDrawsIt() throws {
        let o = FlowLoader.load(source: Self.flow)
        #expect(o.diagnostics.contains { $0.code.rawValue == "T140" }, "\(o.diagnostics.map(\.message))")
        #expect(o.flow.screens["Feed"]?.presentation("showingDetail")?.pushes == true)
    }

    static let mixed = """
    enum Route { case dish, restaurant }
    app A {
      path feedPath: Route
      launch Feed path: feedPath
    }
    screen Feed {
      destination Route.dish: Dish
      destination Route.restaurant: Restaurant
      destination showingRestaurant: Restaurant
      action dish { append .dish to feedPath }
      action restaurant { showingRestaurant = true }
      action clear { removeAll from feedPath }
    }
    screen Dish { action served { append .restaurant } }
    screen Restaurant { action dish { append .dish to feedPath } }
    """

    @Test func aPathValueAddedWhileABoolPushedViewIsUpGoesUnderIt() {
        var s = Sim.launched(Self.mixed)
        s.tap("restaurant")
        s.tap("dish")
        #expect(s.stack == ["Feed", "Dish", "Restaurant"])
        #expect(s.codes == ["R219"], "\(s.messages)")
        s.send(.back)
        #expect(s.stack == ["Feed", "Dish"])
        #expect(s.state.paths["feedPath"] == [.enumCase(type: "Route", name: "dish")])
    }

    @Test func aPathValueWithNoBoolPushedViewUpIsSeen() {
        var s = Sim.launched(Self.mixed)
        s.tap("dish")
        s.tap("served")
        #expect(s.stack == ["Feed", "Dish", "Restaurant"])
        #expect(s.codes.isEmpty, "\(s.messages)")
    }

    static let item = """
    enum Pick { case dish, restaurant }
    app A { launch Feed withNavigation }
    screen Feed {
      destination selected: Pick {
        .dish: Dish
        .restaurant: Restaurant
      }
      action dish { selected = .dish }
    }
    screen Dish { action other { selected = .restaurant } }
    screen Restaurant { action close { selected = nil } }
    """

    @Test func anItemPushesItsCaseAndAnotherCaseReplacesItWithoutANestedAnimation() {
        var s = Sim.launched(Self.item)
        s.tap("dish")
        #expect(s.stack == ["Feed", "Dish"])
        s.tap("other")
        #expect(s.stack == ["Feed", "Restaurant"])
        #expect(s.codes.isEmpty, "\(s.messages)")
        s.tap("close")
        #expect(s.stack == ["Feed"])
        s.tap("dish")
        s.send(.back)
        #expect(s.binding("Feed", "selected") == nil)
        #expect(s.stepMessages.contains("SwiftUI writes Feed.selected = nil"), "\(s.stepMessages)")
    }

    @Test func everyCaseOfAnItemIsReachableToTheChecks() {
        let o = FlowLoader.load(source: Self.item)
        #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message))")
    }
}
