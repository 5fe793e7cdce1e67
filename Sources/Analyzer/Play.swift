import Boards
import Games
import Search

/// A game in progress, type-erased at the session boundary: the game, the position it started
/// from (its base), the moves played since, and the moves undone (for redo). Moves are strings
/// here; the generic `GamePlay` reads and writes them with the game's notation.
protocol Play: AnyObject {
    var gameName: String { get }
    var sideToMove: Player { get }
    /// How the game ended, for the side to move, or `nil` while it goes on.
    var result: Outcome? { get }
    var cells: [[Character]] { get }
    var diagram: [String] { get }
    var ruleSentences: [String] { get }
    /// The moves played since the base, as written.
    var history: [String] { get }
    /// True when the family knows threats, so `forks` means something.
    var hasForks: Bool { get }

    /// Replaces the base with the drawn board; the history is cleared.
    func setBoard(_ cells: [[Character]]) -> BoardError?
    /// Gives the move to `player` in the current position, which becomes the base.
    func setMover(_ player: Player) -> BoardError?
    /// Back to the base, history cleared.
    func reset()
    /// Back to the game's start, which becomes the base.
    func restart()
    /// Splits a written word into moves where the notation packs several.
    func split(_ word: String) -> [String]
    /// Plays written moves in order, from the base when `fromStart`: all of them, or none and
    /// the index of the first that failed with why.
    func playAll(_ texts: [String], fromStart: Bool) -> (Int, MoveError)?
    /// The written move in its normal spelling, or why it is not a legal move.
    func normalize(_ text: String) -> Result<String, MoveError>
    func undo() -> Bool
    func redo() -> Bool
    func legalMoves() -> [String]
    /// Why the written move is legal and what it does, or why it is not, in lines of text.
    func explain(_ text: String) -> [String]

    /// Solves the current position; `allMoves` adds the exact value of every legal move.
    func solve(limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> SolveReport
    func value(limits: SearchLimits) throws(SearchStop) -> Value
    /// The solver's counters since this game was chosen.
    var searchStats: SearchStats { get }
    /// Forgets what the solver's table learned.
    func clearTable()
    /// For each player, the cells that would complete a line, and whether each is playable now.
    func threats() -> [ThreatList]
    func forks() -> [String]
    func isFork(_ text: String) -> Bool
    func count(limit: Int) throws(SearchStop) -> PositionCount
}

/// One player's threats: the cells (as squares) where a stone of theirs would complete a line.
public struct ThreatList: Sendable, Hashable {
    public var player: Player
    public var cells: [String]
    /// The cells of `cells` that can be played now.
    public var playable: [String]
}

/// The solved state of one position, with moves written out.
public struct SolveReport: Sendable {
    public struct Step: Sendable, Hashable {
        public var player: Player
        public var move: String
        public var isFork: Bool
    }

    public var game: String
    public var toMove: Player
    public var value: Value
    public var best: [String]
    public var principalVariation: [Step]
    public var moveValues: [(move: String, value: Value)]
    public var stats: SearchStats

    /// "X wins in 5", "O wins in 4", "draw in 9": the winner named, remoteness in plies.
    public var headline: String {
        switch value.outcome {
        case .win: "\(toMove) wins in \(value.remoteness)"
        case .loss: "\(toMove.opponent) wins in \(value.remoteness)"
        case .draw: "draw in \(value.remoteness)"
        }
    }
}
