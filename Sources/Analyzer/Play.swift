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
    /// The base as `board` rows and its side to move (`nil` for a puzzle), or `nil` when the base
    /// is the game's start.
    var baseBoard: (rows: [String], toMove: Player?)? { get }
    /// True when the family knows threats, so `forks` means something.
    var hasForks: Bool { get }
    /// True for a one-player puzzle (peg solitaire): no sides, a goal instead of a winner.
    var isPuzzle: Bool { get }
    /// True when the score is the final margin (Reversi's disc difference), so that giving some of
    /// it away is a mistake; Connect 4's score measures speed, not a margin.
    var scoreIsMargin: Bool { get }
    /// For a puzzle, where it stands ("20 pegs, 7 jumps possible"); `nil` for a two-player game.
    var puzzleStatus: String? { get }
    /// The board as `board` rows read it back (`print`): cells one blank apart.
    var boardRows: [String] { get }
    /// The board as a picture draws it (`export svg`).
    var sketch: BoardSketch { get }
    /// The boards after each of the written moves, played in turn from the current position
    /// (which stays as it is); they stop at the first move that cannot be played.
    func sketches(along moves: [String]) -> [BoardSketch]

    /// Replaces the base with the drawn board; the history is cleared. An error's `cell` counts
    /// the board text's non-blank cells of its row.
    func setBoard(_ board: BoardText) -> BoardError?
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
    /// Turns the opening book on or off, where the game has one.
    func useBook(_ on: Bool)
    /// For each player, the cells that would complete a line, and whether each is playable now.
    func threats() -> [ThreatList]
    func forks() -> [String]
    func isFork(_ text: String) -> Bool
    /// The positions reachable from here: `.count` for games, `.puzzleCount` for puzzles.
    func count(limit: Int, limits: SearchLimits) throws(SearchStop) -> Reply
    /// A puzzle's solution with the fewest moves (multi-jumps count once), or the proof that
    /// there is none; games throw.
    func solveFewest(limits: SearchLimits) throws(SearchStop) -> SolveReport
}

extension Play {
    var isPuzzle: Bool { false }
    var scoreIsMargin: Bool { false }
    var puzzleStatus: String? { nil }
    var boardRows: [String] { cells.map { $0.map(String.init).joined(separator: " ") } }
    /// A two-player game's solution already takes the fastest win and the slowest loss.
    func solveFewest(limits: SearchLimits) throws(SearchStop) -> SolveReport { try solve(limits: limits, allMoves: false) }
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
    /// For a puzzle, what the solve found; the fields above then hold the solution's jumps as
    /// the principal variation, `win` (solved, in that many jumps) or `loss` (unsolvable).
    public var puzzle: PuzzleSummary? = nil
    /// True when the report was read from the results database: `stats` are then those of the
    /// search that first solved the position.
    public var fromDatabase = false

    /// "X wins in 5", "O wins in 4", "draw in 9": the winner named, remoteness in plies; for a
    /// puzzle "solved in 18 moves (31 jumps)" or "unsolvable".
    public var headline: String {
        if let puzzle { return puzzle.headline }
        return switch value.outcome {
        case .win: "\(toMove) wins in \(value.remoteness)"
        case .loss: "\(toMove.opponent) wins in \(value.remoteness)"
        case .draw: "draw in \(value.remoteness)"
        }
    }
}


/// What solving a puzzle found, written out: the solution's moves (multi-jumps grouped) and the
/// board at its end, or why the goal cannot be reached.
public struct PuzzleSummary: Sendable {
    /// The goal in words: "one peg left, on d4".
    public var goal: String
    /// The solution's moves as written, multi-jumps grouped (`d2-d4-f4`); empty when unsolvable
    /// or already at the goal.
    public var moves: [String]
    /// How many jumps the solution takes.
    public var jumps: Int
    public var solved: Bool
    /// True when `moves` is known to be as short as a solution can be.
    public var fewest: Bool
    /// The board at the end of the solution, as `show` draws it.
    public var finalDiagram: [String]
    /// When unsolvable, the invariant that proves it without search; `nil` when the search
    /// examined every board.
    public var reason: String?
    public var stats: PuzzleStats

    /// "solved in 18 moves (31 jumps)", "solved: at the goal", "unsolvable".
    public var headline: String {
        guard solved else { return "unsolvable" }
        if moves.isEmpty { return "solved: the goal is reached" }
        let count = "\(moves.count) \(moves.count == 1 ? "move" : "moves")"
        return "solved in \(count) (\(jumps) \(jumps == 1 ? "jump" : "jumps"))\(fewest ? ", the fewest possible" : "")"
    }
}

extension Play {
    func useBook(_ on: Bool) {}
}
