// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitShell

@Suite("Completion candidates")
struct CompleterTests {
    /// What readline would offer: the candidates starting with the word (nil: file names).
    func complete(_ s: ShellSession, _ before: String) -> [String]? {
        let word = before.split(whereSeparator: { " \t(,".contains($0) }).last.map(String.init) ?? ""
        let w = before.last.map { " \t(,".contains($0) } == true ? "" : word
        return Completer.candidates(session: s, before: before, word: w)?.filter { $0.hasPrefix(w) }
    }

    func tasks(launched: Bool = true) -> ShellSession {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        if launched { s.ok("launch") }
        return s
    }

    // MARK: command names

    @Test func commandNames() throws {
        let s = makeSession()
        let all = try #require(Completer.candidates(session: s, before: "", word: ""))
        for spec in CommandSpec.all {
            #expect(all.contains(spec.name.rawValue), "\(spec.name.rawValue) is not offered")
            for a in spec.aliases { #expect(all.contains(a)) }
        }
        #expect(complete(s, "lau") == ["launch"])
        let re = try #require(complete(s, "re"))
        #expect(re.contains("redo") && re.contains("reload"), "\(re)")
        #expect(re.allSatisfy { $0.hasPrefix("re") })
        #expect(Set(re) == Set(CommandSpec.allWords.filter { $0.hasPrefix("re") }))
        #expect(complete(s, "zz") == [])
        // Leading spaces: still the command word.
        #expect(complete(s, "  lau") == ["launch"])
    }

    @Test func helpCompletesCommandNames() {
        let s = makeSession()
        #expect(complete(s, "help lo") == ["load", "log"])
        #expect(complete(s, "help load ") == [])
    }

    @Test func unknownCommandCompletesNothing() {
        #expect(complete(tasks(), "frobnicate x") == [])
    }

    // MARK: actions

    @Test func enabledActionsAfterTap() throws {
        let s = tasks()
        let all = try #require(complete(s, "tap "))
        #expect(all.contains("select("), "\(all)")
        #expect(all.contains("add"), "\(all)")
        #expect(all.contains("TaskCell.open("), "\(all)")
        #expect(all.contains("List.select("), "\(all)")
        // Detail is not visible: its actions are not offered.
        #expect(!all.contains("done") && !all.contains("cancel"), "\(all)")
        #expect(complete(s, "tap sel") == ["select("])
        #expect(complete(s, "t sel") == ["select("], "the alias 't' completes like tap")
    }

    @Test func argumentLabelsAfterTheAction() throws {
        let s = tasks()
        #expect(complete(s, "tap select(") == ["taskId:"])
        #expect(complete(s, "tap select(task") == ["taskId:"])
        #expect(complete(s, "tap List.select(") == ["taskId:"])
        #expect(complete(s, "tap TaskCell.open(") == ["taskId:"])
        // A label already given is not offered again.
        #expect(complete(s, "tap select(taskId: \"t1\", ") == [])
    }

    @Test func actionsFollowTheState() throws {
        var s = tasks()
        s.ok("tap select(taskId: \"t1\")")
        let all = try #require(complete(s, "tap "))
        #expect(all.contains("done") && all.contains("cancel"), "\(all)")
        #expect(!all.contains("select("), "List is covered by the sheet: \(all)")
        #expect(complete(s, "tap do") == ["done"])
        #expect(complete(s, "tap Detail.do") == ["Detail.done"])
    }

    @Test func noActionsBeforeLaunchOrWithoutFlow() {
        #expect(complete(makeSession(), "tap ") == [])
        #expect(complete(tasks(launched: false), "tap ") == [])
    }

    // MARK: files

    @Test("load and save complete file names (nil)", arguments: ["load ", "load flows/ta", "l flows/", "save ", "save out", "load a.flow b"])
    func filePaths(_ before: String) {
        #expect(Completer.candidates(session: tasks(), before: before, word: "") == nil)
        #expect(Completer.candidates(session: makeSession(), before: before, word: "") == nil)
    }

    @Test func otherCommandsNeverFallBackToFileNames() {
        let s = tasks()
        for spec in CommandSpec.all where spec.argument != .file {
            #expect(Completer.candidates(session: s, before: "\(spec.name.rawValue) ", word: "") != nil,
                    "'\(spec.name.rawValue) ' would complete file names")
        }
    }

    // MARK: results

