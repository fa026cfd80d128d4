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
        return figures
    }
}
