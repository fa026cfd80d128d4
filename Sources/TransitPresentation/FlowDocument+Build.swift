// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

extension FlowDocument {
    /// The document for a resolved flow; its graph is the one the diagrams draw.
    public init(flow: Flow) {
        let graph = FlowGraph(flow: flow)
        let clusterOf = Dictionary(graph.nodes.compactMap { n in n.cluster.map { (n.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var handlers: [String: [String]] = [:]
        for c in flow.coordinatorOrder {
            for h in flow.coordinators[c]?.handlers ?? [] where !(handlers[h.key]?.contains(c) ?? false) { handlers[h.key, default: []].append(c) }
        }
        func action(_ a: ActionDef, screen: String, cell: String?) -> Action {
            let key = [screen, cell, a.name].compactMap { $0 }.joined(separator: ".")
            return Action(name: a.name, cell: cell, parameters: a.parameters.map(Self.parameter), selfHandled: a.body != nil,
                          handledBy: handlers[key] ?? [], location: Self.location(a.span))
        }
        files = flow.files.map(\.path)
        app = flow.app.map { App(name: $0.name, launch: $0.launch.ref.name, withNavigation: $0.options.withNavigation, location: Self.location($0.span)) }
        screens = flow.screenOrder.compactMap { flow.screens[$0] }.map { s in
            Screen(name: s.name, inputs: s.parameters.map(Self.parameter), result: Self.typeName(s.resultType), resultOptional: s.resultOptional,
                   entries: s.entries.map { Entry(name: $0.name, parameters: $0.parameters.map(Self.parameter), back: Self.back($0.back), swipe: Self.back($0.swipe)) },
                   actions: s.actions.map { action($0, screen: s.name, cell: nil) }
                       + s.cells.flatMap { c in c.actions.map { action($0, screen: s.name, cell: c.name) } },
                   back: Self.back(s.back), swipe: Self.back(s.swipe), nonDismissible: s.nonDismissible,
                   hidesBackButton: s.hidesBackButton, hidesBottomBar: s.hidesBottomBar,
                   coordinator: clusterOf[FlowGraph.nodeID(screen: s.name)], location: Self.location(s.span))
        }
        coordinators = flow.coordinatorOrder.compactMap { flow.coordinators[$0] }.map { c in
            return Coordinator(name: c.name, inputs: c.parameters.map(Self.parameter), result: Self.typeName(c.resultType),
                               resultOptional: c.resultOptional, root: c.root?.ref.name, handles: c.handlers.map(\.key),
                               children: c.startedCoordinators, back: Self.back(c.back, byCoordinator: true), location: Self.location(c.span))
        }
        tabBars = flow.tabBars.keys.sorted().compactMap { flow.tabBars[$0] }.map { t in
            TabBar(name: t.name, tabs: t.tabs.map { Tab(name: $0.name, destination: $0.destination.ref.name, withNavigation: $0.withNavigation) },
                   location: Self.location(t.span))
        }
        events = flow.appEventOrder.compactMap { flow.appEvents[$0] }.map {
            AppEvent(name: $0.name, link: $0.isLink, parameters: $0.parameters.map(Self.parameter), expects: $0.expects, location: Self.location($0.span),
                     notification: $0.isNotification ? true : nil)
        }
        enums = flow.enums.mapValues(\.cases)
        self.graph = Graph(
            nodes: graph.nodes.map { Node(id: $0.id, kind: Self.kindName($0.kind), name: $0.name, coordinator: $0.cluster) },
            edges: graph.edges.map { Edge(from: $0.from, to: $0.to, kind: $0.kind.rawValue, trigger: $0.trigger, label: $0.label, count: $0.count, location: Self.location($0.span)) })
    }

    static func location(_ span: SourceSpan?) -> Location? {
        guard let span else { return nil }
        let p = span.startPosition
        return Location(file: span.file.path, line: p.line, column: p.column)
    }

    static func parameter(_ p: ParameterSpec) -> Parameter {
        Parameter(name: p.name, type: p.type.description, default: p.defaultValue.map(\.description))
    }

    static func typeName(_ t: FlowType) -> String? { t == .void ? nil : t.description }

    static func kindName(_ k: FlowGraph.NodeKind) -> String {
        switch k {
        case .app: "app"
        case .screen: "screen"
        case .tabBar: "tabBar"
        case .coordinator: "coordinator"
        case .event: "event"
        }
    }

    static func back(_ b: BackBehavior, byCoordinator: Bool = false) -> Back {
        switch b {
        case .undeclared: return Back(kind: .undeclared)
        case .none: return Back(kind: .none)
        case .effects:
            // The first top-level finish (a screen's) or terminate (a coordinator's) is what the gesture delivers, as
            // the engine reads it; a variable's value is not fixed.
            switch b.delivered(byCoordinator: byCoordinator) {
            case .none: return Back(kind: .code)
            case .some(.none): return Back(kind: .code, delivers: "()")
            case .some(.some(let v)): return Back(kind: .code, delivers: v.isConstant ? v.evaluate([:]).description : nil)
            }
        }
    }
}

extension ValueExpr {
    /// No variable in it: its value is known without running the flow.
    var isConstant: Bool {
        switch self {
        case .constant: true
        case .variable: false
        case .success(let e), .failure(let e): e.isConstant
        }
    }
}
