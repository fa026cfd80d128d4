// SPDX-License-Identifier: MIT
#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import Testing
import TransitModel
@testable import TransitPresentation

/// Tooltips use the flow's names (issue 32: SVG viewers showed `s_ServiceImageCreation` and `s_List->s_Detail`),
/// every SVG is well-formed, and the same flow gives the same bytes.
@Suite("Tooltips and stable SVG")
struct TooltipTests {
    /// The `<g class="node|edge|cluster">` groups of an SVG and the tooltip (`xlink:title`) inside each.
    final class Groups: NSObject, XMLParserDelegate {
        var groups: [(kind: String, title: String?)] = []
        var open: [Int?] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if name == "g", let c = attributes["class"], ["node", "edge", "cluster"].contains(c) {
                groups.append((c, nil))
                open.append(groups.count - 1)
            } else if name == "g" {
                open.append(nil)
            }
            if name == "a", let t = attributes["xlink:title"], let i = open.last(where: { $0 != nil }) ?? nil, groups[i].title == nil {
                groups[i].title = t
            }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { _ = open.popLast() }
        }
    }

    static let flows = ["flows/tasks.flow", "flows/reviews.flow", "flows/realworld/notifire/app.flow", "flows/realworld/mastodon/app.flow"]

    @Test(arguments: flows)
    func everyNodeEdgeAndClusterSaysWhatItIsInTheFlowsWords(_ path: String) throws {
        let o = FlowLoader.load([repoRoot + "/" + path])
        #expect(!o.hasErrors)
        let dot = DotWriter.write(FlowGraph(flow: o.flow))
        let svg = try DiagramOutput.render(dot: dot, format: .svg)
        #expect(try DiagramOutput.render(dot: dot, format: .svg) == svg, "the same flow gave different bytes")
        let groups = Groups()
        let parser = XMLParser(data: svg)
        parser.delegate = groups
        #expect(parser.parse(), "not well-formed")
        #expect(groups.groups.count > 3)
        for g in groups.groups {
            let title = try #require(g.title, "a \(g.kind) without a tooltip")
            #expect(!title.contains("->") && !title.hasPrefix("s_") && !title.hasPrefix("c_") && !title.contains("cluster_"),
                    "an internal id in a tooltip: \(title)")
        }
    }
}
