// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitLanguage
@testable import TransitModel

/// A flow whose launch screen `Home` (in a navigation controller) runs `body` in its action `go`.
func homeFlow(_ body: String, _ extra: String = "") -> String {
    """
    app A {
      launch Home withNavigation
    }

    screen Home {
      action go {
    \(body)
      }
    }

    \(extra)
    """
}

/// A flow whose coordinator `Main` handles `Home.go` with `body`.
func coordinatorFlow(_ body: String, _ extra: String = "", result: String = "", handlers: String = "") -> String {
    """
    app A {
      launch Main
    }

    coordinator Main\(result) {
      root Home withNavigation

      on Home.go {
    \(body)
      }
    \(handlers)
    }

    screen Home {
      action go
    }

    \(extra)
    """
}

@Suite("Resolver: types")
struct ResolverTypeTests {
    @Test func everyKindOfType() throws {
        let flow = Check.clean(homeFlow("    push S(a: \"x\", b: 1, c: true, d: .dark, e: .offline, f: \"alice\", g: .success(.light))", """
        enum Mode { light, dark }
        error NetError { offline "You are offline" }
        model User { samples "alice", "bob" }
        screen S(a: String, b: Int, c: Bool, d: Mode, e: NetError, f: User, g: Result<Mode, NetError>) {
          action close { pop }
        }
        """))
        let s = try #require(flow.screens["S"])
        #expect(s.parameters.map(\.type) == [
            .string, .int, .bool, .enumeration("Mode"), .error("NetError"), .model("User"), .result(.enumeration("Mode"), .error("NetError")),
        ])
        #expect(flow.enums["Mode"]?.cases == ["light", "dark"])
        #expect(flow.errors["NetError"]?.messages["offline"] == "You are offline")
        #expect(flow.models["User"]?.samples == ["alice", "bob"])
    }

    @Test func unknownTypeSuggestsAName() throws {
        let d = try #require(Check.one(homeFlow("    pop", "screen S(a: Strng) { }"), .unknownName))
        #expect(d.message == "unknown type 'Strng'")
        #expect(d.hint == "did you mean 'String'?")
    }

    @Test func unknownTypeWithoutAnythingClose() throws {
        let d = try #require(Check.one(homeFlow("    pop", "screen S(a: Zebra) { }"), .unknownName))
        #expect(d.hint?.contains("model Zebra") == true)
    }

    @Test func resultNeedsTwoTypes() throws {
        let d = try #require(Check.one(homeFlow("    pop", "screen S -> Result<Bool> { }"), .typeMismatch))
        #expect(d.message.contains("Result<Success, Failure>"))
    }

    @Test func resultFailureMustBeAnErrorType() throws {
        let d = try #require(Check.one(homeFlow("    pop", "enum Mode { a }\nscreen S -> Result<Bool, Mode> { }"), .typeMismatch))
        #expect(d.message.contains("error type"))
    }

    @Test func plainTypesTakeNoArguments() throws {
        let d = try #require(Check.one(homeFlow("    pop", "screen S(a: String<Int>) { }"), .typeMismatch))
        #expect(d.message == "'String' takes no type arguments")
    }

    @Test func aScreenIsNotAType() throws {
        let d = try #require(Check.one(homeFlow("    pop", "screen S(a: Home) { }"), .wrongKind))
        #expect(d.message == "'Home' is a screen, not a type")
    }

    @Test func defaultValueMustHaveTheParameterType() {
        Check.expect(homeFlow("    push S(n: 1)", "screen S(n: Int = \"three\") {\n  action close { pop }\n}"), codes: ["T112"])
    }

    @Test func defaultValueMustBeALiteral() {
        let ds = Check.expect(homeFlow("    push S(n: 1)", "screen S(n: Int = other) {\n  action close { pop }\n}"), codes: ["T101", "T112"])
        #expect(ds.last?.message == "a default value must be a literal")
    }

    @Test func modelSamplesAreStrings() {
        Check.expect(homeFlow("    pop", "model User { samples \"alice\", 2 }"), codes: ["T112"])
    }
}

