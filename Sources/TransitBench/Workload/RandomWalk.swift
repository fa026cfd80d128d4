// SPDX-License-Identifier: MIT
import TransitEngine
import TransitModel

/// A seeded random walk through the simulator: from launch, a uniformly chosen enabled event at every step
/// (`engine.concreteEvents(in:)`). A user does not build a stack of hundreds of screens, so when the app has more
/// than `maxControllers` live view controllers, crashed, or has nothing left to do, the walk relaunches; each
/// launch starts a new segment. Replaying the segments gives the same states every time.
struct RandomWalk {
    var segments: [[Event]] = []
    var count = 0
    var kinds: [String: Int] = [:]
    var diagnostics = 0
    /// Runtime diagnostics met on the way, by code.
    var codes: [String: Int] = [:]
    var largestState = 0
    var controllerSum = 0

    var meanControllers: Double { count == 0 ? 0 : Double(controllerSum) / Double(count) }

    static func record(engine: Engine, length: Int, seed: UInt64, maxControllers: Int = 60) -> RandomWalk {
        var walk = RandomWalk()
        var rng = SplitMix64(seed: seed)
        var state = SimState()
        var segment: [Event] = []
        var refused = 0
        while walk.count < length && refused < 10 * length {
            var event = Event.launch
            if state.launched {
                let events = state.crash == nil && state.controllers.count <= maxControllers ? engine.concreteEvents(in: state) : []
                if events.isEmpty {
                    walk.segments.append(segment)
                    segment = []
                    state = SimState()
                } else {
                    event = events[rng.below(events.count)]
                }
            }
            guard let t = try? engine.apply(event, to: state, snapshots: false) else { refused += 1; continue }
            state = t.state
            segment.append(event)
            walk.count += 1
            walk.kinds[RandomWalk.kind(event), default: 0] += 1
            walk.diagnostics += t.diagnostics.count
            for d in t.diagnostics { walk.codes[d.code.rawValue, default: 0] += 1 }
            walk.largestState = max(walk.largestState, state.controllers.count)
            walk.controllerSum += state.controllers.count
        }
        if !segment.isEmpty { walk.segments.append(segment) }
        return walk
    }

    static func kind(_ e: Event) -> String {
        switch e {
        case .launch, .launchWith: return "launch"
        case .action: return "action"
        case .back, .backTo, .backCancelled: return "back"
        case .appEvent: return "event"
        case .swipe: return "swipe"
        case .selectTab: return "tab"
        case .finish: return "finish"
        }
    }

    /// Applies every event again from a fresh state per segment; returns the seconds it took.
    func replay(on engine: Engine, snapshots: Bool) throws -> Double {
        let t0 = Clock.now()
        for seg in segments {
            var state = SimState()
            for e in seg { state = try engine.apply(e, to: state, snapshots: snapshots).state }
        }
        return Clock.now() - t0
    }

    /// Applies the events through `History` (snapshots on, every state kept: what the shell does).
    func replayHistory(on engine: Engine, limit: Int) throws -> (seconds: Double, events: Int) {
        var n = 0
        let t0 = Clock.now()
        for seg in segments where n < limit {
            var h = History(engine: engine)
            for e in seg where n < limit {
                try h.apply(e)
                n += 1
            }
        }
        return (Clock.now() - t0, n)
    }
}
