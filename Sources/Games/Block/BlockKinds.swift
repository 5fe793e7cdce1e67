import Boards

/// Reading piece kinds: `kinds FIRST SECOND` names two kinds of piece (men and kings), `for KIND`
/// at the end of a `move`, `win` or `lose` line (before any `by X|O`) gives it to one kind, and
/// `promote FIRST to SECOND on far-row|row N|CELL... [by X|O]` says where a piece of the first
/// kind becomes one of the second.
extension BlockCompiler {
    /// The most cells a board with `kinds` may have: which pieces are of the second kind is a
    /// 64-bit layer in the padding of a position.
    static let maximumKindCells = 64

    /// `kinds` and `promote` lines (the last of each counts), into `rules`; read once the board
    /// and its cells are known and before the start, whose letters they give.
    static func kinds(_ origins: [RuleBook.Origin], into rules: inout BlockRules) throws(RuleError) {
        if let origin = origins.last(where: { $0.entry.key == "kinds" }) {
            let args = origin.entry.arguments
            guard args.count == 2 else {
                throw origin.error("expected 'kinds FIRST SECOND', the two kinds of piece, as in: kinds man king",
                    argument: args.count > 2 ? 2 : 0)
            }
            for (index, name) in args.enumerated() {
                guard let initial = name.first, initial.isLetter, name.allSatisfy({ $0.isLetter || $0 == "-" }),
                    name == name.lowercased()
                else { throw origin.error("expected a kind's name in lower-case letters, such as man or king, found '\(name)'", argument: index) }
            }
            guard args[0] != args[1] else { throw origin.error("the two kinds need two names", argument: 1) }
            // The second kind is drawn by its initial, which must not read as X or O.
            guard let initial = args[1].first, initial != "x", initial != "o" else {
                throw origin.error("a piece of the second kind is drawn by its initial, and '\(args[1].prefix(1))' reads as X or O; "
                    + "name it otherwise", argument: 1)
            }
            guard rules.players == 2 else { throw origin.error("'kinds' is for games of two players; a puzzle's pieces are of one kind") }
            guard rules.width * rules.height <= maximumKindCells else {
                throw origin.error("'kinds' is for boards of at most \(maximumKindCells) cells; this \(rules.width) x \(rules.height) "
                    + "board has \(rules.width * rules.height)")
            }
            rules.kinds = args
        }
        guard let origin = origins.last(where: { $0.entry.key == "promote" }) else { return }
        rules.promotion = try promotion(origin, rules)
    }

    /// `promote FIRST to SECOND on far-row|row N|CELL... [by X|O]`.
    static func promotion(_ origin: RuleBook.Origin, _ rules: BlockRules) throws(RuleError) -> BlockRules.Promotion {
        let (args, player) = try owner(origin)
        let text = "promote " + origin.entry.arguments.joined(separator: " ")
        guard !rules.kinds.isEmpty else {
            throw origin.error("'promote' turns one kind of piece into another: name the kinds first, as in: kinds man king")
        }
        let example = "promote \(rules.kinds[0]) to \(rules.kinds[1]) on far-row"
        guard args.count >= 5, args[1] == "to", args[3] == "on" else {
            throw origin.error("expected '\(example)' (or 'on row N', or 'on' and cells)", argument: 0)
        }
        guard args[0] == rules.kinds[0], args[2] == rules.kinds[1] else {
            throw origin.error("a piece of the first kind becomes one of the second: \(example)", argument: args[0] == rules.kinds[0] ? 2 : 0)
        }
        var words = Words(args: Array(args.dropFirst(4)), origin: origin, offset: 4)
        var made = BlockRules.Promotion(row: nil, farRow: false, cells: [], player: player, text: text)
        if words.take("far-row") {
            made.farRow = true
        } else if words.take("row") {
            made.row = try words.number(in: 1...rules.height, "row") - 1
        } else {
            guard !words.isEmpty, Square(words.args[words.index]) != nil else {
                throw words.error("expected 'on far-row', 'on row N' or 'on' and cells such as a1 c1")
            }
            while !words.isEmpty {
                let cell = try cell(words.args[words.index], origin, words.offset + words.index, rules)
                if !made.cells.contains(cell) { made.cells.append(cell) }
                words.index += 1
            }
        }
        try words.end()
        return made
    }

    /// The arguments without a final `[for KIND] [by X|O]`, the player and the kind (0 or 1).
    static func owner(_ origin: RuleBook.Origin, kinds: [String]) throws(RuleError) -> ([String], Player?, Int?) {
        var (args, player) = try owner(origin)
        guard let at = args.lastIndex(of: "for") else { return (args, player, nil) }
        guard at == args.count - 2 else {
            throw origin.error("expected 'for KIND' at the end of the line (before any 'by X' or 'by O')", argument: at)
        }
        guard !kinds.isEmpty else {
            throw origin.error("'for \(args[at + 1])' names a kind of piece, but the rules have no 'kinds' line, as in: kinds man king",
                argument: at)
        }
        guard let piece = kinds.firstIndex(of: args[at + 1]) else {
            throw origin.error("unknown kind '\(args[at + 1])'; expected \(kinds.joined(separator: " or "))", argument: at + 1)
        }
        args.removeLast(2)
        return (args, player, piece)
    }
}

extension BlockBoard {
    /// For each player, the cells where a piece of the first kind that moves there is promoted
    /// (none without `promote`, or for a player it is not for).
    static func promotions(_ rules: BlockRules, _ geometry: BlockGeometry) -> [BlockCells] {
        [Player.x, .o].map { player in
            guard let promotion = rules.promotion, promotion.player == nil || promotion.player == player else { return 0 }
            if !promotion.cells.isEmpty { return BlockGeometry.mask(promotion.cells) }
            let row = promotion.row ?? (player == .x ? 0 : geometry.height - 1)
            return BlockGeometry.mask(geometry.cells.filter { geometry.row($0) == row })
        }
    }
}

extension BlockGame {
    /// The kinds layer after `move` from `position`, whose pieces are then `mine` (the mover's) and
    /// `theirs`: a piece taken leaves it, a piece that steps, leaps, slides or jumps carries its kind along, and
    /// one of the first kind that lands where the mover is promoted becomes one of the second.
    @inline(__always)
    func kinds(after move: BlockMove, in position: BlockPosition, mine: BlockCells, theirs: BlockCells) -> UInt64 {
        let from = UInt64(1) << UInt64(move.from), to = UInt64(1) << UInt64(move.to)
        let left = UInt64(truncatingIfNeeded: mine | theirs)
        var kinds = position.kinds & ~from & ~to & left
        switch rules.moves[Int(move.block)].kind {
        case .step, .leap, .slide, .jump:
            let promoted = board.promotions[position.mover.rawValue] & .bit(Int(move.to)) != 0
            if position.kinds & from != 0 || promoted { kinds |= to }
        default:
            // A stone put down is of the first kind; a flipped piece keeps its kind.
            break
        }
        return kinds
    }
}

extension BlockGame {
    /// `cells` narrowed to the pieces of kind `piece` (0 the first, 1 the second) in `position`.
    @inline(__always)
    func only(_ piece: Int, of cells: BlockCells, in position: BlockPosition) -> BlockCells {
        let second = BlockCells(position.kinds)
        return piece == 1 ? cells & second : cells & ~second
    }
}
