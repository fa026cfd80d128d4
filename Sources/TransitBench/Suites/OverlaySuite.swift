// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitModel
import TransitPresentation

/// The flow diagram of a 200-screen flow: a full render (new `FlowDiagram`, layout and SVG) against a re-render
/// of the kept layout with a new overlay (what `render --follow` does after every event). Overlays come from a
/// seeded random walk through `History`, so they colour live screens and number the edges taken.
/// The same full render is compared with pytransitions' diagram of the same flow (GraphMachine + `dot`).
struct OverlaySuite {
    static let screens = 200
    static let targetRatio = 10.0

    let context: BenchContext
    var pytransitions: PeerResult?

    func run() throws -> [Figure] {
        let flow = FlowLoader.load([context.generated(OverlaySuite.screens)]).flow
        let engine = Engine(flow: flow)
        let graph = FlowDiagram(flow: flow).graph
        let walk = RandomWalk.record(engine: engine, length: 60, seed: context.seed)
        var overlays: [Overlay] = []
        var h = History(engine: engine)
        for e in walk.segments.first ?? [] {
            try h.apply(e)
            overlays.append(Overlay(graph: graph, state: h.state, transitions: Array(h.past)))
        }
        guard !overlays.isEmpty else { throw BenchFailure("no overlay from the walk") }
        context.log("full render vs re-render, \(OverlaySuite.screens) screens (\(graph.nodes.count) nodes, \(graph.edges.count) edges)")

        var full: [Double] = []
        var bytes = 0
        _ = try FlowDiagram(flow: flow).render(.svg, overlay: overlays[0])  // warm-up (Graphviz plugins)
        for i in 0..<context.runs(5) {
            let o = overlays[i % overlays.count]
            full.append(try Clock.time {
                let d = FlowDiagram(flow: flow)
                bytes = try d.render(.svg, overlay: o).count
            } * 1000)
        }
        let kept = FlowDiagram(flow: flow)
        _ = try kept.render(.svg, overlay: overlays[0])
        var re: [Double] = []
        for i in 0..<context.runs(20) {
            let o = overlays[(i + 1) % overlays.count]
            re.append(try Clock.time { _ = try kept.rerender(overlay: o) } * 1000)
        }
        let fullS = Summary(full), reS = Summary(re)
        let ratio = fullS.median / reS.median
        let what = "\(Number.grouped(graph.nodes.count)) nodes, \(Number.grouped(graph.edges.count)) edges, \(Number.grouped(bytes / 1024)) KB of SVG"
        var figures = [
            Figure(group: "Diagrams", name: "re-render with a new overlay (kept layout), \(OverlaySuite.screens) screens", unit: "ms",
                   better: .lower, transit: reS,
                   peer: .init(name: "full render (layout + SVG)", value: fullS),
                   target: .init(text: "≥ 10× faster than full", met: ratio >= OverlaySuite.targetRatio,
                                 miss: ratio >= OverlaySuite.targetRatio ? nil : "only \(Number.ratio(ratio))"),
                   note: what + "; overlays from a \(overlays.count)-event walk"),
        ]
        if let p = pytransitions, !p.diagramSeconds.isEmpty {
            figures.append(Figure(group: "Diagrams", name: "diagram to SVG, \(OverlaySuite.screens) screens (Transit: in-process Graphviz)",
                                  unit: "ms", better: .lower, transit: fullS,
                                  peer: .init(name: "pytransitions \(p.version) GraphMachine + dot", value: p.diagram.map { $0 * 1000 }),
                                  note: "pytransitions draws \(Number.grouped(p.states)) states and \(Number.grouped(p.transitions)) transitions, \(Number.grouped((p.svgBytes ?? 0) / 1024)) KB of SVG; Transit \(what)"))
        }
        return figures
    }
}
