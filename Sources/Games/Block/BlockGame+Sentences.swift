import Boards

extension BlockGame {
    /// The rules in plain sentences, from the rule set's own lines: the players, their pieces in
    /// hand, the moves, the ends and what happens to a player who cannot move.
    public var ruleSentences: [String] {
        let first = rules.first
        var closing: [String] = []
        for end in rules.ends {
            let who = end.player.map { "\($0)" } ?? "A player"
            closing.append("\(who) \(end.wins ? "wins" : "loses") on \(describe(end.kind)) ('\(end.text)').")
        }
        switch rules.noMove {
        case .lose: closing.append("A player who cannot move on their turn loses (normal play).")
        case .win: closing.append("A player who cannot move on their turn wins.")
        case .draw: closing.append("A player who cannot move on their turn ends the game: " + (hasMost ? "the most stones win." : "a draw (a full board without a winner is a draw)."))
        case .pass: closing.append("A player who cannot move passes; when neither can, the game ends" + (hasMost ? " and the most stones win." : " in a draw."))
        }
        var sentences = board.ruleSentences(
            opening: "Two players, \(first) and \(first.opponent), take turns on \(board.boardPhrase); \(first) moves first.",
            closing: closing)
        // Pieces in hand come before the moves that put them down.
        sentences.insert(contentsOf: handSentences, at: 1)
        return sentences
    }

    private func describe(_ kind: EndBlock.Kind) -> String {
        switch kind {
        case .line(let length, let exactly, _): "\(exactly ? "exactly " : "")\(length) stones in a row"
        case .shape: "covering the shape"
        case .reach(let row): row.map { "a piece reaching row \($0 + 1)" } ?? "a piece reaching the far row"
        case .connect(let topBottom): "a chain joining the \(topBottom ? "top and bottom rows" : "left and right columns")"
        case .captureAll: "capturing every opponent piece"
        case .most: "having the most stones when no one can move"
        }
    }
}
