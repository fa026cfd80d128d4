// SPDX-License-Identifier: MIT
import ArgumentParser
import Dispatch
import Foundation
import Synchronization
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel
import TransitPresentation
import TransitShell

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check flow files and report every problem found; --explore also runs every reachable path.",
        discussion: """
        Exit status: 0 when no errors were found, 1 when the flow has errors (or exploration found an error), \
        2 when a file cannot be read or the command is used wrongly.
        With --explore, every state reachable from launch is visited breadth-first (states deduplicated by value) \
        and each problem is reported once with its shortest event trace; --emit-scripts writes each trace as a \
        flow script that reproduces it. Ctrl-C stops the search and prints what was found so far. A flow with \
        errors is not explored, unless every error is a navigation finding (T140–T145), which the explorer then \
        shows at run time, with a trace. Coordinators the launch does not reach (a parent the flow does not say, \
        a launch an import could not read) are then explored one by one, each started by a stand-in parent the way \
        the flow starts it and closed when it terminates: what they find inside their subtrees is reported with \
        traces that start from that coordinator. Then the screens neither reaches are shown alone, each as the \
        flow first shows it (--launch-only turns all this off); --max-seconds bounds them too.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case human, json, sarif, github }

    @ArgumentParser.Argument(help: "The flow files to check (each checked with the files it includes).", completion: .file(extensions: ["flow"]))
    var files: [String]

    @Option(help: "Output format: human, json, sarif (SARIF 2.1.0 for code review tools) or github (workflow annotations).")
    var format: Format = .human

    @Flag(help: "Treat warnings as errors.")
    var werror = false

    // Numbers are taken as given, '-1' included, so that a bad one gets its own message, not "Missing value".
    @Option(parsing: .unconditional, help: ArgumentHelp("Diagnostics shown per file (1…\(Diagnostic.maxLimit)); the rest are counted in one line.", valueName: "N"))
    var maxDiagnostics = Diagnostic.defaultLimit

    @Flag(help: "Explore every reachable state from launch.")
    var explore = false

    @Flag(help: "Explore from the launch only. By default, coordinators the launch does not reach are then explored on their own, each started by a stand-in parent as the flow starts it.")
    var launchOnly = false

    @Option(parsing: .unconditional, help: "Exploration bound: events from launch.")
    var maxDepth = Explorer.Bounds().maxDepth

    @Option(parsing: .unconditional, help: "Exploration bound: distinct states.")
    var maxStates = Explorer.Bounds().maxStates

    @Option(parsing: .unconditional, help: "Exploration bound: seconds.")
    var maxSeconds = Explorer.Bounds().maxSeconds

    @Option(parsing: .unconditional, help: ArgumentHelp("Exploration bound: memory the search may add, in MB.", valueName: "MB"))
    var maxMemory = Explorer.Bounds().maxMemoryMB

    @Option(parsing: .unconditional, help: ArgumentHelp("Threads that expand states (default: the machine's cores); the findings do not depend on it.", valueName: "N"))
    var jobs: Int?

    @Option(help: "How explored states are remembered: hash-compact (8-byte fingerprints; the report gives the chance of a collision) or exact (every state kept and compared).")
    var storage: Explorer.StateStorage = .hashCompact

    @Option(help: "Write a flow script per finding into this folder.", completion: .directory)
    var emitScripts: String?

    @Option(help: ArgumentHelp("Write a UI test per finding into this folder (--as says which kind).", valueName: "DIR"), completion: .directory)
    var emitTests: String?

    @Option(help: ArgumentHelp("Write a picture (SVG) per finding into this folder: the flow its trace visits, with the state it ends in.", valueName: "DIR"), completion: .directory)
    var emitSvg: String?

    @Option(name: .customLong("as"), help: "The UI tests --emit-tests writes: xcuitest (Swift) or maestro (YAML).")
    var testKind: UITestSkeleton.Kind = .xcuitest

    @Option(help: ArgumentHelp("The URL scheme UI tests open app events and links with (SCHEME://EVENT?arg=value).", valueName: "SCHEME"))
    var urlScheme = "transit"

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one flow file") }
        if maxDiagnostics < 1 || maxDiagnostics > Diagnostic.maxLimit {
            throw ValidationError("--max-diagnostics must be between 1 and \(Diagnostic.maxLimit)")
        }
        if maxDepth < 1 { throw ValidationError("--max-depth must be 1 or more (events from launch)") }
        if maxStates < 1 { throw ValidationError("--max-states must be 1 or more") }
        // NaN compares false with everything: it would turn the time bound off.
        if !(maxSeconds > 0) || !maxSeconds.isFinite { throw ValidationError("--max-seconds must be a positive number of seconds") }
        if maxMemory < 1 { throw ValidationError("--max-memory must be 1 MB or more") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
        if emitScripts != nil && !explore { throw ValidationError("--emit-scripts goes with --explore") }
        if emitTests != nil && !explore { throw ValidationError("--emit-tests goes with --explore") }
        if emitSvg != nil && !explore { throw ValidationError("--emit-svg goes with --explore") }
        if launchOnly && !explore { throw ValidationError("--launch-only goes with --explore") }
        if urlScheme.isEmpty || !urlScheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) || !(urlScheme.first?.isLetter ?? false) {
            throw ValidationError("--url-scheme must be a URL scheme: a letter, then letters, digits, + - or .")
        }
    }

    /// Errors about navigation that the simulator also meets when it runs (T140–T145): they do not stop an
    /// exploration, which reports them with a trace.
    static func runsDespite(_ code: DiagnosticCode) -> Bool {
        [.pushWithoutNavigation, .presentOnBusyPresenter, .pushOfContainer, .noTabBar, .popWithoutNavigation, .dismissNotPresented].contains(code)
    }

    func run() throws {
        var worst: Int32 = 0
        var all: [Diagnostic] = []
        var outcomes: [(String, CheckOutcome)] = []
        // What each file read and parsed to: the stand-ins of exploring alone are checked with it, not read again.
        var reads: [Loader.Result] = []
        // Each file is its own flow: examples in flows/ are separate apps.
        for file in files {
            let read = Loader().load([file])
            reads.append(read)
            let outcome = FlowLoader.load(read, werror: werror, maxDiagnostics: maxDiagnostics)
            all += outcome.diagnostics
            outcomes.append((file, outcome))
            if outcome.ioFailure { worst = 2 } else if outcome.hasErrors, worst == 0 { worst = 1 }
        }
        let cmd: (Event) -> String = ShellSession.command(for:)
        let root = ExploreOutput.SarifContext.repositoryRoot(from: FileManager.default.currentDirectoryPath)
        let sarifContext = ExploreOutput.SarifContext(root: root, toolVersion: Transit.version)
        // A flow the checker refuses cannot run; one whose only errors are navigation findings (a push without a
        // navigation controller, a present on a busy presenter…) runs, and the explorer shows what they do at run time.
        let blocked = outcomes.contains { $0.1.ioFailure || $0.1.diagnostics.contains { $0.severity == .error && !Self.runsDespite($0.code) } }
        if !explore || blocked {
            // Nothing to explore (not asked, or static errors): the static diagnostics alone, in every format;
            // with --explore, tools get the explorer's document shape, marked as not explored.
            switch format {
            case .json:
                Terminal.writeDocument(!explore ? DiagnosticRenderer.json(all) + "\n" : ExploreOutput.jsonDocument(outcomes.map {
                    ExploreOutput.jsonObject(nil, diagnostics: $0.1.diagnostics, file: $0.0, command: cmd)
                }))
            case .sarif:
                Terminal.writeDocument(ExploreOutput.sarifLog(runs: [ExploreOutput.sarifRun(
                    parts: outcomes.map { (nil, $0.1.diagnostics) }, context: sarifContext,
                    category: explore ? "transit/explore/" : "transit/check/", command: cmd)]))
            case .github: Terminal.writeDocument(GitHubAnnotations.lines(diagnostics: all, root: root, command: cmd))
            case .human: Terminal.write(DiagnosticRenderer(color: Terminal.colorOnStdout).renderAll(all))
            }
            if worst != 0 { throw ExitCode(worst) }
            return
        }
        // Static warnings come first: printed for people, in the document for tools.
        if !all.isEmpty, format == .human { Terminal.write(DiagnosticRenderer(color: Terminal.colorOnStdout).renderAll(all)) }
        let interrupt = Interrupt()
        // The source must outlive the search: only the flag is used below.
        defer { withExtendedLifetime(interrupt) {} }
        let stop = interrupt.flag
        var jsonObjects: [[String: Any]] = []
        var sarifParts: [(Explorer.Report?, [Diagnostic])] = []
        var emitFailure: Error?
        var interruptedAt: Int?
        let prefixes = TraceScript.prefixes(for: outcomes.map(\.0))
        for (index, (file, outcome)) in outcomes.enumerated() {
            var bounds = Explorer.Bounds()
            bounds.maxDepth = maxDepth
            bounds.maxStates = maxStates
            bounds.maxSeconds = maxSeconds
            bounds.maxMemoryMB = maxMemory
            bounds.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
            bounds.storage = storage
            let explorer = Explorer(engine: Engine(flow: outcome.flow), bounds: bounds)
            let showProgress = Terminal.isTTY(2)
            let interruptAt = Interrupt.testInterruptAfterStates()
            var report = explorer.explore(progress: { p in
                if let n = interruptAt, p.states >= n, !stop.isSet { Interrupt.raiseAndWait(stop) }
                guard showProgress else { return }
                let rate = p.elapsed > 0 ? Int(Double(p.states) / p.elapsed) : 0
                let memory = p.addedMB.map { ", +\($0) MB" } ?? ""
                Terminal.write(bytes: Array(("\r\u{1B}[K" + TerminalText.safe("\(file): \(p.states) states, \(rate)/s, depth \(p.depth)\(memory)", keepStyles: false)).utf8), fd: 2)
            }, shouldStop: { stop.isSet })
            if showProgress { Terminal.write(bytes: Array("\r\u{1B}[K".utf8), fd: 2) }
            if !launchOnly, !stop.isSet {
                explorer.exploreUnreached(&report, seconds: maxSeconds, load: { standIn in
                    let o = FlowLoader.load(reads[index], standIn: standIn)
                    return o.ioFailure || o.diagnostics.contains { $0.severity == .error && !Self.runsDespite($0.code) } ? nil : o.flow
                }, shouldStop: { stop.isSet })
            }
            switch format {
            case .human:
                if files.count > 1 { Terminal.write(TextStyle(color: Terminal.colorOnStdout).bold("== \(file)") + "\n") }
                Terminal.write(ExploreOutput.human(report, style: TextStyle(color: Terminal.colorOnStdout), command: cmd))
            case .json: jsonObjects.append(ExploreOutput.jsonObject(report, diagnostics: outcome.diagnostics, file: file, command: cmd))
            case .sarif: sarifParts.append((report, outcome.diagnostics))
            case .github: Terminal.writeDocument(GitHubAnnotations.lines(diagnostics: outcome.diagnostics, report: report, root: root, command: cmd))
            }
            if report.errorCount > 0 || (werror && !report.findings.isEmpty) { worst = 1 }
            if let dir = emitScripts {
                do { try emit(report, flowPath: file, prefix: prefixes[index], engine: explorer.engine, into: dir, tests: nil) } catch { emitFailure = error; break }
            }
            if let dir = emitTests {
                do { try emit(report, flowPath: file, prefix: prefixes[index], engine: explorer.engine, into: dir, tests: testKind) } catch { emitFailure = error; break }
            }
            if let dir = emitSvg {
                do { try emitPictures(report, flow: outcome.flow, prefix: prefixes[index], into: dir) } catch { emitFailure = error; break }
            }
            if stop.isSet { interruptedAt = index; break }
        }
        // One document for all files (a JSON array, or one SARIF run), written once the search is over.
        if !jsonObjects.isEmpty { Terminal.writeDocument(ExploreOutput.jsonDocument(jsonObjects)) }
        if !sarifParts.isEmpty {
            Terminal.writeDocument(ExploreOutput.sarifLog(runs: [ExploreOutput.sarifRun(parts: sarifParts, context: sarifContext,
                                                                                       category: "transit/explore/", command: cmd)]))
        }
        if let emitFailure { throw emitFailure }
        if let cut = interruptedAt {
            // Ctrl-C: what was searched is reported above; say what was not, and do not pass as a clean check.
            let skipped = outcomes.dropFirst(cut + 1).map(\.0)
            Terminal.write("transit: interrupted: \(outcomes[cut].0) was explored in part" + (skipped.isEmpty ? "" : "; not explored: \(skipped.joined(separator: ", "))") + "\n", fd: 2)
            throw ExitCode(130)
        }
        if worst != 0 { throw ExitCode(worst) }
    }

    /// Writes each finding with a trace as a picture: the part of the flow its trace visits, the state it ends in
    /// drawn over it (the gestures, what the problem is about and its code).
    func emitPictures(_ report: Explorer.Report, flow: Flow, prefix: String, into dir: String) throws {
        try createFolder(dir)
        let full = FlowGraph(flow: flow)
        // A stand-in's trace does not replay on the flow itself.
        for (i, f) in report.findings.enumerated() where !f.trace.isEmpty && f.standIn == nil {
            // A finding's trace replays from launch (the fuzzers check it).
            guard let (graph, states, past) = full.tracing(f.trace, flow: flow), let state = states.last else { continue }
            let name = prefix + "-" + (TraceScript.fileName(i + 1, f) as NSString).deletingPathExtension + ".svg"
            let path = (dir as NSString).appendingPathComponent(name)
            do {
                let data = try DiagramView.flow.render(format: .svg, state: state, transitions: past, diagram: FlowDiagram(graph: graph), states: states)
                try AtomicFile.write(data, to: path)
            } catch {
                Terminal.write("transit: cannot write \(path): \(error)\n", fd: 2)
                throw ExitCode(2)
            }
        }
    }

    /// The folder findings are written into, made when missing; exit 2 when it cannot be.
    func createFolder(_ dir: String) throws {
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            Terminal.write("transit: cannot create \(dir): \(error.localizedDescription)\n", fd: 2)
            throw ExitCode(2)
        }
    }

    /// Writes each finding with a trace as a flow script, or as a UI test of the given kind.
    func emit(_ report: Explorer.Report, flowPath: String, prefix: String, engine: Engine, into dir: String, tests: UITestSkeleton.Kind?) throws {
        let fm = FileManager.default
        let alone = report.findings.filter { $0.standIn != nil }.count
        if alone > 0 {
            Terminal.write("transit: \(alone) finding\(alone == 1 ? "" : "s") of coordinators or screens explored alone \(alone == 1 ? "has" : "have") no \(tests == nil ? "script" : "test"): \(alone == 1 ? "its trace starts" : "their traces start") from a stand-in parent, not from the app's launch\n", fd: 2)
        }
        try createFolder(dir)
        let absDir = (dir as NSString).isAbsolutePath ? dir : fm.currentDirectoryPath + "/" + dir
        let absFlow = (flowPath as NSString).isAbsolutePath ? flowPath : fm.currentDirectoryPath + "/" + flowPath
        for (i, f) in report.findings.enumerated() where !f.trace.isEmpty && f.standIn == nil {
            let name = tests.map { UITestSkeleton.fileName(i + 1, f, prefix: prefix, kind: $0) } ?? prefix + "-" + TraceScript.fileName(i + 1, f)
            let path = (absDir as NSString).appendingPathComponent(name)
            let text = tests.map { UITestSkeleton.text(for: f, index: i + 1, prefix: prefix, flowPath: flowPath, engine: engine, kind: $0, scheme: urlScheme) }
                ?? TraceScript.text(for: f, flowPath: absFlow, scriptDirectory: absDir, engine: engine)
            do { try AtomicFile.write(text, to: path, executable: tests == nil) } catch {
                Terminal.write("transit: cannot write \(path): \(error)\n", fd: 2)
                throw ExitCode(2)
            }
        }
    }
}

/// Ctrl-C during exploration: a flag set from a signal source, so the search stops and reports.
final class Interrupt {
    /// TRANSIT_TEST_SIGINT_AFTER_STATES=N (tests only): once N states are stored the search sends itself SIGINT and
    /// waits until the signal has set the flag, so a test's Ctrl-C always lands mid-search, however fast the machine.
    static func testInterruptAfterStates() -> Int? {
        ProcessInfo.processInfo.environment["TRANSIT_TEST_SIGINT_AFTER_STATES"].flatMap { Int($0) }
    }

    static func raiseAndWait(_ flag: Flag) {
        raise(SIGINT)
        var waited = 0
        while !flag.isSet, waited < 30_000 { usleep(1_000); waited += 1 }
    }

    /// Set once from the signal source's queue, read by the search's threads.
    final class Flag: Sendable {
        private let value = Atomic(false)
        func set() { value.store(true, ordering: .relaxed) }
        var isSet: Bool { value.load(ordering: .relaxed) }
    }
    let flag = Flag()
    /// Kept so that the handler stays installed.
    private let source: DispatchSourceSignal

    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [flag] in flag.set() }
        source.resume()
    }
}
