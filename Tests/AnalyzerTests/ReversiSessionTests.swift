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

    /// Beyond the exact solver's reach every answer is an estimate and says so: the value line,
    /// `best`, `pv`, `values`, the JSON record and the engine; none reads as proven.
    @Test func beyondExactReach_everyAnswerIsAnEstimate_saidAsOne() throws {
        let session = makeSession(nodeLimit: 200_000)
        let solved = session.output("game reversi\nsolve").flatMap { $0.split(separator: "\n").map(String.init) }
        #expect(solved.first?.hasPrefix("estimate ") == true && solved.first?.contains(" for X (depth ") == true)
        #expect(solved.contains { $0.hasPrefix("  value       estimate ") && $0.hasSuffix(", not exact)") })
        #expect(!solved.contains { $0.hasPrefix("  score") })
        let best = try #require(session.output("best").first)
        #expect(best.hasPrefix("best (by an estimate: depth ") && ["d3", "c4", "f5", "e6"].contains { best.hasSuffix($0) })
        #expect(session.output("pv").first?.hasSuffix("not exact)") == true)
        let values = session.output("values").flatMap { $0.split(separator: "\n").map(String.init) }
        #expect(values.count == 4 && values.allSatisfy { $0.contains("estimate") && $0.contains("not exact") })

        let report = try session.solveKept(allMoves: false)
        let depth = try #require(report.estimateDepth)
        #expect(depth >= 4 && report.principalVariation.count <= depth + 1)
        let record = BatchRecord(name: "start", file: "<input>", line: 1, report: report, error: nil)
        let json = record.json.text
        #expect(json.contains(#""value":"estimate","exact":false,"estimate":"#) && json.contains(#""depth":\#(depth)"#))
        #expect(!json.contains("remoteness") && !json.contains(#""score""#))

        let engine = session.output("engine X").flatMap { $0.split(separator: "\n").map(String.init) }
        #expect(engine.first?.hasPrefix("X plays ") == true && engine.first?.hasSuffix(", not exact)") == true
            && engine.first?.contains(": estimate ") == true)
        #expect(session.history.count == 1)
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
