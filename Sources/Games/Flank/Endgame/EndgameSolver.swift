import Boards

/// The exact Reversi endgame solver: the final disc difference under perfect play, the moves
/// that reach it, the score of every move, a principal variation.
///
/// Generic over `DiscGame` for the board (its cells, parity regions and corners) and the goal
/// (most or fewest discs, read from `finalScore`); the search itself runs the flank rules on
/// bitboards in a non-generic engine (`EndgameSearch`), so it is specialized once, here, for
/// every board size and variant. Positions are two bitboards: the discs of the side to move
/// (`player`) and the other side's (`opponent`). Scores are for the side owning `player`; on
/// boards of an even number of cells they are even.
///
/// Techniques: principal-variation search with null windows, narrowed at the root from a
/// shallow-search guess; a transposition table with both bounds and the best move; moves
/// ordered fastest-first (opponent mobility, corners, potential mobility), by a shallow search
/// high in the tree, holes of one cell first near the end; stability cutoffs; dedicated code for the last four
/// empty cells.
public final class EndgameSolver<G: DiscGame> {
    /// The game whose positions are solved.
    public let game: G
    let engine: EndgameSearch

    /// The move value of a pass.
    public static var pass: Int { 64 }

    /// A solver for `game` with a transposition table of at most `tableBytes` bytes, searching
    /// on `threads` threads (see `threads`).
    public init(game: G, tableBytes: Int = 64 << 20, threads: Int = 1) {
        self.game = game
        engine = EndgameSearch(cells: game.cells, regions: game.parityRegions, corners: game.corners,
            goal: Self.goal(of: game), symmetries: game.symmetryMaps, tableBytes: tableBytes)
        engine.threads = max(1, threads)
        if game.cells == ~0, engine.goal == 1, let evaluator = PatternEvaluator.shipped { engine.patterns = evaluator }
    }

    /// Threads per search, at least 1: searches of 14 or more empty cells run on all of them,
    /// sharing the table. Scores and move sets are exact whatever the count; node counts vary
    /// from run to run with more than one.
    public var threads: Int {
        get { engine.threads }
        set { engine.threads = max(1, newValue) }
    }

    /// Counters since the solver was made (nodes include those of ordering searches).
    public var stats: SearchStats {
        get { engine.stats }
        set { engine.stats = newValue }
    }

    /// Bounds for the searches from now on; a node budget counts from when they are set.
    public var limits: SearchLimits {
        get { engine.limits }
        set { engine.limits = newValue }
    }

    /// Forgets every stored result.
    public func clearTable() { engine.table.clear() }

    /// +1 when `finalScore` is the standard Othello score, -1 when it is turned over
    /// (anti-Reversi). `DiscGame` promises one or the other.
    static func goal(of game: G) -> Int {
        let cells = game.cells
        let one = UInt64.bit(cells.trailingZeroBitCount)
        let standard = cells.nonzeroBitCount
        let goal = game.finalScore(player: one, opponent: 0) == standard ? 1 : -1
        assert(game.finalScore(player: one, opponent: 0) == goal * standard, "finalScore is not the Othello score")
        return goal
    }

    /// Runs `body`, adding its wall-clock time to `stats.seconds`.
    func timed<T>(_ body: () throws(SearchStop) -> T) throws(SearchStop) -> T {
        let clock = ContinuousClock.now
        defer { engine.stats.seconds += (ContinuousClock.now - clock).seconds }
        return try body()
    }

    // MARK: - Scores

    /// The exact final disc difference for the side owning `player` under perfect play. Handles
    /// a side that must pass and a finished game.
    public func score(player: UInt64, opponent: UInt64) throws(SearchStop) -> Int {
        try timed { () throws(SearchStop) in try engine.exact(player, opponent, publishing: true) }
    }

    /// A fail-soft window search: a result `v <= alpha` means the score is at most `v`, `v >= beta`
    /// at least `v`, anything between is exact. An empty window (`alpha >= beta`) is searched as
    /// `alpha...alpha + 1`.
    public func score(player: UInt64, opponent: UInt64, alpha: Int, beta: Int) throws(SearchStop) -> Int {
        let limit = engine.cellCount + 1
        let low = min(max(alpha, -limit), limit - 1)
        let high = min(max(beta, low + 1), limit)
        return try timed { () throws(SearchStop) in try engine.window(player, opponent, low, high) }
    }

    // MARK: - Moves

