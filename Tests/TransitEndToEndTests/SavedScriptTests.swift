// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitShell

/// Saved sessions replayed by transit run.
@Suite("saved sessions replayed by transit run")
struct SavedScriptTests {
    @Test func saveWritesAScriptThatTransitRunReplays() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        var s = tasksSession(savingIn: dir)
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
