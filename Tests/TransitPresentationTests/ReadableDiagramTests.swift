// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitEngine
import TransitLanguage
import TransitModel
@testable import TransitPresentation

/// Diagrams of real apps: true result edges, parallel edges merged, focused views, a legend of what is drawn.
@Suite("Readable diagrams")
struct ReadableDiagramTests {
    static func load(_ relative: String) -> Flow {
        let o = FlowLoader.load([repoRoot + "/" + relative])
        #expect(!o.hasErrors, "\(relative)")
        return o.flow
    }

    static func flow(_ text: String) throws -> Flow {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-diagram-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("f.flow").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let o = FlowLoader.load([path])
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        return o.flow
    }

    @Test func resultEdgesSayWhatTheGestureOfThatPresentationDelivers() {
        let g = FlowGraph(flow: loadExample("tasks"))
        let results = g.edges.filter { $0.kind == .result }.map(\.label)
        // DetailCoordinator presented as a sheet: a swipe delivers nothing (what `pending` says); pushed: back, nothing.
        #expect(results.contains("true | false\nswipe: nothing"), "\(results)")
        #expect(results.contains("true | false\nback: nothing"))
        // NewTaskCoordinator declares `on back { terminate(false) }`.
        #expect(results.contains("true | false\nback: false"))
    }

    @Test func resultEdgesListTheValuesTheCoordinatorReturns() throws {
        let f = try Self.flow("""
        app A { launch Main }
        enum Outcome { case saved, deleted, cancelled, failed }
        screen Home { action edit }
        screen Editor { action save  action cancel }
        coordinator Main {
          root Home withNavigation
          on Home.edit { start Edit as present fullScreen then (o) { release } }
        }
        coordinator Edit -> Outcome {
          root Editor withNavigation
          on Editor.save { terminate(.saved) }
          on Editor.cancel { terminate(.cancelled) }
        }
        """)
        let result = try #require(FlowGraph(flow: f).edges.first { $0.kind == .result })
        // Only what `terminate` returns, not every case; full screen: no gesture takes it away.
        #expect(result.label == ".saved | .cancelled", "\(result.label)")
    }

    @Test func deliveredResultsAreHighlightedAndNumbered() throws {
        let f = loadExample("tasks")
        var h = History(engine: Engine(flow: f))
        for e: Event in [.launch, .action(screen: "List", cell: nil, name: "add", arguments: [:]),
                         .action(screen: "NewTask", cell: nil, name: "save", arguments: [:])] { try h.apply(e) }
        let g = FlowGraph(flow: f)
        let o = Overlay(graph: g, state: h.state, transitions: Array(h.past))
        let result = try #require(g.edges.first { $0.kind == .result && $0.label.hasSuffix("back: false") })
        #expect(o.returned == [result.id])
        #expect(o.taken[result.id] == [3])
        let dot = DotWriter.write(g, overlay: o, numbersInLabels: true)
        #expect(dot.contains("label=\"#3 true | false\\nback: false\""), "\(dot)")
        #expect(dot.contains("green: results delivered"))
        #expect(MermaidWriter.write(g, overlay: o).contains("stroke:#2e7d32"))
    }

    @Test func parallelEdgesWithOneMeaningAreDrawnOnce() throws {
        let f = try Self.flow("""
        app A { launch Root }
        event reset
        screen Home { action a  action b }
        screen Next {}
        coordinator Root {
          start { showHome() }
          func showHome() { root Home withNavigation }
          on Home.a { push Next }
          on Home.b { push Next }
          on reset { showHome() }
        }
        """)
        let g = FlowGraph(flow: f)
        let pushes = g.edges.filter { $0.kind == .push }
        #expect(pushes.count == 1)
        #expect(pushes.first?.label == "a, b", "\(pushes.map(\.label))")
        #expect(pushes.first?.count == 2 && pushes.first?.spans.count == 2)
        #expect(Set(g.edges.map(\.id)).count == g.edges.count, "ids stay unique after merging")
        // The same `start … as root` reached twice: one edge with its count, both places still numbered.
        let real = FlowGraph(flow: Self.load("flows/realworld/journalbuddy/app.flow"))
        #expect(real.edges.contains { $0.label == "start ×2\nstart MainCoordinator" }, "\(real.edges.map(\.label))")
    }

    @Test func focusedViewsKeepWhatTheyAskFor() throws {
        let f = Self.load("flows/realworld/adequate/app.flow")
        let g = FlowGraph(flow: f)
        var focus = DiagramFocus()
        focus.coordinator = "SettingsCoordinator"
        let settings = try g.focused(focus, flow: f).get()
        #expect(Set(settings.nodes.map(\.name)) == ["Settings", "AppIcon", "About", "Acknowledgements", "MailCompose", "Safari"], "\(settings.nodes.map(\.name))")
        #expect(settings.edges.allSatisfy { e in settings.nodes.contains { $0.id == e.from } && settings.nodes.contains { $0.id == e.to } })
        focus = DiagramFocus()
        focus.around = "About"
        focus.depth = 1
        let around = try g.focused(focus, flow: f).get()
        #expect(Set(around.nodes.map(\.name)) == ["Settings", "About", "Acknowledgements", "Safari"], "\(around.nodes.map(\.name))")
        focus.depth = 0
        #expect(try g.focused(focus, flow: f).get().nodes.map(\.name) == ["About"])
        focus = DiagramFocus()
        focus.edges = .forward
        let forward = try g.focused(focus, flow: f).get()
        #expect(!forward.edges.contains { $0.kind == .result } && g.edges.contains { $0.kind == .result })
        #expect(forward.nodes.count == g.nodes.count)
        focus.around = "Setings"
        guard case .failure(let e) = g.focused(focus, flow: f) else { Issue.record("a misspelt name must fail"); return }
        #expect(e.description == "no screen, coordinator or tab bar named 'Setings'; did you mean 'Settings'?")
    }

