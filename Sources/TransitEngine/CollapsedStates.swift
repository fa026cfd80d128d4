// SPDX-License-Identifier: MIT
import TransitModel

/// A search's states stored as SPIN's `-DCOLLAPSE` stores them: every controller, coordinator and pending result is
/// kept once in a table, and a state is a short run of variable-length integers naming its parts by their index
/// there (tens of bytes, where a `SimState` takes kilobytes). States of one search share most of their parts — the
/// same screen in the same stack, the same coordinator — so the tables stay small.
///
/// Encoding adds to the tables (the search's merge, one thread); decoding and `matches` only read them, so the
/// threads expanding a batch can share a copy. Parts are compared whole, so an encoding is equal to another exactly
/// when the states are equal.
public struct CollapsedStates: Sendable {
    private var controllers = Interner<Controller>()
    private var coordinators = Interner<CoordinatorInstance>()
    private var pending = Interner<PendingResult>()
    private var globals = Interner<Hashed<[String: Value]>>()
    private var paths = Interner<Hashed<[String: [Value]]>>()
    private var strings = Interner<Hashed<String>>()

    public init() {}

    /// Appends `state`'s encoding to `bytes`, adding the parts not seen before to the tables.
    public mutating func encode(_ state: SimState, into bytes: inout [UInt8]) {
        var w = Writer(bytes: bytes)
        bytes = []
        defer { bytes = w.bytes }
        func name<P>(_ part: P, in table: inout Interner<P>) { w.int(table.index(of: part)) }
        // Every stored property of `SimState`, parts by their index in their table (the tests check that none is
        // missed); `decode` and `matches` read them in this order.
        w.int((state.launched ? 1 : 0) | (state.crash != nil ? 2 : 0))
        if let crash = state.crash { name(Hashed(crash), in: &strings) }
        w.int(state.nextID)
        w.optionalID(state.windowRoot)
        w.ids(state.orphanedModals)
        w.ids(state.appCoordinators)
        name(Hashed(state.globals), in: &globals)
        name(Hashed(state.paths), in: &paths)
        w.int(state.stalePaths.count)
        for p in state.stalePaths.sorted() { name(Hashed(p), in: &strings) }
        w.int(state.controllers.count)
        for (_, c) in state.controllers { name(c, in: &controllers) }
        w.int(state.coordinators.count)
        for (_, c) in state.coordinators { name(c, in: &coordinators) }
        w.int(state.pending.count)
        for (_, p) in state.pending { name(p, in: &pending) }
        w.ids(state.reportedLeaks.sorted())
        w.ids(state.reportedUndeliverable.sorted())
    }

    /// The state whose encoding starts at `offset` of `bytes` (as `encode` wrote it with these tables), and where
    /// the next encoding starts.
    public func decode(_ bytes: [UInt8], at offset: Int = 0) -> (state: SimState, end: Int) {
        var r = Reader(bytes: bytes, at: offset)
        var s = SimState()
        let flags = r.int()
        s.launched = flags & 1 != 0
        if flags & 2 != 0 { s.crash = strings[r.int()].value }
        s.nextID = r.int()
        s.windowRoot = r.optionalID()
        s.orphanedModals = r.ids()
        s.appCoordinators = r.ids()
        s.globals = globals[r.int()].value
        s.paths = paths[r.int()].value
        for _ in 0..<r.int() { s.stalePaths.insert(strings[r.int()].value) }
        // Encoded in ascending id order: the tables are built whole, not by inserting one by one.
        let ctl = r.parts(controllers)
        s.controllers = IDTable(ascending: ctl.map(\.id), values: ctl)
        let crd = r.parts(coordinators)
        s.coordinators = IDTable(ascending: crd.map(\.id), values: crd)
        let pnd = r.parts(pending)
        s.pending = IDTable(ascending: pnd.map(\.id), values: pnd)
        s.reportedLeaks = Set(r.ids() as [CoordinatorID])
        s.reportedUndeliverable = Set(r.ids() as [PendingID])
        return (s, r.offset)
    }

    /// Whether the encoding at `offset` of `bytes` is `state`'s: its parts compared with the state's by `==`, which
    /// is cheaper than the hashing that finding the state's parts in the tables would take.
    public func matches(_ state: SimState, encodedIn bytes: [UInt8], at offset: Int) -> Bool {
        var r = Reader(bytes: bytes, at: offset)
        let s = state
        guard r.int() == (s.launched ? 1 : 0) | (s.crash != nil ? 2 : 0) else { return false }
        if let crash = s.crash, strings[r.int()].value != crash { return false }
        guard r.int() == s.nextID, r.optionalID() == s.windowRoot, r.ids() == s.orphanedModals,
              r.ids() == s.appCoordinators, globals[r.int()].value == s.globals, paths[r.int()].value == s.paths,
              r.int() == s.stalePaths.count else { return false }
        for p in s.stalePaths.sorted() where strings[r.int()].value != p { return false }
        guard r.int() == s.controllers.count else { return false }
        for (_, c) in s.controllers where controllers[r.int()] != c { return false }
        guard r.int() == s.coordinators.count else { return false }
        for (_, c) in s.coordinators where coordinators[r.int()] != c { return false }
        guard r.int() == s.pending.count else { return false }
        for (_, p) in s.pending where pending[r.int()] != p { return false }
        return r.ids() == s.reportedLeaks.sorted() && r.ids() == s.reportedUndeliverable.sorted()
    }
}

