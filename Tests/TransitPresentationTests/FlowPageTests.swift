// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitEngine
import TransitExplorer
import TransitModel
@testable import TransitPresentation

/// The interactive page (issue 32, point 3): one file with the flow, its nodes' names and neighbours, and each
/// finding drawn step by step; nothing in it can end its script or reach the network.
@Suite("Interactive page")
struct FlowPageTests {
    static func page(_ name: String) throws -> (html: String, data: [String: Any]) {
        let flow = loadExample(name)
        let graph = FlowGraph(flow: flow)
        // Bounded by states only: the findings never depend on the machine's speed.
        var bounds = Explorer.Bounds()
        bounds.maxSeconds = 1e9
        let report = Explorer(engine: Engine(flow: flow), bounds: bounds).explore()
        let findings = FlowPage.findings(report, flow: flow) { "\($0)" }
        let svg = try FlowDiagram(graph: graph).render(.svg)
        let html = FlowPage.html(title: name + ".flow", svg: svg, graph: graph, flow: flow, findings: findings, note: FlowPage.note(report))
        let start = try #require(html.range(of: "<script>const DATA = ")).upperBound
        let end = try #require(html.range(of: ";</script>", range: start..<html.endIndex)).lowerBound
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        return (html, data)
    }

    @Test func eachFindingIsDrawnStepByStepAndTheProblemComesAtItsLastStep() throws {
        let (html, data) = try Self.page("tasks")
        let findings = try #require(data["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        let first = try #require(findings.first)
        #expect(first["code"] as? String == "R301")
        let steps = try #require(first["steps"] as? [[String: String]])
        #expect(steps.count == 3, "launch, select, swipe")
        #expect(steps.allSatisfy { $0["svg"]?.hasPrefix("<svg") == true })
        #expect(steps.last?["svg"]?.contains("R301 coordinator leaked") == true)
        #expect(steps.first?["svg"]?.contains("R301") == false)
        // The leaked coordinator's cluster carries the id the page finds it by.
        #expect(steps.last?["svg"]?.contains(#"id="cl_DetailCoordinator""#) == true)
        #expect(html.contains("every reachable state was seen"))
    }

    @Test func nodesKnowTheirNamesCoordinatorsAndNeighbours() throws {
        let (_, data) = try Self.page("tasks")
        let nodes = try #require(data["nodes"] as? [[String: Any]])
        let list = try #require(nodes.first { $0["id"] as? String == "s_List" })
        #expect(list["name"] as? String == "List")
        #expect(list["cluster"] as? String == "ListCoordinator")
        #expect((list["near"] as? [String])?.contains("s_Detail") == true)
        #expect((list["info"] as? String)?.contains("actions: select, add") == true)
        let clusters = try #require(data["clusters"] as? [[String: Any]])
        #expect(clusters.contains { $0["id"] as? String == "cl_DetailCoordinator" && $0["parent"] as? String == "ListCoordinator" })
    }

    @Test func theDataCannotEndItsScriptAndThePageLoadsNothing() throws {
        let (html, _) = try Self.page("tasks")
        // Two scripts, each closed once: no string inside the data closes one early.
        #expect(html.components(separatedBy: "</script>").count == 3)
        #expect(!html.contains("<script src") && !html.contains("<link") && !html.contains("@import"))
        // The only URLs are XML namespaces, which are names, not requests.
        let urls = html.matches(of: /https?:\\?\/\\?\/[^"\\ ]+/).map { String($0.output) }
        #expect(urls.allSatisfy { $0.contains("www.w3.org") }, "\(Set(urls))")
        #expect(!html.contains("<!DOCTYPE svg"))
    }
}