@Suite("Resolver: the resolved flow")
struct ResolvedFlowTests {
    @Test func screensKeepEverythingTheyDeclare() throws {
        let flow = Check.clean(coordinatorFlow("    push Editor.edit(row: 2)", """
        actions Shareable {
          action share
          action copy { log "copied" }
        }

        screen Editor(title: String = "New") -> Bool: Shareable {
          entry create
          entry edit(row: Int) {
            on back finish(false)
          }
          action save { finish(true) }
          action copy { log "own copy" }
          method reload(force: Bool)
          on swipe none
          nonDismissible
          cell Row {
            action open(id: String) { log id }
          }
        }
        """, handlers: "  on Editor.share { log \"shared\" }"))
        let s = try #require(flow.screens["Editor"])
        #expect(s.parameters.map(\.name) == ["title"])
        #expect(s.parameters.first?.defaultValue == .string("New"))
        #expect(s.resultType == .bool)
        #expect(s.entries.map(\.name) == ["create", "edit"])
        #expect(s.entry("edit")?.parameters.map(\.name) == ["row"])
        #expect(s.entry("edit")?.back.isDeclared == true)
        #expect(s.entry("create")?.back == .undeclared)
        // The screen's own 'copy' wins over the adopted one.
        #expect(s.actions.map(\.name) == ["save", "copy", "share"])
        #expect(s.action("copy")?.origin == nil)
        #expect(s.action("share")?.origin == "Shareable")
        #expect(s.action("share")?.body == nil)
        #expect(s.methods.map(\.name) == ["reload"])
        #expect(s.swipe == BackBehavior.none)
        #expect(s.back == .undeclared)
        #expect(s.nonDismissible)
        #expect(s.cells.map(\.name) == ["Row"])
        #expect(s.action("open", cell: "Row")?.parameters.map(\.type) == [.string])
        #expect(s.adopts == ["Shareable"])
        #expect(s.backBehavior(entry: "edit", swipe: true) == BackBehavior.none, "the screen's swipe applies to every entry")
        #expect(s.backBehavior(entry: "edit", swipe: false).isDeclared)
    }

    @Test func coordinatorsAndTheirHandlers() throws {
        let flow = Check.clean("""
        app A {
          launch Main
        }

        coordinator Main(userId: String = "me") -> Bool {
          root List(userId: userId) withNavigation

          on List.select(taskId) { push Detail(taskId: taskId) }
          on List.Row.remove(_, confirm) { if confirm { log "removed" } }
          on back { terminate(false) }
        }

        screen List(userId: String) {
          action select(taskId: String)
          cell Row {
            action remove(id: String, confirm: Bool)
          }
        }

        screen Detail(taskId: String) {
          action close { pop }
        }
        """)
        let c = try #require(flow.coordinators["Main"])
        #expect(c.resultType == .bool)
        #expect(c.parameters.first?.defaultValue == .string("me"))
        #expect(c.root?.ref == .screen("List", entry: nil))
        #expect(c.root?.arguments.map(\.0) == ["userId"])
        #expect(c.root?.arguments.first?.1 == .variable(.local("userId")))
        #expect(c.rootOptions.withNavigation)
        #expect(c.handlers.map(\.key) == ["List.select", "List.Row.remove"])
        #expect(c.handler(screen: "List", cell: nil, action: "select")?.bindings == ["taskId"])
        #expect(c.handler(screen: "List", cell: "Row", action: "remove")?.bindings == ["_", "confirm"])
        #expect(c.back.isDeclared)
        #expect(c.swipe == .undeclared)
        #expect(flow.app?.launch.ref == .coordinator("Main"))
        #expect(flow.app?.launch.arguments.first?.1 == .constant(.string("me")), "defaults are filled in")
    }

    @Test func tabBarsAndApp() throws {
        let flow = Check.clean("""
        app A {
          launch Main
        }

        tabs Main {
          tab home: Home withNavigation
          tab search: Search
        }

        screen Home {
          action openSearch { tab search }
          action first { tab 0 }
        }

        screen Search {
          action refresh { log "refresh" }
        }
        """)
        let t = try #require(flow.tabBars["Main"])
        #expect(t.tabs.map(\.name) == ["home", "search"])
        #expect(t.tabs.map(\.withNavigation) == [true, false])
        #expect(t.index(of: .name("search")) == 1)
        #expect(t.index(of: .index(5)) == nil)
        #expect(flow.app?.launch.ref == .tabs("Main"))
        #expect(flow.screenOrder == ["Home", "Search"])
    }

    @Test func effectsOfAnAction() throws {
        let flow = Check.clean(homeFlow("""
            push Detail(id: "a") animated: false
            present Sheet formSheet withNavigation then (ok) {
              if ok { dismiss } else { log "kept" }
            }
        """, """
        screen Detail(id: String) {
          action close { pop }
        }

        screen Sheet -> Bool {
          action done { finish(true) }
        }
        """))
        let body = try #require(flow.screens["Home"]?.action("go")?.body)
        #expect(body.count == 2)
        guard case .show(.push, let d, let o, nil) = body[0].kind else { Issue.record("expected push"); return }
        #expect(d.ref == .screen("Detail", entry: nil))
        #expect(!o.animated)
        guard case .show(.present, _, let o2, let h?) = body[1].kind else { Issue.record("expected present"); return }
        #expect(o2.style == .formSheet)
        #expect(o2.withNavigation)
        #expect(h.binding == "ok")
        guard case .branch(let c, let t, let e) = h.body.first?.kind else { Issue.record("expected if"); return }
        #expect(c.lhs == .variable(.local("ok")))
        #expect(t.count == 1 && e.count == 1)
    }
}

@Suite("Resolver: names and did-you-mean hints")
struct ResolverNameTests {
    @Test func unknownScreenSuggestsTheClosestName() throws {
        let d = try #require(Check.one(homeFlow("    push TaskDetial", "screen TaskDetail {\n  action close { pop }\n}"), .unknownName))
        #expect(d.message == "unknown screen 'TaskDetial'")
        #expect(d.hint == "did you mean 'TaskDetail'?")
        #expect(Check.at(d) == "7:10")
    }

