import Boards

extension BlockGame {
    /// Every move of the side to move by the move blocks (a pass is not among them), each once:
    /// moves written alike that do the same are one move, and where two do different things the
    /// capturing jump is written with the cells it takes (`writesTaken`). Under `hand` a player
    /// places only while it holds pieces in hand, and moves pieces only once it holds none (or
    /// at any time, with `move-anytime`).
    func generate(_ position: BlockPosition, for player: Player, into moves: inout BlockMoves) {
        let first = moves.count
        generateMoves(position, for: player, into: &moves)
        if mills { millCaptures(&moves, from: first, in: position, for: player) }
        if captureRule != .free { keepCaptures(&moves, in: position, for: player) }
    }

    /// The moves of the move blocks, before a line's capture (`mill`) and the capture rule.
    @inline(__always)
    private func generateMoves(_ position: BlockPosition, for player: Player, into moves: inout BlockMoves) {
        // Each table read alone: a copy of the player's whole `BlockTables` retained every array
        // in it, at every call.
        let p = player.rawValue
        let occupied = position.occupied
        let empty = geometry.mask & ~occupied
        // A neutral piece is in both boards: it blocks, and is no side's.
        let mine = hasNeutral ? position.own(player) : position.pieces(of: player)
        let theirs = hasNeutral ? position.own(player.opponent) : position.pieces(of: player.opponent)
        var places = true, carries = true
        if handed {
            places = position.inHand(player) > 0
            carries = !places || movesAnytime & (player == .x ? 1 : 2) != 0
        }
        // By index: `for group in` copied each group, retaining its arrays, at every call.
        let groups = board.tables[p].placeGroups
        for g in groups.indices where places {
            var open: BlockCells = 0
            if groups[g].gravity {
                // Each column's lowest empty cell: rows count down the board, so its highest bit.
                for column in groups[g].columns {
                    let free = empty & column
                    if free != 0 { open |= .bit(127 - free.leadingZeroBitCount) }
                }
            } else {
                open = empty
            }
            while open != 0 {
                let cell = open.trailingZeroBitCount
                open &= open &- 1
                if let flip = groups[g].flip, flips(at: cell, mine: mine, theirs: theirs) != 0 {
                    moves.append(BlockMove(from: cell, to: cell, block: flip))
                } else if let plain = groups[g].plain {
                    moves.append(BlockMove(from: cell, to: cell, block: plain))
                } else if conditioned {
                    conditionedPlace(groups[g].conditioned, at: cell, mine: mine, theirs: theirs, into: &moves)
                }
            }
        }
        for placement in board.tables[p].placements where placement.mask & occupied == 0 {
            moves.append(BlockMove(from: placement.cells[0], to: placement.cells[placement.cells.count - 1], block: placement.block,
                path: UInt64(placement.id)))
        }
        if pushing { pushMoves(board.tables[p].pushes, mine: mine, theirs: theirs, empty: empty, into: &moves) }
        if hasNeutral, carries { twoPartMoves(board.tables[p].twoParts, mine: mine, theirs: theirs, empty: empty, kinds: position.kinds, into: &moves) }
        let steps = board.tables[p].steps, slideBlocks = board.tables[p].slides, jumpBlocks = board.tables[p].jumps
        guard carries, !steps.isEmpty || !slideBlocks.isEmpty || !jumpBlocks.isEmpty else { return }
        let first = moves.count
        var pieces = mine
        while pieces != 0 {
            let from = pieces.trailingZeroBitCount
            pieces &= pieces &- 1
            // The piece's kind (0 without `kinds`): a block `for` another kind does not move it.
            let kind = Int(truncatingIfNeeded: position.kinds >> UInt64(from) & 1)
            var done: BlockCells = 0
            // By index: `for step in steps` copies each block, retaining its table, at every piece.
            for s in steps.indices {
                if let piece = steps[s].piece, piece != kind { continue }
                if conditioned, !stepAdmits(p, s, from, mine: mine, theirs: theirs) { continue }
                let allowed: BlockCells
                switch steps[s].onto {
                case .empty: allowed = empty
                case .opponent: allowed = theirs
                case .any: allowed = empty | theirs
                case .own: allowed = 0
                }
                var targets = steps[s].targets[from] & allowed & ~done
                done |= targets
                while targets != 0 {
                    let to = targets.trailingZeroBitCount
                    targets &= targets &- 1
                    moves.append(BlockMove(from: from, to: to, block: steps[s].block))
                }
            }
            if !slideBlocks.isEmpty {
                for slide in slideBlocks where slide.piece == nil || slide.piece == kind {
                    if conditioned, let condition = slide.condition, !condition.admits(from, mine: mine, theirs: theirs) { continue }
                    slides(slide, from: from, empty: empty, theirs: theirs, done: &done, into: &moves)
                }
            }
            if !jumpBlocks.isEmpty {
                // A piece of the first kind that lands where it is promoted stops there.
                let stops = kind == 0 ? board.promotions[p] : 0
                for jump in jumpBlocks where jump.piece == nil || jump.piece == kind {
                    if conditioned, let condition = jump.condition, !condition.admits(from, mine: mine, theirs: theirs) { continue }
                    jumps(jump, from: from, at: from, mine: mine & ~.bit(from), theirs: theirs, stops: stops, landings: [], path: 0,
                        taken: 0, into: &moves)
                }
            }
        }
        if board.tables[p].mayWriteAlike { tellApart(&moves, from: first, in: position) }
    }

