// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel
import TransitPresentation
import TransitShell

struct RenderCommand: ParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the flow graph (or the state after a script) as SVG, PNG, PDF, DOT or Mermaid, or as an interactive page.",
        discussion: """
        The format comes from --format or from the output file's extension (.svg .png .pdf .dot .mmd/.md; in a \
        .md file Mermaid is a fenced ```mermaid block, which GitHub renders). Without --script the stack and \
        coordinators views show the app at launch. With --html FILE (instead of -o) the output is one \
        self-contained page to open from disk: the flow to pan, zoom and search, a click on a screen or coordinator \
        focuses it, and the findings of an exploration (--explore-seconds) beside it, each drawn step by step. \
        With --script, the state at the end of the script is drawn over the graph: the screens on the stacks, \
        the top one emphasised, the transitions taken numbered in order, problems in red. The file is written \
        atomically: a failed render never leaves half a file or destroys the old one.
        """
    )

    @ArgumentParser.Argument(help: "The flow file.", completion: .file(extensions: ["flow"]))
    var flow: String

    @Option(name: .shortAndLong, help: "Output file (- for standard output).", completion: .file())
    var output: String?

    @Option(help: ArgumentHelp("Write an interactive page instead: one self-contained HTML file to pan, zoom and search the flow, focus a screen or coordinator with a click, and step through each finding of an exploration on its state.", valueName: "FILE"), completion: .file(extensions: ["html"]))
    var html: String?

    @Flag(help: "Draw an overview (one node per coordinator) at -o and one page per coordinator beside it, linked: for an app whose whole picture is too wide to read.")
    var pages = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --html: how long the exploration for the findings may take.", valueName: "SECONDS"))
    var exploreSeconds: Double = 20

    @OptionGroup var force: ForceOption

    @Option(help: "svg, png, pdf, dot or mermaid (default: from the file extension, else svg).")
    var format: FlowDiagram.Format?

    @Option(help: "flow (the graph), coordinators (the retain tree) or stack (nested boxes).")
    var view: DiagramView = .flow

    @Option(help: "A flow script whose final state is drawn over the graph.", completion: .file(extensions: ["transit"]))
    var script: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Give up on a layout that takes longer than this.", valueName: "SECONDS"))
    var timeout: Double = 60

    @Option(help: "all (result edges drawn faint) or forward (transitions only).")
    var edges: DiagramFocus.Edges = .all

    @Option(help: ArgumentHelp("Only the neighbourhood of this screen (or coordinator, tab bar): --depth edges away.", valueName: "NAME"))
    var around: String?

    @Option(parsing: .unconditional, help: "With --around: how many edges away, either way.")
    var depth = 1

    @Option(help: ArgumentHelp("Only this coordinator's screens and its child coordinators', down the tree.", valueName: "NAME"))
    var coordinator: String?

    @Option(help: ArgumentHelp("Only what these commands visit, separated by ';' (\"launch; tap add; back\"); drawn over the graph, problems found on the way too.", valueName: "COMMANDS"))
    var path: String?

    func validate() throws {
        if (output == nil) == (html == nil) { throw ValidationError("give an output file (-o FILE) or --html FILE, one of them") }
        if html != nil && (script != nil || path != nil || view != .flow || format != nil) {
            throw ValidationError("--html draws the whole flow and its findings: it takes no --script, --path, --view or --format")
        }
        if pages && (html != nil || script != nil || path != nil || view != .flow || output == "-" || (format ?? output.map { FlowDiagram.Format(path: $0) }) != .svg) {
            throw ValidationError("--pages writes linked SVG files: give -o FILE.svg, without --script, --path, --view or --html")
        }
        if !(exploreSeconds > 0) || !exploreSeconds.isFinite { throw ValidationError("--explore-seconds must be a positive number of seconds") }
        if !(timeout > 0) || !timeout.isFinite { throw ValidationError("--timeout must be a positive number of seconds") }
        if depth < 0 { throw ValidationError("--depth must be 0 or more") }
        if script != nil && path != nil { throw ValidationError("give --script or --path, not both") }
        if view != .flow && (around != nil || coordinator != nil || path != nil || edges != .all) {
            throw ValidationError("--around, --coordinator, --path and --edges focus the flow view")
        }
    }

    func run() throws {
        let outcome = FlowLoader.load([flow])
        if outcome.ioFailure || outcome.hasErrors {
            Terminal.write(DiagnosticRenderer(color: Terminal.colorOnStderr).renderAll(outcome.diagnostics), fd: 2)
            throw ExitCode(outcome.ioFailure ? 2 : 1)
        }
        if let html { return try writePage(outcome.flow, to: html) }
        guard let output else { return }
        let fmt = format ?? FlowDiagram.Format(path: output)
        var history = History(engine: Engine(flow: outcome.flow))
        var lines: [String]?, name = "", base = "."
        if let script {
            do { lines = try ScriptRunner.readScript(script).components(separatedBy: .newlines) } catch {
                Terminal.write("transit: cannot read script \(script): \(error)\n", fd: 2)
                throw ExitCode(2)
            }
            name = script
            base = (script as NSString).deletingLastPathComponent.isEmpty ? "." : (script as NSString).deletingLastPathComponent
        } else if let path {
            // The commands run on this flow, as a script that loads it first.
            lines = ["load " + ShellSession.word(flow)] + path.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            name = "--path"
        }
        if let lines {
            var session = ShellSession(style: TextStyle(color: false), baseDirectory: base)
            // Lenient: a path or script that ends in a finding is what a picture is most wanted for, so its problems
            // are drawn and listed, not a reason to draw nothing. A command that cannot run still is.
            let runner = ScriptRunner(style: TextStyle(color: false), lenient: true, write: { _ in }, writeError: { Terminal.write($0, fd: 2) })
            var report = ScriptRunner.Report()
            runner.run(lines: lines, name: name, session: &session, into: &report)
            if report.broken || (path != nil && report.failed > 0) { throw ExitCode(2) }
            if let h = session.history { history = h }
            for (i, entry) in history.past.enumerated() {
                for d in entry.diagnostics {
                    Terminal.write("transit: event \(i + 1) (\(entry.event)) found \(d.severity.rawValue) [\(d.code.rawValue)]: \(d.message); drawn\n", fd: 2)
                }
            }
        } else if view != .flow {
            // The stack and the coordinator tree exist only once the app runs: draw them at launch.
            do { try history.apply(.launch) } catch {
                Terminal.write("transit: nothing to draw: the app does not launch (\(error)); give a --script\n", fd: 2)
                throw ExitCode(2)
            }
        }
        let data: Data
        let (view, state, past, flow) = (self.view, history.state, Array(history.past), outcome.flow)
        let states = lines == nil ? [] : history.states
        let graph = try focusedGraph(flow, trace: path == nil ? nil : (states, past))
        if pages { return try writePages(graph, to: output) }
        data = try bounded(timeout, what: "the layout", hint: "--view coordinators draws less, --format mermaid needs no layout, --timeout gives it longer") {
            try view.render(format: fmt, state: state, transitions: past, diagram: FlowDiagram(graph: graph), states: states)
        }
        if output == "-" {
            Terminal.write(bytes: [UInt8](data), fd: 1)
            return
        }
        try save(fmt.fileContents(data, path: output), to: output)
        if fmt == .svg, !graph.clusters.isEmpty, let (width, smallest) = FlowPage.readability(svg: data), smallest < 10 {
            Terminal.write("transit: \(output) is \(width) px wide: its smallest labels are \(String(format: "%.1f", smallest)) px on a 1,920-px screen; "
                           + "--pages draws an overview and one page per coordinator, linked\n", fd: 2)
        }
    }

    /// `--pages`: the overview at `output`, each coordinator's page beside it (`NAME-Coordinator.svg`), linked; a
    /// coordinator's page still too wide to read is split into a page per branch from its first screen.
    func writePages(_ graph: FlowGraph, to output: String) throws {
        let dir = (output as NSString).deletingLastPathComponent
        let base = ((output as NSString).lastPathComponent as NSString).deletingPathExtension
        func file(_ coordinator: String?) -> String { coordinator.map { "\(base)-\(FlowGraph.safeFileName($0)).svg" } ?? (output as NSString).lastPathComponent }
        // Left to right, or top down when that reads better; with the smallest label's size at 1,920 px.
        func readable(_ page: FlowGraph) throws -> (Data, Double) {
            let across = try FlowDiagram(graph: page).render(.svg)
            let a = FlowPage.readability(svg: across)?.smallest ?? 12
            guard a < 10 else { return (across, a) }
            let down = try FlowDiagram(graph: page, topDown: true).render(.svg)
            let d = FlowPage.readability(svg: down)?.smallest ?? 0
            return d > a ? (down, d) : (across, a)
        }
        let names = graph.clusters.map(\.name).filter { c in graph.nodes.contains { $0.cluster == c } }
        var queue: [(coordinator: String?, graph: FlowGraph)] = [(nil, graph)] + names.map { ($0, graph) }
        var written: [String] = []
        while !queue.isEmpty {
            let (coordinator, g) = queue.removeFirst()
            let path = coordinator == nil ? output : (dir.isEmpty ? "" : dir + "/") + file(coordinator)
            var data: Data
            do {
                var smallest: Double
                (data, smallest) = try readable(g.page(coordinator, link: file))
                // At most two levels of branches: a page that is still too wide after that is drawn as it is.
                if smallest < 10, let c = coordinator, c.components(separatedBy: " › ").count < 3 {
                    let (split, branches) = g.splittingIntoBranches(c)
                    if !branches.isEmpty {
                        (data, smallest) = try readable(split.page(c, link: file))
                        queue += branches.map { ($0, split) }
                    }
                }
            } catch {
                Terminal.write("transit: render failed: \(error)\n", fd: 2)
                throw ExitCode(1)
            }
            try save(data, to: path)
            written.append(path)
        }
        Terminal.write("wrote \(written.count) pages: \(output) (the overview) and \(written.count - 1) pages beside it\n", fd: 2)
    }

    /// Work under a time limit (a layout, an exploration): its failure or its timeout said plainly, exit 1, nothing written.
    func bounded<T: Sendable>(_ seconds: Double, what: String, hint: String, _ work: @escaping @Sendable () throws -> T) throws -> T {
        switch SlowWork.run(SlowWork.Policy(limit: seconds, holdResult: SlowWork.holdRequested()), interrupted: { false }, { Result { try work() } }) {
        case .finished(.success(let value)): return value
        case .finished(.failure(let error)):
            Terminal.write("transit: render failed: \(error)\n", fd: 2)
            throw ExitCode(1)
        case .timedOut, .interrupted:
            Terminal.write("transit: \(what) took longer than \(SlowWork.text(seconds: seconds)) and was abandoned; nothing was written\n"
                           + "  hint: \(hint)\n", fd: 2)
            throw ExitCode(1)
        }
    }

    /// `--html FILE`: the flow laid out once (focused as asked), explored within --explore-seconds, and each
    /// finding group drawn step by step, all in one page.
    func writePage(_ flow: Flow, to path: String) throws {
        let graph = try focusedGraph(flow, trace: nil)
        var bounds = Explorer.Bounds()
        bounds.maxSeconds = exploreSeconds
        let explorer = Explorer(engine: Engine(flow: flow), bounds: bounds)
        let title = (self.flow as NSString).lastPathComponent
        let page = try bounded(timeout + exploreSeconds, what: "the page", hint: "--coordinator or --around draws less, --explore-seconds explores for less time") {
            let svg = try FlowDiagram(graph: graph).render(.svg)
            let report = explorer.explore(progress: { _ in }, shouldStop: { false })
            let findings = FlowPage.findings(report, flow: flow, command: ShellSession.command(for:))
            return FlowPage.html(title: title, svg: svg, graph: graph, flow: flow, findings: findings, note: FlowPage.note(report))
        }
        try save(Data(page.utf8), to: path)
    }

    /// The part of the flow the focus options ask for (`--path`: also only what its trace visits); exit 2 naming
    /// what is wrong when they name nothing in the flow.
    func focusedGraph(_ flow: Flow, trace: (states: [SimState], transitions: [History.Entry])?) throws -> FlowGraph {
        var focus = DiagramFocus()
        focus.edges = edges
        focus.around = around
        focus.depth = depth
        focus.coordinator = coordinator
        let full = FlowGraph(flow: flow)
        if let trace { focus.followTrace(graph: full, states: trace.states, transitions: trace.transitions) }
        switch full.focused(focus, flow: flow) {
        case .success(let g): return g
        case .failure(let f):
            Terminal.write("transit: \(f.description)\n", fd: 2)
            throw ExitCode(2)
        }
    }

    /// Written atomically; exit 2 saying why when it cannot be.
    func save(_ data: Data, to path: String) throws {
        do { try AtomicFile.write(data, to: path, force: force.force) } catch {
            Terminal.write("transit: cannot write \(path): \(force.text(error))\n", fd: 2)
            throw ExitCode(2)
        }
    }
}
