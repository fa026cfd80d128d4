// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// The flow as a graph: screens (grouped by the coordinator that shows them), tab bars, the app entry, and
/// edges for every transition and every result returned. DOT and Mermaid are written from this one model.
public struct FlowGraph: Sendable {
    /// `coordinator`: a coordinator without a root screen (what its start block shows hangs off it);
    /// `event`: an app event or link (what its handler shows hangs off it).
    public enum NodeKind: Sendable { case app, screen, tabBar, coordinator, event }
    public struct Node: Sendable {
        public init(id: String, name: String, label: String, kind: NodeKind, cluster: String?) {
            self.id = id; self.name = name; self.label = label; self.kind = kind; self.cluster = cluster
        }
        public var id: String
        public var name: String
        public var label: String
        public var kind: NodeKind
        /// The coordinator cluster it is drawn in.
        public var cluster: String?
    }
    public enum EdgeKind: String, Sendable { case root, push, present, embed, tab, set, start, result }
    public struct Edge: Sendable {
        public init(id: String, from: String, to: String, kind: EdgeKind, label: String, span: SourceSpan?, dashed: Bool, trigger: String = "") {
            self.id = id; self.from = from; self.to = to; self.kind = kind; self.label = label; self.span = span; self.dashed = dashed
            self.trigger = trigger
        }
        public var id: String
        public var from: String
        public var to: String
        public var kind: EdgeKind
        public var label: String
        /// The flow source of the transition, to match the engine's steps.
        public var span: SourceSpan?
        public var dashed: Bool
        /// What sets it off: the action (`select(item)`, `Row.open`), `launch`, `start`, `on back`, `tab NAME`, or
        /// `result` for a result delivered back.
        public var trigger: String
    }

    public var nodes: [Node] = []
    public var edges: [Edge] = []
    /// Coordinator clusters in declaration order, with their labels.
    public var clusters: [(name: String, label: String)] = []
    /// Coordinator name → node id of its root screen, to mark a coordinator's problems on the diagram.
    public var coordinatorRoots: [String: String] = [:]
    var nodeIndex: [String: Int] = [:]
    /// Procedures being walked, so funcs that call each other are drawn once.
    var walking: Set<String> = []

    public static func nodeID(screen: String) -> String { "s_" + safeID(screen) }
    static func safeID(_ s: String) -> String {
        // IDs are ASCII so every output format takes them; names go into labels, escaped there.
        var out = ""
        for u in s.unicodeScalars {
            if u.isASCII, u.properties.isAlphabetic || ("0"..."9").contains(u) { out.unicodeScalars.append(u) }
            else { out += "_\(String(u.value, radix: 16))_" }
        }
        return out
    }

    /// A graph given directly (tests, fuzzing of the escaping).
    public init(nodes: [Node], edges: [Edge], clusters: [(name: String, label: String)] = []) {
        self.nodes = nodes
        self.edges = edges
        self.clusters = clusters
        for (i, n) in nodes.enumerated() { nodeIndex[n.id] = i }
    }

