/// `proof`: a forced win laid out as a tree. At each of the winner's turns one winning move (the
/// fastest), at each of the loser's turns every move, to a depth; a position reached again by
/// another order of moves is shown once and referred to by its line number.
public struct ProofTree: Sendable {
    public struct Line: Sendable, Hashable {
        /// Plies from the root: the indentation.
        public var depth: Int
        /// `X b3`, `O a1`, with what follows: ` (fork)`, ` wins`, ` = line 7 (transposition)`,
        /// ` ... X wins in 4` where the depth ends.
        public var text: String
    }

    /// "X wins in 5 (tictactoe): one winning move for X at each turn, every defence of O".
    public var headline: String
    public var lines: [Line]
    /// Why the tree stops short, when it does.
    public var note: String?
}
