// SPDX-License-Identifier: MIT
import TransitEngine

/// The states an exploration has seen: an open-addressing table of 64-bit fingerprints (8 bytes a slot, at most
/// three quarters full), and in exact mode the canonical states themselves, compared in full.
struct VisitedSet: Sendable {
    private var slots: [UInt64]
    private var mask: Int
    private(set) var count = 0
    /// Exact mode: every state, by fingerprint (several when fingerprints collide).
    private var states: [UInt64: [SimState]]?

    init(exact: Bool) {
        slots = [UInt64](repeating: 0, count: 1 << 12)
        mask = slots.count - 1
        states = exact ? [:] : nil
    }

    var isExact: Bool { states != nil }
    /// Bytes of the fingerprint table (exact mode keeps the states on top of it).
    var tableBytes: Int { slots.count * MemoryLayout<UInt64>.stride }

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
        guard containsFingerprint(fp) else { return false }
        guard let states else { return true }
        return states[fp]?.contains(state) ?? false
    }

    /// Adds the state; false when it was already there.
    mutating func insert(_ fp: UInt64, state: SimState) -> Bool {
        let key = VisitedSet.key(fp)
        let (i, found) = slot(of: key)
        if found {
            // Hash-compact: the fingerprint is the state. Exact: a different state may share it.
            guard isExact, !(states?[fp]?.contains(state) ?? false) else { return false }
            states?[fp, default: []].append(state)
            count += 1
            return true
        }
        slots[i] = key
        count += 1
        states?[fp, default: []].append(state)
        if count * 4 > slots.count * 3 { grow() }
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for v in old where v != 0 { slots[slot(of: v).index] = v }
    }
}
