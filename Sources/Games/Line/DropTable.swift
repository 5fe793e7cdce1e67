import Boards
import CPrefetch
import Synchronization

/// The transposition table of `DropSolver`, shared by its threads.
///
/// Policy: buckets of two 8-byte entries, 2^k buckets. A key (below 2^keyBits) is first mixed by
/// a multiplication by an odd number modulo 2^keyBits, which is a bijection, so nothing is lost:
/// the top k bits of the product choose the bucket and the entry keeps its low 39 bits. With
/// k >= keyBits - 39 the two give back the whole product, hence the key: the check is exact,
/// not a hash, for every board `DropBoard` takes (keys of at most 52 bits).
/// An entry holds both bounds proven (`lower`, `upper`), the best move's column in the canonical
/// frame, and the work that proved them (the bit length of the node count). A store for a key
/// already in the bucket tightens its bounds; otherwise the entry that took less work gives way,
/// so deep results outlive shallow ones.
///
/// Each entry is one atomic word, read and written with relaxed ordering: threads never see a
/// torn entry, and any entry they see holds bounds some thread proved for that key.
public final class DropTable: @unchecked Sendable {
    // @unchecked: the only state shared between threads is the entries, each an `Atomic`.
    private let slots: UnsafeMutablePointer<Atomic<UInt64>>
    /// Buckets in the table (a power of two).
    public let buckets: Int
    /// Bits of a key, and the shift that leaves the bucket's bits of a mixed key.
    private let keyMask: UInt64
    private let bucketShift: UInt64

    /// The table's size by default: 16 MiB, measured on 7 x 6 (docs/solver.md): on this machine
    /// kind (16 MiB of L3 cache) the empty board and the benchmark sets run faster with 16 MiB than
    /// with 32 or 64, the extra nodes of a smaller table costing less than its cache misses.
    public static let defaultBytes = 16 << 20

    /// A table of at most `bytes` bytes of entries for keys of `keyBits` bits (at most 52), but
    /// never fewer buckets than 2^(keyBits - 39) (the exact check needs them) nor than 1,024
    /// (16 KiB).
    public init(bytes: Int, keyBits: Int) {
        // Smaller when the system gives less, never below what the exact key check needs.
        let (memory, length) = TableMemory.allocate(upTo: 16 * Self.buckets(bytes: bytes, keyBits: keyBits),
            smallest: 16 * Self.buckets(bytes: 0, keyBits: keyBits))
        let n = length / 16
        buckets = n
        keyMask = keyBits >= 64 ? .max : (UInt64(1) << UInt64(keyBits)) &- 1
        bucketShift = UInt64(max(0, keyBits - n.trailingZeroBitCount))
        slots = memory.bindMemory(to: Atomic<UInt64>.self, capacity: 2 * n)
        for i in 0..<(2 * n) { (slots + i).initialize(to: Atomic(0)) }
    }

    /// The buckets of a table asked for `bytes` bytes: the most, a power of two, that fit in it.
    private static func buckets(bytes: Int, keyBits: Int) -> Int {
        var bits = max(10, keyBits - 39)
        while bits < keyBits && (32 << bits) <= bytes { bits += 1 }
        return 1 << bits
    }

    /// The memory a table asked for `bytes` bytes takes: its buckets (what a memory budget must
    /// reserve for it).
    public static func footprint(bytes: Int, keyBits: Int) -> Int {
        16 * buckets(bytes: bytes, keyBits: keyBits)
    }

    deinit {
        slots.deinitialize(count: 2 * buckets)
        TableMemory.release(UnsafeMutableRawPointer(slots))
    }

    /// The table's size in bytes.
    public var bytes: Int { 16 * buckets }

    /// Forgets every entry.
    public func clear() {
        for i in 0..<(2 * buckets) { slots[i].store(0, ordering: .relaxed) }
    }

    /// The key mixed: a bijection of the keys below 2^keyBits.
    @inline(__always) func mixed(_ key: UInt64) -> UInt64 { (key &* 0x9E37_79B9_7F4A_7C15) & keyMask }

