import Boards

extension BlockGame: Notation {
    public var name: String { rules.name }

    public var cellCount: Int { geometry.size }

    public func moveName(_ move: BlockMove) -> String {
        if move.isPass { return "pass" }
        if move.isSwap { return "swap" }
        let name = plainName(move)
        // The piece a line takes (`mill`): `b2xc3`.
        guard let cell = move.millTaken else { return name }
        return name + "x" + geometry.square(cell).description
    }

    /// The move's name without the piece a line takes.
    private func plainName(_ move: BlockMove) -> String {
        let square = { (cell: Int) in geometry.square(cell).description }
        switch rules.moves[Int(move.block)].kind {
        case .place(let gravity, _):
            return gravity ? "\(geometry.column(Int(move.to)) + 1)" : square(Int(move.to))
        case .polyomino:
            let cells = Int(move.path) < placements.count && move.from != move.to ? placements[Int(move.path)].cells : [Int(move.to)]
            return cells.map(square).joined(separator: "-")
        case .step, .leap, .slide:
            let carried = square(Int(move.from)) + "-" + square(Int(move.to))
            return move.second.map { carried + "/" + square($0) } ?? carried
        case .push:
            return square(Int(move.from)) + "-" + square(Int(move.to))
        case .jump:
            let written = ([Int(move.from)] + landings(move)).map(square).joined(separator: "-")
            return move.count & BlockMove.writesTaken == 0 ? written : written + takenSuffix(move)
        }
    }

    /// `xb1xd1`: the cells a capturing jump takes, as a name that tells it apart writes them.
    func takenSuffix(_ move: BlockMove) -> String {
        taken(move).map { "x" + geometry.square($0).description }.joined()
    }

