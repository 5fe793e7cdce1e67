import Boards
import Search

/// A `Play` for the impossible case of a package with no rule files: every command says so.
public final class EmptyPlay: Play {
    public init() {}

    public var gameName: String { "none" }
    public var sideToMove: Player { .x }
    public var result: Outcome? { nil }
    public var cells: [[Character]] { [] }
    public var diagram: [String] { ["(no game: the built-in rule files did not load)"] }
    public var ruleSentences: [String] { [] }
    public var history: [String] { [] }
    public var baseBoard: (rows: [String], toMove: Player?)? { nil }
    public var hasForks: Bool { false }
    public var sketch: BoardSketch { .grid([], style: MarksStyle()) }
    public func sketches(along moves: [String]) -> [BoardSketch] { [] }
    public func setBoard(_ board: DrawnBoard) -> BoardError? { BoardError("no game is chosen; use game NAME") }
    public func setMover(_ player: Player) -> BoardError? { BoardError("no game is chosen; use game NAME") }
    public func reset() {}
    public func restart() {}
    public func split(_ word: String) -> [String] { [word] }
    public func playAll(_ texts: [String], fromStart: Bool) -> (Int, MoveError)? {
        texts.isEmpty ? nil : (0, MoveError(.illegal, "no game is chosen; use game NAME"))
    }
    public func normalize(_ text: String) -> Result<String, MoveError> { .failure(MoveError(.illegal, "no game is chosen")) }
    public func undo() -> Bool { false }
    public func redo() -> Bool { false }
    public func legalMoves() -> [String] { [] }
    public func solve(limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> SolveReport { throw .interrupted }
    public func value(limits: SearchLimits) throws(SearchStop) -> Value { throw .interrupted }
    public var searchStats: SearchStats { SearchStats() }
    public func clearTable() {}
    public func threats() -> [ThreatList] { [] }
    public func explain(_ text: String) -> [String] { ["no game is loaded"] }
    public func forks() -> [String] { [] }
    public func isFork(_ text: String) -> Bool { false }
    public func count(limit: Int, memory: Int, limits: SearchLimits) throws(SearchStop) -> Tally { throw .interrupted }
}
