import Boards

/// How long a block game can last, from its move blocks: whether a position can repeat, and if
/// not, a bound on the plies left that every move lowers.
///
/// Moves that add pieces (place, polyomino) raise the piece count; moves that capture lower it;
/// moves that carry a piece without capturing must all carry it the same way up or down the board
/// (for each player), so that its distance to that edge falls. With adding and capturing both, or
/// with a move that can carry a piece back, a position can repeat ("loops").
struct BlockLength: Sendable {
    /// True when a position can repeat.
    let loops: Bool
    /// The block that can repeat a position, for messages.
    let loopingBlock: String?
    /// For each player, -1 when their non-capturing moves carry pieces up, +1 down, 0 when none does.
    let sense: [Int]
    /// Whether pieces are added (then a bound counts the empty cells).
    let adds: Bool
    let removes: Bool
    let passes: Bool
    let height: Int
    /// True when placements flip stones that other moves carry: a flip can move a piece to the
    /// other side, whose distance to go differs.
    let flipsCarried: Bool

    init(_ rules: BlockRules, _ at: BlockOrigins) throws(RuleError) {
        var sense = [0, 0]
        var adds = false, removes = false
        var looping: (block: MoveBlock, origin: RuleBook.Origin)?
        for (block, origin) in zip(rules.moves, at.moves) {
            var carries: [BlockDirection] = []
            switch block.kind {
            case .place, .polyomino:
                adds = true
            case .step(let directions, let onto):
                if onto != .empty { removes = true }
                if onto != .opponent { carries = directions }
            case .jump(let directions, _, let capture, _):
                if capture { removes = true } else { carries = directions }
            }
            for player in [Player.x, .o] where block.isFor(player) {
                for direction in carries {
                    let dr = direction.step(for: player).dr
                    let way = dr.signum()
                    if way == 0 || rules.wrapColumns || (sense[player.rawValue] != 0 && sense[player.rawValue] != way) {
                        if looping == nil { looping = (block, origin) }
                    } else {
                        sense[player.rawValue] = way
                    }
                }
            }
        }
        if adds && removes, looping == nil, let first = zip(rules.moves, at.moves).first(where: { block, _ in
            switch block.kind {
            case .step(_, let onto): onto != .empty
            case .jump(_, _, let capture, _): capture
            default: false
            }
        }) {
            looping = first
        }
        self.sense = sense
        self.adds = adds
        self.removes = removes
        passes = rules.noMove == .pass
        height = rules.height
        flipsCarried = sense != [0, 0] && rules.moves.contains { if case .place(_, true) = $0.kind { true } else { false } }
        loops = looping != nil
        loopingBlock = looping?.block.text
        if let looping, !rules.repetitionDraw {
            let why = adds && removes ? "pieces are both added and captured" : "a piece can move back to where it was"
            throw looping.origin.error("'\(looping.block.text)' can repeat a position (\(why)); "
                + "state 'repetition draw' (endless play is a draw) to solve such a game")
        }
    }

    /// An upper bound on the plies left from `position` on `geometry`, when no position repeats.
    func pliesLeft(_ position: BlockPosition, _ geometry: BlockGeometry) -> Int {
        var bound = 0
        let empty = (geometry.mask & ~position.occupied).nonzeroBitCount
        if adds { bound += empty * (1 + height) }
        if flipsCarried { bound += empty * geometry.cellCount * height }
        for player in [Player.x, .o] {
            let pieces = position.pieces(of: player)
            if removes { bound += pieces.nonzeroBitCount * (2 * height + 1) }
            let way = sense[player.rawValue]
            guard way != 0 else { continue }
            var rest = pieces
            while rest != 0 {
                let row = geometry.row(rest.trailingZeroBitCount)
                rest &= rest &- 1
                bound += way < 0 ? row : height - 1 - row
            }
        }
        return passes ? 2 * bound + 1 : bound
    }
}
