import Boards

/// Move ordering. A move that leaves the opponent few replies tends to be best and to refute
/// quickly (fastest-first); corners held and the opponent's potential mobility refine it; the
/// table's move and a wipe-out go first; from `evalOrderMin` empty cells the pattern evaluation
/// weighs in. High in the tree a shallow search with an evaluation (the patterns, or mobility
/// and corners) ranks the moves instead.
extension EndgameSearch {
    /// Ranking weights: the fields are packed into one integer, most important highest.
    static let wipeoutScore = 1 << 40
    static let tableMoveScore = 1 << 39

    /// The weight of the pattern evaluation (per sixteenth of a disc) beside fastest-first, from
    /// `evalOrderMin` empty cells: 1 << 15 is one reply less. Measured on FFO #40-#49, one
    /// thread, from 12 empty cells: 75 took 1,123 M nodes, 150 1,083 M, 300 1,037 M (none:
    /// 1,237 M); from 11, 300 took 1,020 M and 600 1,048 M.
    static let evalOrderWeight = 300

    /// Scores `list[0..<count]` fastest-first, at a node of `empties` empty cells.
    @inline(__always)
    func scoreFastestFirst(_ player: UInt64, _ opponent: UInt64, _ list: UnsafeMutablePointer<Move>, _ count: Int,
        _ cellsLeft: UInt64, _ empties: Int, _ parity: UInt, _ tableMove: Int)
    {
        let weighEvaluation = patterns != nil && empties >= evalOrderMin
        for i in 0..<count {
            let x = list[i].square, f = list[i].flips
            let theirs = opponent & ~f
            if theirs == 0 {
                list[i].score = Self.wipeoutScore
                continue
            }
            if x == tableMove {
                list[i].score = Self.tableMoveScore
                continue
            }
            let mine = player | f | UInt64.bit(x)
            let left = cellsLeft & ~UInt64.bit(x)
            list[i].score = fastScore(theirs, mine, left).score + (region[x] & parity != 0 ? 1 << 4 : 0)
            if weighEvaluation {
                list[i].score += (Self.evalInfinity - evaluate(theirs, mine, left)) * Self.evalOrderWeight
            }
        }
    }

    /// How good the position looks for the side that just moved (owning `mine`), the opponent
    /// (owning `theirs`) to move: few replies for it (corners count twice), few cells next to
    /// our discs, many discs of ours fixed around corners; and the replies it counts.
    @inline(__always)
    func fastScore(_ theirs: UInt64, _ mine: UInt64, _ left: UInt64) -> (score: Int, mobility: Int) {
        let replies = FlankBits.moves(theirs, mine, empties: left)
        let mobility = replies.nonzeroBitCount + (replies & corners).nonzeroBitCount
        let potential = FlankBits.potentialMoves(mine, empties: left).nonzeroBitCount
        return ((36 - mobility) << 15 + cornerStability(mine) << 11 + (36 - potential) << 5, mobility)
    }

    /// The weight of one reply of the opponent (a corner counts twice) against the shallow
    /// search's pattern value in `sortBySearch`, in sixteenths of a disc: one reply weighs as
    /// much as two discs (Egaroucid too weighs mobility beside its search values). Measured on
    /// FFO #40-#49, one thread, with the pattern weights fitted to random games: as a tie-break
    /// only, 960.9 M nodes; 16, 862.5 M; 24, 775.6 M; 32, 762.9 M; 40, 775.6 M; 48, 806.1 M; 64,
    /// 940.2 M. With weights fitted to 300,000 positions of played games: 24, 669.4 M; 32,
    /// 665.4 M; 48, 673.5 M.
    static let replyWeight = 32

    /// Scores `list[0..<count]` by a shallow search (the move and `sortPlies(empties)` more plies)
    /// with `evaluate` at its leaves, less the opponent's replies (`replyWeight`), fastest-first
    /// breaking ties.
    ///
    /// Deeper searches high in the tree pay: on 6 x 6 after c2 b4 c5 d2 (28 empty cells, one
    /// thread) two plies below 24 empty cells and three from 24 took 1,197 M nodes; three from 22
    /// and four from 24 took 565 M (four from 25: 624 M; four only from 28: 1,515 M). On FFO
    /// #40-#49 it took 2,314 M nodes to 2,075 M (#49 alone 1,035 M to 1,109 M, #48 494 M to 292 M),
    /// and 6 x 6 from the start on two threads 156 s to 97 s. (Earlier: three plies from 24 took
    /// FFO #59, 34 empty cells, from 1,035 M nodes to 3 M.) With the pattern evaluation, deeper
    /// pays lower down: three plies from 18 empty cells (`sortTwoFrom`) took #40-#49 from 1,453 M
    /// nodes to 1,353 M (from 20: 1,400 M; from 16: 1,371 M; four plies only from 25: 1,412 M).
    func sortBySearch(_ player: UInt64, _ opponent: UInt64, _ list: UnsafeMutablePointer<Move>, _ count: Int,
        _ empties: Int, _ parity: UInt, _ tableMove: Int, _ alpha: Int) throws(SearchStop)
    {
        let cellsLeft = cells & ~(player | opponent)
        // Read once here; each move changes them for its search and takes them back.
        let (before, after) = readConfigurations(player, opponent)
        for i in 0..<count {
            let x = list[i].square, f = list[i].flips
            let theirs = opponent & ~f
            if theirs == 0 {
                list[i].score = Self.wipeoutScore
                continue
            }
            if x == tableMove {
                list[i].score = Self.tableMoveScore
                continue
            }
            let mine = player | f | UInt64.bit(x)
            let left = cellsLeft & ~UInt64.bit(x)
            patterns?.play(x, f, mover: before, other: after, sign: 1)
            let value = -(try probe(theirs, mine, -Self.evalInfinity, Self.evalInfinity, sortPlies(empties), after, before))
            patterns?.play(x, f, mover: before, other: after, sign: -1)
            let (fast, mobility) = fastScore(theirs, mine, left)
            // (The cheap evaluation counts mobility already.) At least 0: the value lies within
            // the evaluation's infinity, the replies are at most 72.
            let replies = patterns == nil ? 0 : Self.replyWeight * mobility
            list[i].score = (value - replies + 4 * Self.evalInfinity) << 18 + fast
        }
    }

