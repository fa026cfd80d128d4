// SPDX-License-Identifier: MIT
import Foundation
import TransitTestSupport
import Testing
import TransitShell

@Suite("save: a replayable script, written atomically")
struct SaveTests {
    /// tasks.flow with a few events, saving relative to `dir`.
    func session(in dir: TempDir) -> ShellSession {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        s.ok("tap done")
        s.ok("tap TaskCell.open(taskId: \"t 2\")")
        s.baseDirectory = dir.path
        return s
    }

    @Test func saveWritesAScriptThatTransitRunReplays() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        var s = session(in: dir)
        let r = s.ok("save session.transit")
        #expect(r.output == "saved 4 events to session.transit", "\(r.output)")
        let text = try #require(dir.read("session.transit"))
        #expect(text.hasPrefix("#!/usr/bin/env -S transit run\n"), "\(text)")
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        #expect(lines.first?.hasPrefix("load ") == true)
        let events = lines.dropFirst().filter { !$0.hasPrefix("expect ") }
        #expect(Array(events) == ["launch", "tap select(taskId: \"t1\")", "tap done", "tap List.TaskCell.open(taskId: \"t 2\")"],
                "\(lines)")
        // …followed by what the session ended with: a saved session is a regression test.
        #expect(lines.suffix(6) == ["expect top Detail", "expect stack List, Detail", "expect modals none",
                                    "expect coordinators ListCoordinator, ListCoordinator/DetailCoordinator",
                                    "expect pending DetailCoordinator -> ListCoordinator", "expect diagnostics none"], "\(lines)")
        // The flow path is written relative to the script's folder and resolves back to tasks.flow.
        let flowArg = String(lines[0].dropFirst("load ".count))
        let resolved = URL(fileURLWithPath: flowArg, relativeTo: URL(fileURLWithPath: dir.path + "/")).standardizedFileURL.resolvingSymlinksInPath().path
        #expect(resolved == URL(fileURLWithPath: Repo.path("flows/tasks.flow")).resolvingSymlinksInPath().path, "\(flowArg)")
        // Executable, like a script with a #! line.
        let perms = try FileManager.default.attributesOfItem(atPath: dir.file("session.transit"))[.posixPermissions] as? Int
        #expect(perms.map { $0 & 0o100 != 0 } == true, "not executable: \(String(describing: perms))")
        #expect(dir.contents == ["session.transit"], "left over: \(dir.contents)")

        // The session replayed in a fresh session ends in the same state.
        var fresh = makeSession(base: dir.path)
        for line in text.split(separator: "\n") { fresh.ok(String(line)) }
        fresh.passes("expect stack List, Detail")
        fresh.passes("expect coordinators ListCoordinator, ListCoordinator/DetailCoordinator")

        // transit run replays it with exit 0; expectations added to it pass.
        guard let transit = Repo.requireBinary() else { return }
        let run = try runProcess(transit, ["run", dir.file("session.transit")])
        #expect(run.status == 0, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
        #expect(run.stdout.contains("6 passed, 0 failed"), "\(run.stdout)")
        try (text + "expect stack List, Detail\nexpect top Detail\nexpect modals none\n")
            .write(toFile: dir.file("session.transit"), atomically: true, encoding: .utf8)
        let run2 = try runProcess(transit, ["run", dir.file("session.transit")], currentDirectory: NSTemporaryDirectory())
        #expect(run2.status == 0, "stdout: \(run2.stdout)\nstderr: \(run2.stderr)")
        #expect(run2.stdout.contains("9 passed, 0 failed"), "\(run2.stdout)")
    }

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
        var s = session(in: dir)
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
        var s = session(in: dir)
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
        var s = session(in: dir)
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
        var s = session(in: dir)
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

    /// Saved, the session replays and passes; after the flow is edited to behave differently, the same script fails.
    @Test func aSavedSessionFailsWhereBehaviourChanged() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let flow = try String(contentsOfFile: Repo.path("flows/tasks.flow"), encoding: .utf8)
        dir.write("tasks.flow", flow)
        var s = makeSession(base: dir.path)
        s.ok("load tasks.flow")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        s.ok("swipe")
        s.ok("save session.transit")
        let text = try #require(dir.read("session.transit"))
        #expect(text.contains("swipe\nexpect diagnostic R301"), "\(text)")
        let run1 = try runProcess(transit, ["run", dir.file("session.transit")])
        #expect(run1.status == 0, "\(run1.stdout)\(run1.stderr)")
        // The fix: DetailCoordinator ends on a swipe-down. The leak the session saw is gone, so the script fails there.
        dir.write("tasks.flow", flow.replacingOccurrences(of: "  on Detail.cancel { terminate(false) }",
                                                         with: "  on Detail.cancel { terminate(false) }\n  on swipe { terminate(false) }"))
        let run2 = try runProcess(transit, ["run", dir.file("session.transit")])
        #expect(run2.status == 1)
        #expect(run2.stderr.contains("expected diagnostic R301"), "\(run2.stderr)")
    }

    /// A value holding a line break is written escaped: it can never inject a command into a saved or emitted script.
    @Test func hostileStringsRoundTripThroughSavedScripts() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("inject.flow", """
        app A { launch Home withNavigation }
        model Note { samples "ok\\nquit" }
        screen Home { action write(note: Note) { present Sheet(note: note) then { dismiss } } }
        screen Sheet(note: Note) -> Bool { action done { finish(true) }; on swipe none }
        """)
        var s = makeSession(base: dir.path)
        s.ok("load inject.flow")
        s.ok("launch")
        s.ok("tap write(note: \"a\\nquit\\\"\")")
        s.passes("expect top Sheet")
        s.ok("save saved.transit")
        let text = try #require(dir.read("saved.transit"))
        #expect(text.contains("tap write(note: \"a\\nquit\\\"\")"), "\(text)")
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("quit") }, "\(text)")
        let run = try runProcess(transit, ["run", dir.file("saved.transit")])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        // The explorer's traces use the model's sample "ok\nquit" the same way.
        let emit = try runProcess(transit, ["check", "--explore", "--emit-scripts", dir.file("traces"), dir.file("inject.flow")])
        #expect(emit.status == 0, "\(emit.stdout)\(emit.stderr)")
        let traces = try FileManager.default.contentsOfDirectory(atPath: dir.file("traces"))
        for t in traces {
            let body = try String(contentsOfFile: dir.file("traces/" + t), encoding: .utf8)
            #expect(!body.split(separator: "\n").contains { $0.hasPrefix("quit") }, "\(body)")
        }
    }
}
