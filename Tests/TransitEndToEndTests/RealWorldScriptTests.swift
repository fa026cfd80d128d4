// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// The real apps' flow scripts pass under transit run.
@Suite("real apps: their flow scripts pass")
struct RealWorldScriptTests {
    /// Each app's scripts walk its bugs (app.transit) and the same paths on the fixed app (fixed.transit).
    @Test(arguments: Repo.realWorldApps)
    func scriptsPass(_ app: String) throws {
        let dir = Repo.realWorld + "/" + app
        let scripts = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".transit") }.sorted()
        #expect(scripts.contains("app.transit"), "\(app) has no app.transit")
        let r = try TransitBinary.run(["run"] + scripts.map { "flows/realworld/\(app)/\($0)" })
        #expect(r.status == 0, "\(app): \(r.stdout.suffix(800))\(r.stderr.suffix(400))")
    }
}
