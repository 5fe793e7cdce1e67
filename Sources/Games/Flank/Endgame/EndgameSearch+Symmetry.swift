import Boards

/// Symmetric positions near the start of a game: a position that a symmetry of the board maps
/// onto itself has moves that map onto each other, and such twins have the same score. Only one
/// of each set of twins is searched. Positions of the opening are often symmetric (the 6 x 6 and
/// 8 x 8 starts have four first moves with one score), later ones almost never, so nodes with more
/// than `symmetryMaxDiscs` discs skip the test.
extension EndgameSearch {
    /// Nodes with at most this many discs look for the symmetries that fix them.
    static let symmetryMaxDiscs = 12

    /// `bits` moved by symmetry `index` of `symmetries`.
    func image(_ bits: UInt64, _ index: Int) -> UInt64 {
        let map = symmetries[index]
        var moved: UInt64 = 0
        var rest = bits
        while rest != 0 {
            moved |= UInt64.bit(map[rest.trailingZeroBitCount])
            rest &= rest &- 1
        }
        return moved
    }

    /// The symmetries that map the position onto itself, as a set of bits (bit `i`: `symmetries[i]`;
    /// a square board has seven besides the identity). A bit set, not an array: `dropTwins`
    /// asks at every node of the opening and should not allocate.
    func fixingSymmetries(_ player: UInt64, _ opponent: UInt64) -> UInt64 {
        var fixing: UInt64 = 0
        for s in symmetries.indices where image(player, s) == player && image(opponent, s) == opponent {
            fixing |= UInt64.bit(s)
        }
        return fixing
    }

    /// Keeps one move of each set of twins in `list[0..<count]` (the first in list order) and
    /// returns how many are left. A node with more than `symmetryMaxDiscs` discs is left as it is.
    @inline(__always)
    func dropTwins(_ player: UInt64, _ opponent: UInt64, _ list: UnsafeMutablePointer<Move>, _ count: Int) -> Int {
        guard count > 1, !symmetries.isEmpty, (player | opponent).nonzeroBitCount <= Self.symmetryMaxDiscs else {
            return count
        }
        let fixing = fixingSymmetries(player, opponent)
        guard fixing != 0 else { return count }
        var kept = 0
        var seen: UInt64 = 0
        for i in 0..<count {
            let square = list[i].square
            // A twin of a move kept already adds nothing.
            var twins: UInt64 = 0
            for s in fixing.setBits { twins |= UInt64.bit(symmetries[s][square]) }
            if seen & twins != 0 { continue }
            seen |= UInt64.bit(square)
            list[kept] = list[i]
            kept += 1
        }
        return kept
    }

    /// The earlier square of `earlier` that a symmetry fixing the position maps onto `square`
    /// (so playing either gives the same score), if there is one.
    func twin(of square: Int, among earlier: [Int], _ player: UInt64, _ opponent: UInt64) -> Int? {
        guard !symmetries.isEmpty, (player | opponent).nonzeroBitCount <= Self.symmetryMaxDiscs else { return nil }
        for s in fixingSymmetries(player, opponent).setBits {
            if let found = earlier.first(where: { symmetries[s][$0] == square }) { return found }
        }
        return nil
    }
}
