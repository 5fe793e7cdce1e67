import Boards

/// The memo of the two-player solver.
///
/// Policy: a fixed number of slots (a power of two, from a byte budget set by the caller;
/// `defaultBytes` when not set), each slot keyed by the full canonical key (compared exactly, so a
/// hit is never a collision), holding a score bound and the best move found, in the canonical
/// frame. Bound kinds: exact, lower (the value is at least the score) and upper (at most).
/// Replacement: always replace, the newest result wins. Lookups return a copy.
public struct TranspositionTable<Key: TableKey, Move: Hashable & Sendable>: Sendable {
    public enum Bound: UInt8, Sendable {
        case exact
        case lower
        case upper
    }

    public struct Entry: Sendable {
        public var key: Key
        public var score: Int32
        public var bound: Bound
        public var move: Move?
    }

    /// 64 MiB.
    public static var defaultBytes: Int { 64 << 20 }

    private var slots: [Entry?]
    private let mask: Int

    /// A table of at most `bytes` bytes (at least 1,024 slots).
    public init(bytes: Int = TranspositionTable.defaultBytes) {
        let slotSize = max(1, MemoryLayout<Entry?>.stride)
        var count = 1024
        while count * 2 * slotSize <= bytes { count *= 2 }
        slots = [Entry?](repeating: nil, count: count)
        mask = count - 1
    }

    /// The number of slots.
    public var capacity: Int { slots.count }

    /// The memory the slots take, in bytes.
    public var bytes: Int { slots.count * MemoryLayout<Entry?>.stride }


    /// The entry stored for `key`, if any.
    public func probe(_ key: Key) -> Entry? {
        guard let entry = slots[Int(truncatingIfNeeded: key.hash64) & mask], entry.key == key else { return nil }
        return entry
    }

    public mutating func store(_ key: Key, score: Int32, bound: Bound, move: Move?) {
        slots[Int(truncatingIfNeeded: key.hash64) & mask] = Entry(key: key, score: score, bound: bound, move: move)
    }

    /// Forgets everything.
    public mutating func clear() {
        for i in slots.indices { slots[i] = nil }
    }
}