    /// The moves of `slide` from `from`: along each way, every empty cell up to the first piece
    /// (or only the last of them, `farthest`), and that piece when it is the opponent's and the
    /// block lands on one. A cell some step, leap or slide already gave (`done`) is not given again.
    func slides(_ slide: BlockTables.Slide, from: Int, empty: BlockCells, theirs: BlockCells, done: inout BlockCells,
        into moves: inout BlockMoves)
    {
        var targets = slideLandings(slide, from: from, empty: empty, theirs: theirs, done: &done)
        while targets != 0 {
            let to = targets.trailingZeroBitCount
            targets &= targets &- 1
            moves.append(BlockMove(from: from, to: to, block: slide.block))
        }
    }

    /// The cells `slide` lands on from `from` that `done` does not hold yet, added to `done`.
    @inline(__always)
    func slideLandings(_ slide: BlockTables.Slide, from: Int, empty: BlockCells, theirs: BlockCells, done: inout BlockCells) -> BlockCells {
        var reached: BlockCells = 0
        for ray in slide.rays[from] {
            var last = -1
            for cell in ray {
                let bit = BlockCells.bit(cell)
                if empty & bit != 0 {
                    if !slide.farthest, slide.onto != .opponent { reached |= bit }
                    last = cell
                    continue
                }
                if theirs & bit != 0, slide.onto != .empty { reached |= bit }
                break
            }
            if slide.farthest, last >= 0 { reached |= .bit(last) }
        }
        let targets = reached & slide.to & ~done
        done |= targets
        return targets
    }

    /// The moves of the two-part blocks (`then`): each piece's first part (a step, leap or slide
    /// landing as the block allows), then each cell the neutral piece may go to from there, over
    /// the board after the first part (the cell left is empty). A first part with no second is no
    /// move; a move two blocks allow is given once.
    func twoPartMoves(_ blocks: [BlockTables.TwoPart], mine: BlockCells, theirs: BlockCells, empty: BlockCells, kinds: UInt64,
        into moves: inout BlockMoves)
    {
        guard !blocks.isEmpty else { return }
        // For each landing of the piece now moving, the second points already given: on the
        // stack, as the search calls this at every node.
        withUnsafeTemporaryAllocation(of: BlockCells.self, capacity: blocks.count > 1 ? geometry.cellCount : 0) { given in
            var pieces = mine
            while pieces != 0 {
                let from = pieces.trailingZeroBitCount
                pieces &= pieces &- 1
                if blocks.count > 1 { given.initialize(repeating: 0) }
                // The piece's kind (0 without `kinds`): a block `for` another kind does not move it.
                let kind = Int(truncatingIfNeeded: kinds >> UInt64(from) & 1)
                for b in blocks.indices where blocks[b].piece == nil || blocks[b].piece == kind {
                    var landings = landingsOfTwoPart(blocks[b], from: from, theirs: theirs, empty: empty)
                    while landings != 0 {
                        let to = landings.trailingZeroBitCount
                        landings &= landings &- 1
                        var seconds = secondPoints(blocks[b], from: from, to: to, empty: empty)
                        if blocks.count > 1 {
                            seconds &= ~given[to]
                            given[to] |= seconds
                        }
                        while seconds != 0 {
                            let second = seconds.trailingZeroBitCount
                            seconds &= seconds &- 1
                            moves.append(BlockMove(from: from, to: to, block: blocks[b].block, count: Int(BlockMove.twoPart),
                                path: UInt64(second)))
                        }
                    }
                }
            }
        }
    }

