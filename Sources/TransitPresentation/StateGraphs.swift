// SPDX-License-Identifier: MIT
import TransitEngine
import TransitModel

/// DOT for the other views: the coordinator retain tree, and the current stack as nested boxes.
public enum StateGraphs {
    public static func coordinators(_ state: SimState) -> String {
        var out = "digraph Coordinators {\n  graph [rankdir=TB, fontname=\"Helvetica\"];\n  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  app [label=\"app delegate\", shape=house, fillcolor=\"#eeeeee\"];\n"
        for (id, c) in state.coordinators.sorted(by: { $0.key < $1.key }) {
            let shown = c.screens.filter { state.controllers[$0] != nil }.map { state.name(of: $0) }
            let leaked = state.reportedLeaks.contains(id)
            let label = c.name + "\n" + (shown.isEmpty ? "shows nothing" : "shows " + shown.joined(separator: ", "))
            out += "  c\(id) [label=\(DotText.quote(label)), color=\(leaked ? "\"#d32f2f\", penwidth=3" : "\"#555555\"")];\n"
            out += "  \(c.parent.map { "c\($0)" } ?? "app") -> c\(id) [label=\"retains\", fontsize=9];\n"
        }
        return out + "}\n"
    }

    /// window › tab bar › navigation, as nested clusters, root first and the top screen emphasised; each tab
    /// labelled with its name (hidden tabs dashed); each presented controller its own box beside the window,
    /// attached to its presenter by an arrow.
    public static func stack(_ state: SimState) -> String {
        var out = "digraph Stack {\n  graph [rankdir=TB, fontname=\"Helvetica\", compound=true, newrank=true];\n  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n"
        var clusterN = 0
        var edges = ""
        // The tab name of each tab's root controller, and whether it is the selected tab.
        var tabOf: [ControllerID: (name: String, selected: Bool)] = [:]
        for c in state.controllers.values {
            if case .tabBar(_, let tabs, let names, let sel) = c.kind {
                for (i, t) in tabs.enumerated() { tabOf[t] = (names.indices.contains(i) ? names[i] : "tab \(i + 1)", i == sel) }
            }
        }
        /// A node to attach edges to for a controller: itself for a screen, else its first screen inside.
        func anchor(_ id: ControllerID) -> ControllerID? {
            guard let c = state.controllers[id] else { return nil }
            switch c.kind {
            case .screen, .alert: return id
            case .navigation(let st): return st.first.flatMap(anchor)
            case .tabBar(_, let tabs, _, let sel): return (tabs.indices.contains(sel) ? tabs[sel] : tabs.first).flatMap(anchor)
            }
        }
        /// Draws one controller tree (presented ones are collected, not nested) into `body`.
        func draw(_ root: ControllerID, into body: inout String, presented: inout [(by: ControllerID, id: ControllerID)]) {
            var todo: [(id: ControllerID, close: Int)] = [(root, 0)]
            var seen = Set<ControllerID>()
            while let item = todo.popLast() {
                if item.close > 0 { body += String(repeating: "  }\n", count: item.close); continue }
                guard seen.insert(item.id).inserted, let c = state.controllers[item.id] else { continue }
                if let p = c.presented { presented.append((item.id, p)) }
                var children: [ControllerID] = c.embedded
                let tab = tabOf[item.id]
                let tabPrefix = tab.map { "tab \($0.name)\($0.selected ? "" : " (hidden)")" }
                let hiddenStyle = tab?.selected == false ? ", dashed" : ""
                switch c.kind {
                case .screen(let s):
                    let top = state.topScreen == item.id
                    let label = tabPrefix.map { "\($0): \(s.screen)" } ?? s.screen
                    let node = "  n\(item.id) [label=\(DotText.quote(label)), fillcolor=\"\(top ? "#7cb9f5" : "#d6eafc")\", penwidth=\(top ? 3 : 1)\(tab?.selected == false ? ", style=\"rounded,filled,dashed\"" : "")];\n"
                    if children.isEmpty { body += node; continue }
                    clusterN += 1
                    body += "  subgraph cluster_\(clusterN) { label=\(DotText.quote(label + " embeds")); style=\"rounded\(hiddenStyle)\";\n" + node
                case .navigation(let stack):
                    clusterN += 1
                    let label = [tabPrefix, "UINavigationController"].compactMap { $0 }.joined(separator: ": ")
                    body += "  subgraph cluster_\(clusterN) { label=\(DotText.quote(label)); style=\"rounded,filled\(hiddenStyle)\"; fillcolor=\"#f5f5f5\";\n"
                    // Root first: invisible edges keep the stack in order, top at the bottom.
                    let anchors = stack.compactMap(anchor)
                    for (a, b) in zip(anchors, anchors.dropFirst()) { edges += "  n\(a) -> n\(b) [style=invis];\n" }
                    children = stack + children
                case .tabBar(let name, let tabs, let names, let sel):
                    clusterN += 1
                    let label = name + " (UITabBarController), selected: " + (names.indices.contains(sel) ? names[sel] : "?")
                    body += "  subgraph cluster_\(clusterN) { label=\(DotText.quote(label)); style=\"rounded,filled\"; fillcolor=\"#fff8e1\";\n"
                    children = tabs + children
                case .alert(let a):
                    body += "  n\(item.id) [label=\(DotText.quote("alert: " + a.message)), shape=note, fillcolor=\"#ffe0e0\"];\n"
                    continue
                }
                todo.append((item.id, 1))
                for ch in children.reversed() { todo.append((ch, 0)) }
            }
        }
        var window = ""
        var presented: [(by: ControllerID, id: ControllerID)] = []
        if let r = state.windowRoot { draw(r, into: &window, presented: &presented) }
        out += "  subgraph cluster_window { label=\"window\"; style=rounded;\n" + window + "  }\n"
        // Presented controllers, each beside the window in its own box, in presentation order.
        var i = 0
        while i < presented.count {
            let (by, id) = presented[i]
            i += 1
            guard let c = state.controllers[id] else { continue }
            clusterN += 1
            let how = "presented " + (c.style?.rawValue ?? "") + (c.nonDismissible ? ", non-dismissible" : "")
            var body = ""
            draw(id, into: &body, presented: &presented)
            out += "  subgraph cluster_\(clusterN) { label=\(DotText.quote(how)); style=\"rounded,dashed\";\n" + body + "  }\n"
            if let from = state.visibleLeaf(by).flatMap(anchor) ?? anchor(by), let to = anchor(id) {
                edges += "  n\(from) -> n\(to) [label=\"presents\", fontsize=9, color=\"#555555\"];\n"
            }
        }
        for m in state.orphanedModals {
            clusterN += 1
            var body = ""
            draw(m, into: &body, presented: &presented)
            out += "  subgraph cluster_\(clusterN) { label=\"left alive under a replaced root\"; style=\"rounded,dashed\"; color=\"#d32f2f\";\n" + body + "  }\n"
        }
        return out + edges + "}\n"
    }
}
