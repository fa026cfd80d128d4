// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitModel
import TransitPresentation

extension ShellSession {
    struct Follow {
        var path: String
        var view: DiagramView
        var focus = DiagramFocus()
        var lastError: String?
    }

    static let renderUsage = "usage: render [--follow] [--view flow|coordinators|stack] [--edges forward|all] [--around NAME [--depth N]] [--coordinator NAME] FILE"

    mutating func render(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        guard var words = try? ShellSession.words(rest), !words.isEmpty else { return .fail(ShellSession.renderUsage) }
        if words == ["stop"] {
            guard follow != nil else { return .fail("not following any file") }
            follow = nil
            var r = CommandResult(); r.output = "stopped following"; return r
        }
        var followIt = false
        var view = DiagramView.flow
        var file: String?
        var focus = DiagramFocus()
        while !words.isEmpty {
            let w = words.removeFirst()
            switch w {
            case "--follow", "-f": followIt = true
            case "--view":
                guard let v = words.first.flatMap(DiagramView.init(rawValue:)) else { return .fail("--view takes flow, coordinators or stack") }
                view = v
                words.removeFirst()
            case "--edges":
                guard let e = words.first.flatMap(DiagramFocus.Edges.init(rawValue:)) else { return .fail("--edges takes forward or all") }
                focus.edges = e
                words.removeFirst()
            case "--around", "--coordinator":
                guard let name = words.first, !name.hasPrefix("-") else { return .fail("\(w) takes a name") }
                if w == "--around" { focus.around = name } else { focus.coordinator = name }
                words.removeFirst()
            case "--depth":
                guard let d = words.first.flatMap(Int.init), d >= 0 else { return .fail("--depth takes a number, 0 or more") }
                focus.depth = d
                words.removeFirst()
            default:
                if w.hasPrefix("-") { return .fail("unknown option '\(w)'; \(ShellSession.renderUsage)") }
                if file != nil { return .fail("render takes one file") }
                file = w
            }
        }
        guard let f = file else { return .fail("render needs a file name, like render flow.svg") }
        if view != .flow && !focus.isEmpty { return .fail("--edges, --around and --coordinator focus the flow view") }
        if !focus.isEmpty, let h = history, case .failure(let e) = FlowGraph(flow: h.engine.flow).focused(focus, flow: h.engine.flow) {
            return .fail(e.description)
        }
        let path = resolve(f)
        if followIt {
            guard ["svg"].contains((path as NSString).pathExtension.lowercased()) else { return .fail("--follow writes SVG: name the file .svg") }
            follow = Follow(path: path, view: view, focus: focus)
            do { try writeFollowPage(path) } catch { follow = nil; return .fail("cannot write \(htmlPath(for: path)): \(error)") }
            // The first drawing happens right after this command (execute refreshes followed files).
            var r = CommandResult()
            r.output = "following \(f): open \((htmlPath(for: f))) in a browser; it reloads itself after every event"
            return r
        }
        guard let h = history, let st = viewedState else { return .fail("no flow") }
        if view != .flow, !st.launched { return .fail("nothing to draw yet: the \(view.rawValue) view shows the running app; launch first") }
        let job = RenderJob(view: view, format: FlowDiagram.Format(path: path), state: st, entries: Array(h.past), diagram: diagram(focus, flow: h.engine.flow),
                            states: view == .flow && st == h.state ? h.states : [])
        switch SlowWork.run(SlowWork.Policy(limit: renderTimeout, holdResult: holdSlowWork), interrupted: interrupted,
                            slow: { [slowNotice] in slowNotice("rendering \(f)… (Ctrl-C stops it)") }, { job.run() }) {
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
        /// The states along the way (History.states), to draw the user's gestures.
        var states: [SimState]
        func run() -> Result<Data, Error> {
            Result { try view.render(format: format, state: state, transitions: entries, diagram: diagram, incremental: false, states: states) }
        }
    }

    func htmlPath(for path: String) -> String { ((path as NSString).deletingPathExtension) + ".html" }

    /// Draws the viewed state. `incremental` re-colours the laid-out flow graph instead of laying it out again.
    mutating func draw(view: DiagramView, format: FlowDiagram.Format, incremental: Bool, focus: DiagramFocus = DiagramFocus()) throws -> Data {
        guard let h = history, let st = viewedState else { throw AtomicFile.Failure(description: "no flow") }
        return try view.render(format: format, state: st, transitions: Array(h.past), diagram: diagram(focus, flow: h.engine.flow),
                               incremental: incremental)
    }

    /// The flow diagram for a focus, laid out once and kept while the focus stays the same (re-coloured after
    /// every event when followed).
    mutating func diagram(_ focus: DiagramFocus, flow: Flow) -> FlowDiagram {
        if let d = diagram, diagramFocus == focus { return d }
        let full = FlowGraph(flow: flow)
        let d = FlowDiagram(graph: (try? full.focused(focus, flow: flow).get()) ?? full)
        diagram = d
        diagramFocus = focus
        return d
    }

    /// Re-draws the followed file and the live page's data; returns a note only when something went wrong (once
    /// per kind of failure).
    mutating func refreshFollow() -> String? {
        guard let f = follow else { return nil }
        do {
            let data = try draw(view: f.view, format: .svg, incremental: true, focus: f.focus)
            try AtomicFile.write(data, to: f.path)
            if let h = history, let st = viewedState, let d = diagram {
                let top = st.topScreen.flatMap { st.screen($0)?.screen }
                try AtomicFile.write(LivePage.script(svg: data, step: h.past.count, topScreen: top, graph: d.graph, flow: h.engine.flow),
                                     to: dataPath(for: f.path))
            }
            follow?.lastError = nil
            return nil
        } catch {
            let text = "render --follow: cannot write \(f.path): \(error)"
            if follow?.lastError == text { return nil }
            follow?.lastError = text
            return style.red(text)
        }
    }

    func dataPath(for path: String) -> String { ((path as NSString).deletingPathExtension) + ".js" }

    func writeFollowPage(_ svgPath: String) throws {
        let page = LivePage.html(title: flowName ?? "flow", dataFile: (dataPath(for: svgPath) as NSString).lastPathComponent)
        try AtomicFile.write(page, to: htmlPath(for: svgPath))
    }
}
