// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitEngine
import TransitExplorer
import TransitModel

/// Every example and real-app flow of the repository that loads cleanly, but the real apps whose expected.txt bounds
/// them (`bound states N`): larger than a test walks and walked by the real-world corpus test, each costs CI minutes
/// here for invariants that every other flow checks.
let repositoryFlows: [String] = (PackageRoot.flowFiles(in: "flows")
    + ((try? FileManager.default.contentsOfDirectory(atPath: root + "/flows/realworld")) ?? []).sorted()
        .flatMap { PackageRoot.flowFiles(in: "flows/realworld/" + $0) })
    .filter { file in
        let folder = (file as NSString).deletingLastPathComponent
        guard let expected = try? String(contentsOfFile: root + "/" + folder + "/expected.txt", encoding: .utf8) else { return true }
        return !expected.split(separator: "\n").contains { $0.hasPrefix("bound states ") }
    }

/// What a search found, in a form two searches can be compared by.
func signature(_ r: Explorer.Report) -> [String] {
    ["states \(r.states) transitions \(r.transitions) depth \(r.maxDepth) expanded \(r.expanded)",
     "bound \(r.boundHit ?? "none") pruned \(r.prunedAtGrowth)",
     "screens \(r.reachedScreens.sorted())", "coordinators \(r.reachedCoordinators.sorted())"]
        + r.findings.map { "\($0.code.rawValue) \($0.severity) \($0.message) | \($0.trace.map(\.description)) | \($0.finalStack ?? [])" }
}

/// The explorer's two ways of remembering states, and its threads: none may change what it finds.
struct SearchModesTests {
    @Test func theRepositoryHasFlowsToCompareOn() {
        #expect(repositoryFlows.count >= 10)
    }

    /// The first `limit` transitions of a breadth-first walk of `file`'s states (canonical, as the explorer keeps
    /// them); how many were walked, nil for a flow that does not load.
    static func walk(_ file: String, limit: Int = 400, _ body: (Event, Transition) -> Void) -> Int? {
        let o = FlowLoader.load([root + "/" + file])
        guard !o.hasErrors else { return nil }
        let e = Engine(flow: o.flow)
        var queue = [SimState()], seen = Set<SimState>(), checked = 0
        while let s = queue.popLast(), checked < limit {
            for ev in e.concreteEvents(in: s) {
                guard let t = try? e.apply(ev, to: s, snapshots: false, steps: false) else { continue }
                body(ev, t)
                checked += 1
                let canonical = t.state.canonical(droppingLeaks: true)
                if seen.insert(canonical).inserted { queue.insert(canonical, at: 0) }
            }
        }
        return checked
    }

