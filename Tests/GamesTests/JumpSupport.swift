import Boards
@testable import Games

/// The standard peg solitaire boards, drawn as in a rule file (`o` a peg, `.` an empty hole).
enum PegBoards {
    static let english = [
        "    o o o",
        "    o o o",
        "o o o o o o o",
        "o o o . o o o",
        "o o o o o o o",
        "    o o o",
        "    o o o",
    ]
    static let european = [
        "    o o o",
        "  o o o o o",
        "o o o o o o o",
        "o o o . o o o",
        "o o o o o o o",
        "  o o o o o",
        "    o o o",
    ]
    /// The 15-hole triangle, rows shifted half a cell: the apex is a1, the bottom row a5 to e5.
    static let triangle = [
        "    .",
        "   o o",
        "  o o o",
        " o o o o",
        "o o o o o",
    ]
    static let wiegleb = [
        "      o o o",
        "      o o o",
        "      o o o",
        "o o o o o o o o o",
        "o o o o . o o o o",
        "o o o o o o o o o",
        "      o o o",
        "      o o o",
        "      o o o",
    ]
    static let diamond = [
        "        o",
        "      o o o",
        "    o o o o o",
        "  o o o o o o o",
        "o o o o . o o o o",
        "  o o o o o o o",
        "    o o o o o",
        "      o o o",
        "        o",
    ]
}

func jumpBoard(_ rows: [String], _ directions: JumpDirections = .orthogonal) -> JumpBoard {
    do {
        return try JumpBoard(diagram: rows, directions: directions)
    } catch {
        preconditionFailure("test board does not compile: \(error.message)")
    }
}

func pegs(_ board: JumpBoard, _ rows: [String]) -> JumpPosition {
    switch board.position(diagram: rows) {
    case .success(let pegs): return pegs
    case .failure(let error): preconditionFailure("bad test position: \(error.message)")
    }
}

func hole(_ board: JumpBoard, _ name: String) -> Int {
    guard let hole = board.hole(named: name[...]) else { preconditionFailure("\(name) is not a hole") }
    return hole
}

/// Plays written moves (`d2-d4`, `d2-d4-f4`) one after another; nil at the first refusal.
func replay(_ board: JumpBoard, _ moves: [String], from start: JumpPosition) -> (JumpPosition, [JumpMove])? {
    var position = start
    var jumps: [JumpMove] = []
    for move in moves {
        guard case .success(let played) = board.parseMove(move, in: position) else { return nil }
        for jump in played { position = board.play(jump, in: position) }
        jumps += played
    }
    return (position, jumps)
}