    /// Where the first part of two-part block `block` lands from `from`, as its `onto` allows.
    @inline(__always)
    private func landingsOfTwoPart(_ block: BlockTables.TwoPart, from: Int, theirs: BlockCells, empty: BlockCells) -> BlockCells {
        if let slide = block.slide {
            var none: BlockCells = 0
            return slideLandings(slide, from: from, empty: empty, theirs: theirs, done: &none)
        }
        let allowed: BlockCells
        switch block.onto {
        case .empty: allowed = empty
        case .opponent: allowed = theirs
        case .any, .own: allowed = empty | theirs
        }
        return (block.targets?[from] ?? 0) & allowed
    }

    /// The cells the neutral piece of `block` may go to once the piece stands on `to` (the cell
    /// it left, `from`, is empty): along the shot's ways up to the first piece, or every empty
    /// cell (`then place`).
    @inline(__always)
    private func secondPoints(_ block: BlockTables.TwoPart, from: Int, to: Int, empty: BlockCells) -> BlockCells {
        let open = (empty | .bit(from)) & ~BlockCells.bit(to)
        guard let shots = block.shots else { return open }
        var seconds: BlockCells = 0
        for ray in shots[to] {
            for cell in ray {
                guard open & .bit(cell) != 0 else { break }
                seconds |= .bit(cell)
            }
        }
        return seconds
    }

    /// Under `capture compulsory`, only the moves of `player` that capture when any does; under
    /// `capture maximum`, only those that take the most pieces.
    func keepCaptures(_ moves: inout BlockMoves, in position: BlockPosition, for player: Player) {
        var most = 0
        for index in 0..<moves.count { most = max(most, captures(moves[index], in: position, for: player)) }
        guard most > 0 else { return }
        let least = captureRule == .maximum ? most : 1
        var kept = 0
        for index in 0..<moves.count where captures(moves[index], in: position, for: player) >= least {
            moves[kept] = moves[index]
            kept += 1
        }
        moves.count = kept
    }

    /// How many pieces `move` of `player` takes: a step onto an opponent's piece one, a jump those
    /// its chain takes, other moves none; and the pieces it catches (`custodian`), and one more for
    /// a line it makes (`mill`).
    func captures(_ move: BlockMove, in position: BlockPosition, for player: Player) -> Int {
        let line = move.millTaken == nil ? 0 : 1
        let theirs = position.pieces(of: player.opponent)
        switch rules.moves[Int(move.block)].kind {
        case .step, .leap, .slide:
            let onto = theirs & .bit(Int(move.to)) != 0 ? 1 : 0
            return line + onto + caught(move, in: position, for: player)
        case .jump: return line + move.jumpsTaken.nonzeroBitCount
        default: return line + caught(move, in: position, for: player)
        }
    }

    /// How many opponent pieces a step, leap, slide or stone of `player` catches (`custodian`).
    private func caught(_ move: BlockMove, in position: BlockPosition, for player: Player) -> Int {
        guard let custodians else { return 0 }
        let to = BlockCells.bit(Int(move.to))
        let mine = position.pieces(of: player) & ~BlockCells.bit(Int(move.from)) | to
        let theirs = position.pieces(of: player.opponent) & ~to
        return custodians.taken(player.rawValue, block: Int(move.block), to: Int(move.to), mine: mine, theirs: theirs,
            empty: geometry.mask & ~(mine | theirs), kinds: position.kinds).nonzeroBitCount
    }

    /// The longest chain of jumps a move may make: a move records each jump's direction in three
    /// bits of its 64-bit path. A rule set whose chains could be longer is refused
    /// (`checkChains`), so no chain is ever cut short.
    static let longestChain = 21

    /// The jumps of `jump` from `cell` (where the piece that started at `from` now stands), then
    /// their continuations when the block chains, except from a landing in `stops` (where the
    /// piece is promoted, which ends its move). `landings`, `path` and `taken` are the chain so
    /// far; a jump takes the piece it passes over when the block's capture takes that side's. A
    /// straight chain's later jumps go the way of its first, whose direction is the path's lowest bits.
    func jumps(_ jump: BlockTables.Jump, from: Int, at cell: Int, mine: BlockCells, theirs: BlockCells, stops: BlockCells,
        landings: [Int], path: UInt64, taken: UInt32, into moves: inout BlockMoves)
    {
        let occupied = mine | theirs
        for hop in jump.hops[cell] where !jump.straight || landings.isEmpty || UInt64(hop.direction) == path & 7 {
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
            let chained = path | UInt64(hop.direction) << (3 * UInt64(landings.count))
            let takes = (jump.capture.takesOwn && mine & over != 0) || (jump.capture.takesOpponent && theirs & over != 0)
            let took = takes ? taken | 1 << UInt32(landings.count) : taken
            let move = BlockMove(from: from, to: hop.to, block: jump.block, count: landings.count, path: chained, taken: took)
            guard jump.chain, landings.count + 1 < Self.longestChain, stops & to == 0 else {
                moves.append(move)
                continue
            }
            // A complete chain is a move only where it cannot go on; another may stop here too.
            let before = moves.count
            if !jump.complete { moves.append(move) }
            jumps(jump, from: from, at: hop.to, mine: takes ? mine & ~over : mine, theirs: takes ? theirs & ~over : theirs,
                stops: stops, landings: landings + [hop.to], path: chained, taken: took, into: &moves)
            if jump.complete, moves.count == before { moves.append(move) }
        }
    }