    /// The exact score and every move reaching it, in ascending square order; `[pass]` when the
    /// side to move must pass, `[]` when the game is over.
    public func bestMoves(player: UInt64, opponent: UInt64) throws(SearchStop) -> (score: Int, moves: [Int]) {
        try timed { () throws(SearchStop) in
            let best = try engine.exact(player, opponent, publishing: true)
            let left = game.cells & ~(player | opponent)
            let moves = FlankBits.moves(player, opponent, empties: left)
            if moves == 0 {
                if FlankBits.moves(opponent, player, empties: left) == 0 { return (best, []) }
                return (best, [Self.pass])
            }
            var reaching: [Int] = [], searched: [Int] = []
            for square in moves.setBits {
                // A twin of a move searched already (a symmetric position) shares its answer.
                if let twin = engine.twin(of: square, among: searched, player, opponent) {
                    if reaching.contains(twin) { reaching.append(square) }
                    continue
                }
                searched.append(square)
                if try engine.reaches(player, opponent, square, best) { reaching.append(square) }
            }
            return (best, reaching)
        }
    }

    /// The exact score and one move reaching it (the first the search proved); `pass` when the
    /// side to move must pass, `nil` when the game is over. Cheaper than `bestMoves`.
    public func bestMove(player: UInt64, opponent: UInt64) throws(SearchStop) -> (score: Int, move: Int?) {
        try timed { () throws(SearchStop) in
            let best = try engine.exact(player, opponent, publishing: true)
            let left = game.cells & ~(player | opponent)
            let moves = FlankBits.moves(player, opponent, empties: left)
            if moves == 0 {
                if FlankBits.moves(opponent, player, empties: left) == 0 { return (best, nil) }
                return (best, Self.pass)
            }
            var candidates = Array(moves.setBits)
            if let hint = engine.table.probe(player, opponent).map({ Int($0.move) }),
                let at = candidates.firstIndex(of: hint)
            {
                candidates.swapAt(0, at)
            }
            for square in candidates where try engine.reaches(player, opponent, square, best) {
                return (best, square)
            }
            return (best, nil)
        }
    }

    /// The exact score, for the side to move, of each legal move in ascending square order;
    /// `[(pass, score)]` when it must pass, `[]` when the game is over.
    public func moveScores(player: UInt64, opponent: UInt64) throws(SearchStop) -> [(move: Int, score: Int)] {
        try timed { () throws(SearchStop) in
            let left = game.cells & ~(player | opponent)
            let moves = FlankBits.moves(player, opponent, empties: left)
            if moves == 0 {
                if FlankBits.moves(opponent, player, empties: left) == 0 { return [] }
                return [(Self.pass, -(try engine.exact(opponent, player)))]
            }
            var scores: [(move: Int, score: Int)] = []
            for square in moves.setBits {
                if let twin = engine.twin(of: square, among: scores.map(\.move), player, opponent),
                    let known = scores.first(where: { $0.move == twin })
                {
                    scores.append((square, known.score))
                    continue
                }
                let f = engine.rays.flips(square, player, opponent)
                scores.append((square, -(try engine.exact(opponent & ~f, player | f | UInt64.bit(square)))))
            }
            return scores
        }
    }

    /// The moves (`pass` for a pass) from the position to the end of the game along perfect play:
    /// playing them out gives the exact score. At each turn the first move in reading order that
    /// keeps the score, so the line is the same whatever the table holds.
    public func principalVariation(player: UInt64, opponent: UInt64) throws(SearchStop) -> [Int] {
        try timed { () throws(SearchStop) in
            var player = player, opponent = opponent
            var best = try engine.exact(player, opponent)
            var line: [Int] = []
            while true {
                let left = game.cells & ~(player | opponent)
                let moves = FlankBits.moves(player, opponent, empties: left)
                if moves == 0 {
                    if FlankBits.moves(opponent, player, empties: left) == 0 { break }
                    line.append(Self.pass)
                    (player, opponent) = (opponent, player)
                    best = -best
                    continue
                }
                // The first move in reading order that keeps the score, not the table's move: the
                // line, and the remoteness (its length), then depend on the position alone, not on
                // what earlier searches left in the table.
                var chosen: Int?
                for square in moves.setBits where try engine.reaches(player, opponent, square, best) {
                    chosen = square
                    break
                }
                // Some move reaches the exact score; none would mean a corrupt table.
                guard let square = chosen else { break }
                let f = engine.rays.flips(square, player, opponent)
                line.append(square)
                (player, opponent) = (opponent & ~f, player | f | UInt64.bit(square))
                best = -best
            }
            return line
        }
    }
}
