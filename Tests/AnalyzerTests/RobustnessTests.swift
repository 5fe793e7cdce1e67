import Boards
import Games
import Language
import Testing

@testable import Analyzer

/// Seeded junk: lines that are nearly statements, and lines of random words, characters, quotes,
/// unicode, long words and huge numbers.
enum Junk {
    // `save` and `export` are left out: they write their random file names into the working
    // folder (SaveTests and ExportTests cover them, bad paths included).
    static let keywords = Parser.statementKeywords.filter { $0 != "save" && $0 != "export" } + Families.vocabulary.order

    static let vocabulary: [String] = keywords + [
        "X", "O", "x", "o", "*", "-", ".", "value", "win", "loss", "draw", "in", "best", "legal", "illegal",
        "fork", "tictactoe", "tictactoe-misere", "mnk-4-4-3", "mnk-4-4-4", "mnk-5-5-4", "line", "yes", "no",
        "a1", "b2", "c3", "d4", "e5", "z9", "a0", "A1", "B2", "4x4", "3X3", "x", "0", "1", "3", "4", "64", "-1",
        "99999999999999999999", "18446744073709551616", "\"XX./OO./...\"", "\"X../.O./..X\"", "\"\"", "\"",
        "\"unterminated", "\\", "\\\"", "#", "# comment", "X..", ".O.", "..X", "é", "𝄞", "e\u{301}", "中文",
        "\u{200B}", "\t", "ﬁ", "ß",
    ]

    static let characters: [Character] = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 \t\"\\#/-.*xXoO_=+:;,!?()[]{}<>'`~@$%^&|"
            + "é𝄞中ßΩ\u{301}\u{200B}\u{FEFF}🙂")

    static let games = ["tictactoe", "tictactoe-misere", "mnk-4-4-3", "mnk-4-4-4", "mnk-5-5-4", "r1", "r2", "r3"]

    static func pick<T>(_ items: [T], _ random: inout SplitMix64) -> T { items.randomElement(using: &random)! }

    static func some<T>(_ count: ClosedRange<Int>, _ random: inout SplitMix64, _ make: (inout SplitMix64) -> T) -> [T] {
        (0..<Int.random(in: count, using: &random)).map { _ in make(&random) }
    }

    static func square(_ random: inout SplitMix64) -> String {
        "\(pick(Array("abcdefg"), &random))\(Int.random(in: 0...7, using: &random))"
    }

    static func word(_ random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<10:
            return pick(vocabulary, &random)
        case 10..<15:
            return String(some(1...8, &random) { pick(characters, &$0) })
        case 15..<17:
            return "\"" + String(some(0...6, &random) { pick(characters, &$0) }) + "\""
        case 17..<19:
            let digits = String(repeating: "9", count: Int.random(in: 0...12, using: &random))
            return String(UInt64.random(in: 0...UInt64.max, using: &random)) + digits
        default:
            return String(repeating: pick(vocabulary, &random), count: Int.random(in: 20...100, using: &random))
        }
    }

    /// A statement that is well formed or nearly so: a keyword with arguments of the right kind,
    /// one character in five lines replaced by a random one.
    static func nearStatement(_ random: inout SplitMix64) -> String {
        let player = pick(["X", "O", "x", "o", "*"], &random)
        let number = Int.random(in: 0...9, using: &random)
        let size = "\(Int.random(in: 1...9, using: &random)) x \(Int.random(in: 1...9, using: &random))"
        let rows = some(1...5, &random) { r in String(some(1...5, &r) { pick(Array(".XO-x*o"), &$0) }) }
        let moves = some(0...6, &random) { square(&$0) }.joined(separator: " ")
        let templates = [
            "play \(square(&random))", "moves \(moves)", "game \(pick(games, &random))",
            "board \"\(rows.joined(separator: "/"))\"", "board\n" + rows.map { "  " + $0 }.joined(separator: "\n"),
            "to-move \(player)", "position \"p\(number)\"", "undo", "redo", "show", "print", "legal", "solve",
            "best", "pv", "values", "forks", "count", "expect value \(pick(["win", "loss", "draw"], &random)) in \(number)",
            "expect best \(moves)", "expect legal \(moves)", "expect illegal \(square(&random))",
            "expect fork \(square(&random))", "rules \"r\(Int.random(in: 1...3, using: &random))\"",
            "extends \(pick(games, &random))", "family line", "board \(size)", "line \(number)", "misere", "gravity",
            "first \(player)", "rules", "help \(pick(vocabulary, &random))",
        ]
        var characters = Array(pick(templates, &random))
        if Int.random(in: 0..<5, using: &random) == 0 {
            characters[Int.random(in: 0..<characters.count, using: &random)] = pick(Self.characters, &random)
        }
        return String(characters)
    }

    /// A near-statement, or a few random words: sometimes indented (diagram rows), sometimes with
    /// a keyword first, sometimes separated by tabs.
    static func line(_ random: inout SplitMix64) -> String {
        if Bool.random(using: &random) { return nearStatement(&random) }
        var words = some(0...6, &random) { word(&$0) }
        if Bool.random(using: &random), !words.isEmpty { words[0] = pick(keywords, &random) }
        let indent = Int.random(in: 0..<5, using: &random) == 0
            ? String(repeating: " ", count: Int.random(in: 1...4, using: &random)) : ""
        return indent + words.joined(separator: Int.random(in: 0..<8, using: &random) == 0 ? "\t" : " ")
    }

    static func lines(_ count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in line(&random) }
    }
}