    /// Among the moves from index `first` on (steps and jumps), keeps one of each set written
    /// alike that does the same, and marks the capturing jumps of a set whose moves differ, so
    /// that they are written with the cells they take.
    func tellApart(_ moves: inout BlockMoves, from first: Int, in position: BlockPosition) {
        // Each kept move with what it is compared by: where it lands and the position after it.
        var kept: [(move: BlockMove, landings: [Int], after: BlockPosition)] = []
        for index in first..<moves.count {
            var move = moves[index]
            let landings = landings(move), after = play(move, in: position)
            var duplicate = false
            for k in kept.indices where kept[k].move.from == move.from && kept[k].landings == landings {
                if kept[k].after == after {
                    duplicate = true
                } else {
                    if !taken(kept[k].move).isEmpty { kept[k].move.count |= BlockMove.writesTaken }
                    if !taken(move).isEmpty { move.count |= BlockMove.writesTaken }
                }
            }
            if !duplicate { kept.append((move, landings, after)) }
        }
        moves.count = first
        for entry in kept { moves.append(entry.move) }
    }

    /// The cells a jump or chain lands on, its last (`to`) included; the one cell of a step.
    func landings(_ move: BlockMove) -> [Int] {
        guard !move.isSpecial, case .jump = rules.moves[Int(move.block)].kind else { return [Int(move.to)] }
        return hops(move).map(\.to)
    }

    /// The cells a capturing jump or chain takes, in order; none for other moves.
    func taken(_ move: BlockMove) -> [Int] {
        guard !move.isSpecial, move.taken != 0, case .jump = rules.moves[Int(move.block)].kind else { return [] }
        return hops(move).enumerated().filter { move.taken & 1 << UInt32($0.offset) != 0 }.map(\.element.over)
    }

    /// The jumps of a jump move, each the cell jumped and the landing, from the directions in its path.
    func hops(_ move: BlockMove) -> [(over: Int, to: Int)] {
        var found: [(over: Int, to: Int)] = []
        forEachHop(of: move) { found.append(($0, $1)) }
        return found
    }

