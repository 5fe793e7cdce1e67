import Analyzer
import Boards
import Games

/// A seeded, repeatable source of hostile input for the session: statements and rule
/// definitions made from a corpus of real lines (the puzzle files, the built-in rules) and from
/// templates, then mutated: odd and huge numbers, unterminated quotes, unicode, NUL and control
/// characters, long words, tabs, CRLF, stray indentation, diagrams with random rows.
public struct FuzzInputs {
    private var random: SeededChoice
    private let corpus: [String]
    /// The families that make rule sets of their own (`FuzzRuleGenerator`), each with its own
    /// seeded generator, taken in turn.
    private var families: [(generator: any FuzzRuleGenerator.Type, random: SplitMix64)]
    private var familyTurn = 0

    /// Inputs from `seed`, mutating `corpus` lines (and the built-in templates).
    public init(seed: UInt64, corpus: [String]) {
        random = SeededChoice(seed: seed)
        families = Families.tools((any FuzzRuleGenerator.Type).self).enumerated().map { index, generator in
            (generator, SplitMix64(seed: seed ^ (0xB10C + UInt64(index))))
        }
        self.corpus = corpus.filter { !$0.allSatisfy(\.isWhitespace) } + Self.templates
    }

    /// The next input: one to a few lines of text.
    public mutating func next() -> String {
        switch random.pick(below: 11) {
        case 0: return ruleDefinition()
        case 10: return familyDefinition()
        case 1: return diagram()
        case 2, 3: return mutate(pick(corpus))
        case 4: return pick(corpus) + "\n" + pick(corpus)
        default: return statement()
        }
    }

    // MARK: - Pieces

    /// Every shipped game, from the rule files themselves.
    static let games = BuiltinRules.names

    static let oddNumbers = [
        "0", "-1", "1", "2", "3", "26", "27", "63", "64", "65", "99", "100", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "4611686018427387903", "99999999999999999999", "1e309", "nan", "inf", "-0", "0x10", "1.5",
    ]

    static let oddText = [
        "\u{0}", "\u{7}", "\u{1B}[2J", "\t", "\r", "\r\n", "\u{2028}", "\u{85}", "é", "e\u{301}", "👍🏽", "\u{202E}gnp", "ـــ", "\"",
        "\\", "#", "\"\"", "'", "`", "$(echo hi)", "%s%n", "../", "/", " ", "    ",
    ]

    static let templates = [
        "show", "print", "legal", "best", "pv", "values", "forks", "threats", "count", "history", "undo", "redo", "solve",
        "solve --fewest-moves", "review", "review --json", "proof", "proof 3", "engine X", "engine O --seed 7",
        "engine both", "engine off", "rules", "help", "help solve", "expect value win in 5", "expect best b2",
        "expect legal a1 b2", "expect illegal a1", "expect fork b3", "expect score 18", "expect solvable in 18",
        "expect unsolvable", "to-move O", "to-move X", "position \"p\"", "explain d3", "play b2", "moves 4453",
        "moves a1 b2 c3", "play d2-d4", "play a4-c4-e4", "board \"X../.O./...\"", "board 4 x 4", "quit",
        "save \"fuzz-out.analyze\"", "export svg \"fuzz-out.svg\"", "export svg --path \"fuzz-path.svg\"",
        "load \"fuzz-rules.rules\"", "run \"fuzz-script.analyze\"",
    ]

    private mutating func statement() -> String {
        let keyword = pick(["game", "play", "moves", "board", "proof", "expect value win in", "expect score",
            "engine X --seed", "explain", "to-move", "position", "help", "load", "solve", "count", "values", "undo"])
        var words = [keyword]
        for _ in 0..<random.pick(below: 4) { words.append(argument()) }
        return words.joined(separator: random.pick(below: 5) == 0 ? "\t" : " ")
    }

    private mutating func argument() -> String {
        switch random.pick(below: 6) {
        case 0: return pick(Self.oddNumbers)
        case 1: return pick(Self.games)
        case 2: return pick(Self.oddText) + pick(["a1", "b2", "4", "d2-d4", "x"])
        case 3: return "\"" + pick(Self.oddText) + (random.pick(below: 2) == 0 ? "\"" : "")
        case 4: return String(repeating: pick(["4", "a", "-", "x"]), count: 1 + random.pick(below: 300))
        default: return pick(["a1", "b2", "c3", "d3", "h8", "4", "7", "1", "d2-d4", "pass", "X", "O", "--json"])
        }
    }

    private mutating func ruleDefinition() -> String {
        var lines = ["rules \"f\(random.pick(below: 80))\""]
        let parent = pick(Self.games + ["nothing", "f1", "f2"])
        lines.append(random.pick(below: 4) == 0 ? "family \(pick(Families.words + ["ring"]))" : "extends \(parent)")
        // The registered families' keys (a new family's are fuzzed too), and the board size.
        let keys = ["board"] + Families.vocabulary.order.filter { $0 != "family" && $0 != "extends" }
        for _ in 0..<random.pick(below: 4) {
            let key = pick(keys)
            switch key {
            case "board": lines.append("board \(pick(Self.oddNumbers)) x \(pick(Self.oddNumbers))")
            case "title": lines.append("title \"\(pick(Self.oddText))\(pick(Self.oddText))\"")
            case _ where Families.vocabulary.diagramKeys.contains(key):
                lines.append(key)
                lines += rows()
            default: lines.append("\(key) \(argument())")
            }
        }
        lines.append(pick(["", "game f\(random.pick(below: 80))", "solve"]))
        return lines.joined(separator: "\n")
    }

    /// A rule set made by the next family that makes its own; a generic one when none does.
    private mutating func familyDefinition() -> String {
        guard !families.isEmpty else { return ruleDefinition() }
        defer { familyTurn = (familyTurn + 1) % families.count }
        return families[familyTurn].generator.fuzzDefinition(&families[familyTurn].random)
    }

    private mutating func diagram() -> String {
        ([pick(["board", "shape", "start", "target"])] + rows()).joined(separator: "\n")
    }

    private mutating func rows() -> [String] {
        let width = random.pick(below: 10), height = random.pick(below: 10)
        return (0..<height).map { _ in
            String(repeating: " ", count: 1 + random.pick(below: 4))
                + (0..<width).map { _ in pick(["X", "O", ".", "o", "-", "*", "x", " ", "?", "é"]) }.joined(separator: " ")
        }
    }

    private mutating func mutate(_ line: String) -> String {
        var characters = Array(line)
        switch random.pick(below: 7) {
        case 0:
            // A number in the line becomes an odd one.
            let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            return words.map { $0.allSatisfy(\.isNumber) && !$0.isEmpty && random.pick(below: 2) == 0 ? pick(Self.oddNumbers) : $0 }
                .joined(separator: " ")
        case 1:
            characters.insert(contentsOf: pick(Self.oddText), at: random.pick(below: characters.count + 1))
        case 2:
            if !characters.isEmpty { characters.removeSubrange(random.pick(below: characters.count)...) }
        case 3:
            if !characters.isEmpty { characters.remove(at: random.pick(below: characters.count)) }
        case 4:
            characters = Array(String(repeating: " ", count: random.pick(below: 6))) + characters
        case 5:
            characters += Array(" " + argument())
        default:
            characters += Array(pick(["\r\n", "\n  ", "\n\tX . .", " # comment", "\u{0}"]))
        }
        return String(characters)
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[random.pick(below: items.count)] }
}

