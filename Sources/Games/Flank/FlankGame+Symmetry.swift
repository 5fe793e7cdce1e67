import Boards

/// The eight symmetries of the square board (the dihedral group): symmetry `s` mirrors the
/// columns when bit 0 is set, the rows when bit 1 is set, then swaps columns and rows when bit 2
/// is set. The rules look the same in every one, so positions that map onto each other share a
/// table entry and a count.
extension FlankGame {
    /// The number of symmetries.
    public static let symmetryCount = 8

    /// Where cell `bit` goes under symmetry `s`.
    @inlinable public func image(of bit: Int, symmetry s: Int) -> Int {
        Self.image(of: bit, symmetry: s, size: geometry.size)
    }

    /// Where cell `bit` goes under symmetry `s` on a board of `size` x `size` cells.
    @inlinable public static func image(of bit: Int, symmetry s: Int, size: Int) -> Int {
        let last = size - 1
        var column = bit % 8, row = bit / 8
        if s & 1 != 0 { column = last - column }
        if s & 2 != 0 { row = last - row }
        if s & 4 != 0 { swap(&column, &row) }
        return row * 8 + column
    }

    /// Where cell `bit` comes from under symmetry `s` (the inverse map).
    @inlinable public func preimage(of bit: Int, symmetry s: Int) -> Int {
        let last = geometry.size - 1
        var column = bit % 8, row = bit / 8
        if s & 4 != 0 { swap(&column, &row) }
        if s & 2 != 0 { row = last - row }
        if s & 1 != 0 { column = last - column }
        return row * 8 + column
    }

    /// Every disc of `bits` moved by symmetry `s`.
    @inlinable public func image(of bits: UInt64, symmetry s: Int) -> UInt64 {
        guard s != 0 else { return bits }
        var moved: UInt64 = 0
        for bit in bits.setBits { moved |= UInt64.bit(image(of: bit, symmetry: s)) }
        return moved
    }
}

extension FlankGame: Symmetric {
    public var symmetryCount: Int { Self.symmetryCount }

    public func image(of position: FlankPosition, symmetry s: Int) -> FlankPosition {
        FlankPosition(player: image(of: position.player, symmetry: s), opponent: image(of: position.opponent, symmetry: s),
            mover: position.mover)
    }
}
