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
    private var globals = Interner<[String: Value]>()
    private var paths = Interner<[String: [Value]]>()
    private var strings = Interner<String>()

    public init() {}

    /// How many distinct parts the tables hold (controllers, coordinators, pending results and the rest).
    public var partCount: Int {
        controllers.count + coordinators.count + pending.count + globals.count + paths.count + strings.count
    }

    /// Appends `state`'s encoding to `bytes`, adding the parts not seen before to the tables.
    public mutating func encode(_ state: SimState, into bytes: inout [UInt8]) {
        var w = Writer(bytes: bytes)
        bytes = []
        defer { bytes = w.bytes }
        func name<P>(_ part: P, in table: inout Interner<P>) { w.int(table.index(of: part)) }
        // Every stored property of `SimState`, parts by their index in their table (the tests check that none is
        // missed); `decode` and `matches` read them in this order.
        w.int((state.launched ? 1 : 0) | (state.crash != nil ? 2 : 0))
        if let crash = state.crash { name(crash, in: &strings) }
        w.int(state.nextID)
        w.optionalID(state.windowRoot)
        w.ids(state.orphanedModals)
        w.ids(state.appCoordinators)
        name(state.globals, in: &globals)
        name(state.paths, in: &paths)
        w.int(state.stalePaths.count)
        for p in state.stalePaths.sorted() { name(p, in: &strings) }
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
        if flags & 2 != 0 { s.crash = strings[r.int()] }
        s.nextID = r.int()
        s.windowRoot = r.optionalID()
        s.orphanedModals = r.ids()
        s.appCoordinators = r.ids()
        s.globals = globals[r.int()]
        s.paths = paths[r.int()]
        for _ in 0..<r.int() { s.stalePaths.insert(strings[r.int()]) }
        for _ in 0..<r.int() { let c = controllers[r.int()]; s.controllers[c.id] = c }
        for _ in 0..<r.int() { let c = coordinators[r.int()]; s.coordinators[c.id] = c }
        for _ in 0..<r.int() { let p = pending[r.int()]; s.pending[p.id] = p }
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
        if let crash = s.crash, strings[r.int()] != crash { return false }
        guard r.int() == s.nextID, r.optionalID() == s.windowRoot, r.ids() == s.orphanedModals,
              r.ids() == s.appCoordinators, globals[r.int()] == s.globals, paths[r.int()] == s.paths,
              r.int() == s.stalePaths.count else { return false }
        for p in s.stalePaths.sorted() where strings[r.int()] != p { return false }
        guard r.int() == s.controllers.count else { return false }
        for (_, c) in s.controllers where controllers[r.int()] != c { return false }
        guard r.int() == s.coordinators.count else { return false }
        for (_, c) in s.coordinators where coordinators[r.int()] != c { return false }
        guard r.int() == s.pending.count else { return false }
        for (_, p) in s.pending where pending[r.int()] != p { return false }
        return r.ids() == s.reportedLeaks.sorted() && r.ids() == s.reportedUndeliverable.sorted()
    }
}

/// Parts by index, and the index of a part.
struct Interner<Part: Hashable & Sendable>: Sendable {
    private var indexes: [Part: Int] = [:]
    private var parts: [Part] = []

    var count: Int { parts.count }
    subscript(i: Int) -> Part { parts[i] }

    /// The part's index, a new one when it is not there yet.
    mutating func index(of part: Part) -> Int {
        if let i = indexes[part] { return i }
        parts.append(part)
        indexes[part] = parts.count - 1
        return parts.count - 1
    }
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
