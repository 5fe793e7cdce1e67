import Boards

/// Reads the key lines of a block-family rule set (`family block`) into `BlockRules`, with an
/// error at the line (and word) at fault, and compiles them: a board (`BlockBoard`), then a
/// two-player game (`BlockGame`) or a puzzle (`BlockPuzzle`).
///
/// Keys: `board W x H`, `shape` (rows), `grid square|hex`, `diagonals all|none|alternating`,
/// `lines POINT-POINT-...`, `wrap none|rows|columns|both`, `players 1|2`, `first X|O`, `start`
/// (rows, `empty` or `full [except CELL...]`), `hand N [move-anytime] [by X|O]`, `move ...`,
/// `win ...`, `lose ...`, `no-move lose|win|draw|pass [by X|O]`, `goal pieces N [at CELL]`,
/// `repetition draw`, `capture compulsory|maximum`, `swap`, `kinds FIRST SECOND`, `promote FIRST
/// to SECOND on ...`, `mill K [exactly] [DIRECTIONS...] [any]`, `ends mover-first|opponent-first`.
/// docs/rules.md describes each.
enum BlockCompiler {
    static let keys = ["family", "title", "board", "shape", "grid", "diagonals", "lines", "wrap", "players", "first", "start",
        "hand", "kinds", "move", "promote", "win", "lose", "no-move", "goal", "repetition", "capture", "swap", "mill", "ends"]

    /// The most cells a board may have: positions are two 128-bit boards.
    static let maximumCells = 128
    static let widths = 1...26
    static let heights = 1...99

