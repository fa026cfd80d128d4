// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLanguage

@Suite("Parser: declarations")
struct ParserDeclarationTests {
    @Test func include() throws {
        let decls = Fixture.parseClean("include \"common/screens.flow\"\ninclude \"b.flow\"")
        #expect(decls.compactMap(\.include).map(\.path) == ["common/screens.flow", "b.flow"])
        #expect(decls.first?.include?.span.text == "include \"common/screens.flow\"")
    }

    @Test func app() throws {
        let a = try #require(Fixture.parseClean("app Tasks {\n  launch Main withNavigation\n}").first?.app)
        #expect(a.name.name == "Tasks")
        #expect(a.launch?.shape == "Main")
        #expect(a.modifiers.map(\.shape) == ["withNavigation"])
        #expect(a.span.startPosition.line == 1 && a.span.endPosition.line == 3)
    }

    @Test func appLaunchingAnEntryWithArguments() throws {
        let a = try #require(Fixture.parseClean("app A { launch Detail.edit(row: 1) }").first?.app)
        #expect(a.launch?.shape == "Detail.edit(row: 1)")
    }

    @Test func enumsWithAndWithoutCaseKeyword() throws {
        let decls = Fixture.parseClean("""
        enum Outcome { saved, canceled }
        enum Mode {
          case light
          case dark
          system
        }
        """)
        #expect(decls[0].enumeration?.cases.map(\.name) == ["saved", "canceled"])
        #expect(decls[1].enumeration?.name.name == "Mode")
        #expect(decls[1].enumeration?.cases.map(\.name) == ["light", "dark", "system"])
    }

