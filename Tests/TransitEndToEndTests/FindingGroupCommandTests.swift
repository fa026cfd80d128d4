// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShell
import TransitShellTestSupport

/// Findings grouped by cause, as transit check prints them.
@Suite("check --explore for tools: static diagnostics and findings in one document")
struct FindingGroupCommandTests {
    /// The command itself: `check --explore --format json|sarif` on a file with a static warning.
    @Test func checkCommandPrintsStaticDiagnosticsForTools() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-explore-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("music.flow").path
        try Repo.text("flows/tests/static-warning-and-leak.flow").write(toFile: file, atomically: true, encoding: .utf8)

        let plain = try TransitBinary.run(["check", "--format", "json", file])
        let plainDiagnostics = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [[String: Any]])
        let staticCodes = plainDiagnostics.compactMap { $0["code"] as? String }
        #expect(staticCodes.contains("T150"))

        let explored = try TransitBinary.run(["check", "--explore", "--format", "json", file])
        #expect(explored.status == 1)   // the explorer finds the leak
        let o = try #require(try JSONSerialization.jsonObject(with: Data(explored.stdout.utf8)) as? [String: Any], "\(explored.stdout)")
        let d = try #require(o["diagnostics"] as? [[String: Any]])
        #expect(NSArray(array: d).isEqual(to: plainDiagnostics))
        // the leak (R301) and the screen never shown (X401)
        #expect((o["groups"] as? [[String: Any]])?.compactMap { $0["code"] as? String } == ["R301", "X401"])
        #expect(o["file"] as? String == file)

        let sarif = try TransitBinary.run(["check", "--explore", "--format", "sarif", file])
        let s = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any], "\(sarif.stdout)")
        let results = (s["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        // the static diagnostics first, then one result per bug
        #expect(results.compactMap { $0["ruleId"] as? String } == staticCodes + ["R301", "X401"])
    }

    /// Static errors: nothing is explored, and tools still get one document with the diagnostics.
    @Test func checkCommandWithStaticErrorsPrintsOneDocument() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-explore-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("broken.flow").path
        try (Repo.text("flows/tests/static-warning-and-leak.flow") + "\nscreen Broken { action go { push Nowhere } }\n").write(toFile: file, atomically: true, encoding: .utf8)
        let r = try TransitBinary.run(["check", "--explore", "--format", "json", file])
        #expect(r.status == 1)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)")
        #expect(o["explored"] as? Bool == false)
        #expect((o["diagnostics"] as? [[String: Any]])?.contains { $0["severity"] as? String == "error" } == true)
        let sarif = try TransitBinary.run(["check", "--explore", "--format", "sarif", file])
        let s = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any], "\(sarif.stdout)")
        #expect(s["version"] as? String == "2.1.0")
    }

    /// Errors that are navigation findings (T140: a push from a screen with no navigation controller) do not stop
    /// the exploration: it shows the same problem at run time, with its trace; the exit status is still 1.
    @Test func navigationErrorsDoNotStopTheExploration() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-explore-t140-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("nav.flow").path
        try """
        app A { launch Home }
        screen Home { action open { push Detail } }
        screen Detail { }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try TransitBinary.run(["check", "--explore", "--format", "json", file])
        #expect(r.status == 1)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)")
        #expect(o["explored"] as? Bool == true, "\(r.stdout)")
        #expect((o["diagnostics"] as? [[String: Any]])?.contains { $0["code"] as? String == "T140" } == true, "\(r.stdout)")
        let findings = (o["findings"] as? [[String: Any]]) ?? []
        #expect(findings.contains { $0["code"] as? String == "R203" }, "\(r.stdout)")
    }
}
