import Boards

/// What the fewest-moves search knows of a board, by exact key up to the puzzle's symmetries.
///
/// Policy: a fixed number of buckets, each one 64-byte cache line (the size set by the caller in
/// bytes), so that a probe costs one miss; a key lives in the bucket its hash picks; a store to a
/// full bucket replaces the entry that knows least (the lowest bound, never a dead board before a
/// live one). A bucket, as eight words:
///
/// ```
///   word   0 ... 6                    7
///          the keys of 7 boards       byte i (0 ... 6): what is known of key i
/// ```
///
/// and the byte of knowledge:
///
/// ```
///   bit  7      6 ... 0
///        alive  bound: the fewest moves to a goal are at least this; 127 = no goal reachable
/// ```
///
/// Every entry is a proved fact about its board, and keys are whole boards, not hashes, so the
/// memo is exact at any size: forgetting costs only searching again.
final class FewestMemo {
    static let alive: UInt8 = 0x80
    static let dead: UInt8 = 0x7F
    /// Boards a bucket holds.
    static let ways = 7

    private let words: UnsafeMutablePointer<UInt64>
    private let bucketMask: Int
    /// The board with key 0 (no piece at all) is not worth a slot.
    private var zeroFacts: UInt8 = 0

    init(bytes: Int) {
        var buckets = 1
        while buckets * 2 * 64 <= bytes { buckets *= 2 }
        // Smaller when the system gives less.
        let (raw, length) = TableMemory.allocate(upTo: buckets * 64, smallest: 64)
        buckets = length / 64
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: buckets * 64)
        words = raw.bindMemory(to: UInt64.self, capacity: buckets * 8)
        bucketMask = buckets - 1
    }

    deinit { TableMemory.release(UnsafeMutableRawPointer(words)) }

    var bytes: Int { (bucketMask + 1) * 64 }

    /// What is known of `key`: 0 when nothing.
    func facts(_ key: UInt64) -> UInt8 {
        if key == 0 { return zeroFacts }
        let bucket = bucket(key)
        for i in 0..<Self.ways where bucket[i] == key { return UInt8(truncatingIfNeeded: bucket[7] &>> (i &* 8)) }
        return 0
    }

    /// Adds `learned` (an alive flag, a bound, or dead) to what is known of `key`.
    func learn(_ learned: UInt8, about key: UInt64) {
        if key == 0 {
            zeroFacts = Self.merged(zeroFacts, learned)
            return
        }
        let bucket = bucket(key)
        var victim = 0
        var victimWorth = Int.max
        for i in 0..<Self.ways {
            let known = UInt8(truncatingIfNeeded: bucket[7] &>> (i &* 8))
            if bucket[i] == key {
                set(Self.merged(known, learned), at: i, in: bucket)
                return
            }
            if bucket[i] == 0 {
                victim = i
                break
            }
            if Self.worth(known) < victimWorth { (victim, victimWorth) = (i, Self.worth(known)) }
        }
        bucket[victim] = key
        set(learned, at: victim, in: bucket)
    }

    /// Two facts about one board: the alive flag stays, the higher bound wins.
    static func merged(_ a: UInt8, _ b: UInt8) -> UInt8 {
        (a | b) & alive | max(a & dead, b & dead)
    }

    /// How much an entry saves: a dead board the most (a whole subtree), then the bound.
    private static func worth(_ facts: UInt8) -> Int {
        Int(facts & dead) + (facts & alive != 0 ? 1 : 0)
    }

    private func set(_ facts: UInt8, at i: Int, in bucket: UnsafeMutablePointer<UInt64>) {
        let shift = UInt64(i &* 8)
        bucket[7] = bucket[7] & ~(0xFF &<< shift) | UInt64(facts) &<< shift
    }

    private func bucket(_ key: UInt64) -> UnsafeMutablePointer<UInt64> {
        words + (Int(truncatingIfNeeded: mix64(key)) & bucketMask) &* 8
    }
}
