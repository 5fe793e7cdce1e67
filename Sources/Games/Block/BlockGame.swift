import Boards

/// A two-player game compiled from building blocks (`family block`): the compiled board (its
/// geometry, each player's move and end tables, symmetries and start) and what a game of two
/// players adds: how its length is bounded, the threat tactics of a game of lines, and how its
/// ends behave. Positions are two 128-bit boards, so a board may have up to 128 cells.
public struct BlockGame: Sendable {
    /// The rules compiled: geometry, move and end tables, symmetries, start.
    let board: BlockBoard
    /// How the game's length is bounded (see `pliesLeft`).
    let length: BlockLength
    /// True when some `win most` decides a game that ends with no moves.
    let hasMost: Bool
    /// The threat tactics of a game of placing stones to make lines, or nil.
    let lineTactics: BlockLineTactics?
    /// True when every end that a player's stones reach stays reached with more of them (all but
    /// `exactly` lines and capturing everything).
    let monotoneEnds: Bool
    /// True under `hand`: positions carry each side's pieces in hand, and `move place` puts them down.
    let handed: Bool
    /// Under `kinds`: positions carry a kinds layer, and some moves and ends are for one kind.
    let kinded: Bool
    /// Under `hand`, the sides that may move a piece while they still hold some: bit 0 X, bit 1 O.
    let movesAnytime: UInt8
    /// The rules' `swap` and `capture` keys, kept apart from them: the move generator reads
    /// them at every node, and a read through `rules` copied the whole rule set.
    let swaps: Bool
    let captureRule: BlockRules.CaptureRule
    /// Under `mill`: a move that makes a line takes an opponent piece (`mills`), from anywhere
    /// with `any` (`millAny`); kept on the game, as `swaps` is, for the move generator.
    let mills: Bool
    let millAny: Bool
    /// True when some move block has a second part (`then`): a neutral piece's cell is in both
    /// `x` and `o`, and every use of a side's pieces leaves those cells out. Stored, so that the
    /// other games pay one test of a flag.
    let hasNeutral: Bool
    /// True without neutral pieces, kinds and hands: `reached` takes its plain way.
    let plainEnds: Bool
    /// True without `mill`, `kinds` and two-part moves: `play` takes its plain way.
    let plainPlay: Bool
    /// What `play` does for a move of each move block (`PlayKind`), by block index.
    let playKinds: [PlayKind]
    /// For each player (bit 1 X, bit 2 O), whether a `move place` of theirs puts a stone on any
    /// empty cell (no flip, no condition): then an empty cell is a move. Stored, so that
    /// `canMove` reads no table.
    let placesOnAnyEmpty: UInt8
    /// True when some move block has a condition (`to`, `if`); stored, as `hasNeutral` is.
    let conditioned: Bool
    /// The custodian captures (`custodian`), or nil when no block takes so.
    let custodians: BlockCustodians?
    /// True when some move block pushes (`move push`); stored, as `hasNeutral` is.
    let pushing: Bool
    /// `ends opponent-first`: `result` reads the ends of the side to move before those of the
    /// player who just moved.
    let opponentEndsFirst: Bool

