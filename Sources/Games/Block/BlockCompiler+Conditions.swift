import Boards

/// Reading a move block's conditions: `to CELL...` (where it may land) and `if beside|not-beside
/// OWNER [DIRECTIONS]` (what stands next to the cell it starts from, or a stone's cell).
extension BlockCompiler {
    /// The conditions after a move block's own words, before any `then`: the cells of `to`, or nil,
    /// and the `if` condition, or nil. `kind` is the move's kind word, `made` the block read so far.
    static func conditions(_ words: inout Words, kind: String, _ made: MoveBlock.Kind, _ rules: BlockRules) throws(RuleError)
        -> (to: [Int]?, beside: MoveBlock.Beside?)
    {
        var to: [Int]?
        if words.take("to") {
            words.index -= 1
            if let refusal = refusal(of: "to", kind: kind, made) { throw words.error(refusal) }
            words.index += 1
            let cells = try words.cells(rules)
            guard !cells.isEmpty else { throw words.error("expected the cells a move may land on after 'to', such as: to a1 b2") }
            to = cells
        }
        guard words.take("if") else { return (to, nil) }
        words.index -= 1
        if let refusal = refusal(of: "if", kind: kind, made) { throw words.error(refusal) }
        words.index += 1
        let holds: Bool
        if words.take("beside") {
            holds = true
        } else if words.take("not-beside") {
            holds = false
        } else {
            throw words.error("expected 'if beside' or 'if not-beside', then own, opponent or any, as in: if beside opponent")
        }
        guard !words.isEmpty, let owner = MoveBlock.Onto(rawValue: words.args[words.index]), owner != .empty else {
            throw words.error("expected own, opponent or any after '\(holds ? "beside" : "not-beside")'")
        }
        words.index += 1
        var directions = Words.all(rules.grid)
        // Any direction word of either grid is read as one, so that a square grid's word on a hex grid is refused by name.
        if !words.isEmpty, Words.direction(words.args[words.index], .square) != nil { directions = try words.directions(rules.grid) }
        return (to, MoveBlock.Beside(owner: owner, holds: holds, directions: directions))
    }

    /// Why a block of `kind` takes no `to` (`if`), or nil when it may.
    private static func refusal(of word: String, kind: String, _ made: MoveBlock.Kind) -> String? {
        if case .place(_, true) = made {
            return "'\(word)' does not go with 'flip': a stone that turns pieces over goes where it flanks them"
        }
        switch (word, kind) {
        case ("to", "jump"):
            return "'to' names the one cell a step, leap or slide lands on, or a stone is put on; a jump's chain lands on several: leave out 'to'"
        case (_, "polyomino"):
            return "'\(word)' names a cell a piece or a stone goes from or to; a polyomino covers several: leave out '\(word)'"
        default:
            return nil
        }
    }

    /// Refuses conditions where the rules cannot keep them: in a puzzle, and with a second part.
    static func checkConditions(_ block: MoveBlock, _ origin: RuleBook.Origin, _ rules: BlockRules) throws(RuleError) {
        guard block.conditioned else { return }
        let word = origin.entry.arguments.firstIndex(of: block.to != nil ? "to" : "if") ?? 0
        if rules.players == 1 {
            throw origin.error("'\(block.to != nil ? "to" : "if")' is for games of two players; a puzzle's moves go wherever they can",
                argument: word)
        }
        if block.then != nil {
            throw origin.error("'\(block.to != nil ? "to" : "if")' does not go with a two-part move ('then')", argument: word)
        }
    }
}
