// SPDX-License-Identifier: MIT
import Foundation
import Synchronization
import TransitEngine
import TransitGraphviz
import TransitModel

/// Renders the flow graph, laid out once; the live state is drawn by re-colouring the laid-out graph and
/// rendering again, which costs a fraction of a new layout.
public final class FlowDiagram: Sendable {
    public enum Format: String, Sendable, CaseIterable { case svg, png, pdf, dot, mermaid }

    public let graph: FlowGraph
    let graphviz: Graphviz

    /// The last layout, and the overlay it was laid out with: a new layout lays out that overlay's DOT again (the
    /// same DOT gives the same geometry; marks such as a thicker border change node sizes) and recolours it.
    struct Kept: Sendable {
        var laidOut: LaidOutGraph?
        var layoutOverlay: Overlay?
    }
    private let kept = Mutex(Kept())

    public init(flow: Flow, graphviz: Graphviz = .shared) {
        self.graph = FlowGraph(flow: flow)
        self.topDown = false
        self.graphviz = graphviz
    }

    /// A diagram of a graph already made (a focused part of the flow).
    public init(graph: FlowGraph, topDown: Bool = false, graphviz: Graphviz = .shared) {
        self.graph = graph
        self.topDown = topDown
        self.graphviz = graphviz
    }

    /// Ranks top to bottom instead of left to right.
    let topDown: Bool

    /// The DOT Transit hands to Graphviz (also what `--format dot` exports).
    public func dot(overlay: Overlay = Overlay()) -> String { DotWriter.write(graph, overlay: overlay, topDown: topDown) }

    /// A complete render: new layout, then the overlay.
    public func render(_ format: Format, overlay: Overlay = Overlay()) throws(Graphviz.Failure) -> Data {
        switch format {
        case .dot: return Data(DotWriter.write(graph, overlay: overlay, numbersInLabels: true, topDown: topDown).utf8)
        case .mermaid: return Data(MermaidWriter.write(graph, overlay: overlay).utf8)
        case .svg:
            let (g, data) = try graphviz.layoutAndRender(dot: dot(overlay: overlay), format: .svg)
            kept.withLock { $0 = Kept(laidOut: g, layoutOverlay: overlay) }
            return injectNumbers(data, g, overlay)
        case .png, .pdf:
            // Bitmaps and PDFs cannot be annotated afterwards: the numbers go into the labels.
            return try graphviz.render(dot: DotWriter.write(graph, overlay: overlay, numbersInLabels: true, topDown: topDown), format: format == .png ? .png : .pdf)
        }
    }

    /// Re-colours the last layout for a new state and renders SVG again, without laying out.
    public func rerender(overlay: Overlay) throws(Graphviz.Failure) -> Data {
        var changes: [LaidOutGraph.Change] = []
        for n in graph.nodes { for (k, v) in overlay.nodeAttributes(n.id, kind: n.kind) { changes.append(.node(n.id, k, v)) } }
        for e in graph.edges { for (k, v) in overlay.edgeAttributes(e) { changes.append(.edge(e.id, k, v)) } }
        if let g = kept.withLock({ $0.laidOut }), let data = try g.renderIfCurrent(.svg, changes: changes) {
            return injectNumbers(data, g, overlay)
        }
        // Another graph was laid out meanwhile (Graphviz keeps only the last one's symbols): lay out the first
        // layout's DOT again and recolour it for this state, as a rerender of the kept layout would.
        let base = kept.withLock { k in
            let base = k.layoutOverlay ?? overlay
            k.layoutOverlay = base
            return base
        }
        let (g, data) = try graphviz.layoutAndRender(dot: dot(overlay: base), format: .svg, changes: changes)
        kept.withLock { $0.laidOut = g }
        return injectNumbers(data, g, overlay)
    }

    /// Draws the order numbers of the taken edges as badges beside their labels (SVG only). Works on the bytes:
    /// the SVG of a large flow is big, and a String round trip would cost more than the render.
    func injectNumbers(_ svg: Data, _ g: LaidOutGraph, _ overlay: Overlay) -> Data {
        guard !overlay.taken.isEmpty else { return svg }
        let marker = Array("</g>\n</svg>".utf8)
        let bytes = [UInt8](svg)
        guard bytes.count >= marker.count else { return svg }
        var at = bytes.count - marker.count
        while at >= 0, !bytes[at..<(at + marker.count)].elementsEqual(marker) { at -= 1 }
        guard at >= 0 else { return svg }
        var badges = "<g id=\"transit-steps\" class=\"steps\">\n"
        for (id, nums) in overlay.taken.sorted(by: { $0.value[0] < $1.value[0] }) {
            guard let p = g.edgeLabelPosition(id) else { continue }
            let label = nums.map { "#\($0)" }.joined(separator: " ")
            badges += "<text x=\"\(p.x)\" y=\"\(-p.y - 14)\" text-anchor=\"middle\" font-family=\"Helvetica,sans-Serif\" font-size=\"10\" font-weight=\"bold\" fill=\"#0d47a1\">\(DotText.xml(label))</text>\n"
        }
        badges += "</g>\n"
        var out = Data(capacity: bytes.count + badges.utf8.count)
        out.append(contentsOf: bytes[..<at])
        out.append(contentsOf: Array(badges.utf8))
        out.append(contentsOf: bytes[at...])
        return out
    }
}
