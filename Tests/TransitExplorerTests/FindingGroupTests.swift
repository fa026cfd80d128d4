// SPDX-License-Identifier: MIT
import Foundation
import TransitTestSupport
import Testing
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel
import TransitPresentation
import TransitShell

/// One bug, many findings: the report groups them by cause (code, subject, last gesture).
@Suite("finding groups")
struct FindingGroupTests {
    /// DetailC leaks on back whoever started it (HomeC or OtherC): one bug, two findings that differ by holder.
    static let twoHolders = """
    app A { launch HomeC }
    screen Home {
      action a
      action b
    }
    screen Other { action open }
    screen Detail { action done }
    coordinator HomeC {
      root Home withNavigation
      on Home.a { start DetailC as push then { release } }
      on Home.b { start OtherC as push then { release } }
    }
    coordinator OtherC {
      root Other
      on Other.open { start DetailC as push then { release } }
      on back { terminate }
    }
    coordinator DetailC {
      root Detail
      on Detail.done { pop; terminate }
    }
    """

    func report(_ source: String) -> Explorer.Report {
        let r = Explorer(engine: engine(source: source)).explore()
        #expect(r.complete)
        return r
    }

    @Test func sameCoordinatorSameGestureIsOneGroup() throws {
        let r = report(Self.twoHolders)
        #expect(r.findings.count == 2)
        let groups = ExploreOutput.groups(r)
        #expect(groups.count == 1)
        let g = try #require(groups.first)
        #expect(g.code == .coordinatorLeak)
        #expect(g.subject == "DetailC")
        #expect(g.gesture == "back")
        #expect(g.count == 2)
        #expect(g.representative.trace.map(\.description) == ["launch", "tap Home.a", "back"])
    }

    /// Two different things refused on one busy presenter (a sheet, an alert) are two bugs, named by what was refused.
    @Test func twoRefusedPresentationsOnOnePresenterAreTwoBugs() throws {
        let r = report("""
        app A { launch C }
        event addLink
        event themeFile
        screen Home { action settings }
        screen Settings { action close { dismiss } }
        screen AddFeed { action close { dismiss } }
        coordinator C {
          root Home withNavigation
          on Home.settings { present Settings formSheet withNavigation }
          on addLink { present AddFeed formSheet withNavigation }
          on themeFile { alert "Install theme?" { button ok } }
        }
        """)
        let groups = ExploreOutput.groups(r).filter { $0.code == .presentOnBusy }
        #expect(Set(groups.map(\.subject)) == ["AddFeed", "alert \"Install theme?\""], "\(groups.map(\.subject))")
        let messages = groups.map(\.representative.message)
        #expect(messages.contains { $0.hasPrefix("Attempt to present <UINavigationController> (showing AddFeed) on ") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("Attempt to present <UIAlertController> (\"Install theme?\") on ") }, "\(messages)")
    }

    @Test func differentGesturesAreDifferentBugs() {
        // tasks.flow: DetailCoordinator leaks on swipe-down (presented) and on back (pushed): two bugs.
        let r = Explorer(engine: engine(file: "flows/tasks.flow")).explore()
        let groups = ExploreOutput.groups(r)
        #expect(groups.count == 2)
        #expect(Set(groups.map(\.gesture)) == ["swipe", "back"])
        #expect(groups.allSatisfy { $0.subject == "DetailCoordinator" && $0.count == 1 })
    }

