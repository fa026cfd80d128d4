// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport

/// No tracked file names a folder of the machine it was written on: a new user's clone has none of them.
@Test func noTrackedFileNamesTheDevelopmentMachinesFolders() throws {
    let root = PackageRoot.url.path
    guard FileManager.default.fileExists(atPath: root + "/.git") else { return }   // a source tarball: nothing tracked
    let listed = try ProcessRunner.run("/usr/bin/env", ["git", "-C", root, "ls-files", "-z"], timeout: 60)
    #expect(listed.status == 0)
    // Built from parts so that this file does not name them itself.
    let folders = ["main", "research", "shared", "holdout", "before-bin", "notes", ".mirror", ".library"].map { "/" + "work" + "/" + $0 }
    var found: [String] = []
    for file in listed.stdout.split(separator: "\0").map(String.init) {
        guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
        for f in folders where text.contains(f) { found.append("\(file): \(f)") }
    }
    #expect(found.isEmpty, "\(found)")
}
