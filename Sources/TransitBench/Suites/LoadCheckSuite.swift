// SPDX-License-Identifier: MIT
import Foundation
import TransitLanguage
import TransitModel

/// Load+check of generated flows: in process (`FlowLoader.load`), and `transit check FILE` as a child process
/// for its wall time and peak memory. The peer is building the same machine in pytransitions (JSON load +
/// `Machine(...)`), the nearest thing a state-machine library does to "load a flow".
struct LoadCheckSuite {
    static let sizes = [10, 100, 1_000, 10_000]
    static let timeTarget = 1.0
    static let memoryTarget = 200.0 * 1024 * 1024

    /// Times of each front-end phase on one flow, for the breakdown in docs/performance.md.
    struct Phases {
        var read = 0.0, lex = 0.0, parse = 0.0, resolve = 0.0, staticChecks = 0.0
    }

    let context: BenchContext
    /// pytransitions build times by size, when the peers ran.
    var peerBuilds: [Int: Summary] = [:]

    func run() throws -> (figures: [Figure], phases: Phases) {
        var figures: [Figure] = []
        for n in LoadCheckSuite.sizes {
            let file = context.generated(n)
            context.log("load+check \(Number.grouped(n)) screens")
            var warnings = 0
            let warm = FlowLoader.load([file])
            guard !warm.hasErrors else { throw BenchFailure("\(file) does not check clean: \(warm.errorCount) errors") }
            warnings = warm.warningCount
            var times: [Double] = []
            for _ in 0..<context.runs(n >= 10_000 ? 5 : 10) {
                times.append(Clock.time { _ = FlowLoader.load([file]) })
            }
            var f = Figure(group: "Load and check", name: "load+check in process, \(Number.grouped(n)) screens", unit: "ms",
                           better: .lower, transit: Summary(times).map { $0 * 1000 },
                           note: "0 errors, \(warnings) warnings")
            if let p = peerBuilds[n] { f.peer = .init(name: "pytransitions: JSON + Machine()", value: p.map { $0 * 1000 }) }
            if n == 10_000 { f.target = target(Summary(times).median, LoadCheckSuite.timeTarget, "< 1 s") }
            figures.append(f)

            var walls: [Double] = []
            var rss: [Double] = []
            for _ in 0..<context.runs(n >= 10_000 ? 5 : 7) {
                let r = try ChildProcess.measured(context.bench, context.transit, ["check", file])
                guard r.status == 0 else { throw BenchFailure("transit check \(file) exited with \(r.status)") }
                walls.append(r.seconds * 1000)
                rss.append(Double(r.maxRSS))
            }
            figures.append(Figure(group: "Load and check", name: "`transit check`, \(Number.grouped(n)) screens (process, wall)",
                                  unit: "ms", better: .lower, transit: Summary(walls)))
            var m = Figure(group: "Load and check", name: "`transit check`, \(Number.grouped(n)) screens, peak RSS", unit: "MB",
                           better: .lower, transit: Summary(rss).map { $0 / 1024 / 1024 })
            if n == 10_000 { m.target = target(Summary(rss).median, LoadCheckSuite.memoryTarget, "< 200 MB") }
            figures.append(m)
        }
        return (figures, phases(context.generated(10_000)))
    }

    func target(_ value: Double, _ limit: Double, _ text: String) -> Figure.Target {
        value < limit ? .init(text: text, met: true) : .init(text: text, met: false, miss: Number.ratio(value / limit) + " over")
    }

    /// The front end phase by phase, median of three, on one file.
    func phases(_ file: String) -> Phases {
        var runs: [Phases] = []
        for _ in 0..<3 {
            var p = Phases()
            var source: SourceFile!
            p.read = Clock.time {
                let bytes = (try? Loader.readFile(file)) ?? []
                source = SourceFile(path: file, bytes: bytes)
            }
            p.lex = Clock.time { _ = Lexer.tokenize(source) }
            var unit: SourceUnit!
            p.parse = Clock.time { unit = Parser.parse(source).unit }
            var flow: Flow!
            p.resolve = Clock.time { flow = Resolver.resolve([unit]).flow }
            p.staticChecks = Clock.time { _ = StaticChecks.run(flow) }
            runs.append(p)
        }
        func med(_ k: KeyPath<Phases, Double>) -> Double { Summary(runs.map { $0[keyPath: k] }).median }
        return Phases(read: med(\.read), lex: med(\.lex), parse: med(\.parse), resolve: med(\.resolve), staticChecks: med(\.staticChecks))
    }
}
