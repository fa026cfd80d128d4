// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
@testable import TransitEngine
@testable import TransitExplorer
import TransitLanguage
import TransitModel

/// The reproductions of issue 30 (Tests/Repros/, each file's header says what UIKit does): each gives UIKit's answer.
@Suite("UIKit-true answers on the reproductions")
struct ReproTests {
    static func path(_ name: String) -> String { "Tests/Repros/\(name).flow" }

    static func explore(_ name: String) -> Explorer.Report {
        let o = FlowLoader.load([Sim.repoRoot + "/" + path(name)])
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        var b = Explorer.Bounds()
        b.maxDepth = 200
        return Explorer(engine: Engine(flow: o.flow), bounds: b).explore()
    }

    @Test func aPushFromADeallocatedTabStackGoesNowhere() throws {
        var s = Sim(file: Self.path("push-from-detached-tab-stack-lands-on-window-stack"))
        s.send(.launch)
        s.tap("open", on: "A")
        s.send(.appEvent(name: "replaceStack", arguments: [:]))
        s.tap("done", on: "Sheet")
        #expect(s.stack == ["Other"], "\(s.stack)")
        // TabChild keeps the tab's navigation controller (a strong property): D goes where nothing shows it, silently.
        #expect(!s.codes.contains("R203"), "\(s.lastDiagnostics.map(\.message))")
        #expect(s.lastSteps.contains { $0.message.contains("D is pushed where nothing shows it") }, "\(s.lastSteps.map(\.message))")
        let r = Self.explore("push-from-detached-tab-stack-lands-on-window-stack")
        #expect(!r.findings.contains { $0.trace.last == .back }, "\(r.findings.map { "\($0.code): \($0.trace)" })")
        // As the repro's Swift writes it (`weak var navigationController`): nil, so UIKit does nothing (R203).
        let source = try String(contentsOfFile: Sim.repoRoot + "/" + Self.path("push-from-detached-tab-stack-lands-on-window-stack"), encoding: .utf8)
        var w = Sim(source.replacingOccurrences(of: "coordinator TabChild {", with: "coordinator TabChild {\n  weakNavigation"))
        w.send(.launch)
        w.tap("open", on: "A")
        w.send(.appEvent(name: "replaceStack", arguments: [:]))
        w.tap("done", on: "Sheet")
        #expect(w.stack == ["Other"], "\(w.stack)")
        #expect(w.codes.contains("R203"), "\(w.lastDiagnostics.map(\.message))")
    }

    @Test func aChildThatCanNeverShowAScreenLeaksAtOnce() {
        var s = Sim(file: Self.path("child-that-never-shows-a-screen-not-reported"))
        s.send(.launch)
        s.tap("open", on: "Home")
        #expect(s.codes == ["R301"], "\(s.lastDiagnostics.map(\.message))")
        #expect(s.lastDiagnostics.first?.message.contains("Child leaked") == true)
    }

    @Test func aTabSelectedRightAfterARootSwapIsOnTheNewTabBar() {
        var s = Sim(file: Self.path("tab-selected-after-root-swap-hits-old-tab-bar"))
        s.send(.launch)
        s.tap("done", on: "Start")
        #expect(!s.codes.contains("R212"), "\(s.lastDiagnostics.map(\.message))")
        #expect(s.top == "B")
    }

    @Test func aBackButtonForANavigationControllerEmbeddedInAContainer() {
        var s = Sim(file: Self.path("no-back-button-in-embedded-navigation-controller"))
        s.send(.launch)
        s.tap("open", on: "A")
        #expect(s.stack == ["A", "B"])
        #expect(s.engine.enabledEvents(in: s.state).contains { $0.kind == .back })
        s.send(.back)
        #expect(s.stack == ["A"])
        let r = Self.explore("no-back-button-in-embedded-navigation-controller")
        #expect(!r.findings.contains { $0.code.rawValue == "X403" }, "\(r.findings.map(\.message))")
    }

    @Test func modalsLeftUnderAReplacedRootDoNotMakeTheSearchEndless() {
        let r = Self.explore("explore-never-completes-with-modals-under-replaced-root")
        #expect(r.complete, "bound hit: \(r.boundHit ?? "")")
        #expect(r.states < 50, "\(r.states) states")
        let codes = Set(r.findings.map(\.code.rawValue))
        #expect(codes.isSuperset(of: ["R301", "R302"]), "\(codes)")
    }

    @Test func anAppEventStillReachesALeakedChildItsParentRetains() {
        let r = Self.explore("app-event-to-retained-child-lost-in-explorer")
        #expect(!r.findings.contains { $0.code.rawValue == "R215" }, "\(r.findings.map(\.message))")
        #expect(r.findings.contains { $0.code.rawValue == "R207" }, "the second link while the overlay is up: \(r.findings.map(\.message))")
    }

    @Test func aRetainCycleClosedAfterTheLeakWasReportedIsFound() {
        let r = Self.explore("strong-parent-cycle-after-reported-leak-missed-by-explorer")
        #expect(r.complete)
        let cycle = r.findings.first { $0.code.rawValue == "R301" && $0.message.contains("retain cycle") }
        #expect(cycle != nil, "\(r.findings.map(\.message))")
        #expect(cycle?.trace.count == 5, "\(cycle?.trace.map(\.description) ?? [])")
    }

    @Test func anAlertFromViewDidLoadIsRefusedAsAnyPresentation() {
        var s = Sim(file: Self.path("alert-from-view-did-load-not-reported"))
        s.send(.launch)
        s.tap("open", on: "Home")
        #expect(s.codes == ["R208"], "\(s.lastDiagnostics.map(\.message))")
        #expect(s.lastDiagnostics.first?.message.hasPrefix("Attempt to present <UIAlertController> (\"") == true && s.lastDiagnostics.first?.message.contains(") on <D") == true, "\(s.lastDiagnostics.map(\.message))")
        #expect(s.top == "D")
    }

