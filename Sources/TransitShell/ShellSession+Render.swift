// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitPresentation

extension ShellSession {
    struct Follow {
        var path: String
        var view: DiagramView
        var lastError: String?
    }

    mutating func render(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        guard var words = try? ShellSession.words(rest), !words.isEmpty else { return .fail("usage: render [--follow] [--view flow|coordinators|stack] FILE") }
        if words == ["stop"] {
            guard follow != nil else { return .fail("not following any file") }
            follow = nil
            var r = CommandResult(); r.output = "stopped following"; return r
        }
        var followIt = false
        var view = DiagramView.flow
        var file: String?
        while !words.isEmpty {
            let w = words.removeFirst()
            switch w {
            case "--follow", "-f": followIt = true
            case "--view":
                guard let v = words.first.flatMap(DiagramView.init(rawValue:)) else { return .fail("--view takes flow, coordinators or stack") }
                view = v
                words.removeFirst()
            default:
                if w.hasPrefix("-") { return .fail("unknown option '\(w)'; usage: render [--follow] [--view flow|coordinators|stack] FILE") }
                if file != nil { return .fail("render takes one file") }
                file = w
            }
        }
        guard let f = file else { return .fail("render needs a file name, like render flow.svg") }
        let path = resolve(f)
        if followIt {
            guard ["svg"].contains((path as NSString).pathExtension.lowercased()) else { return .fail("--follow writes SVG: name the file .svg") }
            follow = Follow(path: path, view: view)
            do { try writeFollowPage(path) } catch { follow = nil; return .fail("cannot write \(htmlPath(for: path)): \(error)") }
            // The first drawing happens right after this command (execute refreshes followed files).
            var r = CommandResult()
            r.output = "following \(f): open \((htmlPath(for: f))) in a browser; it reloads itself after every event"
            return r
        }
        guard let h = history, let st = viewedState else { return .fail("no flow") }
        if view != .flow, !st.launched { return .fail("nothing to draw yet: the \(view.rawValue) view shows the running app; launch first") }
        if diagram == nil { diagram = FlowDiagram(flow: h.engine.flow) }
        let job = RenderJob(view: view, format: FlowDiagram.Format(path: path), state: st, entries: Array(h.past), diagram: diagram!)
        switch SlowWork.run(limit: renderTimeout, interrupted: interrupted, { job.run() }) {
        case .finished(.success(let data)):
            do { try AtomicFile.write(job.format.fileContents(data, path: path), to: path) } catch { return .fail("cannot render \(f): \(error)") }
        case .finished(.failure(let error)):
            return .fail("cannot render \(f): \(error)")
        case .interrupted:
            diagram = nil   // the abandoned layout still owns it
            var r = CommandResult.fail("render interrupted; \(f) was not written")
            r.interrupted = true
            return r
        case .timedOut(let seconds):
            diagram = nil
            return .fail("render took longer than \(SlowWork.text(seconds: seconds)) and was abandoned; \(f) was not written "
                         + "(a smaller view helps: render --view coordinators, or split the flow)")
        }
        // A script's relative paths resolve against its folder: say where the file really is.
        var r = CommandResult(); r.output = "wrote \(f)" + (path != f && !f.hasPrefix("/") ? " (\(URL(fileURLWithPath: path).standardizedFileURL.path))" : ""); return r
    }

    /// One render's inputs, captured so it can run on another thread.
    struct RenderJob: Sendable {
        var view: DiagramView
        var format: FlowDiagram.Format
        var state: SimState
        var entries: [History.Entry]
        var diagram: FlowDiagram
        func run() -> Result<Data, Error> {
            Result { try view.render(format: format, state: state, transitions: entries, diagram: diagram, incremental: false) }
        }
    }

    func htmlPath(for path: String) -> String { ((path as NSString).deletingPathExtension) + ".html" }

    /// Draws the viewed state. `incremental` re-colours the laid-out flow graph instead of laying it out again.
    mutating func draw(view: DiagramView, format: FlowDiagram.Format, incremental: Bool) throws -> Data {
        guard let h = history, let st = viewedState else { throw AtomicFile.Failure(description: "no flow") }
        if diagram == nil { diagram = FlowDiagram(flow: h.engine.flow) }
        return try view.render(format: format, state: st, transitions: Array(h.past), diagram: diagram!,
                               incremental: incremental)
    }

    /// Re-draws the followed file; returns a note only when something went wrong (once per kind of failure).
    mutating func refreshFollow() -> String? {
        guard let f = follow else { return nil }
        do {
            let data = try draw(view: f.view, format: .svg, incremental: true)
            try AtomicFile.write(data, to: f.path)
            follow?.lastError = nil
            return nil
        } catch {
            let text = "render --follow: cannot write \(f.path): \(error)"
            if follow?.lastError == text { return nil }
            follow?.lastError = text
            return style.red(text)
        }
    }

    static func urlPathComponent(_ s: String) -> String {
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return s.addingPercentEncoding(withAllowedCharacters: allowed) ?? "diagram.svg"
    }

    func writeFollowPage(_ svgPath: String) throws {
        // Percent-encoded: safe as a URL (`#`, `%`, `?` in a file name), in an attribute and in a script string.
        let name = ShellSession.urlPathComponent((svgPath as NSString).lastPathComponent)
        let title = DotTextHTML.escape(flowName ?? "flow")
        let page = """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>transit — \(title)</title>
        <style>body{margin:0;background:#fafafa;font:13px -apple-system,Helvetica,sans-serif}
        header{padding:6px 12px;color:#555;border-bottom:1px solid #ddd}img{display:block;max-width:100%;margin:12px auto}</style>
        </head><body><header>transit — \(title) — live: this page reloads the diagram after every event</header>
        <img id="d" src="\(name)" alt="flow diagram">
        <script>
        // Works from file:// (no fetch, which browsers block there): a fresh copy is loaded off-screen with a
        // cache-busting query and swapped in only once it has loaded, so the page never flickers or goes blank.
        const shown = document.getElementById("d");
        setInterval(() => {
          const next = new Image();
          next.onload = () => { if (next.naturalWidth > 0) shown.src = next.src; };
          next.src = "\(name)?t=" + Date.now();
        }, 700);
        </script></body></html>

        """
        try AtomicFile.write(page, to: htmlPath(for: svgPath))
    }
}

enum DotTextHTML {
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
