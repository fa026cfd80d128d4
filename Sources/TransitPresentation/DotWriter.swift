// SPDX-License-Identifier: MIT
/// Writes a flow graph as DOT, optionally with an overlay. Every node and edge carries the attributes the
/// overlay changes, so a laid-out graph can be re-coloured without a new layout.
public enum DotWriter {
    /// Above this many nodes dot's layered layout grows too slow (1,000 screens: ~3 s, 10,000: minutes): the graph
    /// is laid out by sfdp (force-directed, near-linear), overlaps removed by scaling, and edge labels become
    /// tooltips (sfdp's label placement costs ten times its layout).
    public static let largeGraph = 400

    public static func isLarge(_ g: FlowGraph) -> Bool { g.nodes.count > largeGraph }

    public static func write(_ g: FlowGraph, overlay: Overlay = Overlay(), numbersInLabels: Bool = false, legend: Bool = true) -> String {
        write(g, overlay: overlay, numbersInLabels: numbersInLabels, legend: legend, topDown: false)
    }

    /// `topDown`: ranks from top to bottom instead of left to right (a page whose chains of pushes are long reads
    /// better tall than wide).
    public static func write(_ g: FlowGraph, overlay: Overlay = Overlay(), numbersInLabels: Bool = false, legend: Bool = true, topDown: Bool) -> String {
        let large = isLarge(g)
        let layout = large ? ", layout=sfdp, overlap=scale, splines=false, outputorder=edgesfirst" : ""
        var out = """
        digraph Transit {
          graph [rankdir=\(topDown ? "TB" : "LR"), fontname="Helvetica", fontsize=11, nodesep=0.35, ranksep=0.7, charset="UTF-8", newrank=true\(layout)];
          node [shape=box, style="rounded,filled", fontname="Helvetica", fontsize=11, margin="0.12,0.06"];
          edge [fontname="Helvetica", fontsize=9, arrowsize=0.7];

        """
        let nameByID = Dictionary(g.nodes.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        func nodeLine(_ n: FlowGraph.Node, indent: String) -> String {
            // The SVG element takes the node's id: the live page scrolls to it and makes it clickable. Its tooltip
            // says what it is in the flow's words (without one, SVG viewers show the id: `s_Detail`).
            let found = overlay.problems[n.name].map { "\n⚠ " + $0.joined(separator: "\n⚠ ") } ?? ""
            var attrs: [(String, String)] = [("id", n.id), ("label", n.label + (n.kind == .app ? "" : found)), ("tooltip", DotWriter.tooltip(n))]
            switch n.kind {
            case .app: attrs.append(("shape", "house"))
            case .tabBar: attrs.append(("shape", "tab"))
            case .coordinator: attrs.append(("shape", "component"))
            case .event: attrs.append(("shape", "cds"))
            case .screen: break
            }
            attrs += overlay.nodeAttributes(n.id, kind: n.kind)
            if let url = n.url { attrs += [("URL", url), ("target", "_top")] }
            return indent + n.id + " [" + attrs.map { "\($0.0)=\(DotText.quote($0.1))" }.joined(separator: ", ") + "];\n"
        }
        for n in g.nodes where n.cluster == nil { out += nodeLine(n, indent: "  ") }
        for c in g.clusterTree() { out += cluster(c, indent: "  ") }
        func cluster(_ c: FlowGraph.ClusterNode, indent: String) -> String {
            // A coordinator a problem is about (a leak) is outlined in red and names the problem.
            let found = overlay.problems[c.name]
            let look = found == nil ? "color=\"#8e7cc3\"; fontcolor=\"#5b4a8b\";" : "color=\"#d32f2f\"; fontcolor=\"#b71c1c\"; penwidth=3;"
            let label = c.label + (found.map { "\n⚠ " + $0.joined(separator: "\n⚠ ") } ?? "")
            var text = indent + "subgraph cluster_\(c.index) {\n" + indent
                + "  id=\(DotText.quote(FlowGraph.clusterID(c.name))); label=\(DotText.quote(label)); tooltip=\(DotText.quote("coordinator " + c.name)); style=\"rounded,dashed\"; \(look)\n"
            for n in c.members { text += nodeLine(n, indent: indent + "  ") }
            for child in c.children { text += cluster(child, indent: indent + "  ") }
            return text + indent + "}\n"
        }
        for e in g.edges {
            var label = e.label
            if numbersInLabels, let nums = overlay.taken[e.id] { label = nums.map { "#\($0)" }.joined(separator: " ") + " " + label }
            var attrs: [(String, String)] = [("id", e.id)]
            if !large { attrs.append(("label", label)) }
            // An edge's tooltip names both ends as the flow does (by default it is `s_List->s_Detail`); on a large
            // graph it is where the label is read.
            let ends = "\(nameByID[e.from] ?? e.from) → \(nameByID[e.to] ?? e.to)"
            attrs.append(("tooltip", ends + (!e.detail.isEmpty ? ": " + e.detail : label.isEmpty ? "" : ": " + label)))
            switch e.kind {
            case .push: break
            case .present: attrs.append(("style", "dashed"))
            case .root: attrs.append(("style", "bold"))
            case .tab: attrs.append(("style", "dotted"))
            case .embed: attrs += [("arrowhead", "diamond")]
            case .set: attrs.append(("arrowhead", "normalnormal"))
            case .start: attrs += [("arrowhead", "empty"), ("style", "bold")]
            case .result: attrs += [("style", "dashed"), ("arrowhead", "open"), ("constraint", "false")]
            case .handles: attrs += [("arrowhead", "vee"), ("style", "bold")]
            case .posts: attrs += [("arrowhead", "vee"), ("style", "dotted")]
            }
            attrs += overlay.edgeAttributes(e)
            out += "  \(e.from) -> \(e.to) [" + attrs.map { "\($0.0)=\(DotText.quote($0.1))" }.joined(separator: ", ") + "];\n"
        }
        let ids = Set(g.nodes.map(\.id))
        for (i, gesture) in overlay.gestures.enumerated() where ids.contains(gesture.from) && ids.contains(gesture.to) {
            let colour = gesture.troubled ? "#d32f2f" : "#ef6c00"
            out += "  \(gesture.from) -> \(gesture.to) [id=\"gesture\(i)\", label=\(DotText.quote(gesture.label)), "
                + "tooltip=\(DotText.quote("the user: " + gesture.label)), style=\"dashed\", color=\"\(colour)\", fontcolor=\"\(colour)\", penwidth=\"2.5\", constraint=\"false\"];\n"
        }
        for (i, wait) in overlay.waits.enumerated() where ids.contains(wait.from) && ids.contains(wait.to) {
            out += "  \(wait.from) -> \(wait.to) [id=\"pending\(i)\", label=\(DotText.quote("pending: " + wait.text)), "
                + "tooltip=\(DotText.quote("a result still awaited: " + wait.text)), style=\"dotted\", color=\"#6a1b9a\", fontcolor=\"#6a1b9a\", penwidth=\"2\", arrowhead=\"open\", constraint=\"false\"];\n"
        }
        if legend, !g.edges.isEmpty { out += legendText(g, overlay: overlay) }
        out += "}\n"
        return out
    }

    /// What a node is, in the flow's words.
    static func tooltip(_ n: FlowGraph.Node) -> String {
        switch n.kind {
        case .app: "the app: what the window shows at launch"
        case .screen: "screen " + n.name + (n.cluster.map { " (shown by \($0))" } ?? "")
        case .tabBar: "tab bar " + n.name
        case .coordinator: "coordinator " + n.name
        case .event: (n.label.hasPrefix("notification ") ? "notification the app posts: " : n.label.hasPrefix("link ") ? "link " : "app event ") + n.name
        }
    }

    /// A compact key of what is drawn: one line per kind of edge present, the line styles drawn with box
    /// characters, and the overlay's marks when there is one.
    static func legendText(_ g: FlowGraph, overlay: Overlay) -> String {
        let kinds = Set(g.edges.map(\.kind))
        let lines: [(FlowGraph.EdgeKind, String)] = [
            (.push, "──▶ push"), (.present, "- - ▶ present (sheet or full screen)"), (.start, "━━▷ start a child coordinator"),
            (.result, "- - ▷ result back to the owner, and what back or swipe delivers"), (.root, "━━▶ root"), (.tab, "····▶ tab"),
            (.embed, "◆ embed"), (.set, "──▶▶ set the whole stack"), (.handles, "━━> an app event and the coordinator that handles it"),
            (.posts, "····> notify: a notification the app posts"),
        ]
        var text = "legend\\l" + lines.filter { kinds.contains($0.0) }.map { $0.1 + "\\l" }.joined()
        if g.edges.contains(where: { $0.count > 1 }) { text += "×n  n transitions of the flow drawn as one\\l" }
        if !overlay.taken.isEmpty { text += "#n  transitions taken, in order\\l" }
        if !overlay.returned.isEmpty { text += "green: results delivered\\l" }
        if !overlay.selectedTabs.isEmpty { text += "bold blue tab: the selected tab\\l" }
        if !overlay.hiddenScreens.isEmpty { text += "dashed box: alive in a tab not selected\\l" }
        if !overlay.liveScreens.isEmpty { text += "blue fill: on screen (dark blue: the top one)\\l" }
        if !overlay.gestures.isEmpty { text += "orange dashed: the user went back (red: and a problem was found)\\l" }
        if !overlay.waits.isEmpty { text += "purple dotted: a result still awaited, from who delivers it to who waits\\l" }
        if !overlay.troubled.isEmpty || !overlay.problems.isEmpty { text += "red outline, ⚠ CODE: where a problem was found\\l" }
        // A screen or coordinator no edge touches floats somewhere in the picture: named here, so it is not missed.
        let ends = Set(g.edges.flatMap { [$0.from, $0.to] })
        let lonely = g.nodes.filter { $0.kind != .app && !ends.contains($0.id) }.map(\.name)
        if !lonely.isEmpty {
            let names = lonely.count > 6 ? lonely.prefix(6).joined(separator: ", ") + " +\(lonely.count - 6) more" : lonely.joined(separator: ", ")
            text += "no edge reaches or leaves: " + String(DotText.quote(names).dropFirst().dropLast()) + "\\l"
        }
        return """
          legend [shape=note, tooltip="legend: what each line and mark means", style=filled, fillcolor="#fafafa", color="#bbbbbb", fontcolor="#555555", fontsize=9,
                  label="\(text)"];

        """
    }
}

/// Writes a flow graph as a Mermaid flowchart (GitHub renders it in Markdown).
public enum MermaidWriter {
    public static func write(_ g: FlowGraph, overlay: Overlay = Overlay()) -> String {
        var out = "flowchart LR\n"
        func node(_ n: FlowGraph.Node) -> String {
            let label = "\"" + DotText.mermaid(n.label) + "\""
            switch n.kind {
            case .app: return "\(n.id)>\(label)]"
            case .tabBar: return "\(n.id)[[\(label)]]"
            case .coordinator: return "\(n.id)[/\(label)/]"
            case .event: return "\(n.id){{\(label)}}"
            case .screen: return "\(n.id)(\(label))"
            }
        }
        for n in g.nodes where n.cluster == nil { out += "  " + node(n) + "\n" }
        func cluster(_ c: FlowGraph.ClusterNode, indent: String) -> String {
            var text = indent + "subgraph cluster_\(c.index)[\"\(DotText.mermaid(c.label))\"]\n"
            for n in c.members { text += indent + "  " + node(n) + "\n" }
            for child in c.children { text += cluster(child, indent: indent + "  ") }
            return text + indent + "end\n"
        }
        for c in g.clusterTree() { out += cluster(c, indent: "  ") }
        for e in g.edges {
            var label = e.label
            if let nums = overlay.taken[e.id] { label = nums.map { "#\($0)" }.joined(separator: " ") + " " + label }
            let arrow: String
            switch e.kind {
            case .present, .result: arrow = "-.->"
            case .root, .start: arrow = "==>"
            default: arrow = "-->"
            }
            out += "  \(e.from) \(arrow)|\"\(DotText.mermaid(label))\"| \(e.to)\n"
        }
        // Taken transitions blue, delivered results green (linkStyle counts edges in the order written).
        for (i, e) in g.edges.enumerated() {
            if overlay.returned.contains(e.id) { out += "  linkStyle \(i) stroke:#2e7d32,stroke-width:3px\n" }
            else if overlay.selectedTabs.contains(e.id) { out += "  linkStyle \(i) stroke:#0d47a1,stroke-width:4px\n" }
            else if overlay.taken[e.id] != nil { out += "  linkStyle \(i) stroke:#1565c0,stroke-width:3px\n" }
        }
        if let top = overlay.topScreen { out += "  style \(top) fill:#7cb9f5,stroke:#0d47a1,stroke-width:3px\n" }
        for n in overlay.liveScreens.sorted() where n != overlay.topScreen {
            out += overlay.hiddenScreens.contains(n) ? "  style \(n) fill:#eef3f8,stroke-dasharray:5 5\n" : "  style \(n) fill:#d6eafc\n"
        }
        for n in overlay.troubled.sorted() { out += "  style \(n) stroke:#d32f2f,stroke-width:3px\n" }
        return out
    }
}
