import Boards

/// Captures after a line (`mill K [exactly] [DIRECTIONS...] [any]`): a
/// move whose piece, the one put down or carried, stands after the move in a line of K of the
/// mover's pieces along the directions takes one opponent piece of the mover's choice. Several
/// lines made at once take one piece. By default the piece taken is one that stands in no line of
/// K of the opponent's, unless every one does; with `any`, any opponent piece. A move that makes
/// a line is written with `x` and the piece it takes: `b2xc3` (a placement), `a1-b2xc3` (a step).
extension BlockCompiler {
    /// The `mill` line read, or the error at its word; refused for a puzzle and beside a move
    /// block that puts more than one piece or turns pieces over.
    static func mill(_ origin: RuleBook.Origin, _ rules: BlockRules, _ at: BlockOrigins) throws(RuleError) -> BlockRules.Mill {
        guard rules.players == 2 else { throw origin.error("'mill' is for games of two players; a puzzle has no opponent to take from") }
        let args = origin.entry.arguments
        guard !args.isEmpty else {
            throw origin.error("expected 'mill K', the length of a line that takes an opponent piece, as in: mill 3")
        }
        var words = Words(args: args, origin: origin, offset: 0)
        let length = try words.number(in: 2...maximumCells, "line length")
        let exactly = words.take("exactly")
        var directions = Words.all(rules.grid)
        if !words.isEmpty, args[words.index] != "any" { directions = try words.directions(rules.grid) }
        let any = words.take("any")
        if !words.isEmpty { throw words.error("unexpected '\(args[words.index])'; expected directions, then 'any'") }
        for (block, line) in zip(rules.moves, at.moves) {
            switch block.kind {
            case .place(_, true):
                throw line.error("'\(block.text)' turns pieces over; 'mill' takes a piece after a move that puts down or carries one")
            case .polyomino(let shapes) where shapes.first?.count ?? 0 > 1:
                throw line.error("'\(block.text)' lays several cells; 'mill' takes a piece after a move that puts down or carries one")
            default: break
            }
        }
        let text = "mill " + args.joined(separator: " ")
        return BlockRules.Mill(length: length, exactly: exactly, directions: directions, any: any, text: text)
    }
}

extension BlockTables {
    /// The lines of `mill` for `player`: each line's cells, and the cells just beyond it that an
    /// `exactly` line must not hold.
    static func millLines(_ mill: BlockRules.Mill, _ geometry: BlockGeometry, for player: Player) -> (lines: [BlockCells], beyond: [BlockCells]) {
        switch line(mill.length, exactly: mill.exactly, mill.directions, geometry, for: player) {
        case .masks(let masks, let beyond): return (masks, beyond ?? masks.map { _ in 0 })
        case .runs(_, _, let lines): return (lines, lines.map { _ in 0 })
        default: return ([], [])
        }
    }
}

extension BlockGame {
    /// True when `cell` stands in a line of the mill's length made of `pieces`, the pieces of the
    /// player whose tables are `side` (0 for X).
    func inMill(_ cell: Int, _ pieces: BlockCells, side: Int) -> Bool {
        let lines = board.tables[side].millLines, beyond = board.tables[side].millBeyond
        let bit = BlockCells.bit(cell)
        for index in lines.indices where lines[index] & bit != 0 && pieces & lines[index] == lines[index] && pieces & beyond[index] == 0 {
            return true
        }
        return false
    }

    /// The opponent pieces a line lets the mover take, where `theirs` are the pieces of
    /// `opponent`: under `any` all of them; otherwise those in none of the opponent's lines, or
    /// all of them when every one stands in a line.
    func takeable(_ theirs: BlockCells, opponent: Player) -> BlockCells {
        if millAny { return theirs }
        let lines = board.tables[opponent.rawValue].millLines, beyond = board.tables[opponent.rawValue].millBeyond
        var held: BlockCells = 0
        for index in lines.indices where theirs & lines[index] == lines[index] && theirs & beyond[index] == 0 { held |= lines[index] }
        let free = theirs & ~held
        return free == 0 ? theirs : free
    }

    /// Under `mill`, each of the moves from index `first` on whose piece makes a line becomes one
    /// move for each opponent piece it may take (none when the opponent has no piece on the
    /// board: the move then takes nothing). Each move, or its captures in its place, is written
    /// after the list and the whole moved down over the old moves, so the search allocates nothing.
    func millCaptures(_ moves: inout BlockMoves, from first: Int, in position: BlockPosition, for player: Player) {
        var turn = position
        turn.mover = player
        let end = moves.count
        for index in first..<end {
            let move = moves[index]
            var open: BlockCells = 0
            if !move.isSpecial {
                let after = play(move, in: turn)
                if inMill(Int(move.to), after.pieces(of: player), side: player.rawValue) {
                    open = takeable(after.pieces(of: player.opponent), opponent: player.opponent)
                }
            }
            if open == 0 { moves.append(move) }
            while open != 0 {
                let cell = open.trailingZeroBitCount
                open &= open &- 1
                var taking = move
                taking.taken |= UInt32(cell + 1) << BlockMove.millShift
                moves.append(taking)
            }
        }
        let made = moves.count - end
        for offset in 0..<made { moves[first + offset] = moves[end + offset] }
        moves.count = first + made
    }

    /// Why a move written with `x` and the piece it takes (`b2xc3`) is not legal under `mill`,
    /// or nil when the reason lies elsewhere (the move itself is no move).
    func millReason(_ written: String, in position: BlockPosition) -> String? {
        guard let mill = rules.mill else { return nil }
        let player = position.mover, opponent = player.opponent
        let parts = written.split(separator: "x", omittingEmptySubsequences: false)
        var legal = BlockMoves()
        moves(position, into: &legal)
        var plain: [BlockMove] = []
        while let move = legal.next() {
            guard !move.isSpecial, moveName(move.withoutMillCapture) == String(parts[0]) else { continue }
            plain.append(move)
        }
        guard let move = plain.first else { return nil }
        let line = "'\(mill.text)'"
        guard move.millTaken != nil else {
            return parts.count > 1 ? "\(parts[0]) makes no line of \(mill.length) of \(player), so it takes no piece (\(line))" : nil
        }
        guard parts.count == 2, let square = Square(parts[1]) else {
            let example = moveName(move)
            return "\(parts[0]) makes a line of \(mill.length) of \(player): write the \(opponent) piece it takes, as in \(example) (\(line))"
        }
        let cell = square.row * width + square.column
        let theirs = play(move.withoutMillCapture, in: position).pieces(of: opponent)
        guard theirs & .bit(cell) != 0 else { return "\(square) holds no piece of \(opponent) to take (\(line))" }
        if mill.any { return nil }
        return "\(square) stands in a line of \(mill.length) of \(opponent), which is taken only when every \(opponent) piece "
            + "stands in one (\(line); 'any' would allow it)"
    }
}