    @Test func theLegendListsOnlyWhatIsDrawn() throws {
        let f = Self.load("flows/realworld/adequate/app.flow")
        var focus = DiagramFocus()
        focus.coordinator = "SettingsCoordinator"
        let g = try FlowGraph(flow: f).focused(focus, flow: f).get()
        let dot = DotWriter.write(g)
        let legend = try #require(dot.components(separatedBy: "legend [").last)
        #expect(legend.contains("push") && legend.contains("present"))
        #expect(!legend.contains("start a child") && !legend.contains("tab") && !legend.contains("#n"), "\(legend)")
    }
}

@Suite("Diagrams with tab bars and shared screens")
struct TabBarDiagramTests {
    @Test func theSelectedTabIsMarkedAndHiddenTabsLookHidden() throws {
        let f = ReadableDiagramTests.load("flows/realworld/applicationcoordinator/app.flow")
        var h = History(engine: Engine(flow: f))
        for e: Event in [.launch, .action(screen: "Login", cell: nil, name: "login", arguments: [:]),
                         .action(screen: "Onboarding", cell: nil, name: "finish", arguments: [:]), .selectTab(.name("settings"))] { try h.apply(e) }
        let g = FlowGraph(flow: f)
        let o = Overlay(graph: g, state: h.state, transitions: Array(h.past))
        let selected = try #require(g.edges.first { $0.kind == .tab && $0.trigger == "tab settings" })
        #expect(o.selectedTabs == [selected.id])
        #expect(o.hiddenScreens == ["s_ItemsList"], "\(o.hiddenScreens)")
        #expect(o.topScreen == "s_Settings")
        let dot = DotWriter.write(g, overlay: o)
        #expect(dot.contains("s_ItemsList [id=\"s_ItemsList\", label=\"ItemsList\", tooltip=\"screen ItemsList (shown by ItemCoordinator)\", fillcolor=\"#eef3f8\", color=\"#555555\", penwidth=\"1\", style=\"rounded,filled,dashed\"]"), "\(dot)")
        #expect(dot.contains("dashed box: alive in a tab not selected") && dot.contains("bold blue tab: the selected tab"))
        // Results go back along the edge that started their sender; starting a child is numbered too.
        let auth = try #require(g.edges.first { $0.kind == .result && $0.from == "c_AuthCoordinator" && $0.to == "c_ApplicationCoordinator" })
        #expect(o.returned.contains(auth.id))
        let start = try #require(g.edges.first { $0.kind == .start && $0.from == "c_ApplicationCoordinator" && $0.to == "c_AuthCoordinator" })
        #expect(o.taken[start.id] == [1] && o.taken[auth.id] == [3], "\(o.taken)")
    }

    @Test func clustersNestAsTheCoordinatorTreeAndGroupTheTabBar() throws {
        let g = FlowGraph(flow: ReadableDiagramTests.load("flows/realworld/applicationcoordinator/app.flow"))
        func find(_ name: String, in nodes: [FlowGraph.ClusterNode]) -> FlowGraph.ClusterNode? {
            for c in nodes { if c.name == name { return c }; if let f = find(name, in: c.children) { return f } }
            return nil
        }
        let tree = g.clusterTree()
        #expect(tree.map(\.name) == ["ApplicationCoordinator"], "\(tree.map(\.name))")
        let tabbar = find("TabbarCoordinator", in: tree)
        #expect(Set(tabbar?.children.map(\.name) ?? []) == ["ItemCoordinator", "SettingsCoordinator"])
        #expect(tabbar?.members.contains { $0.kind == .tabBar } == true, "the tab bar sits with its tab coordinators")
        #expect(find("ItemCreateCoordinator", in: tree.flatMap(\.children)).map { _ in true } == true)
        let dot = DotWriter.write(g)
        // Nested subgraphs: ItemCoordinator's cluster opens inside TabbarCoordinator's.
        let tab = try #require(dot.range(of: "label=\"TabbarCoordinator\"") as Range<String.Index>?)
        let item = try #require(dot.range(of: "label=\"ItemCoordinator\"") as Range<String.Index>?)
        #expect(tab.lowerBound < item.lowerBound)
    }

    @Test func aScreenShownByTwoCoordinatorsBelongsToNeither() throws {
        let f = try ReadableDiagramTests.flow("""
        app A { launch Main }
        screen Home { action help  action more }
        screen Help {}
        screen More { action help }
        coordinator Main {
          root Home withNavigation
          on Home.help { push Help }
          on Home.more { start Other as push then { release } }
        }
        coordinator Other {
          root More
          on More.help { push Help }
          on back { terminate }
        }
        """)
        let g = FlowGraph(flow: f)
        let help = try #require(g.nodes.first { $0.name == "Help" })
        #expect(help.cluster == nil)
        #expect(help.label == "Help\nshown by Main, Other")
        #expect(g.nodes.first { $0.name == "More" }?.cluster == "Other")
    }
}
