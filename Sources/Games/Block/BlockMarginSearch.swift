import Boards
import Search

/// `PositionSearch` for `win most` block games (`BlockGame.scoresMargin`), as Reversi's is
/// answered: the value's score is the exact final disc difference, its outcome that score's
/// sign, and its remoteness the length of the principal variation, passes included (the search
/// maximizes discs, not speed). The best moves are those that keep the score; the line of play
/// takes, at each turn, the first move in the order of the position's moves that keeps it.
/// Where a limit stops it, the playout search answers (`PlayoutFallback`), by who wins, not by
/// how much.
final class BlockMarginSearch: PlayoutFallback {
    let game: BlockGame
    private let solver: BlockMarginSolver
    /// The playout search's tree may take half as much memory as the solver's table.
    var playoutSettings: PlayoutSettings

    init(game: BlockGame, tableBytes: Int) {
        self.game = game
        solver = BlockMarginSolver(game: game, tableBytes: tableBytes)
        playoutSettings = PlayoutSettings(nodes: PlayoutSettings.nodes(inBytes: tableBytes / 2,
            moveBytes: MemoryLayout<BlockMove>.stride))
    }

    /// The margin solver as the tree's prover: a null-window search around the level margin,
    /// whose sign is the outcome (fail-soft: strictly inside the window it is exactly 0, a
    /// draw); the proof's length is not known: 0.
    func prover(_ limits: SearchLimits) -> PlayoutSearch<BlockGame>.Prover? {
        let solver = self.solver
        return PlayoutSearch<BlockGame>.prover(nodes: { solver.stats.nodes }) { (position: BlockPosition) throws(SearchStop) in
            solver.limits = limits
            return (Outcome(sign: try solver.negamax(position, -1, 1)), 0)
        }
    }

    func exactSolve(_ position: BlockPosition, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<BlockMove> {
        solver.limits = limits
        let before = solver.stats
        let clock = ContinuousClock.now
        let score = try solver.exact(position)
        var best: [BlockMove] = []
        var values: [(move: BlockMove, value: Value)] = []
        for move in game.legalMoves(position) {
            if allMoves {
                let child = game.play(move, in: position)
                let theirs = try solver.exact(child)
                let rest = try principalVariation(child, score: theirs)
                values.append((move, Self.value(-theirs, plies: 1 + rest.count)))
                if -theirs == score { best.append(move) }
            } else if try solver.reaches(position, move, score) {
                best.append(move)
            }
        }
        let line = try principalVariation(position, score: score)
        var used = solver.stats.since(before)
        used.seconds = (ContinuousClock.now - clock).seconds
        return Solution(value: Self.value(score, plies: line.count), best: best, principalVariation: line, moveValues: values,
            stats: used)
    }

    func value(_ position: BlockPosition, limits: SearchLimits) throws(SearchStop) -> Value {
        solver.limits = limits
        let score = try solver.exact(position)
        return Self.value(score, plies: try principalVariation(position, score: score).count)
    }

    /// The moves from `position` to the end along perfect play, `score` being its exact margin:
    /// at each turn the first move that keeps the score.
    func principalVariation(_ position: BlockPosition, score: Int) throws(SearchStop) -> [BlockMove] {
        var line: [BlockMove] = []
        var walk = position
        var target = score
        while true {
            var chosen: BlockMove?
            for move in game.legalMoves(walk) where try solver.reaches(walk, move, target) {
                chosen = move
                break
            }
            // Some move keeps the exact score; none means the game is over.
            guard let move = chosen else { break }
            line.append(move)
            walk = game.play(move, in: walk)
            target = -target
        }
        return line
    }

    func count(_ position: BlockPosition, limit: Int, memory: Int, limits: SearchLimits) -> PositionCount {
        Enumeration.counted(game, from: position, limit: limit, memory: memory, limits: limits)
    }

    var stats: SearchStats { solver.stats }

    func clearTable() { solver.clearTable() }

    private static func value(_ score: Int, plies: Int) -> Value {
        Value(Outcome(sign: score), in: plies, score: score)
    }
}
