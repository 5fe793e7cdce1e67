import Boards
import Search

/// The search for Reversi positions beyond the exact solver's reach: iterative deepening
/// (principal-variation search with a table) to a fixed depth, `FlankEvaluation` at the leaves,
/// under the time and node limits; the answer is the deepest iteration that finished, its score
/// the mean of that iteration's and the one before (see `smoothed`). It is an estimate, and
/// callers say so: only a leaf where the game is over is scored exactly.
///
/// Scores are in eighths of a disc for the side to move (a finished game: 8 x its final disc
/// difference). The table keeps both bounds, the depth they hold for and the best move, so each
/// iteration starts from the last one's moves.
final class MidgameSearch {
    /// What one search found.
    struct Estimate: Sendable, Hashable {
        /// The estimated final disc difference for the side to move.
        var score: Int
        /// The best move found (a cell, or `pass`).
        var best: Int
        /// The depth of the deepest iteration that finished, in plies.
        var depth: Int
        /// The line the search expects, from the table, as far as it reaches.
        var line: [Int]
    }

    /// The move value of a pass (as `EndgameSolver.pass`).
    static let pass = 64
    /// Entries in the table: 2^17 of 24 bytes, 3 MiB.
    static let tableEntries = 1 << 17
    /// The memory the table takes.
    static var tableBytes: Int { tableEntries * MemoryLayout<Entry>.stride }
    static let infinity = 1 << 14

    struct Entry {
        var player: UInt64 = 0
        var opponent: UInt64 = 0
        var lower: Int16 = 0
        var upper: Int16 = 0
        var depth: Int8 = -1
        var move: Int8 = -1
    }

    private struct Move {
        var square: Int
        var flips: UInt64
        var score: Int
    }

    let cells: UInt64
    let evaluation: FlankEvaluation
    /// +1: the most discs win; -1: the fewest.
    let goal: Int
    private let rays = FlankRays()
    private let table: UnsafeMutablePointer<Entry>
    /// Move lists, one frame of `frameSize` per ply from the root (more than any position's
    /// moves); the search never goes deeper than `maxPly`.
    private let frames: UnsafeMutablePointer<Move>
    /// The line found below each ply (row `ply` of `maxPly` moves) and its length.
    private let lines: UnsafeMutablePointer<Int>
    private let pvLength: UnsafeMutablePointer<Int>
    private static let frameSize = 64
    private let maxPly = 65

    /// Positions visited since the search was made.
    private(set) var nodes: UInt64 = 0
    private var limits = SearchLimits.none
    private var cap: UInt64?
    private var nextPoll: UInt64 = 0
    /// The best move of the root, set as its search ends.
    private var rootMove = pass

    /// `weights`: the trained evaluation's (nil: the hand-set one); `mobilityOnly`: its mobility
    /// baseline instead.
    init(cells: UInt64, corners: UInt64, goal: Int, weights: FlankWeights? = nil, mobilityOnly: Bool = false) {
        self.cells = cells
        self.goal = goal
        evaluation = FlankEvaluation(cells: cells, corners: corners, goal: goal, weights: weights, mobilityOnly: mobilityOnly)
        table = .allocate(capacity: Self.tableEntries)
        table.initialize(repeating: Entry(), count: Self.tableEntries)
        frames = .allocate(capacity: Self.frameSize * maxPly)
        lines = .allocate(capacity: maxPly * maxPly)
        lines.initialize(repeating: 0, count: maxPly * maxPly)
        pvLength = .allocate(capacity: maxPly + 1)
        pvLength.initialize(repeating: 0, count: maxPly + 1)
    }

    deinit {
        table.deinitialize(count: Self.tableEntries)
        table.deallocate()
        frames.deallocate()
        lines.deallocate()
        pvLength.deallocate()
    }

    /// Forgets every stored result.
    func clear() { table.update(repeating: Entry(), count: Self.tableEntries) }

