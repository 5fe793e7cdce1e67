import Boards
import CPrefetch

/// The proof and disproof numbers of positions, as the proof-number search last left them, in a
/// table of fixed size: buckets of four slots, each position in the bucket its key's hash picks.
/// When a bucket is full, the entry that cost the least work to find gives way. Keys are compared
/// whole, so a number read back is always the position's own.
struct ProofTable<Key: TableKey> {
    struct Entry {
        var key: Key
        var proof: UInt32
        var disproof: UInt32
        /// Nodes spent on the position when last stored (at least 1); 0 marks an empty slot.
        var work: UInt32
    }

    static var bucketSize: Int { 4 }
    /// What one slot takes.
    static var bytesPerSlot: Int { MemoryLayout<Entry>.stride }

    private var entries: [Entry]
    private let bucketMask: Int
    /// Slots in use.
    private(set) var used = 0

    /// A table of at most `bytes` (a power of two of buckets; one bucket at least).
    init(bytes: Int) {
        let buckets = max(1, bytes / (Self.bytesPerSlot * Self.bucketSize))
        var count = 1
        while count * 2 <= buckets { count *= 2 }
        bucketMask = count - 1
        entries = Array(repeating: Entry(key: .placeholder, proof: 0, disproof: 0, work: 0), count: count * Self.bucketSize)
    }

    /// The bytes the table holds.
    var bytes: Int { entries.count * Self.bytesPerSlot }

    private func bucket(_ key: Key) -> Int { Int(truncatingIfNeeded: key.hash64) & bucketMask &* Self.bucketSize }

    /// Empties every slot, in place.
    mutating func clear() {
        for slot in entries.indices { entries[slot].work = 0 }
        used = 0
    }

    /// Starts loading the bucket of `key` into the cache, for a probe soon after.
    func prefetch(_ key: Key) {
        entries.withUnsafeBufferPointer { slots in
            guard let base = slots.baseAddress else { return }
            // A bucket of large keys spans several cache lines: fetch each slot's.
            let first = bucket(key)
            for slot in first ..< first &+ Self.bucketSize { analyze_prefetch(UnsafeRawPointer(base + slot)) }
        }
    }

    /// The numbers stored for `key`, if any.
    func probe(_ key: Key) -> (proof: UInt32, disproof: UInt32)? {
        let first = bucket(key)
        for slot in first ..< first &+ Self.bucketSize where entries[slot].work != 0 && entries[slot].key == key {
            return (entries[slot].proof, entries[slot].disproof)
        }
        return nil
    }

    /// Stores the numbers of `key`, found with `work` nodes: over its own entry, else in an empty
    /// slot, else over the entry of least work.
    mutating func store(_ key: Key, proof: UInt32, disproof: UInt32, work: UInt64) {
        let first = bucket(key)
        var target = first
        for slot in first ..< first &+ Self.bucketSize {
            if entries[slot].work != 0 && entries[slot].key == key {
                target = slot
                break
            }
            if entries[slot].work < entries[target].work { target = slot }
        }
        if entries[target].work == 0 { used &+= 1 }
        let stored = UInt32(clamping: max(work, 1))
        entries[target] = Entry(key: key, proof: proof, disproof: disproof, work: stored)
    }
}
