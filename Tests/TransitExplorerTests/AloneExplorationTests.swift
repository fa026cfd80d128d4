// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel
import TransitPresentation

/// Coordinators the launch does not reach, explored on their own under a stand-in parent.
struct AloneExplorationTests {
    /// The launch shows Home, which starts nothing: Profile's flow is unreached. Its child Settings leaks when the
    /// user goes back from it (no `on back`), and Profile itself has no `on back` either — whether that leaks
    /// depends on a parent the flow does not show.
    static let unreached = Repo.text("flows/tests/unreached-coordinator.flow")

    static func load(_ source: String, path: String = "/memory/alone.flow") -> (Flow, (StandIn) -> Flow?) {
        let read: @Sendable (String) throws -> [UInt8] = { _ in Array(source.utf8) }
        let o = FlowLoader.load([path], loader: Loader(read: read))
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        return (o.flow, { s in
            let x = FlowLoader.load([path], standIn: s, loader: Loader(read: read))
            return x.hasErrors ? nil : x.flow
        })
    }

    static func explore(_ source: String, seconds: Double = 1_000, clock: (@Sendable () -> Double)? = nil) -> Explorer.Report {
        let (flow, standIns) = load(source)
        var bounds = Explorer.Bounds()
        bounds.jobs = 1
        bounds.maxSeconds = 1_000
        let explorer = Explorer(engine: Engine(flow: flow), bounds: bounds)
        let now = clock ?? { 0 }
        var report = explorer.explore(now: now)
        explorer.exploreUnreached(&report, seconds: seconds, load: standIns, now: now)
        return report
    }

    @Test func theStandInStartsTheCoordinatorAsTheFlowDoesAndGivesEveryValueOfAFiniteInput() throws {
        let (flow, standIns) = Self.load(Self.unreached)
        let profile = try #require(StandIn(for: "ProfileCoordinator", in: flow))
        #expect(profile.how == "as push")   // nobody starts it, and its root has no navigation controller of its own
        #expect(profile.startText() == "start ProfileCoordinator(userId: \"a\", editing: any) alone (as push)")
        #expect(profile.startText(["standIn_editing": .bool(true)]) == "start ProfileCoordinator(userId: \"a\", editing: true) alone (as push)")
        let settings = try #require(StandIn(for: "SettingsCoordinator", in: flow))
        #expect(settings.how == "as push")   // as ProfileCoordinator starts it
        let f = try #require(standIns(profile))
        #expect(f.app?.vars.map(\.name) == ["standIn_editing"])
        #expect(f.coordinators[profile.parent] != nil && f.screens[profile.host] != nil)
    }

    @Test func theVerbIsTheFirstStartOfItInTheFlow() throws {
        let source = """
        app A { launch Root }
        coordinator Root { root Home withNavigation; on Home.go { start Sheet as present formSheet withNavigation then (ok) { dismiss; release } } }
        screen Home { action go }
        screen Page { action done }
        coordinator Sheet -> Bool { root Page; on Page.done { terminate(true) } }
        coordinator Lonely { root Page withNavigation; on Page.done { terminate } }
        coordinator Silent { start { push Page } ; on Page.done { terminate } }
        """
        let (flow, standIns) = Self.load(source)
        #expect(StandIn(for: "Sheet", in: flow)?.how == "as present formSheet withNavigation")
        #expect(StandIn(for: "Lonely", in: flow)?.how == "as root")   // its own navigation controller: the window's root
        #expect(StandIn(for: "Silent", in: flow)?.how == "with no transition")
        for name in ["Sheet", "Lonely", "Silent"] {
            let s = try #require(StandIn(for: name, in: flow))
            #expect(standIns(s) != nil, "the stand-in for \(name) checks")
        }
    }

    @Test func theStandInsNamesNeverClashWithTheFlows() throws {
        let source = """
        app A { launch TransitStandIn withNavigation }
        screen TransitStandIn { action go }
        screen TransitStandInHost { action go }
        screen Page { action done }
        coordinator Child { root Page; on Page.done { terminate } }
        """
        let (flow, standIns) = Self.load(source)
        let s = try #require(StandIn(for: "Child", in: flow))
        #expect(s.parent == "TransitStandIn2" && s.host == "TransitStandInHost2")
        #expect(standIns(s) != nil)
    }