    @Test func anEventsGestureNamesTheActionWithoutArgumentsAndEveryBackAsBack() {
        let cases: [(Event, String)] = [
            (.action(screen: "List", cell: nil, name: "select", arguments: ["taskId": .string("a")]), "tap List.select"),
            (.action(screen: "List", cell: "TaskCell", name: "open", arguments: [:]), "tap List.TaskCell.open"),
            (.back, "back"), (.backTo("Home"), "back"), (.backCancelled, "back"),
            (.swipe, "swipe"), (.launch, "launch"), (.selectTab(.index(1)), "tab"),
            (.appEvent(name: "unauthorized", arguments: ["code": .int(401)]), "event"),
            (.finish(screen: "Form", value: .bool(true)), "finish Form"), (.finish(screen: nil, value: nil), "finish"),
        ]
        for (event, gesture) in cases { #expect(event.gesture == gesture, "\(event)") }
    }

    @Test func humanReportListsOneEntryPerBugWithItsVariants() {
        let r = report(Self.twoHolders)
        let text = ExploreOutput.human(r, style: TextStyle(color: false), command: ShellSession.command(for:))
        #expect(text.contains("R301 — 1 bug (2 findings)"), "\(text)")
        #expect(text.contains("(2 variants)"), "\(text)")
        // the shortest finding stands for the group; the longer variant is not printed
        #expect(text.contains("still retained by HomeC"), "\(text)")
        #expect(!text.contains("still retained by OtherC"), "\(text)")
        #expect(text.contains("shortest trace (3 events):"), "\(text)")
        #expect(!text.contains("tap Other.open"), "\(text)")
        #expect(text.contains("1 error, 0 warnings (2 findings)"), "\(text)")
    }

    @Test func humanReportOfSingleFindingsHasNoVariantCount() {
        let r = Explorer(engine: engine(file: "flows/tasks.flow")).explore()
        let text = ExploreOutput.human(r, style: TextStyle(color: false), command: ShellSession.command(for:))
        #expect(text.contains("R301 — 2 bugs\n"), "\(text)")
        #expect(!text.contains("variants"), "\(text)")
        #expect(text.contains("2 errors, 0 warnings (2 findings)"), "\(text)")
    }

    @Test func jsonHasGroupsAndKeepsFindings() throws {
        let r = report(Self.twoHolders)
        let json = ExploreOutput.json(r, command: ShellSession.command(for:))
        let o = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((o["findings"] as? [Any])?.count == 2)
        let groups = try #require(o["groups"] as? [[String: Any]])
        #expect(groups.count == 1)
        let g = try #require(groups.first)
        #expect(g["code"] as? String == "R301")
        #expect(g["subject"] as? String == "DetailC")
        #expect(g["gesture"] as? String == "back")
        #expect(g["count"] as? Int == 2)
        #expect(g["trace"] as? [String] == ["launch", "tap Home.a", "back"])
        #expect((g["message"] as? String)?.contains("retained by HomeC") == true)
        #expect(g["findings"] as? [Int] == [0, 1])
    }

    @Test func sarifHasOneResultPerGroupWithItsVariantCount() throws {
        let r = report(Self.twoHolders)
        let sarif = ExploreOutput.sarif(r, command: ShellSession.command(for:))
        let s = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(s["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let text = (results.first?["message"] as? [String: Any])?["text"] as? String
        #expect(text?.contains("(2 variants)") == true, "\(text ?? "")")
        #expect(text?.contains("shortest trace: launch; tap Home.a; back") == true, "\(text ?? "")")
    }
}

/// `check --explore` for tools: the static diagnostics are part of the document, as the human format prints them.
@Suite("explore output with static diagnostics")
struct ExploreStaticDiagnosticsTests {
    /// A flow with static warnings (T150: Lyrics is never shown, and whatever else `check` says) and a leak the
    /// explorer finds.
    static let warned = Repo.text("flows/tests/static-warning-and-leak.flow")

    func diagnostics() -> [Diagnostic] {
        let o = FlowLoader.load(source: Self.warned)
        #expect(!o.hasErrors)
        #expect(o.diagnostics.map(\.code.rawValue).contains("T150"))
        return o.diagnostics
    }

    @Test func jsonIncludesStaticDiagnostics() throws {
        let ds = diagnostics()
        let r = Explorer(engine: engine(source: Self.warned)).explore()
        let json = ExploreOutput.json(r, diagnostics: ds, command: ShellSession.command(for:))
        let o = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let d = try #require(o["diagnostics"] as? [[String: Any]])
        #expect(d.map { $0["code"] as? String } == ds.map(\.code.rawValue))
        // the same objects as `check --format json`
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(DiagnosticRenderer.json(ds).utf8)) as? [[String: Any]])
        #expect(NSArray(array: d).isEqual(to: plain))
        #expect(o["explored"] as? Bool == true)
        #expect((o["findings"] as? [Any])?.isEmpty == false)
    }

    @Test func sarifIncludesStaticDiagnostics() throws {
        let r = Explorer(engine: engine(source: Self.warned)).explore()
        let ds = diagnostics()
        let sarif = ExploreOutput.sarif(r, diagnostics: ds, command: ShellSession.command(for:))
        let s = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((s["runs"] as? [[String: Any]])?.first)
        let ids = (run["results"] as? [[String: Any]])?.compactMap { $0["ruleId"] as? String } ?? []
        // the static diagnostics first, then the findings
        #expect(Array(ids.prefix(ds.count)) == ds.map(\.code.rawValue))
        #expect(ids.contains("R301"))
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.contains { $0["id"] as? String == "T150" } == true)
    }

}
