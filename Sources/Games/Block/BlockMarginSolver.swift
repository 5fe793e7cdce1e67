import Boards
import Search

/// The exact final disc difference of a `win most` block game (`BlockGame.scoresMargin`):
/// negamax with alpha-beta over margins (the side to move's stones less the opponent's at the
/// end, empty cells to the winner) and a transposition table. The generic `Solver` searches
/// outcome and remoteness; a margin needs its own search, as Reversi's endgame solver has.
///
/// A rule set of one `move place` block (Reversi's `move place flip`) takes the fast path: its
/// moves are a set of cells found by `BlockShifts` all at once, its flips by shifts too. Any
/// other moves go through the family's move generation.
final class BlockMarginSolver {
    let game: BlockGame
    /// Policy: `TranspositionTable`'s (buckets of four, least work gives way), keyed on the
    /// position as it stands (no symmetry: the images cost more than they find deep in an
    /// endgame), bounds on the margin, the best move found.
    let table: TranspositionTable<BlockPosition, BlockMove>
    /// Set for the fast path: one place block, no gravity, no hands.
    private let shifts: BlockShifts?
    private let flip: Bool
    private let board: BlockCells
    private let passes: Bool
    /// Counters since the solver was made.
    var stats = SearchStats()
    /// Bounds for the searches from now on; a node budget counts from when they are set.
    var limits = SearchLimits.none {
        didSet {
            nodeCap = limits.nodes.map { stats.nodes &+ $0 }
            nextCheck = 0
            limits.progress?.begin()
        }
    }
    private var nodeCap: UInt64?
    private var nextCheck: UInt64 = 0
    /// Beyond every margin.
    private let infinity: Int
    /// From how many empty cells on moves are ordered by the opponent's replies.
    static let orderingEmpties = 7

    init(game: BlockGame, tableBytes: Int) {
        self.game = game
        table = TranspositionTable(bytes: tableBytes)
        board = game.geometry.mask
        passes = game.rules.noMove == .pass
        infinity = game.geometry.size + 1
        if game.rules.moves.count == 1, !game.handed, let block = game.rules.moves.first, block.player == nil, !block.conditioned,
            case .place(false, let flip) = block.kind
        {
            shifts = BlockShifts(game.geometry)
            self.flip = flip
        } else {
            shifts = nil
            flip = false
        }
    }

    func clearTable() { table.clear() }

    /// The exact margin of `position` for its side to move.
    func exact(_ position: BlockPosition) throws(SearchStop) -> Int {
        try negamax(position, -infinity, infinity)
    }

    /// True when playing `move` in `position` gives the side to move at least `margin`: a
    /// null-window search of the child.
    func reaches(_ position: BlockPosition, _ move: BlockMove, _ margin: Int) throws(SearchStop) -> Bool {
        let child = game.play(move, in: position)
        return try negamax(child, -margin, -margin + 1) <= -margin
    }

