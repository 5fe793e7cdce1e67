import Testing

@testable import Analyzer

/// The block family's limits, each either no limit or a refusal that says so: chains as long as
/// the board allows, any number of moves in a position, a capture that takes only what the rule
/// says, and each player's own way for the repetition test.
@Suite struct BlockNoSilentLimitTests {
    /// What `text` prints, one text.
    func text(_ session: Session, _ text: String) -> String { session.output(text).joined(separator: "\n") }

    /// The errors `text` gives, one text.
    func problems(_ session: Session, _ text: String) -> String { session.errors(text).joined(separator: "\n") }

    /// A rule set typed at the prompt, then chosen.
    func session(_ rules: String, name: String = "t") -> Session {
        let session = makeSession()
        let errors = session.errors("rules \"\(name)\"\n" + rules + "\ngame \(name)")
        #expect(errors.isEmpty, "\(errors)")
        return session
    }

    @Test func aSixJumpCapture_onA13x1Board_isAmongTheMoves() {
        let session = session("""
            family block
            board 13 x 1
            start
              X O . O . O . O . O . O .
            move jump e over opponent capture chain
            win capture-all
            """)
        let legal = text(session, "legal")
        #expect(legal == "legal: a1-c1 a1-c1-e1 a1-c1-e1-g1 a1-c1-e1-g1-i1 a1-c1-e1-g1-i1-k1 a1-c1-e1-g1-i1-k1-m1")
        #expect(problems(session, "play a1-c1-e1-g1-i1-k1-m1").isEmpty)
        #expect(text(session, "show").contains("game over: X has won"))
    }

    @Test func aChainRule_onA4x5Checkerboard_loads_andSolves() {
        let session = session("""
            family block
            board 4 x 5
            start
              X O X O
              O . . X
              X O X O
              O X O X
              X O X O
            move jump orthogonal over opponent capture chain
            """)
        #expect(text(session, "solve").contains("wins"))
    }

    @Test func manyMoves_inOnePosition_areAllListed() throws {
        // Rules once refused (962 moves said possible in one position): every move is listed,
        // and a position of more than 256 moves is listed whole, each move once.
        let session = session("""
            family block
            board 11 x 11
            move place
            move step all onto empty
            repetition draw
            """)
        let legal = text(session, "legal")
        #expect(legal.split(separator: " ").count - 1 == 121)
        #expect(problems(session, "board\n" + Self.manyPieces + "\nto-move X").isEmpty)
        let moves = text(session, "legal").split(separator: " ").dropFirst()
        // A stone on each empty cell, and each X piece's step onto each empty neighbour.
        var expected = 0
        for row in 0..<11 {
            for column in 0..<11 {
                guard Self.empty(row, column) else { continue }
                expected += 1
                for dr in -1...1 {
                    for dc in -1...1 where (dr, dc) != (0, 0) && (0..<11).contains(row + dr) && (0..<11).contains(column + dc) {
                        if !Self.empty(row + dr, column + dc) { expected += 1 }
                    }
                }
            }
        }
        #expect(expected > 256)
        #expect(moves.count == expected)
        #expect(Set(moves).count == moves.count)
    }

    /// A checkerboard of X pieces and empty cells, a1 empty.
    static func empty(_ row: Int, _ column: Int) -> Bool { (row + column) % 2 == 0 }

    static let manyPieces = (0..<11).map { row in
        "  " + (0..<11).map { column in empty(row, column) ? "." : "X" }.joined(separator: " ")
    }.joined(separator: "\n")

    @Test func overAnyCapture_takesTheOpponentsPiecesOnly_andBoth_takesEither() {
        let opponents = session("""
            family block
            board 5 x 1
            start
              X X . O .
            move jump e over any capture chain
            no-move lose
            """)
        #expect(text(opponents, "legal") == "legal: a1-c1 a1-c1-e1")
        #expect(problems(opponents, "play a1-c1-e1").isEmpty)
        #expect(text(opponents, "show").contains(". X . . X"))
        let both = session("""
            family block
            board 5 x 1
            start
              X X . O .
            move jump e over any capture both chain
            no-move lose
            """)
        #expect(problems(both, "play a1-c1-e1").isEmpty)
        #expect(text(both, "show").contains(". . . . X"))
    }

    @Test func bothWithoutOverAny_isRefused() {
        let session = makeSession()
        let errors = problems(session, "rules \"t\"\nfamily block\nboard 3 x 3\nmove jump e over opponent capture both")
        #expect(errors.contains("'both' goes with 'over any capture'"))
    }

    @Test func eachPlayersOwnWay_needsNoRepetitionDraw() {
        let session = session("""
            family block
            board 4 x 2
            start
              X . . O
              X . . O
            move step e by X
            move step w by O
            no-move lose
            """)
        #expect(!text(session, "solve").isEmpty)
        // A way back for X is a loop, named.
        let looping = makeSession()
        let errors = problems(looping, "rules \"u\"\nfamily block\nboard 4 x 2\nmove place\nmove step e w by X\nmove step w by O")
        #expect(errors.contains("'move step e w by X' can repeat a position"))
    }

    @Test func aChainLongerThanAMoveRecords_isRefused_namingTheBlock() {
        let session = makeSession()
        let errors = problems(session, "rules \"t\"\nfamily block\nboard 11 x 11\nmove place\nmove jump orthogonal over own capture chain\nrepetition draw")
        #expect(errors.contains("'move jump orthogonal over own capture chain' can make chains of up to 35 jumps on this board; "
            + "the block family records at most 21"))
    }
}
