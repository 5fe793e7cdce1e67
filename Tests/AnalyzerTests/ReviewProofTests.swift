import Boards
import Foundation
import Language
import Testing

@testable import Analyzer

/// `review` marks the moves that change the value; `proof` lays out a forced win.
@Suite struct ReviewProofTests {
    @Test func review_marksTheEdgeAnswerToACorner_asThrowingTheDrawAway() {
        let session = makeSession()
        let out = session.output("game tictactoe\nmoves a1 b1\nreview")

        #expect(out == ["""
            review of 2 moves (tictactoe), values for the side that moved:
                1. X a1  draw in 9 -> draw in 9
                2. O b1  draw in 8 -> loss in 6  MISTAKE: throws the draw away: a loss now; best b2
            1 mistake: 2. O b1
            """])
        #expect(session.history == ["a1", "b1"])
    }

    @Test func review_ofAnEngineGame_findsNoMistakes() {
        let session = makeSession()
        session.output("game connect4-4x4\nengine both")
        let out = session.output("review")
        #expect(out.last?.hasSuffix("no mistakes\nA draw.") == true)
        #expect(session.history.count == 16)
    }

    @Test func review_ofReversi_keepsEveryBestMove_andMarksEveryMoveThatLosesDiscs() throws {
        let session = makeSession()
        // Each side plays its first legal move: some lose discs of the margin.
        session.output("game reversi-4x4")
        while session.play.result == nil, let move = session.play.legalMoves().first {
            session.output("play \(move)")
        }
        let report = try session.review(Word("review", at: SourceLocation(file: "t", line: 1, column: 1), line: "review"))
        #expect(report.entries.count == session.history.count)
        for entry in report.entries {
            // Nothing beats the best move: the value after is never better than before.
            let scoreAfter: Int = entry.after?.score ?? 0
            let scoreBefore: Int = entry.before?.score ?? 0
            #expect(scoreAfter <= scoreBefore)
            let lostDiscs: Bool = (entry.after?.score ?? 0) < (entry.before?.score ?? 0)
            let lostOutcome: Bool = (entry.after?.outcome.rawValue ?? 0) < (entry.before?.outcome.rawValue ?? 0)
            let worse = lostDiscs || lostOutcome
            #expect((entry.mistake != nil) == worse, "move \(entry.number) \(entry.move)")
            #expect(entry.best.contains(entry.move) == !worse, "move \(entry.number) \(entry.move)")
        }
        #expect(!report.mistakes.isEmpty)
        #expect(report.mistakes.allSatisfy { $0.mistake?.hasPrefix("gives away") == true || $0.mistake?.hasPrefix("throws") == true })
    }

    @Test func reviewJSON_hasTheDocumentedKeys() {
        let session = makeSession()
        let out = session.output("game tictactoe\nmoves a1 b1\nreview --json")
        #expect(out == [#"{"game":"tictactoe","moves":[{"number":1,"player":"X","move":"a1","before":{"value":"draw","remoteness":9},"after":{"value":"draw","remoteness":9},"best":["a1","b1","c1","a2","b2","c2","a3","b3","c3"]},{"number":2,"player":"O","move":"b1","before":{"value":"draw","remoteness":8},"after":{"value":"loss","remoteness":6},"best":["b2"],"mistake":"throws the draw away: a loss now"}],"mistakes":1,"ending":null}"#])
    }

    @Test func review_ofAPuzzle_marksTheJumpAfterWhichTheGoalIsLost() {
        let session = makeSession()
        // After a3-a1 and c5-a3 every jump but c3-c5 keeps the goal (one peg) reachable.
        session.output("game peg-triangle\nmoves a3-a1 c5-a3")
        #expect(session.output("best") == ["best: b2-b4 a4-a2 d4-b4 a5-c5 e5-c5"])
        let out = session.output("play c3-c5\nreview")
        #expect(out == ["""
            review of 3 moves (peg-triangle), values for the side that moved:
                1. a3-a1  solvable -> solvable
                2. c5-a3  solvable -> solvable
                3. c3-c5  solvable -> unsolvable  MISTAKE: the goal can no longer be reached; best b2-b4 a4-a2 d4-b4 a5-c5 e5-c5
            1 mistake: 3. c3-c5
            """])
    }

    @Test func reviewAndProof_leaveTheMovesAndTheRedoListAsTheyWere() {
        let session = makeSession()
        session.output("game tictactoe\nmoves a1 b1 a2 c3\nundo\nundo")
        session.output("review\nproof")
        #expect(session.history == ["a1", "b1"])
        #expect(session.errors("redo\nredo") == [])
        #expect(session.history == ["a1", "b1", "a2", "c3"])
    }

    @Test func review_withNoMoves_isAnError() {
        #expect(makeSession().errors("review") == [
            "<input>:1:1: error: no moves to review: play some first (play, moves)\nreview\n^"
        ])
    }

    @Test func proof_ofACornerAgainstAnEdge_isTheWholeTree() {
        let session = makeSession()
        let out = session.output("game tictactoe\nmoves a1 b1\nproof")
        let lines = out.joined(separator: "\n").split(separator: "\n").map(String.init)

        #expect(lines.first == "proof: X wins in 5 (tictactoe): one winning move for X at each turn, every defence of O")
        #expect(lines.count == 22)
        // X's one move, then every reply of O's six at depth 1.
        #expect(lines[1] == " 1  X a2")
        #expect(lines.filter { $0.hasPrefix("    O", after: 2) }.count == 6)
        // Every branch ends with a win for X: a line with none deeper under it ends with "wins".
        let tree = Array(lines.dropFirst())
        func depth(_ line: String) -> Int { line.dropFirst(4).prefix { $0 == " " }.count }
        for (index, line) in tree.enumerated() where index + 1 == tree.count || depth(tree[index + 1]) <= depth(line) {
            #expect(line.hasSuffix("X a3 wins") || line.hasSuffix("X c2 wins") || line.hasSuffix("X c3 wins"), "\(line)")
        }
        #expect(lines[9] == " 9      X b2 (fork)")
        #expect(lines[13] == "13          X c3 wins")
        #expect(session.history == ["a1", "b1"])
    }

    @Test func proof_refersToATranspositionByItsLine_andStopsAtTheDepth() {
        let session = makeSession()
        let out = session.output("game reversi-4x4\nproof 4").joined(separator: "\n")
        #expect(out.contains("11      X b1 = line 3 (transposition)"))
        #expect(out.contains(" 4        O c1 ... O wins in 6"))
        #expect(out.hasPrefix("proof: O wins in 10 (reversi-4x4): one winning move for O at each turn, every defence of X to depth 4"))
    }

    @Test func proof_ofADraw_orAPuzzle() {
        let session = makeSession()
        #expect(session.output("game tictactoe\nproof") == ["proof: no forced win: draw in 9 (tictactoe); neither side can force a win"])
        #expect(session.errors("game peg-triangle\nproof") == [
            "<input>:2:1: error: a puzzle has no opponent, so no proof tree: solve shows a solution\nproof\n^"
        ])
    }
}

extension String {
    /// True when the string, after `offset` characters, starts with `prefix`.
    func hasPrefix(_ prefix: String, after offset: Int) -> Bool {
        dropFirst(offset).hasPrefix(prefix)
    }
}