    @Test func unknownScreenWithNothingClose() throws {
        let d = try #require(Check.one(homeFlow("    push Xylophone"), .unknownName))
        #expect(d.hint == "declare it: screen Xylophone { … }")
    }

    @Test func unknownNameSuggestsAVariableInScope() throws {
        let d = try #require(Check.one(homeFlow("    log taskid"), .unknownName))
        #expect(d.hint == "nothing is in scope here")
        let flow = """
        app A {
          launch List withNavigation
        }

        screen List {
          action open(taskId: String) { log taskid }
        }
        """
        let d2 = try #require(Check.one(flow, .unknownName))
        #expect(d2.message == "unknown name 'taskid'")
        #expect(d2.hint == "did you mean 'taskId'?")
    }

    @Test func enumCaseWithoutADot() throws {
        let d = try #require(Check.one(homeFlow("    push S(mode: dark)", "enum Mode { light, dark }\nscreen S(mode: Mode) {\n  action close { pop }\n}"),
                                       .unknownName))
        #expect(d.hint == "enum cases start with a dot: .dark")
    }

    @Test func unknownCaseSuggestsTheClosestCase() throws {
        let d = try #require(Check.one(homeFlow("    push S(mode: .dak)", "enum Mode { light, dark }\nscreen S(mode: Mode) {\n  action close { pop }\n}"),
                                       .unknownCase))
        #expect(d.message == "Mode has no case '.dak'")
        #expect(d.hint == "did you mean '.dark'?")
        let d2 = try #require(Check.one(homeFlow("    push S(mode: .blue)", "enum Mode { light, dark }\nscreen S(mode: Mode) {\n  action close { pop }\n}"),
                                        .unknownCase))
        #expect(d2.hint == "the cases of Mode are: .light, .dark")
    }

    // Regression: swapped letters count as two edits, so short names get no did-you-mean ('edti' for 'edit', 'drak' for 'dark', 'Rwo' for 'Row')
    @Test
    func transposedLettersInShortNamesGetAHint() throws {
        let d = try #require(Check.one(homeFlow("    push Editor.edti", "screen Editor {\n  entry edit\n  action close { pop }\n}"), .unknownMember))
        #expect(d.hint == "did you mean 'edit'?")
        let d2 = try #require(Check.one(homeFlow("    push S(mode: .drak)", "enum Mode { light, dark }\nscreen S(mode: Mode) {\n  action close { pop }\n}"),
                                        .unknownCase))
        #expect(d2.hint == "did you mean '.dark'?")
    }

    @Test func unknownActionInAHandler() throws {
        let d = try #require(Check.one(coordinatorFlow("    pop").replacingOccurrences(of: "on Home.go", with: "on Home.gp"), .unknownMember))
        #expect(d.message == "screen 'Home' has no action 'gp'")
        #expect(d.hint == "did you mean 'go'?")
        let d2 = try #require(Check.one(coordinatorFlow("    pop").replacingOccurrences(of: "on Home.go", with: "on Home.refresh"), .unknownMember))
        #expect(d2.hint == "its actions are: go")
    }

    @Test func handlerForAnUnknownScreenOrCell() {
        let src = coordinatorFlow("    pop", "screen Other {\n  cell Row {\n    action tap\n  }\n}")
        Check.expect(src.replacingOccurrences(of: "on Home.go", with: "on Hom.go"), codes: ["T101"])
        let d = Check.expect(src + "\ncoordinator X {\n  root Other\n  on Other.Rw.tap { pop }\n}", codes: ["T104"])
        #expect(d.first?.hint == "did you mean 'Row'?")
    }

    @Test func handlerForAnAdoptedAction() {
        Check.clean("""
        app A {
          launch Main
        }

        actions Shareable {
          action share(text: String)
        }

        coordinator Main {
          root Home withNavigation
          on Home.share(text) { log text }
        }

        screen Home: Shareable {
        }
        """)
    }

    @Test func unknownEntry() throws {
        let d = try #require(Check.one(homeFlow("    push Editor.edt", "screen Editor {\n  entry edit\n  action close { pop }\n}"), .unknownMember))
        #expect(d.hint == "did you mean 'edit'?")
    }

    @Test func entryIsRequiredWhenAScreenHasEntries() throws {
        let d = try #require(Check.one(homeFlow("    push Editor", "screen Editor {\n  entry create\n  entry edit\n  action close { pop }\n}"),
                                       .missingArgument))
        #expect(d.message.contains("create, edit"))
        #expect(d.hint == "write 'Editor.create'")
    }

    @Test func unknownMethod() throws {
        let d = try #require(Check.one(homeFlow("    Home.relaod", "").replacingOccurrences(of: "screen Home {", with: "screen Home {\n  method reload"),
                                       .unknownMember))
        #expect(d.hint == "did you mean 'reload'?")
    }

    @Test func methodArgumentsAreChecked() {
        let src = homeFlow("    Home.scroll(to: \"top\")").replacingOccurrences(of: "screen Home {", with: "screen Home {\n  method scroll(to: Int)")
        Check.expect(src, codes: ["T112"])
        Check.clean(src.replacingOccurrences(of: "\"top\"", with: "0"))
    }

    @Test func unknownActionSetAndWrongKindOfActionSet() {
        let base = homeFlow("    pop")
        Check.expect(base.replacingOccurrences(of: "screen Home {", with: "actions Shareable { action share }\nscreen Home: Sharable {"),
                     codes: ["T101"])
        Check.expect(base.replacingOccurrences(of: "screen Home {", with: "enum E { a }\nscreen Home: E {"), codes: ["T106"])
    }

    @Test(arguments: [
        ("popTo Lst", "T101"), ("refresh Lst", "T101"), ("Lst.reload", "T101"), ("present Mode", "T106"), ("popTo Mode", "T106"),
    ])
    func unknownOrWrongTargets(_ statement: String, _ code: String) {
        Check.expect(homeFlow("    " + statement, "screen List {\n  method reload\n}\nenum Mode { a }"), codes: [code])
    }

    @Test func startNeedsACoordinator() throws {
        let src = coordinatorFlow("    start Checkot as present then { release }", "coordinator Checkout {\n  root Pay\n}\nscreen Pay {\n  action pay\n}")
        let d = try #require(Check.one(src, .unknownName))
        #expect(d.message == "unknown coordinator 'Checkot'")
        #expect(d.hint == "did you mean 'Checkout'?")
        let d2 = try #require(Check.one(coordinatorFlow("    start Home as push"), .wrongKind))
        #expect(d2.message == "'Home' is not a coordinator")
    }

    // Regression: messages use 'a' before vowels: \"'Mode' is a enum\", \"is a action set\", \"'n' is a Int\", \"a string is not a Int\"
    @Test
    func messagesUseTheRightArticle() throws {
        let d = try #require(Check.one(homeFlow("    push Mode", "enum Mode { a }"), .wrongKind))
        #expect(d.message.hasPrefix("'Mode' is an enum"))
        let d2 = try #require(Check.one(homeFlow("    push S(n: \"1\")", "screen S(n: Int) {\n  action close { pop }\n}"), .typeMismatch))
        #expect(d2.message == "a string is not an Int")
    }

    @Test func pushingACoordinatorIsTheWrongKind() throws {
        let d = try #require(Check.one(homeFlow("    push Flow", "coordinator Flow {\n  root Home\n}"), .wrongKind))
        #expect(d.hint == "start Flow as push")
    }

    @Test func duplicateDeclarationsShareOneNamespace() throws {
        let d = try #require(Check.one(homeFlow("    pop", "enum Home { a }"), .duplicateDeclaration))
        #expect(d.message == "'Home' is already declared as a screen")
        #expect(d.notes.first?.message == "first declared here")
        #expect(d.notes.first?.span.map { $0.startPosition.line } == 5)
    }

    @Test(arguments: [
        "enum E { a, b, a }",
        "error F { x, x }",
        "screen S {\n  action a\n  action a\n}",
        "screen S {\n  method m\n  method m\n}",
        "screen S {\n  entry e\n  entry e\n}",
        "screen S {\n  cell C\n  cell C\n}",
        "screen S(a: Int, a: Int) { }",
        "screen S(a: Int) {\n  entry e(a: Int)\n}",
        "screen S {\n  on back none\n  on back none\n}",
        "screen S {\n  cell C {\n    action a\n    action a\n  }\n}",
        "tabs T {\n  tab x: Home\n  tab x: Home\n}",
        "coordinator C {\n  root Home\n  root Home\n}",
    ])
    func duplicateMembers(_ decl: String) {
        let o = Check.run(homeFlow("    pop", decl))
        #expect(Check.codes(o).filter { $0 != "T150" && $0 != "T151" } == ["T103"], "\(Check.describe(o))")
    }

    @Test func handlerDeclaredTwice() {
        let src = coordinatorFlow("    pop").replacingOccurrences(of: "  on Home.go {", with: "  on Home.go { pop }\n  on Home.go {")
        let ds = Check.expect(src, codes: ["T103"])
        #expect(ds.first?.notes.first?.message == "first handled here")
    }

    @Test func appLaunchTwice() {
        Check.expect(homeFlow("    pop").replacingOccurrences(of: "  launch Home withNavigation", with: "  launch Home withNavigation\n  launch Home"),
                     codes: ["T103"])
    }
}

