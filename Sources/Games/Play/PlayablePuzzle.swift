import Boards
import Search

/// A one-player puzzle rule set as the session plays it (peg solitaire, a block puzzle): the
/// puzzle the search solves, and how its boards and jumps are written and drawn. `PuzzlePlay`
/// plays any of them; a family writes only what differs.
///
/// A jump is one `Puzzle.Move`; a written move is a run of jumps by one piece, its cells joined
/// by `-` (`d2-d4-f4`), where the puzzle lets a piece jump on.
public protocol PlayablePuzzle: RuleGame, Symmetric where Position == Puzzle.Position {
    associatedtype Puzzle: PuzzleGame
    /// The board, its jumps, the start and the goal, as the puzzle search sees them.
    var puzzle: Puzzle { get }
    /// The rules in plain sentences.
    var ruleSentences: [String] { get }
    /// The goal in words ("one peg left, on d4").
    var goalText: String { get }
    /// What the rules call a piece, in the singular ("peg").
    var pieceWord: String { get }
    /// How many pieces `position` holds.
    func pieceCount(_ position: Position) -> Int

    /// The board as rows of characters, a blank where the shape has no cell.
    func cells(_ position: Position) -> [[Character]]
    /// The board as a `board` statement reads it back.
    func rows(_ position: Position) -> [String]
    /// The board for people, with the names of its rows and columns.
    func diagram(_ position: Position) -> [String]
    /// The board as a picture draws it.
    func sketch(_ position: Position) -> BoardSketch
    /// The board a `board` statement drew, or why it is not one of this puzzle; an error's `cell`
    /// counts the non-blank cells of its row.
    func position(drawn: DrawnBoard) -> Result<Position, BoardError>

    /// The jumps of a move written as cells joined by `-` (`written`; `typed` is the move as the
    /// user wrote it, for messages), each legal in turn from `position`, or why not.
    func parseMove(_ written: String, typed: String, in position: Position) -> Result<[Puzzle.Move], MoveError>
    /// The names of the cells `jump` starts on, jumps over and lands on.
    func cellNames(of jump: Puzzle.Move) -> (from: String, over: String, to: String)

    // The searches are requirements, not extension methods, so that each family's conformance
    // runs them specialized for its puzzle: `PuzzlePlay` is generic and reaches them through it.

    /// A solution from `position`, or the proof that there is none; `solver` gives the exact
    /// search, made at its first use (it holds the memo).
    func solution(from position: Position, limits: SearchLimits, solver: () -> PuzzleSolver<Puzzle>) throws(SearchStop)
        -> PuzzleResult<Puzzle.Move>
    /// A solution with the fewest moves, or the proof that there is none.
    func fewestMoves(from position: Position, limits: SearchLimits, memoBytes: Int) throws(SearchStop) -> PuzzleResult<Puzzle.Move>
    /// The boards reachable from `position`, level by level, at most `limit` keys held.
    func boards(from position: Position, limit: Int, limits: SearchLimits) -> PuzzleCountResult
}

extension PlayablePuzzle {
    /// The beam search first (a solution found is checked by replaying it, however it was
    /// found), then, when the beam dies, the exact depth-first search, which proves impossibility
    /// by examining every board. A beam that dies reports nothing: the counts are then the exact
    /// search's, the time both.
    public func solution(from position: Position, limits: SearchLimits, solver: () -> PuzzleSolver<Puzzle>) throws(SearchStop)
        -> PuzzleResult<Puzzle.Move>
    {
        let clock = ContinuousClock.now
        if puzzle.unreachableReason(from: position) == nil, let found = try PuzzleBeam.solve(puzzle, from: position, limits: limits) {
            return found
        }
        let solver = solver()
        solver.limits = limits
        var result = try solver.solve(from: position)
        result.stats.seconds = (ContinuousClock.now - clock).seconds
        return result
    }

    public func fewestMoves(from position: Position, limits: SearchLimits, memoBytes: Int) throws(SearchStop)
        -> PuzzleResult<Puzzle.Move>
    {
        try PuzzleFewest.solve(puzzle, from: position, limits: limits, memoBytes: memoBytes)
    }

    public func boards(from position: Position, limit: Int, limits: SearchLimits) -> PuzzleCountResult {
        PuzzleCount.counted(puzzle, from: position, limit: limit, limits: limits)
    }

    /// "13 pegs", "1 peg".
    func pieces(_ count: Int) -> String { count == 1 ? "1 \(pieceWord)" : "\(count) \(pieceWord)s" }
}

extension PlayablePuzzle {
    public func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play {
        PuzzlePlay(game: self, memoBytes: tableBytes)
    }

    /// The dead-board memo, and the search tables beside it.
    public func playCost(tableBytes: Int) -> Int { tableBytes + PuzzleSolver<Puzzle>.defaultTableBytes }

    /// A puzzle is checked as a puzzle: its jumps, and the symmetries its keys are taken under.
    public func contractProblems(playouts: Int, _ random: inout SplitMix64) -> [String] {
        GameContract.puzzleProblems(puzzle, symmetric: self, name: name, playouts: playouts, &random)
    }
}
