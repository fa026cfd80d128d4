// SPDX-License-Identifier: MIT
import Foundation

/// A real app's flow as linked pages (issue 32): an overview with one node per coordinator, and one page per
/// coordinator with its own screens and, as single nodes, the coordinators its screens reach. Each coordinator node
/// links to its page, each page back to the overview.
extension FlowGraph {
    /// The node standing for a whole coordinator on a page.
    static func collapsedID(_ coordinator: String) -> String { "k_" + safeID(coordinator) }

    /// A coordinator's name as a file name part: its id, which is ASCII letters, digits and escapes.
    public static func safeFileName(_ coordinator: String) -> String { coordinator.components(separatedBy: " › ").map(safeID).joined(separator: "-") }

    /// The overview (`coordinator` nil) or one coordinator's page. `link` gives the file of a coordinator's page
    /// (nil: the overview's).
    public func page(_ coordinator: String?, link: (String?) -> String) -> FlowGraph {
        // The coordinators each cluster nests in, itself first.
        func chain(_ c: String) -> [String] {
            var out = [c], seen: Set<String> = [c]
            while let p = clusterParents[out[out.count - 1]], seen.insert(p).inserted { out.append(p) }
            return out
        }
        // What a node becomes: itself (nil), or the coordinator that stands for it here.
        func standIn(_ n: Node) -> String? {
            guard let c = n.cluster else { return nil }
            guard let page = coordinator else { return c }
            if c == page { return nil }
            let up = chain(c)
            // Inside a child of this page's coordinator, however deep: that child.
            if let i = up.firstIndex(of: page), i > 0 { return up[i - 1] }
            return c
        }
        var owned: [String: Int] = [:]
        for n in nodes where n.kind == .screen { if let c = n.cluster { owned[c, default: 0] += 1 } }
        var byID: [String: Node] = [:]
        var order: [String] = []
        func add(_ n: Node) { if byID[n.id] == nil { byID[n.id] = n; order.append(n.id) } }
        var rep: [String: String] = [:]
        for n in nodes {
            guard let name = standIn(n) else { rep[n.id] = n.id; add(n); continue }
            let r = FlowGraph.collapsedID(name)
            rep[n.id] = r
            let count = owned[name] ?? 0
            var k = Node(id: r, name: name, label: "\(name)\n\(count) screen\(count == 1 ? "" : "s") ›", kind: .coordinator, cluster: nil)
            k.url = link(name)
            add(k)
        }
        var out: [Edge] = []
        // Folded edges by their ends and kind: where they are in `out`, and the label they are counted under.
        var index: [String: (at: Int, label: String)] = [:]
        for e in edges {
            guard let f = rep[e.from], let t = rep[e.to], f != t else { continue }
            let fromOwn = byID[f]?.url == nil, toOwn = byID[t]?.url == nil
            if coordinator != nil {
                // A page draws what its own nodes do and what reaches them, not what other coordinators do among themselves.
                guard fromOwn || toOwn else { continue }
            } else if e.kind == .result { continue }
            if f == e.from && t == e.to { out.append(e); continue }
            // Edges folded into a coordinator node: one per pair of ends and kind, counted.
            let key = "\(f)|\(t)|\(e.kind.rawValue)"
            if let (i, label) = index[key] {
                out[i].spans += e.spans
                out[i].detail += "; " + e.label.replacingOccurrences(of: "\n", with: ": ")
                out[i].label = label + " ×\(out[i].count)"
            } else {
                var folded = e
                folded.from = f
                folded.to = t
                folded.id = "e\(out.count)_\(e.id)"
                folded.detail = e.label.replacingOccurrences(of: "\n", with: ": ")
                folded.label = e.kind == .result ? e.label : e.kind.rawValue
                index[key] = (out.count, String(folded.label.split(separator: "\n").first ?? ""))
                out.append(folded)
            }
        }
        // Nodes no kept edge touches and that are not the page's own are left out (a coordinator unrelated to it).
        let touched = Set(out.flatMap { [$0.from, $0.to] })
        var kept = order.compactMap { byID[$0] }.filter { n in
            coordinator == nil || n.cluster == coordinator || touched.contains(n.id)
        }
        if coordinator != nil {
            var home = Node(id: "overview", name: "overview", label: "↑ every coordinator", kind: .app, cluster: nil)
            home.url = link(nil)
            kept.insert(home, at: 0)
        }
        var g = FlowGraph(nodes: kept, edges: out.enumerated().map { i, e in var e = e; e.id = "e\(i)"; return e },
                          clusters: coordinator.map { c in clusters.filter { $0.name == c } } ?? [])
        g.coordinatorRoots = coordinatorRoots.filter { id in kept.contains { $0.id == id.value } }
        return g
    }
}

extension FlowGraph {
    /// A coordinator whose page is still too wide to read (one coordinator showing most of an app) split one level
    /// further: each screen its first screen (or its tab bar) leads to starts a branch, drawn as a page of its own,
    /// with the screens reached from it. The branches become clusters inside the coordinator's, so `page` draws the
    /// coordinator's page with one linked node per branch, and each branch's page.
    public func splittingIntoBranches(_ coordinator: String) -> (graph: FlowGraph, branches: [String]) {
        let own = nodes.filter { $0.cluster == coordinator }
        let ownIDs = Set(own.map(\.id))
        // Where the coordinator begins: its first screen or its own node, and the tab bars it shows.
        var entries: Set<String> = [FlowGraph.coordinatorNodeID(coordinator)]
        if let root = coordinatorRoots[coordinator] { entries.insert(root) }
        for n in own where n.kind == .tabBar { entries.insert(n.id) }
        var next: [String: [String]] = [:]
        for e in edges where e.kind != .result && ownIDs.contains(e.from) && ownIDs.contains(e.to) { next[e.from, default: []].append(e.to) }
        var branchOf: [String: String] = [:]
        var branches: [String] = []
        var starts: [String: String] = [:]
        for entry in own.map(\.id) where entries.contains(entry) {
            for start in next[entry] ?? [] where !entries.contains(start) && branchOf[start] == nil {
                guard let name = nodes.first(where: { $0.id == start })?.name else { continue }
                let branch = "\(coordinator) › \(name)"
                branches.append(branch)
                starts[branch] = start
                var queue = [start]
                branchOf[start] = branch
                while let n = queue.popLast() {
                    for m in next[n] ?? [] where !entries.contains(m) && branchOf[m] == nil { branchOf[m] = branch; queue.append(m) }
                }
            }
        }
        guard branches.count > 1 else { return (self, []) }
        var g = self
        // Only clusters change: the nodes keep their places, so `nodeIndex` stays right.
        g.nodes = nodes.map { n in var n = n; if let b = branchOf[n.id] { n.cluster = b }; return n }
        for b in branches {
            g.clusters.append((b, b))
            g.clusterParents[b] = coordinator
            // Its first screen is where a branch of the branch begins, when it is split again.
            g.coordinatorRoots[b] = starts[b]
        }
        return (g, branches)
    }
}
