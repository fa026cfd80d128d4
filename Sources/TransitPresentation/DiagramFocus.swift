// SPDX-License-Identifier: MIT
import TransitEngine
import TransitLanguage
import TransitModel

/// What part of the flow graph a diagram shows, so a 60-screen app gives a picture that fits a pull request.
public struct DiagramFocus: Sendable, Equatable {
    /// `all`: every edge, result edges faint; `forward`: transitions only, no result edges.
    public enum Edges: String, Sendable, CaseIterable { case all, forward }

    public var edges: Edges = .all
    /// Only the screens (or coordinators, tab bars) within `depth` edges of this one, either way.
    public var around: String?
    public var depth = 1
    /// Only this coordinator's screens and those of the coordinators it starts, down the tree.
    public var coordinator: String?
    /// Only what a trace visited: node ids, and the edges it took.
    public var visitedNodes: Set<String>?
    public var takenEdges: Set<String>?

    public init() {}

    public var isEmpty: Bool { self == DiagramFocus() }

    /// Only what a trace visited: every screen on screen at some point (`states`, History.states), and every
    /// transition it took and the ends of each.
    public mutating func followTrace(graph: FlowGraph, states: [SimState], transitions: [History.Entry]) {
        var visited: Set<String> = []
        for s in states {
            for id in s.controllers.keys where s.isAttached(id) { if let sc = s.screen(id) { visited.insert(FlowGraph.nodeID(screen: sc.screen)) } }
        }
        let overlay = Overlay(graph: graph, state: states.last ?? SimState(), transitions: transitions)
        let taken = Set(overlay.taken.keys)
        takenEdges = taken
        visitedNodes = visited.union(graph.edges.filter { taken.contains($0.id) }.flatMap { [$0.from, $0.to] })
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }
}

extension FlowGraph {
    /// A trace replayed from launch (an event that no longer applies is left out) and the part of this graph it
    /// visits: what a finding's picture draws, its states over that part. nil when nothing of the graph is left.
    public func tracing(_ trace: [Event], flow: Flow) -> (graph: FlowGraph, states: [SimState], transitions: [History.Entry])? {
        var history = History(engine: Engine(flow: flow))
        for e in trace { _ = try? history.apply(e) }
        let states = history.states, past = Array(history.past)
        var focus = DiagramFocus()
        focus.followTrace(graph: self, states: states, transitions: past)
        guard case .success(let graph) = focused(focus, flow: flow) else { return nil }
        return (graph, states, past)
    }

    /// The part of the graph `focus` asks for; clusters keep only their remaining members.
    public func focused(_ focus: DiagramFocus, flow: Flow) -> Result<FlowGraph, DiagramFocus.Failure> {
        var keep = Set(nodes.map(\.id))
        if let name = focus.around {
            guard let start = nodes.first(where: { $0.name == name && $0.kind != .app }) else {
                let names = nodes.filter { $0.kind != .app }.map(\.name)
                return .failure(.init(description: "no screen, coordinator or tab bar named '\(name)'"
                                      + Suggest.didYouMean(name, in: names)))
            }
            var seen: Set<String> = [start.id], frontier = [start.id]
            var neighbours: [String: [String]] = [:]
            for e in edges { neighbours[e.from, default: []].append(e.to); neighbours[e.to, default: []].append(e.from) }
            for _ in 0..<max(0, focus.depth) {
                frontier = frontier.flatMap { neighbours[$0] ?? [] }.filter { seen.insert($0).inserted }
            }
            keep.formIntersection(seen)
        }
        if let name = focus.coordinator {
            guard flow.coordinators[name] != nil else {
                return .failure(.init(description: "no coordinator named '\(name)'"
                                      + Suggest.didYouMean(name, in: flow.coordinatorOrder)))
            }
            let tree = FlowGraph.descendants(of: name, flow: flow)
            var members = Set(nodes.filter { n in n.cluster.map(tree.contains) ?? false || (n.kind == .coordinator && tree.contains(n.name)) }.map(\.id))
            // Screens its screens show by themselves (no coordinator owns them), however deep.
            let unowned = Set(nodes.filter { $0.cluster == nil && $0.kind == .screen }.map(\.id))
            var grew = true
            while grew {
                grew = false
                for e in edges where e.kind != .result && members.contains(e.from) && unowned.contains(e.to) { grew = members.insert(e.to).inserted || grew }
            }
            // The tab bars its screens show belong to the picture too.
            let tabBars = Set(edges.filter { members.contains($0.from) }.map(\.to)).filter { id in nodes.contains { $0.id == id && $0.kind == .tabBar } }
            keep.formIntersection(members.union(tabBars))
        }
        if let visited = focus.visitedNodes { keep.formIntersection(visited.union(["app"])) }
        var kept = nodes.filter { keep.contains($0.id) }
        var keptEdges = edges.filter { keep.contains($0.from) && keep.contains($0.to) }
        if let taken = focus.takenEdges { keptEdges = keptEdges.filter { taken.contains($0.id) } }
        if focus.edges == .forward { keptEdges.removeAll { $0.kind == .result } }
        if focus.around != nil || focus.coordinator != nil || focus.visitedNodes != nil {
            // A legend-sized picture needs no orphans: the app node only when its edge is kept.
            kept.removeAll { $0.kind == .app && !keptEdges.contains { $0.from == "app" } }
        }
        var g = FlowGraph(nodes: kept, edges: keptEdges, clusters: clusters)
        g.coordinatorRoots = coordinatorRoots.filter { keep.contains($0.value) }
        g.clusterParents = clusterParents
        return .success(g)
    }

    /// The coordinator and every coordinator it starts (children, their children…), as the app's tree nests.
    static func descendants(of name: String, flow: Flow) -> Set<String> {
        var out: Set<String> = [name], queue = [name]
        while let c = queue.popLast() {
            guard let def = flow.coordinators[c] else { continue }
            let children = flow.childCoordinators(of: def)
            for child in children where out.insert(child).inserted { queue.append(child) }
        }
        return out
    }
}
