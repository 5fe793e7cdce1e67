import Boards

extension BlockGame: FuzzRuleGenerator {
    public static func fuzzDefinition(_ random: inout SplitMix64) -> String {
        var rules = BlockFuzzRules(random: random)
        defer { random = rules.random }
        return rules.definition()
    }
}

/// Plausible block-family rule sets (`family block`) for the fuzzer: small boards, a grid and
/// edges, a start, pieces in hand, piece kinds, move blocks (with conditions, and pushes) and ends put together from the family's words,
/// now and then a word out of place, then a few statements on the game. Many compile, so that the compiler's
/// checks, the symmetries, the solver and the repetition rule all see odd combinations.
struct BlockFuzzRules {
    static let wraps = ["wrap none", "wrap rows", "wrap columns", "wrap both"]
    static let directions = [
        "n", "s", "e", "w", "ne", "nw", "se", "sw", "orthogonal", "diagonal", "all", "forward", "backward", "left", "right",
        "forward-left", "forward-right", "backward-left", "backward-right", "forward-diagonal", "sideways",
    ]
    static let hexDirections = ["n", "s", "e", "w", "ne", "sw", "all"]
    static let pictures = ["x", "xx", "x/x", "xx/x.", "xx/xx", "x./.x", "xxx", ".x./xxx"]
    static let ontos = ["empty", "opponent", "any"]
    static let overs = ["own", "opponent", "any"]
    static let owners = ["own", "opponent", "any"]
    static let cells = ["a1", "b2", "a2", "b1"]
    /// Pieces in hand: for both sides, with or without moving before the hand is empty, or for one.
    static let hands = ["hand 3", "hand 2", "hand 2 move-anytime", "hand 4 by X", "hand 1 by O", "hand 3 move-anytime by X"]
    /// Words out of place, one of which now and then replaces a word of a line.
    static let oddWords = [
        "triangle", "all", "nothing", "own", "empty", "z9", "0", "-1", "99", "x/", "/", "xy", "Y", "by", "turned", "chain",
        "forward", "up", "later", "corners", "row", "most", "3", "9223372036854775808", "é", "\"\"",
    ]
    static let statements = [
        "show", "legal", "solve", "values", "best", "pv", "forks", "threats", "count", "rules", "review", "explain a1",
        "explain b2-b3", "explain a3-a2", "play b2", "play 2", "play a3-a2", "play pass", "undo", "print", "proof",
        "play a1-a2/b3", "explain a1-b1/a1", "play a1-a2/", "play a1-c1", "explain c1-a1",
        "engine X", "export svg \"fuzz-block.svg\"", "solve --json", "expect value win in 3",
    ]

    var random: SplitMix64

