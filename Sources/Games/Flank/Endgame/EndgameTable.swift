import Boards
import CPrefetch
import Synchronization

/// The endgame solver's transposition table, shared by its threads.
///
/// Policy: 32-byte entries in buckets of two, one 64-byte cache line; the number of buckets is the
/// largest power of two that fits the byte budget. The key is the whole position (both bitboards,
/// compared exactly). An entry keeps both bounds proven so far (the score is at least `lower` and
/// at most `upper`), the best move found, the work its searches took (the bit length of the
/// node count), and the level of the search that stored them (0 exact; above, a pass of the
/// selective search, whose bounds are guesses). A store for a position already in the bucket
/// tightens its bounds when of the same level (see `store`); otherwise the entry of the bucket
/// that took less work, or belongs to an older generation, gives way.
/// `clear` starts a new generation, so clearing costs nothing until the counter wraps.
///
/// Threads: an entry is four atomic words (player, opponent, data, check) read and written with
/// relaxed ordering and no lock (lockless hashing after Hyatt). `check` is a strong hash of the
/// position mixed with `data`, so a reader that meets an entry half written by another thread
/// (words of two different stores) finds the check wrong and takes it as a miss: a probe only
/// ever returns bounds that some search proved for that very position. Two threads storing the
/// same position at once may lose one's tightening; that costs nodes, never correctness.
final class EndgameTable: @unchecked Sendable {
    // @unchecked: the shared state is the entries, each word an `Atomic`; `generation` changes
    // only between searches (`clear`), when no thread probes.

    /// What a probe returns: the bounds and the best move (`EndgameSolver.pass` for none).
    struct Entry {
        var lower: Int8
        var upper: Int8
        var move: UInt8
        /// 0 for proven bounds; otherwise the level of the selective pass that guessed them
        /// (`EndgameSearch.level`: the higher, the bolder). A search takes the bounds only of
        /// entries at its own level or below, and the move from any.
        var level: UInt8
    }

    private let words: UnsafeMutablePointer<Atomic<UInt64>>
    private let bucketMask: UInt64
    /// Entries in the table (two per bucket).
    let count: Int
    private var generation: UInt64 = 1

    /// A table of at most `bytes` bytes (at least 1,024 entries), aligned to 2 MiB and offered to
    /// the kernel for huge pages: probes land anywhere, and with small pages most would also miss
    /// the TLB.
    init(bytes: Int) {
        // Smaller when the system gives less.
        let (memory, length) = TableMemory.allocate(upTo: Self.entries(bytes: bytes) * 32, smallest: Self.entries(bytes: 0) * 32)
        count = length / 32
        bucketMask = UInt64(count / 2 - 1)
        words = memory.bindMemory(to: Atomic<UInt64>.self, capacity: 4 * count)
        for i in 0..<(4 * count) { (words + i).initialize(to: Atomic(0)) }
    }

    deinit {
        words.deinitialize(count: 4 * count)
        TableMemory.release(UnsafeMutableRawPointer(words))
    }

    /// The entries of a table of at most `bytes` bytes: the most, a power of two, that fit (at
    /// least 1,024).
    private static func entries(bytes: Int) -> Int {
        var count = 1024
        while count * 2 * 32 <= bytes { count *= 2 }
        return count
    }

    /// The memory a table of at most `bytes` bytes takes.
    static func footprint(bytes: Int) -> Int { entries(bytes: bytes) * 32 }

    // The data word: lower (8 bits, offset by 128), upper (8), move (8), work (7: a bit length,
    // at most 64), level (3), generation (30).
    @inline(__always)
    private static func pack(lower: Int, upper: Int, move: Int, work: UInt64, level: Int, generation: UInt64)
        -> UInt64
    {
        UInt64(truncatingIfNeeded: lower &+ 128) | UInt64(truncatingIfNeeded: upper &+ 128) << 8
            | UInt64(truncatingIfNeeded: move & 0xFF) << 16 | (work & 0x7F) << 24
            | UInt64(truncatingIfNeeded: level & 7) << 31 | generation << generationShift
    }

    private static let generationShift: UInt64 = 34

    @inline(__always) private static func lower(_ data: UInt64) -> Int { Int(data & 0xFF) - 128 }
    @inline(__always) private static func upper(_ data: UInt64) -> Int { Int(data >> 8 & 0xFF) - 128 }
    @inline(__always) private static func move(_ data: UInt64) -> Int { Int(data >> 16 & 0xFF) }
    @inline(__always) private static func work(_ data: UInt64) -> UInt64 { data >> 24 & 0x7F }
    @inline(__always) private static func level(_ data: UInt64) -> Int { Int(data >> 31 & 7) }

