// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation

/// `transit-bench run`: generates the flows, runs the peers and every suite, prints the Markdown table.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Measure Transit (release build) and its peers; print a Markdown table.",
        discussion: "Suites: load, events, diagrams, dot, explore, spin (SPIN on the same models; skipped with --no-peers), shell. Peers (Python: transitions, sismic; dot) must be installed: scripts/bench does it."
    )

    @Option(help: "The transit binary (default: next to transit-bench).")
    var transit: String?

    @Option(help: "Folder for generated flows, machines and SVGs (default: a new temporary folder).")
    var work: String?

    @Option(help: "The example flows.")
    var flows = "flows"

    @Option(help: "The peer scripts.")
    var peers = "scripts/peers"

    @Option(help: "Python with transitions, graphviz and sismic installed.")
    var python = "python3"

    @Option(name: [.short, .customLong("output")], help: "Also write the Markdown report to this file.")
    var output: String?

    @Option(help: "Seed of the generated flows and the random walks.")
    var seed: UInt64 = 1

    @Option(help: "Comma-separated suites to run (default: all).")
    var only: String?

    @Flag(help: "Fewer runs and shorter walks: a smoke test of the harness, not figures to publish.")
    var quick = false

    @Flag(help: "Skip the Python peers.")
    var noPeers = false

    static let suites = ["load", "events", "diagrams", "dot", "explore", "spin", "shell"]

    func validate() throws {
        for s in selected where !RunCommand.suites.contains(s) {
            throw ValidationError("unknown suite '\(s)'; suites: \(RunCommand.suites.joined(separator: ", "))")
        }
    }

    var selected: [String] { only.map { $0.split(separator: ",").map(String.init) } ?? RunCommand.suites }

    func run() throws {
        let start = Clock.now()
        let loadAverage = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
        let fm = FileManager.default
        let dir = work ?? NSTemporaryDirectory() + "transit-bench-\(getpid())"
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let selfPath = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let transitPath = transit ?? ((selfPath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("transit")
        guard fm.isExecutableFile(atPath: transitPath) else { throw ValidationError("no transit binary at \(transitPath); build it or pass --transit") }
        let ctx = BenchContext(transit: transitPath, bench: selfPath, workDirectory: dir, flowsDirectory: flows, peersDirectory: peers, python: python,
                               quick: quick, seed: seed, skipPeers: noPeers)
        let want = Set(selected)

        ctx.log("generating flows in \(dir)")
        for n in Set(LoadCheckSuite.sizes + [OverlaySuite.screens]).sorted() {
            let text = FlowWriter.write(try FlowPlanner.plan(screens: n, seed: seed))
            try Data(text.utf8).write(to: URL(fileURLWithPath: ctx.generated(n)))
        }

        var peerBuilds: [Int: Summary] = [:]
        var pyEvents: PeerResult?, sismicEvents: PeerResult?, pyDiagram: PeerResult?
        if !noPeers {
            let peer = PeerSuite(context: ctx)
            let walk = quick ? EventSuite.events / 4 : EventSuite.events
            if want.contains("load") {
                for n in LoadCheckSuite.sizes {
                    ctx.log("pytransitions: build the \(Number.grouped(n))-state machine")
                    let m = try peer.export(screens: n, walk: 0)
                    peerBuilds[n] = try peer.run("pytransitions_peer.py", machine: m, ["--events", "0", "--build-repeat", "\(ctx.runs(n >= 10_000 ? 3 : 5))"]).build
                }
            }
            if want.contains("events") {
                let m = try peer.export(screens: EventSuite.screens, walk: walk)
                ctx.log("pytransitions: \(Number.grouped(walk)) events")
                pyEvents = try peer.run("pytransitions_peer.py", machine: m, ["--repeat", "\(ctx.runs(5))", "--build-repeat", "1"])
                ctx.log("sismic: \(Number.grouped(walk / 40)) events")
                sismicEvents = try peer.run("sismic_peer.py", machine: m, ["--events", "\(walk / 40)", "--repeat", "\(ctx.runs(3))", "--build-repeat", "1"])
            }
            if want.contains("diagrams") {
                let m = try peer.export(screens: OverlaySuite.screens, walk: 0)
                ctx.log("pytransitions: diagram of \(OverlaySuite.screens) states")
                pyDiagram = try peer.run("pytransitions_peer.py", machine: m,
                                         ["--events", "0", "--build-repeat", "1", "--svg", ctx.path("pytransitions-\(OverlaySuite.screens).svg"),
                                          "--diagram-repeat", "\(ctx.runs(3))"])
            }
        }

        var figures: [Figure] = []
        var phases: LoadCheckSuite.Phases?
        for s in RunCommand.suites where want.contains(s) {
            switch s {
            case "load":
                let r = try LoadCheckSuite(context: ctx, peerBuilds: peerBuilds).run()
                figures += r.figures
                phases = r.phases
            case "events": figures += try EventSuite(context: ctx, pytransitions: pyEvents, sismic: sismicEvents).run()
            case "diagrams": figures += try OverlaySuite(context: ctx, pytransitions: pyDiagram).run()
            case "dot": figures += try DotSuite(context: ctx).run()
            case "explore": figures += try ExplorerSuite(context: ctx).run()
            case "spin" where !noPeers: figures += try SpinSuite(context: ctx).run()
            case "shell": figures += try ShellSuite(context: ctx).run()
            default: break
            }
        }

        var versions: [String] = []
        let transitVersion = (try? ChildProcess.capture(transitPath, ["--version"]).output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? "?"
        let swiftVersion = (try? ChildProcess.capture("swift", ["--version"]))
            .map { ($0.output + $0.errors).split(separator: "\n").first.map(String.init) ?? "" } ?? ""
        versions.append("**Transit:** \(transitVersion), release build" + (swiftVersion.isEmpty ? "" : "; \(swiftVersion)"))
        let dotVersion = (try? ChildProcess.capture("dot", ["-V"]))?.errors.trimmingCharacters(in: .whitespacesAndNewlines) ?? "dot not found"
        versions.append("**Peers:** \(dotVersion); " + (noPeers ? "Python peers skipped" : PeerSuite(context: ctx).versions()))
        versions.append("**Generated flows:** seed \(seed); walks seeded with \(seed)" + (quick ? "; **quick run: few repetitions, not for publication**" : ""))
        let args = CommandLine.arguments.dropFirst().joined(separator: " ")
        let report = MarkdownReport(machine: .current(), loadAverage: loadAverage, versions: versions,
                                    command: "transit-bench " + args, figures: figures, phases: phases, seconds: Clock.now() - start)
        let text = report.text()
        print(text, terminator: "")
        if let output { try Data(text.utf8).write(to: URL(fileURLWithPath: output)) }
        if work == nil { try? fm.removeItem(atPath: dir) }
    }
}
