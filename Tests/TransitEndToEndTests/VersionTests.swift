// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// `transit --version` names the release and the git commit the binary was built from.
@Test func versionNamesTheCommitItWasBuiltFrom() throws {
    guard let transit = Repo.requireBinary() else { return }
    let r = try runProcess(transit, ["--version"])
    #expect(r.status == 0)
    let line = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(line.range(of: #"^\d+\.\d+\.\d+ \(([0-9a-f]{12}(-dirty)?|unknown)\)$"#, options: .regularExpression) != nil, "\(line)")
    let head = try runProcess("/usr/bin/git", ["-C", Repo.root, "rev-parse", "--short=12", "HEAD"])
    if head.status == 0 {
        #expect(line.contains("(" + head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(line) vs HEAD \(head.stdout)")
    }
}
