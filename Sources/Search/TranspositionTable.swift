import Boards
import CPrefetch

/// The memo of the two-player solver.
///
/// Policy: a fixed number of 16-byte entries (a power of two, from a byte budget set by the caller;
/// `defaultBytes` when not set) in buckets of four, one 64-byte cache line. An entry holds the
/// 64-bit canonical key (compared whole: exact for every board the line family packs into 64
/// bits, see `LineKey`), both bounds proven so far (the value is at least `lower` and at most
/// `upper`; equal bounds are the exact value), the best move found in the canonical frame, and
/// the work its searches took (the bit length of the node count). A store into an entry of the
/// same key tightens its bounds, so the null-window searches that narrow a score keep what each
/// proved. Otherwise the entry of the bucket that took the least work (or is stale) gives way.
/// Lookups return a copy. `clear` starts a new generation, so clearing costs nothing until the
/// counter wraps.
public final class TranspositionTable<Key: TableKey, Move: Hashable & Sendable> {
    /// One slot. Field order keeps it small: the stamp and the bounds go into the bytes a key
    /// leaves before the move's alignment (a block position's 43 bytes, then 5), and the move is
    /// stored without an optional's tag byte (`hasMove` says whether there is one), so an entry
    /// is 16 bytes for a 64-bit key and a one-byte move and 64 bytes, a cache line, for a block
    /// position and its 16-byte move.
    public struct Entry: Sendable {
        public var key: Key
        /// The table's generation when stored (low three bits; 0 is an empty slot), whether a move
        /// is stored (bit 3), and the bit length of the work, halved (high four bits).
        var stamp: UInt8
        /// The value is at least this...
        public var lower: Int16
        /// ...and at most this.
        public var upper: Int16
        /// The best move when `stamp` says there is one; otherwise whatever the slot held (all
        /// zero bits for a slot never stored).
        var storedMove: Move

        /// The best move found, if any.
        public var move: Move? { stamp & Self.hasMove != 0 ? storedMove : nil }

        var generation: UInt8 { stamp & 0x07 }
        var work: UInt8 { stamp >> 4 }

        static var hasMove: UInt8 { 0x08 }
    }

    /// 64 MiB.
    public static var defaultBytes: Int { 64 << 20 }

    private let slots: UnsafeMutablePointer<Entry>
    private let count: Int
    /// Selects a bucket's first slot (a multiple of four).
    private let mask: Int
    /// 1 to 7.
    private var generation: UInt8 = 1

    /// A table of at most `bytes` bytes (at least 1,024 slots), in `TableMemory`: smaller when
    /// the system gives less.
    public init(bytes: Int = TranspositionTable.defaultBytes) {
        // Every slot starts as zero bits (stamp 0: empty); no slot's key or move is read before a
        // store writes it.
        (slots, count) = TableMemory.zeroedSlots(of: Entry.self, upTo: bytes, fewest: 1024)
        mask = (count - 1) & ~3
    }

    deinit {
        TableMemory.release(UnsafeMutableRawPointer(slots))
    }

    /// Starts loading the bucket of `key` into the cache, so that a probe soon after finds it there.
    public func prefetch(_ key: Key) {
        analyze_prefetch(UnsafeRawPointer(slots + bucket(key)))
    }

    /// The entry stored for `key`, if any.
    public func probe(_ key: Key) -> Entry? {
        let first = bucket(key)
        for i in first..<first + 4 {
            let entry = slots[i]
            if entry.generation == generation && entry.key == key { return entry }
        }
        return nil
    }

    /// Records that the value of `key` lies in `lower...upper`, with `move` the best move found.
    public func store(_ key: Key, lower: Int32, upper: Int32, move: Move?, work: UInt64) {
        let first = bucket(key)
        // At most 15: the work has four bits of the stamp.
        let weight = UInt8(min(15, (64 - work.leadingZeroBitCount + 1) / 2))
        var victim = first
        var least = UInt8.max
        for i in first..<first + 4 {
            let entry = slots[i]
            if entry.generation == generation && entry.key == key {
                // The same position: keep the tighter of the old and the new bounds.
                var merged = entry
                merged.lower = max(entry.lower, Int16(clamping: lower))
                merged.upper = min(entry.upper, Int16(clamping: upper))
                if merged.lower > merged.upper {
                    // Bounds from searches of different windows can only meet, not cross; if a
                    // limit cut a search short they may: trust the newer.
                    merged.lower = Int16(clamping: lower)
                    merged.upper = Int16(clamping: upper)
                }
                var moved = entry.stamp & Entry.hasMove
                if let move {
                    merged.storedMove = move
                    moved = Entry.hasMove
                }
                merged.stamp = max(entry.work, weight) << 4 | moved | generation
                slots[i] = merged
                return
            }
            let worth = entry.generation == generation ? entry.work : 0
            if worth < least {
                least = worth
                victim = i
            }
        }
        // Without a move the slot keeps the bytes of the move it held, which `hasMove` hides.
        slots[victim].key = key
        slots[victim].lower = Int16(clamping: lower)
        slots[victim].upper = Int16(clamping: upper)
        if let move { slots[victim].storedMove = move }
        slots[victim].stamp = weight << 4 | (move == nil ? 0 : Entry.hasMove) | generation
    }

    private func bucket(_ key: Key) -> Int { Int(truncatingIfNeeded: key.hash64) & mask }

    /// Forgets everything: a new generation, and a real wipe (every stamp to 0) when the
    /// three-bit counter wraps.
    public func clear() {
        generation += 1
        if generation == 8 {
            generation = 1
            for i in 0..<count { slots[i].stamp = 0 }
        }
    }
}
