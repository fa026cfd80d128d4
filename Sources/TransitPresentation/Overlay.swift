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
    /// Live screens in tabs that are not selected: alive, not on screen.
    public var hiddenScreens: Set<String> = []
    /// The tab edges of the tabs selected in the tab bars on screen.
    public var selectedTabs: Set<String> = []
    /// What each problem is about (a coordinator's or a screen's name, the first subject of its diagnostic) →
    /// "CODE title" of each problem found there: drawn on it.
    public var problems: [String: [String]] = [:]
    /// The user's gestures that went back (back, swipe-down, a long press on back), drawn as edges of their own:
    /// they are in no statement of the flow, and a leak is often their doing.
    public var gestures: [Gesture] = []

    /// Results still awaited, drawn from the one that will deliver (a screen, or a coordinator's first screen) to
    /// the screen of whoever waits for it: article 000's completion, not yet called.
    public var waits: [Wait] = []

    public struct Wait: Sendable, Equatable {
        public var from: String, to: String
        /// "Detail → ListCoordinator: Bool".
        public var text: String
    }

    public struct Gesture: Sendable, Equatable {
        public var from: String, to: String
        public var label: String
        /// The event found a problem.
        public var troubled: Bool
    }

    public init() {}

    /// `states`: the state before each transition and after the last (History.states), to draw gestures.
    public init(graph: FlowGraph, state: SimState, transitions: [History.Entry], states: [SimState] = []) {
        for id in state.controllers.keys where state.isAttached(id) {
            if let s = state.screen(id) { liveScreens.insert(FlowGraph.nodeID(screen: s.screen)) }
        }
        topScreen = state.topScreen.flatMap { state.screen($0) }.map { FlowGraph.nodeID(screen: $0.screen) }
        // Tab bars on screen: the selected tab's edge is marked; screens alive in the other tabs are hidden.
        var shown: Set<String> = []
        for (id, c) in state.controllers where state.isAttached(id) {
            guard case .tabBar(let name, let tabs, let names, let selected) = c.kind else { continue }
            if names.indices.contains(selected) {
                selectedTabs.insert(graph.edges.first { $0.from == "t_" + FlowGraph.safeID(name) && $0.kind == .tab && $0.trigger == "tab " + names[selected] }?.id ?? "")
            }
            for (i, tab) in tabs.enumerated() {
                for sub in state.subtree(tab) {
                    guard let sc = state.screen(sub) else { continue }
                    if i == selected { shown.insert(FlowGraph.nodeID(screen: sc.screen)) } else { hiddenScreens.insert(FlowGraph.nodeID(screen: sc.screen)) }
                }
            }
        }
        selectedTabs.remove("")
        for p in state.pendingResults {
            let (source, waiter) = state.names(of: p)
            let from: String?
            switch p.source {
            case .screen(let x): from = state.screen(x).map { FlowGraph.nodeID(screen: $0.screen) }
            case .coordinator(let c): from = state.coordinators[c].flatMap { graph.coordinatorRoots[$0.name] }
            }
            // The waiter's screen: where its handler will run, else its coordinator's first screen.
            let to = p.frame.acting.flatMap { state.screen($0) }.map { FlowGraph.nodeID(screen: $0.screen) }
                ?? p.frame.coordinator.flatMap { state.coordinators[$0] }.flatMap { graph.coordinatorRoots[$0.name] }
            if let from, let to { waits.append(Wait(from: from, to: to, text: "\(source) → \(waiter): \(p.resultType.description)")) }
        }
        // A screen alive both in a hidden tab and where the user sees it counts as seen.
        hiddenScreens.subtract(shown)
        var bySpan: [SourceSpanKey: [String]] = [:]
        var results: [SourceSpanKey: [String]] = [:]
        var edgeByID: [String: FlowGraph.Edge] = [:]
        for e in graph.edges {
            edgeByID[e.id] = e
            for sp in e.spans {
                if e.kind == .result { results[SourceSpanKey(sp), default: []].append(e.id) } else { bySpan[SourceSpanKey(sp), default: []].append(e.id) }
            }
        }
        let startStatements = graph.edges.filter { $0.kind == .start }.flatMap(\.spans).map(SourceSpanKey.init)
            .sorted { $0.end - $0.start < $1.end - $1.start }
        // A func called from several places draws its transitions once per caller: the edge numbered is the one
        // from where the event came (the event's node, the tapped screen), and a result goes back along the
        // edge that started its sender.
        var cameFrom: [String: String] = [:]
        let clustered = Set(graph.clusterTree().flatMap { Overlay.names($0) })
        var n = 0
        for (k, t) in transitions.enumerated() {
            let origin: String?
            switch t.event {
            case .appEvent(let name, _): origin = "ev_" + FlowGraph.safeID(name)
            case .action(let screen?, _, _, _): origin = FlowGraph.nodeID(screen: screen)
            case .launch, .launchWith: origin = "app"
            default: origin = nil
            }
            var numbered: Set<SourceSpanKey> = []
            for s in t.steps {
                guard let sp = s.span else { continue }
                if s.kind == .handler, let ids = results[SourceSpanKey(sp)] {
                    // A result delivered: its owner's handler runs (the step carries the handler's place).
                    let chosen = ids.first { id in edgeByID[id].map { cameFrom[$0.from] == $0.to } ?? false } ?? ids[0]
                    n += 1
                    taken[chosen, default: []].append(n)
                    returned.insert(chosen)
                } else if s.kind == .coordinatorCreated, let key = startStatements.first(where: { $0.contains(sp) }),
                          let ids = bySpan[key], numbered.insert(key).inserted {
                    // Starting a child is an edge too (the step names the child at its place inside the statement).
                    n += 1
                    let candidates = ids.compactMap { edgeByID[$0] }
                    let chosen = candidates.first { $0.from == origin } ?? candidates[0]
                    taken[chosen.id, default: []].append(n)
                    cameFrom[chosen.to] = chosen.from
                } else if s.kind == .transition, let ids = bySpan[SourceSpanKey(sp)], numbered.insert(SourceSpanKey(sp)).inserted {
                    n += 1
                    // One statement can draw several edges (set [A, B], a func called from several places).
                    let target = s.subjects.first.map { FlowGraph.nodeID(screen: $0) }
                    let candidates = ids.compactMap { edgeByID[$0] }
                    let chosen = candidates.first { $0.from == origin && $0.to == target } ?? candidates.first { $0.from == origin }
                        ?? candidates.first { $0.to == target } ?? candidates[0]
                    taken[chosen.id, default: []].append(n)
                    cameFrom[chosen.to] = chosen.from
                }
            }
            for d in t.diagnostics {
                for subject in d.subjects {
                    troubled.insert(FlowGraph.nodeID(screen: subject))
                    // A coordinator drawn as a cluster is outlined itself; else its root screen stands for it.
                    if !clustered.contains(subject), let root = graph.coordinatorRoots[subject] { troubled.insert(root) }
                }
                if let first = d.subjects.first {
                    let text = d.code.rawValue + " " + d.code.title
                    if !(problems[first] ?? []).contains(text) { problems[first, default: []].append(text) }
                }
            }
            if let gesture = Overlay.gestureName(t.event), states.count > k + 1,
               let from = states[k].topScreen.flatMap({ states[k].screen($0) })?.screen {
                let to = states[k + 1].topScreen.flatMap { states[k + 1].screen($0) }?.screen ?? from
                n += 1
                gestures.append(Gesture(from: FlowGraph.nodeID(screen: from), to: FlowGraph.nodeID(screen: to),
                                        label: "#\(n) \(gesture)", troubled: !t.diagnostics.isEmpty))
            }
        }
    }

    static func names(_ c: FlowGraph.ClusterNode) -> [String] { [c.name] + c.children.flatMap(names) }

    static func gestureName(_ e: Event) -> String? {
        switch e {
        case .back: "back"
        case .swipe: "swipe-down"
        case .backTo(let s): "long press on back → \(s)"
        case .backCancelled: "swipe back let go half-way"
        default: nil
        }
    }

    /// Attribute values for a node under this overlay.
    func nodeAttributes(_ id: String, kind: FlowGraph.NodeKind) -> [(String, String)] {
        let live = liveScreens.contains(id), top = topScreen == id, bad = troubled.contains(id), hidden = hiddenScreens.contains(id)
        let fill = top ? "#7cb9f5" : (hidden ? "#eef3f8" : live ? "#d6eafc" : (kind == .app ? "#eeeeee" : "#ffffff"))
        return [("fillcolor", fill), ("color", bad ? "#d32f2f" : (top ? "#0d47a1" : "#555555")),
                ("penwidth", bad || top ? "3" : "1"), ("style", hidden ? "rounded,filled,dashed" : "rounded,filled")]
    }

    func edgeAttributes(_ e: FlowGraph.Edge) -> [(String, String)] {
        if selectedTabs.contains(e.id) { return [("color", "#0d47a1"), ("penwidth", "3"), ("fontcolor", "#0d47a1")] }
        if returned.contains(e.id) { return [("color", "#2e7d32"), ("penwidth", "2.5"), ("fontcolor", "#1b5e20")] }
        if taken[e.id] != nil { return [("color", "#1565c0"), ("penwidth", "2.5"), ("fontcolor", "#0d47a1")] }
        return [("color", e.kind == .result ? "#9e9e9e" : "#444444"), ("penwidth", "1"), ("fontcolor", "#333333")]
    }
}

/// SourceSpan compared by file path and offsets (steps and edges come from the same resolved flow).
struct SourceSpanKey: Hashable {
    var path: String, start: Int, end: Int
    init(_ s: TransitLanguage.SourceSpan) { path = s.file.path; start = s.start; end = s.end }
    func contains(_ s: TransitLanguage.SourceSpan) -> Bool { s.file.path == path && start <= s.start && s.end <= end }
}
