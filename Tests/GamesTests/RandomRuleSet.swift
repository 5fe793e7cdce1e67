/// Random block-family rule sets for the differential test: a small model of a rule set, written
/// from docs/rules.md ("The block family"), a seeded generator that uses every key and every kind
/// of move and end, and the rule file text of a model. The reference (`RuleSetReference`) reads
/// the model; the family reads the text, so the two meet only in what the docs say.

import Boards

extension SplitMix64 {
    /// True one time in `n`.
    mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// A player of a reference game: 1 is X, 2 is O (and 0 an empty cell on a board).
typealias RuleSide = UInt8

/// One `move` line of a model rule set.
struct ModelMove: Sendable {
    enum Kind: Sendable {
        case place(gravity: Bool, flip: Bool)
        case polyomino(picture: String, turned: Bool)
        case step(directions: [String], onto: String?)
        /// `both`: `over any capture both`, which takes the mover's own pieces jumped too;
        /// `straight`: `chain straight`, a chain that goes on only the way it began.
        case jump(directions: [String], over: String, capture: Bool, chain: Bool, both: Bool = false, straight: Bool = false)
        /// `leap A B [forward|backward] [onto ...]`.
        case leap(columns: Int, rows: Int, way: String?, onto: String?)
        /// `slide DIRECTIONS [onto ...] [farthest]`.
        case slide(directions: [String], onto: String?, farthest: Bool)
        /// `push DIRECTIONS [from empty|own|opponent...]`; `from` nil for none written.
        case push(directions: [String], from: [String]?)
    }

    /// The second part of a two-part move (`then shoot DIRECTIONS` or `then place`): a neutral
    /// piece put down after a step, leap or slide.
    enum Then: Sendable {
        case shoot([String])
        case place
    }

    var kind: Kind
    /// 1 (X) or 2 (O) for a block of one player, nil for both.
    var by: RuleSide?
    /// Under `kinds`, the kind it moves (`for KIND`): 0 the first, 1 the second; nil for any.
    var piece: Int? = nil
    /// `chain complete`: a chain goes on while it can.
    var complete = false
    var then: Then? = nil
    /// `to CELL...`: the only cells the move lands on (a stone goes on); nil for any.
    var to: [Int]? = nil
    /// `if beside|not-beside OWNER [DIRECTIONS]`: `holds` for beside; directions nil for every one.
    var beside: (holds: Bool, owner: String, directions: [String]?)? = nil
    /// `custodian [DIRECTIONS] [hostile CELL...] [surround KIND on CELL...]`: directions nil for
    /// the default ones.
    var custodian: Custody? = nil

    struct Custody: Sendable {
        var directions: [String]?
        var hostile: [Int]
        var surround: (kind: Int, cells: [Int])? = nil
    }
}

/// One `win` or `lose` line of a model rule set.
struct ModelEnd: Sendable {
    enum Kind: Sendable {
        case line(length: Int, exactly: Bool, directions: [String])
        case shape(picture: String, turned: Bool)
        /// The far row (nil) or a row counted from 1.
        case reach(row: Int?)
        case connect(topBottom: Bool)
        case captureAll
        /// N pieces or fewer.
        case pieces(Int)
        /// Any of these cells.
        case region([Int])
        case most
    }