    @Test func findsTheLeakInsideAnUnreachedCoordinatorAndNothingAboutItsOwnParent() throws {
        let r = Self.explore(Self.unreached)
        let alone = r.findings.filter { $0.standIn != nil }
        let leak = try #require(alone.first { $0.code == .coordinatorLeak })
        #expect(leak.message.hasPrefix("SettingsCoordinator leaked"))
        #expect(leak.trace.map(\.gesture) == ["launch", "tap Profile.settings", "back"])
        // ProfileCoordinator's own back (no `on back`) and app events nobody there handles are the stand-in's.
        #expect(!alone.contains { $0.message.hasPrefix("ProfileCoordinator leaked") })
        #expect(!alone.contains { $0.code == .eventUnhandled })
        #expect(!alone.contains { $0.message.contains("TransitStandIn") })
        // The main search's own findings are there as before, unmarked.
        #expect(r.findings.contains { $0.code == .eventUnhandled && $0.standIn == nil })
        let run = try #require(r.alone.first)
        #expect(r.alone.count == 1)   // SettingsCoordinator was reached under ProfileCoordinator's stand-in
        #expect(run.subject == "ProfileCoordinator" && run.skipped == nil && run.boundHit == nil)
        #expect(run.reachedScreens == ["Profile", "Settings"])
        #expect(run.reachedCoordinators == ["ProfileCoordinator", "SettingsCoordinator"])
        // Names the launch never reaches say that they were reached alone.
        #expect(r.findings.contains { $0.message == "screen 'Settings' is never shown from launch (it is when ProfileCoordinator is explored alone)" })
        #expect(r.findings.contains { $0.message == "coordinator 'ProfileCoordinator' is never started from launch (it was explored alone, under a stand-in parent)" })
        // The human report says where the trace starts.
        let text = ExploreOutput.human(r, style: TextStyle(color: false), command: { $0.description })
        #expect(text.contains("SettingsCoordinator leaked"))
        #expect(text.contains("1. start ProfileCoordinator(userId: \"a\", editing: false) alone (as push)"))
        #expect(text.contains("explored alone, each under a stand-in parent (the launch does not reach them): 1 coordinator"))
    }

    @Test func aCoordinatorThatTerminatesLeavesNothingBehindForTheSearch() {
        // Profile.close terminates ProfileCoordinator: the stand-in closes what it showed, so no later tap on a
        // screen of a released coordinator is reported.
        let r = Self.explore(Self.unreached)
        #expect(!r.findings.contains { $0.code == .tapIgnored && $0.standIn != nil })
        #expect(!r.findings.contains { $0.code == .releasedEarly && $0.standIn != nil })
    }