    /// A rule set and what is then typed: one text.
    mutating func definition() -> String {
        let name = "b\(random.below(40))"
        let width = 1 + random.below(5), height = 1 + random.below(5)
        var lines = ["rules \"\(name)\"", "family block", "board \(width) x \(height)"]
        let hex = chance(3)
        if hex { lines.append("grid hex") }
        // Diagonals and lines are for square grids: on a hex grid only now and then, to be refused.
        if chance(6), !hex || chance(6) {
            lines.append(pick(["diagonals none", "diagonals alternating", "diagonals all"]))
        } else if chance(10), !hex || chance(6) {
            lines.append("lines " + boardLines(width, height))
        }
        if chance(4) { lines.append(pick(Self.wraps)) }
        let puzzle = chance(8)
        if puzzle { lines.append("players 1") }
        if chance(5) { lines.append(pick(["first X", "first O"])) }
        if chance(4) { lines.append("shape"); lines += diagram(width, height, marks: ["o", "o", "o", "."]) }
        // Two kinds of piece (men and kings), their letters in the start, a promotion.
        let kinds = !puzzle && chance(6)
        if kinds {
            lines.append("kinds man king")
            if chance(2) { lines.append(pick(["promote man to king on far-row", "promote man to king on row 1"])) }
        }
        // An empty start, where a count of pieces ends the game before it begins.
        var empty = true
        switch random.below(4) {
        case 0:
            lines.append("start")
            lines += diagram(width, height, marks: kinds ? ["X", "O", "K", "k", ".", "."] : ["X", "O", ".", ".", "."])
            empty = false
        case 1:
            let start = pick(["start empty", "start full", "start full except \(pick(Self.cells))"])
            lines.append(start)
            empty = start == "start empty"
        default: break
        }
        if chance(10) { lines.append(pick(Self.hands)) }
        var moves = (0..<(1 + random.below(2))).map { _ in move(hex: hex, puzzle: puzzle, kinds: kinds) }
        // On an empty board only a move that puts a stone can start; without one, mostly add one.
        if empty, !moves.contains(where: { $0.hasPrefix("move place") || $0.hasPrefix("move polyomino") }), !chance(4) {
            moves.append("move place")
        }
        lines += moves
        if puzzle {
            lines.append(pick(["goal pieces 1", "goal pieces 1 at \(pick(Self.cells))", "goal pieces 2"]))
        } else {
            for _ in 0..<random.below(3) { lines.append(end(hex: hex, kinds: kinds, emptyStart: empty)) }
            if chance(3) { lines.append(pick(["no-move lose", "no-move win", "no-move draw", "no-move pass"])) }
            if chance(5) { lines.append(pick(["no-move lose by X", "no-move win by O", "no-move pass by O"])) }
            if chance(5) { lines.append(pick(["capture compulsory", "capture maximum"])) }
            if chance(8) { lines.append(pick(["ends opponent-first", "ends mover-first"])) }
            if chance(8), !moves.contains(where: { $0.contains("flip") || $0.contains("polyomino") }) {
                lines.append(pick(["mill 3", "mill 2 any", "mill 3 exactly orthogonal", "mill 2 n any"]))
            }
        }
        if !chance(3) { lines.append("repetition draw") }
        if chance(4), lines.count > 3 {
            // One word of a line after the board becomes a word out of place.
            let index = 3 + random.below(lines.count - 3)
            var words = lines[index].split(separator: " ").map(String.init)
            if !words.isEmpty {
                words[random.below(words.count)] = pick(Self.oddWords)
                lines[index] = (lines[index].hasPrefix(" ") ? "  " : "") + words.joined(separator: " ")
            }
        }
        lines.append("game \(name)")
        for _ in 0..<random.below(4) { lines.append(pick(Self.statements)) }
        return lines.joined(separator: "\n")
    }

    private mutating func move(hex: Bool, puzzle: Bool, kinds: Bool) -> String {
        var words = ["move"]
        switch random.below(7) {
        case 6:
            // A push: a game's only kind of move, so beside another block it is refused.
            words += ["push"] + someDirections(hex: hex)
            if chance(2) { words += ["from"] + (0..<(1 + random.below(2))).map { _ in pick(["empty", "own", "opponent"]) } }
        case 0:
            words.append("place")
            if chance(3) { words.append("gravity") }
            if chance(3) { words.append("flip") }
        case 1:
            words += ["polyomino", pick(Self.pictures)]
            if chance(3), !hex { words.append("turned") }
        case 2, 3 where hex && !chance(4):
            words += ["step"] + someDirections(hex: hex)
            if chance(2) { words += ["onto", pick(Self.ontos)] }
        case 3:
            // A leap counts rows and columns: now and then on a hex grid, which refuses it.
            words += ["leap", String(random.below(3)), String(random.below(3))]
            if chance(2) { words.append(pick(["forward", "backward"])) }
            if chance(2) { words += ["onto", pick(Self.ontos)] }
        case 4:
            words += ["slide"] + someDirections(hex: hex)
            if chance(2) { words += ["onto", pick(Self.ontos)] }
            if chance(3) { words.append("farthest") }
        default:
            let over = pick(Self.overs)
            words += ["jump"] + someDirections(hex: hex) + ["over", over]
            if chance(2) { words += over == "any" && chance(2) ? ["capture", "both"] : ["capture"] }
            if chance(3) {
                words.append("chain")
                if chance(2) { words.append("straight") }
                if chance(3), !puzzle { words.append("complete") }
            }
        }
        // A two-part turn now and then, after a step, leap or slide: chosen from the line's words,
        // so that the random draws (and the rule sets drawn after) stay those of the other words.
        let mark = words.joined(separator: " ").utf8.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        // A custodian capture now and then (refused after a jump or a polyomino), before any condition.
        if mark % 7 == 3 {
            words += ["custodian"] + (mark % 2 == 0 ? [] : [hex ? "all" : "diagonal"]) + (mark % 3 == 0 ? ["hostile", Self.cells[Int(mark / 7 % 4)]] : [])
        }
        // A condition now and then (`to CELL`, `if beside|not-beside OWNER`), chosen the same way.
        if mark % 5 == 1 {
            words += mark % 3 == 0 ? ["to", Self.cells[Int(mark / 5 % 4)]]
                : ["if", mark % 2 == 0 ? "beside" : "not-beside", Self.owners[Int(mark / 7 % 3)]] + (mark % 11 < 5 ? [] : ["orthogonal"])
        }
        if ["step", "leap", "slide"].contains(words[1]), mark % 4 == 0 {
            words += mark % 12 == 0 ? ["then", "place"] : ["then", "shoot", hex ? "all" : ["all", "orthogonal", "n"][Int(mark / 4 % 3)]]
        }
        // A piece that moves may be of one kind; a stone put down is of the first.
        if kinds, ["step", "leap", "slide", "jump"].contains(words[1]), chance(2) { words += ["for", pick(["man", "king"])] }
        if chance(3), !puzzle { words += ["by", pick(["X", "O"])] }
        return words.joined(separator: " ")
    }

