import Boards

/// Reading a custodian capture, `custodian [DIRECTIONS...] [hostile CELL...] [surround KIND on
/// CELL...]`, after a move block's own words, and refusing it where the rules cannot keep it.
extension BlockCompiler {
    /// The custodian capture after a step's, leap's, slide's or stone's words, or nil without the
    /// word. Its directions default to the four orthogonal ones on a square grid, every direction
    /// on a hex grid or a board of lines.
    static func custodian(_ words: inout Words, kind: String, _ made: MoveBlock.Kind, _ rules: BlockRules) throws(RuleError)
        -> MoveBlock.Custodian?
    {
        guard words.take("custodian") else { return nil }
        words.index -= 1
        if let refusal = custodianRefusal(kind: kind, made, rules) { throw words.error(refusal) }
        words.index += 1
        var directions = rules.grid == .square && rules.lines.isEmpty ? Words.direction("orthogonal", .square) ?? [] : Words.all(rules.grid)
        // Any direction word of either grid is read as one, so that a square grid's word on a hex grid is refused by name.
        if !words.isEmpty, Words.direction(words.args[words.index], .square) != nil { directions = try words.directions(rules.grid) }
        var hostile: [Int] = []
        if words.take("hostile") {
            hostile = try words.cells(rules)
            guard !hostile.isEmpty else {
                throw words.error("expected the cells that take part in a capture when empty after 'hostile', such as: hostile a1 e5")
            }
        }
        var custodian = MoveBlock.Custodian(directions: directions, hostile: hostile)
        if words.take("surround") { (custodian.surround, custodian.surrounded) = try surround(&words, rules) }
        return custodian
    }

    /// `surround KIND on CELL...`: the kind, and the cells where a piece of it is taken only when
    /// surrounded.
    private static func surround(_ words: inout Words, _ rules: BlockRules) throws(RuleError) -> (Int, [Int]) {
        words.index -= 1
        guard !rules.kinds.isEmpty else {
            throw words.error("'surround' names a kind of piece; the rules have none: add 'kinds FIRST SECOND'")
        }
        words.index += 1
        guard !words.isEmpty, let kind = rules.kinds.firstIndex(of: words.args[words.index]) else {
            throw words.error("expected a kind after 'surround': \(rules.kinds.joined(separator: " or "))")
        }
        words.index += 1
        guard words.take("on") else { throw words.error("expected 'on' and the cells where a \(rules.kinds[kind]) is taken only when surrounded") }
        let cells = try words.cells(rules)
        guard !cells.isEmpty else {
            throw words.error("expected the cells where a \(rules.kinds[kind]) is taken only when surrounded, such as: on d4")
        }
        return (kind, cells)
    }

    /// Why a block takes no `custodian`, or nil when it may.
    private static func custodianRefusal(kind: String, _ made: MoveBlock.Kind, _ rules: BlockRules) -> String? {
        if rules.players == 1 { return "'custodian' is for games of two players; a puzzle's pieces are all one player's" }
        if case .place(_, true) = made {
            return "'custodian' does not go with 'flip': a stone that turns pieces over takes nothing off the board"
        }
        switch kind {
        case "jump": return "'custodian' follows a step, leap, slide or stone; a jump takes what it passes over with 'capture'"
        case "polyomino": return "'custodian' follows a piece that lands on one cell; a polyomino covers several"
        case "push": return "'custodian' follows a step, leap, slide or stone; a push moves a whole line"
        default: return nil
        }
    }

    /// Refuses a custodian capture the rest of the rule set cannot keep: beside a second part
    /// (`then`) or a line's capture (`mill`), and where one player's moves written alike could
    /// take differently (a block with `custodian` beside one without or with another, both moving
    /// pieces or both putting stones).
    static func checkCustodians(_ rules: BlockRules, _ at: BlockOrigins) throws(RuleError) {
        for (block, origin) in zip(rules.moves, at.moves) where block.custodian != nil {
            let word = origin.entry.arguments.firstIndex(of: "custodian") ?? 0
            if block.then != nil {
                throw origin.error("'custodian' does not go with a two-part move ('then')", argument: word)
            }
            if let mill = rules.mill {
                throw origin.error("'custodian' does not go with '\(mill.text)': a move would take twice", argument: word)
            }
        }
        for player in [Player.x, .o] {
            let mine = zip(rules.moves, at.moves).filter { $0.0.isFor(player) && Self.landsOnOneCell($0.0.kind) }
            for places in [true, false] {
                let group = mine.filter { block, _ in if case .place = block.kind { places } else if case .polyomino = block.kind { places } else { !places } }
                guard let taking = group.first(where: { $0.0.custodian != nil }),
                    let other = group.first(where: { !Self.alike($0.0.custodian, taking.0.custodian) })
                else { continue }
                let what = places ? "stones" : "moves of a piece"
                throw taking.1.error("'\(taking.0.text)' and '\(other.0.text)' are both \(player)'s \(what), written alike; "
                    + "'custodian' goes on every one of them, the same, or on none",
                    argument: taking.1.entry.arguments.firstIndex(of: "custodian") ?? 0)
            }
        }
    }

    /// True when two blocks take by custody alike: both not at all, or along the same directions
    /// with the same hostile cells and the same surrounded kind and cells.
    private static func alike(_ a: MoveBlock.Custodian?, _ b: MoveBlock.Custodian?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return Set(a.directions) == Set(b.directions) && Set(a.hostile) == Set(b.hostile) && a.surround == b.surround
            && Set(a.surrounded) == Set(b.surrounded)
    }

    /// True for the moves written as one cell or from-to that a custodian capture could follow.
    private static func landsOnOneCell(_ kind: MoveBlock.Kind) -> Bool {
        switch kind {
        case .place, .step, .leap, .slide, .jump: true
        case .polyomino(let shapes): shapes.first?.count == 1
        // A push goes with no other kind of move, nor with `custodian`.
        case .push: false
        }
    }
}
