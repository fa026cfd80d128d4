// SPDX-License-Identifier: MIT
@preconcurrency import CGraphviz
import Foundation

/// The one Swift wrapper around Graphviz's C libraries (cgraph + gvc). Graphviz is not thread-safe, so every call
/// goes through one lock, and one context is reused for the whole process (a context per render leaks).
public final class Graphviz: @unchecked Sendable {
    /// The process-wide context: Graphviz keeps global state, so there can only be one.
    public static let shared = Graphviz()

    let lock = NSLock()
    let context: OpaquePointer?

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public enum Format: String, Sendable, CaseIterable {
        case svg, png, pdf
        /// The laid-out graph as DOT, with positions.
        case dot
    }

    private init() {
        transit_gv_capture_errors()
        context = gvContext()
    }

    /// How long a call waits for another layout to end (one the shell abandoned after Ctrl-C or its time limit
    /// can still be running) before it gives up with a message rather than hanging.
    public static let busyWait: Double = 30

    func locked<T>(_ f: () throws(Failure) -> T) throws(Failure) -> T {
        guard lock.lock(before: Date().addingTimeInterval(Graphviz.busyWait)) else {
            throw Failure(description: "Graphviz is still busy with an earlier layout that was abandoned; try again when it ends")
        }
        defer { lock.unlock() }
        return try f()
    }

    /// Parses, lays out and renders DOT text in one go.
    public func render(dot: String, format: Format) throws(Failure) -> Data {
        try layoutAndRender(dot: dot, format: format).data
    }

    /// Lays out and renders under one lock, so no other layout can come between (other threads render too).
    /// `changes` are applied after the layout, before rendering: the geometry is the DOT's, the colours the changes'.
    public func layoutAndRender(dot: String, format: Format, changes: [LaidOutGraph.Change] = []) throws(Failure)
        -> (graph: LaidOutGraph, data: Data) {
        // The graph outlives the lock: should rendering fail, its deinit (which takes the lock) runs after unlocking.
        var laidOut: LaidOutGraph?
        let result = try locked { () throws(Failure) -> Result<Data, Failure> in
            let g = try layoutLocked(dot: dot)
            laidOut = g
            g.applyLocked(changes)
            do throws(Failure) { return .success(try g.renderLocked(format)) } catch { return .failure(error) }
        }
        switch result {
        case .success(let data): return (laidOut!, data)
        case .failure(let error): laidOut = nil; throw error
        }
    }

    /// Counts layouts. Graphviz keeps the attribute symbols of the graph laid out last in globals, so only that
    /// graph can be rendered again (re-rendering an older one crashes 2.42 in emit_graph).
    var generation = 0

    /// Parses and lays out DOT text; the result can be re-rendered after attribute changes without a new layout
    /// for as long as no other graph is laid out (`LaidOutGraph.isCurrent`).
    public func layout(dot: String) throws(Failure) -> LaidOutGraph {
        try locked { () throws(Failure) -> LaidOutGraph in try layoutLocked(dot: dot) }
    }

    func layoutLocked(dot: String) throws(Failure) -> LaidOutGraph {
            guard let ctx = context else { throw Failure(description: "Graphviz could not create a context") }
            transit_gv_clear_errors()
            guard let g = dot.withCString({ transit_gv_read($0) }) else {
                throw Failure(description: errorText() ?? "Graphviz could not read the graph")
            }
            // The DOT says which engine lays it out (`layout=sfdp` for large graphs); dot otherwise.
            let asked = transit_gv_get(g, "layout").map { String(cString: $0) } ?? ""
            let engine = ["dot", "sfdp", "neato", "fdp", "twopi", "circo"].contains(asked) ? asked : "dot"
            if gvLayout(ctx, g, engine) != 0 {
                let text = errorText()
                agclose(g)
                throw Failure(description: text ?? "Graphviz could not lay out the graph")
            }
            generation += 1
            return LaidOutGraph(owner: self, graph: g, context: ctx, generation: generation)
    }

    func errorText() -> String? {
        let s = String(cString: transit_gv_errors()).trimmingCharacters(in: .whitespacesAndNewlines)
        return s.isEmpty ? nil : s.replacingOccurrences(of: "\n", with: " ")
    }
}

