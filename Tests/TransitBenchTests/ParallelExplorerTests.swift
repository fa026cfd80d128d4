// SPDX-License-Identifier: MIT
import TransitEngine
import TransitExplorer
import TransitModel
import Testing

@testable import transit_bench

/// The explorer on generated flows (cycles, tabs, results, child coordinators): its findings, traces and counts
/// do not depend on the number of threads or on how states are remembered.
struct ParallelExplorerTests {
    func report(screens: Int, seed: UInt64, jobs: Int, storage: Explorer.StateStorage = .hashCompact,
                maxStates: Int) throws -> Explorer.Report {
        let outcome = FlowLoader.load(source: FlowWriter.write(try FlowPlanner.plan(screens: screens, seed: seed)))
        #expect(!outcome.hasErrors)
        var b = Explorer.Bounds()
        b.maxStates = maxStates
        b.jobs = jobs
        b.storage = storage
        return Explorer(engine: Engine(flow: outcome.flow), bounds: b).explore()
    }

    func signature(_ r: Explorer.Report) -> [String] {
        ["\(r.states) \(r.transitions) \(r.expanded) \(r.maxDepth) \(r.boundHit ?? "-") \(r.prunedAtGrowth)",
         "\(r.reachedScreens.sorted()) \(r.reachedCoordinators.sorted())"]
            + r.findings.map { "\($0.code.rawValue) \($0.message) \($0.trace.map(\.description))" }
    }

    @Test(arguments: [(40, UInt64(1)), (100, 2), (300, 3)])
    func threadsDoNotChangeTheFindingsOrTheirShortestTraces(_ screens: Int, _ seed: UInt64) throws {
        let one = try report(screens: screens, seed: seed, jobs: 1, maxStates: 2_500)
        #expect(one.states == 2_500)
        #expect(!one.findings.isEmpty)
        for jobs in [2, 8] {
            let many = try report(screens: screens, seed: seed, jobs: jobs, maxStates: 2_500)
            #expect(signature(many) == signature(one), "\(jobs) threads")
        }
        let exact = try report(screens: screens, seed: seed, jobs: 2, storage: .exact, maxStates: 2_500)
        #expect(signature(exact) == signature(one))
    }
}
