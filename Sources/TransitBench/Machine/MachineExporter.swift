// SPDX-License-Identifier: MIT
import TransitModel

/// Flattens a resolved flow into a `FlatMachine` and draws a seeded random walk over it.
///
/// Each action of a screen (its own, adopted ones, its cells' as `Cell_action`) becomes one transition: to the
/// first screen its body (or, for a body-less action, its coordinator's handler) shows; back to the screen that
/// showed it when it only pops, dismisses, finishes or terminates; otherwise an internal transition. A screen that
/// was shown by another gets a `back` transition to it. One transition per (state, trigger), so the machine is
/// deterministic for every peer (sismic refuses non-determinism).
enum MachineExporter {
    static func machine(from flow: Flow, walkLength: Int, seed: UInt64) -> FlatMachine {
        let states = flow.screenOrder
        var shower: [String: String] = [:]
        var raw: [(trigger: String, source: String, shows: String?, closes: Bool)] = []
        for s in states {
            guard let def = flow.screens[s] else { continue }
            func add(_ trigger: String, _ body: [Effect]?) {
                let effects = body ?? handlerBody(flow: flow, screen: s, cell: nil, action: trigger) ?? []
                let shown = firstShown(effects, flow: flow)
                if let d = shown, d != s, shower[d] == nil { shower[d] = s }
                raw.append((trigger, s, shown, closes(effects)))
            }
            for a in def.actions { add(a.name, a.body) }
            for c in def.cells {
                for a in c.actions {
                    let effects = a.body ?? handlerBody(flow: flow, screen: s, cell: c.name, action: a.name) ?? []
                    let shown = firstShown(effects, flow: flow)
                    if let d = shown, d != s, shower[d] == nil { shower[d] = s }
                    raw.append((c.name + "_" + a.name, s, shown, closes(effects)))
                }
            }
        }
        let initial = flow.app.flatMap { screen(of: $0.launch, flow: flow) } ?? states.first ?? "start"
        var seen = Set<String>()
        var transitions: [FlatMachine.Transition] = []
        for r in raw where seen.insert(r.source + "\u{1}" + r.trigger).inserted {
            let dest = r.shows ?? (r.closes ? shower[r.source] : nil)
            transitions.append(.init(trigger: r.trigger, source: r.source, dest: dest))
        }
        for s in states where s != initial {
            if let back = shower[s], seen.insert(s + "\u{1}back").inserted {
                transitions.append(.init(trigger: "back", source: s, dest: back))
            }
        }
        // A state with nothing to do would end the walk: give it a way back to the start.
        let withOutgoing = Set(transitions.map(\.source))
        for s in states where !withOutgoing.contains(s) {
            transitions.append(.init(trigger: "reset", source: s, dest: initial))
        }
        let name = flow.app?.name ?? "Flow"
        let walk = randomWalk(transitions, initial: initial, length: walkLength, seed: seed)
        return FlatMachine(name: name, initial: initial, states: states, transitions: transitions, walk: walk, walkSeed: seed)
    }

    static func randomWalk(_ transitions: [FlatMachine.Transition], initial: String, length: Int, seed: UInt64) -> [String] {
        var out: [String: [FlatMachine.Transition]] = [:]
        for t in transitions { out[t.source, default: []].append(t) }
        var rng = SplitMix64(seed: seed)
        var cur = initial
        var walk: [String] = []
        walk.reserveCapacity(length)
        for _ in 0..<length {
            guard let ts = out[cur], !ts.isEmpty else { break }
            let t = ts[rng.below(ts.count)]
            walk.append(t.trigger)
            cur = t.dest ?? cur
        }
        return walk
    }

    static func handlerBody(flow: Flow, screen: String, cell: String?, action: String) -> [Effect]? {
        for c in flow.coordinatorOrder {
            if let h = flow.coordinators[c]?.handler(screen: screen, cell: cell, action: action) { return h.body }
        }
        return nil
    }

    /// The screen a destination puts on screen: a coordinator's root, a tab bar's first tab.
    static func screen(of d: Destination, flow: Flow) -> String? {
        switch d.ref {
        case .screen(let n, _): return n
        case .coordinator(let c): return flow.coordinators[c]?.root.flatMap { screen(of: $0, flow: flow) }
        case .tabs(let t): return flow.tabBars[t]?.tabs.first.flatMap { screen(of: $0.destination, flow: flow) }
        case .emptyNavigation: return nil
        }
    }

    /// The first screen a body shows directly (handlers run later, so they are not looked into).
    static func firstShown(_ effects: [Effect], flow: Flow) -> String? {
        for e in effects {
            switch e.kind {
            case .show(_, let d, _, _), .start(let d, _, _, _, _):
                if let s = screen(of: d, flow: flow) { return s }
            case .setStack(let ds, _):
                if let s = ds.last.flatMap({ screen(of: $0, flow: flow) }) { return s }
            case .branch(_, let a, let b):
                if let s = firstShown(a, flow: flow) ?? firstShown(b, flow: flow) { return s }
            case .match(_, let arms):
                for arm in arms { if let s = firstShown(arm.body, flow: flow) { return s } }
            default:
                continue
            }
        }
        return nil
    }

    /// True when a body leaves the screen: pop, dismiss, finish or terminate.
    static func closes(_ effects: [Effect]) -> Bool {
        for e in effects {
            switch e.kind {
            case .pop, .popTo, .popToRoot, .dismiss, .dismissToRoot, .finish, .terminate: return true
            case .branch(_, let a, let b): if closes(a) || closes(b) { return true }
            case .match(_, let arms): if arms.contains(where: { closes($0.body) }) { return true }
            default: continue
            }
        }
        return false
    }
}
