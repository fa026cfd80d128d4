// SPDX-License-Identifier: MIT
import Foundation
import TransitPresentation
import Testing
import TransitShellTestSupport

/// Diagram files as people use them: Mermaid that GitHub renders from Markdown, state views that show something.
@Suite("Render output")
struct RenderOutputTests {
    @Test func mermaidInMarkdownIsFencedAndBareInMmd() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        for name in ["flow.md", "flow.mmd"] {
            let r = try runProcess(transit, ["render", "flows/tasks.flow", "-o", dir.file(name)])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let md = try #require(dir.read("flow.md"))
        #expect(md.hasPrefix("```mermaid\nflowchart LR\n"), "\(md.prefix(40))")
        #expect(md.hasSuffix("\n```\n"))
        #expect(md.components(separatedBy: "```").count == 3)
        let mmd = try #require(dir.read("flow.mmd"))
        #expect(mmd.hasPrefix("flowchart LR\n") && !mmd.contains("```"))
        #expect(md.contains(mmd.trimmingCharacters(in: .newlines)))
    }

    @Test func stateViewsWithoutAScriptDrawTheLaunchState() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        for view in ["stack", "coordinators"] {
            let r = try runProcess(transit, ["render", "--view", view, "flows/tasks.flow", "-o", dir.file(view + ".svg")])
            #expect(r.status == 0, "\(r.stderr)")
            let svg = try #require(dir.read(view + ".svg"))
            #expect(svg.contains(view == "stack" ? "List" : "ListCoordinator"), "\(view): \(svg.suffix(300))")
        }
        var s = makeSession(base: dir.path)
        _ = s.ok("load \(Repo.path("flows/tasks.flow"))")
        #expect(s.execute("render --view stack early.svg").error == "nothing to draw yet: the stack view shows the running app; launch first")
        #expect(dir.read("early.svg") == nil)
    }

    /// A path that ends in a finding is drawn (issue 32: `render --path` on a path that leaks exited 2 and drew
    /// nothing, though such a state is what a picture is wanted for); the finding is named on stderr.
    @Test func aPathThatEndsInAFindingIsDrawn() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let r = try runProcess(transit, ["render", "flows/tasks.flow", "--path", "launch; tap select(taskId: \"t1\"); swipe", "-o", dir.file("leak.svg")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("event 3 (swipe) found error [R301]: DetailCoordinator leaked"), "\(r.stderr)")
        let svg = try #require(dir.read("leak.svg"))
        #expect(svg.contains("Detail"))
        // A command that cannot run still draws nothing.
        let bad = try runProcess(transit, ["render", "flows/tasks.flow", "--path", "launch; tap nothing", "-o", dir.file("bad.svg")])
        #expect(bad.status == 2)
        #expect(dir.read("bad.svg") == nil)
    }

    /// `render FLOW --html FILE` writes the interactive page: one file, the flow and its findings in it (issue 32).
    @Test func theInteractivePageIsOneFileWithTheFlowAndItsFindings() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        // The exploration ends by seeing every state, never by its time bound, however loaded the machine.
        let r = try runProcess(transit, ["render", "flows/tasks.flow", "--html", dir.file("tasks.html"), "--explore-seconds", "100000"], timeout: 600)
        #expect(r.status == 0, "\(r.stderr)")
        let page = try #require(dir.read("tasks.html"))
        #expect(page.hasPrefix("<!doctype html>") && page.contains("<svg") && page.contains("window.transitPage"))
        #expect(page.contains("DetailCoordinator leaked"))
        // Asked for both, or with a script, it says which one to give and writes nothing.
        for args in [["-o", dir.file("x.svg"), "--html", dir.file("x.html")], ["--html", dir.file("y.html"), "--script", "flows/tour.transit"], []] {
            let bad = try runProcess(transit, ["render", "flows/tasks.flow"] + args)
            #expect(bad.status == 2, "\(args): \(bad.stderr)")
            #expect(bad.stderr.contains("--html"), "\(bad.stderr)")
        }
        #expect(dir.read("x.html") == nil && dir.read("x.svg") == nil && dir.read("y.html") == nil)
    }

    /// `render --pages`: the overview at -o and one page per coordinator beside it, each readable (labels of 10 px
    /// or more at 1,920 px); a picture too wide to read says so and names --pages (issue 32).
    @Test(arguments: ["journalbuddy", "mastodon", "netnewswire"])
    func pagesAreWrittenBesideTheOverview(app: String) throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let whole = try runProcess(transit, ["render", "flows/realworld/\(app)/app.flow", "-o", dir.file("whole.svg")])
        #expect(whole.status == 0)
        #expect(whole.stderr.contains("--pages draws an overview and one page per coordinator"), "\(whole.stderr)")
        // Mastodon and NetNewsWire: one coordinator shows most screens; its page is split into branches.
        let r = try runProcess(transit, ["render", "flows/realworld/\(app)/app.flow", "-o", dir.file("app.svg"), "--pages"])
        #expect(r.status == 0, "\(r.stderr)")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasPrefix("app") }
        #expect(files.count > 3 && files.contains("app.svg"), "\(files)")
        var linked: Set<String> = []
        for f in files {
            let page = try #require(dir.read(f))
            for other in files where page.contains("xlink:href=\"\(other)\"") { linked.insert(other) }
            if f != "app.svg" { #expect(page.contains("xlink:href=\"app.svg\""), "\(f) links back") }
            let (_, smallest) = try #require(FlowPage.readability(svg: Data(page.utf8)))
            #expect(smallest >= 10, "\(f): \(smallest) px")
        }
        // Every page is reached by a link from another one.
        #expect(linked.union(["app.svg"]) == Set(files), "\(Set(files).subtracting(linked))")
        let bad = try runProcess(transit, ["render", "flows/tasks.flow", "-o", dir.file("x.png"), "--pages"])
        #expect(bad.status == 2 && bad.stderr.contains("--pages writes linked SVG files"), "\(bad.stderr)")
    }

    /// `check --explore --emit-svg DIR` writes one picture per finding: the part of the flow its trace visits and the
    /// state it ends in, with the gesture and the code drawn (issue 32).
    @Test func explorationWritesAPicturePerFinding() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let r = try runProcess(transit, ["check", "--explore", "--emit-svg", dir.file("pictures"), "flows/tasks.flow"], timeout: 120)
        #expect(r.status == 1, "\(r.stderr)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.file("pictures"))) ?? []
        #expect(files.sorted() == ["tasks-001-R301-DetailCoordinator.svg", "tasks-002-R301-DetailCoordinator.svg"], "\(files)")
        let first = try #require(dir.read("pictures/tasks-001-R301-DetailCoordinator.svg"))
        #expect(first.contains("R301 coordinator leaked") && first.contains("swipe&#45;down"))
        let refused = try runProcess(transit, ["check", "--emit-svg", dir.file("x"), "flows/tasks.flow"])
        #expect(refused.status == 2, "\(refused.status) \(refused.stderr)")
        #expect(refused.stderr.contains("--emit-svg goes with --explore"))
    }
}