    /// The game of `board`, whose rule set has `players 2`, or the error at the line that keeps it
    /// from being one: no way to end, positions that can repeat without `repetition draw`, too
    /// many moves in one position, or a start that is already over.
    init(_ board: BlockBoard, _ at: BlockOrigins) throws(RuleError) {
        let rules = board.rules
        let ends = !rules.ends.isEmpty || rules.noMoves.contains { $0 != .pass }
        if !ends { throw RuleError("rules '\(rules.name)' have no way to end: add a 'win' line, or a 'no-move' rule other than pass") }
        self.board = board
        hasMost = rules.ends.contains { if case .most = $0.kind { true } else { false } }
        handed = rules.hands != nil
        kinded = !rules.kinds.isEmpty
        swaps = rules.swap
        captureRule = rules.captureRule
        mills = rules.mill != nil
        millAny = rules.mill?.any ?? false
        hasNeutral = rules.hasNeutral
        plainEnds = !hasNeutral && !kinded && !handed
        custodians = board.custodians
        plainPlay = !hasNeutral && !kinded && !mills && custodians == nil
        playKinds = rules.moves.map { PlayKind($0.kind) }
        conditioned = rules.hasConditions
        pushing = rules.hasPushes
        opponentEndsFirst = rules.opponentEndsFirst
        placesOnAnyEmpty = zip([UInt8(1), 2], board.tables).reduce(0) { bits, pair in
            pair.1.places.contains { !$0.flip && !$0.conditioned } ? bits | pair.0 : bits
        }
        movesAnytime = zip([UInt8(1), 2], rules.hands?.moveAnytime ?? [false, false]).reduce(0) { $0 | ($1.1 ? $1.0 : 0) }
        // The threat tactics take every empty cell as a move of either side, which a hand can deny.
        lineTactics = handed || mills || board.kinded || hasNeutral || conditioned || custodians != nil || pushing
            ? nil : BlockLineTactics(rules, board.geometry, board.tables, columns: board.columns)
        // A push moves the opponent's pieces, so it can make their ends as well as the mover's.
        monotoneEnds = !pushing && rules.ends.allSatisfy { end in
            switch end.kind {
            case .line(_, let exactly, _): !exactly
            case .captureAll, .pieces: false
            default: true
            }
        }
        length = try BlockLength(rules, at)
        try BlockGame.checkChains(board, at)
        if let swap = at.swap, !rules.moves.allSatisfy({ if case .place(_, false) = $0.kind { true } else { false } }) {
            throw swap.error("'swap' is for games whose every move puts a stone ('move place', no flip): "
                + "the first stone is then the one the second player may take over")
        }
        if let swap = at.swap, rules.hands != nil { throw swap.error("'swap' is for games without pieces in hand ('hand')") }
        if let over = result(start) {
            throw RuleError("the start of '\(rules.name)' cannot be played: the game is already over (\(over) for \(start.mover))")
        }
    }

    // The board's parts, under the names the game's code (and the margin solver) reads them by.
    var rules: BlockRules { board.rules }
    var geometry: BlockGeometry { board.geometry }
    /// Index 0 for X, 1 for O.
    var tables: [BlockTables] { board.tables }
    var placements: [BlockTables.Placement] { board.placements }
    var columns: [[Int]] { board.columns }
    var rays: [[[Int]]] { board.rays }
    var chainNeighbours: [BlockCells] { board.chainNeighbours }
    var symmetries: BlockSymmetries { board.symmetries }
    /// The start as the rules draw it, the first player to move.
    public var start: BlockPosition { board.start }
    var width: Int { board.width }
    var height: Int { board.height }

    /// Refuses a chain block whose chains could be longer than a move records
    /// (`longestChain` jumps), naming the block: a chain never lands twice on one cell, so it
    /// makes at most as many jumps as there are other landings within its reach, and a capturing
    /// chain over the opponent at most as many as the opponent's pieces where no move adds any.
    static func checkChains(_ board: BlockBoard, _ at: BlockOrigins) throws(RuleError) {
        let adds = board.rules.moves.contains { if case .place = $0.kind { true } else if case .polyomino = $0.kind { true } else { false } }
        for (player, t) in zip([Player.x, .o], board.tables) {
            for jump in t.jumps where jump.chain {
                var most = board.geometry.cells.map { reach(jump, from: $0) }.max() ?? 0
                if jump.capture == .opponent, !adds {
                    most = min(most, board.start.pieces(of: player.opponent).nonzeroBitCount)
                }
                guard most > longestChain else { continue }
                throw at.moves[jump.block].error("'\(board.rules.moves[jump.block].text)' can make chains of up to \(most) jumps "
                    + "on this board; the block family records at most \(longestChain)")
            }
        }
    }

    /// How many cells other than `from` a chain of `jump` could land on from `from`; for a
    /// straight chain, the most jumps one way.
    static func reach(_ jump: BlockTables.Jump, from: Int) -> Int {
        if jump.straight {
            return jump.hops[from].map { first in
                var count = 1, cell = first.to
                while let next = jump.hops[cell].first(where: { $0.direction == first.direction }), next.to != from, count < 128 {
                    count += 1
                    cell = next.to
                }
                return count
            }.max() ?? 0
        }
        var seen: Set<Int> = [from], frontier = [from]
        while let cell = frontier.popLast() {
            for hop in jump.hops[cell] where seen.insert(hop.to).inserted { frontier.append(hop.to) }
        }
        return seen.count - 1
    }
}
