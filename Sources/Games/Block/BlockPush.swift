import Boards

/// What a push may take from the edge (`move push DIRECTIONS from empty|own|opponent...`): an
/// empty cell, one of the mover's pieces, one of the opponent's. Without `from`, an empty cell
/// or one's own piece.
struct PushSources: Sendable, Equatable {
    var empty = true
    var own = true
    var opponent = false

    /// The cells a push may start from, the mover's pieces being `mine` and the opponent's `theirs`.
    @inline(__always)
    func cells(empty open: BlockCells, mine: BlockCells, theirs: BlockCells) -> BlockCells {
        (empty ? open : 0) | (own ? mine : 0) | (opponent ? theirs : 0)
    }
}

extension BlockTables {
    /// A `move push` block: for each cell on the board's edge (where some direction of the block
    /// leads off the board), the last cell of its way along each direction that has one; no
    /// way for the other cells.
    struct Push: Sendable {
        var block: Int
        var sources: PushSources
        /// The cells that have a way: a push takes its piece from one of them.
        var edge: BlockCells
        /// For each cell, the last cell of each of its ways, in the order of the directions.
        var ends: [[Int]]
    }

    /// `move push` compiled for `player`, whose relative directions it turns.
    static func push(_ directions: [BlockDirection], from sources: PushSources, block: Int, _ geometry: BlockGeometry,
        for player: Player) -> Push
    {
        var edge: BlockCells = 0
        var ends = [[Int]](repeating: [], count: geometry.cellCount)
        let steps = directions.map { $0.step(for: player) }
        for cell in geometry.cells where steps.contains(where: { geometry.gridCell(from: cell, $0.dc, $0.dr) == nil }) {
            for (dc, dr) in steps {
                guard let d = geometry.direction(dc, dr), let last = geometry.ray(from: cell, d).last else { continue }
                ends[cell].append(last)
                edge |= .bit(cell)
            }
        }
        return Push(block: block, sources: sources, edge: edge, ends: ends)
    }
}

extension BlockGame {
    /// The moves of the push blocks: each edge cell whose content a block may take, pushed in at
    /// the end of each of its ways. A push two blocks allow is given once (it does the same).
    func pushMoves(_ blocks: [BlockTables.Push], mine: BlockCells, theirs: BlockCells, empty: BlockCells,
        into moves: inout BlockMoves)
    {
        // For each cell, the ends already given from it: on the stack, as the search calls this
        // at every node; needed only where two blocks may give one push.
        withUnsafeTemporaryAllocation(of: BlockCells.self, capacity: blocks.count > 1 ? geometry.cellCount : 0) { reached in
            if blocks.count > 1 { reached.initialize(repeating: 0) }
            for b in blocks.indices {
                var cells = blocks[b].sources.cells(empty: empty, mine: mine, theirs: theirs) & blocks[b].edge
                while cells != 0 {
                    let from = cells.trailingZeroBitCount
                    cells &= cells &- 1
                    for last in blocks[b].ends[from] {
                        if blocks.count > 1 {
                            guard reached[from] & .bit(last) == 0 else { continue }
                            reached[from] |= .bit(last)
                        }
                        moves.append(BlockMove(from: from, to: last, block: blocks[b].block))
                    }
                }
            }
        }
    }

    /// The boards after push `move` (from `E` to `S`): the pieces between `E` (exclusive) and
    /// `S` (inclusive) each shift one cell back toward `E`, whatever stood on `E` leaves, and the
    /// mover's piece goes on `S`. The way is a straight line of the grid, so that each shift is
    /// one shift of the bits by the step between two cells of it.
    @inline(never)
    func pushed(_ move: BlockMove, mine: BlockCells, theirs: BlockCells) -> (mine: BlockCells, theirs: BlockCells) {
        let (way, step) = pushWay(move)
        let rest = way & ~BlockCells.bit(Int(move.from))
        func shifted(_ pieces: BlockCells) -> BlockCells {
            step > 0 ? (pieces & rest) >> step : (pieces & rest) << -step
        }
        return ((mine & ~way) | shifted(mine) | .bit(Int(move.to)), (theirs & ~way) | shifted(theirs))
    }

    /// The cells of push `move`'s way, from the cell taken to where the piece goes in, and the
    /// step between two of them in cell indices.
    @inline(__always)
    func pushWay(_ move: BlockMove) -> (way: BlockCells, step: Int) {
        let from = Int(move.from), to = Int(move.to)
        let dc = (geometry.column(to) - geometry.column(from)).signum(), dr = (geometry.row(to) - geometry.row(from)).signum()
        let step = dr * width + dc
        var way: BlockCells = 0, cell = from
        // At most a board's length of cells: a move's cells are always on one way.
        for _ in 0..<geometry.cellCount {
            way |= .bit(cell)
            if cell == to || step == 0 { break }
            cell += step
        }
        return (way, step)
    }

    /// What push `move` does, for `explain`: the pieces it shifts toward the cell taken, and
    /// where the mover's piece goes in.
    func pushSentence(_ move: BlockMove, in position: BlockPosition) -> String {
        let from = geometry.square(Int(move.from))
        let shifted = pushWay(move).way & ~BlockCells.bit(Int(move.from)) & position.occupied
        let put = "\(position.mover)'s piece goes in on \(geometry.square(Int(move.to)))"
        guard shifted != 0 else { return "it takes \(from), and " + put }
        return "it takes \(from); the pieces on \(names(shifted)) move one cell toward it, and " + put
    }
}

extension BlockGame {
    /// Why a push written with `cells` (the cell taken, then where it goes in) is not legal:
    /// the cell is not on the edge, its content is not one the mover's pushes take, or it goes
    /// in elsewhere than at the far end of one of its lines; nil for a move of two other cells.
    func pushReason(_ cells: [Int], in position: BlockPosition, _ allowed: String) -> String? {
        guard cells.count == 2 else { return nil }
        let player = position.mover, from = cells[0], square = geometry.square(from)
        let blocks = board.tables[player.rawValue].pushes
        guard blocks.contains(where: { $0.edge & .bit(from) != 0 }) else {
            return "\(square) is not on the board's edge, where a push takes its piece (\(allowed))"
        }
        let mine = position.pieces(of: player), theirs = position.pieces(of: player.opponent)
        let empty = geometry.mask & ~(mine | theirs)
        guard blocks.contains(where: { $0.sources.cells(empty: empty, mine: mine, theirs: theirs) & .bit(from) != 0 }) else {
            let holds = mine & .bit(from) != 0 ? "a piece of \(player)" : theirs & .bit(from) != 0 ? "a piece of \(player.opponent)" : "no piece"
            return "\(square) holds \(holds), which no push of \(player) takes (\(allowed))"
        }
        let pushes = legalMoves(position).filter { Int($0.from) == from && !$0.isSpecial }.map(moveName)
        return "a push from \(square) goes in at the far end of one of its lines: \(Self.list(pushes)) (\(allowed))"
    }
}

extension BlockRules {
    /// True when some move block pushes (`move push`).
    var hasPushes: Bool { moves.contains { if case .push = $0.kind { true } else { false } } }
}