    @Test func aPresentAfterARootSwapInTheSameBodyGoesOnTheNewRoot() {
        var s = Sim(file: Self.path("present-after-reroot-in-same-body"))
        s.send(.launch)
        #expect(s.top == "Welcome")
        s.tap("login", on: "Welcome")
        s.send(.appEvent(name: "logout", arguments: [:]))
        #expect(!s.codes.contains("R208"), "\(s.lastDiagnostics.map(\.message))")
        #expect(s.top == "Welcome")
    }

    @Test func tabAndPushAfterARootSwapInTheSameBodyActOnTheNewRoot() {
        var s = Sim(file: Self.path("stale-container-after-reroot-same-event"))
        s.send(.launch)
        s.send(.appEvent(name: "notification", arguments: [:]))
        #expect(!s.codes.contains("R203"), "\(s.lastDiagnostics.map(\.message))")
        #expect(s.stack == ["C", "B"], "\(s.stack)")
        // After an earlier re-root with a sheet up, the same.
        var t = Sim(file: Self.path("stale-container-after-reroot-same-event"))
        t.send(.launch)
        t.tap("sheet", on: "A")
        t.send(.appEvent(name: "reroot", arguments: [:]))
        t.send(.appEvent(name: "notification", arguments: [:]))
        #expect(!t.codes.contains("R203"), "\(t.lastDiagnostics.map(\.message))")
        #expect(t.stack == ["C", "B"], "\(t.stack)")
    }

    @Test func aCoordinatorActsFromTheTabBarItHoldsBeforeAndAfterAReRoot() {
        for reroot in [false, true] {
            var s = Sim(file: Self.path("container-after-reroot-is-top-modal"))
            s.send(.launch)
            if reroot { s.send(.appEvent(name: "reroot", arguments: [:])) }
            s.tap("sheet", on: "A")
            s.send(.appEvent(name: "ev", arguments: [:]))
            #expect(s.lastSteps.contains { $0.message.contains("presenting: leave it") }, "reroot \(reroot): \(s.lastSteps.map(\.message))")
            #expect(s.lastDiagnostics.isEmpty, "reroot \(reroot): \(s.lastDiagnostics.map(\.message))")
        }
    }

    @Test func aScreenlessCoordinatorPresentsFromTheTabBarItMadeTheRoot() {
        var s = Sim(file: Self.path("rootless-coordinator-presents-from-first-tab"))
        s.send(.launch)
        s.send(.selectTab(.name("c")))
        s.send(.appEvent(name: "ev", arguments: [:]))
        #expect(s.lastDiagnostics.isEmpty, "\(s.lastDiagnostics.map(\.message))")
        #expect(s.modals == ["M"])
    }

    @Test func aResultOnlyAButtonDeliversIsNotOfferedAsASpontaneousFinish() {
        var s = Sim(file: Self.path("delegate-result-offered-as-spontaneous-finish"))
        s.send(.launch)
        s.tap("choose", on: "A")
        #expect(!s.engine.enabledEvents(in: s.state).contains { $0.kind == .finish }, "\(s.engine.enabledEvents(in: s.state))")
        let r = Self.explore("delegate-result-offered-as-spontaneous-finish")
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
    }

    @Test func releasingACoordinatorUnderASelfContainedSheetLosesNothing() {
        var s = Sim(file: Self.path("released-coordinator-with-self-contained-sheet"))
        s.send(.launch)
        s.tap("open", on: "Home")
        s.tap("share", on: "A")
        s.send(.appEvent(name: "resetStack", arguments: [:]))
        #expect(!s.codes.contains("R303"), "\(s.lastDiagnostics.map(\.message))")
        #expect(s.modals == ["SystemSheet"])
    }

    @Test func autoReleaseFiresForATabBarOfTabCoordinators() {
        var s = Sim(file: Self.path("autorelease-tab-bar-of-coordinator-tabs"))
        s.send(.launch)
        s.tap("open", on: "Start")
        #expect(s.lastSteps.contains { $0.message.contains("present A in Tabs (UITabBarController) (fullScreen) on Start") }, "\(s.lastSteps.map(\.message))")
        s.tap("close", on: "A")
        #expect(s.lastDiagnostics.isEmpty, "\(s.lastDiagnostics.map(\.message))")
        #expect(s.coordinators == ["Parent"], "\(s.coordinators)")
    }

    /// `weakNavigation` says the coordinator borrows its navigation controller (`unowned let`): no cycle. The same
    /// flow without it (a strong property) keeps the cycle.
    @Test func aBorrowedNavigationControllerMakesNoCycle() throws {
        let source = try String(contentsOfFile: Sim.repoRoot + "/" + Self.path("unowned-navigation-controller-no-cycle"), encoding: .utf8)
        let weak = source.replacingOccurrences(of: "coordinator TabChild {", with: "coordinator TabChild {\n  weakNavigation")
        #expect(weak != source)
        for (text, cycle) in [(weak, false), (source, true)] {
            var s = Sim(text)
            s.send(.launch)
            s.tap("logout", on: "A")
            #expect(s.codes.contains("R301") == cycle, "weakNavigation: \(!cycle): \(s.lastDiagnostics.map(\.message))")
            if !cycle {
                #expect(s.lastSteps.contains { $0.message == "A.deinit" } && s.lastSteps.contains { $0.message == "TabChild.deinit" }, "\(s.lastSteps.map(\.message))")
                #expect(s.top == "B")
            }
        }
    }
}
