// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitEngine
import TransitExplorer
import TransitModel
import TransitPresentation
import TransitShell

let root = PackageRoot.url.path

func engine(file: String) -> Engine {
    let o = FlowLoader.load([root + "/" + file])
    #expect(!o.hasErrors)
    return Engine(flow: o.flow)
}

func engine(source: String) -> Engine {
    let o = FlowLoader.load(source: source)
    #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
    return Engine(flow: o.flow)
}

func tasksSource(withBack: Bool) throws -> String {
    var s = try String(contentsOfFile: root + "/flows/tasks.flow", encoding: .utf8)
    if withBack {
        s = s.replacingOccurrences(of: "  on Detail.cancel { terminate(false) }", with: "  on Detail.cancel { terminate(false) }\n  on back { terminate(false) }")
    }
    return s
}

@Test func findsTheSwipeAndBackLeaksOfTasksWithShortestTraces() throws {
    let r = Explorer(engine: engine(file: "flows/tasks.flow")).explore()
    #expect(r.complete)
    let leaks = r.findings.filter { $0.code == .coordinatorLeak }
    #expect(leaks.count == 2)
    let swipe = try #require(leaks.first { $0.message.contains("swipe-down") })
    #expect(swipe.trace == [.launch, .action(screen: "List", cell: nil, name: "select", arguments: ["taskId": .string("a")]), .swipe])
    let back = try #require(leaks.first { $0.message.contains("back button") })
    #expect(back.trace.count == 3)
    #expect(back.trace.last == .back)
}

@Test func correctedTasksHasNoFindings() throws {
    let r = Explorer(engine: engine(source: try tasksSource(withBack: true))).explore()
    #expect(r.complete)
    #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
}

@Test func pushCycleReportsUnboundedGrowthInsteadOfRunningForever() {
    let e = engine(source: """
    app Loop { launch A withNavigation }
    screen A { action next { push B } }
    screen B { action next { push A } }
    """)
    let r = Explorer(engine: e).explore()
    #expect(r.complete)
    let g = r.findings.filter { $0.code == .unboundedGrowth }
    #expect(g.count >= 1)
    #expect(g.first?.message.contains("grow without bound") == true)
    #expect(r.states < 50)
}

@Test func emittedScriptsReproduceTheirFindings() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-explore-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for flow in ["flows/tasks.flow", "flows/reviews.flow", "flows/transitable.flow"] {
        let r = Explorer(engine: engine(file: flow)).explore()
        for f in r.findings where !f.trace.isEmpty {
            let text = TraceScript.text(for: f, flowPath: root + "/" + flow, scriptDirectory: dir)
            let path = dir + "/" + TraceScript.fileName(1, f)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let runner = ScriptRunner(style: TextStyle(color: false), write: { _ in }, writeError: { _ in })
            var report = ScriptRunner.Report()
            runner.run(path: path, into: &report)
            #expect(report.exitStatus == 0, "\(path): \(text)")
            #expect(report.passed >= 1)
        }
    }
}

@Test func deadEndIsFound() {
    let e = engine(source: """
    app Stuck { launch Home }
    screen Home { action open { present Wall fullScreen } }
    screen Wall { }
    """)
    let r = Explorer(engine: e).explore()
    let d = r.findings.filter { $0.code == .deadEnd }
    #expect(d.count == 1)
    #expect(d.first?.subject == "Wall")
    #expect(d.first?.trace.count == 2)
}

@Test func boundsAreReportedWhenHit() {
    var b = Explorer.Bounds()
    b.maxDepth = 1
    let r = Explorer(engine: engine(file: "flows/transitable.flow"), bounds: b).explore()
    #expect(!r.complete)
    #expect(r.boundHit?.hasPrefix("depth") == true)
}

@Test func interruptStopsAndKeepsFindings() {
    var calls = 0
    // Polled before every batch of states: the second poll stops the search.
    let r = Explorer(engine: engine(file: "flows/tasks.flow")).explore(shouldStop: { calls += 1; return calls > 1 })
    #expect(r.interrupted)
    #expect(!r.complete)
}

@Test func canonicalStatesAreEqualAcrossDifferentHistories() throws {
    let e = engine(file: "flows/tasks.flow")
    var a = History(engine: e), b = History(engine: e)
    try a.apply(.launch)
    try b.apply(.launch)
    try b.apply(.action(screen: nil, cell: nil, name: "select", arguments: [:]))
    try b.apply(.action(screen: nil, cell: nil, name: "done", arguments: [:]))
    #expect(a.state != b.state)
    #expect(a.state.canonical() == b.state.canonical())
}

