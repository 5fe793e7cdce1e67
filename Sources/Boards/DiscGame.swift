/// A disc-flipping game as the exact endgame solver sees it (the flank family: Reversi and its
/// variants). Cells are bits of a `UInt64` in the 8 x 8 layout (bit = row * 8 + column, a1 = bit
/// 0 at the top-left); a smaller board uses the cells of `cells` only. A position is two words:
/// the discs of the side to move and those of the other side.
///
/// The rules: the side to move puts a disc on an empty cell listed by `moves`, which turns the
/// discs `flips` names; a side with no move passes; when neither side can move the game is over
/// and `finalScore` is the result. The solver needs nothing else, so a variant compiled from a
/// rule file is solved by the same specialized code as standard Reversi.
public protocol DiscGame: Sendable {
    /// Every cell of the board.
    var cells: UInt64 { get }

    /// Every empty cell where the side owning `player` may move.
    func moves(player: UInt64, opponent: UInt64) -> UInt64

    /// The discs turned when the side owning `player` moves on `square`; 0 when the move is
    /// illegal.
    func flips(square: Int, player: UInt64, opponent: UInt64) -> UInt64

    /// The result of a finished game for the side owning `player`: the disc difference in its
    /// favour (positive when it wins), empty cells counted for the winner.
    func finalScore(player: UInt64, opponent: UInt64) -> Int

    /// The regions whose empty-cell counts guide move ordering by parity (the four quadrants of
    /// the board); together they cover `cells`.
    var parityRegions: [UInt64] { get }

    /// The corner cells.
    var corners: UInt64 { get }
}
