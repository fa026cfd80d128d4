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
        /// A page it links to (a coordinator's own page, the overview).
        public var url: String?
    }
    /// `handles`: an app event and the coordinator whose `on EVENT` runs (one edge per handler; what the handler
    /// shows is drawn from that coordinator).
    public enum EdgeKind: String, Sendable { case root, push, present, embed, tab, set, start, result, handles, posts }
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
        /// The places in the flow of every transition merged into this edge (`span` is the first).
        public var spans: [SourceSpan] = []
        /// How many transitions of the flow it stands for.
        public var count: Int { max(1, spans.count) }
        /// The whole of what a shortened label stands for (every path through the funcs, every action merged):
        /// the tooltip says it. Empty when the label says it all.
        public var detail: String = ""
    }

    public var nodes: [Node] = []
    public var edges: [Edge] = []
    /// Coordinator clusters in declaration order, with their labels.
    public var clusters: [(name: String, label: String)] = []
    /// Coordinator name → the coordinator whose cluster its cluster is drawn in.
    public var clusterParents: [String: String] = [:]
    /// Coordinator name → node id of its root screen, to mark a coordinator's problems on the diagram.
    public var coordinatorRoots: [String: String] = [:]
    var nodeIndex: [String: Int] = [:]
    /// Procedures being walked, so funcs that call each other are drawn once.
    var walking: Set<String> = []

    public static func nodeID(screen: String) -> String { "s_" + safeID(screen) }
    /// The SVG id of a coordinator's cluster: the interactive page focuses it on a click.
    public static func clusterID(_ coordinator: String) -> String { "cl_" + safeID(coordinator) }
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
        // The coordinators whose code shows each screen: a screen shown by one is drawn in its cluster; one shown
        // by several belongs to none of them and says who shows it.
        var owners: [String: [String]] = [:]
        func own(_ s: String, _ c: String) { if !(owners[s]?.contains(c) ?? false) { owners[s, default: []].append(c) } }
        for c in flow.coordinatorOrder {
            guard let def = flow.coordinators[c] else { continue }
            if let r = def.root, case .screen(let s, _) = r.ref {
                own(s, c)
                coordinatorRoots[c] = FlowGraph.nodeID(screen: s)
            }
            for body in def.bodies { FlowGraph.shownScreens(body) { s in own(s, c) } }
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
            let shownBy = owners[s] ?? []
            if shownBy.count > 1 { label += "\nshown by " + shownBy.joined(separator: ", ") }
            addNode(Node(id: FlowGraph.nodeID(screen: s), name: s, label: label, kind: .screen, cluster: shownBy.count == 1 ? shownBy[0] : nil))
        }
        // Clusters nest as the coordinator tree does: a child inside the first coordinator that starts it (or
        // shows it as a tab), never in a cycle; a tab bar sits in the cluster of the one coordinator showing it.
        var tabBarOwners: [String: [String]] = [:]
        for c in flow.coordinatorOrder {
            guard let def = flow.coordinators[c] else { continue }
            for t in def.shownTabBars where !(tabBarOwners[t]?.contains(c) ?? false) { tabBarOwners[t, default: []].append(c) }
            let children = flow.childCoordinators(of: def)
            for child in children where child != c && clusterParents[child] == nil && flow.coordinators[child] != nil {
                var up: String? = c, cycle = false
                while let u = up { if u == child { cycle = true; break }; up = clusterParents[u] }
                if !cycle { clusterParents[child] = c }
            }
        }
        for (n, _) in flow.tabBars.sorted(by: { $0.key < $1.key }) {
            let owner = tabBarOwners[n].flatMap { $0.count == 1 ? $0[0] : nil }
            addNode(Node(id: "t_" + FlowGraph.safeID(n), name: n, label: "\(n)\n(tab bar)", kind: .tabBar, cluster: owner))
        }
        for c in flow.coordinatorOrder where flow.coordinators[c]?.root == nil {
            addNode(Node(id: FlowGraph.coordinatorNodeID(c), name: c, label: "\(c)\n(start)", kind: .coordinator, cluster: c))
        }
        for n in flow.appEventOrder {
            guard let e = flow.appEvents[n] else { continue }
            addNode(Node(id: "ev_" + FlowGraph.safeID(n), name: n, label: e.kind + " " + n + (e.expects.map { "\n-> \($0)" } ?? ""),
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
            // An app event: one edge to the coordinator that handles it, labelled with what it does; the handler's
            // transitions are drawn from that coordinator, and results come back to it.
            for h in def.eventHandlers {
                let node = def.root.flatMap { target($0, flow) } ?? FlowGraph.coordinatorNodeID(c)
                // What it does, read on a copy that follows every func again (the real walk draws a func once).
                var scratch = self
                scratch.walking = []
                let before = scratch.edges.count
                scratch.walk(h.body, from: node, action: "on \(h.event)", flow: flow, coordinator: c)
                walk(h.body, from: node, action: "on \(h.event)", flow: flow, coordinator: c)
                var does: [String] = []
                for e in scratch.edges[before...] where e.kind != .result {
                    let meaning = e.label.split(separator: "\n").dropFirst().first.map(String.init) ?? e.kind.rawValue
                    if !does.contains(meaning) { does.append(meaning) }
                }
                let summary = does.count > 2 ? does.prefix(2).joined(separator: ", ") + " +\(does.count - 2) more" : does.joined(separator: ", ")
                addEdge(from: "ev_" + FlowGraph.safeID(h.event), to: node, kind: .handles, label: "handled by \(c)" + (summary.isEmpty ? "" : "\n" + summary),
                        span: h.span, trigger: h.event)
                if does.count > 2, !edges.isEmpty { edges[edges.count - 1].detail = "handled by \(c): " + does.joined(separator: "; ") }
            }
            for h in def.popHooks {
                walk(h.body, from: FlowGraph.nodeID(screen: h.screen), action: "\(c): on \(h.keyword)", flow: flow, coordinator: c)
            }
        }
        mergeParallelEdges()
    }

    /// Edges with the same ends and the same meaning become one: identical ones counted (`start ×5`), ones that
    /// differ only in the action that sets them off listed together (`select, TaskCell.open`). Result edges merge
    /// only when identical.
    mutating func mergeParallelEdges() {
        struct Key: Hashable { var from, to, meaning: String; var kind: EdgeKind; var dashed: Bool }
        var order: [Key] = []
        var groups: [Key: [Edge]] = [:]
        for e in edges {
            let lines = e.label.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let meaning = e.kind == .result ? e.label : lines.count < 2 ? "" : String(lines[1])
            let key = Key(from: e.from, to: e.to, meaning: meaning, kind: e.kind, dashed: e.dashed)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(e)
        }
        guard order.count < edges.count else { return }
        edges = order.enumerated().map { i, key in
            let group = groups[key]!
            var merged = group[0]
            merged.id = "e\(i)"
            merged.spans = group.flatMap(\.spans)
            guard group.count > 1 else { return merged }
            // Triggers in order of first appearance, each with its count.
            var triggers: [(String, Int)] = []
            for e in group {
                let first = e.kind == .result ? e.label : String(e.label.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[0])
                if let j = triggers.firstIndex(where: { $0.0 == first }) { triggers[j].1 += 1 } else { triggers.append((first, 1)) }
            }
            let named = triggers.map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : $0.0 }
            // Past two, the others are counted; the tooltip lists them all.
            let head = named.count > 2 ? named.prefix(2).joined(separator: ", ") + " +\(named.count - 2) more" : named.joined(separator: ", ")
            merged.label = key.kind == .result || key.meaning.isEmpty ? head : head + "\n" + key.meaning
            let details = group.map { $0.detail.isEmpty ? $0.label.replacingOccurrences(of: "\n", with: ": ") : $0.detail }
            if named.count > 2 || group.contains(where: { !$0.detail.isEmpty }) {
                merged.detail = details.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: "; ")
            }
            merged.trigger = group.map(\.trigger).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ", ")
            return merged
        }
    }

    static func coordinatorNodeID(_ c: String) -> String { "c_" + safeID(c) }

    /// A coordinator's cluster as drawn: its nodes, and the clusters of its children inside it.
    public struct ClusterNode {
        public var index: Int
        public var name: String
        public var label: String
        public var members: [Node]
        public var children: [ClusterNode]
    }

    /// The clusters to draw, nested as `clusterParents` says; a cluster with nothing in it (no members, no
    /// non-empty children) is left out, and its children move up to the nearest drawn ancestor.
    public func clusterTree() -> [ClusterNode] {
        let byName = Dictionary(clusters.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var members: [String: [Node]] = [:]
        for n in nodes { if let c = n.cluster { members[c, default: []].append(n) } }
        var kids: [String: [String]] = [:]
        var roots: [String] = []
        for c in clusters {
            if let p = clusterParents[c.name], byName[p] != nil { kids[p, default: []].append(c.name) } else { roots.append(c.name) }
        }
        func build(_ name: String) -> [ClusterNode] {
            let children = (kids[name] ?? []).flatMap(build)
            let own = members[name] ?? []
            guard !own.isEmpty else { return children }
            let i = byName[name] ?? 0
            return [ClusterNode(index: i, name: name, label: clusters[i].label, members: own, children: children)]
        }
        return roots.flatMap(build)
    }

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
        // `start › instructorStart() › runOnboardingFlow() › runAuthFlow()`: the first step and the last one; the
        // whole path is the tooltip's.
        var lines = label.components(separatedBy: "\n")
        var detail = ""
        let path = lines[0].components(separatedBy: " › ")
        if path.count > 2 {
            detail = label.replacingOccurrences(of: "\n", with: ": ")
            lines[0] = path[0] + " › … › " + path[path.count - 1]
        }
        var e = Edge(id: "e\(edges.count)", from: from, to: to, kind: kind, label: lines.joined(separator: "\n"), span: span, dashed: dashed, trigger: trigger)
        e.spans = span.map { [$0] } ?? []
        e.detail = detail
        edges.append(e)
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
                        // A screen someone waits for can finish with any value (a reply arrives): every value.
                        let values = flow.values(of: def.resultType)?.map(\.description) ?? [def.resultType.description]
                        let gesture = FlowGraph.gesture(kind, opts, screenNonDismissible: def.nonDismissible)
                        let outcome: ValueExpr?? = gesture.flatMap { def.backBehavior(entry: entry, swipe: $0 == "swipe").delivered(byCoordinator: false) }
                        addEdge(from: to, to: from, kind: .result, label: FlowGraph.resultLabel(def.resultType, values: values, gesture: gesture, delivers: outcome),
                                span: h.span, dashed: true, trigger: "result")
                    }
                    walk(h.body, from: from, action: action, flow: flow)
                }
            case .start(let d, let kind, _, let opts, let h):
                guard case .coordinator(let c) = d.ref, let to = target(d, flow) else { continue }
                let how = kind == .itself ? "" : " as " + kind.rawValue + (kind == .present ? " " + opts.style.rawValue : "") + (opts.withNavigation ? " +nav" : "")
                addEdge(from: from, to: to, kind: .start, label: "\(action)\nstart \(c)\(how)", span: e.span, trigger: action)
                if let h, let def = flow.coordinators[c] {
                    let gesture = FlowGraph.gesture(kind, opts, screenNonDismissible: false)
                    let behavior = gesture == "swipe" && def.swipe.isDeclared ? def.swipe : def.back
                    addEdge(from: to, to: from, kind: .result,
                            label: FlowGraph.resultLabel(def.resultType, values: FlowGraph.terminations(def, flow), gesture: gesture,
                                                         delivers: behavior.delivered(byCoordinator: true)),
                            span: h.span, dashed: true, trigger: "result")
                    walk(h.body, from: from, action: action, flow: flow, coordinator: coordinator)
                }
            case .notify(let name, _):
                // NotificationCenter's post: to the notification, whose observers' edges leave it.
                addEdge(from: from, to: "ev_" + FlowGraph.safeID(name), kind: .posts, label: action + " / notify", span: e.span, trigger: action)
            case .selectTab(let sel):
                // `tab NAME` switches the visible tab bar: an edge to that tab in every tab bar that has it.
                for (_, tb) in flow.tabBars.sorted(by: { $0.key < $1.key }) {
                    guard let i = tb.index(of: sel), let to = target(tb.tabs[i].destination, flow) else { continue }
                    addEdge(from: from, to: to, kind: .tab, label: action + "\ntab " + tb.tabs[i].name, span: e.span, trigger: action)
                }
            case .appendPath(let path, .constant(let v)):
                // SwiftUI: the value's view, as the destinations that show it say (one edge per destination screen).
                var targets: [String] = []
                for n in flow.screenOrder {
                    if let d = flow.screens[n]?.destination(for: v), let to = target(d.destination, flow), !targets.contains(to) { targets.append(to) }
                }
                for to in targets {
                    addEdge(from: from, to: to, kind: .push, label: action + "\nappend \(v)" + (path.map { " to \($0)" } ?? ""), span: e.span, trigger: action)
                }
            case .setPresentation(let name, let v):
                // SwiftUI: the view's sheet or cover for that binding (or one a view below it passes down).
                for n in flow.screenOrder where FlowGraph.nodeID(screen: n) == from {
                    if let a = flow.alert(binding: name, from: n), v != .constant(.bool(false)) {
                        walk([a.effect], from: from, action: action, flow: flow, coordinator: coordinator)
                    }
                    guard let pres = flow.presentation(binding: name, from: n) else { continue }
                    let how = pres.pushes ? "destination" : pres.options.style == .fullScreen ? "cover" : "sheet"
                    for (d, _) in pres.shows(v) {
                        guard let to = target(d, flow) else { continue }
                        addEdge(from: from, to: to, kind: pres.pushes ? .push : .present, label: action + "\n\(how) \(name)", span: e.span, trigger: action)
                    }
                }
            case .setStack(let ds, _):
                // `self` stays where it is: no edge to itself.
                for d in ds where !d.keepsActing { if let to = target(d, flow) { addEdge(from: from, to: to, kind: .set, label: action + "\nset", span: e.span, trigger: action) } }
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

    /// The gesture that takes the shown screen away without app code: `back` when pushed, `swipe` when presented as
    /// a sheet the user may swipe down; nil otherwise (full screen, locked, root, embedded, a tab).
    static func gesture(_ kind: ShowKind, _ opts: ShowOptions, screenNonDismissible: Bool) -> String? {
        switch kind {
        case .push: return "back"
        case .present: return opts.style.isSheet && !opts.nonDismissible && !screenNonDismissible ? "swipe" : nil
        default: return nil
        }
    }

    /// The values a coordinator's `terminate(…)` statements return, in source order; every value of its type when
    /// one of them returns a variable.
    static func terminations(_ c: CoordinatorDef, _ flow: Flow) -> [String] {
        let all = flow.values(of: c.resultType)?.map(\.description) ?? [c.resultType.description]
        var out: [String] = []
        var variable = false
        for body in c.bodies + [c.back, c.swipe].map(\.effectsOrEmpty) {
            body.forEachNested { e in
                guard case .terminate(let v) = e.kind else { return }
                guard let v else { if !out.contains("()") { out.append("()") }; return }
                if case .constant(let value) = v { if !out.contains(value.description) { out.append(value.description) } } else { variable = true }
            }
        }
        return variable || out.isEmpty ? all : out
    }

    /// "true | false" (or "done" for Void), then what the gesture delivers: `back: false`, `swipe: nothing`.
    static func resultLabel(_ t: FlowType, values: [String], gesture: String?, delivers: ValueExpr??) -> String {
        var cases = values
        if cases.count > 4 { cases = Array(cases.prefix(4)) + ["…"] }
        var out = t == .void ? "done" : cases.joined(separator: " | ")
        if let gesture {
            let what: String
            switch delivers {
            case .none: what = "nothing"
            case .some(.none): what = "()"
            case .some(.some(let v)): what = v.isConstant ? v.evaluate([:]).description : "a value"
            }
            out += "\n\(gesture): \(what)"
        }
        return out
    }
}