    var wins: Bool
    var kind: Kind
    var by: RuleSide?
    /// Under `kinds`, the kind it counts (`for KIND`); nil for any.
    var piece: Int? = nil
}

/// A block-family rule set as the docs describe it.
struct ModelRules: Sendable {
    var width = 3
    var height = 3
    /// Which cells exist, row by row from the top; nil for every cell (no `shape` line).
    var shape: [Bool]?
    var hex = false
    /// `diagonals all|none|alternating` on a square grid; nil for no such line (all).
    var diagonals: String?
    /// A board of points joined by lines (`lines`): each line's points in order; nil for a grid.
    var boardLines: [[Int]]?
    var wrapRows = false
    var wrapColumns = false
    var players = 2
    var first: RuleSide = 1
    /// The start, one entry a cell: 0 empty, 1 X, 2 O.
    var start: [RuleSide] = []
    /// How the start is written: `empty`, `full`, `full except ...` or a diagram.
    var startLine: String?
    var moves: [ModelMove] = []
    var ends: [ModelEnd] = []
    var noMove: String?
    /// A `no-move RULE by X|O` line after `noMove`: that player's own rule.
    var noMoveBy: (side: RuleSide, rule: String)?
    /// `capture compulsory` or `capture maximum`.
    var captureRule: String?
    /// The swap rule.
    var swap = false
    var goal: (pieces: Int, at: Int?)?
    var repetitionDraw = false
    /// Pieces in hand (`hand N [move-anytime] [by X|O]`): each side's count (index 0 X, 1 O) and
    /// whether it may move a piece while it still holds some; nil without `hand`.
    var hands: (count: [Int], anytime: [Bool])?
    /// The hands written one line a side even when they are alike.
    var handsApart = false
    /// `kinds FIRST SECOND`: the two kinds' names, or nil for pieces of one kind.
    var kinds: [String]?
    /// Under `kinds`, a byte a cell: 1 where the start's piece is of the second kind.
    var startKinds: [RuleSide] = []
    /// `promote FIRST to SECOND on ...`: the far row (row and cells nil), a row from 1, or
    /// cells; for one side or both.
    var promotion: (row: Int?, cells: [Int]?, by: RuleSide?)?
    /// `mill K [exactly] [DIRECTIONS...] [any]`: a move whose piece ends in a line of K of the
    /// mover's takes one opponent piece; directions nil for every one.
    var mill: (length: Int, exactly: Bool, directions: [String]?, any: Bool)?
    /// `ends mover-first` or `ends opponent-first`, or nil for no such line (mover-first).
    var endsOrder: String?

    var cellCount: Int { width * height }

    /// The start as the reference holds a position: a byte a cell, then under `hand` X's and
    /// O's pieces in hand, then under `kinds` a byte a cell, 1 for a piece of the second kind.
    var startBoard: [RuleSide] { start + (hands.map { $0.count.map { RuleSide($0) } } ?? []) + (kinds == nil ? [] : startKinds) }

    /// Where the kinds layer of a reference board begins.
    var kindOffset: Int { cellCount + (hands == nil ? 0 : 2) }

    func exists(_ cell: Int) -> Bool {
        if let boardLines { return boardLines.contains { $0.contains(cell) } }
        return shape?[cell] ?? true
    }

    func cellName(_ cell: Int) -> String {
        "\(Character(Unicode.Scalar(UInt8(97 + cell % width))))\(cell / width + 1)"
    }