@Suite("Resolver: arguments")
struct ResolverArgumentTests {
    let detail = "screen Detail(taskId: String, row: Int = 0) {\n  action close { pop }\n}"

    @Test func missingArgument() throws {
        let d = try #require(Check.one(homeFlow("    push Detail", detail), .missingArgument))
        #expect(d.message == "screen 'Detail' needs 'taskId: String'")
        #expect(d.hint == "pass it: Detail(taskId: \"…\")")
    }

    @Test func extraArgumentSuggestsALabel() throws {
        // The misspelled label is extra, and the real input is then missing.
        let ds = Check.expect(homeFlow("    push Detail(taskID: \"a\")", detail), codes: ["T110", "T111"])
        let d = try #require(ds.last)
        #expect(d.message == "screen 'Detail' has no input 'taskID'")
        #expect(d.hint == "did you mean 'taskId'?")
    }

    @Test func extraArgumentListsTheInputs() throws {
        let d = try #require(Check.one(homeFlow("    push Detail(taskId: \"a\", color: 1)", detail), .extraArgument))
        #expect(d.hint == "its inputs are: taskId: String, row: Int")
    }

    @Test func argumentGivenTwice() throws {
        let d = try #require(Check.one(homeFlow("    push Detail(taskId: \"a\", taskId: \"b\")", detail), .extraArgument))
        #expect(d.message == "argument 'taskId' is given twice")
        #expect(d.notes.count == 1)
    }

