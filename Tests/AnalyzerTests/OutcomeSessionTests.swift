import Foundation
import Testing

@testable import Analyzer

/// The `outcome` statement in a session: a win with its move, a loss, a draw (two searches), a
/// game whose positions repeat and a puzzle refused, and a node limit that stops it with an
/// error, the session going on.
@Suite struct OutcomeSessionTests {
    @Test func aWin_namesAWinningMove_thatTheSolverAgreesWith() throws {
        let session = makeSession()
        let answer = try #require(session.output("game hex-3x3\noutcome").last).split(separator: "\n").map(String.init)
        #expect(answer.first == "X wins (hex-3x3), exact by proof-number search; solve gives the remoteness")
        let move = try #require(answer.dropFirst().first)
        #expect(move.hasPrefix("a winning move: "))
        #expect(answer.last?.contains(" positions expanded in 1 search, table of ") == true)
        let after = session.output("play \(move.dropFirst("a winning move: ".count))\nsolve").last ?? ""
        #expect(after.contains("value       loss"), "\(after)")
    }

    @Test func aLoss_andADraw() {
        let session = makeSession()
        #expect(session.output("game domineering-5x5\noutcome").last?.hasPrefix(
            "X loses (domineering-5x5), exact by proof-number search; solve gives the remoteness\n") == true)
        let draw = session.output("game tictactoe\noutcome").last ?? ""
        #expect(draw.hasPrefix("a draw: neither side can force a win (tictactoe), exact by proof-number search"), "\(draw)")
        #expect(draw.contains(" positions expanded in 2 searches, "), "\(draw)")
    }

    @Test func aGameWhosePositionsRepeat_isRefused() {
        let session = makeSession()
        let path = CensusTests.root.appendingPathComponent("puzzles/games/alquerque-3x3.rules").path
        #expect(session.errors("load \"\(path)\"\ngame alquerque-3x3\noutcome") == [
            "<input>:3:1: error: outcome: positions of alquerque-3x3 can repeat, which proof-number search cannot follow; "
                + "solve values them by retrograde analysis\noutcome\n^",
        ])
    }

    @Test func aPuzzle_andALimit_giveErrors() {
        let session = makeSession()
        #expect(session.errors("game peg-english\noutcome") == [
            "<input>:2:1: error: outcome: outcome is for two-player games; a puzzle's goal is reached or not: see solve\noutcome\n^",
        ])
        #expect(session.errors("game domineering-5x5\noutcome").isEmpty)
        let limited = makeSession(nodeLimit: 50)
        #expect(limited.errors("game domineering-5x5\noutcome") == ["<input>:2:1: error: outcome: node limit of 50 reached\noutcome\n^"])
        #expect(limited.output("show").last?.isEmpty == false)
    }
}
