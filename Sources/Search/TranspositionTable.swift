import Boards
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memo of the two-player solver.
///
/// Policy: a fixed number of 16-byte entries (a power of two, from a byte budget set by the caller;
/// `defaultBytes` when not set) in buckets of four, one 64-byte cache line. An entry holds the
/// 64-bit canonical key (compared whole: exact for every board the line family packs into 64
/// bits, see `LineKey`), a score bound, the best move found in the canonical frame, and the work
/// its search took (the bit length of its node count). Bound kinds: exact, lower (the value is at
/// least the score) and upper (at most). Replacement: the same key is overwritten; otherwise the
/// entry of the bucket that took the least work (or is stale) gives way. Lookups return a copy.
/// `clear` starts a new generation, so clearing costs nothing until the counter wraps.
public final class TranspositionTable<Key: TableKey, Move: Hashable & Sendable> {
    public enum Bound: UInt8, Sendable {
        case exact
        case lower
        case upper
    }

    /// One slot. Field order keeps it at 16 bytes for a 64-bit key and a one-byte move.
    public struct Entry: Sendable {
        public var key: Key
        public var score: Int16
        public var bound: Bound
        /// The table's generation when stored; 0 is an empty slot.
        var generation: UInt8
        /// The bit length of the node count of this entry's search.
        var work: UInt8
        public var move: Move?
    }

    /// 64 MiB.
    public static var defaultBytes: Int { 64 << 20 }

    private let slots: UnsafeMutablePointer<Entry>
    private let count: Int
    /// Selects a bucket's first slot (a multiple of four).
    private let mask: Int
    private var generation: UInt8 = 1

    /// A table of at most `bytes` bytes (at least 1,024 slots). The memory is aligned to 2 MiB and
    /// offered to the kernel for huge pages: a probe lands anywhere in the table, and with 4 KiB
    /// pages nearly every one would also miss the TLB.
    public init(bytes: Int = TranspositionTable.defaultBytes) {
        let slotSize = max(1, MemoryLayout<Entry>.stride)
        var count = 1024
        while count * 2 * slotSize <= bytes { count *= 2 }
        self.count = count
        mask = (count - 1) & ~3
        let length = count * slotSize
        var raw: UnsafeMutableRawPointer?
        if posix_memalign(&raw, 2 << 20, length) == 0, let raw {
            #if os(Linux)
            _ = madvise(raw, length, MADV_HUGEPAGE)
            #endif
            slots = raw.bindMemory(to: Entry.self, capacity: count)
        } else {
            slots = UnsafeMutablePointer<Entry>.allocate(capacity: count)
        }
        slots.initialize(repeating: Self.empty, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        free(UnsafeMutableRawPointer(slots))
    }

    private static var empty: Entry {
        Entry(key: Key.placeholder, score: 0, bound: .exact, generation: 0, work: 0, move: nil)
    }

    /// The number of slots.
    public var capacity: Int { count }

    /// The memory the slots take, in bytes.
    public var bytes: Int { count * MemoryLayout<Entry>.stride }

    /// The entry stored for `key`, if any.
    public func probe(_ key: Key) -> Entry? {
        let first = bucket(key)
        for i in first..<first + 4 {
            let entry = slots[i]
            if entry.generation == generation && entry.key == key { return entry }
        }
        return nil
    }

    public func store(_ key: Key, score: Int32, bound: Bound, move: Move?, work: UInt64) {
        let first = bucket(key)
        let weight = UInt8(64 - work.leadingZeroBitCount)
        var victim = first
        var least = UInt8.max
        for i in first..<first + 4 {
            let entry = slots[i]
            if entry.generation == generation && entry.key == key {
                victim = i
                break
            }
            let worth = entry.generation == generation ? entry.work : 0
            if worth < least {
                least = worth
                victim = i
            }
        }
        slots[victim] = Entry(key: key, score: Int16(clamping: score), bound: bound, generation: generation,
            work: weight, move: move)
    }

    private func bucket(_ key: Key) -> Int { Int(truncatingIfNeeded: key.hash64) & mask }

    /// Forgets everything: a new generation, and a real wipe when the counter wraps.
    public func clear() {
        generation &+= 1
        if generation == 0 {
            generation = 1
            slots.update(repeating: Self.empty, count: count)
        }
    }
}
