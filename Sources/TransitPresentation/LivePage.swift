// SPDX-License-Identifier: MIT
import Foundation
import TransitModel

/// The page `render --follow FILE.svg` writes beside the diagram (FILE.html) and the data it reloads (FILE.js).
///
/// Browsers block `fetch` and reading an `<object>`'s document on `file://`, but they run `<script src>` from
/// there: after every event the shell rewrites FILE.js, which hands the new SVG, the top screen and what each node
/// is to the page. The page polls it with a cache-busting `<script>` tag, puts the SVG inline (so nodes can be
/// clicked and scrolled to), keeps the view still when nothing changed, and scrolls to the top screen when it does.
public enum LivePage {
    public static func html(title: String, dataFile: String) -> String {
        let name = urlPathComponent(dataFile)
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>transit — \(DotText.xml(title))</title>
        <style>
        body{margin:0;background:#fafafa;font:13px -apple-system,Helvetica,sans-serif}
        header{position:sticky;top:0;padding:6px 12px;color:#555;background:#fafafa;border-bottom:1px solid #ddd;z-index:2}
        #d{padding:12px}#d svg{display:block;margin:auto;max-width:none}
        #d g.node{cursor:pointer}
        #info{position:fixed;right:12px;top:40px;max-width:360px;background:#fff;border:1px solid #ccc;border-radius:6px;
          padding:8px 12px;box-shadow:0 2px 8px rgba(0,0,0,.15);white-space:pre-wrap;display:none;z-index:3}
        </style>
        </head><body><header>transit — \(DotText.xml(title)) — live: <span id="status">waiting for the shell…</span> — click a screen for its actions</header>
        <div id="d"></div><div id="info"></div>
        <script>
        let shownSVG = null, shownTop = null;
        window.transitState = null;
        function transitUpdate(u) {
          window.transitState = {step: u.step, top: u.top};
          document.getElementById("status").textContent = "event " + u.step + (u.top ? ", on top: " + u.top : "");
          const box = document.getElementById("d");
          if (u.svg !== shownSVG) {
            box.innerHTML = u.svg;
            shownSVG = u.svg;
            for (const g of box.querySelectorAll("g.node")) {
              g.addEventListener("click", () => {
                const info = document.getElementById("info");
                const text = u.info[g.id];
                info.textContent = text || "";
                info.style.display = text ? "block" : "none";
              });
            }
          }
          if (u.topNode && u.topNode !== shownTop) {
            const n = document.getElementById(u.topNode);
            if (n) n.scrollIntoView({block: "center", inline: "center"});
            shownTop = u.topNode;
          }
        }
        function poll() {
          const s = document.createElement("script");
          s.src = "\(name)?t=" + Date.now();
          s.onload = s.onerror = () => s.remove();
          document.head.appendChild(s);
        }
        poll();
        setInterval(poll, 700);
        </script></body></html>

        """
    }

    /// The data script: `transitUpdate({...})` with the SVG, the step, the top screen and each node's description.
    public static func script(svg: Data, step: Int, topScreen: String?, graph: FlowGraph, flow: Flow) -> String {
        var info: [String: String] = [:]
        for n in graph.nodes { info[n.id] = describe(n, flow: flow) }
        let object: [String: Any] = [
            "svg": String(decoding: svg, as: UTF8.self), "step": step, "top": topScreen ?? NSNull(),
            "topNode": topScreen.map { FlowGraph.nodeID(screen: $0) } ?? NSNull(), "info": info,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        // JSON is a JavaScript expression, but JSONSerialization leaves U+2028/U+2029 raw, which older engines refuse.
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
        return "transitUpdate(" + json + ");\n"
    }

    /// What a click on a node shows: a screen's inputs, result, actions and where it is declared; a coordinator's
    /// handlers.
    static func describe(_ n: FlowGraph.Node, flow: Flow) -> String {
        switch n.kind {
        case .screen:
            guard let s = flow.screens[n.name] else { return n.name }
            var lines = [s.name]
            if !s.parameters.isEmpty { lines.append("inputs: " + s.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")) }
            if s.resultType != .void { lines.append("result: \(s.resultType)") }
            let actions = s.actions.map(\.name) + s.cells.flatMap { c in c.actions.map { c.name + "." + $0.name } }
            lines.append("actions: " + (actions.isEmpty ? "none" : actions.joined(separator: ", ")))
            if let c = n.cluster { lines.append("shown by \(c)") }
            if let span = s.span { lines.append(span.description) }
            return lines.joined(separator: "\n")
        case .coordinator, .tabBar, .event, .app:
            if let c = flow.coordinators[n.name] {
                return ([c.name, "handles: " + (c.handlers.isEmpty ? "nothing" : c.handlers.map(\.key).joined(separator: ", "))]
                        + (c.span.map { [$0.description] } ?? [])).joined(separator: "\n")
            }
            return n.label
        }
    }

    /// A file name as a URL path component: `#`, `%`, `?` and spaces cannot end or change the URL.
    public static func urlPathComponent(_ s: String) -> String {
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return s.addingPercentEncoding(withAllowedCharacters: allowed) ?? "diagram.js"
    }
}
