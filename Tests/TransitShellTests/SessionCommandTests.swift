// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitEngine
import TransitShell

/// Every command refuses wrong arguments with one line and leaves the session usable.
@Suite("Commands: wrong arguments, help, unknown commands")
struct SessionCommandTests {
    /// A wrong argument for every command. A command added to CommandSpec without an entry here fails
    /// `everyCommandHasABadArgumentCase`.
    static let badArguments: [CommandSpec.Name: String] = [
        .load: "/no/such/folder/missing.flow",
        .reload: "now",
        .launch: "again",
        .actions: "all",
        .tap: "select(taskId:",
        .back: "twice",
        .swipe: "down",
        .tab: "home other",
        .finish: "Detail \"unterminated",
        .step: "zero",
        .next: "-1",
        .continue: "now",
        .break: "nowhere Foo",
        .delete: "x",
        .undo: "many",
        .redo: "0",
        .stack: "all",
        .pending: "x",
        .coordinators: "x",
        .log: "x y",
        .diagnostics: "x",
        .save: "a.transit b.transit",
        .render: "--view sideways out.svg",
        .expect: "bogus List",
        .requirements: "all",
        .set: "lifecycle maybe",
        .help: "nosuchcommand",
        .quit: "now",
        .event: "nosuchevent",
        .where: "now",
        .info: "registers",
        .enable: "x",
        .disable: "99",
        .history: "all",
        .goto: "-1",
        .restart: "now",
        .source: "",
        .display: "everything",
        .list: "all",
        .modals: "all",
    ]

    /// Commands whose wrong-argument case is a known bug (tested, disabled, below).
    static let knownBugs: Set<CommandSpec.Name> = [.quit]

    static var checkedNames: [CommandSpec.Name] {
        CommandSpec.all.map(\.name).filter { !knownBugs.contains($0) }
    }

    /// A session with tasks.flow loaded, launched, and Detail presented.
    static func session() -> ShellSession {
        var s = makeSession()
        s.ok("load flows/tasks.flow")
        s.ok("launch")
        s.ok("tap select(taskId: \"t1\")")
        s.passes("expect top Detail")
        return s
    }

    @Test func everyCommandHasABadArgumentCase() {
        for spec in CommandSpec.all {
            #expect(Self.badArguments[spec.name] != nil, "no wrong-argument case for '\(spec.name.rawValue)': add one")
        }
        #expect(Set(CommandSpec.all.map(\.name)) == Set(CommandSpec.Name.allCases), "CommandSpec.all misses a command name")
    }

    static func checkRefusal(_ name: CommandSpec.Name, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let bad = badArguments[name] else { Issue.record("no bad argument for \(name)"); return }
        var s = session()
        let tmp = TempDir()
        defer { tmp.cleanUp() }
        s.baseDirectory = tmp.path  // a wrong `save` must not write into the repository
        let line = "\(name.rawValue) \(bad)"
        let r = s.execute(line)
        #expect(r.error != nil, "'\(line)' was accepted: output \(r.output.debugDescription)", sourceLocation: sourceLocation)
        if let error = r.error {
            #expect(!error.isEmpty, "'\(line)': empty error", sourceLocation: sourceLocation)
            #expect(!error.contains("\n"), "'\(line)': the error has several lines: \(error.debugDescription)", sourceLocation: sourceLocation)
        }
        #expect(!r.quit, "'\(line)' quit the session", sourceLocation: sourceLocation)
        #expect(r.expectation == nil, "'\(line)' counted as an expectation", sourceLocation: sourceLocation)
        #expect(tmp.contents.isEmpty, "'\(line)' wrote files: \(tmp.contents)", sourceLocation: sourceLocation)
        // The session goes on: same flow, same state, and commands still work.
        #expect(s.flowName == "tasks.flow", sourceLocation: sourceLocation)
        s.passes("expect top Detail", sourceLocation: sourceLocation)
        s.passes("expect coordinators ListCoordinator, ListCoordinator/DetailCoordinator", sourceLocation: sourceLocation)
        let st = s.ok("stack", sourceLocation: sourceLocation)
        #expect(st.output.contains("Detail(taskId: \"t1\")"), sourceLocation: sourceLocation)
        s.ok("tap done", sourceLocation: sourceLocation)
        s.passes("expect top List", sourceLocation: sourceLocation)
    }

    @Test("a wrong argument gives a one-line error and the session goes on", arguments: checkedNames)
    func wrongArgument(_ name: CommandSpec.Name) {
        Self.checkRefusal(name)
    }

    // Regression: 'quit now' quits instead of refusing the argument (usage: quit); every other no-argument command refuses extra text
    @Test
    func quitRefusesArguments() {
        Self.checkRefusal(.quit)
    }

