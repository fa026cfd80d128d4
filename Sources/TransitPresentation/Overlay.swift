// SPDX-License-Identifier: MIT
import TransitEngine
import TransitLanguage
import TransitModel

/// The live state drawn over the flow graph: screens on the stacks, the top one, the edges taken so far in
/// order, and the screens a problem was found on. Only colours and pen widths: the layout is kept.
public struct Overlay: Sendable {
    public var liveScreens: Set<String> = []
    public var topScreen: String?
    /// Edge id → the numbers of the transitions that took it, in order.
    public var taken: [String: [Int]] = [:]
    public var troubled: Set<String> = []
    /// Result edges whose result was delivered.
    public var returned: Set<String> = []

    public init() {}

    public init(graph: FlowGraph, state: SimState, transitions: [History.Entry]) {
        for id in state.controllers.keys where state.isAttached(id) {
            if let s = state.screen(id) { liveScreens.insert(FlowGraph.nodeID(screen: s.screen)) }
        }
        topScreen = state.topScreen.flatMap { state.screen($0) }.map { FlowGraph.nodeID(screen: $0.screen) }
        var bySpan: [SourceSpanKey: [String]] = [:]
        var results: [SourceSpanKey: String] = [:]
        for e in graph.edges {
            for sp in e.spans {
                if e.kind == .result { results[SourceSpanKey(sp)] = e.id } else { bySpan[SourceSpanKey(sp), default: []].append(e.id) }
            }
        }
        var n = 0
        for t in transitions {
            // A result delivered: its owner's handler runs (the step carries the handler's place).
            for s in t.steps where s.kind == .handler {
                guard let sp = s.span, let id = results[SourceSpanKey(sp)] else { continue }
                n += 1
                taken[id, default: []].append(n)
                returned.insert(id)
            }
            for s in t.steps where s.kind == .transition {
                guard let sp = s.span, let ids = bySpan[SourceSpanKey(sp)] else { continue }
                n += 1
                // One transition statement can draw several edges (set [A, B]); number the one to the shown screen.
                let target = s.subjects.first.map { FlowGraph.nodeID(screen: $0) }
                let chosen = ids.first { id in graph.edges.first { $0.id == id }?.to == target } ?? ids[0]
                taken[chosen, default: []].append(n)
            }
            for d in t.diagnostics {
                for subject in d.subjects {
                    troubled.insert(FlowGraph.nodeID(screen: subject))
                    if let root = graph.coordinatorRoots[subject] { troubled.insert(root) }
                }
            }
        }
    }

    /// Attribute values for a node under this overlay.
    func nodeAttributes(_ id: String, kind: FlowGraph.NodeKind) -> [(String, String)] {
        let live = liveScreens.contains(id), top = topScreen == id, bad = troubled.contains(id)
        let fill = top ? "#7cb9f5" : (live ? "#d6eafc" : (kind == .app ? "#eeeeee" : "#ffffff"))
        return [("fillcolor", fill), ("color", bad ? "#d32f2f" : (top ? "#0d47a1" : "#555555")),
                ("penwidth", bad || top ? "3" : "1")]
    }

    func edgeAttributes(_ e: FlowGraph.Edge) -> [(String, String)] {
        if returned.contains(e.id) { return [("color", "#2e7d32"), ("penwidth", "2.5"), ("fontcolor", "#1b5e20")] }
        if taken[e.id] != nil { return [("color", "#1565c0"), ("penwidth", "2.5"), ("fontcolor", "#0d47a1")] }
        return [("color", e.kind == .result ? "#9e9e9e" : "#444444"), ("penwidth", "1"), ("fontcolor", "#333333")]
    }
}

/// SourceSpan compared by file path and offsets (steps and edges come from the same resolved flow).
struct SourceSpanKey: Hashable {
    var path: String, start: Int, end: Int
    init(_ s: TransitLanguage.SourceSpan) { path = s.file.path; start = s.start; end = s.end }
}
