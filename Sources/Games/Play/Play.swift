import Boards
import Search

/// A game in progress, type-erased at the session boundary: the game, the position it started
/// from (its base), the moves played since, and the moves undone (for redo). Moves are strings
/// here; the generic `GamePlay` reads and writes them with the game's notation.
public protocol Play: AnyObject {
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
    /// Each side's pieces in hand, in a game whose pieces start off the board (the block family's
    /// `hand`); nil in other games.
    var inHand: PiecesInHand? { get }
    /// True when the board does not tell the pieces in hand (the block family's `mill` takes
    /// pieces off it), so that the hands are written beside the board.
    var handsUntold: Bool { get }
    /// The base's pieces in hand where the board does not tell them (`handsUntold`), else nil.
    var baseHands: PiecesInHand? { get }
    /// Sets each side's pieces in hand in the current position, which becomes the base, or says
    /// why not (a game whose board tells its hands, a count the rules do not allow).
    func setHands(_ hands: PiecesInHand) -> BoardError?
    /// When the game ended by a line (k in a row, a block game's `line` end): the cells of each
    /// line that ended it, in order along it, as written (`a1`); otherwise none.
    var completedLines: [[String]] { get }
    /// The board as `board` rows read it back (`print`): cells one blank apart.
    var boardRows: [String] { get }
    /// The board as a picture draws it (`export svg`).
    var sketch: BoardSketch { get }
    /// The boards after each of the written moves, played in turn from the current position
    /// (which stays as it is); they stop at the first move that cannot be played.
    func sketches(along moves: [String]) -> [BoardSketch]

    /// Replaces the base with the drawn board; the history is cleared. An error's `cell` counts
    /// the board text's non-blank cells of its row.
    func setBoard(_ board: DrawnBoard) -> BoardError?
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
    /// The moves `solve` with every move had valued when a limit stopped it, with their values.
    var partialMoveValues: [(move: String, value: Value)] { get }
    func value(limits: SearchLimits) throws(SearchStop) -> Value
    /// The value and the best moves, as written and in the order of `legalMoves`, without a line
    /// of play: an engine's answer. `firstOnly` stops at the first best move; `estimateDepth`:
    /// nil when the value is exact, else the depth of the search that estimated it.
    func bestMoves(limits: SearchLimits, firstOnly: Bool) throws(SearchStop) -> (value: Value, best: [String], estimateDepth: Int?, playouts: Int?)
    /// True when `solve` under `limits` can give the current position only an estimate.
    func onlyEstimates(limits: SearchLimits) -> Bool
    /// The playouts and seed of the playout search that answers beyond exact reach, where the
    /// game has one (`--playouts`, `--playout-seed`); `alone`: without the exact solver's trial
    /// first (`--playouts-only`).
    func setPlayouts(_ count: Int, seed: UInt64, alone: Bool)
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
    /// The positions reachable from here: `.count` for games, `.puzzleCount` for puzzles; at
    /// most `limit` stored (a puzzle: keys held), in at most `memory` bytes. A count a bound
    /// stopped says why, with what it found so far.
    func count(limit: Int, memory: Int, limits: SearchLimits) throws(SearchStop) -> Tally
    /// Every position reachable from here valued, counted by value and remoteness
    /// (`count --values`), in at most `memory` bytes; games only. `keep`: with every position's
    /// value (`CensusCount.values`), where the game packs its positions and the budget has room.
    func census(memory: Int, limits: SearchLimits, keep: Bool) throws(SearchStop) -> CensusCount
    /// The census of every position reachable from here, split into parts at `plies` moves
    /// (`count --values --split`); `classes` overrides whether one position a class is stored.
    func censusSplit(plies: Int, classes: Bool?, limits: SearchLimits) throws(SearchStop) -> any CensusSplitting
    /// The nimber of the position of an impartial game (`nimber`), its regions' and the moves that
    /// win, in at most `memory` bytes; other games throw, saying why they get none.
    func nimber(memory: Int, limits: SearchLimits) throws(SearchStop) -> NimberReport
    /// Who wins the position, by proof-number search with a table of `tableBytes` (`outcome`);
    /// puzzles throw.
    func outcome(tableBytes: Int, limits: SearchLimits) throws(SearchStop) -> OutcomeReport
    /// At most how many positions `count` can find from here, where the rules bound it.
    var countBound: Double? { get }
    /// About how many bytes `count` takes per position it stores, where `countBound` is known.
    var countBytesPerPosition: Int? { get }
    /// The report of the current position from a census's values kept in the results store, with
    /// every move's value when `allMoves`, or nil where they do not answer it as `solve` would
    /// (`GamePlay.report(from:allMoves:)`).
    func report(from census: CensusValues, allMoves: Bool) -> SolveReport?
    /// A puzzle's solution with the fewest moves (multi-jumps count once), or the proof that
    /// there is none; games throw.
    func solveFewest(limits: SearchLimits) throws(SearchStop) -> SolveReport
}

