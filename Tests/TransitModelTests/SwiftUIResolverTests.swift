// SPDX-License-Identifier: MIT
import Testing
import TransitTestSupport
import TransitLanguage
@testable import TransitModel

/// The SwiftUI constructs as the resolver and the static checks read them: paths, destinations, append/remove.
@Suite struct SwiftUIResolverTests {
    static func codes(_ body: String) -> [String] {
        let source = """
        enum Route { case item, settings }
        enum Other { case item, extra }
        screen Item { }
        \(body)
        """
        return FlowLoader.load(source: source, path: "t.flow").diagnostics.map { "\($0.code.rawValue)@\($0.span?.startPosition.line ?? 0)" }
    }

    @Test func aPathIsResolvedWithItsRouteType() {
        let o = FlowLoader.load(source: """
        enum Route { case item }
        screen Feed { destination Route.item: Item; action open { append .item } }
        screen Item { }
        app A { path feed: Route; launch Feed path: feed }
        """)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        #expect(o.flow.paths["feed"]?.element == "Route")
        #expect(o.flow.app?.options.path == "feed")
        #expect(o.flow.app?.options.withNavigation == true)
        #expect(o.flow.screens["Feed"]?.destinations.first?.value == .enumCase(type: "Route", name: "item"))
    }

    @Test func mistakesAreReportedWithTheirCodes() {
        // A path of a type that is not an enum.
        #expect(Self.codes("app A { path p: String; launch Item }").contains("T112@4"))
        // An unknown path, after 'to' and as a modifier.
        #expect(Self.codes("screen S { action a { append .item to nope } }\napp A { launch S }").contains("T101@4"))
        #expect(Self.codes("app A { launch Item path: nope }").contains("T101@4"))
        // A destination that shows a coordinator; a destination declared twice; an unknown case.
        #expect(Self.codes("coordinator C { root Item }\nscreen S { destination Route.item: C }\napp A { launch S }").contains("T106@5"))
        #expect(Self.codes("screen S { destination Route.item: Item\ndestination Route.item: Item }\napp A { launch S }").contains("T103@5"))
        #expect(Self.codes("screen S { destination Route.nope: Item }\napp A { launch S }").contains("T105@4"))
        // A case two route types have, with no path named; a count of zero.
        #expect(Self.codes("screen S { destination Route.item: Item; destination Other.item: Item; action a { append .item } }\napp A { launch S }").contains("T112@4"))
        #expect(Self.codes("screen S { action a { removeLast 0 } }\napp A { launch S }").contains("T112@4"))
    }

    @Test func aRouteNoScreenShowsIsAWarningAtCheckTime() {
        let codes = Self.codes("""
        screen S { destination Route.item: Item; action a { append .settings }; action b { append .item } }
        app A { path p: Route; launch S path: p }
        """)
        #expect(codes == ["T157@4"], "\(codes)")
    }

    @Test func aDestinationInALazyContainerIsAWarningAtItsWord() {
        let o = FlowLoader.load(source: """
        enum Route { case item }
        screen Item { }
        screen S {
          destination Route.item: Item lazy
          action b { append .item }
        }
        app A { path p: Route; launch S path: p }
        """, path: "t.flow")
        #expect(o.diagnostics.map { "\($0.code.rawValue)@\($0.span?.startPosition.line ?? 0):\($0.span?.startPosition.column ?? 0)" } == ["T158@4:32"],
                "\(o.diagnostics.map(\.message))")
        #expect(o.diagnostics.first?.message.contains("Route.item") == true)
        // Still a destination: the value is shown.
        #expect(o.flow.screens["S"]?.destinations.first?.value == .enumCase(type: "Route", name: "item"))
    }

    @Test func destinationsMakeTheirScreensReachable() {
        // Without the destinations placing Item, T150 would say it is never shown.
        let codes = Self.codes("""
        screen S { destination Route.item: Item; action b { append .item } }
        app A { path p: Route; launch S path: p }
        """)
        #expect(codes.isEmpty, "\(codes)")
    }
}
