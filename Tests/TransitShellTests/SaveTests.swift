// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitShell

@Suite("save: a replayable script, written atomically")
struct SaveTests {

    // Regression: 'save' after one event says 'saved 1 events' (undo, redo and reload say '1 event')
    @Test
    func saveCountsOneEventInTheSingular() {
        let dir = TempDir()
        defer { dir.cleanUp() }
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        s.baseDirectory = dir.path
        #expect(s.ok("save one.transit").output == "saved 1 event to one.transit")
    }

    @Test func saveIntoAMissingFolderFailsAndLeavesNothing() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        var s = tasksSession(savingIn: dir)
        let r = s.execute("save missing/deeper/session.transit")
        let e = try #require(r.error)
        #expect(!e.contains("\n"), "\(e.debugDescription)")
        #expect(e.contains("missing"), "\(e)")
        #expect(dir.contents.isEmpty, "left behind: \(dir.contents)")
        #expect(!FileManager.default.fileExists(atPath: dir.file("missing")))
        // The session goes on and a good save still works.
        s.passes("expect stack List, Detail")
        s.ok("save ok.transit")
        #expect(dir.contents == ["ok.transit"])
    }

    @Test func saveOverAnExistingFileReplacesItCompletely() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        // A longer file than the script: any leftover tail would show.
        let old = String(repeating: "expect top Nowhere   # old content that must disappear\n", count: 500)
        dir.write("session.transit", old)
        var s = tasksSession(savingIn: dir)
        s.ok("save session.transit")
        let text = try #require(dir.read("session.transit"))
        #expect(!text.contains("Nowhere"), "old content remains")
        #expect(text.hasPrefix("#!/usr/bin/env -S transit run\n"))
        #expect(text.contains("tap List.TaskCell.open(taskId: \"t 2\")\n# How the session ended:\nexpect top Detail\n"), "\(text)")
        #expect(text.hasSuffix("expect diagnostics none\n"), "\(text)")
        #expect(text.utf8.count < old.utf8.count)
        #expect(dir.contents == ["session.transit"], "temporary files left: \(dir.contents)")
        // Saving again (fewer events) replaces it again.
        s.ok("undo 3")
        s.ok("save session.transit")
        let text2 = try #require(dir.read("session.transit"))
        #expect(text2.contains("launch\n# How the session ended:\nexpect top List\n"), "\(text2)")
        #expect(!text2.contains("tap done"))
    }

    @Test func saveOntoAFolderFailsAndKeepsTheFolder() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        try FileManager.default.createDirectory(atPath: dir.file("sub"), withIntermediateDirectories: false)
        dir.write("sub/keep.txt", "keep")
        var s = tasksSession(savingIn: dir)
        let e = try #require(s.execute("save sub").error)
        #expect(!e.contains("\n"))
        #expect(dir.read("sub/keep.txt") == "keep")
        #expect(dir.contents == ["sub"])
    }

    @Test func saveIntoAReadOnlyFolderKeepsTheOldFile() throws {
        // root ignores permissions; the check is meaningless then.
        guard getuid() != 0 else { return }
        let dir = TempDir()
        defer {
            chmod(dir.path, 0o755)
            dir.cleanUp()
        }
        dir.write("session.transit", "old\n")
        chmod(dir.path, 0o555)
        var s = tasksSession(savingIn: dir)
        let e = try #require(s.execute("save session.transit").error)
        #expect(!e.contains("\n"))
        #expect(dir.read("session.transit") == "old\n")
    }

    // Regression: save writes 'load my flows/tasks.flow' unquoted, so the saved script loads 'my' and 'flows/tasks.flow' and transit run exits 2
    @Test
    func savedPathsWithSpacesAreQuoted() throws {
        // A flow in a folder whose name has a space: the saved load line must still load it.
        let dir = TempDir()
        defer { dir.cleanUp() }
        try FileManager.default.createDirectory(atPath: dir.file("my flows"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: Repo.path("flows/tasks.flow"), toPath: dir.file("my flows/tasks.flow"))
        var s = makeSession(base: dir.path)
        s.ok("load \"my flows/tasks.flow\"")
        s.ok("launch")
        s.ok("save out.transit")
        let text = try #require(dir.read("out.transit"))
        var fresh = makeSession(base: dir.path)
        for line in text.split(separator: "\n") {
            let r = fresh.execute(String(line))
            #expect(r.error == nil, "replaying '\(line)': \(r.error ?? "")")
        }
        fresh.passes("expect top List")
    }

}
