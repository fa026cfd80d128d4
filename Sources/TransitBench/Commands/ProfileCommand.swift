// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel
import TransitPresentation

/// `transit-bench profile PART FLOW`: runs one part of Transit in a loop, alone, for a profiler
/// (`valgrind --tool=callgrind transit-bench profile lex flow.flow`), and prints how long it took.
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Run one part of Transit alone, for a profiler: lex, parse, resolve, checks, load, walk, apply, apply-snapshots, explore, render, rerender."
    )

    enum Part: String, ExpressibleByArgument, CaseIterable {
        case lex, parse, resolve, checks, load, walk, apply, applySnapshots = "apply-snapshots", explore, render, rerender
    }

    @ArgumentParser.Argument(help: "What to run.")
    var part: Part

    @ArgumentParser.Argument(help: "The flow file.")
    var flow: String

    @Option(help: "Times to repeat it.")
    var repeatCount = 1

    @Option(help: "Events of the random walk (walk, apply, apply-snapshots), states (explore), overlays (rerender).")
    var events = 5_000

    @Option(help: "Seed of the walk.")
    var seed: UInt64 = 1

    @Option(help: "Threads of the explorer (explore).")
    var jobs = 1

    @Option(help: "How the explorer remembers states (explore): hash-compact or exact.")
    var storage = "hash-compact"

    func run() throws {
        let source = SourceFile(path: flow, bytes: try Loader.readFile(flow))
        let needsUnit = ![.lex, .parse, .load].contains(part)
        let unit = needsUnit ? Parser.parse(source).unit : nil
        let flowModel = needsUnit && part != .resolve ? Resolver.resolve([unit!]).flow : Flow()
        let engine = Engine(flow: flowModel)
        let walk = [.apply, .applySnapshots, .rerender].contains(part)
            ? RandomWalk.record(engine: engine, length: part == .rerender ? min(events, 60) : events, seed: seed) : RandomWalk()
        var overlays: [Overlay] = []
        let diagram = FlowDiagram(flow: flowModel)
        if part == .rerender {
            var h = History(engine: engine)
            for e in walk.segments.first ?? [] {
                try h.apply(e)
                overlays.append(Overlay(graph: diagram.graph, state: h.state, transitions: Array(h.past)))
            }
            _ = try diagram.render(.svg, overlay: overlays[0])
        }
        let t0 = Clock.now()
        for _ in 0..<repeatCount {
            switch part {
            case .lex: _ = Lexer.tokenize(source)
            case .parse: _ = Parser.parse(source)
            case .resolve: _ = Resolver.resolve([unit!])
            case .checks: _ = StaticChecks.run(flowModel)
            case .load: _ = FlowLoader.load([flow])
            case .walk:
                let w = RandomWalk.record(engine: engine, length: events, seed: seed)
                print("\(w.count) events, \(w.segments.count) launches, kinds \(w.kinds), diagnostics \(w.codes), mean controllers \(Number.text(w.meanControllers))")
            case .apply: _ = try walk.replay(on: engine, snapshots: false)
            case .applySnapshots: _ = try walk.replay(on: engine, snapshots: true)
            case .explore:
                var b = Explorer.Bounds()
                b.maxStates = events
                b.jobs = jobs
                b.maxSeconds = 3_600
                guard let mode = Explorer.StateStorage(rawValue: storage) else { throw ValidationError("--storage is hash-compact or exact") }
                b.storage = mode
                let r = Explorer(engine: engine, bounds: b).explore()
                print("\(r.states) states (\(r.expanded) expanded), \(r.transitions) transitions, depth \(r.maxDepth), \(r.findings.count) findings, bound \(r.boundHit ?? "none"), visited set \(r.visitedBytes) bytes")
            case .render: _ = try FlowDiagram(flow: flowModel).render(.svg)
            case .rerender: for o in overlays { _ = try diagram.rerender(overlay: o) }
            }
        }
        print("\(part.rawValue) × \(repeatCount): \(Number.text((Clock.now() - t0) * 1000)) ms")
    }
}