    /// The first slot of the bucket of a mixed key.
    @inline(__always) func bucket(_ mixed: UInt64) -> Int { Int(truncatingIfNeeded: mixed &>> bucketShift) &* 2 }

    /// Starts loading the key's bucket into the cache.
    @inline(__always) func prefetch(_ key: UInt64) { analyze_prefetch(UnsafeRawPointer(slots + bucket(mixed(key)))) }

    /// The entry stored for `key`, if any.
    @inline(__always) func probe(_ key: UInt64) -> DropEntry? {
        let m = mixed(key)
        let b = bucket(m)
        let check = DropEntry.check(m)
        let first = slots[b].load(ordering: .relaxed)
        if first != 0, first & DropEntry.checkBits == check { return DropEntry(first) }
        let second = slots[b &+ 1].load(ordering: .relaxed)
        if second != 0, second & DropEntry.checkBits == check { return DropEntry(second) }
        return nil
    }

    /// Stores bounds for `key` (`move`: a column, or -1 for none; `work`: nodes the proof took).
    @inline(__always) func store(_ key: UInt64, lower: Int, upper: Int, move: Int, work: UInt64) {
        let m = mixed(key)
        let b = bucket(m)
        let check = DropEntry.check(m)
        var lower = lower, upper = upper, move = move
        var workBits = 64 &- work.leadingZeroBitCount
        var slot = b
        let first = slots[b].load(ordering: .relaxed)
        let second = slots[b &+ 1].load(ordering: .relaxed)
        if first != 0, first & DropEntry.checkBits == check {
            merge(DropEntry(first))
        } else if second != 0, second & DropEntry.checkBits == check {
            slot = b &+ 1
            merge(DropEntry(second))
        } else if DropEntry(second).work < DropEntry(first).work {
            slot = b &+ 1
        }
        slots[slot].store(DropEntry.pack(check: check, lower: lower, upper: upper, move: move, work: workBits),
            ordering: .relaxed)

        func merge(_ old: DropEntry) {
            lower = max(lower, old.lower)
            upper = min(upper, old.upper)
            if move < 0 { move = old.move }
            workBits = max(workBits, old.work)
        }
    }
}

/// One table entry unpacked. Layout of the word: bits 0-31 the mixed key's bits 0-31, 32-38
/// `lower` + 64, 39-45 `upper` + 64, 46-50 the move's column + 1 (0: none), 51-56 the work's bit
/// length, 57-63 the mixed key's bits 32-38. A word of 0 is an empty slot (a stored `lower` + 64
/// is never 0).
struct DropEntry {
    let word: UInt64
    @inline(__always) init(_ word: UInt64) { self.word = word }
    @inline(__always) var lower: Int { Int(truncatingIfNeeded: (word &>> 32) & 0x7F) &- 64 }
    @inline(__always) var upper: Int { Int(truncatingIfNeeded: (word &>> 39) & 0x7F) &- 64 }
    @inline(__always) var move: Int { Int(truncatingIfNeeded: (word &>> 46) & 0x1F) &- 1 }
    @inline(__always) var work: Int { Int(truncatingIfNeeded: (word &>> 51) & 0x3F) }

    /// The bits of a word that hold the key check.
    static let checkBits: UInt64 = 0xFE00_0000_FFFF_FFFF
    /// The key check of a mixed key, in place.
    @inline(__always) static func check(_ mixed: UInt64) -> UInt64 {
        (mixed & 0xFFFF_FFFF) | ((mixed &>> 32) & 0x7F) &<< 57
    }

    @inline(__always) static func pack(check: UInt64, lower: Int, upper: Int, move: Int, work: Int) -> UInt64 {
        check | UInt64(truncatingIfNeeded: lower &+ 64) &<< 32 | UInt64(truncatingIfNeeded: upper &+ 64) &<< 39
            | UInt64(truncatingIfNeeded: move &+ 1) &<< 46 | UInt64(truncatingIfNeeded: min(work, 63)) &<< 51
    }
}
