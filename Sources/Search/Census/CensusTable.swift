import Boards

/// The census's store: open-addressed tables from a position's key to its value in two bytes
/// (`CensusValue`), keys and values in separate arrays (a 32-bit packed key costs six bytes a
/// slot). The keys are spread over 64 shards by their hash's top bits, each grown by doubling at
/// three-quarters full on its own, so that growing holds one shard twice, not the whole table.
/// A weighted table (a census split into parts) keeps beside each value the size of the
/// position's class, one byte more a slot.
struct CensusTable<Key: TableKey> {
    private struct Shard {
        var keys: [Key]
        var values: [UInt16]
        /// Each slot's class size in a weighted table; empty otherwise.
        var weights: [UInt8]
        var count = 0

        init(slots: Int, weighted: Bool) {
            keys = [Key](repeating: .placeholder, count: slots)
            values = [UInt16](repeating: 0, count: slots)
            weights = weighted ? [UInt8](repeating: 0, count: slots) : []
        }

        var growsOnInsert: Bool { (count + 1) * 4 > keys.count * 3 }

        func slot(_ key: Key, _ hash: UInt64) -> (index: Int, found: Bool) {
            let mask = keys.count - 1
            var i = Int(truncatingIfNeeded: hash) & mask
            while values[i] != 0 {
                if keys[i] == key { return (i, true) }
                i = (i + 1) & mask
            }
            return (i, false)
        }

        mutating func grow() {
            var bigger = Shard(slots: keys.count * 2, weighted: !weights.isEmpty)
            for i in values.indices where values[i] != 0 {
                let place = bigger.slot(keys[i], keys[i].hash64).index
                bigger.keys[place] = keys[i]
                bigger.values[place] = values[i]
                if !weights.isEmpty { bigger.weights[place] = weights[i] }
            }
            bigger.count = count
            self = bigger
        }
    }

    private static var shardBits: Int { 6 }
    private var shards: [Shard]
    /// The slots of every shard.
    private(set) var slots = 64 << Self.shardBits
    private(set) var count = 0
    /// True when each slot keeps its position's class size (`set(_:_:weight:)`).
    let weighted: Bool

    init(weighted: Bool = false) {
        self.weighted = weighted
        shards = [Shard](repeating: Shard(slots: 64, weighted: weighted), count: 1 << Self.shardBits)
    }

    /// The bytes one slot takes, unweighted.
    static var slotBytes: Int { MemoryLayout<Key>.stride + MemoryLayout<UInt16>.stride }

    /// The bytes one slot of this table takes.
    var bytesPerSlot: Int { Self.slotBytes + (weighted ? 1 : 0) }

    /// The bytes its slots take.
    var bytes: Int { slots * bytesPerSlot }

    private static func shard(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> UInt64(64 - shardBits)) }

    /// The bytes storing `key`, which the table does not hold, adds while it grows: its shard's
    /// doubled slots (held beside the old ones while they copy), or nothing when it has room.
    func growth(forNew key: Key) -> Int {
        let shard = shards[Self.shard(key.hash64)]
        return shard.growsOnInsert ? 2 * shard.keys.count * bytesPerSlot : 0
    }

    /// The value stored for `key`, or 0 when there is none.
    func value(_ key: Key) -> UInt16 {
        let hash = key.hash64
        let shard = Self.shard(hash)
        let (index, found) = shards[shard].slot(key, hash)
        return found ? shards[shard].values[index] : 0
    }

    /// Stores `value` (not 0) for `key`, in place of what it had, growing its shard first when
    /// the key is new and the shard is three-quarters full; in a weighted table, with `weight`
    /// (the class size) where given.
    mutating func set(_ key: Key, _ value: UInt16, weight: UInt8? = nil) {
        let hash = key.hash64
        let shard = Self.shard(hash)
        var (index, found) = shards[shard].slot(key, hash)
        if !found {
            if shards[shard].growsOnInsert {
                slots += shards[shard].keys.count
                shards[shard].grow()
                index = shards[shard].slot(key, hash).index
            }
            shards[shard].keys[index] = key
            shards[shard].count += 1
            count += 1
        }
        shards[shard].values[index] = value
        if let weight, weighted { shards[shard].weights[index] = weight }
    }

    /// Every key held, as `bits` writes it in 32 bits, in ascending order, with its value (and
    /// in a weighted table its class size) beside it: sorted as one 64-bit word each (key above
    /// weight above value), 8 bytes a position, then split into the arrays (6 or 7 more).
    func sortedNarrow(_ bits: (Key) -> UInt32) -> (keys: [UInt32], values: [UInt16], weights: [UInt8]?) {
        var words: [UInt64] = []
        words.reserveCapacity(count)
        for shard in shards {
            for i in shard.values.indices where shard.values[i] != 0 {
                let weight = weighted ? UInt64(shard.weights[i]) : 0
                words.append(UInt64(bits(shard.keys[i])) << 24 | weight << 16 | UInt64(shard.values[i]))
            }
        }
        words.sort()
        return (words.map { UInt32(truncatingIfNeeded: $0 >> 24) }, words.map { UInt16(truncatingIfNeeded: $0) },
            weighted ? words.map { UInt8(truncatingIfNeeded: $0 >> 16) } : nil)
    }

    /// Every key held, as `bits` writes it, in ascending order, with its value (and in a
    /// weighted table its class size) beside it: sorted as triples, 16 bytes a position, then
    /// split into the arrays (up to 11 more).
    func sorted<T: FixedWidthInteger>(_ bits: (Key) -> T) -> (keys: [T], values: [UInt16], weights: [UInt8]?) {
        var triples: [(key: T, value: UInt16, weight: UInt8)] = []
        triples.reserveCapacity(count)
        for shard in shards {
            for i in shard.values.indices where shard.values[i] != 0 {
                triples.append((bits(shard.keys[i]), shard.values[i], weighted ? shard.weights[i] : 0))
            }
        }
        triples.sort { $0.key < $1.key }
        return (triples.map(\.key), triples.map(\.value), weighted ? triples.map(\.weight) : nil)
    }
}

/// A position packed into 32 bits by its game (`Game.packed`, where `packedWidth` is at most
/// 32), as a table key.
struct PackedPosition32: TableKey {
    var bits: UInt32

    var hash64: UInt64 { mix64(UInt64(bits)) }

    static var placeholder: PackedPosition32 { PackedPosition32(bits: 0) }
}

/// A position packed into 64 bits by its game (`Game.packed`), as a table key.
struct PackedPosition: TableKey {
    var bits: UInt64

    var hash64: UInt64 { mix64(bits) }

    static var placeholder: PackedPosition { PackedPosition(bits: 0) }
}

/// A census value in two bytes: the outcome for the side to move in the top two bits (1 a win,
/// 2 a loss, 3 a draw) and the remoteness below; 0 is no value, and `inProgress` marks a
/// position whose value is being worked out (met again, its positions repeat).
enum CensusValue {
    static let inProgress: UInt16 = 1
    /// The longest remoteness two bytes hold beside the outcome.
    static let longest = 0x3FFF

    static func encode(_ outcome: Outcome, remoteness: Int) -> UInt16 {
        let code: UInt16 = switch outcome {
        case .win: 1
        case .loss: 2
        case .draw: 3
        }
        return code << 14 | UInt16(min(remoteness, longest))
    }

    static func outcome(_ value: UInt16) -> Outcome {
        switch value >> 14 {
        case 1: .win
        case 2: .loss
        default: .draw
        }
    }

    static func remoteness(_ value: UInt16) -> Int { Int(value & 0x3FFF) }
}
