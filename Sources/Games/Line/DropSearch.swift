import Boards
import Search

/// `PositionSearch` for Connect 4 shaped line games (gravity, four in a row, not misère, a board
/// `DropBoard` takes) by the dedicated solver `DropSolver`: the score decides the remoteness
/// (a win on stone n of the game is worth (cells + 2 - n) / 2), so values are exact in both.
/// Other line games go to `LineSearch`.
public final class DropSearch: PositionSearch {
    private let game: LineGame
    private let solver: DropSolver

    /// Nil when the rules are not Connect 4 shaped or the board is one the solver does not take.
    /// `book`: read the shipped opening book for the board's size, if there is one, first.
    public init?(game: LineGame, tableBytes: Int, threads: Int, book: Bool) {
        guard let board = Self.board(for: game) else { return nil }
        self.game = game
        solver = DropSolver(board: board, tableBytes: tableBytes, threads: threads)
        if book { solver.book = DropBook.shipped(for: board) }
    }

    /// What the solver's table takes for `game` asked for `tableBytes` (its size is a power of
    /// two, never below what the exact key check needs), or nil when `game` is not one it takes.
    public static func footprint(of game: LineGame, tableBytes: Int) -> Int? {
        board(for: game).map { DropTable.footprint(bytes: tableBytes, keyBits: $0.keyBits) }
    }

    /// The solver's board for `game`, or nil when `game` is not Connect 4 shaped or too large.
    public static func board(for game: LineGame) -> DropBoard? {
        let rules = game.rules
        guard rules.gravity, !rules.misere, rules.lineLength == 4 else { return nil }
        return DropBoard(width: rules.width, height: rules.height)
    }

    public var stats: SearchStats { solver.stats }

    public func clearTable() { solver.clearTable() }

    public func count(_ position: LinePosition, limit: Int, memory: Int, limits: SearchLimits) -> PositionCount {
        Enumeration.counted(game, from: position, limit: limit, memory: memory, limits: limits)
    }

    public func useBook(_ on: Bool) { solver.book = on ? DropBook.shipped(for: solver.board) : nil }

