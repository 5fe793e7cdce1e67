import Boards

/// How a game's moves and boards are written and read: what the session needs from a family
/// beyond the solver's view. Errors carry no place; the caller knows which word it passed.
public protocol Notation: Game {
    /// The rule set's name (`tictactoe`).
    var name: String { get }

    /// Reads one move as players write it and checks that it is legal in `position`.
    func parseMove(_ text: String, in position: Position) -> Result<Move, MoveError>

    /// The move as players write it (`b2`, `4`).
    func moveName(_ move: Move) -> String

    /// Splits one written word into moves where the notation packs several (Connect 4's `4453`).
    func splitMoves(_ word: String) -> [String]

    /// The board as rows of cells, top row first: `X`, `O` or `.`.
    func cells(_ position: Position) -> [[Character]]

    /// The position drawn by `cells` (rows top first); the side to move follows from the counts.
    func position(cells: [[Character]]) -> Result<Position, BoardError>

    /// The same position with `player` to move, or why that cannot be.
    func withMover(_ player: Player, _ position: Position) -> Result<Position, BoardError>

    /// The board drawn for people: column letters, row numbers, the cells.
    func diagram(_ position: Position) -> [String]

    /// The rules in plain sentences.
    var ruleSentences: [String] { get }

    /// How many cells the board has (used to size reports).
    var cellCount: Int { get }

    /// Why a written move is legal in `position` and what it does, or why it is not, in lines of
    /// plain text for a learner.
    func explain(_ text: String, in position: Position) -> [String]
}

extension Notation {
    /// The generic account: legal, or the reason the move was refused.
    public func explain(_ text: String, in position: Position) -> [String] {
        switch parseMove(text, in: position) {
        case .success(let move): ["\(moveName(move)): a legal move for \(sideToMove(position))"]
        case .failure(let error): ["\(text): \(error.kind == .illegal ? "illegal" : "not a move"): \(error.message)"]
        }
    }
}