    @Test("the aliases refuse wrong arguments the same way", arguments: checkedNames)
    func wrongArgumentThroughAlias(_ name: CommandSpec.Name) throws {
        let spec = try #require(CommandSpec.all.first { $0.name == name })
        for alias in spec.aliases {
            var s = Self.session()
            let tmp = TempDir()
            defer { tmp.cleanUp() }
            s.baseDirectory = tmp.path
            let r = s.execute("\(alias) \(Self.badArguments[name]!)")
            #expect(r.error != nil, "'\(alias) …' (alias of \(name.rawValue)) accepted a wrong argument")
            #expect(!(r.error ?? "").contains("\n"))
            s.passes("expect top Detail")
        }
    }

    @Test("commands that need a flow say so before one is loaded", arguments: CommandSpec.all.map(\.name))
    func withoutFlow(_ name: CommandSpec.Name) {
        var s = makeSession()
        let tmp = TempDir()
        defer { tmp.cleanUp() }
        s.baseDirectory = tmp.path
        // Commands that do something useful without a flow.
        let fine: Set<CommandSpec.Name> = [.help, .quit, .break, .set, .delete, .load, .expect, .display]
        let arg: String
        switch name {
        case .tap: arg = "select"
        case .tab: arg = "home"
        case .save: arg = "out.transit"
        case .render: arg = "out.svg"
        case .load: arg = Repo.path("flows/tasks.flow")
        case .break: arg = "transition push"
        case .set: arg = "lifecycle on"
        case .delete: arg = "all"
        case .expect: arg = "fails launch"
        default: arg = ""
        }
        let r = s.execute("\(name.rawValue) \(arg)")
        if fine.contains(name) {
            #expect(r.error == nil, "'\(name.rawValue) \(arg)': \(r.error ?? "")")
        } else {
            #expect(r.error != nil, "'\(name.rawValue) \(arg)' ran without a flow")
            #expect(!(r.error ?? "").contains("\n"))
        }
        #expect(tmp.contents.isEmpty)
        // And the session can still load a flow afterwards.
        if name != .load {
            s.baseDirectory = Repo.root
            s.ok("load flows/tasks.flow")
            s.ok("launch")
            s.passes("expect top List")
        }
    }

    // MARK: help

