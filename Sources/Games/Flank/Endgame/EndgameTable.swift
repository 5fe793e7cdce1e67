import Boards
import CPrefetch

/// The endgame solver's transposition table.
///
/// Policy: 32-byte entries in buckets of two, one 64-byte cache line; the number of buckets is the
/// largest power of two that fits the byte budget. The key is the whole position (both bitboards,
/// compared exactly, so a hit is never a collision). An entry keeps both bounds proven so far
/// (the score is at least `lower` and at most `upper`), the best move found, the number of empty
/// cells and the work its searches took (the bit length of the node count). A store for a
/// position already in the bucket tightens its bounds; otherwise the entry of the bucket that
/// took less work, or belongs to an older generation, gives way. Lookups return a copy.
/// `clear` starts a new generation, so clearing costs nothing until the counter wraps.
final class EndgameTable {
    struct Entry {
        var player: UInt64
        var opponent: UInt64
        var lower: Int8
        var upper: Int8
        /// The best move found, `EndgameSolver.pass` for none.
        var move: UInt8
        var generation: UInt8
        var work: UInt8
        var padding: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var padding2: UInt64 = 0
    }

    private let entries: UnsafeMutablePointer<Entry>
    private let bucketMask: UInt64
    private let count: Int
    private var generation: UInt8 = 1

    /// A table of at most `bytes` bytes (at least 1,024 entries), aligned to 2 MiB and offered to
    /// the kernel for huge pages: probes land anywhere, and with small pages most would also miss
    /// the TLB.
    init(bytes: Int) {
        let size = MemoryLayout<Entry>.stride
        var count = 1024
        while count * 2 * size <= bytes { count *= 2 }
        self.count = count
        bucketMask = UInt64(count / 2 - 1)
        entries = TableMemory.allocate(bytes: count * size).bindMemory(to: Entry.self, capacity: count)
        entries.initialize(repeating: Self.empty, count: count)
    }

    deinit {
        entries.deinitialize(count: count)
        TableMemory.release(UnsafeMutableRawPointer(entries))
    }

    private static var empty: Entry {
        Entry(player: 0, opponent: 0, lower: 0, upper: 0, move: 64, generation: 0, work: 0)
    }

    /// The first entry of the bucket of a position.
    @inline(__always)
    private func bucket(_ player: UInt64, _ opponent: UInt64) -> UnsafeMutablePointer<Entry> {
        // Multiply-shift hashing of both words: the high bits mix every input bit.
        let h = (player &* 0x9E37_79B9_7F4A_7C15) ^ ((opponent ^ (opponent &>> 29)) &* 0xC2B2_AE3D_27D4_EB4F)
        return entries + Int(truncatingIfNeeded: ((h ^ (h &>> 32)) & bucketMask) &* 2)
    }

    /// Starts loading the bucket of a position into the cache.
    @inline(__always)
    func prefetch(_ player: UInt64, _ opponent: UInt64) {
        analyze_prefetch(UnsafeRawPointer(bucket(player, opponent)))
    }

    /// The entry stored for the position, if any.
    @inline(__always)
    func probe(_ player: UInt64, _ opponent: UInt64) -> Entry? {
        let first = bucket(player, opponent)
        for i in 0..<2 {
            let entry = first[i]
            if entry.player == player && entry.opponent == opponent && entry.generation == generation {
                return entry
            }
        }
        return nil
    }

    /// Records that the score of the position lies in `lower...upper`, with `move` the best
    /// move found (64 for none) after `work` nodes.
    @inline(__always)
    func store(_ player: UInt64, _ opponent: UInt64, lower: Int, upper: Int, move: Int, work: UInt64) {
        let first = bucket(player, opponent)
        let weight = UInt8(64 - work.leadingZeroBitCount)
        for i in 0..<2 {
            let slot = first + i
            if slot.pointee.player == player && slot.pointee.opponent == opponent
                && slot.pointee.generation == generation
            {
                var lowerBound = max(Int(slot.pointee.lower), lower)
                var upperBound = min(Int(slot.pointee.upper), upper)
                if lowerBound > upperBound {
                    // Only a search cut short by a limit can leave crossing bounds: trust the newer.
                    lowerBound = lower
                    upperBound = upper
                }
                slot.pointee.lower = Int8(lowerBound)
                slot.pointee.upper = Int8(upperBound)
                if move != 64 { slot.pointee.move = UInt8(move) }
                slot.pointee.work = max(slot.pointee.work, weight)
                return
            }
        }
        let a = first, b = first + 1
        func worth(_ e: UnsafeMutablePointer<Entry>) -> Int {
            e.pointee.generation == generation ? Int(e.pointee.work) : -1
        }
        let victim = worth(a) <= worth(b) ? a : b
        victim.pointee = Entry(player: player, opponent: opponent, lower: Int8(lower), upper: Int8(upper),
            move: UInt8(move), generation: generation, work: weight)
    }

    /// Forgets everything: a new generation, and a real wipe when the counter wraps.
    func clear() {
        generation &+= 1
        if generation == 0 {
            generation = 1
            entries.update(repeating: Self.empty, count: count)
        }
    }
}
