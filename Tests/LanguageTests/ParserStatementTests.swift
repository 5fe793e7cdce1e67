import Boards
import Testing

@testable import Language

struct ParserStatementTests {
    static let forms: [FormCase] = [
        FormCase("position \"corner fork\"") { w in .position(name: w("corner fork", 10)) },
        FormCase(#"position "a \"b\"""#) { w in .position(name: w(#"a "b""#, 10)) },
        FormCase("game tictactoe") { w in .game(name: w("tictactoe", 6)) },
        FormCase("game \"mnk-4-4-3\"") { w in .game(name: w("mnk-4-4-3", 6)) },
        FormCase("board \"XX./OO./...\"") { w in .boardLine(w("XX./OO./...", 7)) },
        FormCase("board \"XX.OO....\" # row-major") { w in .boardLine(w("XX.OO....", 7)) },
        FormCase("board 4 x 5") { w in .ruleKey(name: w("board", 1), arguments: [w("4", 7), w("5", 11)], rows: []) },
        FormCase("board 4X5") { w in .ruleKey(name: w("board", 1), arguments: [w("4", 7), w("5", 9)], rows: []) },
        FormCase("board 10x12") { w in .ruleKey(name: w("board", 1), arguments: [w("10", 7), w("12", 10)], rows: []) },
        FormCase("to-move X") { w in .toMove(.x, w("X", 9)) },
        FormCase("to-move o") { w in .toMove(.o, w("o", 9)) },
        FormCase("to-move *") { w in .toMove(.x, w("*", 9)) },
        FormCase("moves") { _ in .moves([]) },
        FormCase("moves a1 b2  c3") { w in .moves([w("a1", 7), w("b2", 10), w("c3", 14)]) },
        FormCase("moves 4453") { w in .moves([w("4453", 7)]) },
        FormCase("play b2") { w in .play(w("b2", 6)) },
        FormCase("play d2-d4-f4") { w in .play(w("d2-d4-f4", 6)) },
        FormCase("undo") { _ in .undo },
        FormCase("redo") { _ in .redo },
        FormCase("show") { _ in .show },
        FormCase("legal") { _ in .legal },
        FormCase("solve") { _ in .solve(fewestMoves: false) },
        FormCase("solve --fewest-moves") { _ in .solve(fewestMoves: true) },
        FormCase("best") { _ in .best },
        FormCase("pv") { _ in .pv },
        FormCase("values") { _ in .values },
        FormCase("forks") { _ in .forks },
        FormCase("count") { _ in .count(values: false) },
        FormCase("count --values") { _ in .count(values: true) },
        FormCase("count --values --split 4") { _ in .count(values: true, split: 4) },
        FormCase("quit") { _ in .quit },
        FormCase("exit") { _ in .quit },
        FormCase("solve # and nothing else") { _ in .solve(fewestMoves: false) },
        FormCase("help") { _ in .help(topic: nil) },
        FormCase("help play") { w in .help(topic: w("play", 6)) },
        FormCase("help \"to-move\"") { w in .help(topic: w("to-move", 6)) },
        FormCase("load \"variants.rules\"") { w in .load(path: w("variants.rules", 6)) },
        FormCase("load variants.rules") { w in .load(path: w("variants.rules", 6)) },
        FormCase("rules") { _ in .rules(name: nil) },
        FormCase("rules \"connect4-8x7\"") { w in .rules(name: w("connect4-8x7", 7)) },
        FormCase("rules mine") { w in .rules(name: w("mine", 7)) },
        FormCase("family line") { w in .ruleKey(name: w("family", 1), arguments: [w("line", 8)], rows: []) },
        FormCase("extends tictactoe") { w in .ruleKey(name: w("extends", 1), arguments: [w("tictactoe", 9)], rows: []) },
        FormCase("line 4") { w in .ruleKey(name: w("line", 1), arguments: [w("4", 6)], rows: []) },
        FormCase("misere") { w in .ruleKey(name: w("misere", 1), arguments: [], rows: []) },
        FormCase("first O") { w in .ruleKey(name: w("first", 1), arguments: [w("O", 7)], rows: []) },
        FormCase("gravity") { w in .ruleKey(name: w("gravity", 1), arguments: [], rows: []) },
        FormCase("directions 6") { w in .ruleKey(name: w("directions", 1), arguments: [w("6", 12)], rows: []) },
        FormCase("start full except a1") { w in
            .ruleKey(name: w("start", 1), arguments: [w("full", 7), w("except", 12), w("a1", 19)], rows: [])
        },
        FormCase("goal one-peg") { w in .ruleKey(name: w("goal", 1), arguments: [w("one-peg", 6)], rows: []) },
        FormCase("shape english") { w in .ruleKey(name: w("shape", 1), arguments: [w("english", 7)], rows: []) },
        FormCase("title \"Connect Four\"") { w in .ruleKey(name: w("title", 1), arguments: [w("Connect Four", 7)], rows: []) },
        FormCase("expect value win") { _ in .expect(.value(.win, remoteness: nil)) },
        FormCase("expect value loss in 4") { _ in .expect(.value(.loss, remoteness: 4)) },
        FormCase("expect value draw in 0") { _ in .expect(.value(.draw, remoteness: 0)) },
        FormCase("expect best b1 a2") { w in .expect(.best([w("b1", 13), w("a2", 16)])) },
        FormCase("expect legal d3 c4 f5 e6") { w in .expect(.legal([w("d3", 14), w("c4", 17), w("f5", 20), w("e6", 23)])) },
        FormCase("expect legal") { _ in .expect(.legal([])) },
        FormCase("expect illegal e3") { w in .expect(.illegal(w("e3", 16))) },
        FormCase("expect fork b3") { w in .expect(.fork(w("b3", 13))) },
    ]

    @Test(arguments: forms)
    func parse_statement_givesKindWithExactColumns(_ form: FormCase) throws {
        let result = parse(form.line)
        #expect(result.diagnostics.map(\.rendered) == [])
        let statement = try #require(result.statements.first)
        #expect(result.statements.count == 1)
        #expect(statement.kind == form.expected)
        #expect(statement.keyword.text == form.line.split(separator: " ").first.map(String.init))
        #expect(statement.location == SourceLocation(file: "<input>", line: 1, column: 1))
        #expect(statement.keyword.lineText == form.line)
    }

    @Test func parse_indentedStatement_keywordHasItsColumn() throws {
        let statement = try #require(parse("    play c3").statements.first)
        let w = Words(line: "    play c3")
        #expect(statement.keyword == w("play", 5))
        #expect(statement.kind == .play(w("c3", 10)))
    }

    @Test func parse_severalLines_numbersLinesAndKeepsFile() throws {
        let text = "# a puzzle\n\ngame tictactoe\n   \nmoves a1\r\nsolve\n"
        let result = Parser.parse(text, file: "p.pos", rules: testRules)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(\.location.line) == [3, 5, 6])
        #expect(result.statements.map(\.location.file) == ["p.pos", "p.pos", "p.pos"])
        let moves = Words(line: "moves a1", number: 5, file: "p.pos")
        #expect(result.statements[1].kind == .moves([moves("a1", 7)]))
    }

    @Test func parse_firstLine_offsetsLineNumbers() {
        let result = Parser.parse("show\nsolve", file: "<input>", firstLine: 12, rules: testRules)
        #expect(result.statements.map(\.location.line) == [12, 13])
    }

    @Test func parse_emptyText_givesNothing() {
        let result = parse("")
        #expect(result.statements.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func keywords_includeStatementsRuleKeysAndExit() {
        let keywords = Parser.keywords(testRules)
        #expect(keywords.isSuperset(of: testRules.order))
        #expect(keywords.isSuperset(of: ["board", "position", "exit", "quit", "expect", "to-move"]))
    }

    /// Every accepted keyword parses as a statement (never as "unknown statement").
    @Test(arguments: Parser.keywords(testRules).sorted())
    func parse_everyKeyword_isKnown(_ keyword: String) {
        let errors = renderedErrors(keyword)
        #expect(!errors.contains { $0.contains("unknown statement") })
    }
}