    @Test func errorTypesWithMessages() throws {
        let e = try #require(Fixture.parseClean("""
        error NetworkError {
          offline "You are offline"
          case timeout "The server did not answer"
          unknown
        }
        """).first?.errorType)
        #expect(e.cases.map(\.name.name) == ["offline", "timeout", "unknown"])
        #expect(e.cases.map(\.message) == ["You are offline", "The server did not answer", nil])
    }

    @Test func modelsWithAndWithoutSamples() throws {
        let decls = Fixture.parseClean("model User { samples \"alice\", \"bob\" }\nmodel Photo")
        #expect(decls[0].model?.samples.map(\.shape) == ["\"alice\"", "\"bob\""])
        #expect(decls[1].model?.name.name == "Photo")
        #expect(decls[1].model?.samples.isEmpty == true)
    }

    @Test func actionSets() throws {
        let a = try #require(Fixture.parseClean("""
        actions Shareable {
          action share(text: String)
          action copy { log "copied" }
        }
        """).first?.actionSet)
        #expect(a.name.name == "Shareable")
        #expect(a.actions.map(\.name.name) == ["share", "copy"])
        #expect(a.actions[0].body == nil)
        #expect(a.actions[1].body?.count == 1)
    }

    @Test func screenHeader() throws {
        let s = try #require(Fixture.parseClean("""
        screen Editor(taskId: String, retries: Int = 3, mode: Mode = .light) -> Result<Outcome, SaveError>: Shareable, Printable {
        }
        """).first?.screen)
        #expect(s.name.name == "Editor")
        #expect(s.parameters.map(\.name.name) == ["taskId", "retries", "mode"])
        #expect(s.parameters.map(\.type.shape) == ["String", "Int", "Mode"])
        #expect(s.parameters.map { $0.defaultValue?.shape } == [nil, "3", ".light"])
        #expect(s.result?.shape == "Result<Outcome, SaveError>")
        #expect(s.adopts.map(\.name) == ["Shareable", "Printable"])
    }

    @Test func screenMembers() throws {
        let s = try #require(Fixture.parseClean("""
        screen List: Shareable {
          action select(taskId: String)
          action refresh { List.reload }
          method reload
          method scroll(to: Int)
          entry browse
          entry edit(row: Int) {
            on back finish
            on swipe none
          }
          on back none
          on swipe { dismiss }
          nonDismissible
          cell Row: Shareable {
            action open(id: String)
            action delete { log "deleted" }
          }
          cell Header
        }
        """).first?.screen)
        #expect(s.actions.map(\.name.name) == ["select", "refresh"])
        #expect(s.actions[0].parameters.map(\.name.name) == ["taskId"])
        #expect(s.actions[0].body == nil)
        #expect(s.actions[1].body?.count == 1)
        #expect(s.methods.map(\.name.name) == ["reload", "scroll"])
        #expect(s.methods[1].parameters.map(\.type.shape) == ["Int"])
        #expect(s.entries.map(\.name.name) == ["browse", "edit"])
        #expect(s.entries[1].parameters.map(\.name.name) == ["row"])
        #expect(s.entries[1].backs.map(\.gesture) == [.back, .swipe])
        #expect(s.entries[1].backs[0].body?.count == 1)
        #expect(s.entries[1].backs[1].body == nil)
        #expect(s.backs.map(\.gesture) == [.back, .swipe])
        #expect(s.backs[0].body == nil, "'on back none' has no body")
        #expect(s.backs[1].body?.count == 1)
        #expect(s.nonDismissible?.text == "nonDismissible")
        #expect(s.cells.map(\.name.name) == ["Row", "Header"])
        #expect(s.cells[0].adopts.map(\.name) == ["Shareable"])
        #expect(s.cells[0].actions.map(\.name.name) == ["open", "delete"])
        #expect(s.cells[1].actions.isEmpty)
    }

    @Test func onBackWithASingleStatement() throws {
        let s = try #require(Fixture.parseClean("screen S -> Bool {\n  on back finish(false)\n}").first?.screen)
        guard case .finish(let v)? = s.backs.first?.body?.first?.kind else {
            Issue.record("expected finish"); return
        }
        #expect(v?.shape == "false")
    }

    @Test func coordinator() throws {
        let c = try #require(Fixture.parseClean("""
        coordinator Checkout(cartId: String) -> Result<Bool, PayError> {
          root Cart(cartId: cartId) withNavigation
          on Cart.pay { terminate(.success(true)) }
          on Cart.remove(itemId) { log itemId }
          on Cart.move(_, to) { log to }
          on Cart.Row.open(id) { log id }
          on Cart.noArgs() { pop }
          on back { terminate(.failure(.canceled)) }
          on swipe none
        }
        """).first?.coordinator)
        #expect(c.name.name == "Checkout")
        #expect(c.parameters.map(\.name.name) == ["cartId"])
        #expect(c.result?.shape == "Result<Bool, PayError>")
        #expect(c.root?.shape == "Cart(cartId: cartId)")
        #expect(c.rootModifiers.map(\.shape) == ["withNavigation"])
        #expect(c.handlers.map(\.screen.name) == ["Cart", "Cart", "Cart", "Cart", "Cart"])
        #expect(c.handlers.map(\.action.name) == ["pay", "remove", "move", "open", "noArgs"])
        #expect(c.handlers.map { $0.cell?.name } == [nil, nil, nil, "Row", nil])
        #expect(c.handlers.map { $0.bindings?.map(\.name) } == [nil, ["itemId"], ["_", "to"], ["id"], []])
        #expect(c.backs.map(\.gesture) == [.back, .swipe])
        #expect(c.backs[1].body == nil)
    }

    @Test func coordinatorHandlerForAScreenNamedBack() throws {
        // `on back.x` is a handler for a screen called `back`, not an 'on back' declaration.
        let c = try #require(Fixture.parseClean("coordinator C {\n  root back\n  on back.close { pop }\n}").first?.coordinator)
        #expect(c.handlers.map(\.screen.name) == ["back"])
        #expect(c.backs.isEmpty)
    }

    @Test func tabBars() throws {
        let t = try #require(Fixture.parseClean("""
        tabs Main {
          tab home: Home withNavigation
          tab search: Search
          tab profile: ProfileFlow(userId: "me")
          tab edit: Editor.new
        }
        """).first?.tabs)
        #expect(t.name.name == "Main")
        #expect(t.tabs.map(\.name.name) == ["home", "search", "profile", "edit"])
        #expect(t.tabs.map(\.target.shape) == ["Home", "Search", "ProfileFlow(userId: \"me\")", "Editor.new"])
        #expect(t.tabs.map { $0.modifiers.map(\.shape) } == [["withNavigation"], [], [], []])
    }

    @Test func declarationSpansCoverTheWholeDeclaration() throws {
        let s = try #require(Fixture.parseClean("\nscreen S {\n  action a\n}\n").first?.screen)
        #expect(s.span.text == "screen S {\n  action a\n}")
        #expect(s.name.span.startPosition == Position(offset: 8, line: 2, column: 8))
    }

    @Test func semicolonsSeparateDeclarations() {
        let decls = Fixture.parseClean("enum A { x }; enum B { y };")
        #expect(decls.count == 2)
    }

    // Regression: an enum case named like a declaration keyword (app, model, tabs…) on its own line is taken for a missing '}'
    @Test
    func enumCaseNamedLikeADeclarationKeyword() throws {
        let decls = Fixture.parseClean("enum Source {\n  web\n  app\n}")
        #expect(decls.first?.enumeration?.cases.map(\.name) == ["web", "app"])
    }
}

@Suite("Parser: statements")
struct ParserStatementTests {
    @Test(arguments: ["push", "present", "root", "embed"])
    func showVerbs(_ verb: String) throws {
        guard case .show(let v, let target, let mods, let handler)? = Fixture.statement("\(verb) Detail") else {
            Issue.record("expected a show statement"); return
        }
        #expect(v.name == verb)
        #expect(target.shape == "Detail")
        #expect(mods.isEmpty)
        #expect(handler == nil)
    }

    @Test func showWithEntryArgumentsModifiersAndHandler() throws {
        guard case .show(_, let target, let mods, let handler)? = Fixture.statement("""
            present Editor.edit(taskId: id, row: 2, urgent: true, mode: .dark) pageSheet withNavigation animated: false then (result) {
              log result
              dismiss
            }
        """) else { Issue.record("expected a show statement"); return }
        #expect(target.shape == "Editor.edit(taskId: id, row: 2, urgent: true, mode: .dark)")
        #expect(target.entry?.name == "edit")
        #expect(mods.map(\.shape) == ["pageSheet", "withNavigation", "animated: false"])
        #expect(handler?.binding?.name == "result")
        #expect(handler?.body.count == 2)
    }

    @Test func handlerWithoutBindingAndWithUnderscore() throws {
        let s = Fixture.statements("    present A then { dismiss }\n    present B then (_) { dismiss }")
        guard case .show(_, _, _, let h1) = s[0].kind, case .show(_, _, _, let h2) = s[1].kind else {
            Issue.record("expected two show statements"); return
        }
        #expect(h1 != nil && h1?.binding == nil)
        #expect(h2?.binding?.name == "_")
    }

    @Test func modifiersEndAtTheEndOfTheLine() {
        let s = Fixture.statements("    push Detail\n    pop animated: false")
        #expect(s.count == 2)
        guard case .show(_, _, let mods, _) = s[0].kind, case .pop(let popMods) = s[1].kind else {
            Issue.record("expected push then pop"); return
        }
        #expect(mods.isEmpty)
        #expect(popMods.map(\.shape) == ["animated: false"])
    }

    @Test func argumentsOnTheNextLineAreNotArguments() {
        // `(` that starts a line does not continue the target.
        let (_, d) = Fixture.parse("screen S {\n  action a {\n    push Detail\n    (x: 1)\n  }\n}")
        #expect(Fixture.codes(d) == ["T010"])
    }

    @Test func semicolonsSeparateStatementsOnOneLine() {
        #expect(Fixture.statements("    dismiss; pop; popToRoot").count == 3)
    }

    @Test func setStack() throws {
        guard case .setStack(let targets, let mods)? = Fixture.statement("    set [Home, Detail(id: 1), Editor.new] animated: false") else {
            Issue.record("expected set"); return
        }
        #expect(targets.map(\.shape) == ["Home", "Detail(id: 1)", "Editor.new"])
        #expect(mods.map(\.shape) == ["animated: false"])
        guard case .setStack(let empty, _)? = Fixture.statement("    set []") else { Issue.record("expected set"); return }
        #expect(empty.isEmpty)
    }

    @Test func popsAndDismisses() {
        let s = Fixture.statements("""
            pop
            pop animated: false
            popTo List
            popToRoot
            dismiss
            dismissToRoot animated: true
        """)
        #expect(s.count == 6)
        guard case .pop(let m0) = s[0].kind, case .pop(let m1) = s[1].kind, case .popTo(let n, _) = s[2].kind,
              case .popToRoot = s[3].kind, case .dismiss = s[4].kind, case .dismissToRoot(let m5) = s[5].kind else {
            Issue.record("wrong statement kinds: \(s.map(\.kind))"); return
        }
        #expect(m0.isEmpty && m1.map(\.shape) == ["animated: false"])
        #expect(n.name == "List")
        #expect(m5.map(\.shape) == ["animated: true"])
    }

    @Test func selectTabByIndexOrName() {
        let s = Fixture.statements("    tab 1\n    tab home\n    tab (2)\n    tab (search)")
        let refs: [String] = s.compactMap {
            guard case .selectTab(let r) = $0.kind else { return nil }
            switch r { case .index(let i, _): return "#\(i)"; case .name(let id): return id.name }
        }
        #expect(refs == ["#1", "home", "#2", "search"])
    }

    @Test func startChildCoordinators() throws {
        let s = Fixture.statements("""
            start Checkout(cartId: id) as present pageSheet then (paid) { release }
            start Onboarding as root withNavigation
            start Profile as tab profile
            start Help as tab 2
            start Settings as push animated: false
        """)
        #expect(s.count == 5)
        var verbs: [String] = [], tabs: [String?] = [], mods: [[String]] = [], targets: [String] = [], handlers: [Bool] = []
        for st in s {
            guard case .start(let t, let specOrNil, let h) = st.kind, let spec = specOrNil else { Issue.record("expected start … as"); continue }
            targets.append(t.shape)
            verbs.append(spec.verb.name)
            mods.append(spec.modifiers.map(\.shape))
            handlers.append(h != nil)
            switch spec.tab {
            case .index(let i, _)?: tabs.append("#\(i)")
            case .name(let id)?: tabs.append(id.name)
            case nil: tabs.append(nil)
            }
        }
        #expect(targets == ["Checkout(cartId: id)", "Onboarding", "Profile", "Help", "Settings"])
        #expect(verbs == ["present", "root", "tab", "tab", "push"])
        #expect(tabs == [nil, nil, "profile", "#2", nil])
        #expect(mods == [["pageSheet"], ["withNavigation"], [], [], ["animated: false"]])
        #expect(handlers == [true, false, false, false, false])
    }

    @Test func finishAndTerminate() {
        let s = Fixture.statements("""
            finish
            finish()
            finish(.success(.saved))
            terminate
            terminate(true)
        """)
        let shapes: [String] = s.map {
            switch $0.kind {
            case .finish(let v): return "finish " + (v?.shape ?? "-")
            case .terminate(let v): return "terminate " + (v?.shape ?? "-")
            default: return "?"
            }
        }
        #expect(shapes == ["finish -", "finish -", "finish .success(.saved)", "terminate -", "terminate true"])
    }

    @Test func releaseRefreshCallAlertLog() {
        let s = Fixture.statements("""
            release
            release Checkout
            refresh List
            List.reload
            List.scroll(to: 3)
            alert "Saved"
            log taskId
        """)
        #expect(s.count == 7)
        guard case .release(nil) = s[0].kind, case .release(let named?) = s[1].kind, case .refresh(let r) = s[2].kind,
              case .call(let sc, let m, let a0) = s[3].kind, case .call(_, let m2, let a1) = s[4].kind,
              case .alert(let al) = s[5].kind, case .log(let lg) = s[6].kind else {
            Issue.record("wrong statement kinds: \(s.map(\.kind))"); return
        }
        #expect(named.name == "Checkout")
        #expect(r.name == "List")
        #expect(sc.name == "List" && m.name == "reload" && a0.isEmpty)
        #expect(m2.name == "scroll" && a1.map(\.label.name) == ["to"] && a1.map(\.value.shape) == ["3"])
        #expect(al.shape == "\"Saved\"")
        #expect(lg.shape == "taskId")
    }

    @Test func conditions() {
        let s = Fixture.statements("""
            if ok { pop }
            if !ok { pop } else { dismiss }
            if result == .saved { pop } else if result != .canceled { dismiss } else { log "x" }
            if .ok == result { pop }
        """)
        #expect(s.count == 4)
        var conds: [String] = []
        for st in s {
            guard case .ifElse(let c, _, _) = st.kind else { Issue.record("expected if"); continue }
            let op: String
            switch c.op { case .truthy: op = ""; case .equal: op = " =="; case .notEqual: op = " !=" }
            conds.append((c.negated ? "!" : "") + c.lhs.shape + op + (c.rhs.map { " " + $0.shape } ?? ""))
        }
        #expect(conds == ["ok", "!ok", "result == .saved", ".ok == result"])
        guard case .ifElse(_, let t, let e) = s[2].kind, case .ifElse(let inner, _, let innerElse)? = e?.first?.kind else {
            Issue.record("expected else if"); return
        }
        #expect(t.count == 1)
        #expect(inner.op == .notEqual)
        #expect(innerElse?.count == 1)
        guard case .ifElse(_, _, let noElse) = s[0].kind else { return }
        #expect(noElse == nil)
    }

    @Test func matchCasesAndPatterns() throws {
        guard case .match(let subject, let cases)? = Fixture.statement("""
            match result {
              .success(.saved) { pop }
              case .success(value) { log value }
              .failure(error) { alert error }
              .failure(_) { }
              "text" { }
              42 { }
              true { }
              other { }
              _ { }
            }
        """) else { Issue.record("expected match"); return }
        #expect(subject.shape == "result")
        #expect(cases.map(\.pattern.shape) == [
            ".success(.saved)", ".success(let value)", ".failure(let error)", ".failure(_)", "\"text\"", "42", "true",
            "let other", "_",
        ])
        #expect(cases.map(\.body.count) == [1, 1, 1, 0, 0, 0, 0, 0, 0])
    }

    @Test func nestedCaseExpressions() throws {
        guard case .finish(let v)? = Fixture.statement("    finish(.success(.failure(.timeout)))") else {
            Issue.record("expected finish"); return
        }
        #expect(v?.shape == ".success(.failure(.timeout))")
    }

    @Test func statementSpanStartsAtTheKeyword() throws {
        let s = Fixture.statements("    push Detail(id: 1) animated: false")
        #expect(s.first?.span.text == "push Detail(id: 1) animated: false")
    }
}

@Suite("Parser: syntax errors")
struct ParserErrorTests {
    func only(_ text: String) -> Diagnostic? {
        let (_, d) = Fixture.parse(text)
        #expect(d.count == 1, "expected one diagnostic, got \(d.map(Fixture.describe))")
        return d.first
    }

    @Test func unknownDeclarationSuggestsTheKeyword() throws {
        let d = try #require(only("scren Compose {\n  action send\n}"))
        #expect(d.code == .unknownDeclaration)
        #expect(d.message == "unknown declaration 'scren'")
        #expect(d.hint == "did you mean 'screen'?")
        #expect(Fixture.at(d) == "1:1")
    }

    @Test func unknownScreenMember() throws {
        let d = try #require(only("screen S {\n  acton save\n}"))
        #expect(d.code == .unknownDeclaration)
        #expect(d.hint == "did you mean 'action'?")
        #expect(Fixture.at(d) == "2:3")
    }

    @Test func unknownCoordinatorMember() throws {
        let d = try #require(only("coordinator C {\n  rot Home\n}"))
        #expect(d.code == .unknownDeclaration)
        #expect(d.hint == "did you mean 'root'?")
    }

    @Test func unknownStatementSuggestsTheKeyword() throws {
        let d = try #require(only("screen S {\n  action a {\n    pussh Detail\n  }\n}"))
        #expect(d.code == .unknownStatement)
        #expect(d.hint == "did you mean 'push'?")
        #expect(Fixture.at(d) == "3:5")
    }

    @Test func argumentWithoutLabel() throws {
        let d = try #require(only("screen S {\n  action a(id: String) { push Detail(id) }\n}"))
        #expect(d.code == .expected)
        #expect(d.message.contains("':'"))
        #expect(d.hint == "write 'id: id'")
        #expect(Fixture.at(d) == "2:40")
    }

    @Test func startWithoutAsParsesForCoordinatorsThatShowThemselves() throws {
        // `start Child` is how a coordinator without a root is started; the resolver checks which kind Child is.
        #expect(Fixture.parse("coordinator C {\n  root S\n  on S.go { start Child }\n}").1.isEmpty)
        let d = try #require(only("coordinator C {\n  root S\n  on S.go { start Child present }\n}"))
        #expect(d.code == .expected)
        #expect(d.hint?.contains("start Child as present") == true)
    }

    @Test func appWithoutLaunchKeyword() throws {
        let d = try #require(only("app A {\n  Main\n}"))
        #expect(d.code == .expected)
        #expect(d.hint?.contains("launch") == true)
    }

    @Test func includeNeedsAQuotedPath() throws {
        let d = try #require(only("include common.flow\nenum E { a }"))
        #expect(d.code == .expected)
        #expect(d.hint == "include \"common.flow\"")
    }

    @Test func strayClosingBrace() throws {
        let (decls, d) = Fixture.parse("}\nenum E { a }")
        #expect(Fixture.codes(d) == ["T010"])
        #expect(decls.count == 1)
    }

    @Test func missingClosingBraceAtEndOfFile() throws {
        let d = try #require(only("screen S {\n  action a"))
        #expect(d.code == .expected)
        #expect(d.message.contains("end of file"))
    }

    @Test func missingClosingBraceBeforeTheNextDeclaration() throws {
        let (decls, d) = Fixture.parse("screen A {\n  action a\nscreen B {\n  action b\n}")
        #expect(Fixture.codes(d) == ["T010"])
        #expect(d.first.map(Fixture.at) == "3:1")
        #expect(decls.compactMap(\.screen).map(\.name.name) == ["A", "B"])
    }

    @Test func onNeedsBackOrSwipe() throws {
        let d = try #require(only("screen S {\n  on tap none\n}"))
        #expect(d.code == .expected)
        #expect(d.message.contains("'tap'"))
    }

    @Test func missingParameterType() throws {
        let d = try #require(only("screen S(taskId) {\n}"))
        #expect(d.code == .expected)
        #expect(d.hint == "taskId: String")
    }

    // MARK: Depth limits

    @Test func deeplyNestedIfsAreTooDeep() {
        var body = ""
        for _ in 0..<40 { body += "if x {\n" }
        body += "pop\n"
        for _ in 0..<40 { body += "}\n" }
        let (_, d) = Fixture.parse("screen S(x: Bool) {\n  action a {\n\(body)  }\n}")
        #expect(Fixture.codes(d) == ["T013"])
    }

    @Test func deeplyNestedExpressionsAreTooDeep() {
        let expr = String(repeating: ".a(", count: 100) + ".b" + String(repeating: ")", count: 100)
        let (_, d) = Fixture.parse("screen S {\n  action a { finish(\(expr)) }\n}")
        #expect(Fixture.codes(d) == ["T013"])
    }

    @Test func deeplyNestedPatternsAreTooDeep() {
        let pat = String(repeating: ".a(", count: 100) + "_" + String(repeating: ")", count: 100)
        let (_, d) = Fixture.parse("screen S {\n  action a {\n    match x {\n      \(pat) { pop }\n    }\n  }\n}")
        #expect(Fixture.codes(d).contains("T013"))
    }

    @Test func deeplyNestedTypesAreTooDeep() {
        let type = String(repeating: "Result<", count: 100) + "Bool" + String(repeating: ", E>", count: 100)
        let (_, d) = Fixture.parse("screen S -> \(type) {\n}")
        #expect(Fixture.codes(d).contains("T013"))
    }

    @Test func nestingAtTheLimitIsFine() {
        let expr = String(repeating: ".a(", count: 30) + ".b" + String(repeating: ")", count: 30)
        let (_, d) = Fixture.parse("screen S {\n  action a { finish(\(expr)) }\n}")
        #expect(d.isEmpty)
    }
}
