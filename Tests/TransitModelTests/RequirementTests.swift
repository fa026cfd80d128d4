// SPDX-License-Identifier: MIT
import Testing
import TransitTestSupport
import TransitLanguage
@testable import TransitModel

/// `require` declarations: how they read and what a mistake in one gets.
struct RequirementTests {
    static let base = """
    app A { launch Home withNavigation; var loggedIn = false }
    event expired
    link item(id: String, fresh: Bool)
    notification loggedOut
    screen Home { action open { push Detail }; action ask { alert "Sure?" { button ok { pop }; button no } } }
    screen Detail { action close { pop } }
    coordinator Flow { root Detail }
    tabs Main { tab home: Home }

    """

    @Test func eachKindResolves() throws {
        let o = Check.run(Self.base + """
        require a { always count(Detail) <= 1 && !top(Detail) || (shown(Home)) }
        require b { never presented(Detail) }
        require c { reachable top(Detail) && stack(Home, Detail) }
        require d { after expired: top(Home) && coordinators() }
        require e { after Home.open: top(Detail) }
        require f { from shown(Detail) reach top(Home) within 2 }
        require g { reach tab(home) within 3 }
        require h { always loggedIn || !running(Flow) }
        require i { always loggedIn == false }
        require j { after item(fresh: true): (top(Home) || top(Detail)) && !presented() }
        require k { after back: !alert() }
        require l { after swipe: presented(Detail) }
        require m { after Home.open, back, expired: !alive(Detail) || alert() }
        """)
        #expect(Check.describe(o).filter { !$0.hasPrefix("T15") && !$0.hasPrefix("T13") } == [])
        let rs = o.flow.requirements
        #expect(rs.map(\.name) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"])
        #expect(rs[9].kind == .after([.appEvent("item", arguments: ["fresh": .bool(true)])], .and(.or(.top("Home"), .top("Detail")), .not(.presented(nil)))))
        // The text keeps its parentheses.
        #expect(rs[9].summary == "after item(fresh: true): (top(Home) || top(Detail)) && !presented()")
        #expect(rs[10].kind == .after([.back], .not(.alert)))
        #expect(rs[11].kind == .after([.swipe], .presented("Detail")))
        #expect(rs[12].kind == .after([.action(screen: "Home", action: "open"), .back, .appEvent("expired")], .or(.not(.alive("Detail")), .alert)))
        #expect(rs[12].summary == "after Home.open, back, expired: !alive(Detail) || alert()")
        #expect(rs[0].kind == .always(.or(.and(.count("Detail", coordinator: false, .lessEqual, 1), .not(.top("Detail"))), .shown("Home"))))
        #expect(rs[3].kind == .after([.appEvent("expired")], .and(.top("Home"), .coordinators([]))))
        #expect(rs[4].kind == .after([.action(screen: "Home", action: "open")], .top("Detail")))
        #expect(rs[5].kind == .reach(from: .shown("Detail"), to: .top("Home"), within: 2))
        #expect(rs[5].summary == "from shown(Detail) reach top(Home) within 2")
        #expect(rs[6].kind == .reach(from: nil, to: .tab("home"), within: 3))
        #expect(rs[3].summary == "after expired: top(Home) && coordinators()")
    }

