import Synchronization

/// The positions some thread is searching now, for ABDADA: a thread marks a node while it
/// searches the node's moves, and another thread that meets the node as a later move puts it off.
/// A small table of its own (4,096 atomic words, 32 KiB): each slot, chosen by multiplicative
/// hashing of the key, holds the key of the last position marked there. A collision only reorders
/// moves (a false "busy" puts a move off, a lost mark lets two threads search one position), so
/// results never depend on it.
public final class BusyMarks: @unchecked Sendable {
    // @unchecked: the only state is the slots, each an `Atomic`.
    /// Slots in the table.
    public static let slots = 1 << 12
    /// The memory the marks take (what a memory budget reserves beside the table they serve).
    public static let bytes = 8 * slots

    @usableFromInline let words: UnsafeMutablePointer<Atomic<UInt64>>

    public init() {
        words = .allocate(capacity: Self.slots)
        for i in 0..<Self.slots { (words + i).initialize(to: Atomic(0)) }
    }

    deinit {
        words.deinitialize(count: Self.slots)
        words.deallocate()
    }

    @usableFromInline @inline(__always)
    func slot(_ key: UInt64) -> UnsafeMutablePointer<Atomic<UInt64>> {
        words + Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 - Self.slots.trailingZeroBitCount))
    }

    /// Marks `key` as being searched.
    @inlinable @inline(__always)
    public func mark(_ key: UInt64) { slot(key).pointee.store(key, ordering: .relaxed) }

    /// Clears the mark of `key`, if it is still there.
    @inlinable @inline(__always)
    public func clear(_ key: UInt64) {
        _ = slot(key).pointee.compareExchange(expected: key, desired: 0, ordering: .relaxed)
    }

    /// Whether some thread is searching `key` now.
    @inlinable @inline(__always)
    public func isMarked(_ key: UInt64) -> Bool { slot(key).pointee.load(ordering: .relaxed) == key }
}
