// SPDX-License-Identifier: MIT
import TransitModel

extension SimState {
    /// The same state with its instance ids renumbered in a fixed traversal order. Two states that differ only
    /// in the ids their history happened to hand out become equal, so exploration can deduplicate them.
    ///
    /// With `droppingLeaks`, coordinators already reported as leaked (retained, showing nothing, unreachable by
    /// any event) are left out: they cannot change what happens next, and keeping them would multiply states.
    /// One that an app event can still reach, or whose strong reference to its parent can still close a retain
    /// cycle, is kept: the states with and without it differ in what comes next.
    public func canonical(droppingLeaks: Bool = false) -> SimState {
        if droppingLeaks, hasDroppableLeaks {
            var trimmed = self
            // Only what nothing can reach any more: view controllers outside the window — modals left alive under a
            // replaced root (already reported, R302) and controllers kept by a retain cycle (R301) — and a leaked
            // coordinator none of whose subtree owns one that is left. No event can reach them, so they cannot
            // change what happens next; keeping them would make every repetition of the leak a new state.
            var reachable = Set<ControllerID>()
            if let r = windowRoot { reachable.formUnion(subtree(r)) }
            trimmed.orphanedModals = []
            for id in controllers.keys where !reachable.contains(id) { trimmed.controllers[id] = nil }
            let dead = coordinators.keys.filter { id in
                guard reportedLeaks.contains(id) else { return false }
                // Still in the app delegate's tree: an app event or a release up the tree can still reach it.
                let attached = isInCoordinatorTree(id)
                return !coordinatorSubtree(id).contains { x in
                    (attached && coordinators[x]?.reachableWhenLeaked == true) || coordinators[x]?.screens.contains { reachable.contains($0) } ?? false
                }
            }
            for id in dead {
                for x in trimmed.coordinatorSubtree(id) {
                    trimmed.coordinators[x] = nil
                    trimmed.pending = trimmed.pending.filter { $0.value.source != .coordinator(x) && $0.value.frame.coordinator != x }
                }
                for k in trimmed.coordinators.keys { trimmed.coordinators[k]?.children.removeAll { $0 == id } }
                trimmed.appCoordinators.removeAll { $0 == id }
                trimmed.reportedLeaks.remove(id)
            }
            trimmed.pending = trimmed.pending.filter { p in
                if case .screen(let x) = p.value.source { return trimmed.controllers.contains(x) }
                return true
            }
            // A live coordinator no longer lists the screens left out (an orphaned modal it presented): otherwise
            // every repetition of the leak would still make a new state through that list.
            for k in trimmed.coordinators.keys where trimmed.coordinators[k]?.screens.contains(where: { !trimmed.controllers.contains($0) }) == true {
                trimmed.coordinators[k]?.screens.removeAll { !trimmed.controllers.contains($0) }
            }
            return trimmed.canonical(droppingLeaks: false)
        }
        let numbering = canonicalNumbering()

        // Ids of things that no longer exist all become 0: they refer to nothing either way.
        func m<ID: InstanceID>(_ id: ID) -> ID { numbering(id) }
        func mo<ID: InstanceID>(_ id: ID?) -> ID? { id.map(m) }
        func held(_ h: HeldScreen?) -> HeldScreen? { h.map { existing($0).map { .alive(m($0)) } ?? .gone } }
        var out = SimState()
        out.launched = launched
        out.crash = crash
        out.globals = globals
        out.paths = paths
        out.stalePaths = stalePaths
        out.windowRoot = mo(windowRoot)
        out.orphanedModals = orphanedModals.map(m)
        out.appCoordinators = appCoordinators.map(m)
        for (id, c) in controllers {
            var n = c
            n.id = m(id)
            switch c.kind {
            case .screen(var s): s.owner = mo(s.owner); n.kind = .screen(s)
            case .navigation(let st): n.kind = .navigation(stack: st.map(m))
            case .tabBar(let name, let tabs, let names, let sel): n.kind = .tabBar(name: name, tabs: tabs.map(m), names: names, selected: sel)
            case .alert(var a):
                a.frame.acting = mo(a.frame.acting)
                a.frame.coordinator = mo(a.frame.coordinator)
                a.frame.finished = held(a.frame.finished)
                a.frame.startedChild = mo(a.frame.startedChild)
                n.kind = .alert(a)
            }
            n.parent = mo(c.parent)
            n.embedded = c.embedded.map(m)
            n.presented = mo(c.presented)
            n.presenter = mo(c.presenter)
            n.creator = mo(c.creator)
            n.presentedFor = mo(c.presentedFor)
            out.controllers[m(id)] = n
        }
        for (id, c) in coordinators {
            var n = c
            n.id = m(id)
            n.parent = mo(c.parent)
            n.children = c.children.map(m)
            n.screens = c.screens.map(m)
            n.rootScreen = held(c.rootScreen)
            n.navigation = c.navigation.map(m)   // gone: 0, as any id that is not live
            out.coordinators[m(id)] = n
        }
        for (id, p) in pending {
            var n = p
            n.id = m(id)
            switch p.source {
            case .screen(let x): n.source = .screen(m(x))
            case .coordinator(let x): n.source = .coordinator(m(x))
            }
            n.frame.acting = mo(p.frame.acting)
            n.frame.coordinator = mo(p.frame.coordinator)
            n.frame.finished = held(p.frame.finished)
            n.frame.startedChild = mo(p.frame.startedChild)
            out.pending[m(id)] = n
        }
        out.reportedLeaks = Set(liveReportedLeaks.map(m))
        out.reportedUndeliverable = Set(liveReportedUndeliverable.map(m))
        out.nextID = numbering.next
        return out
    }

