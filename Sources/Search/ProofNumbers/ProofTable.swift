import Boards
import CPrefetch

/// The proof and disproof numbers of positions, as the proof-number search last left them, in a
/// table of fixed size: buckets of four slots, each position in the bucket its key's hash picks.
/// When a bucket is full, the entry that cost the least work to find gives way. Keys are compared
/// whole, so a number read back is always the position's own. Its memory comes from `TableMemory`,
/// as the solver's `TranspositionTable` does: smaller when the system gives less.
///
/// Not `TranspositionTable` itself: that one merges the bounds of a position stored again (they
/// only narrow), where proof numbers grow and are overwritten.
final class ProofTable<Key: TableKey> {
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

    private let slots: UnsafeMutablePointer<Entry>
    private let count: Int
    /// Selects a bucket by the hash's low bits (buckets - 1).
    private let bucketMask: Int

    /// A table of at most `bytes` (a power of two of slots, one bucket at least).
    init(bytes: Int) {
        // Every slot starts as zero bits (work 0: empty); no slot's key is read before a store
        // writes it.
        (slots, count) = TableMemory.zeroedSlots(of: Entry.self, upTo: bytes, fewest: Self.bucketSize)
        bucketMask = count / Self.bucketSize - 1
    }

    deinit {
        TableMemory.release(UnsafeMutableRawPointer(slots))
    }

    /// The bytes the table holds.
    var bytes: Int { count * Self.bytesPerSlot }

    /// The first slot of `key`'s bucket.
    private func bucket(_ key: Key) -> Int { (Int(truncatingIfNeeded: key.hash64) & bucketMask) &* Self.bucketSize }

    /// Empties every slot, in place.
    func clear() {
        for slot in 0 ..< count { slots[slot].work = 0 }
    }

    /// Starts loading the bucket of `key` into the cache, for a probe soon after. A bucket of large
    /// keys spans several cache lines: each slot's is fetched.
    func prefetch(_ key: Key) {
        let first = bucket(key)
        for slot in first ..< first &+ Self.bucketSize { analyze_prefetch(UnsafeRawPointer(slots + slot)) }
    }

    /// The numbers stored for `key`, if any.
    func probe(_ key: Key) -> (proof: UInt32, disproof: UInt32)? {
        let first = bucket(key)
        for slot in first ..< first &+ Self.bucketSize where slots[slot].work != 0 && slots[slot].key == key {
            return (slots[slot].proof, slots[slot].disproof)
        }
        return nil
    }

    /// Stores the numbers of `key`, found with `work` nodes: over its own entry, else in an empty
    /// slot, else over the entry of least work.
    func store(_ key: Key, proof: UInt32, disproof: UInt32, work: UInt64) {
        let first = bucket(key)
        var target = first
        for slot in first ..< first &+ Self.bucketSize {
            if slots[slot].work != 0 && slots[slot].key == key {
                target = slot
                break
            }
            if slots[slot].work < slots[target].work { target = slot }
        }
        slots[target] = Entry(key: key, proof: proof, disproof: disproof, work: UInt32(clamping: max(work, 1)))
    }
}