    /// The first word of the bucket of a position.
    @inline(__always)
    private func bucket(_ player: UInt64, _ opponent: UInt64) -> UnsafeMutablePointer<Atomic<UInt64>> {
        // Multiply-shift hashing of both words: the high bits mix every input bit.
        let h = (player &* 0x9E37_79B9_7F4A_7C15) ^ ((opponent ^ (opponent &>> 29)) &* 0xC2B2_AE3D_27D4_EB4F)
        return words + Int(truncatingIfNeeded: ((h ^ (h &>> 32)) & bucketMask) &* 8)
    }

    /// Starts loading the bucket of a position into the cache.
    @inline(__always)
    func prefetch(_ player: UInt64, _ opponent: UInt64) {
        analyze_prefetch(UnsafeRawPointer(bucket(player, opponent)))
    }

    /// The data word of the position's entry in the bucket at `first`, and the slot, if any.
    @inline(__always)
    private func find(_ first: UnsafeMutablePointer<Atomic<UInt64>>, _ player: UInt64, _ opponent: UInt64)
        -> (slot: UnsafeMutablePointer<Atomic<UInt64>>, data: UInt64)?
    {
        for i in 0..<2 {
            let slot = first + 4 * i
            guard slot[0].load(ordering: .relaxed) == player, slot[1].load(ordering: .relaxed) == opponent else {
                continue
            }
            let data = slot[2].load(ordering: .relaxed)
            // A torn entry (words of two stores) fails the check; an old generation is gone.
            // (The check, the position's `mix64` XOR the data, is computed only for a matching key.)
            guard slot[3].load(ordering: .relaxed) == mix64(player, opponent) ^ data,
                data >> Self.generationShift == generation
            else { continue }
            return (slot, data)
        }
        return nil
    }

    /// The entry stored for the position, if any.
    @inline(__always)
    func probe(_ player: UInt64, _ opponent: UInt64) -> Entry? {
        guard let (_, data) = find(bucket(player, opponent), player, opponent) else { return nil }
        return Entry(lower: Int8(truncatingIfNeeded: Self.lower(data)), upper: Int8(truncatingIfNeeded: Self.upper(data)),
            move: UInt8(truncatingIfNeeded: Self.move(data)), level: UInt8(truncatingIfNeeded: Self.level(data)))
    }

    /// Records that the score of the position lies in `lower...upper`, with `move` the best
    /// move found (64 for none) after `work` nodes, by a search of `level` (0: exact; above, a
    /// selective pass's guesses). A store never overwrites bounds of a lower level (guesses
    /// never overwrite proofs, bold guesses never careful ones); bounds of a lower level replace
    /// the entry's rather than narrowing them.
    @inline(__always)
    func store(_ player: UInt64, _ opponent: UInt64, lower: Int, upper: Int, move: Int, work: UInt64,
        level: Int = 0)
    {
        let first = bucket(player, opponent)
        var weight = UInt64(64 - work.leadingZeroBitCount)
        var lower = lower, upper = upper, move = move
        var slot: UnsafeMutablePointer<Atomic<UInt64>>
        if let (found, data) = find(first, player, opponent) {
            slot = found
            let stored = Self.level(data)
            if level > stored { return }
            if level == stored {
                let lowerBound = max(Self.lower(data), lower), upperBound = min(Self.upper(data), upper)
                // Only a search cut short by a limit (or a selective search's guesses) can leave
                // crossing bounds: then trust the newer.
                if lowerBound <= upperBound {
                    lower = lowerBound
                    upper = upperBound
                }
                weight = max(weight, Self.work(data))
            }
            if move == 64 { move = Self.move(data) }
        } else {
            // The entry that took less work gives way; one of an old generation first.
            @inline(__always) func worth(_ slot: UnsafeMutablePointer<Atomic<UInt64>>) -> Int {
                let data = slot[2].load(ordering: .relaxed)
                return data >> Self.generationShift == generation ? Int(Self.work(data)) : -1
            }
            let second = first + 4
            slot = worth(first) <= worth(second) ? first : second
        }
        let data = Self.pack(lower: lower, upper: upper, move: move, work: weight, level: level,
            generation: generation)
        slot[0].store(player, ordering: .relaxed)
        slot[1].store(opponent, ordering: .relaxed)
        slot[2].store(data, ordering: .relaxed)
        slot[3].store(mix64(player, opponent) ^ data, ordering: .relaxed)
    }

    /// Forgets everything: a new generation, and a real wipe when the counter wraps. Call it
    /// only while no search runs.
    func clear() {
        generation &+= 1
        if generation >> (64 - Self.generationShift) != 0 {
            generation = 1
            for i in 0..<(4 * count) { words[i].store(0, ordering: .relaxed) }
        }
    }
}
