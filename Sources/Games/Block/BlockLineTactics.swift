import Boards

/// Threat tactics for games of placing stones to make a line or shape (tic-tac-toe, Connect 4,
/// m,n,k games, a torus): the cells that would complete one of a player's lines, found by walking
/// the lines, decide a position without search as the line family's engine does. The side to move
/// wins at once on a playable cell of its own; it loses in two when the opponent has two playable
/// cells, or one it must block that opens another above it (with gravity); with one, blocking it is
/// the only move worth searching; a move that would open an opponent's cell above it (with
/// gravity) is never worth making while another is left.
///
/// They hold only where a move adds one stone of the mover and nothing else: one `move place`
/// block for each player, without flips, all dropped by gravity or none; every end a `win` line or
/// shape (not `exactly`: a stone beyond could spoil it); a full board drawn.
struct BlockLineTactics: Sendable {
    /// Each player's lines (index 0 for X), every `win` end's cell sets.
    let lines: [[BlockCells]]
    /// For each player and cell, the indexes of the lines through it, for a move's new threats.
    let linesThrough: [[[Int]]]
    /// For each cell, how many lines of either player pass through it: the order of quiet moves.
    let weight: [Int]
    /// Each player's place block, for the moves the tactics name.
    let block: [Int]
    let gravity: Bool
    /// With gravity, each column's cells (a stone drops to the lowest empty one, the highest bit).
    let columns: [BlockCells]
    /// With gravity, the cell a stone on each cell makes playable next, or -1 for none.
    let above: [Int]

    /// The tactics for `tables`, or nil where the rules are not of this kind.
    init?(_ rules: BlockRules, _ geometry: BlockGeometry, _ tables: [BlockTables], columns byColumn: [[Int]]) {
        // A full board must be a draw, as in tic-tac-toe: a side that cannot move then neither
        // wins nor loses, and no count of stones decides.
        let fullBoardDraws = rules.noMove == .draw || rules.noMove == .pass
        // A swap is a reply the tactics do not see.
        guard fullBoardDraws, !rules.swap, !rules.ends.contains(where: { if case .most = $0.kind { true } else { false } }) else { return nil }
        guard tables.allSatisfy({ $0.places.count == 1 && $0.placements.isEmpty && $0.steps.isEmpty && $0.jumps.isEmpty })
        else { return nil }
        let places = tables.map { $0.places[0] }
        guard places.allSatisfy({ !$0.flip }), places[0].gravity == places[1].gravity else { return nil }
        var lines: [[BlockCells]] = []
        for t in tables {
            var own: [BlockCells] = []
            for end in t.ends {
                guard end.wins else { return nil }
                switch end.kind {
                case .masks(let masks, nil): own += masks
                case .runs(_, _, let runs): own += runs
                default: return nil
                }
            }
            guard !own.isEmpty else { return nil }
            lines.append(own)
        }
        self.lines = lines
        linesThrough = lines.map { own in
            (0..<geometry.cellCount).map { cell in own.indices.filter { own[$0] & .bit(cell) != 0 } }
        }
        weight = (0..<geometry.cellCount).map { cell in lines.joined().filter { line in line & .bit(cell) != 0 }.count }
        block = places.map(\.block)
        gravity = places[0].gravity
        columns = places[0].columns
        var above = [Int](repeating: -1, count: geometry.cellCount)
        for column in byColumn where column.count > 1 {
            for (lower, upper) in zip(column, column.dropFirst()) { above[lower] = upper }
        }
        self.above = above
    }

    /// The cells where one more stone of `mine` fills one of `player`'s lines that `theirs` leave open.
    func completing(_ player: Player, mine: BlockCells, theirs: BlockCells) -> BlockCells {
        var cells: BlockCells = 0
        lines[player.rawValue].withUnsafeBufferPointer { own in
            for line in own where line & theirs == 0 {
                let gap = line & ~mine
                if gap & (gap &- 1) == 0 { cells |= gap }
            }
        }
        return cells
    }

    /// The cells a stone can go on now: the empty ones, or each column's lowest with gravity.
    func playable(_ empty: BlockCells) -> BlockCells {
        guard gravity else { return empty }
        var open: BlockCells = 0
        for column in columns {
            let free = empty & column
            if free != 0 { open |= .bit(127 - free.leadingZeroBitCount) }
        }
        return open
    }

