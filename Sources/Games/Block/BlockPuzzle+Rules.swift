import Boards
import Search

extension BlockPuzzle {
    /// The puzzle of a `players 1` rule set, or the error at the line that keeps it from being one:
    /// a board of more than 64 cells (positions are 64-bit keys), a move that is not a jump
    /// taking the piece jumped off (the puzzle search needs every move to leave one piece fewer,
    /// so that no position comes back and every solution has the same length), no goal, a start
    /// at the goal or with no jump, or two jumps to one landing.
    static func compiled(_ rules: BlockRules, _ at: BlockOrigins) throws(RuleError) -> BlockPuzzle {
        let cells = rules.width * rules.height
        if cells > maximumCells {
            let message = "a puzzle's board has at most \(maximumCells) cells (its positions are 64-bit keys); "
                + "a \(rules.width) x \(rules.height) board has \(cells)"
            throw at.board?.error(message) ?? RuleError("rules '\(rules.name)': " + message)
        }
        for (block, origin) in zip(rules.moves, at.moves) {
            guard case .jump(_, _, let capture, _, _) = block.kind, capture.takesOwn else {
                throw origin.error("a puzzle's moves are jumps that take the piece jumped off, such as "
                    + "'move jump orthogonal over own capture': each move then leaves one piece fewer")
            }
            // The puzzle search chains any jump that starts where the last one landed.
            if case .jump(_, _, _, true, true) = block.kind {
                throw origin.error("a puzzle's chains go on in any of the block's directions; leave out 'straight'")
            }
        }
        let board = try BlockBoard(rules, at)
        guard let goal = rules.goal else { throw RuleError("the puzzle '\(rules.name)' needs a goal: goal pieces N [at CELL]") }
        let puzzle = BlockPuzzle(board, goal: goal)
        if puzzle.isGoal(puzzle.start) || puzzle.legalJumps(puzzle.start).isEmpty {
            let said = puzzle.isGoal(puzzle.start) ? "the goal is already reached" : "no move can be made"
            throw RuleError("the start of '\(rules.name)' cannot be played: \(said)")
        }
        try checkLandings(board, at)
        return puzzle
    }

    /// A puzzle's jump is written by its landing alone (`a1-c1`), so one landing must mean one
    /// jump: the error at the move block of a second jump from a cell to the same landing (a
    /// wrapped board can have one).
    static func checkLandings(_ board: BlockBoard, _ at: BlockOrigins) throws(RuleError) {
        for cell in board.geometry.cells {
            let hops = board.tables[0].jumps.flatMap { jump in jump.hops[cell].map { (block: jump.block, over: $0.over, to: $0.to) } }
            for (index, hop) in hops.enumerated() {
                guard let other = hops[..<index].first(where: { $0.to == hop.to && $0.over != hop.over }), hop.block < at.moves.count
                else { continue }
                let square = { (cell: Int) in board.geometry.square(cell).description }
                throw at.moves[hop.block].error("two jumps from \(square(cell)) land on \(square(hop.to)) (over \(square(other.over)) "
                    + "and over \(square(hop.over))); a puzzle writes a jump by its landing, so one landing must be one jump")
            }
        }
    }

    /// The most cells a puzzle's board may have: a position is one 64-bit board.
    static let maximumCells = 64
}

extension BlockPuzzle: Symmetric {
    /// The symmetries of the rules that keep the goal (those the puzzle's keys are taken under).
    public var symmetryCount: Int { symmetries.count }

    public func image(of position: BlockPieces, symmetry s: Int) -> BlockPieces {
        BlockPieces(bits: symmetries.image(of: position.bits, symmetry: s))
    }
}

extension BoardSketch {
    /// A block puzzle's board, drawn as peg solitaire is: a hole wherever the shape has a cell,
    /// a peg (`.x`) where a piece stands; a hex board's rows shift half a cell each.
    static func blockPieces(_ board: BlockBoard, _ pieces: BlockPieces) -> BoardSketch {
        let geometry = board.geometry
        let hex = board.rules.grid == .hex
        let spots = geometry.cells.map { cell in
            Spot(x: Double(geometry.column(cell)) + (hex ? Double(geometry.row(cell)) / 2 : 0), row: geometry.row(cell),
                name: geometry.square(cell).description, piece: pieces.bits & UInt64.bit(cell) != 0 ? .x : .empty)
        }
        let width = (spots.map(\.x).max() ?? 0) + 1
        return BoardSketch(style: PegsStyle(), spots: spots, width: width, height: geometry.height,
            topLabels: (0..<geometry.width).map { (Double($0), Square.columnLetter($0)) },
            rowLabels: (0..<geometry.height).map { String($0 + 1) })
    }
}
