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

    /// The symmetries (indices into `symmetries`) that map the position onto itself.
    func fixingSymmetries(_ player: UInt64, _ opponent: UInt64) -> [Int] {
        symmetries.indices.filter { image(player, $0) == player && image(opponent, $0) == opponent }
    }

    /// Keeps one move of each set of twins in `list[0..<count]` (the first in list order) and
    /// returns how many are left. A node with more than `symmetryMaxDiscs` discs is left as it is.
    @inline(__always)
    func dropTwins(_ player: UInt64, _ opponent: UInt64, _ list: UnsafeMutablePointer<Move>, _ count: Int) -> Int {
        guard count > 1, !symmetries.isEmpty, (player | opponent).nonzeroBitCount <= Self.symmetryMaxDiscs else {
            return count
        }
        let fixing = fixingSymmetries(player, opponent)
        guard !fixing.isEmpty else { return count }
        var kept = 0
        var seen: UInt64 = 0
        for i in 0..<count {
            let square = list[i].square
            // A twin of a move kept already adds nothing.
            if fixing.contains(where: { seen & UInt64.bit(symmetries[$0][square]) != 0 }) { continue }
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
        for s in fixingSymmetries(player, opponent) {
            if let found = earlier.first(where: { symmetries[s][$0] == square }) { return found }
        }
        return nil
    }
}