    public init(flow: Flow) {
        var owners: [String: String] = [:]
        for c in flow.coordinatorOrder {
            guard let def = flow.coordinators[c] else { continue }
            if let r = def.root, case .screen(let s, _) = r.ref {
                if owners[s] == nil { owners[s] = c }
                coordinatorRoots[c] = FlowGraph.nodeID(screen: s)
            }
            for h in def.handlers { FlowGraph.shownScreens(h.body) { s in if owners[s] == nil { owners[s] = c } } }
            let params = def.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            clusters.append((c, c + (params.isEmpty ? "" : "(\(params))") + (def.resultType == .void ? "" : " -> \(def.resultType)")))
        }
        if let app = flow.app { addNode(Node(id: "app", name: app.name, label: "app \(app.name)", kind: .app, cluster: nil)) }
        for s in flow.screenOrder {
            guard let def = flow.screens[s] else { continue }
            var label = s
            let inputs = def.parameters.map { "\($0.name): \($0.type)" }
            if !inputs.isEmpty { label += "(" + inputs.joined(separator: ", ") + ")" }
            if def.resultType != .void { label += "\n-> \(def.resultType)" }
            if !def.entries.isEmpty { label += "\nentries: " + def.entries.map(\.name).joined(separator: ", ") }
            if def.nonDismissible { label += "\nnon-dismissible" }
            addNode(Node(id: FlowGraph.nodeID(screen: s), name: s, label: label, kind: .screen, cluster: owners[s]))
        }
        for (n, _) in flow.tabBars.sorted(by: { $0.key < $1.key }) {
            addNode(Node(id: "t_" + FlowGraph.safeID(n), name: n, label: "\(n)\n(tab bar)", kind: .tabBar, cluster: nil))
        }
        for c in flow.coordinatorOrder where flow.coordinators[c]?.root == nil {
            addNode(Node(id: FlowGraph.coordinatorNodeID(c), name: c, label: "\(c)\n(start)", kind: .coordinator, cluster: c))
        }
        for n in flow.appEventOrder {
            guard let e = flow.appEvents[n] else { continue }
            addNode(Node(id: "ev_" + FlowGraph.safeID(n), name: n, label: (e.isLink ? "link " : "event ") + n + (e.expects.map { "\n-> \($0)" } ?? ""),
                         kind: .event, cluster: nil))
        }
        // Edges.
        if let app = flow.app, let to = target(app.launch, flow) {
            addEdge(from: "app", to: to, kind: .root, label: "launch" + (app.options.withNavigation ? " withNavigation" : ""), span: app.span, trigger: "launch")
        }
        for (n, tb) in flow.tabBars.sorted(by: { $0.key < $1.key }) {
            for tab in tb.tabs {
                if let to = target(tab.destination, flow) {
                    addEdge(from: "t_" + FlowGraph.safeID(n), to: to, kind: .tab, label: "tab \(tab.name)", span: tab.span, trigger: "tab \(tab.name)")
                }
            }
        }
        for s in flow.screenOrder {
            guard let def = flow.screens[s] else { continue }
            let from = FlowGraph.nodeID(screen: s)
            for a in def.actions { if let b = a.body { walk(b, from: from, action: FlowGraph.actionLabel(a), flow: flow) } }
            for c in def.cells {
                for a in c.actions { if let b = a.body { walk(b, from: from, action: c.name + "." + FlowGraph.actionLabel(a), flow: flow) } }
            }
            for b in [def.back, def.swipe] { if case .effects(let body) = b { walk(body, from: from, action: "on back", flow: flow) } }
        }
        for c in flow.coordinatorOrder {
            guard let def = flow.coordinators[c] else { continue }
            for h in def.handlers {
                let from = FlowGraph.nodeID(screen: h.screen)
                let params = h.bindings.filter { $0 != "_" }
                walk(h.body, from: from, action: ([h.cell, h.action].compactMap { $0 }.joined(separator: ".")) + (params.isEmpty ? "" : "(\(params.joined(separator: ", ")))"), flow: flow, coordinator: c)
            }
            // start { … }: from the root screen, or from the coordinator's own node when it has no root.
            if let body = def.start {
                let from = def.root.flatMap { target($0, flow) } ?? FlowGraph.coordinatorNodeID(c)
                walk(body, from: from, action: "start", flow: flow, coordinator: c)
            }
            for h in def.eventHandlers {
                walk(h.body, from: "ev_" + FlowGraph.safeID(h.event), action: "\(c) handles", flow: flow, coordinator: c)
            }
            for h in def.popHooks {
                walk(h.body, from: FlowGraph.nodeID(screen: h.screen), action: "\(c): on \(h.will ? "willPop" : "pop")", flow: flow, coordinator: c)
            }
        }
    }

    static func coordinatorNodeID(_ c: String) -> String { "c_" + safeID(c) }

    static func actionLabel(_ a: ActionDef) -> String {
        a.name + (a.parameters.isEmpty ? "" : "(" + a.parameters.map(\.name).joined(separator: ", ") + ")")
    }

    static func shownScreens(_ effects: [Effect], _ f: (String) -> Void) {
        for e in effects {
            switch e.kind {
            case .show(_, let d, _, let h):
                if case .screen(let s, _) = d.ref { f(s) }
                if let h { shownScreens(h.body, f) }
            case .setStack(let ds, _): for d in ds { if case .screen(let s, _) = d.ref { f(s) } }
            case .branch(_, let a, let b): shownScreens(a, f); shownScreens(b, f)
            case .match(_, let arms): for arm in arms { shownScreens(arm.body, f) }
            case .start(_, _, _, _, let h): if let h { shownScreens(h.body, f) }
            case .alertButtons(_, let buttons): for b in buttons { shownScreens(b.body, f) }
            default: break
            }
        }
    }

    func target(_ d: Destination, _ flow: Flow) -> String? {
        switch d.ref {
        case .screen(let s, _): return FlowGraph.nodeID(screen: s)
        case .tabs(let t): return "t_" + FlowGraph.safeID(t)
        case .emptyNavigation:
            return nil
        case .coordinator(let c):
            guard let r = flow.coordinators[c]?.root else {
                return flow.coordinators[c] != nil ? FlowGraph.coordinatorNodeID(c) : nil
            }
            return target(r, flow)
        }
    }

