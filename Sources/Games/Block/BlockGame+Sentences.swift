import Boards

extension BlockGame {
    /// The rules in plain sentences, from the rule set's own lines.
    public var ruleSentences: [String] {
        var sentences: [String] = []
        let board = "a board \(width) \(width == 1 ? "column" : "columns") wide and \(height) \(height == 1 ? "row" : "rows") high"
            + (rules.grid == .hex ? ", a rhombus of hexagons" : "")
            + (rules.wrapRows && rules.wrapColumns ? " whose edges wrap round both ways (a torus)"
                : rules.wrapRows ? " whose rows wrap round" : rules.wrapColumns ? " whose columns wrap round" : "")
        if rules.players == 1 {
            sentences.append("A puzzle for one player on \(board).")
        } else {
            sentences.append("Two players, \(rules.first) and \(rules.first.opponent), take turns on \(board); \(rules.first) moves first.")
        }
        for block in rules.moves {
            let who = block.player.map { "\($0): " } ?? ""
            sentences.append("Move: \(who)\(describe(block.kind)) ('\(block.text)').")
        }
        for end in rules.ends {
            let who = end.player.map { "\($0)" } ?? "A player"
            sentences.append("\(who) \(end.wins ? "wins" : "loses") on \(describe(end.kind)) ('\(end.text)').")
        }
        if let goal = rules.goal {
            sentences.append("The puzzle is solved with \(goal.pieces) \(goal.pieces == 1 ? "piece" : "pieces") left"
                + (goal.at.map { " on \(geometry.square($0))" } ?? "") + ".")
        } else {
            switch rules.noMove {
            case .lose: sentences.append("A player who cannot move on their turn loses (normal play).")
            case .win: sentences.append("A player who cannot move on their turn wins.")
            case .draw: sentences.append("A player who cannot move on their turn ends the game: " + (hasMost ? "the most stones win." : "a draw (a full board without a winner is a draw)."))
            case .pass: sentences.append("A player who cannot move passes; when neither can, the game ends" + (hasMost ? " and the most stones win." : " in a draw."))
            }
        }
        if rules.repetitionDraw { sentences.append("Endless play is a draw (a repeated position is a draw).") }
        var written: [String] = []
        for kind in rules.moves.map(\.kind) {
            let how = switch kind {
            case .place(true, _): "a dropped stone is written as its column number (4)"
            case .place: "a stone is written as its cell (b2)"
            case .polyomino: "a piece laid is written as its cells, upper or left first (b2-b3)"
            case .step, .jump: "a move of a piece is written from-to (a3-a2)"
            }
            if !written.contains(how) { written.append(how) }
        }
        sentences.append("Cells are named by a column letter and a row number, a1 top-left; " + written.joined(separator: "; ") + ".")
        return sentences
    }

    private func describe(_ kind: MoveBlock.Kind) -> String {
        switch kind {
        case .place(let gravity, let flip):
            (gravity ? "drop a stone into a column; it falls to the lowest empty cell" : "put a stone on an empty cell")
                + (flip ? ", only where it flanks a line of the opponent's stones, which turn over" : "")
        case .polyomino: "lay a piece on empty cells"
        case .step(_, let onto):
            switch onto {
            case .empty: "step a piece one cell onto an empty cell"
            case .opponent: "step a piece one cell onto an opponent's piece, capturing it"
            case .any, .own: "step a piece one cell onto an empty cell or an opponent's piece, capturing it"
            }
        case .jump(_, let over, let capture, let chain):
            "jump a piece over \(over == .any ? "a" : over == .own ? "an own" : "an opponent's") piece onto the empty cell beyond"
                + (capture ? ", removing the piece jumped" : "") + (chain ? ", and on, jump after jump, at will" : "")
        }
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
