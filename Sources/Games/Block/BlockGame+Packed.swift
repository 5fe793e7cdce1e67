extension BlockGame {
    /// A board whose cells are empty, X or O, with the side to move, fits 32 bits as a number in
    /// base 3 up to this many cells (2 x 3^19 < 2^32).
    static let ternaryCells = 19

    /// Whether positions pack in base 3: one of three contents a cell, no kinds, hands or neutral
    /// pieces, and few enough cells.
    private var packsTernary: Bool {
        !kinded && !handed && !hasNeutral && geometry.cellCount <= Self.ternaryCells
    }

    public var packedWidth: Int {
        // Base 3: the bits of the largest code, 2 x 3^cells - 1.
        packsTernary ? UInt64.bitWidth - (2 * pow3(geometry.cellCount) - 1).leadingZeroBitCount : fieldsWidth
    }

    /// The bits of the fields side by side: X's and O's cells, the kinds' cells, the hands, the
    /// side to move.
    private var fieldsWidth: Int {
        let cells = geometry.cellCount
        return 2 * cells + (kinded ? cells : 0) + (handed ? 16 : 0) + 1
    }

    /// In base 3 where `packsTernary` (a cell's digit 0 empty, 1 X, 2 O; then the side to move);
    /// otherwise the position's fields side by side: X's cells, O's cells, the kinds' cells where
    /// the rules have kinds, the hands where they have hands, and the side to move. Nil when that
    /// takes more than 64 bits (a board of more than 31 cells, fewer with kinds or hands).
    public func packed(_ position: BlockPosition) -> UInt64? {
        let cells = geometry.cellCount
        // Checked without `packedWidth`, whose base-3 power this runs for every position.
        guard packsTernary || fieldsWidth <= 64, position.x >> cells == 0, position.o >> cells == 0, position.kinds >> cells == 0,
            kinded || position.kinds == 0, handed || position.xInHand | position.oInHand == 0 else { return nil }
        let mover: UInt64 = position.mover == .x ? 0 : 1
        if packsTernary {
            var digits: UInt64 = 0
            var place: UInt64 = 1
            var x = UInt64(position.x)
            var o = UInt64(position.o)
            while x | o != 0 {
                digits &+= (Self.ternaryByte[Int(x & 0xFF)] &+ 2 &* Self.ternaryByte[Int(o & 0xFF)]) &* place
                place &*= 6561
                x >>= 8
                o >>= 8
            }
            return digits &* 2 &+ mover
        }
        var bits = UInt64(position.x) | UInt64(position.o) << cells
        var shift = 2 * cells
        if kinded {
            bits |= position.kinds << shift
            shift += cells
        }
        if handed {
            bits |= (UInt64(position.xInHand) | UInt64(position.oInHand) << 8) << shift
            shift += 16
        }
        return bits | mover << shift
    }

    /// The base-3 number of a byte's bits: bit i counts 3^i.
    private static let ternaryByte: [UInt64] = (0..<256).map { byte in
        (0..<8).reduce(into: UInt64(0)) { sum, i in if byte >> i & 1 == 1 { sum += pow3(i) } }
    }
}

/// 3^n (n at most 40).
private func pow3(_ n: Int) -> UInt64 { (0..<n).reduce(1) { product, _ in product * 3 } }