    static func rules(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> (BlockRules, BlockOrigins) {
        var rules = BlockRules(name: name)
        var at = BlockOrigins()
        // The shape and the start are read once the board's size is known, whatever their order.
        var board = BoardKeys(), startAt: RuleBook.Origin?, goalAt: RuleBook.Origin?
        var moveAt: [RuleBook.Origin] = [], endAt: [RuleBook.Origin] = [], handAt: [RuleBook.Origin] = [], kindAt: [RuleBook.Origin] = []
        var millAt: RuleBook.Origin?
        for origin in origins.familyEntries {
            let args = origin.entry.arguments
            switch origin.entry.key {
            case "board":
                guard args.count == 2 else { throw origin.error("expected 'board W x H', as in: board 4 x 5") }
                rules.width = try number(args[0], origin, 0, in: widths, "width")
                rules.height = try number(args[1], origin, 1, in: heights, "height")
                guard rules.width * rules.height <= maximumCells else {
                    throw origin.error("a \(rules.width) x \(rules.height) board has \(rules.width * rules.height) cells; "
                        + "the block family holds at most \(maximumCells)")
                }
                at.board = origin
            case "shape":
                guard args.isEmpty, !origin.entry.rows.isEmpty else {
                    throw origin.error("expected the board's cells drawn in rows under 'shape' (o a cell, . none)", argument: 0)
                }
                board.shape = origin
            case "grid":
                guard args.count == 1, let grid = BlockGrid(rawValue: args[0]) else {
                    throw origin.error("expected 'grid square' or 'grid hex'", argument: 0)
                }
                rules.grid = grid
                at.grid = origin
                board.grid = origin
            case "diagonals":
                guard args.count == 1, let diagonals = BlockDiagonals(rawValue: args[0]) else {
                    throw origin.error("expected 'diagonals all', 'diagonals none' or 'diagonals alternating'", argument: 0)
                }
                rules.diagonals = diagonals
                board.diagonals = origin
            case "lines":
                board.lines.append(origin)
            case "wrap":
                guard args.count == 1, ["none", "rows", "columns", "both"].contains(args[0]) else {
                    throw origin.error("expected 'wrap none', 'wrap rows', 'wrap columns' or 'wrap both'", argument: 0)
                }
                rules.wrapRows = args[0] == "rows" || args[0] == "both"
                rules.wrapColumns = args[0] == "columns" || args[0] == "both"
                board.wrap = args[0] == "none" ? nil : origin
            case "players":
                guard args.count == 1, let count = Int(args[0]), count == 1 || count == 2 else {
                    throw origin.error("expected 'players 2' (a game) or 'players 1' (a puzzle)", argument: 0)
                }
                rules.players = count
            case "first":
                rules.first = try origin.player()
            case "start":
                startAt = origin
            case "hand":
                handAt.append(origin)
            case "kinds", "promote":
                kindAt.append(origin)
            case "move":
                moveAt.append(origin)
            case "win", "lose":
                endAt.append(origin)
            case "goal":
                goalAt = origin
            case "mill":
                millAt = origin
            case "no-move", "repetition", "swap", "capture", "ends":
                try playRule(origin, into: &rules, &at)
            default:
                let known = keys.filter { $0 != "family" && $0 != "title" }
                throw origin.error("block rules have no key '\(origin.entry.key)'; expected one of: \(known.joined(separator: ", "))")
            }
        }
        guard at.board != nil else { throw RuleError("rules '\(name)' need a size: board W x H") }
        rules.exists = Array(repeating: true, count: rules.width * rules.height)
        // A board of lines has the points its lines name (and no shape).
        try boardOfLines(board, into: &rules)
        if let origin = board.shape { rules.exists = try shape(origin, rules) }
        try kinds(kindAt, into: &rules)
        if let startAt { rules.start = try start(startAt, rules) }
        for origin in moveAt {
            rules.moves.append(try moveBlock(origin, rules))
            at.moves.append(origin)
        }
        for origin in endAt {
            rules.ends.append(try endBlock(origin, rules))
            at.ends.append(origin)
        }
        if let goalAt { rules.goal = try goal(goalAt, rules) }
        rules.hands = try hands(handAt, rules, at)
        if let millAt {
            rules.mill = try mill(millAt, rules, at)
            at.mill = millAt
        }
        try checkCustodians(rules, at)
        try checkPushes(rules, at, hands: handAt)
        return (rules, at)
    }

    /// The keys that say how play goes on or ends: `no-move RULE [by X|O]`, `repetition draw`,
    /// `swap` and `capture compulsory|maximum`.
    static func playRule(_ origin: RuleBook.Origin, into rules: inout BlockRules, _ at: inout BlockOrigins) throws(RuleError) {
        let args = origin.entry.arguments
        switch origin.entry.key {
        case "no-move":
            let (words, player) = try owner(origin)
            guard words.count == 1, let rule = BlockRules.NoMove(rawValue: words[0]) else {
                throw origin.error("expected 'no-move lose', 'no-move win', 'no-move draw' or 'no-move pass', "
                    + "optionally ending 'by X' or 'by O'", argument: 0)
            }
            for side in [Player.x, .o] where player == nil || player == side { rules.noMoves[side.rawValue] = rule }
        case "repetition":
            guard args == ["draw"] else { throw origin.error("expected 'repetition draw'", argument: 0) }
            rules.repetitionDraw = true
        case "ends":
            guard args.count == 1, args[0] == "mover-first" || args[0] == "opponent-first" else {
                throw origin.error("expected 'ends mover-first' (the default) or 'ends opponent-first'", argument: 0)
            }
            rules.opponentEndsFirst = args[0] == "opponent-first"
        case "swap":
            guard args.isEmpty else { throw origin.error("'swap' takes no words", argument: 0) }
            at.swap = origin
            rules.swap = true
        default:
            guard args.count == 1, let rule = BlockRules.CaptureRule(rawValue: args[0]), rule != .free else {
                throw origin.error("expected 'capture compulsory' or 'capture maximum'", argument: 0)
            }
            rules.captureRule = rule
        }
    }

    /// A whole number from `range`, or an error at the argument that names the range.
    static func number(_ text: String, _ origin: RuleBook.Origin, _ argument: Int, in range: ClosedRange<Int>,
        _ what: String) throws(RuleError) -> Int
    {
        guard text.count <= 6, let value = Int(text), range.contains(value) else {
            throw origin.error("expected a \(what) from \(range.lowerBound) to \(range.upperBound), found '\(text)'",
                argument: argument)
        }
        return value
    }

    /// A cell of the board named as moves name it (`b2`), as its index.
    static func cell(_ text: String, _ origin: RuleBook.Origin, _ argument: Int, _ rules: BlockRules) throws(RuleError) -> Int {
        guard let square = Square(text), square.column < rules.width, square.row < rules.height,
            rules.exists[square.row * rules.width + square.column]
        else {
            throw origin.error("expected a cell of the board such as a1, found '\(text)'", argument: argument)
        }
        return square.row * rules.width + square.column
    }
}

/// Where each part of a rule set was written, for errors found when it is compiled.
struct BlockOrigins {
    var board: RuleBook.Origin?
    var swap: RuleBook.Origin?
    var grid: RuleBook.Origin?
    var mill: RuleBook.Origin?
    var moves: [RuleBook.Origin] = []
    var ends: [RuleBook.Origin] = []
}

extension BlockCompiler: Family {
    static let name = "block"
    static var gameTypes: [any RuleGame.Type] { [BlockGame.self, BlockPuzzle.self] }

    static func compile(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> any RuleGame {
        let (rules, at) = try rules(name: name, origins)
        // The one place the player count is read: a puzzle plays through the puzzle search, a
        // game through the two-player solver; both are built on the board compiled once.
        if rules.players == 1 { return try BlockPuzzle.compiled(rules, at) }
        return try BlockGame(BlockBoard(rules, at), at)
    }
}
