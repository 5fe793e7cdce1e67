import Foundation
import Testing

@testable import Analyzer

/// Reading the suite file of `bench --suite`: good lines give entries with their settings, each
/// bad line one error at its place, with the line and a caret.
@Suite struct BenchSuiteFileTests {
    static let steps = ["peg-english count", "peg-english solve"]

    func parse(_ text: String) -> (suite: BenchSuite, errors: [String]) {
        let (suite, errors) = BenchSuite.parse(text, file: "suite.txt", pegSteps: Self.steps)
        return (suite, errors.map(\.rendered))
    }

    @Test func goodLines_giveEntries_withTheirPartsWorkAndSettings() {
        let (suite, errors) = parse("""
            # part  name      what to run
            cheap   ttt       game tictactoe   # the smallest

            cheap   pons      set ../shared/bench/connect4/Test_L2_R2 --game connect4 --fresh-table --no-book
            full    ffo       set ffo.txt --only 40-42,44 --limit 3 --table-mb 128
            full    ruled     game mnk-4-4-3 --rules puzzles/games/some.rules
            full    count     peg "peg-english count"
            full    values    census tictactoe
            full    cram      nimber cram-4x4 --rules puzzles/games/cram-4x4.rules
            full    hex       outcome hex-4x4 --table-mb 16
            """)
        #expect(errors == [])
        #expect(suite.entries.map(\.name) == ["ttt", "pons", "ffo", "ruled", "count", "values", "cram", "hex"])
        #expect(suite.entries.map(\.line) == [2, 4, 5, 6, 7, 8, 9, 10])
        #expect(suite.entries.map(\.part) == [.cheap, .cheap, .full, .full, .full, .full, .full, .full])
        #expect(suite.entries.map(\.work) == [.game("tictactoe"), .set("../shared/bench/connect4/Test_L2_R2"), .set("ffo.txt"),
            .game("mnk-4-4-3"), .peg("peg-english count"), .census("tictactoe"), .nimber("cram-4x4"), .outcome("hex-4x4")])
        #expect(suite.entries[7].settings.tableMegabytes == 16)
        #expect(suite.entries[6].settings.ruleFiles == ["puzzles/games/cram-4x4.rules"])
        let pons = suite.entries[1].settings, ffo = suite.entries[2].settings
        #expect(pons.game == "connect4" && pons.freshTable && !pons.useBook && pons.tableMegabytes == 64)
        #expect(ffo.only == "40-42,44" && ffo.limit == 3 && ffo.tableMegabytes == 128 && ffo.useBook && !ffo.freshTable)
        #expect(suite.entries[3].settings.ruleFiles == ["puzzles/games/some.rules"])
        #expect(suite.entries(cheapOnly: true).map(\.name) == ["ttt", "pons"])
    }

    @Test(arguments: [
        ("cheep ttt game tictactoe", "suite.txt:1:1: error: expected the part, 'cheap' or 'full', not 'cheep'\ncheep ttt game tictactoe\n^"),
        ("cheap", "suite.txt:1:6: error: expected the entry's name after 'cheap'\ncheap\n     ^"),
        ("cheap t/t game tictactoe", "suite.txt:1:7: error: a name is letters, digits, '-', '_' and '.', not 't/t'\ncheap t/t game tictactoe\n      ^"),
        ("full ttt  # no work", "suite.txt:1:9: error: expected what to run after the name: game NAME, set FILE, census GAME, nimber GAME, outcome GAME or peg STEP\nfull ttt  # no work\n        ^"),
        ("full ttt play tictactoe", "suite.txt:1:10: error: expected what to run, game NAME, set FILE, census GAME, nimber GAME, outcome GAME or peg STEP, not 'play'\nfull ttt play tictactoe\n         ^"),
        ("full ttt game", "suite.txt:1:14: error: expected a game after 'game'\nfull ttt game\n             ^"),
        ("full ttt game tictactoe --only 40", "suite.txt:1:25: error: '--only' is not an option of a game entry (its options: --rules FILE, --no-book, --table-mb N)\nfull ttt game tictactoe --only 40\n                        ^"),
        ("full s set f.txt --limit 0", "suite.txt:1:26: error: --limit must be a number from 1 to 2147483647, not '0'\nfull s set f.txt --limit 0\n                         ^"),
        ("full s set f.txt --table-mb 99999", "suite.txt:1:29: error: --table-mb must be a number from 1 to 16384, not '99999'\nfull s set f.txt --table-mb 99999\n                            ^"),
        ("full s set f.txt --only 9-1", "suite.txt:1:25: error: --only: expected numbers and ranges, like 40-47,59, not '9-1'\nfull s set f.txt --only 9-1\n                        ^"),
        ("full s set f.txt --game", "suite.txt:1:24: error: expected NAME after --game\nfull s set f.txt --game\n                       ^"),
        ("full p peg \"peg-english", "suite.txt:1:12: error: unterminated string; expected a closing '\"'\nfull p peg \"peg-english\n           ^"),
        ("full p peg \"peg-english fewest\"", "suite.txt:1:12: error: 'peg-english fewest' is not a step of bench --peg (its steps: \"peg-english count\", \"peg-english solve\")\nfull p peg \"peg-english fewest\"\n           ^"),
    ])
    func aBadLine_isOneError_atItsPlace(line: String, expected: String) {
        let (suite, errors) = parse(line)
        #expect(errors == [expected])
        #expect(suite.entries.isEmpty)
    }

    @Test func everyBadLine_isSaid_andTheGoodOnesStillRead() {
        let (suite, errors) = parse("cheap a game tictactoe\nfull b gme x\ncheap a game mnk-4-4-4\nfull c game mnk-4-4-3\n")
        #expect(suite.entries.map(\.name) == ["a", "c"])
        #expect(errors.map { $0.split(separator: "\n")[0] } == [
            "suite.txt:2:8: error: expected what to run, game NAME, set FILE, census GAME, nimber GAME, outcome GAME or peg STEP, not 'gme'",
            "suite.txt:3:7: error: 'a' is already the name of the entry on line 1",
        ])
    }

    @Test func theRoot_isTheFolderHoldingTheSuiteFilesFolder() {
        #expect(BenchSuite.root(of: "bench/suite.txt") == ".")
        #expect(BenchSuite.root(of: "/work/repo/bench/suite.txt") == "/work/repo")
        #expect(BenchSuite.root(of: "/bench/suite.txt") == "/")
        #expect(BenchSuite.root(of: "suite.txt") == "..")
        #expect(SourceFiles.resolve("../shared/x", from: BenchSuite.root(of: "a/bench/suite.txt")) == "a/../shared/x")
    }
}
