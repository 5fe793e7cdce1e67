/// Helpers for bitboards held in `UInt64`: set bits are walked by clearing the lowest one.
public struct SetBits: Sequence, IteratorProtocol, Sendable {
    @usableFromInline var remaining: UInt64

    @inlinable public init(_ bits: UInt64) { remaining = bits }

    /// The index of the next set bit, lowest first.
    @inlinable public mutating func next() -> Int? {
        guard remaining != 0 else { return nil }
        let index = remaining.trailingZeroBitCount
        remaining &= remaining &- 1
        return index
    }
}

extension UInt64 {
    /// The indices of the set bits, lowest first.
    @inlinable public var setBits: SetBits { SetBits(self) }

    /// The word with only bit `index` set (`index` in 0..<64; the shift masks it, so the hot
    /// loops that call this carry no check for a negative index).
    @inlinable public static func bit(_ index: Int) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: index) }
}

extension UInt128 {
    /// A well-mixed 64-bit hash (of a block board's cells, a region's).
    @inlinable public var hash64: UInt64 { mix64(UInt64(truncatingIfNeeded: self), UInt64(truncatingIfNeeded: self >> 64)) }

    /// The indices of the set bits, lowest first (a block board's cells, a region's).
    public var cellIndices: [Int] {
        var rest = self
        var found: [Int] = []
        while rest != 0 {
            found.append(rest.trailingZeroBitCount)
            rest &= rest &- 1
        }
        return found
    }
}
