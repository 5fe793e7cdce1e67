import Boards

/// A heuristic solution finder for one-player puzzles: a beam search that runs before the exact
/// search and may find a solution in a fraction of its time, never proving that there is none.
///
/// A solution is a certificate: its moves are replayed from the start and end on a goal, however
/// they were found. So the beam may drop boards freely; only a proof that no solution exists
/// needs the exhaustive `PuzzleSolver`, which the caller runs when the beam returns `nil`.
///
/// The search goes level by level (the puzzle is layered: every move is one level further). Each
/// level keeps at most `width` boards: every child of the level before, unless it is pruned by
/// `mayReachGoal` or repeats a board already in the level up to symmetry (canonical keys in a
/// `WordSet`), ranked by `heuristic`, lowest first, ties going to the board generated first
/// (children of better-ranked parents first, each parent's in the order of `moves`), so the
/// search is deterministic. Kept boards are the actual boards reached by actual moves, never the
/// canonical representatives, each with its parent's index and its move: the solution is the
/// path back from the goal, real moves from `start`.
///
/// Memory: the kept levels (`width` boards of each, with an index and a move) plus one level's
/// candidates (up to `width` times the most moves a board has) and their keys; bounded by the
/// width, whatever the puzzle (measured: 81 MB at 64,000 boards a level on a 45-hole board).
///
/// The counts returned: `nodes`, every child generated; `pruned`, those `mayReachGoal` cut;
/// `memoHits`, those already in their level up to symmetry.
public enum PuzzleBeam {
    /// The widths `solve(_:from:widths:limits:)` tries by default, each four times the one before:
    /// 250 boards a level first (enough for most shipped puzzles, in well under a tenth of a
    /// second; the figures are in docs/solver.md), 64,000 at most (a beam that dies at every
    /// width costs seconds on the largest shipped board).
    public static var defaultWidths: [Int] { [250, 1_000, 4_000, 16_000, 64_000] }

    /// Runs one beam of `width` boards a level from `start`. Returns the solution found (with the
    /// counts of what the beam did), or `nil` when every board of a level had no child left: the
    /// beam died, which proves nothing. Throws when a limit of `limits` is reached.
    public static func solve<G: PuzzleGame>(_ game: G, from start: G.Position, width: Int, limits: SearchLimits)
        throws(SearchStop) -> PuzzleResult<G.Move>?
    {
        try solve(game, from: start, widths: [width], limits: limits)
    }

    /// Runs beams of each width of `widths` in turn until one reaches a goal; `nil` when all die.
    /// The limits bound all the beams together; the counts returned are those of all the beams.
    public static func solve<G: PuzzleGame>(
        _ game: G, from start: G.Position, widths: [Int] = defaultWidths, limits: SearchLimits
    ) throws(SearchStop) -> PuzzleResult<G.Move>? {
        let clock = ContinuousClock.now
        var beam = Beam(game: game, limits: limits)
        try beam.poll()
        var solution: [G.Move]? = game.isGoal(start) ? [] : nil
        for width in widths where solution == nil {
            solution = try beam.run(from: start, width: max(1, width))
        }
        guard let solution else { return nil }
        var stats = beam.stats
        stats.seconds = (ContinuousClock.now - clock).seconds
        return PuzzleResult(solution: solution, reason: nil, stats: stats)
    }
}

/// One level of a beam: its boards, and for each (past the start) its parent's index in the level
/// before and the move from there.
private struct BeamLevel<Position, Move> {
    var positions: [Position] = []
    var parents: [Int32] = []
    var moves: [Move] = []
}

/// The state of the beams of one `solve` call: the puzzle, the limits and the counts.
private struct Beam<G: PuzzleGame> {
    let game: G
    let limits: SearchLimits
    /// The counts (see `PuzzleBeam`).
    var stats = PuzzleStats()
    /// The node count past which the budget is spent.
    let nodeCap: UInt64

    init(game: G, limits: SearchLimits) {
        self.game = game
        self.limits = limits
        limits.progress?.begin()
        nodeCap = limits.nodes ?? .max
    }

    /// One beam of `width` boards a level from `start` (not a goal): the moves to a goal, or `nil`
    /// when a level has no board.
    mutating func run(from start: G.Position, width: Int) throws(SearchStop) -> [G.Move]? {
        var levels = [BeamLevel<G.Position, G.Move>(positions: [start])]
        var seen = WordSet(capacity: width * 4)
        var order: [Int] = []
        while true {
            // Step 1. Every child of the last level, pruned and deduplicated; a goal ends the beam.
            var next = BeamLevel<G.Position, G.Move>()
            var scores: [Int] = []
            seen = WordSet(capacity: max(seen.count, width * 4))
            let level = levels[levels.count - 1]
            for (parent, position) in level.positions.enumerated() {
                var moves = G.Moves()
                game.moves(position, into: &moves)
                while let move = moves.next() {
                    let child = game.play(move, in: position)
                    stats.nodes &+= 1
                    if stats.nodes & 0xFFF == 0 || stats.nodes > nodeCap { try poll() }
                    if game.isGoal(child) {
                        return Self.path(levels, last: move, parent: parent)
                    }
                    guard game.mayReachGoal(child) else {
                        stats.pruned &+= 1
                        continue
                    }
                    guard seen.insert(game.canonicalKey(child)) else {
                        stats.memoHits &+= 1
                        continue
                    }
                    next.positions.append(child)
                    next.parents.append(Int32(parent))
                    next.moves.append(move)
                    scores.append(game.heuristic(child))
                }
            }
            // Step 2. A level without boards: the beam died.
            if next.positions.isEmpty { return nil }
            // Step 3. Keep the `width` lowest scores, ties to the board generated first.
            if next.positions.count > width {
                order = scores.indices.map { Self.rank(scores[$0], $0) }
                order.sort()
                var kept = BeamLevel<G.Position, G.Move>()
                kept.positions.reserveCapacity(width)
                for packed in order.prefix(width) {
                    let i = packed & 0xFFFF_FFFF
                    kept.positions.append(next.positions[i])
                    kept.parents.append(next.parents[i])
                    kept.moves.append(next.moves[i])
                }
                next = kept
            }
            levels.append(next)
        }
    }

    /// A score and a candidate's index packed in one integer that sorts by score, then index.
    private static func rank(_ score: Int, _ index: Int) -> Int {
        min(max(score, -(1 << 30)), 1 << 30) << 32 | index
    }

    /// The moves from the start to the child that `last` makes of board `parent` of the last level.
    private static func path(_ levels: [BeamLevel<G.Position, G.Move>], last: G.Move, parent: Int) -> [G.Move] {
        var moves = [last]
        var index = parent
        for level in levels.reversed() where !level.moves.isEmpty {
            moves.append(level.moves[index])
            index = Int(level.parents[index])
        }
        return moves.reversed()
    }

    func poll() throws(SearchStop) {
        try limits.check(nodes: stats.nodes, cap: nodeCap)
    }
}
