import Boards

extension BlockGame {
    /// The rules in plain sentences, from the rule set's own lines: the players, their pieces in
    /// hand, the moves, the ends and what happens to a player who cannot move.
    public var ruleSentences: [String] {
        let first = rules.first
        var closing: [String] = []
        if let mill = rules.mill {
            let from = mill.any ? "any opponent piece" : "an opponent piece in no such line of the opponent's, unless all are"
            closing.append("A move whose piece then stands in a line of \(mill.exactly ? "exactly " : "")\(mill.length) of the mover's "
                + "pieces takes \(from), written with x and the piece taken (b2xc3); two lines made at once take one piece ('\(mill.text)').")
        }
        for end in rules.ends {
            let who = end.player.map { "\($0)" } ?? "A player"
            var what = describe(end.kind)
            if let piece = end.piece {
                // The kind's name before the word for its pieces: "a king", "2 man pieces or fewer".
                let name = rules.kinds[piece]
                what = what.replacingOccurrences(of: "every opponent piece", with: "every opponent \(name)")
                    .replacingOccurrences(of: "a piece", with: "a \(name)")
                    .replacingOccurrences(of: "stones", with: "\(name) pieces")
                    .replacingOccurrences(of: " pieces or fewer", with: " \(name) pieces or fewer")
                    .replacingOccurrences(of: " piece or fewer", with: " \(name) piece or fewer")
            }
            closing.append("\(who) \(end.wins ? "wins" : "loses") on \(what) ('\(end.text)').")
        }
        if rules.swap {
            closing.append("After \(first)'s first stone, \(first.opponent) may take it over as their own, written swap; then \(first) moves ('swap').")
        }
        if let shared = rules.noMove {
            closing.append(noMoveSentence(shared, who: "A player"))
        } else {
            closing += [Player.x, .o].map { noMoveSentence(rules.noMove(for: $0), who: "\($0)") }
        }
        var sentences = board.ruleSentences(
            opening: "Two players, \(first) and \(first.opponent), take turns on \(board.boardPhrase); \(first) moves first.",
            closing: closing)
        // Pieces in hand come before the moves that put them down.
        sentences.insert(contentsOf: handSentences, at: 1)
        return sentences
    }

    /// "a1", "a1 or b1", "a1, b1 or c1".
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// What happens to `who` ("A player" for both, or one player) when they cannot move.
    private func noMoveSentence(_ rule: BlockRules.NoMove, who: String) -> String {
        let both = who == "A player"
        return switch rule {
        case .lose: both ? "A player who cannot move on their turn loses (normal play)." : "\(who) loses when unable to move on their turn."
        case .win: both ? "A player who cannot move on their turn wins." : "\(who) wins when unable to move on their turn."
        case .draw: (both ? "A player who cannot move on their turn ends the game: " : "\(who), unable to move on their turn, ends the game: ")
            + (hasMost ? "the most stones win." : "a draw (a full board without a winner is a draw).")
        case .pass: (both ? "A player who cannot move passes" : "\(who) passes when unable to move")
            + "; when neither can, the game ends" + (hasMost ? " and the most stones win." : " in a draw.")
        }
    }

    private func describe(_ kind: EndBlock.Kind) -> String {
        switch kind {
        case .line(let length, let exactly, _): "\(exactly ? "exactly " : "")\(length) stones in a row"
        case .shape: "covering the shape"
        case .reach(let row): row.map { "a piece reaching row \($0 + 1)" } ?? "a piece reaching the far row"
        case .connect(let topBottom): "a chain joining the \(topBottom ? "top and bottom rows" : "left and right columns")"
        case .captureAll: "capturing every opponent piece"
        case .region(let cells): "a piece on " + Self.list(cells.map { geometry.square($0).description })
        case .pieces(let count): "having \(count) \(count == 1 ? "piece" : "pieces") or fewer" + (handed ? " (on the board and in hand)" : "")
        case .most: "having the most stones when no one can move"
        }
    }
}
