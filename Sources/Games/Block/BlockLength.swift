import Boards

/// How long a block game can last, from its move blocks: whether a position can repeat, and if
/// not, a bound on the plies left that every move lowers.
///
/// Moves that add pieces (place, polyomino) raise the piece count (under `hand`, no more often
/// than the hands hold pieces); moves that capture (custodian captures too) lower it; moves that carry a piece without
/// capturing must all carry it one way (for each player, its own way): up or down the board,
/// else left or right, else along a diagonal, so that its distance to the far edge that way
/// falls. With adding and capturing both, or with a move that
/// can carry a piece back, a position can repeat ("loops").
struct BlockLength: Sendable {
    /// True when a position can repeat.
    let loops: Bool
    /// The block that can repeat a position, for messages.
    let loopingBlock: String?
    /// For each player, the way their non-capturing moves carry pieces: each move raises
    /// `dc * column + dr * row` (each of dc, dr -1, 0 or 1; (0, -1) up the board), or (0, 0)
    /// when no move carries a piece.
    let sense: [(dc: Int, dr: Int)]
    /// Whether pieces are added (then a bound counts the empty cells).
    let adds: Bool
    let removes: Bool
    let passes: Bool
    let width: Int
    let height: Int
    /// The most any piece's way can go on the board, plus one, and at least the height.
    let span: Int
    /// True when placements flip stones that other moves carry: a flip can move a piece to the
    /// other side, whose distance to go differs.
    let flipsCarried: Bool
    /// True under `hand`: no more stones can be placed than the hands hold.
    let handed: Bool

    init(_ rules: BlockRules, _ at: BlockOrigins) throws(RuleError) {
        var carried: [[(dc: Int, dr: Int)]] = [[], []]
        var adds = false, removes = false
        // What the blocks of one part do: a two-part move adds a neutral piece that nothing takes
        // away, so a position can come back only through moves of one part.
        var plainAdds = false, plainRemoves = false
        var looping: (block: MoveBlock, origin: RuleBook.Origin)?
        for (block, origin) in zip(rules.moves, at.moves) {
            var carries: [BlockDirection] = []
            if block.then != nil {
                // A two-part move adds a neutral piece, which nothing takes away: it fills an empty
                // cell, so it counts as a placement, and whatever way its piece goes is bounded so.
                adds = true
                switch block.kind {
                case .step(_, let onto), .leap(_, let onto), .slide(_, let onto, _): if onto != .empty { removes = true }
                default: break
                }
                continue
            }
            switch block.kind {
            case .place, .polyomino:
                adds = true
                plainAdds = true
            case .step(let directions, let onto), .leap(let directions, let onto), .slide(let directions, let onto, _):
                // A leap or a slide carries a piece along its direction as a step does, only farther.
                if onto != .empty { (removes, plainRemoves) = (true, true) }
                if onto != .opponent { carries = directions }
            case .jump(let directions, let over, let capture, _, _):
                if capture != .none { (removes, plainRemoves) = (true, true) }
                // A jump that may pass over a piece it does not take (`over any capture` over
                // one's own piece) carries a piece without capturing.
                if capture == .none || (over == .any && capture != .both) { carries = directions }
            case .push:
                // A push carries pieces either way along a line (the opponent's too): a position
                // can always come back.
                adds = true
                if looping == nil { looping = (block, origin) }
            }
            // A custodian capture takes pieces off the board, whatever the move does besides.
            if block.custodian != nil { (removes, plainRemoves) = (true, true) }
            for player in [Player.x, .o] where block.isFor(player) {
                carried[player.rawValue] += carries.map { $0.step(for: player) }
                if looping == nil, !carried[player.rawValue].isEmpty,
                    Self.way(carried[player.rawValue], wrapRows: rules.wrapRows, wrapColumns: rules.wrapColumns) == nil
                {
                    looping = (block, origin)
                }
            }
        }
        // A line's capture takes a piece (`mill`); beside moves that add pieces, a position can repeat.
        if let mill = rules.mill, let origin = at.mill {
            (removes, plainRemoves) = (true, true)
            if adds, looping == nil { looping = (MoveBlock(kind: .place(gravity: false, flip: false), text: mill.text), origin) }
        }
        let sense = carried.map { Self.way($0, wrapRows: rules.wrapRows, wrapColumns: rules.wrapColumns) ?? (0, 0) }
        if plainAdds && plainRemoves, looping == nil, let first = zip(rules.moves, at.moves).first(where: { block, _ in
            guard block.then == nil else { return false }
            if block.custodian != nil { return true }
            return switch block.kind {
            case .step(_, let onto), .leap(_, let onto), .slide(_, let onto, _): onto != .empty
            case .jump(_, _, let capture, _, _): capture != .none
            default: false
            }
        }) {
            looping = first
        }
        self.sense = sense
        self.adds = adds
        self.removes = removes
        passes = rules.noMoves.contains(.pass)
        width = rules.width
        height = rules.height
        span = sense.map { abs($0.dc) * (rules.width - 1) + abs($0.dr) * (rules.height - 1) + 1 }.reduce(rules.height, max)
        flipsCarried = sense.contains { $0 != (0, 0) } && rules.moves.contains { if case .place(_, true) = $0.kind { true } else { false } }
        handed = rules.hands != nil
        loops = looping != nil
        loopingBlock = looping?.block.text
        if let looping, !rules.repetitionDraw {
            let why = plainAdds && plainRemoves ? "pieces are both added and captured" : "a piece can move back to where it was"
            throw looping.origin.error("'\(looping.block.text)' can repeat a position (\(why)); "
                + "state 'repetition draw' (endless play is a draw) to solve such a game")
        }
    }