    /// The estimate for the side owning `player`, which must have a move or a pass (the game is
    /// not over), searched deeper and deeper until `limits` stop it or the depth reaches the end
    /// of the game (`maxDepth` at most). Throws when the limits stop it before the first
    /// iteration finished, or on an interrupt.
    func search(player: UInt64, opponent: UInt64, limits: SearchLimits, maxDepth: Int = 64) throws(SearchStop) -> Estimate {
        self.limits = limits
        cap = limits.nodes.map { nodes &+ $0 }
        nextPoll = nodes &+ 1024
        let empties = (cells & ~(player | opponent)).nonzeroBitCount
        var previous: Int?
        return try deepen(to: max(1, min(maxDepth, empties))) { depth throws(SearchStop) in
            let (score, best) = try root(player, opponent, depth)
            let known = rootLine
            defer { previous = score }
            return Estimate(score: Self.discs(Self.smoothed(score, previous)), best: best, depth: depth,
                line: line(player, opponent, depth, start: known.first == best ? known : [best]))
        }
    }

    /// Runs `iteration` at depths 1 to `last` and returns the deepest one that finished: a time
    /// or node limit ends the deepening there (and is thrown only when no iteration finished);
    /// any other stop is thrown.
    private func deepen<Result>(to last: Int, _ iteration: (Int) throws(SearchStop) -> Result) throws(SearchStop) -> Result {
        var found: Result?
        for depth in 1...last {
            do throws(SearchStop) {
                found = try iteration(depth)
            } catch {
                switch error {
                case .timeLimit, .nodeLimit:
                    if let found { return found }
                    throw error
                default:
                    throw error
                }
            }
        }
        guard let found else { throw .interrupted }
        return found
    }

    /// Every move of the position estimated (for `values` and `review`), by iterative deepening
    /// in which each iteration searches every move with a full window one ply shallower, under
    /// `limits` all together; the answer is the deepest iteration that finished, each score
    /// smoothed as `search` smooths it, the estimate the best move's. The position must have a
    /// move (not only a pass). Throws as `search` does.
    func searchMoves(player: UInt64, opponent: UInt64, limits: SearchLimits, maxDepth: Int = 64)
        throws(SearchStop) -> (estimate: Estimate, moves: [(square: Int, score: Int)])
    {
        self.limits = limits
        cap = limits.nodes.map { nodes &+ $0 }
        nextPoll = nodes &+ 1024
        let empties = cells & ~(player | opponent)
        var squares: [Int] = []
        var rest = FlankBits.moves(player, opponent, empties: empties)
        while rest != 0 {
            squares.append(rest.trailingZeroBitCount)
            rest &= rest &- 1
        }
        guard !squares.isEmpty else { return (try search(player: player, opponent: opponent, limits: limits, maxDepth: maxDepth), []) }
        // Each move's raw score in eighths from the last iteration that finished, by square.
        var previous: [Int: Int] = [:]
        return try deepen(to: max(1, min(maxDepth, empties.nonzeroBitCount))) { depth throws(SearchStop) in
            // The best of the last iteration first, so that its line is the root's.
            let order = squares.sorted { (previous[$0] ?? 0, -$0) > (previous[$1] ?? 0, -$1) }
            var raw: [Int: Int] = [:]
            var top = -Self.infinity
            for square in order {
                nodes &+= 1
                let flips = rays.flips(square, player, opponent)
                let value = -(try negamax(opponent & ~flips, player | flips | UInt64.bit(square), depth - 1,
                    -Self.infinity, Self.infinity, 1))
                raw[square] = value
                if value > top {
                    top = value
                    extendLine(0, square)
                }
            }
            let moves = squares.map { ($0, Self.smoothed(raw[$0] ?? 0, previous[$0])) }
            let bestScore = moves.map(\.1).max() ?? 0
            let best = moves.first { $0.1 == bestScore }?.0 ?? Self.pass
            let known = rootLine
            let estimate = Estimate(score: Self.discs(bestScore), best: best, depth: depth,
                line: line(player, opponent, depth, start: known.first == best ? known : [best]))
            previous = raw
            return (estimate, moves.map { ($0.0, Self.discs($0.1)) })
        }
    }