    @Test(arguments: [
        ("taskId: 1", "an integer is not a String"),
        ("taskId: true", "a Bool is not a String"),
        ("taskId: .a", "'.a' is not a String"),
        ("taskId: \"a\", row: \"2\"", "a string is not an Int"),
    ])
    func typeMismatch(_ args: String, _ message: String) throws {
        let d = try #require(Check.one(homeFlow("    push Detail(\(args))", detail), .typeMismatch))
        #expect(d.message == message)
    }

    @Test func variableOfTheWrongType() throws {
        let src = """
        app A {
          launch List withNavigation
        }

        screen List {
          action open(row: Int) { push Detail(taskId: row) }
        }

        \(detail)
        """
        let d = try #require(Check.one(src, .typeMismatch))
        #expect(d.message == "'row' is an Int, but a String is expected here")
    }

    @Test func defaultsAreFilledIn() throws {
        let flow = Check.clean(homeFlow("    push Detail(taskId: \"a\")", detail))
        guard case .show(_, let d, _, _)? = flow.screens["Home"]?.action("go")?.body?.first?.kind else {
            Issue.record("expected push"); return
        }
        #expect(d.arguments.map(\.0) == ["taskId", "row"])
        #expect(d.arguments.map(\.1) == [.constant(.string("a")), .constant(.int(0))])
    }

    @Test func modelInputsTakeStrings() {
        Check.clean(homeFlow("    push Profile(user: \"alice\")", "model User\nscreen Profile(user: User) {\n  action close { pop }\n}"))
    }

    @Test func tabBarsTakeNoInputs() {
        Check.expect(homeFlow("    present Main(x: 1)", "tabs Main {\n  tab a: Home\n}"), codes: ["T111"])
    }

    @Test func coordinatorsHaveNoEntries() {
        Check.expect(coordinatorFlow("    start Child.x as push then { release }", "coordinator Child {\n  root Home\n}"), codes: ["T104"])
    }

    @Test func moreHandlerNamesThanArguments() throws {
        let src = coordinatorFlow("    pop").replacingOccurrences(of: "on Home.go {", with: "on Home.go(a, b) {")
        let d = try #require(Check.one(src, .extraArgument))
        #expect(d.message == "'go' has 0 arguments, 2 names given")
    }

    @Test func coordinatorArguments() {
        let child = "coordinator Child(id: String) {\n  root Home\n}"
        Check.expect(coordinatorFlow("    start Child as push then { release }", child), codes: ["T110"])
        Check.expect(coordinatorFlow("    start Child(id: 1) as push then { release }", child), codes: ["T112"])
    }
}

@Suite("Resolver: results, handlers and placement of statements")
struct ResolverResultTests {
    @Test func finishNeedsAValueWhenTheScreenHasAResult() throws {
        let d = try #require(Check.one(homeFlow("    present S", "screen S -> Bool {\n  action done { finish }\n}"), .noResultType))
        #expect(d.message == "screen 'S' returns Bool: 'finish' needs a value")
        #expect(d.hint == "finish(true)")
    }

    @Test func finishTakesNoValueWithoutAResult() throws {
        let d = try #require(Check.one(homeFlow("    present S", "screen S {\n  action done { finish(true) }\n}"), .noResultType))
        #expect(Check.at(d) == "12:24")
    }

    @Test func terminateValues() {
        Check.expect(coordinatorFlow("    terminate", result: " -> Bool"), codes: ["T113"])
        Check.expect(coordinatorFlow("    terminate(1)", result: " -> Bool"), codes: ["T112"])
        Check.expect(coordinatorFlow("    terminate(true)"), codes: ["T113"])
    }