    /// The rule file of this rule set, named `name`.
    func text(name: String) -> String {
        var lines = ["rules \"\(name)\"", "family block", "board \(width) x \(height)"]
        if hex { lines.append("grid hex") }
        if let diagonals { lines.append("diagonals \(diagonals)") }
        if let boardLines { lines.append("lines " + boardLines.map { $0.map(cellName).joined(separator: "-") }.joined(separator: " ")) }
        switch (wrapRows, wrapColumns) {
        case (true, true): lines.append("wrap both")
        case (true, false): lines.append("wrap rows")
        case (false, true): lines.append("wrap columns")
        case (false, false): break
        }
        if players == 1 { lines.append("players 1") }
        if first == 2 { lines.append("first O") }
        if let shape {
            lines.append("shape")
            for r in 0..<height {
                lines.append("  " + (0..<width).map { shape[r * width + $0] ? "o" : "." }.joined(separator: " "))
            }
        }
        if let startLine {
            lines.append(startLine)
        } else {
            lines.append("start")
            for r in 0..<height {
                lines.append("  " + (0..<width).map { c -> String in
                    let cell = r * width + c
                    guard exists(cell) else { return "." }
                    // A piece of the second kind is drawn by its initial: upper case X's, lower O's.
                    if let kinds, startKinds[cell] == 1, let initial = kinds[1].first {
                        return start[cell] == 1 ? initial.uppercased() : initial.lowercased()
                    }
                    return ["." , "X", "O"][Int(start[cell])]
                }.joined(separator: " "))
            }
        }
        if let kinds { lines.append("kinds " + kinds.joined(separator: " ")) }
        if let kinds, let promotion {
            let whereTo = promotion.cells.map { $0.map(cellName).joined(separator: " ") } ?? promotion.row.map { "row \($0)" } ?? "far-row"
            lines.append("promote \(kinds[0]) to \(kinds[1]) on \(whereTo)" + (promotion.by.map { $0 == 1 ? " by X" : " by O" } ?? ""))
        }
        if let hands {
            let word = { (side: Int) in "hand \(hands.count[side])" + (hands.anytime[side] ? " move-anytime" : "") }
            if !handsApart, word(0) == word(1) {
                lines.append(word(0))
            } else {
                lines += [word(0) + " by X", word(1) + " by O"]
            }
        }
        for move in moves {
            var words = ["move"]
            switch move.kind {
            case .place(let gravity, let flip):
                words.append("place")
                if gravity { words.append("gravity") }
                if flip { words.append("flip") }
            case .polyomino(let picture, let turned):
                words += ["polyomino", picture] + (turned ? ["turned"] : [])
            case .step(let directions, let onto):
                words += ["step"] + directions + (onto.map { ["onto", $0] } ?? [])
            case .jump(let directions, let over, let capture, let chain, let both, let straight):
                words += ["jump"] + directions + ["over", over] + (capture ? ["capture"] : []) + (both ? ["both"] : [])
                    + (chain ? ["chain"] : []) + (straight ? ["straight"] : []) + (chain && move.complete ? ["complete"] : [])
            case .leap(let columns, let rows, let way, let onto):
                words += ["leap", "\(columns)", "\(rows)"] + (way.map { [$0] } ?? []) + (onto.map { ["onto", $0] } ?? [])
            case .slide(let directions, let onto, let farthest):
                words += ["slide"] + directions + (onto.map { ["onto", $0] } ?? []) + (farthest ? ["farthest"] : [])
            case .push(let directions, let from):
                words += ["push"] + directions + (from.map { ["from"] + $0 } ?? [])
            }
            if let custodian = move.custodian {
                words += ["custodian"] + (custodian.directions ?? []) + (custodian.hostile.isEmpty ? [] : ["hostile"] + custodian.hostile.map(cellName))
                if let kinds, let surround = custodian.surround { words += ["surround", kinds[surround.kind], "on"] + surround.cells.map(cellName) }
            }
            if let to = move.to { words += ["to"] + to.map(cellName) }
            if let beside = move.beside {
                words += ["if", beside.holds ? "beside" : "not-beside", beside.owner] + (beside.directions ?? [])
            }
            switch move.then {
            case .shoot(let directions): words += ["then", "shoot"] + directions
            case .place: words += ["then", "place"]
            case nil: break
            }
            if let kinds, let piece = move.piece { words += ["for", kinds[piece]] }
            if let by = move.by { words += ["by", by == 1 ? "X" : "O"] }
            lines.append(words.joined(separator: " "))
        }
        for end in ends {
            var words = [end.wins ? "win" : "lose"]
            switch end.kind {
            case .line(let length, let exactly, let directions):
                words += ["line", "\(length)"] + (exactly ? ["exactly"] : []) + directions
            case .shape(let picture, let turned): words += ["shape", picture] + (turned ? ["turned"] : [])
            case .reach(let row): words += ["reach"] + (row.map { ["row", "\($0)"] } ?? ["far-row"])
            case .connect(let topBottom): words += ["connect", topBottom ? "top-bottom" : "left-right"]
            case .captureAll: words.append("capture-all")
            case .pieces(let count): words += ["pieces", "\(count)"]
            case .region(let cells): words += ["reach"] + cells.map(cellName)
            case .most: words.append("most")
            }
            if let kinds, let piece = end.piece { words += ["for", kinds[piece]] }
            if let by = end.by { words += ["by", by == 1 ? "X" : "O"] }
            lines.append(words.joined(separator: " "))
        }
        if let noMove { lines.append("no-move \(noMove)") }
        if let noMoveBy { lines.append("no-move \(noMoveBy.rule) by \(noMoveBy.side == 1 ? "X" : "O")") }
        if let captureRule { lines.append("capture \(captureRule)") }
        if swap { lines.append("swap") }
        if let goal { lines.append("goal pieces \(goal.pieces)" + (goal.at.map { " at \(cellName($0))" } ?? "")) }
        if repetitionDraw { lines.append("repetition draw") }
        if let endsOrder { lines.append("ends \(endsOrder)") }
        if let mill {
            lines.append((["mill", "\(mill.length)"] + (mill.exactly ? ["exactly"] : []) + (mill.directions ?? [])
                + (mill.any ? ["any"] : [])).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Random rule sets: small boards (at most 12 cells, most of them 9 or fewer), so that the
/// reference can walk every position.
struct RuleSetGenerator {
    var random: SplitMix64

    static let squareDirections = [
        "n", "s", "e", "w", "ne", "nw", "se", "sw", "orthogonal", "diagonal", "all", "forward", "backward", "left", "right",
        "forward-left", "forward-right", "backward-left", "backward-right", "forward-diagonal", "sideways",
    ]
    static let hexDirections = ["n", "s", "e", "w", "ne", "sw", "all"]
    static let pictures = ["x", "xx", "x/x", "xx/x.", "x./.x", "xxx", ".x/xx", "x.x"]
    static let endPictures = ["xx", "x/x", "xx/xx", "x./.x", "xxx", ".x/xx"]

    /// A rule set; nine in ten whose start is already over are drawn again, so that most of them
    /// are played (the family refuses such a start, and the tenth checks that it does).
    mutating func next() -> ModelRules {
        var rules = draw()
        for _ in 0..<8 {
            guard case .over = RuleSetReference(rules).state(rules.startBoard, rules.players == 1 ? 1 : rules.first), !random.oneIn(10)
            else { break }
            rules = draw()
        }
        return rules
    }

    private mutating func draw() -> ModelRules {
        if random.oneIn(12) { return pushes() }
        var rules = ModelRules()
        let sizes = [(3, 3), (3, 3), (2, 3), (3, 2), (2, 2), (4, 2), (2, 4), (4, 3), (3, 4), (1, 4), (4, 1), (3, 1), (1, 3), (5, 2), (6, 1)]
        (rules.width, rules.height) = random.pick(sizes)
        rules.hex = random.oneIn(5)
        if random.oneIn(5) { (rules.wrapRows, rules.wrapColumns) = random.pick([(true, false), (false, true), (true, true)]) }
        if random.oneIn(7) {
            var shape = (0..<rules.cellCount).map { _ in !random.oneIn(4) }
            if shape.filter({ $0 }).count < 2 { shape = Array(repeating: true, count: rules.cellCount) }
            rules.shape = shape
        }
        if !rules.hex, rules.shape == nil, !rules.wrapRows, !rules.wrapColumns, random.oneIn(6) {
            rules.boardLines = boardLines(rules.width, rules.height)
        } else if !rules.hex, random.oneIn(5) {
            rules.diagonals = random.pick(["none", "alternating", "alternating", "all"])
        }
        rules.players = random.oneIn(7) ? 1 : 2
        if rules.players == 2, random.oneIn(5) { rules.first = 2 }
        start(&rules)
        if rules.players == 2, random.oneIn(4) {
            hands(&rules)
        } else {
            for _ in 0..<(random.oneIn(3) ? 2 : random.oneIn(8) ? 3 : 1) { rules.moves.append(move(rules)) }
        }
        if rules.players == 1 {
            let cells = (0..<rules.cellCount).filter(rules.exists)
            let at: Int? = random.oneIn(3) ? random.pick(cells) : nil
            rules.goal = (at == nil ? random.pick([1, 1, 2]) : 1, at)
        } else {
            for _ in 0..<random.pick([0, 1, 1, 1, 2, 2, 3]) { rules.ends.append(end(rules)) }
            if random.oneIn(3) { rules.noMove = nil } else { rules.noMove = random.pick(["lose", "win", "draw", "pass"]) }
            if random.oneIn(5) { rules.noMoveBy = (random.pick([1, 2]), random.pick(["lose", "win", "draw", "pass"])) }
            if random.oneIn(5) { rules.captureRule = random.pick(["compulsory", "maximum"]) }
            let placesOnly = rules.moves.allSatisfy { if case .place(_, false) = $0.kind { true } else { false } }
            if placesOnly, random.oneIn(3) { rules.swap = true }
            if rules.hands == nil, random.oneIn(4) { kinds(&rules) }
            if !rules.swap, random.oneIn(4) { mill(&rules) }
        }
        twoParts(&rules)
        rules.repetitionDraw = !random.oneIn(3)
        conditions(&rules)
        custodians(&rules)
        if rules.players == 2, random.oneIn(10) { rules.endsOrder = random.pick(["opponent-first", "opponent-first", "mover-first"]) }
        return rules
    }

    /// A game of pushes (`move push`): a board of at most eight cells (the reference walks every
    /// position, and pushes reach most of them), one or two push blocks, some ends, the ends of the
    /// side to move read first now and then, and mostly `repetition draw` (without it the family
    /// refuses the rule set).
    private mutating func pushes() -> ModelRules {
        var rules = ModelRules()
        (rules.width, rules.height) = random.pick([(2, 2), (2, 3), (3, 2), (4, 2), (2, 4), (1, 4), (4, 1), (3, 1), (1, 3), (2, 2)])
        rules.hex = random.oneIn(5)
        if random.oneIn(7) {
            var shape = (0..<rules.cellCount).map { _ in !random.oneIn(4) }
            if shape.filter({ $0 }).count < 2 { shape = Array(repeating: true, count: rules.cellCount) }
            rules.shape = shape
        }
        if random.oneIn(5) { rules.first = 2 }
        start(&rules)
        let sources: [[String]?] = [nil, nil, ["empty"], ["own"], ["empty", "own", "opponent"], ["opponent"], ["own", "empty"], ["empty", "opponent"]]
        let words = rules.hex ? Self.hexDirections : ["orthogonal", "orthogonal", "all", "n", "e", "diagonal", "forward", "sideways", "backward-left"]
        for _ in 0..<(random.oneIn(4) ? 2 : 1) {
            let directions = (0..<(1 + random.below(2))).map { _ in random.pick(words) }
            rules.moves.append(ModelMove(kind: .push(directions: directions, from: random.pick(sources)),
                by: random.oneIn(4) ? random.pick([1, 2]) : nil))
        }
        for _ in 0..<random.pick([1, 1, 2, 2, 3]) { rules.ends.append(end(rules)) }
        if !random.oneIn(3) { rules.noMove = random.pick(["lose", "win", "draw", "pass"]) }
        if random.oneIn(2) { rules.endsOrder = random.pick(["opponent-first", "opponent-first", "mover-first"]) }
        rules.repetitionDraw = !random.oneIn(8)
        return rules
    }

    /// Now and then a custodian capture (`custodian [DIRECTIONS] [hostile CELL...]`, under `kinds`
    /// now and then with `surround KIND on CELL...`) on every
    /// step, leap and slide of a game of two players, or on every stone put down, the same on
    /// each, where the docs allow one: no `flip`, one-cell polyomino beside the stones, jump beside
    /// the moving pieces, second part or `mill`. Chosen from the rule set's text, as the conditions
    /// are, so that the rule sets drawn after stay the same.
    private func custodians(_ rules: inout ModelRules) {
        guard rules.players == 2, rules.mill == nil, rules.moves.allSatisfy({ $0.then == nil }) else { return }
        var mark = rules.text(name: "c").utf8.reduce(UInt64(0x84222325CBF29CE4)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        func draw(_ n: Int) -> Int {
            mark = mark &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((mark >> 33) % UInt64(n))
        }
        guard draw(3) == 0 else { return }
        let cells = (0..<rules.cellCount).filter(rules.exists)
        let words = rules.hex ? ["all", "n", "e", "sw"] : ["orthogonal", "all", "diagonal", "e", "forward", "sideways"]
        var custodian = ModelMove.Custody(directions: draw(2) == 0 ? nil : [words[draw(words.count)]],
            hostile: draw(3) == 0 ? cells.filter { _ in draw(3) == 0 } : [])
        if rules.kinds != nil, draw(2) == 0 {
            let some = cells.filter { _ in draw(2) == 0 }
            custodian.surround = (draw(2), some.isEmpty ? [cells[draw(cells.count)]] : some)
        }
        let stones = rules.moves.indices.filter { if case .place = rules.moves[$0].kind { true } else { false } }
        let pieces = rules.moves.indices.filter { index in
            switch rules.moves[index].kind {
            case .step, .leap, .slide: true
            default: false
            }
        }
        let flips = rules.moves.contains { if case .place(_, true) = $0.kind { true } else { false } }
        let cellPieces = rules.moves.contains { if case .polyomino(let picture, _) = $0.kind { picture.filter { $0 == "x" }.count == 1 } else { false } }
        let jumps = rules.moves.contains { if case .jump = $0.kind { true } else { false } }
        let choice = draw(3)
        if choice != 1, !flips, !cellPieces { for index in stones { rules.moves[index].custodian = custodian } }
        if choice != 0, !jumps { for index in pieces { rules.moves[index].custodian = custodian } }
    }

    /// Now and then a condition (`to CELL...`, `if beside|not-beside OWNER`) on a block of a game
    /// of two players where the docs allow one: no `flip`, polyomino or second part, and no `to`
    /// on a jump. Chosen from the rule set's text, as a second part is from a line's words, so that
    /// the random draws (and the rule sets drawn after) stay those of the other words.
    private func conditions(_ rules: inout ModelRules) {
        guard rules.players == 2 else { return }
        var mark = rules.text(name: "r").utf8.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        func draw(_ n: Int) -> Int {
            mark = mark &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((mark >> 33) % UInt64(n))
        }
        let cells = (0..<rules.cellCount).filter(rules.exists)
        for index in rules.moves.indices where draw(3) == 0 {
            let move = rules.moves[index]
            guard move.then == nil else { continue }
            var takesTo = true
            switch move.kind {
            case .place(_, let flip): if flip { continue }
            case .polyomino: continue
            case .jump: takesTo = false
            default: break
            }
            let choice = draw(3)
            if takesTo, choice != 1 {
                let some = cells.filter { _ in draw(2) == 0 }
                rules.moves[index].to = some.isEmpty ? [cells[draw(cells.count)]] : some
            }
            if !takesTo || choice != 0 {
                let words = rules.hex ? ["all", "n", "e"] : ["orthogonal", "n", "all", "forward", "diagonal"]
                rules.moves[index].beside = (draw(2) == 0, ["own", "opponent", "any"][draw(3)], draw(2) == 0 ? nil : [words[draw(words.count)]])
            }
        }
    }

    /// A `mill` line, where no move turns pieces over or lays more than one cell; a side's
    /// pieces in hand then count toward a `pieces` end, which the line's captures make likely.
    private mutating func mill(_ rules: inout ModelRules) {
        let fits = rules.moves.allSatisfy { move in
            switch move.kind {
            case .place(_, let flip): !flip
            case .polyomino(let picture, _): picture.filter { $0 == "x" }.count == 1
            default: true
            }
        }
        guard fits else { return }
        let directions: [String]? = random.oneIn(2) ? nil : [random.pick(rules.hex ? Self.hexDirections : ["orthogonal", "e", "n", "diagonal", "all", "sideways"])]
        rules.mill = (random.pick([2, 2, 3]), random.oneIn(4), directions, random.oneIn(3))
        if random.oneIn(2) { rules.ends.append(ModelEnd(wins: false, kind: .pieces(random.pick([0, 1, 2])), by: nil)) }
    }

    /// Now and then a second part (`then shoot DIRECTIONS`, `then place`) on a step, leap or
    /// slide of a game of two players, where the docs allow one: no hand, jump, mill or `win most`.
    private mutating func twoParts(_ rules: inout ModelRules) {
        guard rules.players == 2, rules.hands == nil, !rules.swap, rules.mill == nil else { return }
        let jumps = rules.moves.contains { if case .jump = $0.kind { true } else { false } }
        let most = rules.ends.contains { if case .most = $0.kind { true } else { false } }
        guard !jumps, !most else { return }
        for index in rules.moves.indices where random.oneIn(3) {
            switch rules.moves[index].kind {
            case .step, .leap, .slide:
                rules.moves[index].then = random.oneIn(3) ? .place : .shoot(directions(rules))
            default: break
            }
        }
    }

    /// Pieces in hand, and moves that go with them: placing (by gravity or not, without flips),
    /// steps onto empty cells and jumps, now and then capturing (the board then no longer tells
    /// the hands), with a `move place` for each side; apart, a side may hold none.
    private mutating func hands(_ rules: inout ModelRules) {
        let cells = (0..<rules.cellCount).filter(rules.exists).count
        let count = 1 + random.below(min(cells, 4))
        let apart = random.oneIn(3)
        let anytime = random.oneIn(3)
        rules.hands = (apart ? [count, random.below(min(cells, 4) + 1)] : [count, count],
            apart ? [anytime, random.oneIn(3)] : [anytime, anytime])
        rules.handsApart = !apart && random.oneIn(5)
        for _ in 0..<(random.oneIn(3) ? 1 : 2) {
            let kind: ModelMove.Kind
            switch random.below(3) {
            case 0: kind = .place(gravity: !rules.wrapColumns && random.oneIn(3), flip: false)
            case 1 where random.oneIn(3): kind = slide(rules, onto: [nil, "empty"])
            case 1: kind = .step(directions: directions(rules), onto: random.pick([nil, "empty"]))
            default:
                let over = random.pick(["own", "opponent", "any", "empty"])
                kind = .jump(directions: directions(rules), over: over, capture: (over == "opponent" || over == "any") && random.oneIn(2),
                    chain: random.oneIn(3))
            }
            rules.moves.append(ModelMove(kind: kind, by: random.oneIn(4) ? random.pick([1, 2]) : nil))
        }
        for side: RuleSide in [1, 2] where !rules.moves.contains(where: { move in
            if case .place = move.kind { move.by == nil || move.by == side } else { false }
        }) {
            rules.moves.insert(ModelMove(kind: .place(gravity: false, flip: false), by: random.oneIn(2) ? nil : side),
                at: random.below(rules.moves.count + 1))
        }
    }

    /// Two kinds of piece: some of the start's pieces of the second kind, some move blocks and
    /// ends for one kind, now and then a second step or jump for the second kind, a promotion,
    /// and complete chains.
    private mutating func kinds(_ rules: inout ModelRules) {
        rules.kinds = random.pick([["man", "king"], ["pawn", "queen"], ["soldier", "general"]])
        // Only a drawn start can show a piece of the second kind.
        rules.startKinds = rules.start.map { $0 != 0 && rules.startLine == nil && random.oneIn(3) ? 1 : 0 }
        if random.oneIn(2) { rules.moves.append(move(rules)) }
        for index in rules.moves.indices {
            switch rules.moves[index].kind {
            case .step, .jump, .leap, .slide:
                if !random.oneIn(3) { rules.moves[index].piece = random.below(2) }
                if case .jump(_, _, _, true, _, _) = rules.moves[index].kind, random.oneIn(2) { rules.moves[index].complete = true }
            default: break
            }
        }
        for index in rules.ends.indices where random.oneIn(2) {
            if case .most = rules.ends[index].kind { continue }
            rules.ends[index].piece = random.below(2)
        }
        if !random.oneIn(4) {
            let cells = (0..<rules.cellCount).filter(rules.exists)
            switch random.below(3) {
            case 0: rules.promotion = (nil, nil, random.oneIn(3) ? random.pick([1, 2]) : nil)
            case 1: rules.promotion = (1 + random.below(rules.height), nil, random.oneIn(3) ? random.pick([1, 2]) : nil)
            default: rules.promotion = (nil, Array(Set((0..<(1 + random.below(3))).map { _ in random.pick(cells) })).sorted(), nil)
            }
        }
    }

    private mutating func start(_ rules: inout ModelRules) {
        let cells = (0..<rules.cellCount).filter(rules.exists)
        rules.start = Array(repeating: 0, count: rules.cellCount)
        switch random.below(10) {
        case 0, 1, 2:
            rules.startLine = random.pick(["start empty", nil])
        case 3:
            rules.startLine = "start full"
            for cell in cells { rules.start[cell] = 1 }
        case 4:
            let holes = Set((0..<(1 + random.below(2))).map { _ in random.pick(cells) }).sorted()
            rules.startLine = "start full except " + holes.map(rules.cellName).joined(separator: " ")
            for cell in cells where !holes.contains(cell) { rules.start[cell] = 1 }
        default:
            let marks: [RuleSide] = rules.players == 1 ? [1, 1, 0] : random.pick([[1, 2, 0, 0, 0], [1, 2, 0], [1, 2, 1, 2, 0]])
            for cell in cells { rules.start[cell] = random.pick(marks) }
        }
    }

    private mutating func directions(_ rules: ModelRules) -> [String] {
        let words = rules.hex ? Self.hexDirections : Self.squareDirections
        return (0..<(1 + random.below(2))).map { _ in random.pick(words) }
    }

    private mutating func move(_ rules: ModelRules) -> ModelMove {
        if rules.players == 1, !random.oneIn(10) {
            // A puzzle's moves are jumps that take the piece jumped.
            let over = random.pick(["own", "any"])
            let kind = ModelMove.Kind.jump(directions: directions(rules), over: over, capture: true, chain: random.oneIn(3),
                both: over == "any")
            return ModelMove(kind: kind, by: nil)
        }
        let kind: ModelMove.Kind
        switch random.below(6) {
        case 0: kind = .place(gravity: !rules.wrapColumns && random.oneIn(3), flip: random.oneIn(3))
        // A leap counts the rows and columns of a square grid.
        case 4 where !rules.hex && rules.boardLines == nil:
            let columns = random.below(3), rows = columns == 0 ? 1 + random.below(2) : random.below(3)
            kind = .leap(columns: columns, rows: rows, way: random.pick([nil, nil, "forward", "backward"]),
                onto: random.pick([nil, "empty", "opponent", "any"]))
        case 4, 5: kind = slide(rules, onto: [nil, "empty", "opponent", "any"])
        // A board of lines has points, where no polyomino is laid.
        case 1 where rules.boardLines != nil: kind = .place(gravity: random.oneIn(3), flip: random.oneIn(2))
        case 1: kind = .polyomino(picture: random.pick(Self.pictures), turned: !rules.hex && random.oneIn(3))
        case 2: kind = .step(directions: directions(rules), onto: random.pick([nil, "empty", "opponent", "any"]))
        default:
            let over = random.pick(["own", "opponent", "any", "empty"]), capture = !random.oneIn(3)
            let chain = random.oneIn(3)
            kind = .jump(directions: directions(rules), over: over, capture: capture, chain: chain,
                both: capture && over == "any" && random.oneIn(2), straight: chain && random.oneIn(2))
        }
        let by: RuleSide? = rules.players == 2 && random.oneIn(4) ? random.pick([1, 2]) : nil
        return ModelMove(kind: kind, by: by)
    }

    /// A slide along some directions, landing as `onto` allows, to the farthest cell now and then.
    private mutating func slide(_ rules: ModelRules, onto ontos: [String?]) -> ModelMove.Kind {
        let onto = random.pick(ontos)
        return .slide(directions: directions(rules), onto: onto, farthest: (onto == nil || onto == "empty") && random.oneIn(3))
    }

    private mutating func end(_ rules: ModelRules) -> ModelEnd {
        let wins = !random.oneIn(4)
        let kind: ModelEnd.Kind
        switch random.below(7) {
        case 0, 1:
            kind = .line(length: 2 + random.below(3), exactly: random.oneIn(4), directions: random.oneIn(2) ? directions(rules) : [])
        case 2 where rules.boardLines != nil: kind = .line(length: 2 + random.below(2), exactly: false, directions: [])
        case 2: kind = .shape(picture: random.pick(Self.endPictures), turned: !rules.hex && random.oneIn(3))
        case 3: kind = .reach(row: random.oneIn(2) ? nil : 1 + random.below(rules.height))
        case 4: kind = .connect(topBottom: random.oneIn(2))
        case 5:
            switch random.below(3) {
            case 0: kind = .captureAll
            case 1: kind = .pieces(random.below(3))
            default:
                let cells = (0..<rules.cellCount).filter(rules.exists)
                kind = .region(Array(Set((0..<(1 + random.below(3))).map { _ in random.pick(cells) })).sorted())
            }
        default: return ModelEnd(wins: true, kind: .most, by: nil)
        }
        let by: RuleSide? = random.oneIn(3) ? random.pick([1, 2]) : nil
        return ModelEnd(wins: wins, kind: kind, by: by)
    }

    /// A random board of lines on a `width` x `height` grid: about two points in three, each
    /// joined to the nearest point along a row, a column or a diagonal now and then; links one
    /// after the other along one direction are written as one line, a point with no link as a
    /// line of its own.
    private mutating func boardLines(_ width: Int, _ height: Int) -> [[Int]] {
        var points = (0..<(width * height)).filter { _ in !random.oneIn(3) }
        if points.count < 2 { points = Array(0..<(width * height)) }
        var links: [(from: Int, to: Int, dc: Int, dr: Int)] = []
        for point in points {
            for (dc, dr) in [(1, 0), (0, 1), (1, 1), (-1, 1)] where !random.oneIn(3) {
                var c = point % width + dc, r = point / width + dr
                while c >= 0, c < width, r < height {
                    if points.contains(r * width + c) {
                        links.append((point, r * width + c, dc, dr))
                        break
                    }
                    c += dc
                    r += dr
                }
            }
        }
        var lines: [[Int]] = []
        for link in links where !links.contains(where: { $0.to == link.from && ($0.dc, $0.dr) == (link.dc, link.dr) }) {
            var line = [link.from, link.to]
            while let next = links.first(where: { $0.from == line[line.count - 1] && ($0.dc, $0.dr) == (link.dc, link.dr) }) {
                line.append(next.to)
            }
            lines.append(random.oneIn(2) ? line.reversed() : line)
        }
        for point in points where !lines.joined().contains(point) { lines.append([point]) }
        return lines
    }
}
