import Boards
import Testing

@testable import Language

/// Rows of a diagram as `text@line:column`, for compact comparisons.
private func rowsOf(_ statement: Statement?) -> [String] {
    switch statement?.kind {
    case .boardDiagram(let rows)?, .ruleKey(_, _, let rows)?:
        rows.map { "\($0.text)@\($0.location.line):\($0.location.column)" }
    default: []
    }
}

struct ParserDiagramTests {
    @Test func parse_boardDiagram_rowsWithoutIndentOrComment() throws {
        let text = "board\n  X . .\n  . O .   # the centre\n  . . X\nto-move O\n"
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.count == 2)
        #expect(rowsOf(result.statements.first) == ["X . .@2:3", ". O .@3:3", ". . X@4:3"])
        let row = try #require({ () -> Word? in
            if case .boardDiagram(let rows)? = result.statements.first?.kind { return rows.dropFirst().first }
            return nil
        }())
        #expect(row.lineText == "  . O .   # the centre")
        #expect(result.statements.last?.kind == .toMove(.o, Words(line: "to-move O", number: 5)("O", 9)))
    }

    @Test func parse_boardDiagram_cellsWithoutBlanks() {
        #expect(rowsOf(parse("board\n XX.\n OO.\n ...").statements.first) == ["XX.@2:2", "OO.@3:2", "...@4:2"])
    }

    @Test func parse_boardDiagram_blankLineEndsIt() {
        let result = parse("board\n  X . .\n\n  . O .")
        #expect(rowsOf(result.statements.first) == ["X . .@2:3"])
        // The line after the blank is a statement again, and not a known one.
        #expect(result.diagnostics.map(\.location.line) == [4])
        #expect(result.diagnostics.first?.message.hasPrefix("unknown statement '.'") == true)
    }

    @Test func parse_boardDiagram_whitespaceOnlyLineEndsIt() {
        #expect(rowsOf(parse("board\n  X . .\n    \n").statements.first) == ["X . .@2:3"])
    }

    @Test func parse_boardDiagram_lineNotMoreIndentedEndsIt() {
        let result = parse("  board\n    X.\n    .O\n  solve\nshow")
        #expect(result.diagnostics.isEmpty)
        #expect(rowsOf(result.statements.first) == ["X.@2:5", ".O@3:5"])
        #expect(result.statements.map(\.kind).dropFirst() == [.solve(fewestMoves: false), .show])
    }

    @Test func parse_boardDiagram_indentedCommentLineIsSkipped() {
        let result = parse("board # diagram\n  # top row next\n  X . .\n  . . .   \n")
        #expect(result.diagnostics.isEmpty)
        #expect(rowsOf(result.statements.first) == ["X . .@3:3", ". . .@4:3"])
    }

    @Test func parse_boardDiagram_tabsIndentAndCountOneColumn() {
        #expect(rowsOf(parse("board\n\tX . .\n\t. . .").statements.first) == ["X . .@2:2", ". . .@3:2"])
    }

    @Test func parse_boardDiagram_crlfLines() {
        let result = parse("board\r\n  X.\r\n  .O\r\nsolve\r\n")
        #expect(rowsOf(result.statements.first) == ["X.@2:3", ".O@3:3"])
        #expect(result.statements.last?.kind == .solve(fewestMoves: false))
    }

    @Test func parse_boardDiagram_rowsAreNotLexed() {
        // A quote or a keyword in a row is the row's business, not the lexer's.
        #expect(rowsOf(parse("board\n  \"X .\n  solve").statements.first) == ["\"X .@2:3", "solve@3:3"])
    }

    @Test func parse_bareBoardWithoutRows_errorsThenGoesOn() {
        let result = parse("board\nsolve")
        #expect(result.diagnostics.map(\.rendered) == [
            "<input>:1:7: error: expected indented board rows after 'board'\nboard\n      ^"
        ])
        #expect(result.statements.map(\.kind) == [.solve(fewestMoves: false)])
    }

    @Test func parse_shapeDiagram_keepsInnerBlanksAndColumns() throws {
        let text = "rules \"triangle-5\"\nshape\n        o\n       o o\n      o o o   # base\ngoal one-peg"
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.count == 3)
        let shape = try #require(result.statements.dropFirst().first)
        #expect(rowsOf(shape) == ["o@3:9", "o o@4:8", "o o o@5:7"])
        guard case .ruleKey(let name, let arguments, _) = shape.kind else {
            Issue.record("shape should be a rule key")
            return
        }
        #expect(name.text == "shape")
        #expect(arguments.isEmpty)
    }

    @Test(arguments: ["target", "start"])
    func parse_bareDiagramKey_takesRows(_ key: String) {
        #expect(rowsOf(parse("\(key)\n  . o .\n  o o o").statements.first) == [". o .@2:3", "o o o@3:3"])
    }

    @Test func parse_ruleKeyWithArguments_takesNoRows() {
        let result = parse("start full\n  o o o")
        #expect(rowsOf(result.statements.first) == [])
        #expect(result.diagnostics.count == 1)
    }

    @Test func parse_shapeRowsWrittenFlush_areTheShapesRows_upToAStatement() {
        // Rows at the start of the line, as a newcomer writes them: one shape, no error.
        let text = "rules \"square\"\nfamily jump\nshape\no o o o\no o o o\n# a comment between rows\no o o o\no o o o\n"
            + "start full except d3\ngoal one-peg"
        let result = parse(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.rendered))")
        #expect(result.statements.map(\.keyword.text) == ["rules", "family", "shape", "start", "goal"])
        #expect(rowsOf(result.statements.dropFirst(2).first) == ["o o o o@4:1", "o o o o@5:1", "o o o o@7:1", "o o o o@8:1"])
    }

    @Test func parse_diagramRowsMixingIndentedAndFlush_keepTheirColumns() {
        let result = parse("shape\n  o\n o o\no o o\ndirections 6")
        #expect(result.diagnostics.isEmpty)
        #expect(rowsOf(result.statements.first) == ["o@2:3", "o o@3:2", "o o o@4:1"])
    }

    @Test func parse_flushLineThatIsAStatementOrAMisspeltOne_endsTheDiagram() {
        let result = parse("board\nX . .\nslove\nshow")
        #expect(rowsOf(result.statements.first) == ["X . .@2:1"])
        #expect(result.diagnostics.map(\.location.line) == [3])
        #expect(result.diagnostics.first?.message.contains("did you mean 'solve'") == true)
        #expect(result.statements.last?.kind == .show)
    }

    @Test func parse_diagramAtEndOfText_noTrailingNewline() {
        #expect(rowsOf(parse("board\n  X . .").statements.first) == ["X . .@2:3"])
    }

    static let opening: [(String, Bool)] = [
        ("board", true), ("  board   # rows follow", true), ("shape", true), ("target", true), ("start", true),
        ("board 3 x 3", false), ("board \"X../...\"", false), ("solve", false), ("", false),
        ("start full", false), ("board \"unclosed", false), ("misere", false), ("# board", false),
    ]

    @Test(arguments: opening)
    func opensDiagram_line_saysWhetherRowsFollow(_ line: String, _ opens: Bool) {
        #expect(Parser.opensDiagram(line, rules: testRules) == opens)
    }
}
