import Boards

/// Reading the parts of a block rule set: the shape, the start, the goal, move blocks and ends.
extension BlockCompiler {
    static func shape(_ origin: RuleBook.Origin, _ rules: BlockRules) throws(RuleError) -> [Bool] {
        let rows = origin.entry.rows.map { $0.filter { !$0.isWhitespace } }
        guard rows.count == rules.height else {
            throw origin.error("expected \(rules.height) rows under 'shape' for a \(rules.width) x \(rules.height) board, found \(rows.count)")
        }
        var exists: [Bool] = []
        for (r, row) in rows.enumerated() {
            guard row.count == rules.width, row.allSatisfy({ $0 == "o" || $0 == "." }) else {
                throw origin.error("row \(r + 1) under 'shape' needs \(rules.width) cells, each o (a cell) or . (none)")
            }
            exists += row.map { $0 == "o" }
        }
        guard exists.contains(true) else { throw origin.error("the shape has no cell") }
        return exists
    }

    static func start(_ origin: RuleBook.Origin, _ rules: BlockRules) throws(RuleError) -> BlockRules.Start {
        let args = origin.entry.arguments
        if args.isEmpty, !origin.entry.rows.isEmpty {
            let rows = origin.entry.rows.map { Array($0.filter { !$0.isWhitespace }) }
            guard rows.count == rules.height else {
                throw origin.error("expected \(rules.height) rows under 'start', found \(rows.count)")
            }
            // Under `kinds`, a piece of the second kind is drawn by its letter (`K`, `k`).
            let letters = [rules.kindLetter(.x), rules.kindLetter(.o)].compactMap { $0 }
            let each = letters.isEmpty ? "X, O or ." : "X, O, \(letters[0]), \(letters[1]) or ."
            for (r, row) in rows.enumerated() {
                guard row.count == rules.width, row.allSatisfy({ "XO.".contains($0) || letters.contains($0) }) else {
                    throw origin.error("row \(r + 1) under 'start' needs \(rules.width) cells, each \(each)")
                }
                if rules.players == 1, let c = row.firstIndex(of: "O") {
                    throw origin.error("row \(r + 1) under 'start' puts O on \(Square(column: c, row: r)); a puzzle's pieces are X")
                }
                for (c, cell) in row.enumerated() where cell != "." && !rules.exists[r * rules.width + c] {
                    let outside = rules.lines.isEmpty ? "which the shape leaves out" : "which is not a point of the lines"
                    throw origin.error("row \(r + 1) under 'start' puts \(cell) on \(Square(column: c, row: r)), \(outside)")
                }
            }
            return .diagram(rows)
        }
        switch args.first {
        case "empty" where args.count == 1:
            return .empty
        case "full":
            guard args.count == 1 || (args.count > 2 && args[1] == "except") else {
                throw origin.error("expected 'start full' or 'start full except CELL...'", argument: min(1, args.count - 1))
            }
            var holes: [Int] = []
            for index in args.indices.dropFirst(2) { holes.append(try cell(args[index], origin, index, rules)) }
            return .full(except: holes)
        default:
            throw origin.error("expected 'start empty', 'start full [except CELL...]' or the start drawn in rows under 'start'",
                argument: 0)
        }
    }

    static func goal(_ origin: RuleBook.Origin, _ rules: BlockRules) throws(RuleError) -> (pieces: Int, at: Int?) {
        let args = origin.entry.arguments
        guard rules.players == 1 else { throw origin.error("'goal' is for puzzles (players 1); a game ends by 'win' or 'lose'") }
        guard args.count == 2 || (args.count == 4 && args[2] == "at"), args[0] == "pieces" else {
            throw origin.error("expected 'goal pieces N' or 'goal pieces 1 at CELL'", argument: 0)
        }
        let count = try number(args[1], origin, 1, in: 1...maximumCells, "number of pieces")
        guard args.count == 4 else { return (count, nil) }
        guard count == 1 else { throw origin.error("'at CELL' goes with one piece left", argument: 2) }
        return (count, try cell(args[3], origin, 3, rules))
    }