    /// Calls `body` with each jump of a jump move, the cell jumped and the landing, in order: each
    /// jump's direction is in the path, and the cells are the next two that way. No allocation,
    /// for `play` in the search.
    @inline(__always)
    func forEachHop(of move: BlockMove, _ body: (_ over: Int, _ landing: Int) -> Void) {
        let directions = geometry.neighbourSteps.count
        var cell = Int(move.from)
        for jump in 0...Int(move.landingCount) {
            let d = Int((move.path >> (3 * UInt64(jump))) & 7) % directions
            guard let over = geometry.neighbour(cell, d), let landing = geometry.neighbour(over, d) else { return }
            body(over, landing)
            cell = landing
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
        if maySwap(position) { moves.append(.swap) }
        if moves.isEmpty, rules.noMove(for: position.mover) == .pass, canMove(position, player: position.mover.opponent) { moves.append(.pass) }
    }

    func canMove(_ position: BlockPosition, player: Player) -> Bool {
        // A stone put down without flipping (dropped or not) needs only an empty cell:
        // any empty cell leaves its column open for a drop.
        let empty = geometry.mask & ~position.occupied
        if empty != 0, !handed || position.inHand(player) > 0, placesOnAnyEmpty & (player == .x ? 1 : 2) != 0 {
            return true
        }
        if player == position.mover, maySwap(position) { return true }
        var found = BlockMoves()
        generate(position, for: player, into: &found)
        return !found.isEmpty
    }

    /// The position after `move`, which must be legal; under `hand` a stone placed leaves the
    /// mover's hand.
    public func play(_ move: BlockMove, in position: BlockPosition) -> BlockPosition {
        plainPlay ? playPieces(move, in: position, extras: false) : playWithExtras(move, in: position)
    }

    /// `play` under `mill`, `kinds`, `custodian` or two-part moves. Apart, so that the other games'
    /// `play` tests one stored flag and is as it was.
    @inline(never)
    func playWithExtras(_ move: BlockMove, in position: BlockPosition) -> BlockPosition {
        hasNeutral ? playAmongNeutral(move, in: position) : playPieces(move, in: position, extras: true)
    }

    /// `play` on positions without neutral pieces; with `extras`, a custodian capture, a line's
    /// capture (`mill`) and the kinds (`kinds`) follow the move.
    @inline(__always)
    func playPieces(_ move: BlockMove, in position: BlockPosition, extras: Bool) -> BlockPosition {
        let player = position.mover
        let next = player.opponent
        var after = position
        after.mover = next
        if move.isPass { return after }
        if move.isSwap { return swapped(position) }
        var mine = position.pieces(of: player), theirs = position.pieces(of: player.opponent)
        let to = BlockCells.bit(Int(move.to)), from = BlockCells.bit(Int(move.from))
        switch playKinds[Int(move.block)] {
        case .placeFlipping:
            let flipped = flips(at: Int(move.to), mine: mine, theirs: theirs)
            mine |= flipped | to
            theirs &= ~flipped
            if handed { after.setInHand(player, position.inHand(player) - 1) }
        case .place:
            mine |= to
            // Under `hand` the stone comes from the player's hand.
            if handed { after.setInHand(player, position.inHand(player) - 1) }
        case .stone:
            mine |= to
        case .polyomino:
            // A larger piece by its placement.
            mine |= placements[Int(move.path)].mask
        case .carry:
            mine = (mine & ~from) | to
            theirs &= ~to
        case .jump:
            if move.taken != 0 {
                var index: UInt32 = 0
                forEachHop(of: move) { over, _ in
                    if move.taken & 1 << index != 0 {
                        mine &= ~.bit(over)
                        theirs &= ~.bit(over)
                    }
                    index += 1
                }
            }
            mine = (mine & ~from) | to
        case .push:
            (mine, theirs) = pushed(move, mine: mine, theirs: theirs)
        }
        if extras, let custodians {
            theirs &= ~custodians.taken(player.rawValue, block: Int(move.block), to: Int(move.to), mine: mine, theirs: theirs,
                empty: geometry.mask & ~(mine | theirs), kinds: position.kinds)
        }
        // The opponent piece taken for a line made (`mill`).
        if extras, move.taken >> BlockMove.millShift != 0 { theirs &= ~.bit(Int(move.taken >> BlockMove.millShift) - 1) }
        after.set(player, mine)
        after.set(player.opponent, theirs)
        if extras, kinded { after.kinds = kinds(after: move, in: position, mine: mine, theirs: theirs) }
        return after
    }

    /// `play` where positions hold neutral pieces (`then`): the move played on the sides' own
    /// pieces, then the neutral pieces put back, with the one a two-part move puts down. Apart, so
    /// that the other games' `play` is as it was.
    func playAmongNeutral(_ move: BlockMove, in position: BlockPosition) -> BlockPosition {
        var plain = position, neutral = position.neutral
        plain.x &= ~neutral
        plain.o &= ~neutral
        // No neutral piece is left in the boards, so `play` goes its plain way.
        var after = playPieces(move, in: plain, extras: true)
        if let second = move.second { neutral |= .bit(second) }
        after.x |= neutral
        after.o |= neutral
        return after
    }
}

extension BlockGame {
    /// True when the second player may swap: the rules have `swap` and the position is the start
    /// with one stone of the first player added, the second to move. Every move of such rules
    /// puts a stone, so no other position looks like it.
    func maySwap(_ position: BlockPosition) -> Bool {
        guard swaps else { return false }
        let start = board.start, first = start.mover
        guard position.mover == first.opponent else { return false }
        let added = position.pieces(of: first) & ~start.pieces(of: first)
        return added.nonzeroBitCount == 1 && position.pieces(of: first) & start.pieces(of: first) == start.pieces(of: first)
            && position.pieces(of: first.opponent) == start.pieces(of: first.opponent)
    }

    /// The position after a swap: the first player's stone becomes the second's, and the first
    /// player moves.
    func swapped(_ position: BlockPosition) -> BlockPosition {
        let first = rules.first, start = board.start
        let added = position.pieces(of: first) & ~start.pieces(of: first)
        var after = BlockPosition(x: 0, o: 0, mover: first)
        after.kinds = position.kinds
        after.set(first, start.pieces(of: first))
        after.set(first.opponent, position.pieces(of: first.opponent) | added)
        return after
    }
}
