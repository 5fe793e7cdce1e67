import Boards

/// A set of 64-bit keys with open addressing and linear probing: 8 bytes a slot (`KeySet` spends
/// 16 on an optional `UInt64`), 0 marking an empty slot and the key 0 kept apart in a flag. Slots
/// are picked by the SplitMix64 finalizer of the key. Grows by doubling at 3/4 full.
struct WordSet {
    private(set) var slots: [UInt64]
    private var mask: Int
    private var hasZero = false
    private(set) var count = 0

    init(capacity: Int = 1 << 12) {
        var size = 16
        while size * 3 < capacity * 4 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    /// Bytes held by the slots.
    var bytes: Int { slots.count * 8 }

    /// Adds `key`; true when it was not there before.
    @discardableResult
    mutating func insert(_ key: UInt64) -> Bool {
        if key == 0 {
            if hasZero { return false }
            hasZero = true
            count += 1
            return true
        }
        var i = Self.slot(key, mask)
        while true {
            let there = slots[i]
            if there == key { return false }
            if there == 0 { break }
            i = (i + 1) & mask
        }
        slots[i] = key
        count += 1
        if count * 4 > slots.count * 3 { grow() }
        return true
    }

    /// Every key, in no particular order.
    func forEach(_ body: (UInt64) throws(SearchStop) -> Void) throws(SearchStop) {
        if hasZero { try body(0) }
        for key in slots where key != 0 { try body(key) }
    }

    private static func slot(_ key: UInt64, _ mask: Int) -> Int { Int(truncatingIfNeeded: mix64(key)) & mask }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for key in old where key != 0 {
            var i = Self.slot(key, mask)
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = key
        }
    }
}

/// The dead boards of a puzzle search: positions (by exact key) from which the goal cannot be
/// reached. Policy: a fixed number of 4-key buckets (the size set by the caller in bytes); a key
/// lives in the bucket its hash picks; a full bucket drops one of its keys, picked by the new
/// key's hash, to make room. Forgetting a dead board only costs searching it again, so the memo
/// is exact at any size: it holds no false entries, as keys are whole positions, not hashes.
struct DeadMemo {
    private var slots: [UInt64]
    private let bucketMask: Int
    /// Dead positions with key 0 (an empty board) are not worth a slot: the flag holds them.
    private var hasZero = false

    init(bytes: Int) {
        var buckets = 1
        while buckets * 2 * 32 <= max(bytes, 32) { buckets *= 2 }
        slots = [UInt64](repeating: 0, count: buckets * 4)
        bucketMask = buckets - 1
    }

    var bytes: Int { slots.count * 8 }

    func contains(_ key: UInt64) -> Bool {
        if key == 0 { return hasZero }
        let base = (Int(truncatingIfNeeded: mix64(key)) & bucketMask) &* 4
        return slots[base] == key || slots[base + 1] == key || slots[base + 2] == key || slots[base + 3] == key
    }

    mutating func insert(_ key: UInt64) {
        if key == 0 {
            hasZero = true
            return
        }
        let hash = mix64(key)
        let base = (Int(truncatingIfNeeded: hash) & bucketMask) &* 4
        for i in base..<base + 4 where slots[i] == 0 || slots[i] == key {
            slots[i] = key
            return
        }
        slots[base + Int(truncatingIfNeeded: hash >> 62)] = key
    }

    mutating func clear() {
        for i in slots.indices { slots[i] = 0 }
        hasZero = false
    }
}
