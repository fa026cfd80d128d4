// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

extension SimState {
    /// A 64-bit hash of `canonical(droppingLeaks: true)`, computed without building it when nothing is dropped:
    /// ids are renumbered on the fly while hashing. Most transitions of an exploration lead to states already
    /// seen, so their canonical copy is never built.
    ///
    /// `fingerprint(self) == canonicalFingerprint(canonical(droppingLeaks: true))` for every state (tested).
    public func explorationFingerprint() -> UInt64 {
        if hasDroppableLeaks { return canonical(droppingLeaks: true).canonicalFingerprint() }
        let numbering = canonicalNumbering()
        return hashContent(order: numbering.ids, next: numbering.next) { numbering($0) }
    }

    /// The same hash, for a state that is already canonical (its ids are its canonical numbers).
    public func canonicalFingerprint() -> UInt64 {
        var order = [Int](repeating: 0, count: nextID)
        for k in 1..<max(1, nextID) { order[k] = k }
        let live = { (id: Int) -> Int in
            controllers.contains(ControllerID(raw: id)) || coordinators.contains(CoordinatorID(raw: id))
                || pending.contains(PendingID(raw: id)) ? id : 0
        }
        return hashContent(order: order, next: nextID, m: live)
    }

    /// Hashes what `canonical()` writes, field by field, in canonical id order; `m` maps a live id to its
    /// canonical number and anything else to 0, as `canonical()` does.
    private func hashContent(order: [Int], next: Int, m: (Int) -> Int) -> UInt64 {
        var h = FingerprintHasher()
        func mo<ID: InstanceID>(_ id: ID?) { if let id { h.combine(m(id.raw)) } else { h.combine(-1) } }
        func ms<ID: InstanceID>(_ ids: [ID]) { h.combine(ids.count); for id in ids { h.combine(m(id.raw)) } }
        // As `canonical()` writes it: absent -1, gone (or alive but no longer existing) 0, else its number.
        func held(_ s: HeldScreen?) {
            guard let s else { h.combine(-1); return }
            h.combine(existing(s).map { m($0.raw) } ?? 0)
        }
        func frame(_ f: Frame) {
            mo(f.acting); mo(f.coordinator); held(f.finished); mo(f.startedChild)
            h.combine(f.env); h.combine(f.screenContext)
        }
        h.combine(launched)
        h.combine(crash)
        h.combine(globals)
        // SwiftUI's state only when there is some: a UIKit flow's fingerprints stay what they were.
        if !paths.isEmpty || !stalePaths.isEmpty {
            h.combine(paths.count)
            for k in paths.keys.sorted() { h.combine(k); h.combine(paths[k]!) }
            h.combine(stalePaths.sorted())
        }
        mo(windowRoot)
        ms(orphanedModals)
        ms(appCoordinators)
        h.combine(next)
        for k in 1..<max(1, next) {
            let raw = order[k]
            h.combine(k)
            if let c = controllers[ControllerID(raw: raw)] {
                switch c.kind {
                case .screen(let s):
                    h.combine(0); h.combine(s.screen); h.combine(s.entry); h.combine(s.inputs); mo(s.owner)
                case .navigation(let st):
                    h.combine(1); ms(st)
                case .tabBar(let name, let tabs, let names, let sel):
                    h.combine(2); h.combine(name); ms(tabs); h.combine(names); h.combine(sel)
                case .alert(let a):
                    h.combine(3); h.combine(a.message); h.combine(a.buttons); frame(a.frame)
                }
                mo(c.parent); ms(c.embedded); mo(c.presented); mo(c.presenter); h.combine(c.style)
                h.combine(c.nonDismissible); h.combine(c.repeatable); h.combine(c.hidesBottomBar); mo(c.creator); h.combine(c.loadsOnAppear); h.combine(c.retainsSelf)
                if c.pathBinding != nil || c.route != nil || !c.bindings.isEmpty || c.presentedBinding != nil {
                    h.combine(0x5357_4946_5455); h.combine(c.pathBinding); h.combine(c.route)
                    h.combine(c.bindings); mo(c.presentedFor); h.combine(c.presentedBinding)
                }
            } else if let c = coordinators[CoordinatorID(raw: raw)] {
                h.combine(4); h.combine(c.name); h.combine(c.inputs); mo(c.parent); ms(c.children)
                held(c.rootScreen)
                ms(c.screens); h.combine(c.hasCreatedScreens); h.combine(c.terminated); h.combine(c.vars)
                h.combine(c.autoRelease); h.combine(c.heldByScreens); h.combine(c.retainsSelf)
                if let n = c.navigation { h.combine(controllers.contains(n) ? m(n.raw) : 0) } else { h.combine(-1) }
            } else if let p = pending[PendingID(raw: raw)] {
                switch p.source {
                case .screen(let x): h.combine(5); h.combine(m(x.raw))
                case .coordinator(let x): h.combine(6); h.combine(m(x.raw))
                }
                h.combine(p.resultType); h.combine(p.handler); frame(p.frame); h.combine(p.delivered)
            }
        }
        h.combine(liveReportedLeaks.map { m($0.raw) }.sorted())
        h.combine(liveReportedUndeliverable.map { m($0.raw) }.sorted())
        return h.finalize()
    }
}

