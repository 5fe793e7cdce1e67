import Boards
import Testing
@testable import Games

@Suite struct LineRulesTests {
    let ttt = lineGame(3, 3, 3)

    @Test(arguments: [
        ("row along the top edge", "XXX/OO./..."),
        ("row along the bottom edge", "OO./.../XXX"),
        ("column on the left edge", "XO./XO./X.."),
        ("column on the right edge", "O.X/O.X/..X"),
        ("down-right diagonal", "XO./OX./..X"),
        ("up-right diagonal", "O.X/OX./X.."),
    ])
    func line_eachDirectionAndEdge_endsTheGameForTheMaker(name: String, board: String) {
        let position = linePosition(ttt, board)
        #expect(position.mover == .o, "\(name)")
        #expect(ttt.result(position) == .loss, "\(name): O to move has lost")
        #expect(ttt.legalMoves(position).isEmpty, "\(name): no moves after a line")
    }

    @Test func fullBoard_withNoLine_isADraw() {
        let position = linePosition(ttt, "XOX/XOO/OXX")
        #expect(ttt.result(position) == .draw)
        #expect(ttt.legalMoves(position).isEmpty)
    }

    @Test func lineMadeOnTheLastMove_isAWinNotADraw() {
        // X fills the board with b3, completing column b: a line, not a full-board draw.
        let last = linePosition(ttt, "OXO/OXX/X.O")
        let end = ttt.play(LineMove(bit: ttt.bit(column: 1, row: 2)), in: last)
        #expect(end.occupied == ttt.boardMask)
        #expect(ttt.result(end) == .loss)
    }

    @Test func misere_makingALine_losesForTheMaker() {
        let misere = lineGame(3, 3, 3, misere: true)
        let position = linePosition(misere, "XXX/OO./...")
        #expect(misere.result(position) == .win, "O to move wins: X made the line")
    }

    @Test func misere_everyEmptyCellPoisoned_losesInOne() {
        let misere = lineGame(3, 3, 3, misere: true)
        // X to move; the only empty cells each complete a line of X.
        let position = linePosition(misere, "XOX/OXO/OX.")
        guard case .resolved(.loss, 1) = misere.tactic(position, afterSearchedMove: false) else {
            Issue.record("expected a loss in one, got \(misere.tactic(position, afterSearchedMove: false))")
            return
        }
    }

    @Test func oneOpposingThreat_forcesTheBlock() {
        // O to move; X threatens c1.
        let position = linePosition(ttt, "XX./O../...")
        guard case .forced(let move) = ttt.tactic(position, afterSearchedMove: false) else {
            Issue.record("expected a forced block")
            return
        }
        #expect(ttt.moveName(move) == "c1")
    }

    @Test func twoOpposingThreats_loseInTwo() {
        // O to move; X threatens c1 and a3 and O has no line to complete.
        let forked = linePosition(ttt, "XX./X.O/.O.")
        #expect(forked.mover == .o)
        guard case .resolved(.loss, 2) = ttt.tactic(forked, afterSearchedMove: false) else {
            Issue.record("expected a loss in two, got \(ttt.tactic(forked, afterSearchedMove: false))")
            return
        }
    }

    @Test func takenCell_isIllegal_andOffBoardIsIllegal_andNonsenseIsUnreadable() {
        let position = linePosition(ttt, "X../.../...")
        #expect(ttt.parseMove("a1", in: position) == .failure(MoveError(.illegal, "a1 is taken by X")))
        #expect(ttt.parseMove("d1", in: position)
            == .failure(MoveError(.illegal, "d1 is off the 3 x 3 board (columns a to c, rows 1 to 3)")))
        #expect(ttt.parseMove("zz", in: position) == .failure(MoveError(.unreadable, "expected a square such as b2, found 'zz'")))
        #expect(ttt.parseMove("B2", in: position).map { ttt.moveName($0) } == .success("b2"))
    }

    @Test func board_withImpossibleCounts_isRefused() {
        #expect(ttt.position(cells: [Array("XXX"), Array("..."), Array("...")])
            == .failure(BoardError("X has 3 stones and O 0; X moves first, so it has as many stones as O or one more")))
        #expect(ttt.position(cells: [Array("XXX"), Array("OOO"), Array("X..")])
            == .failure(BoardError("both X and O have a line of 3; play stops at the first")))
    }

    @Test func board_cellsRoundTrip() {
        let position = linePosition(ttt, "XO./.X./..O")
        #expect(ttt.position(cells: ttt.cells(position)) == .success(position))
    }

    @Test func ruleProblems_areRefusedWithAMessage() {
        #expect(LineRules(name: "big", width: 9, height: 9, lineLength: 5).problem
            == "the board 9 x 9 needs 90 bits (width x (height + 1)); the line family holds at most 64")
        #expect(LineRules(name: "long", width: 3, height: 3, lineLength: 4).problem
            == "a line of 4 does not fit on a 3 x 3 board")
        #expect(LineRules(name: "wide", width: 27, height: 1, lineLength: 2).problem
            == "a board at most 26 wide can be named with column letters; this one is 27 wide")
        // A height whose product with the width would overflow is refused before the product.
        #expect(LineRules(name: "tall", width: 2, height: .max, lineLength: 4).problem
            == "a board at most 63 high fits the line family's 64 bits; this one is \(Int.max) high")
    }
}