/// Parts by index, and the index of a part: found by a cheap key (`CollapsiblePart.partKey`, a few fields hashed
/// with the fingerprint's hasher, where `Hashable` would hash every string and dictionary inside), then compared
/// in full with `==`.
struct Interner<Part: CollapsiblePart>: Sendable {
    /// The first part with each key; `next` links the others with the same key.
    private var first: [UInt64: Int32] = [:]
    private var next: [Int32] = []
    private var parts: [Part] = []

    var count: Int { parts.count }
    subscript(i: Int) -> Part { parts[i] }

    /// The part's index, a new one when it is not there yet.
    mutating func index(of part: Part) -> Int {
        let key = part.partKey
        var i = first[key] ?? -1
        while i >= 0 {
            if parts[Int(i)] == part { return Int(i) }
            i = next[Int(i)]
        }
        next.append(first[key] ?? -1)
        first[key] = Int32(parts.count)
        parts.append(part)
        return parts.count - 1
    }
}

/// What a state is collapsed into, with a key that tells most of its values apart cheaply.
protocol CollapsiblePart: Equatable, Sendable {
    var partKey: UInt64 { get }
}

extension Controller: CollapsiblePart {
    var partKey: UInt64 {
        var h = FingerprintHasher()
        h.combine(id.raw); h.combine(parent?.raw ?? -1); h.combine(presented?.raw ?? -1); h.combine(embedded.count)
        switch kind {
        case .screen(let s): h.combine(0); h.combine(s.screen); h.combine(s.owner?.raw ?? -1); h.combine(s.inputs.count)
        case .navigation(let st): h.combine(1); h.combine(st.map(\.raw))
        case .tabBar(_, let tabs, _, let selected): h.combine(2); h.combine(tabs.count); h.combine(selected)
        case .alert(let a): h.combine(3); h.combine(a.message)
        }
        return h.finalize()
    }
}

extension CoordinatorInstance: CollapsiblePart {
    var partKey: UInt64 {
        var h = FingerprintHasher()
        h.combine(id.raw); h.combine(name); h.combine(parent?.raw ?? -1); h.combine(children.map(\.raw))
        h.combine(screens.map(\.raw)); h.combine(vars.count); h.combine(terminated)
        return h.finalize()
    }
}

extension PendingResult: CollapsiblePart {
    var partKey: UInt64 {
        var h = FingerprintHasher()
        h.combine(id.raw); h.combine(frame.acting?.raw ?? -1); h.combine(delivered)
        return h.finalize()
    }
}

/// A rare part (an app's variables, its paths, a crash message): Swift's own hash will do.
struct Hashed<T: Hashable & Sendable>: CollapsiblePart {
    let value: T
    init(_ value: T) { self.value = value }
    var partKey: UInt64 { UInt64(bitPattern: Int64(value.hashValue)) }
}

/// Unsigned LEB128: seven bits a byte, the high bit set on every byte but the last (most numbers of a state are
/// below 128, one byte each).
private struct Writer {
    var bytes: [UInt8]

    mutating func int(_ x: Int) {
        var v = UInt(bitPattern: x)
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func optionalID<ID: InstanceID>(_ id: ID?) { int(id.map { $0.raw + 1 } ?? 0) }
    mutating func ids<ID: InstanceID>(_ ids: [ID]) { int(ids.count); for id in ids { int(id.raw) } }
}

private struct Reader {
    let bytes: [UInt8]
    var offset: Int

    init(bytes: [UInt8], at offset: Int) { self.bytes = bytes; self.offset = offset }

    mutating func int() -> Int {
        var v: UInt = 0, shift: UInt = 0
        while true {
            let b = bytes[offset]
            offset += 1
            v |= UInt(b & 0x7F) << shift
            if b < 0x80 { return Int(bitPattern: v) }
            shift += 7
        }
    }

    mutating func parts<P>(_ table: Interner<P>) -> [P] {
        let n = int()
        var out: [P] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(table[int()]) }
        return out
    }

    mutating func optionalID<ID: InstanceID>() -> ID? {
        let n = int()
        return n == 0 ? nil : ID(raw: n - 1)
    }

    mutating func ids<ID: InstanceID>() -> [ID] {
        let n = int()
        var out: [ID] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(ID(raw: int())) }
        return out
    }
}
