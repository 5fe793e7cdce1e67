import Boards

/// A block rule set in plain sentences, from its own lines: the board, the moves, and how moves
/// are written, around what a game or a puzzle says of its players and its end.
extension BlockBoard {
    /// The board in words: "a board 7 columns wide and 7 rows high", its grid, its diagonals and
    /// wrapped edges; a board of lines as its points and lines.
    var boardPhrase: String {
        let size = "\(width) \(width == 1 ? "column" : "columns") wide and \(height) \(height == 1 ? "row" : "rows") high"
        if !rules.lines.isEmpty {
            let lines = rules.lines.map { $0.map { geometry.square($0).description }.joined(separator: "-") }
            return "a board of \(geometry.size) points joined by lines (\(lines.joined(separator: ", "))), on a grid \(size)"
        }
        let diagonals = switch rules.diagonals {
        case .all: ""
        case .none: " without diagonals (four neighbours a cell)"
        case .alternating: ", its diagonals drawn only through the cells whose column and row, counted from 0, add up to an even number"
        }
        return "a board \(size)" + (rules.grid == .hex ? ", a rhombus of hexagons" : "")
            + (rules.wrapRows && rules.wrapColumns ? " whose edges wrap round both ways (a torus)"
                : rules.wrapRows ? " whose rows wrap round" : rules.wrapColumns ? " whose columns wrap round" : "")
            + diagonals
    }

    /// What the board's places are called: points on a board of lines, else cells.
    private var place: String { rules.lines.isEmpty ? "cell" : "point" }

    /// The rules in sentences: `opening` (who plays on the board), a sentence for each move block,
    /// `closing` (how play ends), endless play where the rules draw it, and how moves are written.
    func ruleSentences(opening: String, closing: [String]) -> [String] {
        var sentences = [opening] + kindSentences
        for block in rules.moves {
            let who = block.player.map { "\($0): " } ?? ""
            var what = describe(block.kind)
            if let piece = block.piece { what = what.replacingOccurrences(of: "a piece", with: "a \(rules.kinds[piece])") }
            if block.completeChain { what = what.replacingOccurrences(of: "at will", with: "while it can") }
            sentences.append("Move: \(who)\(what)\(custody(block))\(conditions(block))\(describe(block.then)) ('\(block.text)').")
        }
        sentences += closing
        if rules.opponentEndsFirst {
            sentences.append("After a move, the ends of the player to move are read first: a move that reaches both players' ends "
                + "decides by the other player's ('ends opponent-first').")
        }
        if rules.repetitionDraw { sentences.append("Endless play is a draw (a repeated position is a draw).") }
        var written: [String] = []
        if rules.hasNeutral {
            written.append("a two-part move is written from-to, then '/' and where the neutral piece goes (a1-a3/c3)")
        }
        for kind in rules.moves.map(\.kind) {
            let how = switch kind {
            case .place(true, _): "a dropped stone is written as its column number (4)"
            case .place: "a stone is written as its cell (b2)"
            case .polyomino: "a piece laid is written as its cells, upper or left first (b2-b3)"
            case .step, .leap, .slide, .jump: "a move of a piece is written from-to (a3-a2)"
            case .push: "a push is written from the edge cell taken to the end where the piece goes in (a1-c1)"
            }
            if !written.contains(how) { written.append(how) }
        }
        sentences.append("\(place.capitalized)s are named by a column letter and a row number, a1 top-left; "
            + written.joined(separator: "; ") + ".")
        return sentences
    }

    /// A custodian capture in words; nothing without one.
    private func custody(_ block: MoveBlock) -> String {
        guard let custodian = block.custodian else { return "" }
        let stone = if case .place = block.kind { "stone" } else { "piece" }
        let hostile = custodian.hostile.isEmpty ? ""
            : " (or an empty " + BlockGame.list(custodian.hostile.map { geometry.square($0).description }) + ")"
        let surround = custodian.surround.map { kind in
            "; a \(rules.kinds[kind]) on " + BlockGame.list(custodian.surrounded.map { geometry.square($0).description })
                + " only when every cell next to it is the mover's\(custodian.hostile.isEmpty ? "" : " or empty and hostile")"
        } ?? ""
        return ", taking each opponent's piece it then holds between the \(stone) and another of the mover's pieces\(hostile) "
            + "in a line\(surround)"
    }

    /// A move block's conditions (`to`, `if`) in words; nothing without them.
    private func conditions(_ block: MoveBlock) -> String {
        var said = ""
        if let to = block.to { said += ", only onto " + BlockGame.list(to.map { geometry.square($0).description }) }
        guard let beside = block.beside else { return said }
        let whose = switch beside.owner {
        case .own: "piece of its own"
        case .opponent: "opponent's piece"
        default: "piece"
        }
        if case .place = block.kind {
            return said + ", only where \(beside.holds ? beside.owner == .opponent ? "an" : "a" : "no") \(whose) is next to it"
        }
        return said + ", only from a \(place) \(beside.holds ? "with" : "without") \(beside.owner == .opponent ? "an" : "a") \(whose) next to it"
    }

