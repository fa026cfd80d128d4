// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitLanguage
import TransitModel

extension Explorer {
    /// One coordinator or screen the launch does not reach, explored on its own under a stand-in parent.
    public struct AloneRun: Sendable {
        public var subject: String
        public var isScreen = false
        /// How it was started; nil when it could not be (`skipped` says why).
        public var standIn: StandIn?
        public var skipped: String?
        public var states = 0
        public var seconds = 0.0
        public var boundHit: String?
        public var reachedScreens: Set<String> = []
        public var reachedCoordinators: Set<String> = []
        /// Findings about the flow's code it added to the report (the rest were the main search's already).
        public var findings = 0
    }

    /// The coordinators to explore alone, in order: those no coordinator starts (and no tab bar holds) first, as
    /// each one's exploration covers the children it starts; then the others, in declaration order.
    public static func unreachedCoordinators(_ flow: Flow, reached: Set<String>) -> [String] {
        var started = Set<String>()
        for c in flow.coordinators.values { started.formUnion(flow.childCoordinators(of: c).filter { $0 != c.name }) }
        for t in flow.tabBars.values {
            for tab in t.tabs { if case .coordinator(let n) = tab.destination.ref { started.insert(n) } }
        }
        let left = flow.coordinatorOrder.filter { !reached.contains($0) }
        return left.filter { !started.contains($0) } + left.filter { started.contains($0) }
    }

    /// The screens to explore alone once the coordinators have been, in order: those nothing in the flow shows
    /// (the roots of the parts the launch does not reach) first, as each one's exploration covers what it shows;
    /// then the others, in declaration order.
    public static func unreachedScreens(_ flow: Flow, reached: Set<String>) -> [String] {
        var shown = Set<String>()
        for body in flow.everyBody {
            body.forEachNested { e in
                switch e.kind {
                case .show(_, let d, _, _): if case .screen(let n, _) = d.ref { shown.insert(n) }
                case .setStack(let ds, _): for d in ds { if case .screen(let n, _) = d.ref { shown.insert(n) } }
                default: break
                }
            }
        }
        for c in flow.coordinators.values { if case .screen(let n, _)? = c.root?.ref { shown.insert(n) } }
        for t in flow.tabBars.values {
            for tab in t.tabs { if case .screen(let n, _) = tab.destination.ref { shown.insert(n) } }
        }
        let left = flow.screenOrder.filter { !reached.contains($0) }
        return left.filter { !shown.contains($0) } + left.filter { shown.contains($0) }
    }

