import Boards
import Games
import Language
import Search

extension Session {
    /// `engine SIDES [--seed N]`: from now on the tool answers for those sides; when it is one of
    /// them to move now, it moves at once. For a puzzle, `engine both` plays a solution to the
    /// goal from here (a puzzle has no sides to take turns with). With a seed, the playout search
    /// (beyond exact reach) follows it too while the engine is on, instead of `--playout-seed`.
    func setEngine(_ sides: EngineSides, seed: UInt64?, at keyword: Word) throws(Diagnostic) -> Reply {
        engineChoice = seed.map { SeededChoice(seed: $0) }
        play.setPlayouts(options.playouts, seed: seed ?? options.playoutSeed, alone: options.playoutsOnly)
        if play.isPuzzle {
            engine = .off
            guard sides != .off else { return .text("the engine is off") }
            guard sides == .both else {
                throw keyword.error("a puzzle has one player, no sides: engine both plays a solution from here")
            }
            return try finishPuzzle(keyword)
        }
        engine = sides
        guard sides != .off else { return .text("the engine is off") }
        let turn = try engineMoves(keyword)
        guard !turn.moves.isEmpty || play.result != nil else {
            return .text("the engine plays \(sides == .both ? "both sides" : sides.rawValue); \(play.sideToMove) to move")
        }
        return .engine(turn)
    }

    /// Turns the engine off, as a new position or game does.
    func stopEngine() {
        engine = .off
        engineChoice = nil
        play.setPlayouts(options.playouts, seed: options.playoutSeed, alone: options.playoutsOnly)
    }

    /// After a move of the player's: the engine's answer when it plays the side to move now, and
    /// the game's end said plainly. `nil` when the engine is off.
    func engineAnswer(_ keyword: Word) throws(Diagnostic) -> Reply? {
        guard engine != .off, !play.isPuzzle else { return nil }
        return .engine(try engineMoves(keyword))
    }

    /// With the engine on, `undo` takes back the engine's answer too, back to a move of the
    /// player's own side.
    func undoEngineAnswer() {
        guard engine != .off, engine != .both, !play.isPuzzle, engine.plays(play.sideToMove) else { return }
        _ = play.undo()
    }

    /// Plays a best move for each side the engine plays, until it is another side's turn or the
    /// game is over.
    private func engineMoves(_ keyword: Word) throws(Diagnostic) -> EngineTurn {
        var moves: [EngineTurn.Move] = []
        while play.result == nil, engine.plays(play.sideToMove) {
            let answer: (value: Value, best: [String], estimateDepth: Int?, playouts: Int?)
            do {
                if options.statementsUseCache {
                    let report = try solveKept(allMoves: false, limits: options.answerLimits)
                    answer = (report.value, report.best, report.estimateDepth, report.playouts)
                } else {
                    // Without a seed the engine plays the first best move: the search stops there.
                    answer = try play.bestMoves(limits: options.answerLimits, firstOnly: engineChoice == nil)
                }
            } catch {
                let played = moves.isEmpty ? "" : " after its \(moves.map(\.move).joined(separator: " "))"
                throw keyword.error("the engine cannot answer\(played): \(error); the moves played stand (engine off to stop it)")
            }
            guard let move = choose(among: answer.best) else { break }
            moves.append(EngineTurn.Move(player: play.sideToMove, move: move, value: answer.value,
                estimateDepth: answer.estimateDepth, playouts: answer.playouts))
            if let (_, error) = play.playAll([move], fromStart: false) {
                throw keyword.error("the engine's move \(move) was refused: \(error.message)")
            }
        }
        return EngineTurn(moves: moves, board: boardView, ending: ending)
    }

    /// The first of the best moves in the game's move order, or one at random with a seed.
    private func choose(among best: [String]) -> String? {
        guard !best.isEmpty else { return nil }
        guard var choice = engineChoice else { return best.first }
        let index = choice.pick(below: best.count)
        engineChoice = choice
        return best[index]
    }

    /// The end of a two-player game in words, or `nil` while it goes on.
    var ending: String? {
        guard let result = play.result else { return nil }
        let winner: Player? = switch result {
        case .win: play.sideToMove
        case .loss: play.sideToMove.opponent
        case .draw: nil
        }
        var discs = ""
        if play.scoreIsMargin {
            let cells = play.cells.joined()
            let x = cells.filter { $0 == "X" }.count
            let o = cells.filter { $0 == "O" }.count
            discs = winner == .o ? ", \(o) discs to \(x)" : ", \(x) discs to \(o)"
        }
        guard let winner else { return "A draw\(discs)." }
        return "\(winner) has won\(discs)."
    }

    /// Plays a solution of the puzzle from here to the goal, or says that there is none.
    private func finishPuzzle(_ keyword: Word) throws(Diagnostic) -> Reply {
        let report = try solve(keyword)
        guard let puzzle = report.puzzle, puzzle.solved else {
            return .text("the goal cannot be reached from here: \(report.headline)")
        }
        var moves: [EngineTurn.Move] = []
        for move in puzzle.moves {
            if let (_, error) = play.playAll(play.split(move), fromStart: false) {
                throw keyword.error("the engine's move \(move) was refused: \(error.message)")
            }
            moves.append(EngineTurn.Move(player: .x, move: move, value: report.value))
        }
        return .engine(EngineTurn(moves: moves, board: boardView, ending: "Solved: \(puzzle.goal).",
            puzzleHeadline: puzzle.headline))
    }
}