    /// The way every one of `steps` goes (each raises `dc * column + dr * row`), up or down the
    /// board first, then left or right, then along a diagonal; nil when no way fits them all or
    /// the board wraps along it.
    static func way(_ steps: [(dc: Int, dr: Int)], wrapRows: Bool, wrapColumns: Bool) -> (dc: Int, dr: Int)? {
        let candidates: [(dc: Int, dr: Int)] = [(0, -1), (0, 1), (-1, 0), (1, 0), (-1, -1), (1, -1), (-1, 1), (1, 1)]
        return candidates.first { way in
            !(wrapRows && way.dc != 0) && !(wrapColumns && way.dr != 0)
                && steps.allSatisfy { way.dc * $0.dc + way.dr * $0.dr > 0 }
        }
    }

    /// An upper bound on the plies left from `position` on `geometry`, when no position repeats.
    func pliesLeft(_ position: BlockPosition, _ geometry: BlockGeometry) -> Int {
        var bound = 0
        let empty = (geometry.mask & ~position.occupied).nonzeroBitCount
        // Each placement fills an empty cell and, under `hand`, takes a piece from a hand.
        let placements = handed ? min(empty, position.inHand(.x) + position.inHand(.o)) : empty
        if adds { bound += placements * (1 + span) }
        if flipsCarried { bound += placements * geometry.cellCount * span }
        for player in [Player.x, .o] {
            // Neutral pieces (`then`) are in both boards and in no side's count.
            let pieces = position.own(player)
            if removes { bound += pieces.nonzeroBitCount * (2 * span + 1) }
            let way = sense[player.rawValue]
            guard way != (0, 0) else { continue }
            // The farthest the way reaches on the board, less where each piece stands.
            let far = max(0, way.dc) * (width - 1) + max(0, way.dr) * (height - 1)
            var rest = pieces
            while rest != 0 {
                let cell = rest.trailingZeroBitCount
                rest &= rest &- 1
                bound += far - (way.dc * geometry.column(cell) + way.dr * geometry.row(cell))
            }
        }
        return passes ? 2 * bound + 1 : bound
    }
}
