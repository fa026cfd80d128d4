// SPDX-License-Identifier: MIT
import TransitEngine
import TransitModel

/// Events per second on a long seeded random walk of the 1,000-screen flow: `engine.apply` with snapshots off
/// (what the explorer does) and on (what the shell's history does). Peers: pytransitions and sismic replaying a
/// walk of the same length over the same flow flattened to a state machine.
struct EventSuite {
    static let screens = 1_000
    static let events = 20_000
    static let targetMicros = 20.0

    let context: BenchContext
    var pytransitions: PeerResult?
    var sismic: PeerResult?

    func run() throws -> [Figure] {
        let file = context.generated(EventSuite.screens)
        let outcome = FlowLoader.load([file])
        let engine = Engine(flow: outcome.flow)
        let length = context.quick ? EventSuite.events / 4 : EventSuite.events
        context.log("random walk of \(Number.grouped(length)) events on \(Number.grouped(EventSuite.screens)) screens")
        let walk = RandomWalk.record(engine: engine, length: length, seed: context.seed)
        guard walk.count == length else { throw BenchFailure("the random walk stopped after \(walk.count) events") }
        let mix = walk.kinds.sorted { $0.value > $1.value }.map { "\($0.key) \(Number.grouped($0.value))" }.joined(separator: ", ")
        let shape = "\(Number.grouped(walk.count)) events in \(walk.segments.count) launches (\(mix)); "
            + "\(Number.text(walk.meanControllers)) live controllers on average, at most \(walk.largestState)"
        var figures: [Figure] = []
        for snapshots in [false, true] {
            _ = try walk.replay(on: engine, snapshots: snapshots)  // warm-up
            var per: [Double] = []
            for _ in 0..<context.runs(5) { per.append(try walk.replay(on: engine, snapshots: snapshots) / Double(walk.count) * 1e6) }
            let s = Summary(per)
            let target: Figure.Target = s.median < EventSuite.targetMicros
                ? .init(text: "< 20 µs", met: true)
                : .init(text: "< 20 µs", met: false, miss: Number.ratio(s.median / EventSuite.targetMicros) + " over")
            let name = "engine.apply, snapshots \(snapshots ? "on" : "off"), \(Number.grouped(EventSuite.screens)) screens"
            var f = Figure(group: "Simulation", name: name, unit: "µs/event", better: .lower, transit: s, target: target,
                           note: "\(Number.text(1e6 / s.median)) events/s" + (snapshots ? "" : "; " + shape))
            if let p = pytransitions, !p.eventSeconds.isEmpty {
                f.peer = .init(name: "pytransitions \(p.version)", value: p.microsPerEvent)
            }
            figures.append(f)
            if !snapshots, let p = sismic, !p.eventSeconds.isEmpty {
                var g = Figure(group: "Simulation", name: name, unit: "µs/event", better: .lower, transit: s,
                               note: "sismic fires \(Number.grouped(p.events)) events of the walk per run")
                g.peer = .init(name: "sismic \(p.version)", value: p.microsPerEvent)
                figures.append(g)
            }
        }
        let limit = min(walk.count, 2_000)
        var hist: [Double] = []
        for _ in 0..<context.runs(3) {
            let r = try walk.replayHistory(on: engine, limit: limit)
            hist.append(r.seconds / Double(r.events) * 1e6)
        }
        figures.append(Figure(group: "Simulation", name: "History.apply (shell: snapshots on, every state kept), first \(Number.grouped(limit)) events",
                              unit: "µs/event", better: .lower, transit: Summary(hist)))
        return figures
    }
}