    @Test func resultValuesAfterFinish() throws {
        var s = makeSession()
        s.ok("load flows/result-on-dismiss.flow")
        s.ok("launch")
        #expect(complete(s, "finish ") == [], "First has no result type")
        s.ok("tap openModal")
        let values = try #require(complete(s, "finish "))
        for v in [".success(.ok)", ".success(.canceled)", ".failure(.networkErr)", ".failure(.unknownErr)"] {
            #expect(values.contains(v), "\(v) is not offered: \(values)")
        }
        #expect(complete(s, "finish .fail") == [".failure(.networkErr)", ".failure(.unknownErr)"])
        // Every offered value is accepted by finish.
        for v in values {
            var t = s
            let r = t.execute("finish \(v)")
            #expect(r.error == nil, "finish \(v): \(r.error ?? "")")
        }
    }

    // MARK: breakpoints

    @Test func breakpointKindsAndNames() throws {
        let s = tasks()
        #expect(complete(s, "break ").map(Set.init) == ["screen", "coordinator", "transition", "diagnostic", "action", "line"])
        #expect(complete(s, "break action List.").map(Set.init) == ["List.select", "List.add"])
        #expect(complete(s, "break line ") == ["tasks.flow:"])
        #expect(complete(s, "break screen ").map(Set.init) == ["List", "Detail", "NewTask"])
        #expect(complete(s, "break screen De") == ["Detail"])
        #expect(complete(s, "br coordinator ").map(Set.init) == ["ListCoordinator", "DetailCoordinator", "NewTaskCoordinator"])
        #expect(complete(s, "break coordinator Li") == ["ListCoordinator"])
        let kinds = try #require(complete(s, "break transition "))
        #expect(kinds.contains("present") && kinds.contains("push") && kinds.contains("dismiss"))
        #expect(complete(s, "break diagnostic ")?.contains("R301") == true)
        // Everything offered is accepted.
        for kind in ["screen", "coordinator", "transition", "diagnostic"] {
            for name in complete(s, "break \(kind) ") ?? [] {
                var t = s
                #expect(t.execute("break \(kind) \(name)").error == nil, "break \(kind) \(name)")
            }
        }
        #expect(complete(s, "break screen Detail ") == [])
    }

    // MARK: tabs

    @Test func tabNames() throws {
        var s = makeSession()
        s.ok("load flows/transitable.flow")
        s.ok("launch")
        #expect(complete(s, "tab ") == [], "no tab bar yet")
        s.ok("tap start")
        #expect(complete(s, "tab ") == ["home", "other"])
        #expect(complete(s, "tab o") == ["other"])
        #expect(complete(s, "tab other ") == [])
    }

    // MARK: expectations and settings

    @Test func expectationsAndSettings() throws {
        let s = tasks()
        let kinds = try #require(complete(s, "expect "))
        for k in ["top", "stack", "modals", "coordinators", "pending", "diagnostic", "no", "log", "fails"] {
            #expect(kinds.contains(k), "\(k)")
        }
        #expect(complete(s, "expect top ").map(Set.init) == ["List", "Detail", "NewTask"])
        #expect(complete(s, "expect no ") == ["leaks"])
        #expect(complete(s, "expect fails la") == ["launch"])
        #expect(complete(s, "set ") == ["lifecycle"])
        #expect(complete(s, "set lifecycle ").map(Set.init) == ["on", "off"])
    }

    @Test func numbersCompleteNothing() {
        let s = tasks()
        for cmd in ["undo ", "redo ", "step ", "next ", "delete ", "log "] {
            #expect(complete(s, cmd) == [], "\(cmd)")
        }
    }

    // MARK: app events and back gestures

    @Test func eventsBackAndTheLongPressMenu() throws {
        let dir = TempDir()
        defer { dir.cleanUp() }
        let path = dir.path + "/events.flow"
        try """
        app A { launch Home withNavigation }
        event sessionExpired
        link item(id: String) -> Item
        screen Home { action open { push Item(id: "1") } }
        screen Item(id: String) { action more { push Item(id: "2") } }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var s = makeSession()
        s.ok("load \(path)")
        s.ok("launch")
        #expect(complete(s, "event ") == ["item(", "sessionExpired"])
        #expect(complete(s, "event item(") == ["id:"])
        #expect(complete(s, "back ") == ["cancel", "to"])
        s.ok("tap open")
        s.ok("tap more")
        #expect(complete(s, "back to ") == ["Home", "Item"])
        s.ok("back to Home")
        s.passes("expect stack Home")
        s.ok("event item(id: \"7\")")
        s.passes("expect diagnostic R215")
    }
}
