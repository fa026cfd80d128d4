// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitExplorer
import TransitModel

extension FlowPage {
    /// The page's findings: one per group of the report (its shortest trace), each event of the trace drawn as the
    /// state it leads to over the part of the flow the whole trace visits (one layout's worth of nodes for every
    /// step, so the picture does not jump). At most `limit` groups are drawn; the others are listed without steps.
    public static func findings(_ report: Explorer.Report, flow: Flow, limit: Int = 40, command: (Event) -> String) -> [Finding] {
        let full = FlowGraph(flow: flow)
        return ExploreOutput.groups(report).enumerated().map { index, group in
            let f = group.representative
            var steps: [Finding.Step] = []
            if index < limit, !f.trace.isEmpty, let (graph, states, past) = full.tracing(f.trace, flow: flow) {
                let diagram = FlowDiagram(graph: graph)
                for k in past.indices {
                    guard let data = try? DiagramView.flow.render(format: .svg, state: states[k + 1], transitions: Array(past[...k]),
                                                                  diagram: diagram, states: Array(states[...(k + 1)])) else { break }
                    steps.append(.init(command: command(past[k].event), svg: String(decoding: data, as: UTF8.self)))
                }
            }
            return Finding(code: group.code.rawValue, severity: group.severity.rawValue, message: f.message, count: group.count, steps: steps)
        }
    }
}

extension FlowPage {
    /// How far the exploration went, in a sentence.
    public static func note(_ r: Explorer.Report) -> String {
        let groups = ExploreOutput.groups(r).count
        let found = groups == 0 ? "no findings" : "\(ExploreOutput.plural(groups, "finding group")) (\(ExploreOutput.plural(r.findings.count, "finding")))"
        let how = r.complete ? "every reachable state was seen" : "the exploration was bounded: not every state was seen"
        return "\(found) in \(ExploreOutput.plural(r.states, "state")); \(how). Click one to see its state, step by step."
    }
}

extension FlowPage {
    /// An SVG's width in px and its smallest text in px when shown at its natural width on a 1,920-px screen (scaled
    /// down to fit when wider): the 10-px rule of readable diagrams. nil when the SVG says neither.
    public static func readability(svg: Data) -> (width: Int, smallest: Double)? {
        // Over the bytes: a real app's SVG is hundreds of kilobytes and this runs after every render.
        let bytes = [UInt8](svg)
        func number(at i: Int) -> Double? {
            var j = i
            while j < bytes.count, (bytes[j] >= 0x30 && bytes[j] <= 0x39) || bytes[j] == 0x2E { j += 1 }
            return Double(String(decoding: bytes[i..<j], as: UTF8.self))
        }
        func occurrences(of marker: String, _ body: (Int) -> Bool) {
            let m = Array(marker.utf8)
            var i = 0
            while i + m.count <= bytes.count {
                if bytes[i] == m[0], bytes[i..<(i + m.count)].elementsEqual(m) { if !body(i + m.count) { return }; i += m.count } else { i += 1 }
            }
        }
        var width: Double?
        occurrences(of: "<svg width=\"") { width = number(at: $0); return false }
        var least = Double.infinity
        occurrences(of: "font-size=\"") { if let n = number(at: $0) { least = min(least, n) }; return true }
        guard let w = width, least.isFinite else { return nil }
        let px = w * 4 / 3
        return (Int(px.rounded()), least * 4 / 3 * min(1, 1920 / px))
    }
}
