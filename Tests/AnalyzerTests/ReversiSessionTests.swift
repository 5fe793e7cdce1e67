import Testing
@testable import Analyzer

/// Reversi through the session: one-line boards, the endgame solver's answers, refusals.
@Suite struct ReversiSessionTests {
    /// Five cells empty; X to move wins by 18 with c1 or h8.
    static let late = """
        position "late"
        game reversi
        board "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXXOOOOOOXX-OOOOOOXOOOOOOO-"
        to-move X
        """

    @Test func solveBatch_reversiPosition_givesTheScoreBestMovesAndAFullLine() throws {
        var found: [BatchRecord] = []
        makeSession().solveBatch(Self.late, file: "late.analyze") { found.append($0) }
        let report = try #require(found.first?.report)
        #expect(report.value.score == 18)
        #expect(report.value.outcome == .win)
        #expect(report.best == ["c1", "h8"])
        #expect(report.principalVariation.map(\.move) == ["c1", "b1", "a2", "pass", "h8", "pass", "a7"])
        #expect(report.value.remoteness == report.principalVariation.count)
        let json = try #require(found.first?.json.text)
        #expect(json.contains(#""score":18"#))
        #expect(json.contains(#""best":["c1","h8"]"#))
    }

    @Test func solve_tooManyEmptyCells_isRefusedAndTheSessionGoesOn() {
        let session = makeSession()
        #expect(session.errors("game reversi\nsolve") == [
            "<input>:2:1: error: search stopped: 60 empty cells are too many to solve exactly (at most 36, unless "
                + "the game ends within 1,000,000 nodes); "
                + "the session is unchanged\nsolve\n^"
        ])
        #expect(session.output("legal") == ["legal: d3 c4 f5 e6"])
    }

    @Test func boardLine_wrongLength_pointsAtTheBoard() {
        let session = makeSession()
        #expect(session.errors("game reversi\nboard \"OX-\"") == [
            "<input>:2:8: error: a board on one line needs 64 cells (or 8 rows separated by /), found 3\nboard \"OX-\"\n       ^"
        ])
        let long = String(repeating: "O", count: 65)
        #expect(session.errors("board \"\(long)\"").first?.contains("found 65\nboard \"\(long)\"\n" + String(repeating: " ", count: 71) + "^") == true)
    }

    @Test func moves_aRecordWithAPass_replaysIt() {
        let session = makeSession()
        _ = session.output("game reversi-4x4\nboard \"OX..............\"")
        #expect(session.output("moves pass c1\nlegal") == ["legal: (none)"])
        #expect(session.errors("moves c1").first?.contains("must pass") == true)
    }
}