    /// The canonical number of every live id: controllers from the window down, then coordinators from the app
    /// delegate down, then pending results.
    func canonicalNumbering() -> CanonicalNumbering {
        var n = CanonicalNumbering(size: nextID)
        // Depth first from each root, as `subtree` walks: what a controller shows, then what it presents.
        var todo: [ControllerID] = []
        for r in [windowRoot].compactMap({ $0 }) + orphanedModals {
            todo.append(r)
            while let x = todo.popLast() {
                guard n(x.raw) == 0, let c = controllers[x], n.assign(x) else { continue }
                c.pushChildren(onto: &todo)
            }
        }
        // Controllers detached but alive (none between events) keep their relative order.
        for id in controllers.keys { n.assign(id) }
        var coordinatorTodo: [CoordinatorID] = appCoordinators.reversed()
        while let c = coordinatorTodo.popLast() {
            guard n(c.raw) == 0, let x = coordinators[c], n.assign(c) else { continue }
            coordinatorTodo.append(contentsOf: x.children.reversed())
        }
        for c in coordinators.keys { n.assign(c) }
        if !pending.isEmpty {
            // By the number of what delivers the result (its raw id once gone), then by age.
            func key(_ p: PendingResult) -> Int {
                let x: Int
                switch p.source {
                case .screen(let c): x = c.raw
                case .coordinator(let c): x = c.raw
                }
                let k = n(x)
                return k != 0 ? k : x
            }
            for p in pending.values.sorted(by: { (key($0), $0.id) < (key($1), $1.id) }) { n.assign(p.id) }
        }
        return n
    }

    /// A held screen's id if the screen still exists. A frame keeps `.alive` after its screen went (only a
    /// coordinator's root is marked `.gone` when it goes): whoever reads one asks here.
    func existing(_ h: HeldScreen) -> ControllerID? {
        guard let id = h.id, controllers.contains(id) else { return nil }
        return id
    }

    /// The reports on what still exists (the engine forgets the others after each event; a state built by hand
    /// may still hold them, and they mean nothing).
    var liveReportedLeaks: [CoordinatorID] { reportedLeaks.filter { coordinators.contains($0) } }
    var liveReportedUndeliverable: [PendingID] { reportedUndeliverable.filter { pending.contains($0) } }

    /// True when `canonical(droppingLeaks: true)` has something to drop.
    var hasDroppableLeaks: Bool { !reportedLeaks.isEmpty || !orphanedModals.isEmpty || hasDetachedControllers }
}

/// Canonical numbers by id, handed out in the order `SimState.canonicalNumbering` visits the state.
struct CanonicalNumbering {
    /// Indexed by id: its canonical number, 0 when it has none.
    private var map: [Int]
    /// The next number to hand out (one more than the live ids numbered).
    private(set) var next = 1

    init(size: Int) { map = [Int](repeating: 0, count: max(size, 1)) }

    /// The canonical number of `id`; 0 for an id that is not live.
    func callAsFunction(_ id: Int) -> Int { id > 0 && id < map.count ? map[id] : 0 }
    /// The same, as an id of the same kind (its raw value 0 when it is not live).
    func callAsFunction<ID: InstanceID>(_ id: ID) -> ID { ID(raw: self(id.raw)) }

    /// Numbers `id` unless it already has a number; true when it got one now.
    @discardableResult
    mutating func assign(_ id: Int) -> Bool {
        guard id > 0, id < map.count, map[id] == 0 else { return false }
        map[id] = next
        next += 1
        return true
    }

    @discardableResult
    mutating func assign<ID: InstanceID>(_ id: ID) -> Bool { assign(id.raw) }

    /// The ids by canonical number (index 0 unused).
    var ids: [Int] {
        var out = [Int](repeating: 0, count: next)
        for (id, k) in map.enumerated() where k != 0 { out[k] = id }
        return out
    }
}