/// xxHash64's round and avalanche over 64-bit words: integers go in as they are, strings by their UTF-8 bytes,
/// values field by field, dictionaries in key order. Several times cheaper than SipHash (`Hasher`) per integer, which
/// is most of what a state holds, and the same in every process: nothing goes through Swift's per-process seeded
/// `hashValue`, so a state's fingerprint (and a bounded search's counts) can be compared from run to run.
struct FingerprintHasher {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private var acc: UInt64 = 0x2545_F491_4F6C_DD1D
    private var length: UInt64 = 0

    mutating func word(_ x: UInt64) {
        var k = x &* FingerprintHasher.p2
        k = (k << 31) | (k >> 33)
        k &*= FingerprintHasher.p1
        acc ^= k
        acc = ((acc << 27) | (acc >> 37)) &* FingerprintHasher.p1 &+ FingerprintHasher.p3
        length &+= 8
    }

    mutating func combine(_ x: Int) { word(UInt64(bitPattern: Int64(x))) }
    mutating func combine(_ x: Bool) { word(x ? 1 : 0) }

    mutating func combine(_ s: String) {
        var w: UInt64 = 0, n = 0
        for b in s.utf8 {
            w |= UInt64(b) << (8 * UInt64(n))
            n += 1
            if n == 8 { word(w); w = 0; n = 0 }
        }
        word(w ^ (UInt64(s.utf8.count) << 56))
    }

    mutating func combine(_ s: String?) { if let s { combine(1); combine(s) } else { combine(0) } }
    mutating func combine<T: Fingerprinted>(_ x: T) { x.fingerprint(into: &self) }
    mutating func combine<T: Fingerprinted>(_ x: T?) { if let x { combine(1); x.fingerprint(into: &self) } else { combine(0) } }
    mutating func combine<T: Fingerprinted>(_ xs: [T]) { combine(xs.count); for x in xs { x.fingerprint(into: &self) } }
    mutating func combine<V: Fingerprinted>(_ d: [String: V]) {
        combine(d.count)
        for k in d.keys.sorted() { combine(k); d[k]!.fingerprint(into: &self) }
    }
    mutating func combine(_ xs: [String]) { combine(xs.count); for x in xs { combine(x) } }
    mutating func combine(_ xs: [Int]) { combine(xs.count); for x in xs { combine(x) } }

    func finalize() -> UInt64 {
        var h = acc ^ length
        h ^= h >> 33
        h &*= FingerprintHasher.p2
        h ^= h >> 29
        h &*= FingerprintHasher.p3
        h ^= h >> 32
        return h
    }
}

/// What a state holds besides ids, integers and strings, hashed field by field into a fingerprint.
protocol Fingerprinted {
    func fingerprint(into h: inout FingerprintHasher)
}

extension Value: Fingerprinted {
    func fingerprint(into h: inout FingerprintHasher) {
        switch self {
        case .void: h.combine(0)
        case .string(let s): h.combine(1); h.combine(s)
        case .int(let i): h.combine(2); h.combine(i)
        case .bool(let b): h.combine(3); h.combine(b)
        case .enumCase(let t, let n): h.combine(4); h.combine(t); h.combine(n)
        case .errorCase(let t, let n): h.combine(5); h.combine(t); h.combine(n)
        case .model(let t, let id): h.combine(6); h.combine(t); h.combine(id)
        case .success(let v): h.combine(7); v.fingerprint(into: &h)
        case .failure(let v): h.combine(8); v.fingerprint(into: &h)
        }
    }
}

extension FlowType: Fingerprinted {
    func fingerprint(into h: inout FingerprintHasher) { h.combine(description) }
}

extension PresentationStyle: Fingerprinted {
    func fingerprint(into h: inout FingerprintHasher) { h.combine(rawValue) }
}

extension SourceSpan: Fingerprinted {
    func fingerprint(into h: inout FingerprintHasher) { h.combine(file.path); h.combine(start); h.combine(end) }
}

/// A handler or a button is its place in the flow (one place, one body); without one, its shape.
extension ResultHandler: Fingerprinted {
    func fingerprint(into h: inout FingerprintHasher) { h.combine(binding); h.combine(span); h.combine(body.count) }
}

extension AlertButton: Fingerprinted {
    func fingerprint(into h: inout FingerprintHasher) { h.combine(name); h.combine(span); h.combine(body.count) }
}
