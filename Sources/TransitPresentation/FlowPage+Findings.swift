// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
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
            if index < limit, !f.trace.isEmpty {
                var history = History(engine: Engine(flow: flow))
                // A trace replays from launch; an event that no longer applies is left out.
                for e in f.trace { try? history.apply(e) }
                let states = history.states, past = Array(history.past)
                var focus = DiagramFocus()
                focus.followTrace(graph: full, states: states, transitions: past)
                if case .success(let graph) = full.focused(focus, flow: flow) {
                    let diagram = FlowDiagram(graph: graph)
                    for k in past.indices {
                        let prefix = Array(past[...k])
                        guard let data = try? DiagramView.flow.render(format: .svg, state: states[k + 1], transitions: prefix,
                                                                      diagram: diagram, states: Array(states[...(k + 1)])) else { break }
                        steps.append(.init(command: command(past[k].event), svg: String(decoding: data, as: UTF8.self)))
                    }
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
        let text = String(decoding: svg.prefix(4096), as: UTF8.self)
        guard let w = text.firstMatch(of: /<svg width="([0-9.]+)pt"/).flatMap({ Double($0.output.1) }) else { return nil }
        let sizes = String(decoding: svg, as: UTF8.self).matches(of: /font-size="([0-9.]+)"/).compactMap { Double($0.output.1) }
        guard let least = sizes.min() else { return nil }
        let px = w * 4 / 3
        return (Int(px.rounded()), least * 4 / 3 * min(1, 1920 / px))
    }
}
