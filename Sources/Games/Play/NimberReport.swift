import Boards

/// What `nimber` found: the position's nimber, the regions its empty cells split into, each with
/// its own, and the moves that leave a nimber of 0 (the winning moves; none when the position's is 0).
public struct NimberReport: Sendable, Hashable {
    /// One region of empty cells that no placement joins to another.
    public struct Region: Sendable, Hashable {
        /// Its cells, as the game names them, in the board's order.
        public var cells: [String]
        public var nimber: Int
    }

    public var game: String
    public var toMove: Player
    public var nimber: Int
    /// Largest first; cells that no move can fill any more are in none.
    public var regions: [Region]
    public var winningMoves: [String]
    /// Regions valued (stored in the table), the table's most bytes and what a slot takes, the time.
    public var valued: Int
    public var peakBytes: Int
    public var bytesPerSlot: Int
    public var seconds: Double
}