    /// The fingerprint a successor gets without building its canonical copy is the one its canonical copy has.
    @Test(arguments: repositoryFlows)
    func aStatesFingerprintIsItsCanonicalCopysFingerprint(_ file: String) throws {
        let checked = Self.walk(file) { ev, t in
            #expect(t.state.explorationFingerprint() == t.state.canonical(droppingLeaks: true).canonicalFingerprint(), "\(file): after \(ev)")
        }
        if let checked { #expect(checked > 0) }
    }

    /// Reports on leaks and undeliverable results name only what still exists: once a leaked coordinator or a lost
    /// result is gone its report is forgotten, so two states that differ only in such a report are one state.
    @Test(arguments: repositoryFlows)
    func reportsNameOnlyWhatStillExists(_ file: String) throws {
        let checked = Self.walk(file) { ev, t in
            let s = t.state
            #expect(s.reportedLeaks.allSatisfy { s.coordinators[$0] != nil }, "\(file): after \(ev)")
            #expect(s.reportedUndeliverable.allSatisfy { s.pending[$0] != nil }, "\(file): after \(ev)")
        }
        if let checked { #expect(checked > 0) }
    }

    /// The queue and exact storage keep states collapsed: every state decodes to itself, and two states have the
    /// same encoding exactly when they are equal (so exact storage merges what `==` merges, no more, no less).
    @Test(arguments: repositoryFlows)
    func collapsedStatesDecodeToThemselvesAndTellStatesApart(_ file: String) throws {
        var parts = CollapsedStates()
        var byEncoding: [[UInt8]: SimState] = [:]
        var recent: [[UInt8]] = []
        let checked = Self.walk(file) { ev, t in
            let s = t.state.canonical(droppingLeaks: true)
            var bytes: [UInt8] = [7]   // encodings are appended: what was there stays
            parts.encode(s, into: &bytes)
            #expect(bytes.first == 7)
            #expect(parts.matches(s, encodedIn: bytes, at: 1), "\(file): after \(ev)")
            let decoded = parts.decode(bytes, at: 1)
            #expect(decoded.state == s, "\(file): after \(ev)")
            #expect(decoded.end == bytes.count)
            let encoding = Array(bytes.dropFirst())
            if let other = byEncoding[encoding] { #expect(other == s, "\(file): two states, one encoding, after \(ev)") }
            // The last states stored are told apart from this one by `matches` as by their bytes.
            for other in recent.suffix(32) where other != encoding {
                #expect(!parts.matches(s, encodedIn: other, at: 0), "\(file): another state matched after \(ev)")
            }
            if byEncoding.updateValue(s, forKey: encoding) == nil { recent.append(encoding) }
        }
        if let checked {
            #expect(checked > 0)
            #expect(Set(byEncoding.values).count == byEncoding.count, "\(file): one state, two encodings")
        }
    }

    @Test(arguments: repositoryFlows)
    func moreThreadsAndExactStorageFindWhatOneThreadFinds(_ file: String) throws {
        let o = FlowLoader.load([root + "/" + file])
        guard !o.hasErrors else { return }
        var b = Explorer.Bounds()
        // Threads and storage must not change a search at any bound: 400 states cover most example flows whole and
        // the real apps' first layers (the corpus test explores them whole); 3,000 cost CI three minutes more.
        b.maxStates = 400
        let one = Explorer(engine: Engine(flow: o.flow), bounds: b).explore()
        // Two threads, and exact storage, each alone (ParallelExplorerTests runs 8 threads, and 2 with exact storage,
        // on generated flows; 4 threads with exact storage here cost a third of this test's minute).
        for (jobs, storage) in [(2, Explorer.StateStorage.hashCompact), (1, .exact)] {
            var bj = b
            bj.jobs = jobs
            bj.storage = storage
            let other = Explorer(engine: Engine(flow: o.flow), bounds: bj).explore()
            #expect(signature(other) == signature(one), "\(file) with \(jobs) threads, \(storage)")
            #expect(other.jobs == jobs)
        }
    }

    /// Soundness of what the default search merges: with nothing left out of a state (states merged only when
    /// equal up to renumbering, exact storage), every repository flow and reproduction gives the same findings. Where
    /// that search cannot finish (orphaned modals pile up without end), what it found is found by the default too.
    @Test(arguments: repositoryFlows + PackageRoot.flowFiles(in: "Tests/Repros"))
    func mergingNothingFindsWhatTheDefaultFinds(_ file: String) throws {
        let o = FlowLoader.load([root + "/" + file])
        guard !o.hasErrors else { return }
        var b = Explorer.Bounds()
        // Every search that merging nothing completes takes at most 1,155 states (notifire's fixed flow); the others
        // never complete and are compared over their first states, so a larger bound costs minutes and adds nothing.
        b.maxStates = 1_200
        let merged = Explorer(engine: Engine(flow: o.flow), bounds: b).explore()
        var exact = Explorer(engine: Engine(flow: o.flow), bounds: { var x = b; x.storage = .exact; return x }())
        exact.dropsUnreachable = false
        let plain = exact.explore()
        // By code and subjects (a group's first variant may differ); the growth of live coordinators is what keeping
        // leaks already reported (R301) in the state adds, not a new problem.
        func found(_ r: Explorer.Report) -> Set<String> {
            Set(r.findings.filter { !($0.code.rawValue == "X404" && $0.message.contains("live coordinators")) }
                .map { "\($0.code.rawValue) \($0.subjects.sorted())" })
        }
        if plain.complete {
            #expect(merged.complete, "\(file): the default search stopped (\(merged.boundHit ?? "interrupted")) where merging nothing completes")
            #expect(found(merged) == found(plain), "\(file): default \(found(merged).subtracting(found(plain))) / merging nothing \(found(plain).subtracting(found(merged)))")
        } else {
            #expect(found(plain).isSubset(of: found(merged)), "\(file): missed by the default: \(found(plain).subtracting(found(merged)))")
        }
    }

    @Test func theSearchStopsAtTheStateBoundInsteadOfExpandingWhatIsQueued() throws {
        var b = Explorer.Bounds()
        b.maxStates = 40
        let r = Explorer(engine: engine(file: "flows/realworld/journalbuddy/app.flow"), bounds: b).explore()
        #expect(r.boundHit == "states (40)")
        #expect(r.states == 40)
        // Breadth-first: the states of the last level reached are stored, not expanded.
        #expect(r.expanded < 40)
        #expect(r.expanded > 0)
    }

    @Test func hashCompactReportsItsCollisionBoundAndExactReportsNone() throws {
        var b = Explorer.Bounds()
        let compact = Explorer(engine: engine(file: "flows/tasks.flow"), bounds: b).explore()
        let p = try #require(compact.collisionProbability)
        // n² / 2⁶⁵ for the states seen.
        #expect(abs(p - Double(compact.states * compact.states) / pow(2, 65)) < 1e-30)
        #expect(compact.visitedBytes >= compact.states * 8)
        b.storage = .exact
        let exact = Explorer(engine: engine(file: "flows/tasks.flow"), bounds: b).explore()
        #expect(exact.collisionProbability == nil)
        #expect(exact.storage == .exact)
        #expect(signature(exact) == signature(compact))
    }
}