/// A graph Graphviz has laid out. Colours and pen widths can change and the graph rendered again, keeping the
/// layout: what stepping in the shell needs, at a fraction of a full render.
/// Sendable by hand, as `Graphviz` is: its pointers are only read or freed under `owner.lock`.
public final class LaidOutGraph: @unchecked Sendable {
    let owner: Graphviz
    let graph: UnsafeMutablePointer<Agraph_t>
    let context: OpaquePointer
    let generation: Int
    var nodes: [String: UnsafeMutableRawPointer] = [:]
    var edges: [String: UnsafeMutableRawPointer] = [:]

    init(owner: Graphviz, graph: UnsafeMutablePointer<Agraph_t>, context: OpaquePointer, generation: Int) {
        self.owner = owner
        self.graph = graph
        self.context = context
        self.generation = generation
        // Index nodes by name and edges by their `id` attribute, once.
        var n = agfstnode(graph)
        while let node = n {
            if let name = transit_gv_name(UnsafeMutableRawPointer(node)) { nodes[String(cString: name)] = UnsafeMutableRawPointer(node) }
            var e = agfstout(graph, node)
            while let edge = e {
                if let id = transit_gv_get(UnsafeMutableRawPointer(edge), "id"), id.pointee != 0 {
                    edges[String(cString: id)] = UnsafeMutableRawPointer(edge)
                }
                e = agnxtout(graph, edge)
            }
            n = agnxtnode(graph, node)
        }
    }

    deinit {
        owner.lock.lock()
        defer { owner.lock.unlock() }
        gvFreeLayout(context, graph)
        agclose(graph)
    }

    public var nodeNames: [String] { Array(nodes.keys) }

    /// True while no other graph has been laid out since this one: only then can it be rendered again.
    public var isCurrent: Bool {
        owner.lock.lock()
        defer { owner.lock.unlock() }
        return owner.generation == generation
    }

    /// Where Graphviz placed an edge's label (points, y up), if it has one.
    public func edgeLabelPosition(_ id: String) -> (x: Double, y: Double)? {
        guard let e = edges[id] else { return nil }
        owner.lock.lock()
        defer { owner.lock.unlock() }
        var x = 0.0, y = 0.0
        return transit_gv_edge_label_pos(e, &x, &y) != 0 ? (x, y) : nil
    }
    public var edgeIDs: [String] { Array(edges.keys) }

    public func render(_ format: Graphviz.Format) throws(Graphviz.Failure) -> Data {
        try owner.locked { () throws(Graphviz.Failure) -> Data in try renderLocked(format) }
    }

    /// An attribute change for `renderIfCurrent`.
    public enum Change: Sendable {
        case node(String, String, String)
        case edge(String, String, String)
    }

    /// Applies attribute changes and renders again, keeping the layout, all under the lock. Returns nil when
    /// another graph was laid out since (then this one must be laid out again).
    public func renderIfCurrent(_ format: Graphviz.Format, changes: [Change]) throws(Graphviz.Failure) -> Data? {
        try owner.locked { () throws(Graphviz.Failure) -> Data? in
            guard owner.generation == generation else { return nil }
            applyLocked(changes)
            return try renderLocked(format)
        }
    }

    /// Sets attributes of nodes and edges by id; the caller holds the lock and the graph is current.
    func applyLocked(_ changes: [Change]) {
        for c in changes {
            switch c {
            case .node(let n, let k, let v): if let p = nodes[n] { _ = transit_gv_set(p, k, v) }
            case .edge(let e, let k, let v): if let p = edges[e] { _ = transit_gv_set(p, k, v) }
            }
        }
    }

    func renderLocked(_ format: Graphviz.Format) throws(Graphviz.Failure) -> Data {
            guard owner.generation == generation else {
                throw Graphviz.Failure(description: "another graph was laid out since; lay this one out again")
            }
            let ctx = context
            transit_gv_clear_errors()
            var buf: UnsafeMutablePointer<CChar>? = nil
            var len: UInt32 = 0
            if gvRenderData(ctx, graph, format.rawValue, &buf, &len) != 0 || buf == nil {
                throw Graphviz.Failure(description: owner.errorText() ?? "Graphviz could not render \(format.rawValue)")
            }
            defer { gvFreeRenderData(buf) }
            return Data(bytes: buf!, count: Int(len))
    }
}
