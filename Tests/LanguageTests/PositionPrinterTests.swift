import Boards
import Testing

@testable import Language

private let cornerFork: [[Character]] = [["X", ".", "."], [".", "O", "."], [".", ".", "X"]]

/// What a printed position reads back as.
private struct ReadBack: Equatable {
    var name: String?
    var game: String?
    var cells: [[Character]] = []
    var toMove: Player?
}

private func readBack(_ text: String) -> ReadBack {
    let result = parse(text)
    #expect(result.diagnostics.map(\.rendered) == [])
    var back = ReadBack()
    for statement in result.statements {
        switch statement.kind {
        case .position(let name): back.name = name.text
        case .game(let name): back.game = name.text
        case .boardDiagram(let rows): back.cells = rows.map { Array($0.text.filter { $0 != " " }) }
        case .boardLine(let line): back.cells = line.text.split(separator: "/", omittingEmptySubsequences: false).map(Array.init)
        case .toMove(let player, _): back.toMove = player
        default: Issue.record("unexpected statement \(statement.kind)")
        }
    }
    return back
}

struct PositionPrinterTests {
    @Test func render_namedPosition_givesDiagramText() {
        let text = PositionPrinter.render(name: "corner fork", game: "tictactoe", cells: cornerFork, toMove: .o)
        #expect(text == """
            position "corner fork"
            game tictactoe
            board
              X . .
              . O .
              . . X
            to-move O
            """)
    }

    @Test func render_noName_omitsPositionLine() {
        let text = PositionPrinter.render(name: nil, game: "mnk-4-4-3", cells: [["X", "."]], toMove: .x)
        #expect(text == "game mnk-4-4-3\nboard\n  X .\nto-move X")
    }

    @Test func render_nameWithQuotesAndBackslashes_isEscaped() {
        let text = PositionPrinter.render(name: #"say "hi" \o/"#, game: "tictactoe", cells: cornerFork, toMove: .x)
        #expect(text.hasPrefix(#"position "say \"hi\" \\o/""# + "\n"))
    }

    @Test func renderLine_rows_joinedWithSlashes() {
        #expect(PositionPrinter.renderLine(cells: cornerFork) == "X../.O./..X")
        #expect(PositionPrinter.renderLine(cells: []) == "")
    }

    struct Printed: Sendable, CustomTestStringConvertible {
        let name: String?
        let game: String
        let cells: [[Character]]
        let toMove: Player
        var testDescription: String { "\(name ?? "<no name>") / \(game)" }
    }

    static let positions: [Printed] = [
        Printed(name: "corner fork", game: "tictactoe", cells: cornerFork, toMove: .o),
        Printed(name: nil, game: "tictactoe", cells: Array(repeating: [".", ".", "."], count: 3), toMove: .x),
        Printed(
            name: #"odd "name" \ here # not a comment"#, game: "mnk-4-4-3",
            cells: Array(repeating: ["X", "O", ".", "."], count: 4), toMove: .x),
        Printed(name: "wide", game: "my game", cells: [["X", "O", "X", "O", "."]], toMove: .o),
    ]

    @Test(arguments: positions)
    func render_thenParse_givesSamePosition(_ p: Printed) {
        let text = PositionPrinter.render(name: p.name, game: p.game, cells: p.cells, toMove: p.toMove)
        #expect(readBack(text) == ReadBack(name: p.name, game: p.game, cells: p.cells, toMove: p.toMove))
    }

    @Test(arguments: positions)
    func renderLine_thenParse_givesSameCells(_ p: Printed) {
        let line = "board \"\(PositionPrinter.renderLine(cells: p.cells))\""
        #expect(readBack(line).cells == p.cells)
    }
}
