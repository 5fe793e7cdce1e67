import Search

/// A board as a `board` statement drew it: its cells row by row (every non-blank character), and
/// the rows as written with their blanks (what a board of holes in a shape reads, where a blank
/// is outside the board).
public struct DrawnBoard: Sendable {
    public var cells: [[Character]]
    public var drawnRows: [String]

    public init(cells: [[Character]], drawnRows: [String]) {
        self.cells = cells
        self.drawnRows = drawnRows
    }
}

/// What `count` found: the positions of a two-player game by value, or a puzzle's boards.
public enum Tally: Sendable {
    case positions(PositionCount)
    case boards(PuzzleCountResult)
}
