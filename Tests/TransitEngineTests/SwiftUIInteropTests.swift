// SPDX-License-Identifier: MIT
import Testing
import TransitTestSupport
@testable import TransitEngine
import TransitModel

/// A UIKit controller inside a SwiftUI view (UIViewControllerRepresentable, written `embed` in the view's `on load`)
/// that pushes with pushViewController onto the NavigationStack its path drives (issue 34, docs/simulator.md rule 11).
@Suite struct SwiftUIInteropTests {
    static let flow = """
    enum Route { case item }
    app A {
      path feedPath: Route
      launch Feed path: feedPath
    }
    screen Feed {
      destination Route.item: Item
      on load { embed Scanner }
      action open { append .item to feedPath }
    }
    screen Scanner { action found { push Item } }
    screen Item { action open { append .item to feedPath } }
    """

    @Test func aUIKitPushIntoAPathStackIsReportedAndThePathIgnoresIt() {
        var s = Sim.launched(Self.flow)
        s.tap("found", on: "Scanner")
        #expect(s.codes == ["R226"], "\(s.messages)")
        #expect(s.stack == ["Feed", "Item"])
        #expect(s.state.paths["feedPath"] ?? [] == [])
        // The path changes: SwiftUI rebuilds the stack from it, and the pushed controller is gone.
        s.tap("open", on: "Item")
        #expect(s.stack == ["Feed", "Item"])
        #expect(s.id("Item").flatMap { s.state.controllers[$0]?.route } == .enumCase(type: "Route", name: "item"))
    }

    @Test func aSwiftUIPushIsNot() {
        var s = Sim.launched(Self.flow)
        s.tap("open", on: "Feed")
        #expect(s.codes.isEmpty, "\(s.messages)")
        #expect(s.stack == ["Feed", "Item"])
    }
}