    /// Negamax with alpha-beta over margins.
    ///
    /// Contract: `alpha < beta`. Returns `v`: if `v <= alpha` the margin is at most `v`; if
    /// `v >= beta` at least `v`; otherwise exactly `v` (fail-soft). Throws when a limit of
    /// `limits` is reached; the table then holds only proven bounds. `position` may be over.
    func negamax(_ position: BlockPosition, _ alpha: Int, _ beta: Int) throws(SearchStop) -> Int {
        // Step 1. Count the node and poll the limits now and then.
        stats.nodes &+= 1
        if stats.nodes >= nextCheck { try checkLimits() }
        guard let shifts else { return try searchMoves(position, alpha, beta) }

        // Step 2. The moves; none: pass, or the end of the game.
        let mine = position.pieces(of: position.mover), theirs = position.pieces(of: position.mover.opponent)
        let empty = board & ~(mine | theirs)
        var places = flip ? shifts.flipPlaces(mine: mine, theirs: theirs, empty: empty) : empty
        if places == 0 {
            let theirPlaces = flip ? shifts.flipPlaces(mine: theirs, theirs: mine, empty: empty) : empty
            guard passes, theirPlaces != 0 else { return game.finalMargin(position) }
            var passed = position
            passed.mover = position.mover.opponent
            return -(try negamax(passed, -beta, -alpha))
        }

        // Step 3. Transposition table probe: a bound may answer at once or narrow the window.
        var alpha = alpha, beta = beta
        var hint = -1
        stats.tableProbes &+= 1
        if let entry = table.probe(position) {
            stats.tableHits &+= 1
            if let known = SearchWindow.narrow(&alpha, &beta, lower: Int(entry.lower), upper: Int(entry.upper)) {
                return known
            }
            if let move = entry.move, places & .bit(Int(move.to)) != 0 { hint = Int(move.to) }
        }

        // Step 4. The table's move first, then the rest: far from the end those that leave the
        // opponent the fewest moves (fewer nodes for the work of finding them), near it from
        // the first cell on.
        let nodesBefore = stats.nodes
        let windowAlpha = alpha
        var best = -infinity
        var bestCell = 0
        var ordered: [Int] = []
        var next = 0
        if flip, empty.nonzeroBitCount >= Self.orderingEmpties {
            var rest = places & ~(hint >= 0 ? BlockCells.bit(hint) : 0)
            var keyed: [(key: Int, cell: Int)] = []
            while rest != 0 {
                let cell = rest.trailingZeroBitCount
                rest &= rest &- 1
                let flipped = shifts.flips(at: cell, mine: mine, theirs: theirs)
                let after = mine | flipped | .bit(cell)
                let replies = shifts.flipPlaces(mine: theirs & ~flipped, theirs: after, empty: empty & ~BlockCells.bit(cell))
                keyed.append((replies.nonzeroBitCount, cell))
            }
            // Stable, so that equals stay in reading order.
            for i in keyed.indices.dropFirst() {
                let item = keyed[i]
                var j = i
                while j > 0, keyed[j - 1].key > item.key {
                    keyed[j] = keyed[j - 1]
                    j -= 1
                }
                keyed[j] = item
            }
            ordered = keyed.map(\.cell)
        }
        while true {
            let cell: Int
            if hint >= 0 {
                cell = hint
                hint = -1
            } else if !ordered.isEmpty {
                guard next < ordered.count else { break }
                cell = ordered[next]
                next += 1
            } else {
                guard places != 0 else { break }
                cell = places.trailingZeroBitCount
            }
            places &= ~BlockCells.bit(cell)
            let flipped = flip ? shifts.flips(at: cell, mine: mine, theirs: theirs) : 0
            let after = mine | flipped | .bit(cell), left = theirs & ~flipped
            let child = position.mover == .x ? BlockPosition(x: after, o: left, mover: .o) : BlockPosition(x: left, o: after, mover: .x)
            let value = -(try negamax(child, -beta, -alpha))
            if value > best {
                best = value
                bestCell = cell
                if value > alpha {
                    alpha = value
                    if alpha >= beta {
                        stats.cutoffs &+= 1
                        break
                    }
                }
            }
        }

        // Step 5. Store what was proven relative to the window searched.
        store(position, best, windowAlpha, beta, BlockMove(from: bestCell, to: bestCell, block: 0), nodesBefore)
        return best
    }

    /// `negamax`'s steps 2 to 5 for any moves, by the family's move generation.
    private func searchMoves(_ position: BlockPosition, _ alpha: Int, _ beta: Int) throws(SearchStop) -> Int {
        var moves = BlockMoves()
        game.moves(position, into: &moves)
        guard moves.count > 0 else { return game.finalMargin(position) }
        var alpha = alpha, beta = beta
        var hint: BlockMove?
        stats.tableProbes &+= 1
        if let entry = table.probe(position) {
            stats.tableHits &+= 1
            if let known = SearchWindow.narrow(&alpha, &beta, lower: Int(entry.lower), upper: Int(entry.upper)) {
                return known
            }
            hint = entry.move
        }
        let nodesBefore = stats.nodes
        let windowAlpha = alpha
        var best = -infinity
        var bestMove = moves[0]
        var order = BlockMoves()
        if let hint, (0..<moves.count).contains(where: { moves[$0] == hint }) { order.append(hint) }
        for index in 0..<moves.count where moves[index] != hint { order.append(moves[index]) }
        while let move = order.next() {
            let value = -(try negamax(game.play(move, in: position), -beta, -alpha))
            if value > best {
                best = value
                bestMove = move
                if value > alpha {
                    alpha = value
                    if alpha >= beta {
                        stats.cutoffs &+= 1
                        break
                    }
                }
            }
        }
        store(position, best, windowAlpha, beta, bestMove, nodesBefore)
        return best
    }

    /// At most `best` when every move failed low, at least `best` on a cut-off, exactly in between.
    private func store(_ position: BlockPosition, _ best: Int, _ alpha: Int, _ beta: Int, _ move: BlockMove, _ nodesBefore: UInt64) {
        let (lower, upper) = SearchWindow.bounds(of: best, alpha: alpha, beta: beta, unbounded: infinity)
        table.store(position, lower: Int32(lower), upper: Int32(upper), move: move, work: stats.nodes &- nodesBefore)
    }

    /// Polled every 4,096 nodes, and exactly when the node budget runs out.
    private func checkLimits() throws(SearchStop) {
        try limits.check(nodes: stats.nodes, cap: nodeCap)
        nextCheck = SearchLimits.nextPoll(after: stats.nodes, cap: nodeCap)
    }
}
