// SPDX-License-Identifier: MIT
import TransitModel
import Testing

@testable import transit_bench

/// The synthetic flow generator: deterministic, the size asked for, nested, and clean under `transit check`.
/// (No timing here: performance is measured by `transit-bench run`, never asserted in a test.)
struct GeneratorTests {
    func text(_ screens: Int, seed: UInt64 = 1) throws -> String {
        FlowWriter.write(try FlowPlanner.plan(screens: screens, seed: seed))
    }

    @Test func sameSeedGivesTheSameBytes() throws {
        let a = try text(300, seed: 7), b = try text(300, seed: 7), c = try text(300, seed: 8)
        #expect(a == b)
        #expect(a != c)
    }

    @Test func exactlyTheScreensAsked() throws {
        for n in [3, 4, 10, 57, 100, 1_000] {
            let screens = try text(n).split(separator: "\n").filter { $0.hasPrefix("screen ") }.count
            #expect(screens == n, "\(n) screens asked")
            let planned = try FlowPlanner.plan(screens: n, seed: 1).totalScreens
            #expect(planned == n)
        }
    }

    @Test func tooFewScreensIsRefused() {
        #expect(throws: (any Error).self) { try FlowPlanner.plan(screens: 2, seed: 1) }
    }

    @Test func checksWithoutErrorsOrWarnings() throws {
        for n in [3, 10, 100, 1_000] {
            for seed: UInt64 in [1, 2, 3] {
                let outcome = FlowLoader.load(source: try text(n, seed: seed), path: "generated-\(n).flow")
                #expect(outcome.errorCount == 0, "\(n) screens, seed \(seed): \(outcome.diagnostics.first?.message ?? "")")
                #expect(outcome.warningCount == 0, "\(n) screens, seed \(seed): \(outcome.diagnostics.first?.message ?? "")")
                #expect(outcome.flow.screens.count == n)
            }
        }
    }

    @Test func largeFlowsNestCoordinatorsUnderTabs() throws {
        let plan = try FlowPlanner.plan(screens: 1_000, seed: 1)
        #expect(plan.tabCount == 4)
        #expect(plan.depth >= 4)
        let flow = FlowLoader.load(source: FlowWriter.write(plan)).flow
        #expect(flow.coordinators.count == plan.modules.count)
        #expect(flow.tabBars.values.map(\.tabs.count).reduce(0, +) == plan.tabCount)
        #expect(flow.screens.values.contains { !$0.adopts.isEmpty })
        #expect(flow.screens.values.contains { !$0.entries.isEmpty })
    }

    @Test func machineExportIsDeterministicAndNeverStuck() throws {
        let flow = FlowLoader.load(source: try text(100)).flow
        let a = MachineExporter.machine(from: flow, walkLength: 500, seed: 3)
        let b = MachineExporter.machine(from: flow, walkLength: 500, seed: 3)
        #expect(a.states.count == 100)
        #expect(a.walk.count == 500)
        #expect(a.walk == b.walk)
        #expect(a.transitions == b.transitions)
        let sources = Set(a.transitions.map(\.source))
        #expect(sources == Set(a.states), "every state has a way on")
        let pairs = a.transitions.map { $0.source + "/" + $0.trigger }
        #expect(pairs.count == Set(pairs).count, "one transition per state and trigger")
    }
}