    @Test func whatDependsOnTheMissingParentIsLeftOut() throws {
        // FeedCoordinator is a tab's (its tab bar is not reached): its root has nothing to do, which a tab bar would
        // not make a dead end; its handler of `refresh` may never run where a parent takes the event first.
        let source = """
        app A { launch Start withNavigation }
        event refresh
        screen Start { action go { log "no" } }
        screen Feed { }
        screen Sheet { action close }
        tabs Main { tab feed: FeedCoordinator withNavigation }
        coordinator FeedCoordinator {
          root Feed
          on refresh { present Sheet }
        }
        """
        let r = Self.explore(source)
        // A second refresh presents on a busy presenter: found under the stand-in, and left out.
        #expect(r.alone.map(\.subject) == ["FeedCoordinator"] && r.alone.first?.reachedScreens == ["Feed", "Sheet"])
        #expect(r.alone.first?.standIn?.how == "as root withNavigation")
        #expect(!r.findings.contains { $0.standIn != nil }, "\(r.findings.filter { $0.standIn != nil }.map(\.message))")
        // Under the stand-in itself, the event's finding is there.
        let (flow, standIns) = Self.load(source)
        let standIn = try #require(StandIn(for: "FeedCoordinator", in: flow))
        let raw = Explorer(engine: Engine(flow: try #require(standIns(standIn)))).explore()
        #expect(raw.findings.contains { f in f.code == .presentOnBusy && f.trace.contains { $0.gesture == "event" } })
    }

    @Test func theTimeIsSharedAndWhatHasNoneLeftIsSaid() {
        // A clock that has already run out when the second exploration would start.
        let two = Self.unreached + """

        screen Other { action done }
        coordinator OtherCoordinator { root Other; on Other.done { terminate } }
        """
        let ticks = Locked(0.0)
        let r = Self.explore(two, seconds: 10, clock: { ticks.update { t in t += 6; return t } })
        // The first one ran out of its share before it reached SettingsCoordinator; nothing was left for the rest.
        // Then the screens none of them reached, each to be shown alone: no time for those either.
        #expect(r.alone.map(\.subject) == ["ProfileCoordinator", "OtherCoordinator", "SettingsCoordinator", "Profile", "Settings", "Other"])
        #expect(r.alone.map(\.isScreen) == [false, false, false, true, true, true])
        #expect(r.alone.first?.skipped == nil && r.alone.first?.boundHit?.hasPrefix("time") == true)
        #expect(r.alone.dropFirst().allSatisfy { $0.skipped == "no time left" })
        let text = ExploreOutput.human(r, style: TextStyle(color: false), command: { $0.description })
        #expect(text.contains("not explored alone (no time left): OtherCoordinator, SettingsCoordinator, Profile, Settings, Other"))
        #expect(text.contains("(1 stopped by a bound)"))
    }

    /// A part of the flow nothing reaches from launch, and no coordinator either: screens only (an import whose
    /// launch is not read). Filters presents Receipt from a screen it is taking down.
    static let unreachedScreens = """
    app Shop { launch Home withNavigation }
    screen Home { action refresh { log "refreshed" } }
    screen Catalog { action filter { present Filters formSheet withNavigation }; action close }
    screen Filters { action apply { dismiss; present Receipt(orderId: "x", paid: true) } }
    screen Receipt(orderId: String, paid: Bool) -> Bool { action done { dismiss } }
    """

    @Test func screensNothingReachesAreShownAloneAsTheFlowShowsThem() throws {
        let (flow, _) = Self.load(Self.unreachedScreens)
        // The roots of the unreached parts come first (nothing shows Catalog), then the others in order.
        #expect(Explorer.unreachedScreens(flow, reached: ["Home"]) == ["Catalog", "Filters", "Receipt"])
        #expect(StandIn(screen: "Catalog", in: flow)?.how == "as push")   // nothing shows it: pushed, as most screens are
        #expect(StandIn(screen: "Filters", in: flow)?.how == "as present formSheet withNavigation")
        let receipt = try #require(StandIn(screen: "Receipt", in: flow))
        #expect(receipt.startText() == "show Receipt(orderId: \"a\", paid: any) alone (as present)")
        let r = Self.explore(Self.unreachedScreens)
        // Catalog's run covers Filters; Receipt, which Filters never manages to show, gets its own.
        #expect(r.alone.map(\.subject) == ["Catalog", "Receipt"] && r.alone.allSatisfy(\.isScreen))
        #expect(r.alone.first?.reachedScreens == ["Catalog", "Filters"])
        // What Filters' own code does wrong is found, with a trace that starts with the stand-in's show.
        let gone = try #require(r.findings.first { $0.code == .presentNotInHierarchy })
        #expect(gone.standIn?.subject == "Catalog")
        let text = ExploreOutput.human(r, style: TextStyle(color: false), command: { $0.description })
        #expect(text.contains("1. show Catalog alone (as push)"), "\(text)")
        #expect(text.contains("explored alone, each under a stand-in parent (the launch does not reach them): 2 screens"), "\(text)")
        // Names never reached say they were reached alone; dead ends and the stand-in's own names are left out (it
        // is Catalog's owner, which handles no `close`).
        #expect(r.findings.contains { $0.message == "screen 'Filters' is never shown from launch (it is when Catalog is explored alone)" })
        #expect(!r.findings.contains { $0.standIn != nil && ($0.code == .deadEnd || $0.message.contains("TransitStandIn")) })
    }

    @Test func theLaunchReachingEveryCoordinatorExploresNothingAlone() {
        let o = FlowLoader.load([root + "/flows/tasks.flow"])
        let explorer = Explorer(engine: Engine(flow: o.flow))
        var r = explorer.explore()
        let before = r.findings.count
        explorer.exploreUnreached(&r, seconds: 10, load: { _ in Issue.record("nothing to stand in for"); return nil })
        #expect(r.alone.isEmpty && r.findings.count == before)
    }

}
