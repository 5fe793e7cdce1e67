import Boards
import Games
import Search

/// What a statement answers: a value that a renderer turns into text or JSON.
public enum Reply: Sendable {
    /// The statement changed the session and has nothing to say.
    case done
    /// `show`: the board.
    case board(BoardView)
    /// `legal`, `best`, `forks`: a list of moves under a title.
    case moves(title: String, [String])
    /// `solve`.
    case solution(SolveReport)
    /// `pv`.
    case principalVariation(SolveReport)
    /// `values`.
    case values(SolveReport)
    /// `threats`.
    case threats([ThreatList])
    /// `count`.
    case count(PositionCount)
    /// `count --values`: every reachable position valued, counted by value and remoteness;
    /// `mover` is the side to move where the census started.
    case census(CensusCount, mover: Player)
    /// `nimber`.
    case nimber(NimberReport)
    /// `outcome`.
    case outcome(OutcomeReport)
    /// `count` for a puzzle: boards reachable, level by level.
    case puzzleCount(PuzzleCountResult)
    /// `help`, `rules`, and other plain text.
    case text(String)
    /// `expect ...`.
    case expectation(ExpectationResult)
    /// `engine`, and `play` while the engine is on: its moves and the board after them.
    case engine(EngineTurn)
    /// `review`, as text or (`--json`) as one JSON object.
    case review(ReviewReport, json: Bool)
    /// `proof`.
    case proof(ProofTree)
    /// `quit`.
    case quit
}

/// The board as `show` draws it.
public struct BoardView: Sendable, Hashable {
    public var name: String?
    public var game: String
    public var diagram: [String]
    public var toMove: Player
    /// How the game ended, from the side to move, or `nil` while it goes on.
    public var result: Outcome?
    /// For a puzzle, where it stands (pegs left, jumps possible, the goal), said instead of the
    /// side to move.
    public var puzzleStatus: String? = nil
    public var history: [String]
    /// Each side's pieces in hand, in a game with `hand`; nil in other games.
    public var inHand: PiecesInHand? = nil
}

/// The outcome of one `expect` line.
public struct ExpectationResult: Sendable, Hashable {
    public var passed: Bool
    /// What the line claims, in words.
    public var expected: String
    /// What is true, in words.
    public var found: String

    public init(passed: Bool, expected: String, found: String) {
        (self.passed, self.expected, self.found) = (passed, expected, found)
    }

    /// `FILE:LINE: expected ..., found ...`: a failed expectation as `analyze check` reports it.
    public func failure(file: String, line: Int) -> String {
        "\(file):\(line): expected \(expected), found \(found)"
    }
}
