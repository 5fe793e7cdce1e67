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

    /// The game of `board`, whose rule set has `players 2`, or the error at the line that keeps it
    /// from being one: no way to end, positions that can repeat without `repetition draw`, too
    /// many moves in one position, or a start that is already over.
    init(_ board: BlockBoard, _ at: BlockOrigins) throws(RuleError) {
        let rules = board.rules
        let ends = !rules.ends.isEmpty || rules.noMove != .pass
        if !ends { throw RuleError("rules '\(rules.name)' have no way to end: add a 'win' line, or a 'no-move' rule other than pass") }
        self.board = board
        hasMost = rules.ends.contains { if case .most = $0.kind { true } else { false } }
        lineTactics = BlockLineTactics(rules, board.geometry, board.tables, columns: board.columns)
        monotoneEnds = rules.ends.allSatisfy { end in
            switch end.kind {
            case .line(_, let exactly, _): !exactly
            case .captureAll: false
            default: true
            }
        }
        length = try BlockLength(rules, at)
        let bound = BlockGame.mostMoves(rules, board.geometry, board.tables)
        if bound > BlockMoves.capacity, let lastMove = at.moves.last {
            throw lastMove.error("these moves can number \(bound) in one position; the block family holds at most \(BlockMoves.capacity)")
        }
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

    /// At most how many moves one position can have: placements, steps and jumps all counted
    /// (a count past 1,024 is said as it stands).
    static func mostMoves(_ rules: BlockRules, _ geometry: BlockGeometry, _ tables: [BlockTables]) -> Int {
        tables.map { t in
            let places = t.placeGroups.count * geometry.size
            let steps = geometry.cells.reduce(0) { sum, cell in
                sum + t.steps.reduce(BlockCells(0)) { $0 | $1.targets[cell] }.nonzeroBitCount
            }
            // A chain's jumps from one cell: every path of landings that never repeats a cell.
            let jumps = t.jumps.reduce(0) { sum, jump in
                geometry.cells.reduce(sum) { sum, cell in
                    sum + chains(jump, from: cell, at: cell, landings: [], budget: 1_024 - min(sum, 1_024))
                }
            }
            return places + t.placements.count + steps + jumps + 1
        }.max() ?? 0
    }

    /// How many jumps and chains of `jump` can start on `from`, counted up to `budget`.
    static func chains(_ jump: BlockTables.Jump, from: Int, at cell: Int, landings: [Int], budget: Int) -> Int {
        var count = 0
        for hop in jump.hops[cell] where hop.to != from && !landings.contains(hop.to) {
            guard count < budget else { break }
            count += 1
            if jump.chain, landings.count + 1 < longestChain {
                count += chains(jump, from: from, at: hop.to, landings: landings + [hop.to], budget: budget - count)
            }
        }
        return count
    }
}
