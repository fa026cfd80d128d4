// SPDX-License-Identifier: MIT
import TransitEngine

/// The states an exploration has seen: an open-addressing table of 64-bit fingerprints (8 bytes a slot, at most
/// three quarters full), and in exact mode each state's collapsed encoding (`CollapsedStates`), compared in full
/// when fingerprints are equal. It also holds the tables the queue's encodings name their parts in.
struct VisitedSet: Sendable {
    private var slots: [UInt64]
    private var mask: Int
    private(set) var count = 0
    let isExact: Bool
    /// The parts states are encoded with: the queue's and, in exact mode, the stored ones.
    private(set) var parts = CollapsedStates()
    /// Exact mode: per slot, the first stored encoding with that fingerprint (-1: none); each encoding links to the
    /// next one with the same fingerprint (a collision), and lies in `arena` from `entryStart[k]`.
    private var slotEntry: [Int32]
    private var entryNext: [Int32] = []
    private var entryStart: [Int] = []
    private var arena: [UInt8] = []

    init(exact: Bool) {
        slots = [UInt64](repeating: 0, count: 1 << 12)
        mask = slots.count - 1
        isExact = exact
        slotEntry = exact ? [Int32](repeating: -1, count: slots.count) : []
    }

    /// Bytes of what the set keeps: the fingerprint table, and in exact mode the encodings and their links (the
    /// parts' tables, shared with the queue, apart).
    var tableBytes: Int {
        slots.count * MemoryLayout<UInt64>.stride
            + (isExact ? slotEntry.count * 4 + entryNext.count * 4 + entryStart.count * 8 + arena.count : 0)
    }

    /// 0 marks an empty slot, so a fingerprint of 0 is stored as 1.
    private static func key(_ fp: UInt64) -> UInt64 { fp == 0 ? 1 : fp }

    private func slot(of key: UInt64) -> (index: Int, found: Bool) {
        // The fingerprint is already a good hash: its low bits pick the slot, linear probing after that.
        var i = Int(truncatingIfNeeded: key) & mask
        while true {
            let v = slots[i]
            if v == key { return (i, true) }
            if v == 0 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    /// True when a state with this fingerprint was seen (in exact mode: maybe a different state; ask `contains`).
    func containsFingerprint(_ fp: UInt64) -> Bool { slot(of: VisitedSet.key(fp)).found }

    /// True when this very state was seen (hash-compact mode: a state with its fingerprint).
    func contains(_ fp: UInt64, state: SimState) -> Bool {
        let (i, found) = slot(of: VisitedSet.key(fp))
        guard found else { return false }
        guard isExact else { return true }
        var e = slotEntry[i]
        while e >= 0 {
            if parts.matches(state, encodedIn: arena, at: entryStart[Int(e)]) { return true }
            e = entryNext[Int(e)]
        }
        return false
    }

    private func stores(_ encoding: [UInt8], from first: Int32) -> Bool {
        var e = first
        while e >= 0 {
            let k = Int(e)
            let end = k + 1 < entryStart.count ? entryStart[k + 1] : arena.count
            if end - entryStart[k] == encoding.count, arena[entryStart[k]..<end].elementsEqual(encoding) { return true }
            e = entryNext[k]
        }
        return false
    }

    /// The state's encoding, its parts added to the tables: what the queue keeps, and `insert` takes.
    mutating func encode(_ state: SimState) -> [UInt8] {
        var bytes: [UInt8] = []
        parts.encode(state, into: &bytes)
        return bytes
    }

    /// The state an encoding from `encode` stands for.
    func decode(_ bytes: [UInt8], at offset: Int) -> (state: SimState, end: Int) { parts.decode(bytes, at: offset) }

    /// Adds the state with this fingerprint and encoding (from `encode`); false when it was already there.
    mutating func insert(_ fp: UInt64, encoding: [UInt8]) -> Bool {
        let key = VisitedSet.key(fp)
        let (i, found) = slot(of: key)
        if found {
            // Hash-compact: the fingerprint is the state. Exact: a different state may share it.
            guard isExact, !stores(encoding, from: slotEntry[i]) else { return false }
        } else {
            slots[i] = key
        }
        if isExact {
            entryNext.append(slotEntry[i])
            slotEntry[i] = Int32(entryStart.count)
            entryStart.append(arena.count)
            arena.append(contentsOf: encoding)
        }
        count += 1
        if count * 4 > slots.count * 3 { grow() }
        return true
    }

    private mutating func grow() {
        let old = slots, oldEntry = slotEntry
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        if isExact { slotEntry = [Int32](repeating: -1, count: slots.count) }
        for (k, v) in old.enumerated() where v != 0 {
            let i = slot(of: v).index
            slots[i] = v
            if isExact { slotEntry[i] = oldEntry[k] }
        }
    }
}

/// A level of the breadth-first queue: its states' encodings end to end.
struct EncodedLevel: Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int] = []

    var count: Int { starts.count }
    var isEmpty: Bool { starts.isEmpty }

    mutating func append(_ encoding: [UInt8]) {
        starts.append(bytes.count)
        bytes.append(contentsOf: encoding)
    }

    /// State `k`, decoded with the set's tables.
    func state(_ k: Int, in visited: VisitedSet) -> SimState { visited.decode(bytes, at: starts[k]).state }
}
