// SPDX-License-Identifier: MIT
import Foundation
import TransitModel
import TransitPresentation

/// Every example flow (flows/*.flow) drawn to SVG in process (`FlowDiagram.render(.svg)`: DOT, Graphviz layout
/// and render through the C library) against `dot -Tsvg` run as a process on the same DOT (`DotWriter.write`).
struct DotSuite {
    let context: BenchContext

    func run() throws -> [Figure] {
        let fm = FileManager.default
        let names = try fm.contentsOfDirectory(atPath: context.flowsDirectory).filter { $0.hasSuffix(".flow") }.sorted()
        guard !names.isEmpty else { throw BenchFailure("no *.flow in \(context.flowsDirectory)") }
        var figures: [Figure] = []
        for name in names {
            let path = (context.flowsDirectory as NSString).appendingPathComponent(name)
            let outcome = FlowLoader.load([path])
            guard !outcome.hasErrors else { throw BenchFailure("\(path) does not check") }
            let diagram = FlowDiagram(flow: outcome.flow)
            let dotFile = context.path(name + ".dot")
            let svgFile = context.path(name + ".svg")
            try Data(DotWriter.write(diagram.graph).utf8).write(to: URL(fileURLWithPath: dotFile))
            context.log("in-process render vs dot -Tsvg: \(name)")
            _ = try diagram.render(.svg)
            _ = try ChildProcess.run("dot", ["-Tsvg", dotFile, "-o", svgFile])
            var inProcess: [Double] = []
            var process: [Double] = []
            for _ in 0..<context.runs(10) {
                inProcess.append(try Clock.time { _ = try diagram.render(.svg) } * 1000)
                let r = try ChildProcess.run("dot", ["-Tsvg", dotFile, "-o", svgFile])
                guard r.status == 0 else { throw BenchFailure("dot -Tsvg \(dotFile) exited with \(r.status)") }
                process.append(r.seconds * 1000)
            }
            var f = Figure(group: "Diagrams", name: "SVG of \(name), in process", unit: "ms", better: .lower, transit: Summary(inProcess),
                           peer: .init(name: "`dot -Tsvg` process, same DOT", value: Summary(process)),
                           note: "\(diagram.graph.nodes.count) nodes, \(diagram.graph.edges.count) edges")
            let win = (f.advantage ?? 0) > 1
            f.target = .init(text: "faster than `dot -Tsvg`", met: win, miss: win ? nil : "slower")
            figures.append(f)
        }
        return figures + (try scaling())
    }

    /// Render time against flow size: generated flows of 100, 1,000 and 10,000 screens, in process and by
    /// `dot -Tsvg` on the same DOT (which names the engine: sfdp above `DotWriter.largeGraph` nodes).
    static let scalingSizes = [(100, 2.0), (1_000, 2.0), (10_000, 30.0)]

    func scaling() throws -> [Figure] {
        var figures: [Figure] = []
        for (n, goal) in DotSuite.scalingSizes {
            let outcome = FlowLoader.load([context.generated(n)])
            guard !outcome.hasErrors else { throw BenchFailure("\(context.generated(n)) does not check") }
            let diagram = FlowDiagram(flow: outcome.flow)
            let dotFile = context.path("scaling-\(n).dot"), svgFile = context.path("scaling-\(n).svg")
            try Data(DotWriter.write(diagram.graph).utf8).write(to: URL(fileURLWithPath: dotFile))
            let runs = n >= 10_000 ? 1 : context.runs(n >= 1_000 ? 3 : 6)
            context.log("render scaling: \(n) screens, \(runs) run(s) each")
            var inProcess: [Double] = [], process: [Double] = []
            for _ in 0..<runs {
                inProcess.append(try Clock.time { _ = try FlowDiagram(flow: outcome.flow).render(.svg) })
                let r = try ChildProcess.run("dot", ["-Tsvg", dotFile, "-o", svgFile])
                guard r.status == 0 else { throw BenchFailure("dot -Tsvg \(dotFile) exited with \(r.status)") }
                process.append(r.seconds)
            }
            let engine = DotWriter.isLarge(diagram.graph) ? "sfdp, labels as tooltips" : "dot"
            var f = Figure(group: "Diagrams", name: "SVG of \(n) generated screens (\(engine))", unit: "s", better: .lower,
                           transit: Summary(inProcess), peer: .init(name: "`dot -Tsvg` process, same DOT", value: Summary(process)),
                           note: "\(diagram.graph.nodes.count) nodes, \(diagram.graph.edges.count) edges")
            let median = Summary(inProcess).median
            f.target = .init(text: "under \(Int(goal)) s", met: median < goal, miss: median < goal ? nil : String(format: "%.1f s", median))
            figures.append(f)
        }
        return figures
    }
}