    @Test func resultValues() throws {
        let screen = "enum Outcome { saved, canceled }\nerror SaveError { offline }\nscreen S -> Result<Outcome, SaveError> {\n  action done { finish(RESULT) }\n}"
        func src(_ r: String) -> String { homeFlow("    present S then (r) { dismiss }", screen.replacingOccurrences(of: "RESULT", with: r)) }
        Check.clean(src(".success(.saved)"))
        Check.clean(src(".failure(.offline)"))
        let d = try #require(Check.one(src(".saved"), .unknownCase))
        #expect(d.hint == "did you mean '.success(.saved)'?")
        // The did-you-mean comes with its fix-it: `.saved` becomes `.success(.saved)`.
        #expect(d.fixIts.first?.replacement == "success(.saved)" && d.fixIts.first?.span.text == "saved", "\(d.fixIts)")
        Check.expect(src(".success"), codes: ["T110"])
        Check.expect(src(".success(.offline)"), codes: ["T105"])
        Check.expect(src(".success(.saved(1))"), codes: ["T111"])
    }

    @Test(arguments: [
        ("finish", "'finish' ends a screen; a coordinator ends with 'terminate'"),
        ("start Home as push", "only a coordinator starts child coordinators"),
    ])
    func misplacedStatements(_ statement: String, _ message: String) throws {
        let src = statement == "finish" ? coordinatorFlow("    finish") : homeFlow("    " + statement)
        let d = try #require(Check.one(src, .misplacedStatement))
        #expect(d.message == message)
    }

    @Test("`self` is the acting screen: kept by a screen's `set`, the wrong kind for push, misplaced in a coordinator")
    func selfInASet() throws {
        Check.clean(homeFlow("    set [self, Detail]", "screen Detail { }"))
        let d = try #require(Check.one(homeFlow("    push self"), .wrongKind))
        #expect(d.message == "'self' is the screen that acts: only 'set' can keep it on a new stack")
        let c = try #require(Check.one(coordinatorFlow("    set [self]"), .misplacedStatement))
        #expect(c.hint == "name the screen: here 'set' makes new instances")
        Check.expect(homeFlow("    set [self(id: 1)]"), codes: ["T111"])
    }

    @Test func terminateInAScreenIsMisplaced() throws {
        let d = try #require(Check.one(homeFlow("    terminate"), .misplacedStatement))
        #expect(d.hint == "write finish(…) here")
    }

    @Test func releaseOutsideATerminationHandler() throws {
        let d = try #require(Check.one(coordinatorFlow("    release"), .releaseWithoutChild))
        #expect(d.hint?.contains("termination handler") == true)
        let child = "coordinator Child {\n  root Home\n}"
        Check.expect(homeFlow("    release Child", child), codes: ["T132"])
    }

    @Test func releaseInsideATerminationHandler() {
        let child = "coordinator Child -> Bool {\n  root Pay\n  on Pay.done { terminate(true) }\n  on swipe { terminate(false) }\n}\nscreen Pay {\n  action done\n}"
        Check.clean(coordinatorFlow("""
            start Child as present then (paid) {
              if paid { log "paid" }
              dismiss
              release
            }
        """, child))
    }

    @Test func handlerBindingWithoutAResultIsAWarning() throws {
        let d = try #require(Check.one(homeFlow("    present S then (r) { log \"back\" }", "screen S {\n  action done { dismiss }\n}"),
                                       .handlerWithoutResult))
        #expect(d.severity == .warning)
        #expect(d.message == "'S' has no result type, so 'r' is always ()")
        Check.clean(homeFlow("    present S then { log \"back\" }", "screen S {\n  action done { dismiss }\n}"))
        Check.clean(homeFlow("    present S then (_) { log \"back\" }", "screen S {\n  action done { dismiss }\n}"))
    }

    @Test func alertShowsStringsAndErrors() throws {
        Check.clean(homeFlow("    alert \"Saved\""))
        let d = try #require(Check.one(homeFlow("    alert 1"), .typeMismatch))
        #expect(d.message == "alert shows a String or an error's message, not an Int")
        Check.clean("""
        error NetError { offline "You are offline" }
        app A {
          launch Home withNavigation
        }
        screen Home {
          action go { present S then (r) { if r == .failure(.offline) { alert "x" } } }
        }
        screen S -> Result<Bool, NetError> {
          action fail(e: NetError) {
            alert e
            finish(.failure(e))
          }
        }
        """)
    }

    @Test func logTakesAnyTypedValue() {
        Check.clean(homeFlow("    log \"a\"\n    log 1\n    log true"))
        Check.expect(homeFlow("    log .a"), codes: ["T112"])
    }

    @Test func conditionsMustBeBool() throws {
        let src = "app A {\n  launch S withNavigation\n}\nscreen S(n: Int) {\n  action go { if n { pop } }\n}"
        let d = try #require(Check.one(src.replacingOccurrences(of: "launch S", with: "launch S(n: 1)"), .typeMismatch))
        #expect(d.message == "a condition must be a Bool, not Int")
        #expect(d.hint == "compare it: if n == 0")
    }

    @Test func comparisonsTakeTheirTypeFromEitherSide() {
        let screen = "enum Outcome { saved, canceled }\nscreen S -> Outcome {\n  action done { finish(.saved) }\n}"
        Check.clean(homeFlow("    present S then (r) {\n      if r == .saved { dismiss }\n      if .canceled != r { dismiss }\n    }", screen))
        Check.expect(homeFlow("    present S then (r) {\n      if r == .svaed { dismiss }\n    }", screen), codes: ["T105"])
        Check.expect(homeFlow("    present S then (r) {\n      if r == 1 { dismiss }\n    }", screen), codes: ["T112"])
    }

    // Regression: a misspelled name compared with a case ('if staus == .saved') reports T112 'the type of .saved cannot be told' instead of T101 unknown name with a did-you-mean hint
    @Test
    func misspelledNameInAComparison() throws {
        let screen = "enum Outcome { saved, canceled }\nscreen S -> Outcome {\n  action done { finish(.saved) }\n}"
        let d = try #require(Check.one(homeFlow("    present S then (status) {\n      if staus == .saved { dismiss }\n    }", screen),
                                       .unknownName))
        #expect(d.hint == "did you mean 'status'?")
    }
}

