import Boards

/// What a census found: every position reachable from where it started, valued, and counted by
/// value and remoteness for the side to move, as a strong solution of the game lists them.
public struct CensusCount: Sendable, Hashable {
    /// The positions at one remoteness: won, lost and drawn for the side to move.
    public struct Row: Sendable, Hashable {
        public var remoteness: Int
        public var win = 0
        public var loss = 0
        public var draw = 0

        public init(remoteness: Int, win: Int = 0, loss: Int = 0, draw: Int = 0) {
            self.remoteness = remoteness
            self.win = win
            self.loss = loss
            self.draw = draw
        }

        public var total: Int { win + loss + draw }
    }

    /// The value of the position the census started from, for its side to move.
    public var start: Outcome
    public var startRemoteness: Int
    /// Every reachable position, by remoteness (rows with no position left out).
    public var rows: [Row]
    /// The same up to the board's symmetries, when the census stored one position a class (the
    /// start is its own image under every symmetry, so the reachable positions are whole classes).
    public var classRows: [Row]?
    /// Positions in which the game is over (primitive positions), in all and up to symmetry.
    public var primitive: Int
    public var classPrimitive: Int?
    public var seconds: Double
    /// The most bytes the census's table held at once, and what one of its slots takes.
    public var peakBytes: Int
    public var bytesPerSlot: Int
    /// The start's nimber, where the game is impartial (`nimber`); nil otherwise.
    public var nimber: Int? = nil
    /// Every position's value, to keep (`CensusValues`): nil where the game does not pack its
    /// positions, or the memory budget had no room to sort them.
    public var values: CensusValues? = nil
    /// How a split census went (`count --values --split`); nil for a census made whole.
    public var split: Split? = nil

    /// A census split into parts: at how many moves, into how many parts, how many of them this
    /// process made and how many it read from the results store (made by another process, or
    /// earlier).
    public struct Split: Sendable, Hashable {
        public var plies: Int
        public var parts: Int
        public var made: Int
        public var read: Int

        public init(plies: Int, parts: Int, made: Int, read: Int) {
            (self.plies, self.parts, self.made, self.read) = (plies, parts, made, read)
        }
    }

    /// The sums of `rows`: every reachable position, won, lost and drawn.
    public var totals: Row { Self.sum(rows) }
    public var classTotals: Row? { classRows.map(Self.sum) }

    static func sum(_ rows: [Row]) -> Row {
        rows.reduce(into: Row(remoteness: -1)) { total, row in
            total.win += row.win
            total.loss += row.loss
            total.draw += row.draw
        }
    }
}
