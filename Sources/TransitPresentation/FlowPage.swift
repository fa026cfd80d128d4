// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitModel

/// The page of `render FLOW --html FILE`: one self-contained file (no server, no network, opened from file://) with
/// the flow graph to pan, zoom and search, a click on a screen or coordinator to focus it (`--around` as a click),
/// and the explorer's findings beside it, each drawn on the state it reaches, step by step along its trace.
public enum FlowPage {
    /// A finding group as the page shows it: its representative's trace, one picture per event.
    public struct Finding: Sendable {
        public var code: String
        public var severity: String
        public var message: String
        /// How many findings share the cause.
        public var count: Int
        public var steps: [Step]

        public struct Step: Sendable {
            /// The shell command of the event (`tap List.select(taskId: "t1")`).
            public var command: String
            /// The state after the event, drawn over the part of the flow the trace visits.
            public var svg: String
        }

        public init(code: String, severity: String, message: String, count: Int, steps: [Step]) {
            self.code = code; self.severity = severity; self.message = message; self.count = count; self.steps = steps
        }
    }

    /// The page. `note` says how far the exploration went (complete, or bounded and where).
    public static func html(title: String, svg: Data, graph: FlowGraph, flow: Flow, findings: [Finding], note: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>transit — \(DotText.xml(title))</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>\(css)</style>
        </head><body>
        <header><b>transit</b> — \(DotText.xml(title))
        <input id="search" type="search" placeholder="find a screen or coordinator" autocomplete="off">
        <button id="fit" title="fit the picture to the window">fit</button>
        <button id="zoomIn" title="zoom in">+</button><button id="zoomOut" title="zoom out">−</button>
        <button id="all" title="show everything again (Esc)">show all</button>
        <span id="status"></span></header>
        <main><aside id="side"><h2>Findings</h2><p id="note"></p><ol id="findings"></ol></aside>
        <section id="stage"><div id="view"></div></section></main>
        <div id="player" hidden><button id="prev">◀</button> <span id="stepText"></span> <button id="next">▶</button>
        <button id="close">back to the flow</button><ol id="trace"></ol></div>
        <div id="info" hidden></div>
        <script>const DATA = \(data(svg: svg, graph: graph, flow: flow, findings: findings, note: note));</script>
        <script>\(script)</script>
        </body></html>

        """
    }

    /// The page's data as a JavaScript literal: JSON, with `</` written so that no string can end the script.
    static func data(svg: Data, graph: FlowGraph, flow: Flow, findings: [Finding], note: String) -> String {
        var neighbours: [String: Set<String>] = [:]
        for e in graph.edges { neighbours[e.from, default: []].insert(e.to); neighbours[e.to, default: []].insert(e.from) }
        let nodes: [[String: Any]] = graph.nodes.map { n in
            ["id": n.id, "name": n.name, "kind": "\(n.kind)", "cluster": n.cluster ?? NSNull(),
             "info": LivePage.describe(n, flow: flow), "near": (neighbours[n.id] ?? []).sorted()]
        }
        var clusters: [[String: Any]] = []
        func walk(_ c: FlowGraph.ClusterNode, parent: String?) {
            clusters.append(["id": FlowGraph.clusterID(c.name), "name": c.name, "parent": parent ?? NSNull()])
            for child in c.children { walk(child, parent: c.name) }
        }
        for c in graph.clusterTree() { walk(c, parent: nil) }
        let object: [String: Any] = [
            "svg": element(String(decoding: svg, as: UTF8.self)), "nodes": nodes, "clusters": clusters, "note": note,
            "edges": graph.edges.map { ["id": $0.id, "from": $0.from, "to": $0.to] },
            "findings": findings.map { f in
                ["code": f.code, "severity": f.severity, "message": f.message, "count": f.count,
                 "steps": f.steps.map { ["command": $0.command, "svg": element($0.svg)] }] as [String: Any]
            },
        ]
        let json = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return json.replacingOccurrences(of: "</", with: "<\\/").replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    /// The `<svg>` element alone: the XML declaration and DOCTYPE mean nothing inside HTML.
    static func element(_ svg: String) -> String {
        svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
    }

    static let css = """
    *{box-sizing:border-box}body{margin:0;font:13px -apple-system,Helvetica,Arial,sans-serif;color:#222;background:#fafafa;height:100vh;display:flex;flex-direction:column}
    header{padding:6px 12px;border-bottom:1px solid #ddd;display:flex;gap:8px;align-items:center;background:#fff}
    header input{flex:0 1 260px;padding:3px 6px}#status{color:#666;margin-left:auto}
    main{flex:1;display:flex;min-height:0}aside{width:320px;overflow:auto;border-right:1px solid #ddd;background:#fff;padding:0 10px}
    aside h2{font-size:14px;margin:10px 0 4px}#note{color:#666;margin:0 0 8px}#findings{padding-left:18px}
    #findings li{margin:0 0 8px;cursor:pointer}#findings li:hover,#findings li.on{color:#0d47a1}
    #findings .code{font-weight:bold}#findings .error .code{color:#c62828}#findings .warning .code{color:#ef6c00}
    #stage{flex:1;overflow:hidden;position:relative;cursor:grab;background:#fff}#stage.dragging{cursor:grabbing}
    #view{transform-origin:0 0;position:absolute;left:0;top:0}#view svg{display:block}
    g.node,g.cluster{cursor:pointer}.dim{opacity:.15}.hit polygon,.hit path,.hit ellipse{stroke:#f9a825!important;stroke-width:4px!important}
    #player{position:fixed;left:340px;bottom:12px;background:#fff;border:1px solid #ccc;border-radius:6px;padding:6px 10px;box-shadow:0 2px 8px rgba(0,0,0,.15);max-width:60vw}
    #trace{margin:6px 0 0;padding-left:20px;max-height:30vh;overflow:auto}#trace li{cursor:pointer}#trace li.on{font-weight:bold;color:#0d47a1}#trace li.later{color:#aaa}
    #info{position:fixed;right:12px;top:48px;max-width:360px;background:#fff;border:1px solid #ccc;border-radius:6px;padding:8px 12px;box-shadow:0 2px 8px rgba(0,0,0,.15);white-space:pre-wrap}
    """

    static let script = """
    "use strict";
    const $ = id => document.getElementById(id);
    const stage = $("stage"), view = $("view");
    let scale = 1, tx = 0, ty = 0, shown = {kind: "flow"}, focused = null;
    const nodeByID = new Map(DATA.nodes.map(n => [n.id, n]));
    const parentOf = new Map(DATA.clusters.map(c => [c.name, c.parent]));
    function apply() { view.style.transform = `translate(${tx}px,${ty}px) scale(${scale})`; }
    function fit() {
      const svg = view.querySelector("svg"); if (!svg) return;
      const w = svg.width.baseVal.value || svg.getBBox().width, h = svg.height.baseVal.value || svg.getBBox().height;
      scale = Math.min(stage.clientWidth / w, stage.clientHeight / h, 1.5);
      tx = (stage.clientWidth - w * scale) / 2; ty = Math.max(8, (stage.clientHeight - h * scale) / 2); apply();
    }
    function zoom(f, x = stage.clientWidth / 2, y = stage.clientHeight / 2) {
      tx = x - (x - tx) * f; ty = y - (y - ty) * f; scale *= f; apply();
    }
    function center(el) {
      const r = el.getBoundingClientRect(), s = stage.getBoundingClientRect();
      tx += s.left + s.width / 2 - (r.left + r.width / 2); ty += s.top + s.height / 2 - (r.top + r.height / 2); apply();
    }
    stage.addEventListener("wheel", e => {
      e.preventDefault(); const s = stage.getBoundingClientRect();
      zoom(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - s.left, e.clientY - s.top);
    }, {passive: false});
    let drag = null;
    stage.addEventListener("mousedown", e => { drag = {x: e.clientX, y: e.clientY, moved: false}; stage.classList.add("dragging"); });
    window.addEventListener("mousemove", e => {
      if (!drag) return; const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 2) drag.moved = true;
      tx += dx; ty += dy; drag.x = e.clientX; drag.y = e.clientY; apply();
    });
    window.addEventListener("mouseup", () => { stage.classList.remove("dragging"); setTimeout(() => drag = null, 0); });
    // What a coordinator holds: its own screens and those of the coordinators it starts, down the tree.
    function within(node, cluster) {
      for (let c = node.cluster; c; c = parentOf.get(c)) if (c === cluster) return true;
      return false;
    }
    function dimAllBut(keep) {
      for (const n of DATA.nodes) { const el = $(n.id); if (el) el.classList.toggle("dim", !keep.has(n.id)); }
      for (const e of DATA.edges) { const el = $(e.id); if (el) el.classList.toggle("dim", !(keep.has(e.from) && keep.has(e.to))); }
    }
    function focusNode(id) {
      const n = nodeByID.get(id); if (!n) return;
      focused = id; dimAllBut(new Set([id, ...n.near]));
      $("info").textContent = n.info; $("info").hidden = false;
      $("status").textContent = "focused on " + n.name + " and what is one edge away (Esc: show all)";
    }
    function focusCluster(name) {
      focused = name; dimAllBut(new Set(DATA.nodes.filter(n => within(n, name)).map(n => n.id)));
      $("info").hidden = true; $("status").textContent = "focused on " + name + " and the coordinators it starts (Esc: show all)";
    }
    function showAll() {
      focused = null; for (const el of view.querySelectorAll(".dim,.hit")) el.classList.remove("dim", "hit");
      $("info").hidden = true; $("status").textContent = ""; $("search").value = "";
    }
    function wire() {
      if (shown.kind !== "flow") return;
      for (const n of DATA.nodes) {
        const el = $(n.id); if (!el) continue;
        el.addEventListener("click", e => { if (!drag || !drag.moved) { e.stopPropagation(); focusNode(n.id); } });
      }
      for (const c of DATA.clusters) {
        const el = $(c.id); if (!el) continue;
        el.addEventListener("click", e => { if (!drag || !drag.moved) { e.stopPropagation(); focusCluster(c.name); } });
      }
    }
    function showFlow() {
      shown = {kind: "flow"}; view.innerHTML = DATA.svg; $("player").hidden = true;
      for (const li of document.querySelectorAll("#findings li")) li.classList.remove("on");
      showAll(); wire(); fit();
    }
    function showFinding(i, step) {
      const f = DATA.findings[i]; if (!f || !f.steps.length) return;
      step = Math.max(0, Math.min(step, f.steps.length - 1));
      const fresh = shown.kind !== "finding" || shown.index !== i;
      shown = {kind: "finding", index: i, step}; view.innerHTML = f.steps[step].svg;
      document.querySelectorAll("#findings li").forEach((li, k) => li.classList.toggle("on", k === i));
      $("player").hidden = false; $("info").hidden = true;
      $("stepText").textContent = `${f.code}: step ${step + 1} of ${f.steps.length} — ${f.steps[step].command}`;
      const trace = $("trace"); trace.innerHTML = "";
      f.steps.forEach((s, k) => {
        const li = document.createElement("li"); li.textContent = s.command;
        li.className = k === step ? "on" : (k > step ? "later" : ""); li.onclick = () => showFinding(i, k); trace.appendChild(li);
      });
      $("status").textContent = f.message;
      if (fresh) fit();
    }
    $("prev").onclick = () => shown.kind === "finding" && showFinding(shown.index, shown.step - 1);
    $("next").onclick = () => shown.kind === "finding" && showFinding(shown.index, shown.step + 1);
    $("close").onclick = showFlow;
    $("fit").onclick = fit; $("zoomIn").onclick = () => zoom(1.25); $("zoomOut").onclick = () => zoom(0.8);
    $("all").onclick = () => shown.kind === "flow" ? showAll() : showFlow();
    stage.addEventListener("click", () => { if (shown.kind === "flow" && focused && (!drag || !drag.moved)) showAll(); });
    window.addEventListener("keydown", e => { if (e.key === "Escape") shown.kind === "flow" ? showAll() : showFlow(); });
    $("search").addEventListener("input", () => {
      if (shown.kind !== "flow") showFlow();
      const q = $("search").value.trim().toLowerCase();
      let first = null, hits = 0;
      for (const n of DATA.nodes) {
        const el = $(n.id); if (!el) continue;
        const hit = q !== "" && (n.name.toLowerCase().includes(q) || (n.cluster || "").toLowerCase().includes(q));
        el.classList.toggle("hit", hit); el.classList.toggle("dim", q !== "" && !hit);
        if (hit) { hits++; first = first || el; }
      }
      for (const e of DATA.edges) { const el = $(e.id); if (el) el.classList.toggle("dim", q !== ""); }
      $("status").textContent = q ? `${hits} found` : "";
    });
    $("search").addEventListener("keydown", e => {
      if (e.key !== "Enter") return;
      const el = view.querySelector("g.hit"); if (el) center(el);
    });
    $("note").textContent = DATA.note;
    DATA.findings.forEach((f, i) => {
      const li = document.createElement("li"); li.className = f.severity;
      li.innerHTML = `<span class="code"></span> <span class="msg"></span>`;
      li.querySelector(".code").textContent = f.code + (f.count > 1 ? ` ×${f.count}` : "");
      li.querySelector(".msg").textContent = f.message + (f.steps.length ? "" : " (no trace)");
      li.onclick = () => showFinding(i, f.steps.length - 1);
      $("findings").appendChild(li);
    });
    // For tests and for people who script the page: what is shown and what it marks.
    window.transitPage = {
      state() {
        const red = [...view.querySelectorAll("g.node, g.cluster")].filter(g =>
          [...g.querySelectorAll("polygon, path, ellipse")].some(s => (s.getAttribute("stroke") || "").toLowerCase() === "#d32f2f"))
          .map(g => g.id);
        return {view: shown.kind, finding: shown.index ?? null, step: shown.step ?? null, focused,
                highlighted: red, dimmed: view.querySelectorAll(".dim").length, hits: view.querySelectorAll(".hit").length, scale};
      },
      showFinding, showFlow, focusNode, focusCluster,
    };
    showFlow();
    """
}