    /// Explores, one at a time, the coordinators `report` did not reach, then the screens neither it nor they
    /// reached, each under the stand-in `load` gives a flow for (nil: its stand-in does not check), and adds to
    /// `report` what they find about the flow's code, each finding once. A coordinator or screen reached by an
    /// earlier one's exploration is not explored again.
    /// `seconds` is the time all of them share: each gets an equal part of what is left.
    public func exploreUnreached(_ report: inout Report, seconds: Double, load: (StandIn) -> Flow?,
                                 shouldStop: () -> Bool = { false },
                                 now: @escaping () -> Double = { Date().timeIntervalSinceReferenceDate }) {
        let flow = engine.flow
        guard flow.app != nil, !report.interrupted else { return }
        let start = now()
        var seen = Set(report.findings.map(Explorer.findingKey))
        var covered = report.reachedCoordinators
        var coveredScreens = report.reachedScreens
        var queue = Explorer.unreachedCoordinators(flow, reached: covered).map { (name: $0, isScreen: false) }
        var screensQueued = false
        func isCovered(_ item: (name: String, isScreen: Bool)) -> Bool {
            item.isScreen ? coveredScreens.contains(item.name) : covered.contains(item.name)
        }
        while true {
            if queue.isEmpty, !screensQueued {
                // The screens come once every coordinator has had its run: those runs cover many of them.
                screensQueued = true
                queue = Explorer.unreachedScreens(flow, reached: coveredScreens).map { (name: $0, isScreen: true) }
            }
            guard !queue.isEmpty else { break }
            let item = queue.removeFirst()
            let name = item.name
            guard !isCovered(item) else { continue }
            var run = AloneRun(subject: name, isScreen: item.isScreen)
            let left = seconds - (now() - start)
            if shouldStop() { report.interrupted = true; break }
            guard left > 0 else {
                run.skipped = "no time left"
                report.alone.append(run)
                continue
            }
            guard let standIn = item.isScreen ? StandIn(screen: name, in: flow) : StandIn(for: name, in: flow) else {
                run.skipped = "an input has no value the stand-in can give"
                report.alone.append(run)
                continue
            }
            run.standIn = standIn
            // A requirement is about the app's states, not a stand-in's.
            guard var standInFlow = load(standIn) else {
                run.skipped = "its stand-in does not check"
                report.alone.append(run)
                continue
            }
            standInFlow.requirements = []
            var b = bounds
            // The screens not queued yet count as one more share, kept for them all.
            let waiting = queue.filter { !isCovered($0) }.count + (screensQueued || !flow.screenOrder.contains { !coveredScreens.contains($0) } ? 0 : 1)
            let share = left / Double(waiting + 1)
            b.maxSeconds = min(bounds.maxSeconds, share)
            var explorer = Explorer(engine: Engine(flow: standInFlow, maxControllers: engine.maxControllers), bounds: b)
            explorer.dropsUnreachable = dropsUnreachable
            let r = explorer.explore(shouldStop: shouldStop, now: now)
            run.states = r.states
            run.seconds = r.seconds
            run.boundHit = r.interrupted ? "interrupted" : r.boundHit
            let own: Set<String> = [standIn.parent, standIn.host]
            run.reachedScreens = r.reachedScreens.subtracting(own)
            run.reachedCoordinators = r.reachedCoordinators.subtracting(own)
            covered.formUnion(run.reachedCoordinators)
            coveredScreens.formUnion(run.reachedScreens)
            for var f in r.findings where !Explorer.isAboutStandIn(f, standIn) {
                guard seen.insert(Explorer.findingKey(f)).inserted else { continue }
                f.standIn = standIn
                report.findings.append(f)
                run.findings += 1
            }
            report.alone.append(run)
            if r.interrupted { report.interrupted = true; break }
        }
        // A name the launch never reaches, reached alone: say under which stand-in.
        for i in report.findings.indices where report.findings[i].standIn == nil {
            let f = report.findings[i]
            guard let name = f.subject, f.code == .unreachedScreen || f.code == .unreachedCoordinator,
                  let run = report.alone.first(where: { f.code == .unreachedScreen ? $0.reachedScreens.contains(name) : $0.reachedCoordinators.contains(name) })
            else { continue }
            let alone: ExplorerMessage.Alone = run.subject == name ? .itself : .with(run.subject)
            let message: ExplorerMessage = f.code == .unreachedScreen ? .screenReachedOnlyAlone(name, alone: alone)
                : .coordinatorReachedOnlyAlone(name, alone: alone)
            // Its key stays the unreached finding's: one name, one finding.
            report.findings[i].diagnostic = Diagnostic(message, at: f.span)
        }
    }

    /// A finding of a stand-in's exploration that depends on the stand-in rather than on the flow's code: about
    /// the stand-in or the coordinator's own life as a child (see `StandIn.isAbout`), a name never reached in it, an
    /// app event's, or a dead end.
    static func isAboutStandIn(_ f: Finding, _ standIn: StandIn) -> Bool {
        // Names it never reached, and app events: the app's coordinators that handle those are not there, and one of
        // them may take the event before this coordinator would.
        if [.unreachedScreen, .unreachedCoordinator, .eventUnhandled, .linkMissed].contains(f.code) { return true }
        if f.trace.contains(where: { if case .appEvent = $0 { true } else { false } }) { return true }
        // A root the stand-in shows alone may be a tab, whose bar the user could still switch.
        if f.code == .deadEnd { return true }
        return standIn.isAbout(subjects: f.subjects.isEmpty ? f.subject.map { [$0] } ?? [] : f.subjects, span: f.span)
    }

    /// One problem, whatever path found it: its code, place and message without instance numbers.
    /// One problem: its code, its place and what it says of screens (instances unnumbered).
    static func findingKey(code: DiagnosticCode, span: SourceSpan?, messageKey: String) -> String {
        "\(code.rawValue)|\(span?.description ?? "")|" + messageKey
    }

    static func findingKey(_ f: Finding) -> String { findingKey(code: f.code, span: f.span, messageKey: f.messageKey) }
}
