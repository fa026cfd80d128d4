// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// transit check --explore on coordinators and screens explored alone, run as a user would.
@Suite("check --explore: coordinators and screens explored alone")
struct AloneExplorationCommandTests {
    @Test func theCommandExploresAloneUnlessToldNotTo() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("a.flow", Repo.text("flows/tests/unreached-coordinator.flow"))
        let r = try TransitBinary.run(["check", "--explore", dir.file("a.flow")])
        #expect(r.status == 1)   // the leak is an error
        #expect(r.stdout.contains("SettingsCoordinator leaked"))
        #expect(r.stdout.contains("ProfileCoordinator explored alone, under a stand-in parent"))
        let only = try TransitBinary.run(["check", "--explore", "--launch-only", dir.file("a.flow")])
        #expect(only.status == 0)
        #expect(!only.stdout.contains("leaked") && !only.stdout.contains("alone"))
        let json = try TransitBinary.run(["check", "--explore", "--format", "json", dir.file("a.flow")])
        let o = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let runs = try #require(o["alone"] as? [[String: Any]])
        #expect(runs.first?["coordinator"] as? String == "ProfileCoordinator")
        let findings = try #require(o["findings"] as? [[String: Any]])
        let leak = try #require(findings.first { ($0["message"] as? String)?.contains("SettingsCoordinator leaked") == true })
        #expect(leak["exploredAlone"] as? String == "ProfileCoordinator")
        #expect((leak["trace"] as? [String])?.first?.hasPrefix("start ProfileCoordinator(") == true)
        // Scripts replay from the app's launch: a stand-in's trace cannot, and says so.
        let scripts = try TransitBinary.run(["check", "--explore", "--emit-scripts", dir.file("scripts"), dir.file("a.flow")])
        #expect(scripts.stderr.contains("of coordinators or screens explored alone have no script"))
        let written = (try? FileManager.default.contentsOfDirectory(atPath: dir.file("scripts"))) ?? []
        #expect(!written.contains { $0.contains("R301") })
        let bad = try TransitBinary.run(["check", "--launch-only", dir.file("a.flow")])
        #expect(bad.status == 2 && bad.stderr.contains("--launch-only goes with --explore"))
    }
}
