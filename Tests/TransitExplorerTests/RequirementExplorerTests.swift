// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel
import TransitShell
import TransitPresentation

/// The explorer proves or breaks the flow's requirements (`require`, X405), with shortest traces.
struct RequirementExplorerTests {
    /// Home → A → B presented one over the other (one swipe-down dismisses one: no event goes two back); B presents a
    /// Paywall, and Paywall can present another one.
    static let flow = """
    app Shop { launch Home withNavigation; var signedIn = false }
    event expired
    screen Home { action open { present A }; action signIn { signedIn = true } }
    screen A { action next { present B } }
    screen B { action pay { present Paywall } }
    screen Paywall { action more { present Paywall }; action close { dismiss } }
    coordinator Unused { root Home }

    """

    func explore(_ requirements: String, bounds: Explorer.Bounds = .init()) -> Explorer.Report {
        Explorer(engine: engine(source: Self.flow + requirements), bounds: bounds).explore()
    }

    func verdicts(_ r: Explorer.Report) -> [String: Explorer.RequirementVerdict.Status] {
        Dictionary(uniqueKeysWithValues: r.requirements.map { ($0.requirement.name, $0.status) })
    }

    func commands(_ events: [Event]) -> [String] { events.map(ShellSession.command(for:)) }

    @Test func provesWhatHoldsAndBreaksWhatDoesNotWithShortestTraces() throws {
        let r = explore("""
        require stackBounded { always count(B) <= 1 }
        require paywallOnce  { never count(Paywall) > 1 }
        require bReachable   { reachable top(B) }
        require neverA       { never top(A) }
        require homeAfterExpiry { after expired: top(Home) }
        require openShowsA   { after Home.open: top(A) }
        require signedInNeverB { always !top(B) || signedIn }
        """)
        #expect(r.complete)
        #expect(verdicts(r) == ["stackBounded": .holds, "paywallOnce": .violated, "bReachable": .holds, "neverA": .violated,
                                "homeAfterExpiry": .violated, "openShowsA": .holds, "signedInNeverB": .violated])
        let x405 = r.findings.filter { $0.code == .requirementViolated }
        #expect(x405.allSatisfy { $0.severity == .error })
        func trace(_ name: String) throws -> [String] { commands(try #require(x405.first { $0.subject == name }).trace) }
        #expect(try trace("neverA") == ["launch", "tap Home.open"])
        #expect(try trace("paywallOnce") == ["launch", "tap Home.open", "tap A.next", "tap B.pay", "tap Paywall.more"])
        // The first state where the event is possible and the predicate fails: A on top when the event arrives.
        #expect(try trace("homeAfterExpiry") == ["launch", "tap Home.open", "event expired"])
        // Signing in first would have made B fine: the shortest trace does not.
        #expect(try trace("signedInNeverB") == ["launch", "tap Home.open", "tap A.next"])
        let witness = try #require(r.requirements.first { $0.requirement.name == "bReachable" }?.witness)
        #expect(commands(witness) == ["launch", "tap Home.open", "tap A.next"])
        let message = try #require(x405.first { $0.subject == "paywallOnce" }).message
        #expect(message == "requirement 'paywallOnce' (never count(Paywall) > 1) is broken: count(Paywall) > 1 holds here")
    }

    @Test func reachCountsUserEventsFromEveryStateWhereItsStartHolds() throws {
        let r = explore("""
        require homeIn1 { from top(B) reach top(Home) within 1 }
        require homeIn2 { from top(B) reach top(Home) within 2 }
        require homeFromAnywhere { reach top(Home) within 3 }
        require homeFromA { from top(A) reach top(Home) within 1 }
        require paywallLeavesIn1 { from presented(Paywall) reach !presented(Paywall) within 1 }
        require nothingFromA { from top(A) reach top(Paywall) within 1 }
        """)
        #expect(r.complete)
        // From Paywall over Paywall one swipe leaves a Paywall up, but the explorer stops expanding there (X404: the
        // chain repeats), so neither that nor "from every state" is claimed either way: unproven.
        #expect(verdicts(r) == ["homeIn1": .violated, "homeIn2": .holds, "homeFromAnywhere": .unproven, "homeFromA": .holds,
                                "paywallLeavesIn1": .unproven, "nothingFromA": .violated])
        let homeIn1 = try #require(r.findings.first { $0.subject == "homeIn1" })
        #expect(commands(homeIn1.trace) == ["launch", "tap Home.open", "tap A.next"])
        #expect(homeIn1.message.hasSuffix("from here no single user event reaches top(Home)"))
        #expect(r.findings.first { $0.subject == "paywallLeavesIn1" } == nil)
        let fromA = try #require(r.findings.first { $0.subject == "nothingFromA" })
        #expect(commands(fromA.trace) == ["launch", "tap Home.open"])
    }

    @Test func aReachableThatNoStateMeetsIsBrokenOnlyOnceEveryStateWasSeen() {
        let full = explore("require paywallFirst { reachable top(Paywall) && stack(Home) }")
        #expect(full.complete)
        #expect(verdicts(full) == ["paywallFirst": .violated])
        #expect(full.findings.first { $0.code == .requirementViolated }?.trace == [])
        var b = Explorer.Bounds()
        b.maxDepth = 2
        let cut = explore("require paywallFirst { reachable top(Paywall) && stack(Home) }", bounds: b)
        #expect(!cut.complete)
        #expect(verdicts(cut) == ["paywallFirst": .unproven])
        #expect(!cut.findings.contains { $0.code == .requirementViolated })
    }

    @Test func aBoundNeverMakesAReachBroken() {
        // Depth 3 stops at B: its events are not tried, so "B can get home in 2" is not claimed broken.
        var b = Explorer.Bounds()
        b.maxDepth = 3
        let r = explore("""
        require homeIn2 { from top(B) reach top(Home) within 2 }
        require always  { always count(Home) == 1 }
        """, bounds: b)
        #expect(!r.complete)
        #expect(verdicts(r) == ["homeIn2": .unproven, "always": .unproven])
        #expect(!r.findings.contains { $0.code == .requirementViolated })
    }

    @Test func theThreadCountDoesNotChangeTheFindings() {
        let reqs = "require neverA { never top(A) }\nrequire homeIn1 { from top(B) reach top(Home) within 1 }"
        var two = Explorer.Bounds()
        two.jobs = 2
        let a = explore(reqs), b = explore(reqs, bounds: two)
        #expect(a.findings.map(\.message) == b.findings.map(\.message))
        #expect(a.findings.map(\.trace) == b.findings.map(\.trace))
    }

    @Test func aFlowWithoutRequirementsExploresAsBefore() {
        let r = explore("")
        #expect(r.requirements.isEmpty)
        #expect(!r.findings.contains { $0.code == .requirementViolated })
    }

    @Test func theShellAsksARequirementOfTheCurrentState() throws {
        let dir = TempDir()
        let flowPath = dir.path + "/shop.flow"
        try (Self.flow + """
        require neverA { never top(A) }
        require openShowsA { after Home.open: top(A) }
        require homeIn1 { from top(B) reach top(Home) within 1 }
        """).write(toFile: flowPath, atomically: true, encoding: .utf8)
        var s = ShellSession(style: TextStyle(color: false), baseDirectory: dir.path)
        #expect(s.execute("load \(flowPath)").error == nil)
        func expectation(_ line: String) -> String {
            let r = s.execute(line)
            if let e = r.error { return "error: \(e)" }
            switch r.expectation {
            case .some(.passed): return "passed"
            case .some(.failed(let m)): return "failed: \(m)"
            case .none: return "ran"
            }
        }
        #expect(expectation("launch") == "ran")
        #expect(expectation("expect holds neverA") == "passed")
        #expect(expectation("expect holds openShowsA") == "failed: requirement 'openShowsA' is about what follows Home.open; the last event was launch")
        #expect(expectation("tap open") == "ran")
        #expect(expectation("expect violated neverA") == "passed")
        #expect(expectation("expect holds openShowsA") == "passed")
        #expect(expectation("expect holds homeIn1") == "passed")   // not on B: nothing to reach
        #expect(expectation("tap next") == "ran")
        #expect(expectation("expect violated homeIn1") == "passed")
        #expect(expectation("expect holds homeIn1") == "failed: expected requirement 'homeIn1' (from top(B) reach top(Home) within 1) to hold here, but it is broken")
        #expect(expectation("expect holds nevrA").hasPrefix("error: no requirement 'nevrA'; did you mean 'neverA'?"))
    }

    @Test func anEmittedScriptReplaysTheBrokenRequirement() throws {
        let e = engine(source: Self.flow + "require homeIn1 { from top(B) reach top(Home) within 1 }")
        let r = Explorer(engine: e).explore()
        let f = try #require(r.findings.first { $0.code == .requirementViolated })
        let dir = TempDir()
        let flowPath = dir.path + "/shop.flow"
        try (Self.flow + "require homeIn1 { from top(B) reach top(Home) within 1 }").write(toFile: flowPath, atomically: true, encoding: .utf8)
        let script = TraceScript.text(for: f, flowPath: flowPath, scriptDirectory: dir.path, engine: e)
        #expect(script.hasSuffix("tap A.next\nexpect violated homeIn1\n"))
        try script.write(toFile: dir.path + "/s.transit", atomically: true, encoding: .utf8)
        var report = ScriptRunner.Report()
        var errors = ""
        ScriptRunner(style: TextStyle(color: false), write: { _ in }, writeError: { errors += $0 }).run(path: dir.path + "/s.transit", into: &report)
        #expect(report.failed == 0 && report.passed == 1 && !report.broken, "\(errors)")
    }

    @Test func anEmittedUITestAssertsWhatTheRequirementAsksWhereTheScreenShowsIt() throws {
        let e = engine(source: Self.flow + """
        require neverA { never top(A) }
        require homeIn1 { from top(B) reach top(Home) within 1 }
        """)
        let r = Explorer(engine: e).explore()
        let neverA = try #require(r.findings.first { $0.subject == "neverA" })
        let swift = UITestSkeleton.text(for: neverA, index: 1, prefix: "shop", flowPath: "shop.flow", engine: e, kind: .xcuitest, scheme: "shop")
        #expect(swift.contains("XCTAssertTrue(!(element(\"A\").exists), \"requirement neverA\")"))
        let yaml = UITestSkeleton.text(for: neverA, index: 1, prefix: "shop", flowPath: "shop.flow", engine: e, kind: .maestro, scheme: "shop")
        #expect(yaml.hasSuffix("- assertNotVisible:\n    id: \"A\"\n"))
        let reach = try #require(r.findings.first { $0.subject == "homeIn1" })
        let other = UITestSkeleton.text(for: reach, index: 2, prefix: "shop", flowPath: "shop.flow", engine: e, kind: .xcuitest, scheme: "shop")
        #expect(!other.contains("XCTAssertTrue(!") && other.contains("is broken here"))
    }

    /// A swipe-down leaks Child each time (no `on swipe`).
    static let leaking = """
    app L { launch Root }
    event ping(loud: Bool)
    screen Home { action open }
    screen Sheet { action close }
    coordinator Root {
      root Home withNavigation
      on Home.open { start Child as present pageSheet then { dismiss; release } }
      on ping(loud) { if loud { log "!" } }
    }
    coordinator Child { root Sheet; on Sheet.close { terminate } }

    """

    @Test func aLeakedCoordinatorIsSeenWhereItLeaksThenForgottenInEveryModeAndInTheShell() throws {
        let reqs = """
        require endsWithSheet { always presented(Sheet) || !running(Child) }
        require onePerVisit { never count(Child) > 1 }
        require loudPingKeepsHome { after ping(loud: true): top(Home) || top(Sheet) }
        require backNoAlert { after swipe: !alert() && !presented() }
        require sheetGone { after swipe, Sheet.close: !alive(Sheet) }
        """
        let e = engine(source: Self.leaking + reqs)
        let merged = Explorer(engine: e).explore()
        var plainExplorer = Explorer(engine: e)
        plainExplorer.dropsUnreachable = false
        var b = Explorer.Bounds()
        b.maxDepth = 8
        plainExplorer.bounds = b
        let plain = plainExplorer.explore()
        #expect(verdicts(merged) == ["endsWithSheet": .violated, "onePerVisit": .holds, "loudPingKeepsHome": .holds, "backNoAlert": .holds,
                                     "sheetGone": .holds])
        for r in [merged, plain] {
            let f = try #require(r.findings.first { $0.subject == "endsWithSheet" })
            #expect(commands(f.trace) == ["launch", "tap Home.open", "swipe"])
            #expect(r.findings.contains { $0.code == .coordinatorLeak })
            #expect(!r.findings.contains { $0.subject == "onePerVisit" })
        }
        // The shell forgets the leak from the next event on, as the explorer does.
        let dir = TempDir()
        try (Self.leaking + reqs).write(toFile: dir.path + "/l.flow", atomically: true, encoding: .utf8)
        var s = ShellSession(style: TextStyle(color: false), baseDirectory: dir.path)
        for line in ["load l.flow", "launch", "tap open", "swipe"] { #expect(s.execute(line).error == nil, "\(line)") }
        #expect(s.execute("expect violated endsWithSheet").expectation == .passed)
        #expect(s.execute("tap open").error == nil)
        #expect(s.execute("expect holds onePerVisit").expectation == .passed)
        #expect(s.execute("expect holds endsWithSheet").expectation == .passed)
    }

    @Test func aliveSeesAModalLeftUnderANewRootOnlyWhereItIsLeft() throws {
        let e = engine(source: """
        app W { launch Welcome withNavigation }
        screen Welcome { action about { present About } }
        screen About { action login { root Home } }
        screen Home { action ask { alert "Sure?" { button ok; button no } } }
        require loginLeavesNothing { after About.login: !alive(About) }
        require aboutGoneLater { after alert.ok, alert.no: !alive(About) }
        """)
        let r = Explorer(engine: e).explore()
        #expect(verdicts(r) == ["loginLeavesNothing": .violated, "aboutGoneLater": .holds])
        #expect(r.findings.contains { $0.code == .modalLeftAlive })
        let f = try #require(r.findings.first { $0.subject == "loginLeavesNothing" })
        #expect(commands(f.trace) == ["launch", "tap Welcome.about", "tap About.login"])
    }

    @Test func theRequirementsCommandSaysWhichHoldHere() throws {
        let dir = TempDir()
        try (Self.flow + """
        require neverA { never top(A) }
        require openShowsA { after Home.open: top(A) }
        require bReachable { reachable top(B) }
        """).write(toFile: dir.path + "/shop.flow", atomically: true, encoding: .utf8)
        var s = ShellSession(style: TextStyle(color: false), baseDirectory: dir.path)
        #expect(s.execute("load shop.flow").error == nil)
        #expect(s.execute("requirements").output.contains("has not launched"))
        _ = s.execute("launch")
        #expect(s.execute("req").output == "holds   neverA: never top(A)\n—       openShowsA: after Home.open: top(A)\nnot met bReachable: reachable top(B)")
        _ = s.execute("tap open")
        #expect(s.execute("requirements").output == "broken  neverA: never top(A)\nholds   openShowsA: after Home.open: top(A)\nnot met bReachable: reachable top(B)")
        #expect(s.execute("requirements x").error != nil)
    }

    @Test func aReachThatMeetsAGrowingStackIsUndecided() throws {
        // Each tap pushes another Feed: the explorer stops at the repeat (X404), and so does the search from a state.
        let e = engine(source: """
        app G { launch Feed withNavigation }
        screen Feed { action more { push Feed repeatable } }
        screen Never { }
        require never { reach top(Never) within 1000000 }
        """)
        let launched = try e.apply(.launch, to: SimState(), snapshots: false).state
        #expect(e.canReach(.top("Never"), from: launched, within: 1_000_000, budget: 50) == nil)
        #expect(e.canReach(.top("Feed"), from: launched, within: 1_000_000, budget: 50) == true)
        let r = try #require(e.flow.requirements.first)
        #expect(e.requirementHere(r, in: launched, after: .launch, from: SimState()) == .undecided)
        // A finite space decides: B is two events from launch.
        let shop = engine(source: Self.flow)
        let start = try shop.apply(.launch, to: SimState(), snapshots: false).state
        #expect(shop.canReach(.top("B"), from: start, within: 1) == false)
        #expect(shop.canReach(.top("B"), from: start, within: 2) == true)
        #expect(shop.canReach(.top("B"), from: start, within: 2, budget: 1) == nil)
    }
}
