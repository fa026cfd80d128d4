// SPDX-License-Identifier: MIT
import TransitEngine
import Dispatch
import Foundation
import Synchronization
import TransitModel

extension Explorer {
    /// What expanding one state gave: computed on any thread, merged in breadth-first order on one.
    struct Expansion: Sendable {
        enum Outcome: Sendable {
            case crashed, expanded, depthBound
            case growth(Growth, finalStack: [String]?)
            case deadEnd(top: String)
        }
        var outcome: Outcome
        var screens: [String] = []
        var coordinators: [String] = []
        var successors: [Successor] = []
    }

    struct Successor: Sendable {
        /// Its place among `engine.concreteEvents(in:)` of the state expanded (traces are replayed from these).
        var eventIndex: Int32
        var event: Event
        var diagnostics: [RuntimeDiagnostic]
        var fingerprint: UInt64
        /// The canonical state, unless it was already seen when the batch started.
        var state: SimState?
        /// What the flow's requirements say of this event and the state it gives (nil when the flow has none).
        var facts: RequirementFacts?
    }

    /// Runs the search. `progress` is called about every 1,000 states; `shouldStop` is polled (Ctrl-C);
    /// `residentMB` tells the process's memory for the memory bound; `now` is the clock (seconds) the time bound
    /// and the report read — injected, so a test can run the search on a clock of its own.
    ///
    /// Breadth-first, level by level, in batches: the states of a batch are expanded on `bounds.jobs` threads
    /// (applying every event, fingerprinting each successor), then merged one by one in queue order. What the
    /// search finds, and the traces it gives, are the same whatever the number of threads.
    public func explore(progress: (Progress) -> Void = { _ in }, shouldStop: () -> Bool = { false },
                        residentMB: () -> Int? = ProcessMemory.residentMB,
                        now: () -> Double = { Date().timeIntervalSinceReferenceDate }) -> Report {
        var report = Report()
        report.storage = bounds.storage
        report.jobs = max(1, bounds.jobs)
        let start = now()
        guard engine.flow.app != nil else { return report }
        let truncated = engine.truncatedArguments()
        if !truncated.isEmpty {
            // Not every value combination is tried: the search cannot claim to be complete.
            report.boundHit = "argument combinations of \(truncated.prefix(3).joined(separator: ", ")) (at most \(Engine.maxCombinations) tried)"
        }
        // Parent links (index of the parent, index of the event among its events) give the shortest trace.
        var parent: [Int32] = [-1]
        var eventIndex: [Int32] = [0]
        var visited = VisitedSet(exact: bounds.storage == .exact)
        let root = SimState()
        let rootFingerprint = root.canonicalFingerprint()
        let rootEncoding = visited.encode(root)
        _ = visited.insert(rootFingerprint, encoding: rootEncoding)
        // The queue keeps states encoded (tens of bytes each), decoded again when their batch is expanded.
        var level = EncodedLevel()
        level.append(rootEncoding)
        var levelStart = 0
        var depth = 0
        var stored = 1
        let baselineMB = residentMB() ?? 0
        var seenFindings = Set<String>()
        var deadEndScreens = Set<String>()
        var lastProgress = -1
        var stop = false
        var requirements = RequirementTracker(engine.flow.requirements)
        requirements.noteState(0, fingerprint: rootFingerprint, facts: nil)
        let batchSize = 64 * report.jobs

        func trace(_ i: Int) -> [Event] { replayTrace(path(to: i, parent: parent, eventIndex: eventIndex)) }

        search: while !level.isEmpty {
            var next = EncodedLevel()
            var offset = 0
            while offset < level.count {
                if shouldStop() { report.interrupted = true; break search }
                let elapsed = now() - start
                if elapsed > bounds.maxSeconds { report.boundHit = "time (\(Int(bounds.maxSeconds)) s)"; break search }
                let added = residentMB().map { $0 - baselineMB }
                if stored > 1, let added, added > bounds.maxMemoryMB {
                    report.boundHit = "memory (\(bounds.maxMemoryMB) MB)"
                    break search
                }
                if stored / 1000 != lastProgress {
                    lastProgress = stored / 1000
                    progress(Progress(states: stored, depth: depth, elapsed: elapsed, addedMB: added))
                }
                let batch = offset..<min(level.count, offset + batchSize)
                let expansions = expand(level, batch, depth: depth, visited: visited,
                                        known: (report.reachedScreens, report.reachedCoordinators))
                for (k, x) in expansions.enumerated() {
                    let i = levelStart + offset + k
                    report.expanded += 1
                    report.maxDepth = max(report.maxDepth, depth)
                    report.reachedScreens.formUnion(x.screens)
                    report.reachedCoordinators.formUnion(x.coordinators)
                    switch x.outcome {
                    case .crashed: requirements.noteUnexpanded(i); continue
                    case .depthBound:
                        requirements.noteUnexpanded(i)
                        report.boundHit = report.boundHit ?? "depth (\(bounds.maxDepth) events)"
                        continue
                    case .growth(let g, let finalStack):
                        // The state space is infinite past here: the search stops expanding this state and says so.
                        report.prunedAtGrowth += 1
                        requirements.noteUnexpanded(i)
                        // `repeatable`: the app repeats this push on purpose; not a finding.
                        if !g.intended, seenFindings.insert("growth:" + g.key).inserted {
                            var f = Finding(ExplorerMessage.unboundedGrowth(g.kind), trace: trace(i), span: nil, subject: g.key)
                            f.finalStack = finalStack
                            report.findings.append(f)
                        }
                        continue
                    case .deadEnd(let top):
                        if deadEndScreens.insert(top).inserted {
                            report.findings.append(Finding(ExplorerMessage.deadEnd(screen: top),
                                trace: trace(i), span: engine.flow.screens[top]?.span, subject: top))
                        }
                        continue
                    case .expanded: break
                    }
                    for t in x.successors {
                        report.transitions += 1
                        for d in t.diagnostics {
                            if seenFindings.insert(Explorer.findingKey(code: d.code, span: d.span, messageKey: d.messageKey)).inserted {
                                report.findings.append(Finding(d.diagnostic, trace: trace(i) + [t.event],
                                                               subject: d.code.rawValue, subjects: d.subjects, messageKey: d.messageKey))
                            }
                        }
                        if let facts = t.facts {
                            for r in requirements.newlyBroken(facts) {
                                report.findings.append(requirements.finding(r, trace: trace(i) + [t.event]))
                            }
                            requirements.noteWitnesses(facts, parent: i, event: t.event)
                        }
                        // Seen when the batch started (no state), or found new (stored below): either way, the edge.
                        defer { if t.facts != nil { requirements.noteEdge(from: i, to: t.fingerprint, event: t.event) } }
                        guard let state = t.state, !stop else { continue }
                        if stored >= bounds.maxStates {
                            // A new state with no room left: the search ends once this state's events are told.
                            if !visited.contains(t.fingerprint, state: state) {
                                report.boundHit = "states (\(bounds.maxStates))"
                                stop = true
                            }
                            continue
                        }
                        // Hash-compact: a state whose fingerprint is known is not encoded (its parts would only fill the tables).
                        if !visited.isExact, visited.containsFingerprint(t.fingerprint) { continue }
                        let encoding = visited.encode(state)
                        if visited.insert(t.fingerprint, encoding: encoding) {
                            next.append(encoding)
                            parent.append(Int32(i))
                            eventIndex.append(t.eventIndex)
                            requirements.noteState(stored, fingerprint: t.fingerprint, facts: t.facts)
                            stored += 1
                        }
                    }
                    if stop { break search }
                }
                offset += batch.count
            }
            levelStart += level.count
            level = next
            depth += 1
        }
        report.states = stored
        report.visitedBytes = visited.tableBytes
        let broken = requirements.brokenReach(states: stored, expanded: report.expanded)
        for (r, i) in broken { report.findings.append(requirements.finding(r, trace: trace(i))) }
        report.findings += requirements.unreachedFindings(complete: report.complete)
        report.requirements = requirements.verdicts(complete: report.complete, trace: trace)
        report.seconds = now() - start
        if report.complete {
            let flow = engine.flow
            for s in flow.screenOrder where !report.reachedScreens.contains(s) {
                report.findings.append(Finding(ExplorerMessage.unreachedScreen(s), trace: [], span: flow.screens[s]?.span, subject: s))
            }
            for c in flow.coordinatorOrder where !report.reachedCoordinators.contains(c) {
                report.findings.append(Finding(ExplorerMessage.unreachedCoordinator(c), trace: [], span: flow.coordinators[c]?.span,
                                               subject: c))
            }
        }
        return report
    }

