import TransitModel
import XCTest

@testable import transit_bench

/// The synthetic flow generator: deterministic, the size asked for, nested, and clean under `transit check`.
/// (No timing here: performance is measured by `transit-bench run`, never asserted in a test.)
final class GeneratorTests: XCTestCase {
    func text(_ screens: Int, seed: UInt64 = 1) throws -> String {
        FlowWriter.write(try FlowPlanner.plan(screens: screens, seed: seed))
    }

    func testSameSeedGivesTheSameBytes() throws {
        XCTAssertEqual(try text(300, seed: 7), try text(300, seed: 7))
        XCTAssertNotEqual(try text(300, seed: 7), try text(300, seed: 8))
    }

    func testExactlyTheScreensAsked() throws {
        for n in [3, 4, 10, 57, 100, 1_000] {
            let screens = try text(n).split(separator: "\n").filter { $0.hasPrefix("screen ") }.count
            XCTAssertEqual(screens, n, "\(n) screens asked")
            XCTAssertEqual(try FlowPlanner.plan(screens: n, seed: 1).totalScreens, n)
        }
    }

    func testTooFewScreensIsRefused() {
        XCTAssertThrowsError(try FlowPlanner.plan(screens: 2, seed: 1))
    }

    func testChecksWithoutErrorsOrWarnings() throws {
        for n in [3, 10, 100, 1_000] {
            for seed: UInt64 in [1, 2, 3] {
                let outcome = FlowLoader.load(source: try text(n, seed: seed), path: "generated-\(n).flow")
                XCTAssertEqual(outcome.errorCount, 0, "\(n) screens, seed \(seed): \(outcome.diagnostics.first?.message ?? "")")
                XCTAssertEqual(outcome.warningCount, 0, "\(n) screens, seed \(seed): \(outcome.diagnostics.first?.message ?? "")")
                XCTAssertEqual(outcome.flow.screens.count, n)
            }
        }
    }

    func testLargeFlowsNestCoordinatorsUnderTabs() throws {
        let plan = try FlowPlanner.plan(screens: 1_000, seed: 1)
        XCTAssertEqual(plan.tabCount, 4)
        XCTAssertGreaterThanOrEqual(plan.depth, 4)
        let flow = FlowLoader.load(source: FlowWriter.write(plan)).flow
        XCTAssertEqual(flow.coordinators.count, plan.modules.count)
        XCTAssertFalse(flow.tabBars.isEmpty)
        XCTAssertTrue(flow.screens.values.contains { !$0.adopts.isEmpty })
        XCTAssertTrue(flow.screens.values.contains { !$0.entries.isEmpty })
    }

    func testMachineExportIsDeterministicAndNeverStuck() throws {
        let flow = FlowLoader.load(source: try text(100)).flow
        let a = MachineExporter.machine(from: flow, walkLength: 500, seed: 3)
        let b = MachineExporter.machine(from: flow, walkLength: 500, seed: 3)
        XCTAssertEqual(a.states.count, 100)
        XCTAssertEqual(a.walk.count, 500)
        XCTAssertEqual(a.walk, b.walk)
        XCTAssertEqual(a.transitions, b.transitions)
        let sources = Set(a.transitions.map(\.source))
        XCTAssertEqual(sources, Set(a.states), "every state has a way on")
        let pairs = a.transitions.map { $0.source + "/" + $0.trigger }
        XCTAssertEqual(pairs.count, Set(pairs).count, "one transition per state and trigger")
    }
}
