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

    /// window › tab bar › navigation › modal…, as nested clusters; the top screen emphasised.
    public static func stack(_ state: SimState) -> String {
        var out = "digraph Stack {\n  graph [rankdir=TB, fontname=\"Helvetica\", compound=true];\n  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n"
        var clusterN = 0
        var todo: [(id: Int, close: Int)] = []
        // Iterative: push a frame per controller; containers open a cluster, closed after their children.
        var body = ""
        func push(_ id: Int) { todo.append((id, 0)) }
        if let r = state.windowRoot { push(r) }
        for m in state.orphanedModals.reversed() { push(m) }
        var seen = Set<Int>()
        while let item = todo.popLast() {
            if item.close > 0 { body += String(repeating: "  }\n", count: item.close); continue }
            guard seen.insert(item.id).inserted, let c = state.controllers[item.id] else { continue }
            var children: [Int] = c.embedded
            if let p = c.presented { children.append(p) }
            switch c.kind {
            case .screen(let s):
                let top = state.topScreen == item.id
                if children.isEmpty {
                    body += "  n\(item.id) [label=\(DotText.quote(s.screen)), fillcolor=\"\(top ? "#7cb9f5" : "#d6eafc")\", penwidth=\(top ? 3 : 1)];\n"
                    continue
                }
                clusterN += 1
                body += "  subgraph cluster_\(clusterN) { label=\(DotText.quote(s.screen)); style=rounded;\n"
                body += "  n\(item.id) [label=\(DotText.quote(s.screen)), fillcolor=\"\(top ? "#7cb9f5" : "#d6eafc")\"];\n"
            case .navigation(let stack):
                clusterN += 1
                let how = c.style.map { " (presented \($0.rawValue))" } ?? ""
                body += "  subgraph cluster_\(clusterN) { label=\(DotText.quote("UINavigationController" + how)); style=\"rounded,filled\"; fillcolor=\"#f5f5f5\";\n"
                children = stack + children
            case .tabBar(let name, let tabs, let names, let sel):
                clusterN += 1
                body += "  subgraph cluster_\(clusterN) { label=\(DotText.quote(name + " — tab " + (names.indices.contains(sel) ? names[sel] : "?"))); style=\"rounded,filled\"; fillcolor=\"#fff8e1\";\n"
                children = tabs + children
            case .alert(let a):
                body += "  n\(item.id) [label=\(DotText.quote("alert: " + a.message)), shape=note, fillcolor=\"#ffe0e0\"];\n"
                continue
            }
            todo.append((item.id, 1))
            for ch in children.reversed() { push(ch) }
        }
        out += "  subgraph cluster_window { label=\"window\"; style=rounded;\n" + body + "  }\n"
        return out + "}\n"
    }
}