    @Test func mistakesInNamesAreReportedWithDidYouMean() {
        let src = Self.base + """
        require a { always top(Detial) }
        require b { always running(Home) }
        require c { always count(Detail) }
        require d { always top(Home) > 1 }
        require e { after loggedOut: top(Home) }
        require f { after Home.opne: top(Home) }
        require g { always tops(Home) }
        require h { always logedIn }
        require a { never top(Home) }
        require i { always top(Home, Detail) }
        require j { after item(fersh: true): top(Home) }
        require k { after item(fresh: 1): top(Home) }
        require l { always alert(Home) }
        require m { after alert.okk: top(Home) }
        """
        let o = Check.run(src)
        let got = Check.describe(o).filter { !$0.hasPrefix("T15") && !$0.hasPrefix("T13") }
        #expect(got == [
            "T101@9:24 unknown screen 'Detial'",
            "T106@10:28 'Home' is a screen, not a coordinator",
            "T112@11:20 count(…) is a number: compare it",
            "T112@12:30 top(…) is true or false, not a number to compare",
            "T106@13:19 'loggedOut' is a notification, which only the flow posts; require what the event or action that posts it does",
            "T104@14:24 screen 'Home' has no action 'opne'",
            "T101@15:20 unknown query 'tops(…)'",
            "T101@16:20 unknown app variable or query 'logedIn'",
            "T102@17:9 requirement 'a' is already declared",
            "T111@18:20 top(…) takes one name: a screen",
            "T111@19:24 link 'item' has no parameter 'fersh'",
            "T112@20:31 an integer is not a Bool",
            "T111@21:20 alert() takes no name: it is true while any alert is up",
            "T104@22:25 no alert has a button 'okk'",
        ])
        // Each misspelt name offers its fix.
        let fixed = DiagnosticText.applyingFixIts(src, o.diagnostics)
        #expect(fixed.contains("top(Detail) }"))
        #expect(fixed.contains("after Home.open:"))
        #expect(fixed.contains("always top(Home) }\nrequire h"))
        #expect(fixed.contains("always loggedIn }"))
        #expect(fixed.contains("after item(fresh: true)"))
        #expect(fixed.contains("after alert.ok:"))
    }

    @Test func syntaxMistakesSayWhatIsMissing() {
        let src = """
        require a { }
        require b { top(Home) }
        require c { alwys top(Home) }
        require d { reach top(Home) }
        require e { from top(Home) within 2 }
        require f { always count(Home) <= }
        require g { always top(Home) && }
        require h { always top(Home)
          never top(Home) }
        """
        let (_, ds) = Parser.parse(SourceFile(path: "r.flow", text: src))
        assertDiagnostics(ds, of: src, [
            "T010@1:9 requirement 'a' is empty",
            "T012@2:13 say when 'top(…)' must hold: always, never or reachable before it",
            "T012@3:13 unknown requirement 'alwys'",
            "T010@4:29 expected 'within' and the most events it may take, found '}'",
            "T010@5:28 expected 'reach' and what the user must be able to get to, found 'within'",
            "T010@6:35 expected a number after '<=', found '}'",
            "T010@7:33 expected a predicate (top(Screen), shown(Screen), running(Coordinator), count(X) <= 1, an app variable…), found '}'",
            "T010@9:3 a requirement says one thing; write another 'require' for this",
        ])
        let fixed = DiagnosticText.applyingFixIts(src, ds)
        #expect(fixed.contains("require b { always top(Home) }"))
        #expect(fixed.contains("require c { always top(Home) }"))
    }

    @Test func theWordsOfARequirementStayFreeAsNames() {
        let o = Check.run("""
        enum Source { icon, notification }
        app A { launch Home; var from: Source = any; var after = false }
        screen Home { action reach; action always { log "x" } }
        require r { always from == .icon || after }
        """)
        #expect(!o.hasErrors, "\(Check.describe(o))")
        #expect(o.flow.requirements.count == 1)
    }

    @Test func comparisonsAreFormattedWithSpaces() throws {
        let src = "require a {always count(X)<=1&&!top(Y)||(shown(Z) )}\nrequire b { always count(X)<2 }\nrequire c { never count(X)>2 }\n"
        let out = try Formatter.format(SourceFile(path: "f.flow", text: src)).get()
        #expect(out == "require a { always count(X) <= 1 && !top(Y) || (shown(Z)) }\nrequire b { always count(X) < 2 }\nrequire c { never count(X) > 2 }\n")
    }

    @Test func aPredicateNestedPastTheLimitIsOneErrorNotACrash() {
        for deep in [String(repeating: "!", count: 5_000) + "top(A)", String(repeating: "(", count: 5_000) + "top(A)"] {
            let src = "require a { always \(deep) }\nrequire b { never top(A) }\n"
            let (_, ds) = Parser.parse(SourceFile(path: "r.flow", text: src))
            #expect(ds.filter { $0.code == .tooDeep }.count == 1, "\(ds.map(DiagnosticText.describe))")
        }
    }
}
