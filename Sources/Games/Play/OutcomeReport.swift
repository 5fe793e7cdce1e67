import Boards

/// What `outcome` found: who wins the position, by proof-number search (exact, without the
/// remoteness), a winning move where the side to move wins, and what the search took.
public struct OutcomeReport: Sendable, Hashable {
    public var game: String
    public var toMove: Player
    /// For the side to move.
    public var outcome: Outcome
    /// A move that keeps the win, where the side to move wins (nil at the end of the game).
    public var winningMove: String?
    /// Positions expanded, in all the searches (one, or two where a draw appeared in the first).
    public var nodes: UInt64
    public var searches: Int
    /// The bytes of the search's table, and what one slot takes.
    public var tableBytes: Int
    public var bytesPerSlot: Int
    public var seconds: Double
}
