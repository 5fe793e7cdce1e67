/// The evaluation kept up to date along a search path: the configuration of every instance,
/// from both sides' points of view, changed by each move instead of read again from the board.
/// A move changes only the instances through its cell and the discs it flips, about six per
/// cell, where reading a position afresh gathers some 80 bytes of the board.
extension PatternEvaluator {
    /// The configurations of every instance into `mine` (the side owning `player` counts as 1,
    /// the other as 2) and `theirs` (the other way round): `instanceCount` integers each.
    @inline(__always)
    func configurations(_ player: UInt64, _ opponent: UInt64, mine: UnsafeMutablePointer<Int32>,
        theirs: UnsafeMutablePointer<Int32>)
    {
        let playerT = Self.transposed(player), opponentT = Self.transposed(opponent)
        for i in 0..<instanceCount {
            mine[i] = Int32(truncatingIfNeeded: configuration(i, player, opponent, playerT, opponentT))
            theirs[i] = Int32(truncatingIfNeeded: configuration(i, opponent, player, opponentT, playerT))
        }
    }

    /// Plays (`sign` 1) or takes back (`sign` -1) a move of the side whose configurations are
    /// `mover` on `square`, flipping `flips`: the cell goes from empty to the mover's (1 in
    /// `mover`, 2 in `other`), each flipped disc from the other side's to the mover's (2 to 1 in
    /// `mover`, 1 to 2 in `other`).
    @inline(__always)
    func play(_ square: Int, _ flips: UInt64, mover: UnsafeMutablePointer<Int32>, other: UnsafeMutablePointer<Int32>,
        sign: Int32)
    {
        for e in squareFirst[square]..<squareFirst[square &+ 1] {
            let i = Int(squareInstance[e]), power = squarePower[e] &* sign
            mover[i] &+= power
            other[i] &+= power &* 2
        }
        var rest = flips
        while rest != 0 {
            let cell = rest.trailingZeroBitCount
            rest &= rest &- 1
            for e in squareFirst[cell]..<squareFirst[cell &+ 1] {
                let i = Int(squareInstance[e]), power = squarePower[e] &* sign
                mover[i] &-= power
                other[i] &+= power
            }
        }
    }

    /// The estimate for the side owning `player`, in sixteenths of a disc, from its
    /// configurations `mine` (as `configurations` makes them); the same as `value`.
    @inline(__always)
    func value(_ mine: UnsafePointer<Int32>, _ player: UInt64, _ opponent: UInt64, scratch: UnsafeMutablePointer<Int>)
        -> Int
    {
        var sum: Int32 = 0
        for i in 0..<instanceCount { sum &+= Int32(weights[bases[i] &+ Int(mine[i])]) }
        return withTerms(sum, player, opponent, scratch: scratch)
    }
}
