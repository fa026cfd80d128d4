// SPDX-License-Identifier: MIT

/// Instances of a state by id, kept sorted by id in two arrays. Ids are handed out in increasing order, so a new
/// instance is appended; a canonical state numbers its instances 1, 2, 3…, so the instance with id `n` is found
/// at index `n - 1` without searching, and otherwise a binary search finds it. No hashing, storage in proportion
/// to the live instances however high ids have climbed, and iteration in id order, so everything that walks a
/// state walks it the same way every time.
///
/// Inlinable: the explorer, in a module of its own, walks states' tables in its hottest loop; unspecialized there,
/// every step asked the runtime for generic metadata.
public struct IDTable<Key: InstanceID, Value: Hashable & Sendable>: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    @usableFromInline var ids: [Key] = []
    /// Never nil for a live id: optional only so that `_modify` can lend a slot in place.
    @usableFromInline var slots: [Value?] = []

    @inlinable public init() {}

    /// A table of `values` under `ids`, which are ascending (a decoded state's, already in order).
    init(ascending ids: [Key], values: [Value]) {
        self.ids = ids
        slots = values.map { $0 }
    }

    @inlinable public init(dictionaryLiteral elements: (Key, Value)...) {
        for (k, v) in elements { self[k] = v }
    }

    @inlinable public var count: Int { ids.count }
    @inlinable public var isEmpty: Bool { ids.isEmpty }

    /// Where `id` is, or where it would go.
    @inlinable func find(_ id: Int) -> (index: Int, found: Bool) {
        if id > 0, id <= ids.count, ids[id - 1].raw == id { return (id - 1, true) }
        guard let last = ids.last, id <= last.raw else { return (ids.count, false) }
        var lo = 0, hi = ids.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ids[mid].raw < id { lo = mid + 1 } else { hi = mid }
        }
        return (lo, lo < ids.count && ids[lo].raw == id)
    }

    @inlinable public subscript(key: Key) -> Value? {
        get {
            let (i, found) = find(key.raw)
            return found ? slots[i] : nil
        }
        // Changed in place: a controller is a large value, and copying it out and back for
        // `controllers[id]?.presented = x` would also copy the arrays it holds.
        _modify {
            let id = key.raw
            let (i, found) = find(id)
            if found {
                yield &slots[i]
                if slots[i] == nil {
                    ids.remove(at: i)
                    slots.remove(at: i)
                }
            } else {
                var added: Value? = nil
                yield &added
                if let added {
                    ids.insert(key, at: i)
                    slots.insert(added, at: i)
                }
            }
        }
    }

    /// Whether an instance has this id.
    @inlinable public func contains(_ key: Key) -> Bool { find(key.raw).found }

    /// The ids in use, ascending.
    @inlinable public var keys: [Key] { ids }
    /// The values, by ascending id.
    @inlinable public var values: [Value] { slots.compactMap { $0 } }

    @discardableResult @inlinable
    public mutating func removeValue(forKey id: Key) -> Value? {
        let old = self[id]
        self[id] = nil
        return old
    }

    /// The entries for which `isIncluded` holds, as a table.
    @inlinable public func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> IDTable {
        var out = IDTable()
        for e in self where try isIncluded(e) {
            out.ids.append(e.key)
            out.slots.append(e.value)
        }
        return out
    }

    public struct Iterator: IteratorProtocol {
        @usableFromInline let ids: [Key]
        @usableFromInline let slots: [Value?]
        @usableFromInline var i = 0
        @inlinable init(ids: [Key], slots: [Value?]) { self.ids = ids; self.slots = slots }
        @inlinable public mutating func next() -> (key: Key, value: Value)? {
            guard i < ids.count, let v = slots[i] else { return nil }
            defer { i += 1 }
            return (ids[i], v)
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(ids: ids, slots: slots) }
    @inlinable public var underestimatedCount: Int { ids.count }
}
