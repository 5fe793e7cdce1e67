import Foundation
import Testing

@testable import Analyzer

/// The `nimber` statement in a session: its answer for a position of Cram, its errors for games
/// that are not impartial, and the start's nimber in a census.
@Suite struct NimberSessionTests {
    static let cram = CensusTests.root.appendingPathComponent("puzzles/games/cram-4x4.rules").path

    @Test func aCramPosition_splitsIntoRegions_andNamesTheWinningMoves() throws {
        let session = makeSession()
        let lines = session.output("load \"\(Self.cram)\"\ngame cram-4x4\nmoves b1-b2 b3-b4 c2-c3\nnimber")
        let answer = try #require(lines.last).split(separator: "\n").map(String.init)
        #expect(Array(answer.prefix(5)) == [
            "nimber 1: O wins (cram-4x4)",
            "2 regions of empty cells, added by exclusive or:",
            "  nimber 3  6 cells: c1 d1 d2 d3 c4 d4",
            "  nimber 2  4 cells: a1 a2 a3 a4",
            "winning moves: c1-d1 c4-d4",
        ])
        #expect(answer.count == 6 && answer[5].hasPrefix("5 regions valued, table at most 72 KiB (18 bytes a slot), in "))
        // The solver agrees: O wins, by the same two moves.
        #expect(session.output("best").last == "best: c1-d1 c4-d4")
    }

    @Test func theEndOfAGame_andALostPosition_haveNoWinningMoves() throws {
        let session = makeSession()
        _ = session.output("load \"\(Self.cram)\"\ngame cram-4x4")
        #expect(session.output("nimber").last?.hasPrefix("nimber 0: X loses (cram-4x4)\n1 region of empty cells") == true)
        let over = session.output("moves a1-a2 b1-b2 c1-c2 d1-d2 a3-a4 b3-b4 c3-c4 d3-d4\nnimber").last ?? ""
        #expect(over.hasPrefix("nimber 0: X loses (cram-4x4)\nno move is left\n0 regions valued"), "\(over)")
    }

    @Test func gamesThatAreNotImpartial_getAnErrorThatSaysWhy() {
        let session = makeSession()
        #expect(session.errors("game domineering-5x5\nnimber") == [
            "<input>:2:1: error: nimber: domineering-5x5 is not an impartial game: 'move polyomino x/x by X' is not the same "
                + "for both players, or takes pieces or has a second part\nnimber\n^",
        ])
        #expect(session.errors("game tictactoe\nnimber") == [
            "<input>:2:1: error: nimber: a nimber is for impartial games, where both players have the same moves; "
                + "tictactoe is not one\nnimber\n^",
        ])
        #expect(session.errors("game peg-english\nnimber").first?.contains("a puzzle has one player") == true)
    }

    @Test func aCensusOfAnImpartialGame_givesTheStartsNimber() {
        let session = makeSession()
        let census = session.output("load \"\(Self.cram)\"\ngame cram-4x4\ncount --values").last ?? ""
        #expect(census.contains("\nthe start's nimber 0 (an impartial game: see nimber)\n"), "\(census)")
        #expect(session.output("game hexapawn\ncount --values").last?.contains("nimber") == false)
    }
}