    /// Expands a batch: on this thread when one job is asked for or the batch is small, else on `bounds.jobs`
    /// threads taking chunks of it in turn. The result is in batch order either way.
    /// `known`: the screens and coordinators already reached, so that only new names come back to the merge.
    func expand(_ level: EncodedLevel, _ batch: Range<Int>, depth: Int, visited: VisitedSet,
                known: (Set<String>, Set<String>)) -> [Expansion] {
        let jobs = max(1, bounds.jobs)
        @Sendable func one(_ k: Int) -> Expansion {
            expand(level.state(k, in: visited), depth: depth, visited: visited, known: known)
        }
        if jobs == 1 || batch.count < 16 { return batch.map(one) }
        let chunk = 8
        let chunks = (batch.count + chunk - 1) / chunk
        let nextChunk = Mutex(0)
        let done = Mutex([[Expansion]?](repeating: nil, count: chunks))
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                let c = nextChunk.withLock { n in defer { n += 1 }; return n }
                guard c < chunks else { return }
                let part = ((batch.lowerBound + c * chunk)..<min(batch.upperBound, batch.lowerBound + (c + 1) * chunk)).map(one)
                done.withLock { $0[c] = part }
            }
        }
        return done.withLock { $0.flatMap { $0 ?? [] } }
    }

    /// Everything about one state that does not depend on the states found so far in this batch.
    func expand(_ state: SimState, depth: Int, visited: VisitedSet, known: (Set<String>, Set<String>)) -> Expansion {
        var x = Expansion(outcome: .expanded)
        for (_, c) in state.controllers {
            if case .screen(let s) = c.kind, !known.0.contains(s.screen) { x.screens.append(s.screen) }
        }
        for (_, c) in state.coordinators where !known.1.contains(c.name) { x.coordinators.append(c.name) }
        if state.crash != nil { x.outcome = .crashed; return x }
        if let g = growth(state) {
            var finalStack: [String]?
            if let nav = state.visibleNavigation, case .navigation(let st) = state.controllers[nav]?.kind {
                finalStack = st.map { state.name(of: $0) }
            }
            x.outcome = .growth(g, finalStack: finalStack)
            return x
        }
        let events = engine.concreteEvents(in: state)
        if events.isEmpty, state.launched {
            x.outcome = .deadEnd(top: state.topScreen.flatMap { state.screen($0) }?.screen ?? "nothing")
            return x
        }
        if depth >= bounds.maxDepth { x.outcome = .depthBound; return x }
        let forgotten = engine.flow.requirements.isEmpty ? nil : Forgotten(before: state)
        for (k, e) in events.enumerated() {
            guard let t = try? engine.apply(e, to: state, snapshots: false, steps: false) else { continue }
            // A coordinator or screen may exist only within this event (a child leaked and left out at once, one
            // started and released at once): it was reached all the same. Every coordinator of a successor is the
            // state's own (counted above) or one the event created.
            for name in t.createdCoordinators.sorted() where !known.1.contains(name) && !x.coordinators.contains(name) { x.coordinators.append(name) }
            for (_, c) in t.state.controllers {
                if case .screen(let s) = c.kind, !known.0.contains(s.screen), !x.screens.contains(s.screen) { x.screens.append(s.screen) }
            }
            let fp = dropsUnreachable ? t.state.explorationFingerprint() : t.state.canonical().canonicalFingerprint()
            var canonical: SimState?
            if !visited.containsFingerprint(fp) {
                canonical = t.state.canonical(droppingLeaks: dropsUnreachable)
            } else if visited.isExact {
                let c = t.state.canonical(droppingLeaks: dropsUnreachable)
                if !visited.contains(fp, state: c) { canonical = c }
            }
            let facts = forgotten.map { RequirementFacts(engine.flow.requirements, event: e, forgetting: $0, after: t.state) }
            x.successors.append(Successor(eventIndex: Int32(k), event: e, diagnostics: t.diagnostics, fingerprint: fp,
                                          state: canonical, facts: facts))
        }
        return x
    }

    /// The event indexes from the launch to state `i`.
    func path(to i: Int, parent: [Int32], eventIndex: [Int32]) -> [Int] {
        var out: [Int] = []
        var cur = i
        while cur > 0 { out.append(Int(eventIndex[cur])); cur = Int(parent[cur]) }
        return out.reversed()
    }

    /// The events of a path, found again by replaying it from the launch (the search keeps indexes, not events).
    func replayTrace(_ path: [Int]) -> [Event] {
        var state = SimState()
        var out: [Event] = []
        for k in path {
            let events = engine.concreteEvents(in: state)
            guard k < events.count, let t = try? engine.apply(events[k], to: state, snapshots: false, steps: false) else { break }
            out.append(events[k])
            state = t.state.canonical(droppingLeaks: dropsUnreachable)
        }
        return out
    }
}