@Suite("Resolver: match")
struct ResolverMatchTests {
    static let types = "enum Choice { photo, video, cancel }\nerror CamError { denied, busy }"
    static let screens = [
        "Picker": "screen Picker -> Choice {\n  action choose(c: Choice) { finish(c) }\n}",
        "Camera": "screen Camera -> Result<Choice, CamError> {\n  action done(c: Choice) { finish(.success(c)) }\n  action fail(e: CamError) { finish(.failure(e)) }\n}",
        "Toggle": "screen Toggle -> Bool {\n  action set(on: Bool) { finish(on) }\n}",
        "Namer": "screen Namer -> String {\n  action name(n: String) { finish(n) }\n}",
    ]

    /// Home presents `screen` and matches its result with `cases`.
    func src(_ screen: String, _ cases: String) -> String {
        homeFlow("    present \(screen) then (r) {\n      dismiss\n      match r {\n\(cases)\n      }\n    }",
                 Self.types + "\n" + Self.screens[screen]!)
    }

    @Test func exhaustiveEnumMatch() {
        Check.clean(src("Picker", ".photo { log \"p\" }\n.video { log \"v\" }\ncase .cancel { log \"c\" }"))
    }

    @Test func missingEnumCase() throws {
        let d = try #require(Check.one(src("Picker", ".photo { log \"p\" }\n.video { log \"v\" }"), .nonExhaustiveMatch))
        #expect(d.message == "match on Choice does not cover .cancel")
        #expect(d.hint?.contains("'_ { … }'") == true)
        #expect(d.span?.text == "r")
    }

    @Test func wildcardAndBindingsAreExhaustive() {
        Check.clean(src("Picker", ".photo { log \"p\" }\n_ { log \"other\" }"))
        Check.clean(src("Picker", ".photo { log \"p\" }\nother { log other }"))
    }

    @Test func boolMatch() throws {
        Check.clean(src("Toggle", "true { log \"on\" }\nfalse { log \"off\" }"))
        let d = try #require(Check.one(src("Toggle", "true { log \"on\" }"), .nonExhaustiveMatch))
        #expect(d.message == "match on Bool does not cover false")
    }

    @Test func resultMatch() throws {
        Check.clean(src("Camera", ".success(.photo) { }\n.success(_) { }\n.failure(e) { alert e }"))
        Check.clean(src("Camera", ".success { }\n.failure { }"))
        let d = try #require(Check.one(src("Camera", ".success(_) { }\n.failure(.denied) { }"), .nonExhaustiveMatch))
        #expect(d.message == "match on Result<Choice, CamError> does not cover .failure(.busy)")
    }

    @Test func stringMatchNeedsAWildcard() throws {
        let d = try #require(Check.one(src("Namer", "\"a\" { }\n\"b\" { }"), .nonExhaustiveMatch))
        #expect(d.message.contains("needs a '_ { … }' case"))
        Check.clean(src("Namer", "\"a\" { }\n_ { }"))
    }

    @Test func unreachableCases() throws {
        let ds = Check.expect(src("Picker", ".photo { }\n_ { }\n.video { }\n.photo { }"), codes: ["T121", "T121"])
        #expect(ds.allSatisfy { $0.severity == .warning })
        #expect(ds.first?.message == "this case never runs: earlier cases already cover it")
    }

    @Test func caseOfTheWrongTypeInAPattern() throws {
        Check.expect(src("Picker", ".photo { }\n.audio { }\n_ { }"), codes: ["T105"])
        let d = try #require(Check.one(src("Camera", ".photo { }\n_ { }"), .unknownCase))
        #expect(d.hint == "did you mean '.success(.photo)'?")
        Check.expect(src("Picker", ".photo(1) { }\n_ { }"), codes: ["T111"])
        Check.expect(src("Toggle", "1 { }\n_ { }"), codes: ["T112"])
    }

    @Test func bindingsOfAPatternAreScopedToTheirCase() {
        Check.expect(src("Camera", ".failure(e) { alert e }\n.success(_) { alert e }"), codes: ["T101"])
    }

    @Test func subjectWhoseTypeCannotBeTold() {
        Check.expect(homeFlow("    match .photo {\n      _ { pop }\n    }"), codes: ["T112"])
        Check.expect(homeFlow("    match nothing {\n      _ { pop }\n    }"), codes: ["T101"])
    }
}

