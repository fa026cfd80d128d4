// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitExplorer
import TransitModel
import TransitPresentation
import Testing
import TransitTestSupport

@testable import transit_bench

/// SPIN on `transit export --format promela` counts the states the explorer counts, on generated navigation
/// flows with and without tabs. (scripts/deps installs spin and gcc; without them the test is skipped.)
/// pan.c is compiled without optimisation: the counts are the same, and gcc -O2 takes ten times longer on it than the
/// search it compiles (the bench, which times SPIN, uses -O2).
struct PromelaAgreementTests {
    static let haveSpin = ["spin", "cc"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }

    /// stdout and stderr of a shell command, in that order.
    func run(_ command: String, in dir: URL) throws -> String {
        let r = try ProcessRunner.run("/bin/sh", ["-c", command], currentDirectory: dir.path, timeout: 600)
        #expect(!r.timedOut, "\(command) did not finish")
        return r.stdout + r.stderr
    }

    /// The explorer's complete report on `flow`, and a fresh folder holding the flow exported as model.pml.
    func exploreAndExport(_ flow: Flow, tag: String) throws -> (Explorer.Report, URL) {
        var b = Explorer.Bounds()
        b.maxDepth = 10_000
        let report = Explorer(engine: Engine(flow: flow), bounds: b).explore()
        #expect(report.complete)
        let model = try PromelaExport.document(flow: flow, name: "Nav").get()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-spin-\(getpid())-\(tag)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(model.utf8).write(to: dir.appendingPathComponent("model.pml"))
        return (report, dir)
    }

    // Without tabs, and with 3 and 4 tabs (a fourth model of 16 screens and 2 tabs added 12 s of CI and no shape).
    @Test(.enabled(if: haveSpin), arguments: [(10, 0, UInt64(1)), (14, 3, 1), (18, 4, 3)])
    func spinCountsTheStatesTheExplorerCounts(_ screens: Int, _ tabs: Int, _ seed: UInt64) throws {
        let outcome = FlowLoader.load(source: NavigationFlowWriter.write(screens: screens, tabs: tabs, seed: seed))
        #expect(!outcome.hasErrors)
        let (report, dir) = try exploreAndExport(outcome.flow, tag: "\(screens)-\(tabs)-\(seed)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = try run("spin -a model.pml && cc -O0 -w -DSAFETY -o pan pan.c && ./pan -m1000000", in: dir)
        let stored = out.split(separator: "\n").first { $0.contains("states, stored") }
            .flatMap { Int($0.split(separator: " ").first ?? "") }
        #expect(stored == report.states, "\(out.suffix(500))")
        #expect(out.contains("errors: 0"))
        // Growth as an assertion: it fails exactly when the explorer reports X404.
        let growth = try run("spin -DGROWTH_ASSERT=1 -a model.pml && cc -O0 -w -DSAFETY -o pan pan.c && ./pan -m1000000", in: dir)
        let hasGrowth = report.findings.contains { $0.code == .unboundedGrowth }
        #expect(growth.contains("assertion violated") == hasGrowth, "\(growth.suffix(400))")
    }

    /// Requirements over the screens of a generated flow: each kind the export says, true of some states and not others.
    static func requirements(for flow: Flow) -> String {
        let s = flow.screenOrder
        let a = s[s.count / 2], b = s[s.count - 1], c = s[1]
        let action = flow.screens[c]?.actions.first.map { "\(c).\($0.name)" } ?? "\(c).missing"
        return """

        require neverA { never top(\(a)) }
        require oneB { never count(\(b)) > 1 }
        require bReachable { reachable top(\(b)) && !presented() }
        require cAlone { reachable stack(\(s[0]), \(c)) }
        require afterSwipe { after swipe: !presented(\(a)) || top(\(a)) }
        require afterTap { after \(action): top(\(c)) || presented() }
        require rootOrModal { always presented() || count(\(s[0])) >= 1 }
        """
    }

    /// Each requirement, checked alone by SPIN (-DREQ=k), fails exactly when the explorer reports it broken (for a
    /// `reachable` one: exactly when the explorer finds it met).
    @Test(.enabled(if: haveSpin), arguments: [(10, 0, UInt64(1)), (14, 3, 1)])
    func spinAndTheExplorerAgreeOnEveryRequirement(_ screens: Int, _ tabs: Int, _ seed: UInt64) throws {
        let base = NavigationFlowWriter.write(screens: screens, tabs: tabs, seed: seed)
        let plain = FlowLoader.load(source: base)
        let outcome = FlowLoader.load(source: base + Self.requirements(for: plain.flow))
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.message))")
        let (report, dir) = try exploreAndExport(outcome.flow, tag: "req-\(screens)-\(tabs)-\(seed)")
        defer { try? FileManager.default.removeItem(at: dir) }
        var verdicts: Set<Explorer.RequirementVerdict.Status> = []
        for (k, v) in report.requirements.enumerated() {
            let out = try run("spin -DREQ=\(k + 1) -a model.pml && cc -O0 -w -DSAFETY -o pan pan.c && ./pan -m1000000", in: dir)
            let failed = out.contains("assertion violated")
            verdicts.insert(v.status)
            if case .reachable = v.requirement.kind {
                #expect(failed == (v.status == .holds), "\(v.requirement.summary): \(v.status), SPIN: \(out.suffix(300))")
            } else {
                #expect(failed == (v.status == .violated), "\(v.requirement.summary): \(v.status), SPIN: \(out.suffix(300))")
            }
        }
        // The check can fail: some requirement holds and some is broken.
        #expect(verdicts.contains(.holds) && verdicts.contains(.violated))
    }
}