    /// How many cells a stone of `player` on `cell` would newly threaten to complete.
    func newThreats(_ player: Player, at cell: Int, mine: BlockCells, theirs: BlockCells, empty: BlockCells) -> Int {
        let after = mine | .bit(cell)
        var cells: BlockCells = 0
        lines[player.rawValue].withUnsafeBufferPointer { own in
            for index in linesThrough[player.rawValue][cell] {
                let line = own[index]
                guard line & theirs == 0 else { continue }
                let gap = line & ~after
                if gap != 0, gap & (gap &- 1) == 0 { cells |= gap }
            }
        }
        return (cells & empty).nonzeroBitCount
    }

    /// True when no line of either player can still be filled.
    func deadDrawn(x: BlockCells, o: BlockCells) -> Bool {
        for (own, theirs) in [(lines[0], o), (lines[1], x)] where own.contains(where: { $0 & theirs == 0 }) { return false }
        return true
    }
}

extension BlockGame {
    /// The threat tactics at `position` (see `BlockLineTactics`).
    func lineTactic(_ t: BlockLineTactics, _ position: BlockPosition) -> Tactic<BlockMove, BlockCells> {
        let mover = position.mover
        let mine = position.pieces(of: mover), theirs = position.pieces(of: mover.opponent)
        let empty = geometry.mask & ~(mine | theirs)
        let open = t.playable(empty)
        if t.completing(mover, mine: mine, theirs: theirs) & open != 0 { return .resolved(.win, remoteness: 1) }
        let threats = t.completing(mover.opponent, mine: theirs, theirs: mine) & empty
        let urgent = threats & open
        if urgent != 0 {
            if urgent & (urgent &- 1) != 0 { return .resolved(.loss, remoteness: 2) }
            let cell = urgent.trailingZeroBitCount
            if t.gravity, t.above[cell] >= 0, threats & .bit(t.above[cell]) != 0 { return .resolved(.loss, remoteness: 2) }
            return .forced(BlockMove(from: cell, to: cell, block: t.block[mover.rawValue]))
        }
        var worth = open
        if t.gravity {
            var cells = open
            while cells != 0 {
                let cell = cells.trailingZeroBitCount
                cells &= cells &- 1
                if t.above[cell] >= 0, threats & .bit(t.above[cell]) != 0 { worth &= ~BlockCells.bit(cell) }
            }
            if worth == 0 { return .resolved(.loss, remoteness: 2) }
        }
        // Checking every line costs more than it saves while the board is open.
        let empties = empty.nonzeroBitCount
        if rules.noMove == .draw, empties <= 20, t.deadDrawn(x: position.x, o: position.o) {
            return .resolved(.draw, remoteness: empties)
        }
        return .search(worth)
    }

    /// The cells of `plan`, the table's move first, then those that make the most new threats,
    /// then those on the most lines, in reading order among equals.
    func orderLineMoves(_ t: BlockLineTactics, _ position: BlockPosition, plan: BlockCells, first: BlockMove?, into order: inout BlockMoves) {
        let mover = position.mover
        let mine = position.pieces(of: mover), theirs = position.pieces(of: mover.opponent)
        let empty = geometry.mask & ~(mine | theirs)
        var cells = plan
        if let first, !first.isSpecial, cells & .bit(Int(first.to)) != 0 {
            order.append(first)
            cells &= ~BlockCells.bit(Int(first.to))
        }
        var ranked: [(key: Int, cell: Int)] = []
        ranked.reserveCapacity(cells.nonzeroBitCount)
        while cells != 0 {
            let cell = cells.trailingZeroBitCount
            cells &= cells &- 1
            let key = t.newThreats(mover, at: cell, mine: mine, theirs: theirs, empty: empty) * 1024 + t.weight[cell]
            ranked.append((key, cell))
        }
        // Stable: equal keys keep reading order.
        for i in ranked.indices.dropFirst() {
            var j = i
            let item = ranked[i]
            while j > 0, ranked[j - 1].key < item.key {
                ranked[j] = ranked[j - 1]
                j -= 1
            }
            ranked[j] = item
        }
        for (_, cell) in ranked { order.append(BlockMove(from: cell, to: cell, block: t.block[mover.rawValue])) }
    }
}