extension Play {
    public func census(memory: Int, limits: SearchLimits, keep: Bool) throws(SearchStop) -> CensusCount {
        throw .tooLarge("a census values the positions of a two-player game; a puzzle's boards are counted by 'count'")
    }
    public func censusSplit(plies: Int, classes: Bool?, limits: SearchLimits) throws(SearchStop) -> any CensusSplitting {
        throw .tooLarge("a census values the positions of a two-player game; a puzzle's boards are counted by 'count'")
    }
    public func nimber(memory: Int, limits: SearchLimits) throws(SearchStop) -> NimberReport {
        throw .tooLarge("a nimber is for impartial two-player games; a puzzle has one player")
    }
    public func outcome(tableBytes: Int, limits: SearchLimits) throws(SearchStop) -> OutcomeReport {
        throw .tooLarge("outcome is for two-player games; a puzzle's goal is reached or not: see solve")
    }
    public func onlyEstimates(limits: SearchLimits) -> Bool { false }
    public func report(from census: CensusValues, allMoves: Bool) -> SolveReport? { nil }
    public func setPlayouts(_ count: Int, seed: UInt64, alone: Bool) {}
    public var countBound: Double? { nil }
    public var partialMoveValues: [(move: String, value: Value)] { [] }
    public var countBytesPerPosition: Int? { nil }
    public var isPuzzle: Bool { false }
    public var scoreIsMargin: Bool { false }
    public var puzzleStatus: String? { nil }
    public var completedLines: [[String]] { [] }
    public var inHand: PiecesInHand? { nil }
    public var handsUntold: Bool { false }
    public var baseHands: PiecesInHand? { nil }
    public func setHands(_ hands: PiecesInHand) -> BoardError? { handsToldError }
    /// Why `in-hand` does not apply: the board tells the hands, or there are none.
    public var handsToldError: BoardError {
        BoardError("\(gameName) has no pieces in hand that its board does not tell ('in-hand' is for rules with 'hand' whose moves take pieces off the board)")
    }
    public var boardRows: [String] { PositionText.rows(cells) }
    /// By a whole solve, for plays with no cheaper way.
    public func bestMoves(limits: SearchLimits, firstOnly: Bool) throws(SearchStop) -> (value: Value, best: [String], estimateDepth: Int?, playouts: Int?) {
        let report = try solve(limits: limits, allMoves: false)
        return (report.value, firstOnly ? Array(report.best.prefix(1)) : report.best, report.estimateDepth, report.playouts)
    }
    /// A two-player game's solution already takes the fastest win and the slowest loss.
    public func solveFewest(limits: SearchLimits) throws(SearchStop) -> SolveReport { try solve(limits: limits, allMoves: false) }
}

extension Play {
    public func useBook(_ on: Bool) {}
}

/// Each side's pieces in hand, in a game whose pieces start off the board (the block family's
/// `hand`): the pieces it can still put down.
public struct PiecesInHand: Sendable, Hashable {
    public var x: Int
    public var o: Int

    public init(x: Int, o: Int) {
        self.x = x
        self.o = o
    }

    /// The count of `player`.
    public func of(_ player: Player) -> Int { player == .x ? x : o }

    /// `in hand: X 2, O 3`, as `show` writes it.
    public var description: String { "in hand: X \(x), O \(o)" }

    /// `in-hand X 2 O 3`: the statement that sets these hands, as `print` and `save` write it.
    public var statement: String { "in-hand X \(x) O \(o)" }
}
