import Boards

/// Reading a push block (`move push DIRECTIONS [from empty|own|opponent...]`) and refusing the
/// rule sets it does not go with.
extension BlockCompiler {
    /// The words after `move push`: the directions, then what a push may take from the edge
    /// (`from`; an empty cell or one's own piece without it). A condition or a second part is
    /// refused at its word.
    static func push(_ words: inout Words, _ rules: BlockRules) throws(RuleError) -> MoveBlock.Kind {
        let directions = try words.directions(rules.grid)
        var sources = PushSources()
        if words.take("from") {
            sources = PushSources(empty: false, own: false, opponent: false)
            var named = false
            while !words.isEmpty {
                switch words.args[words.index] {
                case "empty": sources.empty = true
                case "own": sources.own = true
                case "opponent": sources.opponent = true
                default: break
                }
                guard ["empty", "own", "opponent"].contains(words.args[words.index]) else { break }
                named = true
                words.index += 1
            }
            guard named else { throw words.error("expected empty, own or opponent after 'from': what a push may take from the edge") }
        }
        if !words.isEmpty, ["to", "if", "then"].contains(words.args[words.index]) {
            throw words.error("a push takes no '\(words.args[words.index])': it goes from every edge cell 'from' allows, and has no second part")
        }
        return .push(directions, from: sources)
    }

    /// Refuses, at the word `push` of the first push block, what pushing does not go with: a
    /// puzzle, a board that wraps or of `lines`, pieces in hand, kinds, a line's capture, a
    /// capture rule, and move blocks of another kind (their moves could be written as a push's).
    static func checkPushes(_ rules: BlockRules, _ at: BlockOrigins, hands: [RuleBook.Origin]) throws(RuleError) {
        guard let index = rules.moves.firstIndex(where: { if case .push = $0.kind { true } else { false } }) else { return }
        let origin = at.moves[index]
        func refuse(_ reason: String) -> RuleError { origin.error("'move push' \(reason)", argument: 0) }
        if rules.players == 1 { throw refuse("is for games of two players, not puzzles ('players 1')") }
        if rules.wrapRows || rules.wrapColumns { throw refuse("takes a piece from the board's edge; a board that wraps ('wrap') has no edge that way") }
        if !rules.lines.isEmpty { throw refuse("pushes along the rows, columns and diagonals of a grid, not along 'lines'") }
        if !hands.isEmpty { throw refuse("does not go with pieces in hand ('hand')") }
        if !rules.kinds.isEmpty { throw refuse("does not go with two kinds of piece ('kinds')") }
        if rules.mill != nil { throw refuse("does not go with a line's capture ('mill')") }
        if rules.captureRule != .free { throw refuse("captures nothing, so 'capture \(rules.captureRule.rawValue)' has nothing to keep") }
        if let other = rules.moves.first(where: { if case .push = $0.kind { false } else { true } }) {
            throw refuse("does not go with other kinds of move ('\(other.text)'): every move block of a push game pushes")
        }
    }
}
