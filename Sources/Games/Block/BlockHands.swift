import Boards

/// Pieces in hand (`hand N [move-anytime] [by X|O]`): how many pieces each side starts with off
/// the board, and whether it may move a piece on the board while it still holds some. While a
/// side holds pieces, its `move place` puts one of them on an empty cell (its hand goes down by
/// one) and, unless it moves anytime, its steps and jumps wait; once its hand is empty it no
/// longer places, and moves.
///
/// No move under `hand` takes a piece off the board or turns one over (but a line's capture under
/// `mill`, where a drawn board is read with both hands empty), so a board tells each side's hand:
/// what it starts with in hand, less the pieces it has on the board beyond the start's. A `board` statement reads the hands that way, and the position's text (`print`,
/// `save`, the results store) needs no more than the board and the side to move.
struct BlockHands: Sendable {
    /// The pieces each side starts with in hand; index 0 for X, 1 for O.
    var count: [Int]
    /// For each side, whether it may move a piece while it still holds pieces in hand.
    var moveAnytime: [Bool]
    /// Each side's `hand` line as written, for messages.
    var text: [String]
}

extension BlockCompiler {
    /// The `hand` lines read, with the move blocks they need: a `hand` for each side (`hand N`
    /// gives both theirs; a later line overrides an earlier one; a side may hold none), a `move
    /// place` of each side that holds pieces to put them down, and no move that lays a polyomino
    /// or turns a piece over. Nil without `hand`.
    static func hands(_ origins: [RuleBook.Origin], _ rules: BlockRules, _ at: BlockOrigins) throws(RuleError) -> BlockHands? {
        guard !origins.isEmpty else { return nil }
        var count: [Int?] = [nil, nil], anytime = [false, false], text = ["", ""]
        let cells = rules.exists.filter { $0 }.count
        for line in origins {
            guard rules.players == 2 else { throw line.error("'hand' is for games of two players; a puzzle's pieces start on the board") }
            let (args, player) = try owner(line)
            guard !args.isEmpty else {
                throw line.error("expected 'hand N', the pieces each side starts with in hand, as in: hand 3")
            }
            var words = Words(args: args, origin: line, offset: 0)
            let pieces = try words.number(in: 0...cells, "number of pieces in hand")
            let moves = words.take("move-anytime")
            if !words.isEmpty { throw words.error("unexpected '\(args[words.index])'; expected 'move-anytime' or 'by X|O'") }
            // A later line overrides an earlier one for the sides it names (after `extends`, too).
            for side in player.map({ [$0] }) ?? [.x, .o] {
                count[side.rawValue] = pieces
                anytime[side.rawValue] = moves
                text[side.rawValue] = "hand " + line.entry.arguments.joined(separator: " ")
            }
        }
        // What is missing is an error of the rule set as a whole, as a missing move is: a line
        // typed later can mend it.
        guard let x = count[0], let o = count[1] else {
            let missing: Player = count[0] == nil ? .x : .o
            throw RuleError("rules '\(rules.name)' give \(missing.opponent) pieces in hand but not \(missing): "
                + "add 'hand N by \(missing)', or write 'hand N' for both")
        }
        for (block, line) in zip(rules.moves, at.moves) {
            if let fault = handFault(block.kind) { throw line.error("'\(block.text)' \(fault)") }
        }
        for side in [Player.x, .o] where [x, o][side.rawValue] > 0 && !rules.moves.contains(where: { block in
            if case .place = block.kind { block.isFor(side) } else { false }
        }) {
            throw RuleError("rules '\(rules.name)' give \(side) pieces in hand but no 'move place' of its own to put them down")
        }
        return BlockHands(count: [x, o], moveAnytime: anytime, text: text)
    }

    /// Why a kind of move cannot go with `hand`, or nil when it can.
    private static func handFault(_ kind: MoveBlock.Kind) -> String? {
        let counted = "which 'hand' does not allow (a piece turned over would leave one side's hand and join the other's pieces)"
        switch kind {
        case .place(_, true): return "turns pieces over, \(counted)"
        case .place: return nil
        case .polyomino: return "does not go with 'hand': pieces in hand are put down one at a time by 'move place'"
        case .push:
            // Refused with the rule set's other keys that pushing does not go with.
            return nil
        case .step, .leap, .slide, .jump:
            // A move that takes a piece is allowed: the board then no longer tells the hands
            // (`handsUntold`), and `in-hand` says them.
            return nil
        }
    }
}

extension BlockGame {
    /// The pieces in hand of a position, as the page and `show` report them.
    func piecesInHand(_ position: BlockPosition) -> PiecesInHand {
        PiecesInHand(x: position.inHand(.x), o: position.inHand(.o))
    }