    static let evalInfinity = 1 << 10

    /// The plies the ordering search looks past the move at a node of `empties` empty cells.
    @inline(__always)
    func sortPlies(_ empties: Int) -> Int { empties >= 24 ? 3 : empties >= sortTwoFrom ? 2 : 1 }

    /// A depth-limited alpha-beta with `evaluate` at its leaves, for ordering and guessing. It
    /// polls the limits as the search does (a node budget stops exactly). With the pattern
    /// evaluation, the instances' configurations are read from the board once, here, and then
    /// changed move by move (`PatternEvaluator.play`).
    func probe(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ depth: Int) throws(SearchStop)
        -> Int
    {
        let (mine, theirs) = readConfigurations(player, opponent)
        return try probe(player, opponent, alpha, beta, depth, mine, theirs)
    }

    /// The configurations of the position from each side, read into the engine's room for
    /// them (nothing read without the pattern evaluation). A finished `probe` leaves them as
    /// it found them.
    @inline(__always)
    func readConfigurations(_ player: UInt64, _ opponent: UInt64)
        -> (mine: UnsafeMutablePointer<Int32>, theirs: UnsafeMutablePointer<Int32>)
    {
        let mine = configurations, theirs = configurations + Self.configurationRoom
        patterns?.configurations(player, opponent, mine: mine, theirs: theirs)
        return (mine, theirs)
    }

    /// `probe` with the position's configurations already read (`readConfigurations`).
    func probe(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ depth: Int,
        _ mine: UnsafeMutablePointer<Int32>, _ theirs: UnsafeMutablePointer<Int32>) throws(SearchStop) -> Int
    {
        stats.nodes &+= 1
        if stats.nodes >= nextCheck { try checkLimits() }
        let left = cells & ~(player | opponent)
        if depth <= 0 {
            if let patterns { return Self.inWindow(patterns.value(mine, player, opponent, scratch: scratch)) }
            return evaluate(player, opponent, left)
        }
        var moves = FlankBits.moves(player, opponent, empties: left)
        if moves == 0 {
            if FlankBits.moves(opponent, player, empties: left) == 0 {
                return finalScore(player, opponent) * 16
            }
            return -(try probe(opponent, player, -beta, -alpha, depth, theirs, mine))
        }
        var best = -Self.evalInfinity
        var alpha = alpha
        while moves != 0 {
            let x = moves.trailingZeroBitCount
            moves &= moves &- 1
            let f = rays.flips(x, player, opponent)
            // (A search stopped inside leaves the configurations changed: the next probe reads
            // them afresh.)
            patterns?.play(x, f, mover: mine, other: theirs, sign: 1)
            let v = -(try probe(opponent & ~f, player | f | UInt64.bit(x), -beta, -alpha, depth - 1, theirs, mine))
            patterns?.play(x, f, mover: mine, other: theirs, sign: -1)
            if v > best {
                best = v
                if v > alpha {
                    alpha = v
                    if v >= beta { break }
                }
            }
        }
        return best
    }

    /// A pattern evaluation kept inside the window of `probe`, whose ends are taken by
    /// finished games.
    @inline(__always)
    static func inWindow(_ value: Int) -> Int { min(max(value, -evalInfinity + 64), evalInfinity - 64) }

    /// The evaluation for ordering, for the side to move, in sixteenths of a disc with the
    /// pattern evaluation (8 x 8 Reversi), else a cheap one in its own units: mobility (corners
    /// twice), potential mobility and corner discs, each as a difference with the opponent.
    @inline(__always)
    func evaluate(_ player: UInt64, _ opponent: UInt64, _ left: UInt64) -> Int {
        if let patterns {
            return Self.inWindow(patterns.value(player, opponent, scratch: scratch))
        }
        let balance = FlankBits.balance(player, opponent, empties: left, corners: corners)
        return 8 * balance.mobility + 2 * balance.potential + 24 * balance.corners
    }
}