    /// The arguments without a final `by X|O`, and that player.
    static func owner(_ origin: RuleBook.Origin) throws(RuleError) -> ([String], Player?) {
        let args = origin.entry.arguments
        guard let by = args.lastIndex(of: "by") else { return (args, nil) }
        guard by == args.count - 2, let player = Player(word: args[by + 1]) else {
            throw origin.error("expected 'by X' or 'by O' at the end of the line", argument: by)
        }
        return (Array(args[..<by]), player)
    }

    static func moveBlock(_ origin: RuleBook.Origin, _ rules: BlockRules) throws(RuleError) -> MoveBlock {
        let (args, player, piece) = try owner(origin, kinds: rules.kinds)
        let text = "move " + origin.entry.arguments.joined(separator: " ")
        guard let kind = args.first else {
            throw origin.error("expected a kind of move after 'move': place, polyomino, step, leap, slide, jump or push")
        }
        var words = Words(args: Array(args.dropFirst()), origin: origin, offset: 1)
        let made: MoveBlock.Kind
        var complete = false
        switch kind {
        case "place":
            let gravity = words.take("gravity"), flip = words.take("flip")
            made = .place(gravity: gravity, flip: flip)
        case "polyomino":
            guard rules.lines.isEmpty else {
                throw origin.error("a polyomino covers cells of a grid, not the points of 'lines'; put stones with 'move place'", argument: 0)
            }
            let picture = try words.picture(rules.grid)
            made = .polyomino(picture)
        case "step":
            let directions = try words.directions(rules.grid)
            var onto = MoveBlock.Onto.empty
            if words.take("onto") { onto = try words.onto(allowOwn: false) }
            made = .step(directions, onto: onto)
        case "jump":
            let directions = try words.directions(rules.grid)
            guard words.take("over") else { throw words.error("expected 'over own', 'over opponent', 'over any' or 'over empty' after the directions") }
            let over = try words.onto(allowOwn: true)
            let capture = try words.capture(over: over), chain = words.take("chain")
            let straight = chain && words.take("straight")
            complete = chain && words.take("complete")
            made = .jump(directions, over: over, capture: capture, chain: chain, straight: straight)
        case "leap":
            made = try leap(&words, origin, rules)
        case "slide":
            let directions = try words.directions(rules.grid)
            var onto = MoveBlock.Onto.empty
            if words.take("onto") { onto = try words.onto(allowOwn: false) }
            let farthest = words.take("farthest")
            if farthest, onto != .empty {
                throw words.error("'farthest' slides a piece to the last empty cell of its way; leave out 'onto \(onto.rawValue)'")
            }
            made = .slide(directions, onto: onto, farthest: farthest)
        case "push":
            made = try push(&words, rules)
        default:
            throw origin.error("unknown kind of move '\(kind)'; expected place, polyomino, step, leap, slide, jump or push", argument: 0)
        }
        let custodian = try custodian(&words, kind: kind, made, rules)
        let (to, beside) = try conditions(&words, kind: kind, made, rules)
        let then = try secondPart(&words, carries: ["step", "leap", "slide"].contains(kind), rules)
        try words.end()
        if player != nil, rules.players == 1 { throw origin.error("a puzzle has one player; leave out 'by'") }
        if complete, rules.players == 1 {
            throw origin.error("'chain complete' is for games of two players: a puzzle's moves are its jumps one by one", argument: 0)
        }
        if piece != nil, kind == "place" || kind == "polyomino" {
            throw origin.error("'for' names the pieces a step, leap, slide or jump moves; a stone put down is of the first kind", argument: 0)
        }
        let block = MoveBlock(kind: made, then: then, player: player, piece: piece, completeChain: complete, to: to, beside: beside,
            custodian: custodian, text: text, entry: origin.index)
        try checkConditions(block, origin, rules)
        return block
    }

    /// `then shoot DIRECTIONS` or `then place`: the second part of a two-part turn, which follows
    /// a move that carries a piece (step, leap or slide); nil without `then`.
    static func secondPart(_ words: inout Words, carries: Bool, _ rules: BlockRules) throws(RuleError) -> MoveBlock.Then? {
        guard words.take("then") else { return nil }
        guard carries else {
            words.index -= 1
            throw words.error("'then' follows a move that carries a piece (step, leap or slide): the neutral piece goes from where it stopped")
        }
        if words.take("shoot") { return .shoot(try words.directions(rules.grid)) }
        if words.take("place") { return .place }
        throw words.error("expected 'then shoot DIRECTIONS' (a neutral piece slides from where the piece stopped) or 'then place' (on any empty cell)")
    }

