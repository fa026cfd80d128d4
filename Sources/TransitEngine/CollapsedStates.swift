// SPDX-License-Identifier: MIT
import TransitModel

/// A search's states stored as SPIN's `-DCOLLAPSE` stores them: every controller, coordinator and pending result is
/// kept once in a table, and a state is a short run of variable-length integers naming its parts by their index
/// there (tens of bytes, where a `SimState` takes kilobytes). States of one search share most of their parts — the
/// same screen in the same stack, the same coordinator — so the tables stay small.
///
/// Encoding adds to the tables (the search's merge, one thread); decoding and `encodeIfKnown` only read them, so the
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
        _ = write(state, to: &bytes, adding: true)
    }

    /// Appends `state`'s encoding to `bytes` when every part of it is in the tables; false (and `bytes` as it was)
    /// when one is not, in which case no state encoded so far is equal to it.
    public func encodeIfKnown(_ state: SimState, into bytes: inout [UInt8]) -> Bool {
        var reading = self   // shares the tables' storage: nothing is added, so nothing is copied
        let mark = bytes.count
        guard reading.write(state, to: &bytes, adding: false) else {
            bytes.removeSubrange(mark...)
            return false
        }
        return true
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

    /// The one walk of both encoders: every stored property of `SimState`, parts by their index in their table
    /// (the tests check that no property is missed). Not `adding`: false as soon as a part is not in its table.
    private mutating func write(_ s: SimState, to bytes: inout [UInt8], adding: Bool) -> Bool {
        var w = Writer(bytes: bytes)
        bytes = []
        defer { bytes = w.bytes }
        var known = true
        func name<P>(_ part: P, in table: inout Interner<P>) {
            if let i = table.index(of: part, adding: adding) { w.int(i) } else { known = false }
        }
        w.int((s.launched ? 1 : 0) | (s.crash != nil ? 2 : 0))
        if let crash = s.crash { name(crash, in: &strings) }
        w.int(s.nextID)
        w.optionalID(s.windowRoot)
        w.ids(s.orphanedModals)
        w.ids(s.appCoordinators)
        name(s.globals, in: &globals)
        name(s.paths, in: &paths)
        w.int(s.stalePaths.count)
        for p in s.stalePaths.sorted() { name(p, in: &strings) }
        w.int(s.controllers.count)
        for (_, c) in s.controllers { name(c, in: &controllers) }
        w.int(s.coordinators.count)
        for (_, c) in s.coordinators { name(c, in: &coordinators) }
        w.int(s.pending.count)
        for (_, p) in s.pending { name(p, in: &pending) }
        w.ids(s.reportedLeaks.sorted())
        w.ids(s.reportedUndeliverable.sorted())
        return known
    }
}

/// Parts by index, and the index of a part.
struct Interner<Part: Hashable & Sendable>: Sendable {
    private var indexes: [Part: Int] = [:]
    private var parts: [Part] = []

    var count: Int { parts.count }
    subscript(i: Int) -> Part { parts[i] }

    /// The part's index; a new one when `adding` and it is not there yet, else nil.
    mutating func index(of part: Part, adding: Bool) -> Int? {
        if let i = indexes[part] { return i }
        guard adding else { return nil }
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