    @Test("help explains every command and alias", arguments: CommandSpec.all.map(\.name))
    func helpForEveryCommand(_ name: CommandSpec.Name) throws {
        let spec = try #require(CommandSpec.all.first { $0.name == name })
        var s = makeSession()
        for word in [spec.name.rawValue] + spec.aliases {
            let r = s.execute("help \(word)")
            #expect(r.error == nil, "help \(word): \(r.error ?? "")")
            #expect(!r.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "help \(word) is empty")
            #expect(r.output.contains("usage: \(spec.usage)"), "help \(word): \(r.output)")
            #expect(r.output.contains(spec.summary))
            if !spec.details.isEmpty { #expect(r.output.contains(spec.details)) }
        }
        // A lower-case phrase, as `help` lists them after the command names.
        #expect(spec.summary.first?.isLowercase == true && !spec.summary.hasSuffix("."), "\(spec.summary)")
        #expect(spec.usage.hasPrefix(spec.name.rawValue), "the usage of \(name) does not start with its name")
    }

    @Test func helpListsEveryCommand() {
        var s = makeSession()
        let r = s.execute("help")
        #expect(r.error == nil)
        let lines = r.output.split(separator: "\n").map(String.init)
        // It fits 80 columns; each command starts a line; its summary is there, wrapped.
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        let flat = r.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for spec in CommandSpec.all {
            #expect(lines.contains { $0.hasPrefix(spec.name.rawValue + " ") || $0 == spec.name.rawValue }, "help does not list \(spec.name.rawValue)")
            #expect(flat.contains(spec.summary.split(separator: " ").joined(separator: " ")), "help lacks the summary of \(spec.name.rawValue)")
        }
    }

    @Test func helpGroupsEveryCommandOnce() {
        let grouped = CommandSpec.groups.flatMap(\.names)
        #expect(Set(grouped).count == grouped.count, "a command is in two groups")
        #expect(Set(grouped) == Set(CommandSpec.Name.allCases), "not grouped: \(Set(CommandSpec.Name.allCases).subtracting(grouped))")
        var s = makeSession()
        let out = s.execute("help").output
        for g in CommandSpec.groups { #expect(out.contains(g.title + ":")) }
        // A group's commands come under its title.
        let lines = out.split(separator: "\n").map(String.init)
        let debug = lines.firstIndex(of: "Debugging (as gdb):"), breakLine = lines.firstIndex { $0.hasPrefix("break ") }
        #expect(debug != nil && breakLine != nil && debug! < breakLine!)
    }

    @Test func aliasesAreUnique() {
        let words = CommandSpec.allWords
        #expect(Set(words).count == words.count, "an alias is used twice: \(words)")
        for w in words {
            let spec = CommandSpec.find(w)
            #expect(spec?.name.rawValue == w || spec?.aliases.contains(w) == true, "\(w) finds \(String(describing: spec?.name))")
        }
    }

    @Test func helpOfUnknownCommandSuggests() throws {
        var s = makeSession()
        let r = s.execute("help lanch")
        let e = try #require(r.error)
        #expect(e.contains("did you mean 'launch'?"), "\(e)")
    }

    // MARK: unknown commands

    @Test("an unknown command gives a did-you-mean", arguments: [
        ("lanch", "launch"), ("relaod", "reload"), ("stakc", "stack"), ("breka", "break"), ("undoo", "undo"),
    ])
    func unknownCommand(_ typed: String, _ meant: String) throws {
        var s = Self.session()
        let r = s.execute(typed)
        let e = try #require(r.error)
        #expect(e.contains("unknown command '\(typed)'"), "\(e)")
        #expect(e.contains("did you mean '\(meant)'?"), "\(e)")
        #expect(!e.contains("\n"))
        s.passes("expect top Detail")
    }

    @Test func unrelatedUnknownCommandPointsToHelp() throws {
        var s = makeSession()
        let e = try #require(s.execute("xyzzyplugh").error)
        #expect(e.contains("unknown command 'xyzzyplugh'"))
        #expect(e.contains("help"))
    }

    @Test func commentsAndBlankLinesDoNothing() {
        var s = Self.session()
        for line in ["", "   ", "# a comment", "// another", "\t"] {
            let r = s.execute(line)
            #expect(r.error == nil && r.output.isEmpty && r.expectation == nil && !r.quit, "'\(line)'")
        }
        s.passes("expect top Detail")
    }

    @Test func quitQuits() {
        var s = makeSession()
        #expect(s.execute("quit").quit)
        #expect(s.execute("q").quit)
        #expect(s.execute("exit").quit)
    }

    @Test func tapOfAnUnknownActionIsRefused() throws {
        var s = Self.session()
        let r = s.execute("tap selectt(taskId: \"t2\")")
        let e = try #require(r.error)
        #expect(!e.contains("\n"), "\(e)")
        s.passes("expect top Detail")
        // A disabled action of a screen below the top is refused too.
        #expect(s.execute("tap add").error == "no visible screen has an action 'add' (top: Detail)")
        s.passes("expect top Detail")
    }

    @Test func expectWithoutWhatIsRefused() {
        var s = Self.session()
        for line in ["expect", "expect top", "expect diagnostic", "expect no", "expect log", "expect fails"] {
            let r = s.execute(line)
            #expect(r.error != nil, "'\(line)' was not refused: \(String(describing: r.expectation))")
            #expect(r.expectation == nil, "'\(line)' counted as an expectation")
        }
    }

    // Regression: 'expect tab' without a name is counted as a failed expectation ('expected tab , got home') instead of a usage error like 'expect top'
    @Test
    func expectTabWithoutNameIsAUsageError() {
        var s = makeSession()
        s.ok("load flows/transitable.flow")
        s.ok("launch")
        s.ok("tap start")
        let r = s.execute("expect tab")
        #expect(r.error == "usage: expect tab NAME|INDEX")
        #expect(r.expectation == nil, "\(String(describing: r.expectation))")
    }

    @Test func expectPathComparesAPathsValues() {
        var s = makeSession()
        s.ok("load flows/split-view-swiftui.flow")
        s.ok("launch(device: .phone)")
        s.passes("expect path detailPath none")
        s.ok("tap open")
        s.passes("expect path detailPath .message")
        let r = s.execute("expect path detailPath .message, .reply")
        guard case .failed(let m)? = r.expectation else { Issue.record("\(String(describing: r.expectation))"); return }
        #expect(m == "expected path detailPath .message, .reply, got .message")
        #expect(s.execute("expect path feedPath .message").error == "no path 'feedPath' in the flow; its paths: detailPath")
        #expect(s.execute("expect path").error == "usage: expect path NAME VALUE, … | none")
    }

    @Test func expectFailsRestoresTheState() {
        var s = Self.session()
        s.passes("expect fails tap add")
        // A command that runs makes `expect fails` fail.
        let r = s.execute("expect fails tap done")
        guard case .failed? = r.expectation else { Issue.record("expect fails tap done: \(String(describing: r.expectation))"); return }
    }
}