/// Junk input never crashes the session, and the session still answers afterwards.
@Suite struct RobustnessTests {
    /// Searches and counts are bounded so that junk cannot start a long one.
    static func boundedSession() -> Session { makeSession(nodeLimit: 300, countLimit: 1_000) }

    static func answersShow(_ session: Session) -> Bool {
        let board = session.output("show").joined(separator: "\n")
        return board.contains(" to move (") || board.contains("game over")
    }

    @Test func junkLines_typedOneAtATime_neverCrashAndTheSessionStillAnswers() {
        let session = Self.boundedSession()
        for (index, line) in Junk.lines(1_500, seed: 0xBAD_1DEA).enumerated() {
            var events = 0
            var errorEvents = 0
            let summary = session.run(line, file: "<input>", firstLine: index + 1, finishing: false) { event in
                events += 1
                if case .error = event { errorEvents += 1 }
            }
            #expect(summary.errors == errorEvents)
            #expect(events >= summary.statements)
            if index % 100 == 0 { #expect(Self.answersShow(session), "after line \(index + 1): \(line)") }
        }
        #expect(Self.answersShow(session))
    }

    @Test func junkScripts_runWhole_neverCrashAndTheSessionStillAnswers() {
        let session = Self.boundedSession()
        let lines = Junk.lines(1_500, seed: 0x5C4_1F75)
        for start in stride(from: 0, to: lines.count, by: 25) {
            let lineBreak = ["\n", "\r\n", "\r"][start % 3]
            session.run(lines[start..<min(start + 25, lines.count)].joined(separator: lineBreak), file: "junk.analyze") { _ in }
            #expect(Self.answersShow(session), "after the script at line \(start + 1)")
        }
    }

    @Test func junkBatches_neverCrashAndGiveOneRecordAPosition() {
        let lines = Junk.lines(600, seed: 0xBA7C4)
        for start in stride(from: 0, to: lines.count, by: 30) {
            let body = lines[start..<start + 30].enumerated().map { offset, line in
                offset % 10 == 0 ? "position \"p\(offset)\"\n\(line)" : line
            }.joined(separator: "\n")
            // One record for each position before the first quit, in order.
            let statements = Parser.parse(body, file: "junk.analyze", rules: Families.vocabulary).statements
            let beforeQuit = statements.prefix { if case .quit = $0.kind { false } else { true } }
            let positions = beforeQuit.compactMap { if case .position(let name) = $0.kind { name.text } else { nil } }

            var names: [String] = []
            Self.boundedSession().solveBatch(body, file: "junk.analyze") { names.append($0.name) }

            #expect(names == positions)
        }
    }

    @Test(arguments: [
        "play 99999999999999999999", "board 99999999999999999999 x 3", "expect value win in 99999999999999999999",
        "moves " + String(repeating: "a1 ", count: 2_000), "position \"" + String(repeating: "é", count: 10_000) + "\"",
        "board \"" + String(repeating: "X", count: 10_000) + "\"", "play " + String(repeating: "z", count: 100_000),
        "\"", "\"\\", "board\n\n", "board\n  \u{301}\u{301}\n", "to-move *", "help " + String(repeating: "?", count: 500),
        "rules \"r\"\nfamily line\nboard 8 x 7\nline 1", "rules \"r\"\nfamily line\nboard 64 x 1\nline 2",
        "rules \"r\"\nfamily line\nboard 1 x 1\nline 1\ngame r\nsolve", "rules \"\"\nextends tictactoe",
        "\u{0}", "play a\u{0}1", "game \"tic tac toe\"", "load \"\"", "load /", "load .",
    ])
    func oddInput_isAnsweredWithoutACrash(input: String) {
        let session = Self.boundedSession()
        session.run(input, file: "<input>") { _ in }
        #expect(Self.answersShow(session))
    }
}