    /// Under `hand`, a drawn board's hands: each side's hand at the start less the pieces it has
    /// put down, which are its pieces on the board beyond the start's; and the side to move: the
    /// first player, or the second when the first has put down one piece more (as while both
    /// place in turn). Nil without `hand`.
    func drawnHands(x: BlockCells, o: BlockCells) -> Result<BlockPosition?, BoardError> {
        guard let hands = rules.hands else { return .success(nil) }
        var position = BlockPosition(x: x, o: o, mover: rules.first)
        // Where pieces leave the board (`mill`, a capture) it does not tell the hands: a drawn
        // board is of the movement phase, both hands empty, the first player to move (`to-move`
        // changes it).
        if rules.handsUntold { return .success(position) }
        var placed = [0, 0]
        for side in [Player.x, .o] {
            let now = position.pieces(of: side).nonzeroBitCount, before = start.pieces(of: side).nonzeroBitCount
            let most = before + hands.count[side.rawValue]
            guard now >= before else {
                return .failure(BoardError("\(side) has \(now) \(now == 1 ? "piece" : "pieces") on the board, fewer than the \(before) "
                    + "it starts with; under '\(hands.text[side.rawValue])' no piece leaves the board"))
            }
            guard now <= most else {
                return .failure(BoardError("\(side) has \(now) pieces on the board, more than the \(most) it can have: "
                    + "\(before) at the start and \(hands.count[side.rawValue]) in hand ('\(hands.text[side.rawValue])')"))
            }
            placed[side.rawValue] = now - before
            position.setInHand(side, most - now)
        }
        let first = rules.first
        if placed[first.rawValue] == placed[first.opponent.rawValue] + 1 { position.mover = first.opponent }
        return .success(position)
    }

    /// `position` with each side holding `hands` in hand (`in-hand`), under `hand` with `mill`
    /// (where the board does not tell them): at most what a side starts with in hand, and no more
    /// pieces on the board and in hand than it starts with in all.
    func withHands(_ position: BlockPosition, _ hands: PiecesInHand) -> Result<BlockPosition, BoardError> {
        guard let rules = rules.hands else { return .failure(BoardError("\(name) has no pieces in hand")) }
        var changed = position
        for side in [Player.x, .o] {
            let held = hands.of(side), most = rules.count[side.rawValue], line = rules.text[side.rawValue]
            let on = position.pieces(of: side).nonzeroBitCount, before = start.pieces(of: side).nonzeroBitCount
            guard held <= most else { return .failure(BoardError("\(side) starts with \(most) pieces in hand, not \(held) ('\(line)')")) }
            guard on + held <= before + most else {
                return .failure(BoardError("\(side) has \(on) pieces on the board and \(held) in hand, more than the \(before + most) "
                    + "it can have: \(before) at the start and \(most) in hand ('\(line)')"))
            }
            changed.setInHand(side, held)
        }
        if let problem = problem(changed) { return .failure(problem) }
        return .success(changed)
    }

    /// The rules of `hand` in a sentence, or nil without it: "Each side starts with 3 pieces in
    /// hand; while it has pieces in hand it places one on an empty cell, then it moves them".
    var handSentences: [String] {
        guard let hands = rules.hands else { return [] }
        let moves = tables.map { !$0.steps.isEmpty || !$0.jumps.isEmpty }
        func pieces(_ n: Int) -> String { "\(n) \(n == 1 ? "piece" : "pieces")" }
        func rest(_ side: Int) -> String {
            if !moves[side] { return "places one on an empty cell a turn while it has any ('\(hands.text[side])')." }
            if hands.moveAnytime[side] {
                return "on its turn it places one on an empty cell while it has any, or moves a piece on the board "
                    + "('\(hands.text[side])')."
            }
            return "while it has pieces in hand it places one on an empty cell, then it moves them ('\(hands.text[side])')."
        }
        if hands.count[0] == hands.count[1], hands.moveAnytime[0] == hands.moveAnytime[1], moves[0] == moves[1] {
            let lines = hands.text[0] == hands.text[1] ? "'\(hands.text[0])'" : "'\(hands.text[0])', '\(hands.text[1])'"
            let said = rest(0).replacingOccurrences(of: "'\(hands.text[0])'", with: lines)
            return ["Each side starts with \(pieces(hands.count[0])) in hand; " + said]
        }
        return [Player.x, .o].map { side in
            hands.count[side.rawValue] == 0
                ? "\(side) holds no pieces in hand: it moves its pieces from the start ('\(hands.text[side.rawValue])')."
                : "\(side) starts with \(pieces(hands.count[side.rawValue])) in hand; " + rest(side.rawValue)
        }
    }
}
