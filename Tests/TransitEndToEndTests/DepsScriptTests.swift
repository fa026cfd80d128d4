// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// scripts/deps installs only what running needs; --test adds what the suite drives (issue 29: the main job
/// installed Qt's SCXML compiler, ruby, vim, neovim, spin, gcc and nodejs). Run with stand-ins for dpkg (nothing is
/// installed), apt-get (records what it is asked for) and python3 (every module present), so nothing is installed.
@Test func depsInstallsOnlyWhatEachJobNeeds() throws {
    guard FileManager.default.fileExists(atPath: "/usr/bin/dpkg") else { return }   // Debian-like systems only
    let dir = TempDir()
    defer { dir.cleanUp() }
    let bin = dir.file("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let log = dir.file("apt.log")
    let stubs = [
        "dpkg": "#!/bin/sh\nexit 1\n",
        "apt-get": "#!/bin/sh\n[ \"$1\" = update ] && exit 0\necho \"$@\" >> \(log)\n",
        "sudo": "#!/bin/sh\nexec \"$@\"\n",
        "python3": "#!/bin/sh\nexit 0\n",
        "node": "#!/bin/sh\nexit 0\n",
    ]
    for (name, text) in stubs {
        dir.write("bin/" + name, text)
        chmod(dir.file("bin/" + name), 0o755)
    }
    var env = ProcessInfo.processInfo.environment
    env["PATH"] = bin + ":/usr/bin:/bin"
    func installed(_ args: [String]) throws -> [String] {
        try? FileManager.default.removeItem(atPath: log)
        let r = try runProcess(Repo.path("scripts/deps"), args, environment: env, timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        let words = (dir.read("apt.log") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        return words.filter { !$0.hasPrefix("-") && $0 != "install" }
    }
    #expect(try installed([]) == ["libreadline-dev", "libgraphviz-dev", "graphviz"])
    let test = try installed(["--test"])
    #expect(Set(test).isSuperset(of: ["libreadline-dev", "libgraphviz-dev", "graphviz", "tmux", "libqt6scxml6-bin", "spin"]), "\(test)")
    #expect(try runProcess(Repo.path("scripts/deps"), ["--bogus"], environment: env).status == 2)
}
