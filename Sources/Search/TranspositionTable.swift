import Boards

/// The memo of the two-player solver.
///
/// Policy: a fixed number of slots (a power of two, from a byte budget set by the caller;
/// `defaultBytes` when not set) in buckets of two, each slot keyed by the full canonical key
/// (compared exactly, so a hit is never a collision), holding a score bound, the best move found
/// in the canonical frame, and the work (nodes) its search took. Bound kinds: exact, lower (the
/// value is at least the score) and upper (at most). Replacement: the first slot of a bucket
/// keeps the result that took the most work (moving the one it displaces to the second), the
/// second takes every other result, so a costly subtree is not lost to a stream of cheap ones.
/// Lookups return a copy.
public struct TranspositionTable<Key: TableKey, Move: Hashable & Sendable>: Sendable {
    public enum Bound: UInt8, Sendable {
        case exact
        case lower
        case upper
    }

    public struct Entry: Sendable {
        public var key: Key
        public var score: Int32
        /// Nodes the search of this entry took, capped.
        public var work: UInt32
        public var bound: Bound
        /// The table's generation when stored; entries of older generations count as empty.
        var generation: UInt8
        public var move: Move?
    }

    /// 64 MiB.
    public static var defaultBytes: Int { 64 << 20 }

    private var slots: [Entry?]
    /// Selects a bucket's first slot (an even index).
    private let mask: Int
    /// Bumped by `clear`, so that clearing costs nothing until the counter wraps.
    private var generation: UInt8 = 0

    /// A table of at most `bytes` bytes (at least 1,024 slots).
    public init(bytes: Int = TranspositionTable.defaultBytes) {
        let slotSize = max(1, MemoryLayout<Entry?>.stride)
        var count = 1024
        while count * 2 * slotSize <= bytes { count *= 2 }
        slots = [Entry?](repeating: nil, count: count)
        mask = (count - 1) & ~1
    }

    /// The number of slots.
    public var capacity: Int { slots.count }

    /// The memory the slots take, in bytes.
    public var bytes: Int { slots.count * MemoryLayout<Entry?>.stride }


    /// The entry stored for `key`, if any.
    public func probe(_ key: Key) -> Entry? {
        let first = Int(truncatingIfNeeded: key.hash64) & mask
        if let entry = slots[first], entry.key == key, entry.generation == generation { return entry }
        if let entry = slots[first + 1], entry.key == key, entry.generation == generation { return entry }
        return nil
    }

    public mutating func store(_ key: Key, score: Int32, bound: Bound, move: Move?, work: UInt64) {
        let first = Int(truncatingIfNeeded: key.hash64) & mask
        let entry = Entry(key: key, score: score, work: UInt32(clamping: work), bound: bound, generation: generation,
            move: move)
        guard let deep = slots[first], deep.generation == generation, deep.key != key else {
            slots[first] = entry
            return
        }
        if deep.work > entry.work {
            slots[first + 1] = entry
        } else {
            // The deep slot's old result is still worth more than the second slot's.
            slots[first + 1] = deep
            slots[first] = entry
        }
    }

    /// Forgets everything: a new generation, and a real wipe once in 256 clears.
    public mutating func clear() {
        generation &+= 1
        if generation == 0 {
            for i in slots.indices { slots[i] = nil }
        }
    }
}