@Suite("Resolver: modifiers, tabs and the app")
struct ResolverModifierTests {
    @Test func modifierOfAnotherVerb() throws {
        let d = try #require(Check.one(homeFlow("    push Home pageSheet"), .unknownModifier))
        #expect(d.message == "'pageSheet' is not a modifier of 'push'")
        #expect(d.hint == "'push' takes: animated, repeatable")
    }

    @Test func misspelledModifier() throws {
        let d = try #require(Check.one(homeFlow("    present Home pagesheet"), .unknownModifier))
        #expect(d.hint == "did you mean 'pageSheet'?")
    }

    @Test func conflictingStyles() throws {
        let d = try #require(Check.one(homeFlow("    present Home pageSheet fullScreen"), .conflictingModifiers))
        #expect(d.message == "'fullScreen' conflicts with 'pageSheet': a presentation has one style")
        #expect(d.notes.count == 1)
    }

    @Test func nonDismissibleFullScreenIsAWarning() throws {
        let o = Check.run(homeFlow("    present Home fullScreen nonDismissible"))
        let d = try #require(o.diagnostics.first { $0.code == .conflictingModifiers })
        #expect(d.severity == .warning)
    }

    @Test func flagValues() {
        Check.expect(homeFlow("    push Home animated: 1"), codes: ["T112"])
        Check.expect(homeFlow("    present Home pageSheet: true"), codes: ["T116"])
        Check.clean(homeFlow("    push Home animated: false\n    pop animated: true"))
    }

    @Test func modifiersOfOtherStatements() {
        Check.expect(homeFlow("    pop pageSheet"), codes: ["T114"])
        Check.expect(homeFlow("    set [Home] withNavigation"), codes: ["T114"])
        Check.expect("app A {\n  launch Home animated\n}\nscreen Home {\n  action a { log \"a\" }\n}", codes: ["T114"])
    }

    @Test func unknownTransition() throws {
        let d = try #require(Check.one(coordinatorFlow("    start Child as presnt then { release }", "coordinator Child {\n  root Home\n}"),
                                       .unknownModifier))
        #expect(d.hint == "did you mean 'present'?")
    }

    @Test func tabSelection() throws {
        let tabs = "tabs Main {\n  tab home: Home withNavigation\n  tab search: Home\n}"
        let d = try #require(Check.one(homeFlow("    tab 5", tabs), .noTabBar))
        #expect(d.message.contains("out of range"))
        Check.expect(homeFlow("    tab -1", tabs), codes: ["T143"])
        let d2 = try #require(Check.one(homeFlow("    tab serch", tabs), .unknownName))
        #expect(d2.hint == "did you mean 'search'?")
        Check.expect(homeFlow("    tab 1"), codes: ["T143"])
        Check.expect(homeFlow("    tab home"), codes: ["T143"])
    }

    @Test func tabBarsMaySitInStacksAndContainersButNotInTabBars() {
        // UIKit accepts a tab bar controller pushed, set in a stack or embedded (Wikipedia's app had one as the
        // root of a navigation controller); a tab bar inside another tab bar is refused.
        let tabs = "tabs Main {\n  tab home: Home\n}"
        // (Home is shown without a navigation controller here, hence T140 for push and set: no T142.)
        Check.expect(homeFlow("    push Main", tabs), codes: ["T140"])
        Check.expect(homeFlow("    embed Main", tabs), codes: [])
        Check.expect(homeFlow("    set [Main]", tabs), codes: ["T140"])
        Check.expect(homeFlow("    pop", tabs + "\ntabs Outer {\n  tab inner: Main\n}"), codes: ["T142"])
    }

    @Test func emptyStackAndEmptyTabBar() {
        Check.expect(homeFlow("    set []"), codes: ["T146"])
        Check.expect(homeFlow("    pop", "tabs Main {\n}"), codes: ["T156"])
    }

    @Test func appEntry() throws {
        Check.expect("screen Home {\n  action a { log \"a\" }\n}", codes: ["T153"])
        Check.expect("enum E { a }", codes: [])
        Check.expect("", codes: [])
        let d = try #require(Check.expect("app A {\n}\nscreen Home {\n  action a { log \"a\" }\n}", codes: ["T155"]).first)
        #expect(d.message == "the app does not say what to launch")
        let dup = Check.expect(homeFlow("    pop") + "\napp B {\n  launch Home\n}", codes: ["T154"])
        #expect(dup.first?.notes.first?.message == "first app declared here")
    }

    @Test func missingAppPointsAtTheStartOfTheFile() throws {
        let d = try #require(Check.one("// tasks\nscreen Home {\n  action a { log \"a\" }\n}", .missingApp))
        #expect(Check.at(d) == "1:1")
        #expect(d.hint == "add: app MyApp { launch Home }")
    }

    @Test func missingRoot() throws {
        let d = try #require(Check.one("app A {\n  launch Main\n}\ncoordinator Main {\n}", .missingRoot))
        #expect(Check.at(d) == "4:13")
    }
}