    mutating func addNode(_ n: Node) {
        guard nodeIndex[n.id] == nil else { return }
        nodeIndex[n.id] = nodes.count
        nodes.append(n)
    }

    mutating func addEdge(from: String, to: String, kind: EdgeKind, label: String, span: SourceSpan?, dashed: Bool = false, trigger: String) {
        guard nodeIndex[from] != nil, nodeIndex[to] != nil else { return }
        edges.append(Edge(id: "e\(edges.count)", from: from, to: to, kind: kind, label: label, span: span, dashed: dashed, trigger: trigger))
    }

    mutating func walk(_ effects: [Effect], from: String, action: String, flow: Flow, coordinator: String? = nil) {
        for e in effects {
            switch e.kind {
            case .show(let kind, let d, let opts, let h):
                guard let to = target(d, flow) else { continue }
                var label = action
                if kind == .present {
                    label += "\npresent " + opts.style.rawValue + (opts.withNavigation ? " +nav" : "") + (opts.nonDismissible ? " locked" : "")
                } else if kind != .push {
                    label += "\n" + kind.rawValue
                }
                addEdge(from: from, to: to, kind: EdgeKind(rawValue: kind.rawValue) ?? .push, label: label, span: e.span, trigger: action)
                if let h {
                    if case .screen(let s, let entry) = d.ref, let def = flow.screens[s] {
                        addEdge(from: to, to: from, kind: .result, label: resultLabel(def.resultType, back: def.backBehavior(entry: entry, swipe: false), flow: flow),
                                span: h.span, dashed: true, trigger: "result")
                    }
                    walk(h.body, from: from, action: action, flow: flow)
                }
            case .start(let d, let kind, _, let opts, let h):
                guard case .coordinator(let c) = d.ref, let to = target(d, flow) else { continue }
                let how = kind == .itself ? "" : " as " + kind.rawValue + (kind == .present ? " " + opts.style.rawValue : "") + (opts.withNavigation ? " +nav" : "")
                addEdge(from: from, to: to, kind: .start, label: "\(action)\nstart \(c)\(how)", span: e.span, trigger: action)
                if let h, let def = flow.coordinators[c] {
                    addEdge(from: to, to: from, kind: .result, label: resultLabel(def.resultType, back: def.back, flow: flow), span: h.span, dashed: true, trigger: "result")
                    walk(h.body, from: from, action: action, flow: flow, coordinator: coordinator)
                }
            case .selectTab(let sel):
                // `tab NAME` switches the visible tab bar: an edge to that tab in every tab bar that has it.
                for (_, tb) in flow.tabBars.sorted(by: { $0.key < $1.key }) {
                    guard let i = tb.index(of: sel), let to = target(tb.tabs[i].destination, flow) else { continue }
                    addEdge(from: from, to: to, kind: .tab, label: action + "\ntab " + tb.tabs[i].name, span: e.span, trigger: action)
                }
            case .setStack(let ds, _):
                for d in ds { if let to = target(d, flow) { addEdge(from: from, to: to, kind: .set, label: action + "\nset", span: e.span, trigger: action) } }
            case .branch(_, let a, let b):
                walk(a, from: from, action: action, flow: flow, coordinator: coordinator)
                walk(b, from: from, action: action, flow: flow, coordinator: coordinator)
            case .match(_, let arms):
                for arm in arms { walk(arm.body, from: from, action: action, flow: flow, coordinator: coordinator) }
            case .alertButtons(_, let buttons):
                for b in buttons { walk(b.body, from: from, action: action + "\nalert: " + b.name, flow: flow, coordinator: coordinator) }
            case .callProcedure(let name, _):
                // A func's transitions are drawn where it is called, once.
                guard let c = coordinator, let p = flow.coordinators[c]?.procedures[name], walking.insert("\(c).\(name)|\(from)").inserted else { continue }
                walk(p.body, from: from, action: action + " › \(name)()", flow: flow, coordinator: coordinator)
            default:
                break
            }
        }
    }

    func resultLabel(_ t: FlowType, back: BackBehavior, flow: Flow) -> String {
        var cases = flow.values(of: t)?.map(\.description) ?? [t.description]
        if cases.count > 4 { cases = Array(cases.prefix(4)) + ["…"] }
        var backText = "back: nothing"
        if case .effects(let body) = back {
            for e in body {
                if case .finish(let v) = e.kind { backText = "back: " + (v.map { "\($0.evaluate([:]))" } ?? "()"); break }
                if case .terminate(let v) = e.kind { backText = "back: " + (v.map { "\($0.evaluate([:]))" } ?? "()"); break }
            }
        } else if case .none = back { backText = "back: none" }
        return (t == .void ? "done" : cases.joined(separator: " | ")) + "\n" + backText
    }
}
