// SPDX-License-Identifier: MIT
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TransitTestSupport
import TransitEngine
import TransitGraphviz
import TransitModel
@testable import TransitPresentation

let repoRoot = PackageRoot.url.path
let examples = ["tasks", "result-on-dismiss", "transitable", "new-or-edit", "reviews"]

func loadExample(_ name: String) -> Flow {
    let o = FlowLoader.load([repoRoot + "/flows/\(name).flow"])
    #expect(!o.hasErrors)
    return o.flow
}

/// Collects the text content of an SVG while checking it is well-formed XML.
final class SVGText: NSObject, XMLParserDelegate {
    var texts: [String] = []
    var current = ""
    var inText = false
    func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if e == "text" || e == "title" { inText = true; current = "" }
    }
    func parser(_ p: XMLParser, foundCharacters s: String) { if inText { current += s } }
    func parser(_ p: XMLParser, didEndElement e: String, namespaceURI: String?, qualifiedName: String?) {
        if e == "text" || e == "title" { texts.append(current); inText = false }
    }
    static func parse(_ data: Data) -> [String]? {
        let d = SVGText()
        let p = XMLParser(data: data)
        p.delegate = d
        return p.parse() ? d.texts : nil
    }
}

@Test(arguments: examples)
func exampleSVGIsWellFormedAndNamesEverything(_ name: String) throws {
    let flow = loadExample(name)
    let data = try FlowDiagram(flow: flow).render(.svg)
    let texts = try #require(SVGText.parse(data), "SVG of \(name) is not well-formed XML")
    let all = texts.joined(separator: "\n")
    for s in flow.screenOrder { #expect(all.contains(s), "\(s) missing from \(name).svg") }
    for c in flow.coordinatorOrder { #expect(all.contains(c), "\(c) missing from \(name).svg") }
}

@Test func hostileLabelsRenderAsText() throws {
    let hostile = ["a\"b", "<x>", "}", "back\\slash", "画面遷移", "{ \"x\": 1 }", "a\\nb", "&amp;", "]]>"]
    var nodes: [FlowGraph.Node] = []
    for (i, h) in hostile.enumerated() {
        nodes.append(.init(id: "n\(i)", name: h, label: h, kind: .screen, cluster: i % 2 == 0 ? "C<\"}" : nil))
    }
    let edges = [FlowGraph.Edge(id: "e0", from: "n0", to: "n1", kind: .push, label: "tap \"<x>\" }", span: nil, dashed: false)]
    let g = FlowGraph(nodes: nodes, edges: edges, clusters: [("C<\"}", "C<\"} \\ 日本")])
    let svg = try Graphviz.shared.render(dot: DotWriter.write(g), format: .svg)
    let texts = try #require(SVGText.parse(svg))
    for h in hostile { #expect(texts.contains(h), "label \(h) did not come out as text: \(texts)") }
    #expect(texts.contains("tap \"<x>\" }"))
    #expect(texts.contains("C<\"} \\ 日本"))
    let mermaid = MermaidWriter.write(g)
    #expect(!mermaid.contains("<x>"))
    #expect(mermaid.contains("#lt;x#gt;"))
}

@Test func overlayMarksTopAndNumbersTakenEdges() throws {
    let flow = loadExample("tasks")
    var h = History(engine: Engine(flow: flow))
    try h.apply(.launch)
    try h.apply(.action(screen: nil, cell: nil, name: "select", arguments: ["taskId": .string("t1")]))
    let d = FlowDiagram(flow: flow)
    let overlay = Overlay(graph: d.graph, state: h.state, transitions: Array(h.past))
    #expect(overlay.topScreen == FlowGraph.nodeID(screen: "Detail"))
    #expect(overlay.liveScreens == [FlowGraph.nodeID(screen: "List"), FlowGraph.nodeID(screen: "Detail")])
    let numbers = overlay.taken.values.flatMap { $0 }.sorted()
    #expect(numbers == [1, 2])
    let svg = try d.render(.svg, overlay: overlay)
    let texts = try #require(SVGText.parse(svg))
    #expect(texts.contains("#1"))
    #expect(texts.contains("#2"))
}

/// Every path's coordinates in an SVG, sorted: two renders with the same geometry have the same list.
func svgPaths(_ svg: Data) -> [String] {
    String(decoding: svg, as: UTF8.self).components(separatedBy: " d=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }.sorted()
}

@Test func rerenderKeepsLayoutAndChangesOnlyColours() throws {
    let flow = loadExample("tasks")
    var h = History(engine: Engine(flow: flow))
    let d = FlowDiagram(flow: flow)
    let first = try d.rerender(overlay: Overlay())
    try h.apply(.launch)
    let second = try d.rerender(overlay: Overlay(graph: d.graph, state: h.state, transitions: Array(h.past)))
    #expect(first != second)
    // Same geometry: every path's coordinates are unchanged.
    #expect(svgPaths(first) == svgPaths(second))
    #expect(String(decoding: second, as: UTF8.self).contains("#7cb9f5"))
}

@Test func rerenderAfterAnotherLayoutDoesNotCrash() throws {
    // Graphviz keeps the last layout's symbols in globals: an older graph must be laid out again, not re-rendered.
    let flow = loadExample("tasks")
    let d = FlowDiagram(flow: flow)
    _ = try d.rerender(overlay: Overlay())
    _ = try DiagramOutput.render(dot: StateGraphs.coordinators(SimState()), format: .png)
    let again = try d.rerender(overlay: Overlay())
    // The tasks flow's diagram again, whole: every screen named in well-formed SVG.
    let texts = try #require(SVGText.parse(again)).joined(separator: "\n")
    for s in flow.screenOrder { #expect(texts.contains(s), "\(s) missing after the second layout") }
}

/// A layout for a new state after another graph took Graphviz's globals (tests and the shell's views do this) has
/// the first layout's geometry: the top screen's thicker border does not move the picture.
@Test func aRelayoutForANewStateKeepsTheFirstGeometry() throws {
    let flow = loadExample("tasks")
    var h = History(engine: Engine(flow: flow))
    let d = FlowDiagram(flow: flow)
    let first = try d.rerender(overlay: Overlay())
    _ = try DiagramOutput.render(dot: StateGraphs.coordinators(SimState()), format: .svg)
    try h.apply(.launch)
    let second = try d.rerender(overlay: Overlay(graph: d.graph, state: h.state, transitions: Array(h.past)))
    #expect(svgPaths(first) == svgPaths(second))
    #expect(String(decoding: second, as: UTF8.self).contains("#7cb9f5"), "the new state is drawn")
}

/// The same DOT gets the same layout whatever Graphviz laid out before in the process. Graphviz's default IDs are the
/// addresses of interned names and clusters are kept in ID order, so the layout once depended on the heap: after
/// a state view was rendered, the tasks diagram came out 8 pt wider with its clusters swapped.
@Test(arguments: ["tasks", "reviews", "new-or-edit", "result-on-dismiss", "transitable"])
func theSameDOTIsLaidOutTheSameWhateverCameBefore(_ example: String) throws {
    let flow = loadExample(example)
    var h = History(engine: Engine(flow: flow))
    try h.apply(.launch)
    let launched = Overlay(graph: FlowDiagram(flow: flow).graph, state: h.state, transitions: Array(h.past))
    let before: [() throws -> Void] = [
        {},
        { _ = try FlowDiagram(flow: flow).render(.svg, overlay: launched) },
        { _ = try DiagramOutput.render(dot: StateGraphs.coordinators(h.state), format: .png) },
        { _ = try DiagramOutput.render(dot: StateGraphs.stack(h.state), format: .svg) },
        { _ = try FlowDiagram(flow: loadExample("reviews")).render(.png) },
    ]
    var plain: Set<[String]> = [], overlaid: Set<[String]> = []
    for other in before {
        try other()
        plain.insert(svgPaths(try FlowDiagram(flow: flow).render(.svg)))
        try other()
        overlaid.insert(svgPaths(try FlowDiagram(flow: flow).render(.svg, overlay: launched)))
    }
    #expect(plain.count == 1, "\(example): \(plain.count) layouts of the same DOT")
    #expect(overlaid.count == 1, "\(example) launched: \(overlaid.count) layouts of the same DOT")
}

@Test func otherFormatsRender() throws {
    let d = FlowDiagram(flow: loadExample("reviews"))
    let png = try d.render(.png)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let pdf = try d.render(.pdf)
    #expect(pdf.starts(with: Array("%PDF".utf8)))
    let dot = String(decoding: try d.render(.dot), as: UTF8.self)
    #expect(dot.hasPrefix("digraph Transit"))
    let mmd = String(decoding: try d.render(.mermaid), as: UTF8.self)
    #expect(mmd.hasPrefix("flowchart LR"))
    #expect(mmd.contains("ReviewDetail"))
}

@Test func graphvizErrorsBecomeFailuresNotOutput() {
    #expect(throws: Graphviz.Failure.self) { try Graphviz.shared.render(dot: "digraph { a -> ", format: .svg) }
    do {
        _ = try Graphviz.shared.render(dot: "digraph { a -> ", format: .svg)
    } catch {
        #expect(error.description.lowercased().contains("syntax"))
    }
}

@Test func stateViewsDrawTheStack() throws {
    let flow = loadExample("tasks")
    var h = History(engine: Engine(flow: flow))
    try h.apply(.launch)
    try h.apply(.action(screen: nil, cell: nil, name: "select", arguments: [:]))
    let stackSVG = try DiagramOutput.render(dot: StateGraphs.stack(h.state), format: .svg)
    let texts = try #require(SVGText.parse(stackSVG))
    #expect(texts.contains("List") && texts.contains("Detail") && texts.contains("window"))
    let text = StateText(engine: h.engine, style: TextStyle(color: false)).stack(h.state)
    #expect(text.contains("presents (pageSheet)"))
    #expect(text.contains("◀ top"))
    let co = StateText(engine: h.engine, style: TextStyle(color: false)).coordinators(h.state)
    #expect(co.contains("└─ DetailCoordinator"))
    let pending = StateText(engine: h.engine, style: TextStyle(color: false)).pending(h.state)
    #expect(pending.contains("swipe-down delivers nothing — DetailCoordinator would leak"))
}

/// The real-app constructs appear in the diagram: screenless coordinators as their own nodes, app events and
/// links with what their handlers show, transitions made in funcs, start blocks, alert buttons and pop hooks.
@Test func realAppConstructsAreDrawn() throws {
    let o = FlowLoader.load(source: """
    app A { launch AppC }
    link item(id: String) -> Item
    screen Login { action signIn }
    screen Home { action open; action logout }
    screen Item(id: String) { }
    coordinator AppC {
      start { showLogin() }
      func showLogin() { start LoginC as root then { release; showMain() } }
      func showMain() { start MainC then { release; showLogin() } }
      on item(id) { start ItemC(id: id) }
    }
    coordinator LoginC { root Login; on Login.signIn { terminate } }
    coordinator MainC {
      start { root Home withNavigation }
      on Home.open { push Item(id: "1") }
      on Home.logout { alert "Log out?" { button logout { terminate }; button cancel } }
    }
    coordinator ItemC(id: String) { start { root Item(id: id) withNavigation } }
    """)
    #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
    let g = FlowGraph(flow: o.flow)
    #expect(g.nodes.contains { $0.kind == .coordinator && $0.name == "AppC" })
    #expect(g.nodes.contains { $0.kind == .event && $0.name == "item" })
    // AppC's start block reaches Login through showLogin(); the link's handler reaches ItemC's node.
    #expect(g.edges.contains { $0.from == "c_AppC" && $0.to == FlowGraph.nodeID(screen: "Login") && $0.label.contains("showLogin()") })
    // The link is drawn once, to the coordinator that handles it, saying what it does; what it starts is drawn from
    // that coordinator (issue 32: events × handlers made a bundle of long edges).
    #expect(g.edges.contains { $0.from == "ev_item" && $0.to == "c_AppC" && $0.kind == .handles && $0.label == "handled by AppC\nstart ItemC" }, "\(g.edges.map { ($0.from, $0.to, $0.label) })")
    #expect(g.edges.filter { $0.from == "ev_item" }.count == 1)
    #expect(g.edges.contains { $0.from == "c_AppC" && $0.to == "c_ItemC" && $0.label.hasPrefix("on item") })
    #expect(g.edges.contains { $0.from == "c_ItemC" && $0.to == FlowGraph.nodeID(screen: "Item") })
    let data = try FlowDiagram(flow: o.flow).render(.svg)
    let texts = try #require(SVGText.parse(data))
    #expect(texts.contains { $0.contains("link item") })
    #expect(MermaidWriter.write(g).contains("ev_item{{"))
}

/// The stack view as UIKit has it: root first, a presented screen beside the window attached to its presenter
/// (not inside the presenter's navigation controller), tabs named, hidden tabs dashed.
@Test func theStackViewNestsAsUIKitDoes() throws {
    var h = History(engine: Engine(flow: loadExample("tasks")))
    try h.apply(.launch)
    try h.apply(.action(screen: nil, cell: nil, name: "select", arguments: [:]))
    let dot = StateGraphs.stack(h.state)
    // The window cluster closes before the presented one opens.
    let window = try #require(dot.range(of: "subgraph cluster_window"))
    let presented = try #require(dot.range(of: "label=\"presented pageSheet\""))
    let windowBody = String(dot[window.lowerBound..<presented.lowerBound])
    #expect(windowBody.contains("label=\"List\"") && !windowBody.contains("label=\"Detail\""), "\(dot)")
    #expect(windowBody.components(separatedBy: "{").count == windowBody.components(separatedBy: "}").count + 1, "the window is closed before: \(dot)")
    #expect(dot.contains("-> n") && dot.contains("[label=\"presents\""))

    let tabs = Engine(flow: FlowLoader.load([repoRoot + "/flows/realworld/stanlyu-demo/fixed.flow"]).flow)
    var t = History(engine: tabs)
    try t.apply(.launch)
    try t.apply(.finish(screen: "Launch", value: .enumCase(type: "LaunchScreenEvent", name: "mainFlowStarted")))
    try t.apply(.action(screen: "Home", cell: nil, name: "pickupPoints", arguments: [:]))
    let tabDot = StateGraphs.stack(t.state)
    #expect(tabDot.contains("MainTabs (UITabBarController), selected: home"), "\(tabDot)")
    #expect(tabDot.contains("label=\"tab home: UINavigationController\"; style=\"rounded,filled\""))
    #expect(tabDot.contains("label=\"tab cart (hidden): UINavigationController\"; style=\"rounded,filled, dashed\""))
    // Root first: Home is tied above PickupPoints.
    let ids = tabDot.split(separator: "\n").compactMap { line -> (String, String)? in
        guard line.contains("[label="), let n = line.split(separator: " ").first(where: { $0.hasPrefix("n") }) else { return nil }
        if line.contains("label=\"Home\"") { return ("Home", String(n)) }
        if line.contains("label=\"PickupPoints\"") { return ("PickupPoints", String(n)) }
        return nil
    }
    let home = try #require(ids.first { $0.0 == "Home" }?.1), pickup = try #require(ids.first { $0.0 == "PickupPoints" }?.1)
    #expect(tabDot.contains("\(home) -> \(pickup) [style=invis]"), "\(tabDot)")
    _ = try DiagramOutput.render(dot: tabDot, format: .svg)
}

/// `tab NAME` statements are edges to the tab they select, by name or index, as the tab bar's own tabs are.
@Test func tabStatementsAreEdges() {
    let g = FlowGraph(flow: loadExample("transitable"))
    let tabEdges = g.edges.filter { $0.kind == .tab }.map { "\($0.from) -> \($0.to): \($0.label)" }
    #expect(tabEdges.contains("s_A -> s_B: showOther\ntab other"), "\(tabEdges)")
    #expect(tabEdges.contains("s_B -> s_A: showHome\ntab home"))
    #expect(tabEdges.contains("t_Main -> s_A: tab home"))
}

/// A real app's events at a glance (issue 32): ApplicationCoordinator's three app events, each handled by the same
/// coordinator through chains of funcs, were 9 long edges and 8 results drawn back to the events. Now: one edge per
/// event, results back to the coordinator that receives them, func chains shortened with the whole path in the tooltip.
@Test func appEventsAreDrawnOnceAndResultsGoBackToTheirCoordinator() throws {
    let flow = loadExample("realworld/applicationcoordinator/app")
    let g = FlowGraph(flow: flow)
    let events = g.nodes.filter { $0.kind == .event }
    #expect(events.count == 3)
    for e in events {
        let out = g.edges.filter { $0.from == e.id }
        #expect(out.count == 1, "\(e.name): \(out.map(\.label))")
        #expect(out.first?.kind == .handles && out.first?.label.hasPrefix("handled by ApplicationCoordinator\n") == true)
    }
    // No result goes back to an event: the coordinator that started the child receives it.
    #expect(!g.edges.contains { $0.kind == .result && $0.to.hasPrefix("ev_") })
    #expect(g.edges.filter { $0.kind == .result && $0.to == "c_ApplicationCoordinator" }.count >= 1)
    // `start › instructorStart() › runOnboardingFlow() › …`: the first and last steps; the tooltip has the path.
    let chained = try #require(g.edges.first { $0.label.contains(" › … › ") })
    #expect(chained.detail.contains("instructorStart()"), "\(chained.detail)")
    #expect(DotWriter.write(g).contains(chained.detail.replacingOccurrences(of: "\"", with: "\\\"")))
}

/// `render --pages` (issue 32): the overview has one node per coordinator, linked to its page; a page has that
/// coordinator's own screens, the coordinators they reach as single linked nodes, and a link back to the overview.
@Test func pagesSplitARealAppByCoordinator() throws {
    let g = FlowGraph(flow: loadExample("realworld/applicationcoordinator/app"))
    func file(_ c: String?) -> String { c.map { "app-\($0).svg" } ?? "app.svg" }
    let overview = g.page(nil, link: file)
    #expect(!overview.nodes.contains { $0.kind == .screen && $0.cluster != nil })
    let coordinators = overview.nodes.filter { $0.id.hasPrefix("k_") }
    #expect(Set(coordinators.map(\.name)) == Set(g.clusters.map(\.name).filter { c in g.nodes.contains { $0.cluster == c } }))
    #expect(coordinators.allSatisfy { $0.url == "app-\($0.name).svg" })
    #expect(overview.edges.contains { $0.from == "k_ApplicationCoordinator" && $0.to == "k_AuthCoordinator" && $0.kind == .start })
    #expect(!overview.edges.contains { $0.kind == .result })
    let item = g.page("ItemCoordinator", link: file)
    #expect(item.nodes.contains { $0.name == "ItemsList" && $0.cluster == "ItemCoordinator" })
    // Its child is one node, linked; the child's screen is not drawn here.
    #expect(item.nodes.contains { $0.id == "k_ItemCreateCoordinator" && $0.url == "app-ItemCreateCoordinator.svg" })
    #expect(!item.nodes.contains { $0.name == "ItemCreate" })
    #expect(item.nodes.contains { $0.id == "overview" && $0.url == "app.svg" })
    #expect(item.edges.contains { $0.from == FlowGraph.nodeID(screen: "ItemsList") && $0.to == "k_ItemCreateCoordinator" })
    let dot = DotWriter.write(item)
    #expect(dot.contains(#"URL="app-ItemCreateCoordinator.svg""#))
}

/// A screen no edge touches is named in the legend, so a reader does not miss it (issue 32: notifire's Crop).
@Test func screensWithNoEdgeAreNamedInTheLegend() throws {
    let g = FlowGraph(flow: loadExample("realworld/notifire/app"))
    let dot = DotWriter.write(g)
    #expect(dot.contains(#"no edge reaches or leaves: Crop\l"#), "\(dot.suffix(600))")
    #expect(!DotWriter.write(FlowGraph(flow: loadExample("tasks"))).contains("no edge reaches"))
}

/// A coordinator that shows most of an app (Mastodon's SceneCoordinator) is split one level further: each screen its
/// first screen or tab bar leads to begins a branch, a cluster inside the coordinator's with that screen as its root.
@Test func aCoordinatorShowingMostOfAnAppIsSplitIntoBranches() throws {
    let g = FlowGraph(flow: loadExample("realworld/mastodon/app"))
    let (split, branches) = g.splittingIntoBranches("SceneCoordinator")
    #expect(branches.count >= 2, "\(branches)")
    for b in branches {
        #expect(b.hasPrefix("SceneCoordinator › "))
        #expect(split.clusterParents[b] == "SceneCoordinator")
        let root = try #require(split.coordinatorRoots[b])
        #expect(split.nodes.first { $0.id == root }?.cluster == b)
    }
    // The coordinator's page draws each branch as one linked node.
    let page = split.page("SceneCoordinator") { $0.map { "p-\(FlowGraph.safeFileName($0)).svg" } ?? "p.svg" }
    #expect(branches.allSatisfy { b in page.nodes.contains { $0.name == b && $0.url == "p-\(FlowGraph.safeFileName(b)).svg" } })
    // A coordinator with one branch or none is left as it is.
    #expect(g.splittingIntoBranches("SettingsCoordinator").branches.count != 1)
}

/// A notification is drawn as its own node: a dotted `posts` edge from where the flow posts it, and the observer's
/// `handles` edge from it, so what a logout button sets off is one path on the picture.
@Test func aPostedNotificationIsDrawnFromThePostToItsObserver() throws {
    let o = FlowLoader.load(source: """
    notification loggedOut
    app A { launch AppC }
    screen Settings { action logout { notify loggedOut } }
    screen Login { }
    coordinator AppC {
      root Settings withNavigation
      on loggedOut { root Login withNavigation }
    }
    """)
    #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
    let g = FlowGraph(flow: o.flow)
    #expect(g.nodes.contains { $0.kind == .event && $0.name == "loggedOut" && $0.label == "notification loggedOut" })
    #expect(g.edges.contains { $0.from == FlowGraph.nodeID(screen: "Settings") && $0.to == "ev_loggedOut" && $0.kind == .posts && $0.label == "logout / notify" })
    #expect(g.edges.contains { $0.from == "ev_loggedOut" && $0.kind == .handles && $0.label.hasPrefix("handled by AppC") }, "\(g.edges.map { ($0.from, $0.to, $0.kind, $0.label) })")
    let dot = DotWriter.write(g)
    #expect(dot.contains("notify: a notification the app posts"))
    #expect(dot.contains("tooltip=\"notification the app posts: loggedOut\""))
}
