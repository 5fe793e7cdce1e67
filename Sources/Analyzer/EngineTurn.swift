import Boards

/// What the engine did after a statement: the moves it played, each with its value for the side
/// that played it, the board after them, and the end of the game in words when it is over.
public struct EngineTurn: Sendable {
    public struct Move: Sendable, Hashable {
        public var player: Player
        public var move: String
        /// The value of the position for `player` before the move, which the move keeps.
        public var value: Value
        /// nil when `value` is exact; else the depth of the search that estimated it.
        public var estimateDepth: Int? = nil
        /// Set when the playout search answered: its playouts (with `estimateDepth`, `value.score`
        /// is the win rate in percent; without, the outcome is proven).
        public var playouts: Int? = nil
    }

    public var moves: [Move]
    public var board: BoardView
    /// "X has won.", "O has won, 36 discs to 28.", "A draw.", or for a puzzle "solved: one peg
    /// left, on d4."; `nil` while the game goes on.
    public var ending: String?
    /// For a puzzle the engine finished: how many jumps it took, as the report says it.
    public var puzzleHeadline: String? = nil
}