    /// `leap A B [forward|backward] [onto ...]`: every orientation of the pattern (A columns and
    /// B rows, or B and A, either sign), or only those that go forward (backward) for the player.
    static func leap(_ words: inout Words, _ origin: RuleBook.Origin, _ rules: BlockRules) throws(RuleError) -> MoveBlock.Kind {
        guard rules.grid == .square, rules.lines.isEmpty else {
            let board = rules.lines.isEmpty ? "a hex grid" : "the points of 'lines'"
            throw origin.error("a leap counts the columns and rows of a square grid, not \(board)", argument: 0)
        }
        let a = try words.number(in: 0...25, "number of columns"), b = try words.number(in: 0...25, "number of rows")
        guard a + b > 0 else { throw words.error("a leap of 0 and 0 goes nowhere; the knight's is 'leap 1 2'") }
        let way = words.take("forward") ? -1 : words.take("backward") ? 1 : 0
        var directions: [BlockDirection] = []
        for (dc, dr) in [(a, b), (b, a)] {
            for (sc, sr) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let step = BlockDirection(dc: dc * sc, dr: dr * sr, relative: way != 0)
                guard way == 0 || step.dr * way > 0, !directions.contains(step) else { continue }
                directions.append(step)
            }
        }
        guard !directions.isEmpty else {
            throw words.error("a leap of \(a) and \(b) gains no row; leave out '\(way < 0 ? "forward" : "backward")'")
        }
        var onto = MoveBlock.Onto.empty
        if words.take("onto") { onto = try words.onto(allowOwn: false) }
        return .leap(directions, onto: onto)
    }

    static func endBlock(_ origin: RuleBook.Origin, _ rules: BlockRules) throws(RuleError) -> EndBlock {
        let (args, player, piece) = try owner(origin, kinds: rules.kinds)
        let wins = origin.entry.key == "win"
        let text = origin.entry.key + " " + origin.entry.arguments.joined(separator: " ")
        guard rules.players == 2 else { throw origin.error("a puzzle ends by its 'goal', not by '\(origin.entry.key)'") }
        guard let kind = args.first else {
            throw origin.error("expected an end after '\(origin.entry.key)': line, shape, reach, connect, capture-all, pieces or most")
        }
        var words = Words(args: Array(args.dropFirst()), origin: origin, offset: 1)
        let made: EndBlock.Kind
        switch kind {
        case "line":
            let length = try words.number(in: 1...maximumCells, "line length")
            let exactly = words.take("exactly")
            let directions = words.isEmpty ? Words.all(rules.grid) : try words.directions(rules.grid)
            made = .line(length: length, exactly: exactly, directions: directions)
        case "shape":
            guard rules.lines.isEmpty else {
                throw origin.error("a shape is a picture of grid cells, not of the points of 'lines'; use 'line K'", argument: 0)
            }
            made = .shape(try words.picture(rules.grid))
        case "reach":
            if words.take("far-row") {
                made = .reach(row: nil)
            } else if words.take("row") {
                made = .reach(row: try words.number(in: 1...rules.height, "row") - 1)
            } else if !words.isEmpty, Square(words.args[words.index]) != nil {
                made = .region(try words.cells(rules))
            } else {
                throw words.error("expected 'reach far-row', 'reach row N' or 'reach' and cells such as a1 c1")
            }
        case "connect":
            if words.take("top-bottom") {
                made = .connect(topBottom: true)
            } else if words.take("left-right") {
                made = .connect(topBottom: false)
            } else {
                throw words.error("expected 'connect top-bottom' or 'connect left-right'")
            }
        case "capture-all":
            made = .captureAll
        case "pieces":
            made = .pieces(try words.number(in: 0...maximumCells, "number of pieces"))
        case "most":
            guard wins else { throw origin.error("'most' is a way to win: write 'win most'", argument: 0) }
            guard piece == nil else { throw origin.error("'win most' counts every stone; leave out 'for'", argument: 0) }
            made = .most
        default:
            throw origin.error("unknown end '\(kind)'; expected line, shape, reach, connect, capture-all, pieces or most", argument: 0)
        }
        try words.end()
        return EndBlock(kind: made, wins: wins, player: player, piece: piece, text: text, entry: origin.index)
    }
}