    /// A `win` or `lose` line. On an empty start, a count of pieces (`capture-all`, `pieces`)
    /// holds at once, so it comes only now and then, to be refused.
    private mutating func end(hex: Bool, kinds: Bool, emptyStart: Bool) -> String {
        var words = [pick(["win", "win", "lose"])]
        switch random.below(6) {
        case 0:
            // A line of one holds wherever a piece stands, so it is rare.
            words += ["line", String(chance(8) ? 1 : 2 + random.below(4))]
            if chance(3) { words.append("exactly") }
            if chance(2) { words += someDirections(hex: hex) }
        case 1:
            words += ["shape", pick(Self.pictures)]
            if chance(3), !hex { words.append("turned") }
        case 2: words += ["reach", pick(["far-row", "row 1", "row 2"])]
        case 3: words += ["connect", pick(["top-bottom", "left-right"])]
        case 4 where emptyStart && !chance(4): words += ["reach", pick(Self.cells)]
        case 4: words += pick([["capture-all"], ["pieces", String(random.below(3))], ["reach", pick(Self.cells)]])
        default: words = ["win", "most"]
        }
        if kinds, words != ["win", "most"], chance(3) { words += ["for", pick(["man", "king"])] }
        if chance(3) { words += ["by", pick(["X", "O"])] }
        return words.joined(separator: " ")
    }

    private mutating func someDirections(hex: Bool) -> [String] {
        (0..<(1 + random.below(2))).map { _ in pick(hex ? Self.hexDirections : Self.directions) }
    }

    /// A board of lines: one to four lines of two or three points, each step along a row, a
    /// column or a diagonal of one or two cells; now and then off the board or askew.
    private mutating func boardLines(_ width: Int, _ height: Int) -> String {
        let ways = [(1, 0), (0, 1), (1, 1), (-1, 1), (1, 2)]
        return (0..<(1 + random.below(4))).map { _ in
            var column = random.below(width), row = random.below(height)
            let way = pick(ways), stride = chance(4) ? 2 : 1
            var points: [String] = []
            for _ in 0..<(2 + random.below(2)) {
                points.append(Square(column: column, row: row).description)
                column += way.0 * stride
                row += way.1 * stride
            }
            return points.joined(separator: "-")
        }.joined(separator: " ")
    }

    /// Rows under a diagram key, mostly the board's size, now and then one off.
    private mutating func diagram(_ width: Int, _ height: Int, marks: [String]) -> [String] {
        let rows = chance(20) ? height + 1 : height
        return (0..<rows).map { _ in
            "  " + (0..<(chance(40) ? width - 1 : width)).map { _ in pick(marks) }.joined(separator: " ")
        }
    }

    private mutating func chance(_ oneIn: Int) -> Bool { random.below(oneIn) == 0 }
    private mutating func pick<T>(_ items: [T]) -> T { items[random.below(items.count)] }
}