    public func splitMoves(_ word: String) -> [String] {
        let gravity = rules.moves.contains { if case .place(true, _) = $0.kind { true } else { false } }
        if gravity, width <= 9, word.count > 1, word.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return word.map { String($0) }
        }
        return [word]
    }

    public func parseMove(_ text: String, in position: BlockPosition) -> Result<BlockMove, MoveError> {
        let written = text.lowercased()
        // A two-part move: the piece's move, then where the neutral piece goes (`a1-a3/c3`).
        let halves = written.split(separator: "/", omittingEmptySubsequences: false)
        if halves.count > 2 || (halves.count == 2 && (Square(halves[1]) == nil || halves[0].isEmpty)) {
            return .failure(MoveError(.unreadable, "expected a move such as \(example), found '\(text)'"))
        }
        if halves.count == 2, let second = Square(halves[1]),
            second.column >= width || second.row >= height || !geometry.exists[second.row * width + second.column]
        {
            return .failure(MoveError(.illegal, "\(second) is off the board"))
        }
        var parts = halves[0].split(separator: "-", omittingEmptySubsequences: false)
        var takes: ArraySlice<Substring> = []
        if !parts.allSatisfy({ Square($0) != nil }) {
            // A capturing jump may be written with the cells it takes: `a1-c1xb1`.
            let taking = written.split(separator: "x", omittingEmptySubsequences: false)
            takes = taking.dropFirst()
            if !takes.isEmpty, takes.allSatisfy({ Square($0) != nil }) {
                parts = (taking.first ?? "").split(separator: "-", omittingEmptySubsequences: false)
            }
        }
        // A dropped stone's column, alone or with the piece its line takes (`4xc1`).
        let head = takes.isEmpty || parts.count != 1 ? written : String(parts[0])
        let isColumn = !head.isEmpty && head.count <= 3 && head.allSatisfy { $0.isASCII && $0.isNumber }
        guard written == "pass" || written == "swap" || isColumn || (!parts.isEmpty && parts.allSatisfy { Square($0) != nil }) else {
            return .failure(MoveError(.unreadable, "expected a move such as \(example), found '\(text)'"))
        }
        for part in parts {
            guard let square = Square(part) else { continue }
            guard square.column < width, square.row < height, geometry.exists[square.row * width + square.column] else {
                return .failure(MoveError(.illegal, "\(square) is off the board"))
            }
        }
        if let reason = endReason(position) {
            return .failure(MoveError(.illegal, "the game is over (\(reason))"))
        }
        // Names are unique among a position's moves, so the generation order finds the same one.
        var generated = BlockMoves()
        moves(position, into: &generated)
        while let move = generated.next() {
            if moveName(move) == written { return .success(move) }
        }
        if !takes.isEmpty {
            generated.position = 0
            while let move = generated.next() {
                guard !taken(move).isEmpty else { continue }
                var long = move
                long.count |= BlockMove.writesTaken
                if moveName(long) == written { return .success(move) }
            }
        }
        // A polyomino may be written with its cells in any order (and takes nothing); a move of
        // a piece may not: written backwards, it is another move.
        if takes.isEmpty, parts.count > 1, let move = legalMoves(position).first(where: {
            guard !$0.isSpecial, case .polyomino = rules.moves[Int($0.block)].kind else { return false }
            return Set(moveName($0).split(separator: "-")) == Set(parts) && moveName($0).split(separator: "-").count == parts.count
        }) {
            return .success(move)
        }
        if let reason = millReason(written, in: position) { return .failure(MoveError(.illegal, reason)) }
        return .failure(MoveError(.illegal, whyNot(written, parts, in: position)))
    }

    /// A move of this game, for messages.
    private var example: String {
        guard let block = rules.moves.first else { return "b2" }
        if rules.hasNeutral { return "a1-a3/c3" }
        switch block.kind {
        case .place(true, _): return "4"
        case .place: return "b2"
        case .polyomino: return "b2-b3"
        case .step, .leap, .slide, .jump: return "a3-a2"
        case .push: return "a1-c1"
        }
    }

    /// Why a well-formed move is not legal, in the words of the rule file.
    func whyNot(_ written: String, _ parts: [Substring], in position: BlockPosition) -> String {
        let player = position.mover
        let blocks = rules.moves.filter { $0.isFor(player) }.map { "'\($0.text)'" }
        let mine = position.own(player), theirs = position.own(player.opponent)
        let allowed = "\(player)'s moves are " + blocks.joined(separator: ", ")
        if let reason = twoPartReason(written, in: position, allowed) { return reason }
        if written == "pass" {
            let rule = rules.noMove(for: player)
            guard rule == .pass else {
                let outcome = ["lose": "loses", "win": "wins", "draw": "ends the game"][rule.rawValue] ?? "loses"
                let who = rules.noMove == nil ? "\(player), when unable to move," : "a player who cannot move"
                let line = "no-move \(rule.rawValue)" + (rules.noMove == nil ? " by \(player)" : "")
                return "\(rules.name) has no pass\(rules.noMove == nil ? " for \(player)" : ""): \(who) \(outcome) ('\(line)')"
            }
            return "\(player) can pass only when it has no other move and \(player.opponent) has one"
        }
        if written == "swap" {
            guard rules.swap else { return "\(rules.name) has no swap rule ('swap')" }
            return "\(rules.first.opponent) may swap only as the reply to \(rules.first)'s first stone"
        }
        let cells = parts.compactMap { Square($0) }.map { $0.row * width + $0.column }
        if let reason = handReason(cells, in: position) { return reason }
        if conditioned, let reason = conditionReason(cells, in: position) { return reason }
        if pushing, let reason = pushReason(cells, in: position, allowed) { return reason }
        if cells.count >= 2, let from = cells.first {
            let takesPieces = rules.moves.contains { block in
                if case .polyomino = block.kind { false } else if case .place = block.kind { false } else { block.isFor(player) }
            }
            if takesPieces {
                if mine & .bit(from) == 0 {
                    let holder = theirs & .bit(from) != 0 ? "a piece of \(player.opponent)"
                        : position.neutral & .bit(from) != 0 ? "a neutral piece" : "no piece"
                    return "\(geometry.square(from)) holds \(holder); \(player) moves its own pieces (\(allowed))"
                }
                // A complete chain stopped short: some legal move goes on from where it stops.
                let longer = legalMoves(position).filter { moveName($0).hasPrefix(written + "-") }
                if let first = longer.first, !first.isSpecial {
                    return "a chain of jumps goes on while it can: \(Self.list(longer.map(moveName))) ('\(rules.moves[Int(first.block)].text)')"
                }
                if kinded {
                    // A piece moves by the blocks of its kind.
                    let kind = Int(truncatingIfNeeded: position.kinds >> UInt64(from) & 1)
                    let own = rules.moves.filter { $0.isFor(player) && ($0.piece == nil || $0.piece == kind) }.map { "'\($0.text)'" }
                    return "no move of \(player) goes \(written): \(geometry.square(from)) holds a \(rules.kinds[kind]), "
                        + (own.isEmpty ? "which has no move" : "whose moves are " + own.joined(separator: ", "))
                }
                return "no move of \(player) goes \(written): \(allowed)"
            }
        }
        if let cell = cells.first, cells.count == 1, position.neutral & .bit(cell) != 0 {
            return "\(geometry.square(cell)) holds a neutral piece"
        }
        if let cell = cells.first, cells.count == 1, (mine | theirs) & .bit(cell) != 0 {
            return "\(geometry.square(cell)) is taken by \(mine & .bit(cell) != 0 ? player : player.opponent)"
        }
        if let cell = cells.first, cells.count == 1,
            rules.moves.contains(where: { if case .place(_, true) = $0.kind { $0.isFor(player) } else { false } }),
            flips(at: cell, mine: mine, theirs: theirs) == 0
        {
            return "a stone on \(geometry.square(cell)) would flank no stone of \(player.opponent) (\(allowed))"
        }
        return "\(written) is not a move of \(player) here: \(allowed)"
    }

    /// Why a move is not one of the two-part moves (`then`): written without its second point
    /// where its first part needs one, or with a second point where the first part is a plain
    /// move, or with a second point the piece's landing does not reach; nil when none of these.
    func twoPartReason(_ written: String, in position: BlockPosition, _ allowed: String) -> String? {
        guard rules.hasNeutral else { return nil }
        let player = position.mover
        let legal = legalMoves(position).map(moveName)
        if !written.contains("/") {
            guard legal.contains(where: { $0.hasPrefix(written + "/") }) else { return nil }
            return "\(written) is the first part of a two-part move: add where the neutral piece goes, as in \(written)/CELL (\(allowed))"
        }
        let first = String(written.prefix { $0 != "/" })
        if legal.contains(first) { return "\(first) is a move of one part; leave out what follows '/' (\(allowed))" }
        if legal.contains(where: { $0.hasPrefix(first + "/") }) {
            let target = String(written.split(separator: "/").last ?? "")
            if let square = Square(target), square.row * width + square.column < 128,
                position.neutral & .bit(square.row * width + square.column) != 0
            {
                return "\(square) holds a neutral piece already: the neutral piece goes on an empty cell (\(allowed))"
            }
            return "no move of \(player) goes \(written): from \(first.split(separator: "-").last ?? "") the neutral piece cannot reach "
                + "\(target) (\(allowed))"
        }
        return nil
    }

    /// Under `hand`, why a move is not one the mover's hand allows: one of its pieces moved while
    /// pieces are still in hand, or a stone placed with none left; nil otherwise.
    func handReason(_ cells: [Int], in position: BlockPosition) -> String? {
        guard let hands = rules.hands else { return nil }
        let player = position.mover, held = position.inHand(player), line = hands.text[player.rawValue]
        if cells.count >= 2, held > 0, !hands.moveAnytime[player.rawValue], position.pieces(of: player) & .bit(cells[0]) != 0 {
            return "\(player) still has \(held) \(held == 1 ? "piece" : "pieces") in hand, and places them before it moves one ('\(line)')"
        }
        if cells.count <= 1, held == 0, cells.allSatisfy({ position.occupied & .bit($0) == 0 }) {
            return "\(player) has no pieces left in hand to place ('\(line)')"
        }
        return nil
    }

    public func explain(_ text: String, in position: BlockPosition) -> [String] {
        switch parseMove(text, in: position) {
        case .failure(let error):
            return ["\(text): \(error.kind == .illegal ? "illegal" : "not a move"): \(error.message)"]
        case .success(let move):
            let player = position.mover
            var lines: [String] = []
            if move.isPass {
                lines.append("pass: legal for \(player), who has no other move ('no-move pass')")
            } else if move.isSwap {
                lines.append("swap: legal for \(player): \(player.opponent)'s first stone becomes \(player)'s, and \(player.opponent) moves next ('swap')")
            } else {
                lines.append("\(moveName(move)): a legal move for \(player) by '\(rules.moves[Int(move.block)].text)'")
            }
            let after = play(move, in: position)
            if handed, after.inHand(player) < position.inHand(player) {
                lines.append("it puts down a piece from \(player)'s hand, which then holds \(after.inHand(player))")
            }
            // A piece that lands on an opponent's captures it; a stone placed turns what it flanks.
            let landing: BlockCells = move.isSpecial ? 0 : .bit(Int(move.to))
            let theirs = position.own(player.opponent)
            let lost = theirs & ~after.own(player.opponent) & (~after.own(player) | landing)
            let turned = theirs & after.own(player) & ~landing
            let ownLost = position.own(player) & ~after.own(player) & ~(move.isSpecial ? 0 : BlockCells.bit(Int(move.from)))
            if let second = move.second { lines.append("it puts a neutral piece on \(geometry.square(second))") }
            if pushing, !move.isSpecial {
                lines.append(pushSentence(move, in: position))
            } else {
                if turned != 0 { lines.append("it turns \(names(turned)) to \(player)") }
                if lost != 0 { lines.append("it captures \(names(lost))") }
                if ownLost != 0 { lines.append("it removes \(names(ownLost))") }
            }
            if let reason = endReason(after) { lines.append("the game ends: \(reason)") }
            return lines
        }
    }

    func names(_ cells: BlockCells) -> String { cells.cellIndices.map { geometry.square($0).description }.joined(separator: ", ") }
}