    /// The second part of a two-part move, in words; nothing for a move of one part.
    private func describe(_ then: MoveBlock.Then?) -> String {
        switch then {
        case .shoot: ", then shoot a neutral piece from where it stopped, along a line over empty \(place)s, as far as it likes; "
            + "it stays and blocks (a move whose piece can shoot nowhere is no move)"
        case .place: ", then put a neutral piece on any empty \(place); it stays and blocks (a move with no empty \(place) left is no move)"
        case nil: ""
        }
    }

    private func describe(_ kind: MoveBlock.Kind) -> String {
        switch kind {
        case .place(let gravity, let flip):
            (gravity ? "drop a stone into a column; it falls to the lowest empty cell" : "put a stone on an empty cell")
                + (flip ? ", only where it flanks a line of the opponent's stones, which turn over" : "")
        case .polyomino: "lay a piece on empty cells"
        case .step(_, let onto):
            switch (onto, rules.lines.isEmpty) {
            case (.empty, true): "step a piece one cell onto an empty cell"
            case (.opponent, true): "step a piece one cell onto an opponent's piece, capturing it"
            case (_, true): "step a piece one cell onto an empty cell or an opponent's piece, capturing it"
            case (.empty, false): "step a piece along a line onto the next point when it is empty"
            case (.opponent, false): "step a piece along a line onto the next point when it holds an opponent's piece, capturing it"
            case (_, false): "step a piece along a line onto the next point when it is empty or holds an opponent's piece, capturing it"
            }
        case .leap(let directions, let onto):
            "leap a piece \(Self.pattern(directions)) onto " + Self.landing(onto, place)
        case .slide(_, let onto, let farthest):
            farthest
                ? "slide a piece along a line over empty \(place)s as far as it can go"
                : "slide a piece along a line over empty \(place)s, as far as it likes, onto " + Self.landing(onto, place)
        case .jump(_, let over, let capture, let chain, let straight):
            "jump a piece over \(over == .any ? "a" : over == .own ? "an own" : "an opponent's") piece onto the empty \(place) beyond"
                + Self.removing(capture, over: over)
                + (chain ? straight ? ", and on the same way, jump after jump, at will" : ", and on, jump after jump, at will" : "")
        case .push(_, let sources):
            "take " + Self.pushed(sources) + " on the board's edge and push a piece of one's own back in at the other end of its "
                + "line, the pieces between moving one \(place) toward the gap"
        }
    }
}

extension BlockBoard {
    /// What a push may take from the edge, in words.
    static func pushed(_ sources: PushSources) -> String {
        let named = [sources.empty ? "an empty cell" : nil, sources.own ? "one's own piece" : nil,
            sources.opponent ? "an opponent's piece" : nil].compactMap { $0 }
        return named.count > 1 ? named.dropLast().joined(separator: ", ") + " or " + (named.last ?? "") : named.joined()
    }

    /// Where a step-like move may land, in words.
    static func landing(_ onto: MoveBlock.Onto, _ place: String) -> String {
        switch onto {
        case .empty: "an empty \(place)"
        case .opponent: "an opponent's piece, capturing it"
        default: "an empty \(place) or an opponent's piece, capturing it"
        }
    }

    /// A leap's pattern in words (`1 cell one way and 2 the other`), and which way it goes.
    static func pattern(_ directions: [BlockDirection]) -> String {
        let far = directions.map { max(abs($0.dc), abs($0.dr)) }.max() ?? 0
        let near = directions.map { min(abs($0.dc), abs($0.dr)) }.min() ?? 0
        let cells = { (count: Int) in count == 1 ? "1 cell" : "\(count) cells" }
        let pattern = near == 0 ? "\(cells(far)) along a row or a column"
            : near == far ? "\(cells(far)) along a diagonal" : "\(cells(near)) one way and \(far) the other"
        let way = directions.first.map { !$0.relative ? "" : $0.dr < 0 ? ", forward" : ", backward" } ?? ""
        return pattern + way + ","
    }

    /// How a jump's sentence says what it takes.
    static func removing(_ capture: MoveBlock.Capture, over: MoveBlock.Onto) -> String {
        switch capture {
        case .none: ""
        case .opponent: over == .any ? ", removing the opponent's pieces jumped" : ", removing the piece jumped"
        case .own: ", removing the piece jumped"
        case .both: ", removing the piece jumped, whoever's it is"
        }
    }
}

extension BlockBoard {
    /// Under `kinds`, what the kinds are and how they are drawn, and where a piece is promoted.
    var kindSentences: [String] {
        guard rules.kinds.count == 2, let x = rules.kindLetter(.x), let o = rules.kindLetter(.o) else { return [] }
        let (first, second) = (rules.kinds[0], rules.kinds[1])
        var sentences = ["Pieces are of two kinds, \(first) and \(second) ('kinds \(first) \(second)'); a \(second) is drawn "
            + "\(x) for X and \(o) for O."]
        if let promotion = rules.promotion {
            let where_ = promotion.farRow ? "the far row" : promotion.row.map { "row \($0 + 1)" }
                ?? BlockGame.list(promotion.cells.map { geometry.square($0).description })
            let who = promotion.player.map { "\($0)'s" } ?? "A"
            sentences.append("\(who) \(first) that moves onto \(where_) becomes a \(second), and its move ends there "
                + "('\(promotion.text)').")
        }
        return sentences
    }
}
