import Boards
import Search

/// A peg puzzle as the session plays it (`PuzzlePlay`): pegs on holes, drawn in the board's
/// shape, jumps written from hole to hole.
extension JumpGame: PlayablePuzzle {
    public var pieceWord: String { "peg" }

    public func pieceCount(_ pegs: JumpPosition) -> Int { pegs.count }

    public func cells(_ pegs: JumpPosition) -> [[Character]] { rows(pegs).map { Array($0) } }

    public func sketch(_ pegs: JumpPosition) -> BoardSketch { .pegs(self, pegs) }

    /// A board drawn in the board's shape (`o`, `x` or `*` a peg, `.` or `-` an empty hole), or
    /// one line of exactly as many cells as the board has holes: the holes in reading order.
    public func position(drawn: DrawnBoard) -> Result<JumpPosition, BoardError> {
        let rows = drawn.drawnRows
        let flat = rows.count == 1 ? rows[0].filter { !$0.isWhitespace } : ""
        if rows.count == 1, flat.count == board.holeCount, board.rowCount > 1 {
            var bits: UInt64 = 0
            for (hole, mark) in flat.enumerated() {
                switch mark {
                case "o", "O", "x", "X", "*": bits |= UInt64.bit(hole)
                case ".", "-": break
                default: return .failure(BoardError("'\(mark)' is not a hole: write o for a peg, . for an empty hole", row: 0, cell: hole))
                }
            }
            return .success(JumpPosition(bits: bits))
        }
        switch board.position(diagram: rows.map { $0.replacingOccurrences(of: "*", with: "o") }) {
        case .success(let pegs):
            return .success(pegs)
        case .failure(var error):
            // The board reports the character in its row; the session points at non-blank cells.
            if let row = error.row, row < rows.count, let character = error.cell {
                error.cell = rows[row].prefix(character).filter { !$0.isWhitespace }.count
            }
            return .failure(error)
        }
    }

    /// Holes joined by `-` (`d2-d4`, a multi-jump `d2-d4-f4`), each jump checked in turn.
    public func parseMove(_ written: String, typed: String, in pegs: JumpPosition) -> Result<[JumpMove], MoveError> {
        switch board.parseMove(written, in: pegs) {
        case .success(let jumps): .success(jumps)
        case .failure(.unreadable): .failure(MoveError(.unreadable, JumpRefusal.unreadable(typed).description))
        case .failure(let refusal): .failure(MoveError(.illegal, refusal.description))
        }
    }

    public func cellNames(of jump: JumpMove) -> (from: String, over: String, to: String) {
        let (from, over, to) = board.holes(of: jump)
        return (board.name(ofHole: from), board.name(ofHole: over), board.name(ofHole: to))
    }
}

extension JumpVariant: Family {
    static let name = "jump"
    static var gameTypes: [any RuleGame.Type] { [JumpGame.self] }

    static let conformanceVariants = """
        rules "conformance-jump"
        family jump
        shape
            o o o
            o o o
            o o o
            o o o
        directions 8
        start full except b2
        goal one-peg
        """

    static func compile(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> any RuleGame {
        try game(name: name, origins)
    }
}
