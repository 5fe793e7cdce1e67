import Boards

/// Where each position sits in an array of positions: open addressing with linear probing on
/// the positions' own 64-bit hash. A slot holds the position's index plus one (0: empty), so a
/// position is stored once, in the array, and the index costs 4 bytes a slot. Grows by doubling
/// at three-quarters full, rehashing from the array.
struct PositionIndex<Position: TableKey> {
    private var slots: [UInt32]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity { size <<= 1 }
        slots = [UInt32](repeating: 0, count: size)
        mask = size - 1
    }

    /// The bytes its slots take.
    var bytes: Int { slots.count * MemoryLayout<UInt32>.stride }

    /// The bytes the next new position adds: the doubled slots, held beside the old ones while
    /// the index grows; 0 when it does not grow.
    var growthOnInsert: Int { (count + 1) * 4 > slots.count * 3 ? 2 * bytes : 0 }

    /// The index of `position` in `positions`, or nil when it is not there.
    func find(_ position: Position, in positions: [Position]) -> Int? {
        var i = Int(truncatingIfNeeded: position.hash64) & mask
        while slots[i] != 0 {
            let index = Int(slots[i] - 1)
            if positions[index] == position { return index }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Records that `positions[index]` (not yet in the index) is at `index`.
    mutating func insert(_ index: Int, in positions: [Position]) {
        place(index, hash: positions[index].hash64)
        count += 1
        if count * 4 > slots.count * 3 { grow(positions) }
    }

    private mutating func place(_ index: Int, hash: UInt64) {
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = UInt32(index + 1)
    }

    private mutating func grow(_ positions: [Position]) {
        let old = slots
        slots = [UInt32](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot != 0 {
            place(Int(slot - 1), hash: positions[Int(slot - 1)].hash64)
        }
    }
}
