/// A disc-flipping game as the exact endgame solver sees it (the flank family: Reversi and its
/// variants). Cells are bits of a `UInt64` in the 8 x 8 layout (bit = row * 8 + column, a1 = bit
/// 0 at the top-left); a smaller board uses the cells of `cells` only. A position is two words:
/// the discs of the side to move and those of the other side.
///
/// The moves and flips are the standard Reversi ones on any such board, so the solver runs them
/// on its own bitboard code; what varies between rule sets, and so comes from here, is the board
/// (its cells, parity regions and corners) and the goal (`finalScore`, most or fewest discs).
/// A variant compiled from a rule file is solved by the same specialized code as standard
/// Reversi.
public protocol DiscGame: Sendable {
    /// Every cell of the board.
    var cells: UInt64 { get }

    /// The result of a finished game for the side owning `player`: the disc difference in its
    /// favour (positive when it wins), empty cells counted for the winner.
    func finalScore(player: UInt64, opponent: UInt64) -> Int

    /// The regions whose empty-cell counts guide move ordering by parity (the four quadrants of
    /// the board); together they cover `cells`.
    var parityRegions: [UInt64] { get }

    /// The corner cells.
    var corners: UInt64 { get }

    /// The board's symmetries other than the identity under which the rules look the same, each
    /// as the image of every cell (indexed by bit; entries of bits off the board are unused).
    var symmetryMaps: [[Int]] { get }
}
