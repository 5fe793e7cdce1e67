import Boards

/// What the fewest-moves search knows of a board, by exact key up to the puzzle's symmetries.
///
/// Policy: a fixed number of 4-entry buckets (the size set by the caller in bytes, 9 bytes an
/// entry: the 64-bit key and one byte of knowledge); a key lives in the bucket its hash picks;
/// a store to a full bucket replaces the entry that knows least (the lowest bound, never a dead
/// board before a live one). The byte:
///
/// ```
///   bit  7      6 ... 0
///        alive  bound: the fewest moves to a goal are at least this; 127 = no goal reachable
/// ```
///
/// Every entry is a proved fact about its board, and keys are whole boards, not hashes, so the
/// memo is exact at any size: forgetting costs only searching again.
struct FewestMemo {
    static let alive: UInt8 = 0x80
    static let dead: UInt8 = 0x7F

    private var keys: [UInt64]
    private var facts: [UInt8]
    private let bucketMask: Int
    /// The board with key 0 (no piece at all) is not worth a slot.
    private var zeroFacts: UInt8 = 0

    init(bytes: Int) {
        var buckets = 1
        while buckets * 2 * 36 <= max(bytes, 36) { buckets *= 2 }
        keys = [UInt64](repeating: 0, count: buckets * 4)
        facts = [UInt8](repeating: 0, count: buckets * 4)
        bucketMask = buckets - 1
    }

    var bytes: Int { keys.count * 9 }

    /// What is known of `key`: 0 when nothing.
    func facts(_ key: UInt64) -> UInt8 {
        if key == 0 { return zeroFacts }
        let base = bucket(key)
        for i in base..<base + 4 where keys[i] == key { return facts[i] }
        return 0
    }

    /// Adds `learned` (an alive flag, a bound, or dead) to what is known of `key`.
    mutating func learn(_ learned: UInt8, about key: UInt64) {
        if key == 0 {
            zeroFacts = Self.merged(zeroFacts, learned)
            return
        }
        let base = bucket(key)
        var victim = base
        for i in base..<base + 4 {
            if keys[i] == key {
                facts[i] = Self.merged(facts[i], learned)
                return
            }
            if keys[i] == 0 {
                victim = i
                break
            }
            if Self.worth(facts[i]) < Self.worth(facts[victim]) { victim = i }
        }
        keys[victim] = key
        facts[victim] = learned
    }

    /// Two facts about one board: the alive flag stays, the higher bound wins.
    static func merged(_ a: UInt8, _ b: UInt8) -> UInt8 {
        (a | b) & alive | max(a & dead, b & dead)
    }

    /// How much an entry saves: a dead board the most (a whole subtree), then the bound.
    private static func worth(_ facts: UInt8) -> Int {
        Int(facts & dead) + (facts & alive != 0 ? 1 : 0)
    }

    private func bucket(_ key: UInt64) -> Int { (Int(truncatingIfNeeded: mix64(key)) & bucketMask) &* 4 }
}