    /// The score an iteration reports, in eighths: the mean of its own (`score`) and the one
    /// before (`previous`, nil at the first). Alone, the scores of odd and even depths swing
    /// apart (the side that plays the last ply looks better), which would read as a change of
    /// opinion from one move to the next; the mean sits between them.
    static func smoothed(_ score: Int, _ previous: Int?) -> Int {
        guard let previous else { return score }
        return (score + previous) / 2
    }

    /// One iteration at the root: the score in eighths and the best move.
    func root(_ player: UInt64, _ opponent: UInt64, _ depth: Int) throws(SearchStop) -> (Int, Int) {
        rootMove = Self.pass
        let score = try negamax(player, opponent, depth, -Self.infinity, Self.infinity, 0)
        return (score, rootMove)
    }

    /// The line of the root's last search (the principal variation, as far as table cutoffs let
    /// it reach).
    private var rootLine: [Int] { (0..<pvLength[0]).map { lines[$0] } }

    /// `move` and then the line below it become the line of `ply`.
    @inline(__always) private func extendLine(_ ply: Int, _ move: Int) {
        let row = lines + ply &* maxPly, below = lines + (ply &+ 1) &* maxPly
        row[0] = move
        let count = ply &+ 1 < maxPly ? pvLength[ply &+ 1] : 0
        for i in 0..<count { row[i &+ 1] = below[i] }
        pvLength[ply] = count &+ 1
    }

    /// `start` (legal moves from the position), then the line the table holds after it, up to
    /// `depth` moves in all.
    private func line(_ player: UInt64, _ opponent: UInt64, _ depth: Int, start: [Int]) -> [Int] {
        var (p, o) = (player, opponent)
        for move in start {
            if move == Self.pass {
                (p, o) = (o, p)
            } else {
                let flips = rays.flips(move, p, o)
                (p, o) = (o & ~flips, p | flips | UInt64.bit(move))
            }
        }
        var moves = start
        while moves.count < depth {
            let empty = cells & ~(p | o)
            let legal = FlankBits.moves(p, o, empties: empty)
            if legal == 0 {
                if FlankBits.moves(o, p, empties: empty) == 0 { break }
                moves.append(Self.pass)
                (p, o) = (o, p)
                continue
            }
            let entry = table[slot(p, o)]
            guard entry.player == p, entry.opponent == o, entry.move >= 0, legal & UInt64.bit(Int(entry.move)) != 0
            else { break }
            let square = Int(entry.move)
            let flips = rays.flips(square, p, o)
            moves.append(square)
            (p, o) = (o & ~flips, p | flips | UInt64.bit(square))
        }
        return moves
    }

    /// Eighths of a disc rounded to the nearest disc (halves away from zero).
    static func discs(_ eighths: Int) -> Int { eighths >= 0 ? (eighths + 4) / 8 : -((-eighths + 4) / 8) }

    @inline(__always) private func slot(_ player: UInt64, _ opponent: UInt64) -> Int {
        let h = (player &* 0x9E37_79B9_7F4A_7C15) ^ (opponent &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: (h ^ (h &>> 29)) & UInt64(Self.tableEntries - 1))
    }

    @inline(never) private func poll() throws(SearchStop) {
        nextPoll = nodes &+ 1024
        try limits.check(nodes: nodes, cap: cap)
    }

    /// The final score in eighths, by the game's goal.
    @inline(__always) private func final(_ player: UInt64, _ opponent: UInt64) -> Int {
        let mine = player.nonzeroBitCount, theirs = opponent.nonzeroBitCount
        let empties = cells.nonzeroBitCount - mine - theirs
        var score = mine - theirs
        if score > 0 { score += empties } else if score < 0 { score -= empties }
        return 8 * goal * score
    }