@Test func sarifAndJSONParse() throws {
    let r = Explorer(engine: engine(file: "flows/tasks.flow")).explore()
    let sarif = ExploreOutput.sarif(r, command: ShellSession.command(for:))
    let s = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
    #expect(s?["version"] as? String == "2.1.0")
    let runs = s?["runs"] as? [[String: Any]]
    #expect((runs?.first?["results"] as? [Any])?.count == 2)
    let json = ExploreOutput.json(r, command: ShellSession.command(for:))
    let j = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect((j?["findings"] as? [Any])?.count == 2)
    #expect(j?["complete"] as? Bool == true)
}

@Test func theMemoryBoundStopsTheSearchAndSaysSo() {
    var calls = 0
    // Read once for the baseline, then before every batch of states: the third read finds too much memory.
    let r = Explorer(engine: engine(file: "flows/realworld/notifire/app.flow")).explore(residentMB: { calls += 1; return calls > 2 ? 5_000 : 10 })
    #expect(r.boundHit == "memory (768 MB)")
    #expect(!r.complete)
    #expect(r.states > 1 && r.states < 11_854)
    let unbounded = Explorer(engine: engine(file: "flows/tasks.flow")).explore(residentMB: { nil })
    #expect(unbounded.complete)
}

@Test func fingerprintsFindTheSameStatesAsValues() {
    // The tasks flow's whole state space, counted by value here and by fingerprint in the explorer.
    let e = engine(file: "flows/tasks.flow")
    var seen: Set<SimState> = [SimState()]
    var queue = [SimState()]
    while let s = queue.popLast() {
        for ev in e.concreteEvents(in: s) {
            guard let t = try? e.apply(ev, to: s, snapshots: false) else { continue }
            let n = t.state.canonical(droppingLeaks: true)
            if t.state.crash == nil, seen.insert(n).inserted, seen.count < 5_000 { queue.append(n) }
        }
    }
    let r = Explorer(engine: e).explore()
    #expect(r.complete)
    #expect(r.states == seen.count)
}

@Test func theMemoryBoundCountsOnlyWhatTheSearchAdds() {
    // A process already large (an earlier file's search) does not stop the next search at once.
    var bounds = Explorer.Bounds()
    bounds.maxStates = 1_500      // past two memory checks, and quick on a loaded machine
    bounds.maxSeconds = 600
    let r = Explorer(engine: engine(file: "flows/realworld/notifire/app.flow"), bounds: bounds).explore(residentMB: { 5_000 })
    #expect(r.boundHit == "states (1500)", "\(r.boundHit ?? "")")
}

/// The explorer reads time only through the clock it is given: a clock that jumps a second per reading hits the
/// time bound after the same number of readings on every machine, and the report says so.
@Test func theTimeBoundReadsTheInjectedClock() {
    var bounds = Explorer.Bounds()
    bounds.maxSeconds = 3
    let ticks = Locked(0.0)
    let r = Explorer(engine: engine(file: "flows/realworld/notifire/app.flow"), bounds: bounds)
        .explore(now: { ticks.update { $0 += 1; return $0 } })
    #expect(r.boundHit == "time (3 s)", "\(r.boundHit ?? "none")")
    #expect(r.seconds >= 3)
    #expect(r.states < 100, "stopped after a few readings, not after 3 real seconds: \(r.states) states")
}

/// A coordinator started and released within one event (a local in Swift, freed as start() returns) is in no state
/// the search stores, but it was started: not X402.
@Test func aCoordinatorStartedAndReleasedInOneEventWasReached() {
    let r = Explorer(engine: engine(source: """
    app A { launch Main }
    screen Home { action x }
    screen History { action y }
    coordinator Main {
      root Home withNavigation
      start {
        start HistoryC as push
        release HistoryC
      }
      on Home.x { log "x" }
    }
    coordinator HistoryC { root History }
    """)).explore()
    #expect(r.complete)
    #expect(r.reachedCoordinators.contains("HistoryC"))
    #expect(!r.findings.contains { $0.code == .unreachedCoordinator }, "\(r.findings.map(\.message))")
}