    public func solve(_ position: LinePosition, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<LineMove> {
        limits.progress?.begin()
        solver.limits = limits
        let before = solver.stats
        let clock = ContinuousClock.now
        var best: [LineMove] = []
        var values: [(move: LineMove, value: Value)] = []
        let value: Value
        var line: [LineMove] = []
        if let outcome = game.result(position) {
            value = Value(outcome, in: 0)
        } else {
            let score: Int
            if allMoves {
                // Every move's exact score, and the position's is the best of them: no search of
                // the position itself. Each score goes on the progress line as it is found.
                var scores: [Int] = []
                let moves = game.legalMoves(position)
                for move in moves {
                    let done = zip(moves, scores).map { "\(game.moveName($0)) \($1.signed)" }
                    limits.progress?.note = (done.isEmpty ? "" : "scores so far \(done.joined(separator: ", ")); ")
                        + "move \(scores.count + 1) of \(moves.count)"
                    let ours = try moveScore(move, in: position)
                    scores.append(ours)
                    values.append((move, self.value(ours, stones: position.stoneCount)))
                }
                score = scores.max() ?? 0
                best = zip(moves, scores).filter { $0.1 == score }.map(\.0)
            } else {
                let stones = position.stoneCount
                let widest = solver.scoreRange(stones: stones)
                score = try solver.score(current: position.current, mask: position.occupied) { low, high in
                    let (least, most) = (self.value(low, stones: stones), self.value(high, stones: stones))
                    limits.progress?.proved = low == widest.0 ? "at most \(most)"
                        : high == widest.1 ? "at least \(least)" : "between \(least) and \(most)"
                }
                for move in game.legalMoves(position) where try keeps(score, move, in: position) {
                    best.append(move)
                }
            }
            value = self.value(score, stones: position.stoneCount)
            limits.progress?.note = "\(value.outcome) in \(value.remoteness); the line of play"
            line = try principalVariation(position, score: score)
        }
        var used = solver.stats.since(before)
        used.seconds = (ContinuousClock.now - clock).seconds
        return Solution(value: value, best: best, principalVariation: line, moveValues: values, stats: used)
    }

    /// The score first (from the book where it has the position), then each move in the game's
    /// order tested by one null-window search against it; no line of play.
    public func bestMoves(_ position: LinePosition, limits: SearchLimits, firstOnly: Bool) throws(SearchStop)
        -> (value: Value, best: [LineMove], estimateDepth: Int?, playouts: Int?)
    {
        limits.progress?.begin()
        solver.limits = limits
        if let outcome = game.result(position) { return (Value(outcome, in: 0), [], nil, nil) }
        let score = try solver.score(current: position.current, mask: position.occupied)
        var best: [LineMove] = []
        for move in game.legalMoves(position) where try keeps(score, move, in: position) {
            best.append(move)
            if firstOnly { break }
        }
        return (value(score, stones: position.stoneCount), best, nil, nil)
    }

    public func value(_ position: LinePosition, limits: SearchLimits) throws(SearchStop) -> Value {
        limits.progress?.begin()
        solver.limits = limits
        if let outcome = game.result(position) { return Value(outcome, in: 0) }
        return value(try solver.score(current: position.current, mask: position.occupied), stones: position.stoneCount)
    }

    /// The value of a score for the side to move with `stones` on the board: the winner's
    /// stone on which the game ends has the winner's parity.
    private func value(_ score: Int, stones: Int) -> Value {
        let cells = solver.board.cells
        if score == 0 { return Value(.draw, in: cells - stones) }
        // A win worth s ends on stone cells + 2 - 2s or the one before, whichever the winner plays.
        var end = cells + 2 - 2 * abs(score)
        let winnerMovesNext = score > 0
        // The side to move plays the odd stones from here: stones + 1, stones + 3, ...
        if ((end - stones) % 2 == 1) != winnerMovesNext { end -= 1 }
        return Value(score > 0 ? .win : .loss, in: end - stones)
    }

    /// The exact score for the side to move after playing `move` first.
    private func moveScore(_ move: LineMove, in position: LinePosition) throws(SearchStop) -> Int {
        switch after(move, in: position) {
        case .won(let score): score
        case .child(let current, let mask): -(try solver.score(current: current, mask: mask))
        }
    }

    /// Whether `move` keeps the position's score `score`.
    private func keeps(_ score: Int, _ move: LineMove, in position: LinePosition) throws(SearchStop) -> Bool {
        switch after(move, in: position) {
        case .won(let won): won == score
        // Never better than the score; it keeps it when the opponent cannot hold it below.
        case .child(let current, let mask): !(try solver.reaches(current: current, mask: mask, atLeast: -score + 1))
        }
    }

    /// What a move leads to: a line of four (with the score it wins), or a position to search.
    private enum After {
        case won(Int)
        case child(current: UInt64, mask: UInt64)
    }

    private func after(_ move: LineMove, in position: LinePosition) -> After {
        let column = game.square(of: Int(move.bit)).column
        if solver.wins(column: column, current: position.current, mask: position.occupied) {
            return .won(solver.board.winScore(atStone: position.stoneCount + 1))
        }
        let child = solver.play(column: column, current: position.current, mask: position.occupied)
        return .child(current: child.current, mask: child.mask)
    }

    /// A line of perfect play: at each turn the first move from the centre out that keeps the score.
    private func principalVariation(_ position: LinePosition, score: Int) throws(SearchStop) -> [LineMove] {
        var line: [LineMove] = []
        var walk = position
        var target = score
        while game.result(walk) == nil {
            var next: LineMove?
            for move in game.legalMoves(walk).sorted(by: { centre($0) < centre($1) }) where try keeps(target, move, in: walk) {
                next = move
                break
            }
            guard let move = next else { break }
            line.append(move)
            walk = game.play(move, in: walk)
            target = -target
        }
        return line
    }

    /// A score with its sign: `+2`, `-1`, `0`.

    /// Distance of a move's column from the centre, doubled.
    private func centre(_ move: LineMove) -> Int {
        abs(2 * game.square(of: Int(move.bit)).column - (game.width - 1))
    }
}