    /// Fail-soft principal-variation search to `depth` plies in `alpha < beta`.
    private func negamax(_ player: UInt64, _ opponent: UInt64, _ depth: Int, _ alpha: Int, _ beta: Int, _ ply: Int)
        throws(SearchStop) -> Int
    {
        nodes &+= 1
        pvLength[ply] = 0
        if nodes >= nextPoll || (cap.map { nodes > $0 } ?? false) { try poll() }
        let empty = cells & ~(player | opponent)
        let legal = FlankBits.moves(player, opponent, empties: empty)
        if legal == 0 {
            if FlankBits.moves(opponent, player, empties: empty) == 0 { return final(player, opponent) }
            // A pass spends a ply of depth, so that the search always ends.
            if depth <= 0 { return evaluation.evaluate(player, opponent) }
            let value = -(try negamax(opponent, player, depth - 1, -beta, -alpha, ply + 1))
            extendLine(ply, Self.pass)
            return value
        }
        if depth <= 0 || ply >= maxPly - 1 { return evaluation.evaluate(player, opponent) }

        var alpha = alpha, beta = beta
        let index = slot(player, opponent)
        var tableMove = -1
        let entry = table[index]
        pvLength[ply] = 0
        if entry.player == player && entry.opponent == opponent {
            // Not at the root: it must search to name its best move and line.
            if ply > 0 && Int(entry.depth) >= depth {
                if let known = SearchWindow.narrow(&alpha, &beta, lower: Int(entry.lower), upper: Int(entry.upper)) {
                    return known
                }
            }
            tableMove = Int(entry.move)
        }
        let windowAlpha = alpha, windowBeta = beta

        // The moves, the table's first, then (two plies or more from the leaves) the best by the
        // evaluation of the position after them.
        let list = frames + ply &* Self.frameSize
        var count = 0
        var rest = legal
        while rest != 0 {
            let square = rest.trailingZeroBitCount
            rest &= rest &- 1
            let flips = rays.flips(square, player, opponent)
            var score = 0
            if square == tableMove {
                score = Self.infinity
            } else if depth >= 2 {
                score = -evaluation.evaluate(opponent & ~flips, player | flips | UInt64.bit(square))
            }
            list[count] = Move(square: square, flips: flips, score: score)
            count &+= 1
        }

        var best = -Self.infinity
        var bestMove = -1
        for i in 0..<count {
            // Selection: the highest score left comes next.
            var pick = i
            for j in (i + 1)..<max(i + 1, count) where list[j].score > list[pick].score { pick = j }
            if pick != i { (list[i], list[pick]) = (list[pick], list[i]) }
            let move = list[i]
            let mine = player | move.flips | UInt64.bit(move.square)
            let theirs = opponent & ~move.flips
            var value: Int
            if i == 0 {
                value = -(try negamax(theirs, mine, depth - 1, -beta, -alpha, ply + 1))
            } else {
                value = -(try negamax(theirs, mine, depth - 1, -alpha - 1, -alpha, ply + 1))
                if value > alpha && value < beta {
                    value = -(try negamax(theirs, mine, depth - 1, -beta, -alpha, ply + 1))
                }
            }
            if value > best {
                best = value
                bestMove = move.square
                if value > alpha {
                    alpha = value
                    extendLine(ply, move.square)
                    if alpha >= beta { break }
                }
            }
        }
        if ply == 0 { rootMove = bestMove }
        let (lower, upper) = SearchWindow.bounds(of: best, alpha: windowAlpha, beta: windowBeta, unbounded: Self.infinity)
        table[index] = Entry(player: player, opponent: opponent, lower: Int16(lower), upper: Int16(upper),
            depth: Int8(min(depth, 127)), move: Int8(bestMove))
        return best
    }
}
