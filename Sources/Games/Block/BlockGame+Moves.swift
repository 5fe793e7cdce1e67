import Boards

extension BlockGame {
    /// Every move of the side to move by the move blocks, in block order (a pass is not among
    /// them); moves with the same cells from two blocks appear once.
    func generate(_ position: BlockPosition, for player: Player, into moves: inout BlockMoves) {
        let t = tables[player.rawValue]
        let mine = position.pieces(of: player), theirs = position.pieces(of: player.opponent)
        let occupied = mine | theirs
        let empty = geometry.mask & ~occupied
        var placed: BlockCells = 0
        for place in t.places {
            var open: BlockCells = 0
            if place.gravity {
                // Each column's lowest empty cell: rows count down the board, so its highest bit.
                for column in place.columns {
                    let free = empty & column
                    if free != 0 { open |= .bit(127 - free.leadingZeroBitCount) }
                }
            } else {
                open = empty
            }
            open &= ~placed
            placed |= open
            while open != 0 {
                let cell = open.trailingZeroBitCount
                open &= open &- 1
                if place.flip && flips(at: cell, mine: mine, theirs: theirs) == 0 { continue }
                moves.append(BlockMove(from: cell, to: cell, block: place.block))
            }
        }
        for (index, placement) in t.placements.enumerated() where placement.mask & occupied == 0 {
            moves.append(BlockMove(from: placement.cells[0], to: placement.cells[placement.cells.count - 1], block: placement.block,
                path: UInt32(index)))
        }
        if !t.steps.isEmpty || !t.jumps.isEmpty {
            var pieces = mine
            while pieces != 0 {
                let from = pieces.trailingZeroBitCount
                pieces &= pieces &- 1
                var done: BlockCells = 0
                for step in t.steps {
                    let allowed: BlockCells
                    switch step.onto {
                    case .empty: allowed = empty
                    case .opponent: allowed = theirs
                    case .any: allowed = empty | theirs
                    case .own: allowed = 0
                    }
                    var targets = step.targets[from] & allowed & ~done
                    done |= targets
                    while targets != 0 {
                        let to = targets.trailingZeroBitCount
                        targets &= targets &- 1
                        moves.append(BlockMove(from: from, to: to, block: step.block))
                    }
                }
                for jump in t.jumps {
                    jumps(jump, from: from, at: from, mine: mine & ~.bit(from), theirs: theirs, landings: [], into: &moves)
                }
            }
        }
    }

    /// The longest chain of jumps a move may make.
    static let longestChain = 5

    /// The jumps of `jump` from `cell` (where the piece that started at `from` now stands), then
    /// their continuations when the block chains.
    func jumps(_ jump: BlockTables.Jump, from: Int, at cell: Int, mine: BlockCells, theirs: BlockCells, landings: [Int],
        into moves: inout BlockMoves)
    {
        let occupied = mine | theirs
        for hop in jump.hops[cell] {
            let over = BlockCells.bit(hop.over), to = BlockCells.bit(hop.to)
            let fits: Bool
            switch jump.over {
            case .own: fits = mine & over != 0
            case .opponent: fits = theirs & over != 0
            case .any: fits = occupied & over != 0
            case .empty: fits = occupied & over == 0
            }
            // A chain never lands twice on one cell, so it cannot go round for ever.
            guard fits, occupied & to == 0, hop.to != from, !landings.contains(hop.to) else { continue }
            var path: UInt32 = 0
            for (i, landing) in landings.enumerated() { path |= UInt32(landing) << (8 * UInt32(i)) }
            moves.append(BlockMove(from: from, to: hop.to, block: jump.block, count: landings.count, path: path))
            guard jump.chain, landings.count + 1 < Self.longestChain else { continue }
            jumps(jump, from: from, at: hop.to, mine: jump.capture ? mine & ~over : mine, theirs: jump.capture ? theirs & ~over : theirs,
                landings: landings + [hop.to], into: &moves)
        }
    }

    /// The opponent stones that a stone put on `cell` flanks, in every direction of the grid.
    func flips(at cell: Int, mine: BlockCells, theirs: BlockCells) -> BlockCells {
        var flipped: BlockCells = 0
        for ray in rays[cell] {
            var run: BlockCells = 0
            for next in ray {
                let bit = BlockCells.bit(next)
                if theirs & bit != 0 {
                    run |= bit
                } else {
                    if mine & bit != 0 { flipped |= run }
                    break
                }
            }
        }
        return flipped
    }

    /// The moves of the side to move, with a pass where the rules allow one and the other player
    /// can move.
    func moves(_ position: BlockPosition, into moves: inout BlockMoves) {
        generate(position, for: position.mover, into: &moves)
        if moves.isEmpty, rules.noMove == .pass, canMove(position, player: position.mover.opponent) { moves.append(.pass) }
    }

    func canMove(_ position: BlockPosition, player: Player) -> Bool {
        // A stone put down without flipping (dropped or not) needs only an empty cell:
        // any empty cell leaves its column open for a drop.
        let empty = geometry.mask & ~position.occupied
        if empty != 0, tables[player.rawValue].places.contains(where: { !$0.flip }) { return true }
        var found = BlockMoves()
        generate(position, for: player, into: &found)
        return !found.isEmpty
    }

    /// The position after `move`, which must be legal.
    public func play(_ move: BlockMove, in position: BlockPosition) -> BlockPosition {
        let player = position.mover
        let next = rules.players == 1 ? player : player.opponent
        if move.isPass { return BlockPosition(x: position.x, o: position.o, mover: next) }
        var mine = position.pieces(of: player), theirs = position.pieces(of: player.opponent)
        let to = BlockCells.bit(Int(move.to)), from = BlockCells.bit(Int(move.from))
        switch rules.moves[Int(move.block)].kind {
        case .place(_, let flip):
            if flip {
                let flipped = flips(at: Int(move.to), mine: mine, theirs: theirs)
                mine |= flipped
                theirs &= ~flipped
            }
            mine |= to
        case .polyomino:
            mine |= tables[player.rawValue].placements[Int(move.path)].mask
        case .step:
            mine = (mine & ~from) | to
            theirs &= ~to
        case .jump(_, _, let capture, _):
            var cell = Int(move.from)
            for landing in move.landings + [Int(move.to)] {
                if capture, let over = middle(from: cell, to: landing, block: Int(move.block), player: player) {
                    mine &= ~.bit(over)
                    theirs &= ~.bit(over)
                }
                cell = landing
            }
            mine = (mine & ~from) | to
        }
        var after = BlockPosition(x: 0, o: 0, mover: next)
        after.set(player, mine)
        after.set(player.opponent, theirs)
        return after
    }

    /// The cell jumped over from `from` to `to` by a jump of `block`.
    func middle(from: Int, to: Int, block: Int, player: Player) -> Int? {
        for jump in tables[player.rawValue].jumps where jump.block == block {
            if let hop = jump.hops[from].first(where: { $0.to == to }) { return hop.over }
        }
        return nil
    }
}
