import Boards
import Games
import Search

func lineGame(_ width: Int, _ height: Int, _ k: Int, misere: Bool = false, gravity: Bool = false) -> LineGame {
    do {
        return try LineGame(LineRules(name: "test", width: width, height: height, lineLength: k, misere: misere,
            gravity: gravity))
    } catch {
        preconditionFailure("test rules do not compile: \(error.message)")
    }
}

func linePosition(_ game: LineGame, _ text: String) -> LinePosition {
    switch game.position(cells: text.split(separator: "/").map { Array($0) }) {
    case .success(let position): return position
    case .failure(let error): preconditionFailure("bad test board \(text): \(error.message)")
    }
}

func solved(_ game: LineGame, _ position: LinePosition) -> Solution<LineMove> {
    let solver = Solver(game: game, tableBytes: 16 << 20)
    do {
        return try solver.solve(position, allMoves: true)
    } catch {
        preconditionFailure("search stopped: \(error)")
    }
}

func names(_ game: LineGame, _ moves: [LineMove]) -> [String] { moves.map { game.moveName($0) } }

/// The position after a public Connect 4 move string (`4453`).
func afterMoves(_ game: LineGame, _ moves: String) -> LinePosition {
    var position = game.start
    for column in game.splitMoves(moves) {
        switch game.parseMove(column, in: position) {
        case .success(let move): position = game.play(move, in: position)
        case .failure(let error): preconditionFailure("bad test moves \(moves): \(error.message)")
        }
    }
    return position
}

/// A slow full minimax (no table, no tactics, no ordering): the reference the solver must match.
func plainMinimax(_ game: LineGame, _ position: LinePosition) -> Value {
    if let outcome = game.result(position) { return Value(outcome, in: 0) }
    var best: Value?
    for move in game.legalMoves(position) {
        let child = plainMinimax(game, game.play(move, in: position))
        let mine = Value(child.outcome.flipped, in: child.remoteness + 1)
        if let current = best, !mine.isBetter(than: current) { continue }
        best = mine
    }
    return best ?? Value(.draw, in: 0)
}
