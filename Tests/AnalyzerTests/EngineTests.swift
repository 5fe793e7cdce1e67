import Boards
import Testing

@testable import Analyzer

/// `engine`: the tool answers for a side with a best move, and says how the game ended.
@Suite struct EngineTests {
    /// The engine's answer (the value and the best moves, without a line of play; or the first best
    /// move alone) agrees with `solve` on random openings: Connect 4 on 5 x 4 and 6 x 5 (the
    /// dedicated solver), tic-tac-toe (the generic one), 4 x 4 Reversi.
    @Test(arguments: [("connect4-5x4", 8), ("connect4-6x5", 10), ("tictactoe", 6), ("reversi-4x4", 6)])
    func bestMoves_agreeWithSolve(game: String, plies: Int) throws {
        let session = makeSession()
        var random = SplitMix64(seed: 0xE4_61E5 &+ UInt64(plies))
        for _ in 0..<6 {
            #expect(session.errors("game \(game)").isEmpty)
            for _ in 0..<Int.random(in: 0...plies, using: &random) {
                guard let move = session.legalMoves.randomElement(using: &random) else { break }
                #expect(session.errors("play \(move)").isEmpty)
            }
            guard session.play.result == nil else { continue }
            let solved = try session.play.solve(limits: SearchLimitsForTests.none, allMoves: false)
            let all = try session.play.bestMoves(limits: SearchLimitsForTests.none, firstOnly: false)
            let first = try session.play.bestMoves(limits: SearchLimitsForTests.none, firstOnly: true)
            #expect(all.value == solved.value && first.value == solved.value, "\(game) \(session.history)")
            #expect(all.best == solved.best, "\(game) \(session.history)")
            #expect(first.best == Array(solved.best.prefix(1)), "\(game) \(session.history)")
        }
    }

    @Test func engineBoth_onTicTacToe_playsADrawToTheEnd() {
        let session = makeSession()
        let out = session.output("game tictactoe\nengine both")

        #expect(session.history.count == 9)
        #expect(session.play.result == .draw)
        #expect(out.last?.hasSuffix("A draw.") == true)
        #expect(out.last?.contains("X plays a1 (draw in 9)") == true)
    }

    @Test func engineBoth_onReversi4x4_endsWithTheSolvedMargin() throws {
        let session = makeSession()
        session.output("game reversi-4x4")
        let root = try #require(try? session.play.solve(limits: SearchLimitsForTests.none, allMoves: false))
        let out = session.output("engine both")

        // The known result of 4 x 4 Othello: the second player wins 11 to 3.
        #expect(root.value.score == -10)
        #expect(out.last?.hasSuffix("O has won, 11 discs to 3.") == true)
    }

    @Test func engineBoth_onConnectFour4x4_drawsAsTheSolutionSays() {
        let session = makeSession()
        let out = session.output("game connect4-4x4\nengine both")

        #expect(session.play.result == .draw)
        #expect(session.history.count == 16)
        #expect(out.last?.hasSuffix("A draw.") == true)
    }

    @Test func engineO_answersEachMove_andWinsWhenXBlunders() {
        let session = makeSession()
        let first = session.output("game tictactoe\nengine O")
        #expect(first == ["the engine plays O; X to move"])

        // After a corner the only drawing answer is the centre.
        let answer = session.output("play a1")
        #expect(answer.first?.hasPrefix("O plays b2 (draw in 8)") == true)
        // X's edge move loses: O forces a win and says so.
        session.output("play b1")
        #expect(session.play.history.suffix(1) == ["c1"])
        session.output("play a3")
        let end = session.output("play c3")
        #expect(session.play.result == .loss)
        #expect(end.last?.hasSuffix("O has won.") == true)
    }

    @Test func undo_withTheEngineOn_takesBackItsAnswerWithTheMove() {
        let session = makeSession()
        session.output("game tictactoe\nengine O\nplay a1")
        #expect(session.history == ["a1", "b2"])
        session.output("undo")
        #expect(session.history.isEmpty)
        session.output("engine off\nplay a1\nundo")
        #expect(session.history.isEmpty)
    }

    @Test func seed_picksAmongEqualMoves_theSameGameForTheSameSeed() {
        func game(_ seed: Int) -> [String] {
            let session = makeSession()
            session.output("game tictactoe\nengine both --seed \(seed)")
            #expect(session.play.result == .draw)
            return session.history
        }
        #expect(game(7) == game(7))
        #expect(Set((1...6).map(game)).count > 1)
        #expect(game(7).first != nil)
    }

    @Test func engineBoth_inAPuzzle_playsASolution_engineX_isRefused() {
        let session = makeSession()
        let out = session.output("game peg-triangle\nengine both")
        #expect(out.last?.hasSuffix("Solved: one peg left, anywhere.") == true)
        #expect(session.play.puzzleStatus?.hasPrefix("solved") == true)

        #expect(session.errors("engine X") == [
            "<input>:1:1: error: a puzzle has one player, no sides: engine both plays a solution from here\nengine X\n^"
        ])
    }

    @Test func engineThatCannotAnswer_saysWhy_andTheMoveStands() {
        // Without its book, Connect 4 after one move needs more than 1,000 nodes.
        let session = makeSession(nodeLimit: 1_000)
        session.output("game connect4\nbook off\nengine O")
        #expect(session.errors("play 4") == [
            "<input>:1:1: error: the engine cannot answer: node limit of 1000 reached; the moves played stand "
                + "(engine off to stop it)\nplay 4\n^"
        ])
        #expect(session.history == ["4"])
    }

    @Test func newPositionOrGame_turnsTheEngineOff() {
        let session = makeSession()
        session.output("game tictactoe\nengine O\nposition \"next\"\ngame tictactoe")
        #expect(session.output("play a1").isEmpty)
        session.output("engine O\ngame tictactoe")
        #expect(session.output("play a1").isEmpty)
        #expect(session.history == ["a1"])
    }

    @Test func engineInABatch_staysInItsOwnPosition() {
        let text = """
            position "A"
            game tictactoe
            engine O
            play a1

            position "B"
            game tictactoe
            play b2
            """
        var records: [BatchRecord] = []
        makeSession().solveBatch(text, file: "e.analyze") { records.append($0) }
        var alone: [BatchRecord] = []
        makeSession().solveBatch("position \"B\"\ngame tictactoe\nplay b2", file: "e.analyze") { alone.append($0) }

        // A: X's a1 and the engine's b2; B: only X's b2, O to move.
        #expect(records.map { $0.report?.headline } == ["draw in 7", "draw in 8"])
        #expect(records.last?.report?.toMove == .o)
        #expect(records.last?.report?.headline == alone.first?.report?.headline)
        #expect(records.first?.report?.toMove == .x)
    }

    @Test func engineOff_leavesPlaySilent() {
        let session = makeSession()
        session.output("game tictactoe\nengine O")
        #expect(session.output("engine off\nplay b2") == ["the engine is off"])
        #expect(session.history == ["b2"])
    }
}

/// No search bounds.
enum SearchLimitsForTests {
    static let none = testOptions().limits
}
