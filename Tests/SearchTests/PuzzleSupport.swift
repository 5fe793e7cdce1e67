import Boards
import Games
import Search

/// The standard peg solitaire boards for the puzzle search tests (the Games tests draw the same).
enum PuzzleBoards {
    static let english = [
        "    o o o", "    o o o", "o o o o o o o", "o o o . o o o", "o o o o o o o", "    o o o", "    o o o",
    ]
    static let european = [
        "    o o o", "  o o o o o", "o o o o o o o", "o o o . o o o", "o o o o o o o", "  o o o o o", "    o o o",
    ]
    static let triangle = ["    o", "   o o", "  o o o", " o o o o", "o o o o o"]

    static func board(_ rows: [String], _ directions: JumpDirections = .orthogonal) -> JumpBoard {
        do {
            return try JumpBoard(diagram: rows, directions: directions)
        } catch {
            preconditionFailure("test board does not compile: \(error.message)")
        }
    }

    static func hole(_ board: JumpBoard, _ name: String) -> Int {
        guard let hole = board.hole(named: name[...]) else { preconditionFailure("\(name) is not a hole") }
        return hole
    }

    /// The puzzle that starts with every hole full but `empty`.
    static func puzzle(_ board: JumpBoard, empty: String, goal: JumpGoal) -> JumpPuzzle {
        JumpPuzzle(board: board, start: board.full(except: [hole(board, empty)]), goal: goal)
    }
}

func solve(_ puzzle: JumpPuzzle, memoBytes: Int = 8 << 20) -> PuzzleResult<JumpMove> {
    do {
        return try PuzzleSolver(game: puzzle, memoBytes: memoBytes).solve(from: puzzle.start)
    } catch {
        preconditionFailure("search stopped: \(error)")
    }
}

/// The position after `jumps` from the puzzle's start, checking each is legal; nil otherwise.
func replayed(_ puzzle: JumpPuzzle, _ jumps: [JumpMove]) -> JumpPosition? {
    var position = puzzle.start
    for jump in jumps {
        guard puzzle.board.isLegal(jump, in: position) else { return nil }
        position = puzzle.board.play(jump, in: position)
    }
    return position
}
