// SPDX-License-Identifier: MIT
import TransitEngine
import TransitExplorer
import TransitModel

/// Breadth-first exploration of generated flows with bounds: distinct states per second, and which bound
/// stopped the search. Generated flows have push cycles and several tabs, so their state spaces are unbounded
/// in practice and a bound is expected to be hit.
struct ExplorerSuite {
    static let sizes = [100, 1_000]

    let context: BenchContext

    func run() throws -> [Figure] {
        var figures: [Figure] = []
        for n in ExplorerSuite.sizes {
            let flow = FlowLoader.load([context.generated(n)]).flow
            var bounds = Explorer.Bounds()
            bounds.maxStates = context.quick ? 5_000 : 20_000
            bounds.maxSeconds = 20
            context.log("explorer on \(Number.grouped(n)) screens (at most \(Number.grouped(bounds.maxStates)) states)")
            var rates: [Double] = []
            var reports: [Explorer.Report] = []
            for _ in 0..<context.runs(3) {
                let r = Explorer(engine: Engine(flow: flow), bounds: bounds).explore()
                rates.append(Double(r.states) / r.seconds)
                reports.append(r)
            }
            let last = reports[reports.count - 1]
            let stop = last.boundHit.map { "bound hit: \($0)" } ?? (last.interrupted ? "interrupted" : "complete: every reachable state seen")
            figures.append(Figure(group: "Exploration", name: "explorer, \(Number.grouped(n)) screens", unit: "states/s", better: .higher,
                                  transit: Summary(rates),
                                  note: "\(stop); \(Number.grouped(last.states)) states, \(Number.grouped(last.transitions)) transitions, depth \(last.maxDepth), \(last.findings.count) findings, \(Number.text(last.seconds)) s"))
        }
        return figures
    }
}
