import Boards
import Games
import Language
import Testing

@testable import Analyzer

/// Peg solitaire through the session: the shipped boards, moves and their refusals, solving,
/// printing, JSON, and rule-file faults.
@Suite struct PegSessionTests {
    static let games = ["peg-english", "peg-european", "peg-triangle", "peg-wiegleb", "peg-diamond"]

    @Test func english_solve_replaysToOnePegOnTheCentre() throws {
        let session = makeSession()
        session.output("game peg-english")
        let report = try session.solve(Self.keyword)
        let puzzle = try #require(report.puzzle)
        #expect(puzzle.solved)
        #expect(puzzle.jumps == 31)
        #expect(report.principalVariation.count == 31)
        #expect(puzzle.moves.count < 31, "multi-jumps are grouped")
        // The grouped moves, played as written, reach the goal.
        #expect(session.errors("moves \(puzzle.moves.joined(separator: " "))").isEmpty)
        #expect(session.shown.contains("solved: one peg left, on d4 (1 peg)"))
        #expect(session.play.result == .win)
        #expect(puzzle.finalDiagram == session.play.diagram)
    }

    @Test func european_centralGame_isProvedUnsolvableByItsPositionClass() throws {
        let session = makeSession()
        let text = session.output("game peg-european\nsolve").joined(separator: "\n")
        #expect(text.hasPrefix("unsolvable: one peg left, on d4"))
        #expect(text.contains("position class"))
    }

    @Test func bergholt_18Moves_endWithOnePegOnTheCentre() {
        // Bergholt's 18 moves (1912) in row-column digits, as known-results.md gives them.
        let digits = "46-44 65-45 57-55 54-56 52-54 73-53 43-63 75-73-53 35-55 15-35 23-43-63-65-45-25 "
            + "37-57-55-53 31-33 34-32 51-31-33 13-15-35 36-34-32-52-54-34 24-44"
        let moves = digits.split(separator: " ").map { move in
            move.split(separator: "-").map { hole -> String in
                let row = hole.first?.wholeNumberValue ?? 0, column = hole.last?.wholeNumberValue ?? 0
                return "\(Square.columnLetter(column - 1))\(row)"
            }.joined(separator: "-")
        }
        let session = makeSession()
        #expect(session.errors("game peg-english\nmoves \(moves.joined(separator: " "))").isEmpty)
        #expect(session.play.history.count == 18)
        #expect(session.shown.contains("solved: one peg left, on d4"))
        #expect(session.output("expect solvable") == ["ok: solvable"])
    }

    @Test func moves_aMultiJumpIsOneMoveForHistoryUndoAndRedo() {
        let session = makeSession()
        // Pegs on a4, b4 and d4 only (holes in reading order): a4 jumps twice, to c4 then e4.
        session.output("game peg-english\nboard \"" + String(repeating: ".", count: 13) + "oo.o" + String(repeating: ".", count: 16) + "\"")
        #expect(session.play.legalMoves() == ["a4-c4"])
        #expect(session.errors("play a4c4e4").isEmpty)
        #expect(session.play.history == ["a4-c4-e4"])
        #expect(session.shown.contains("stuck: 1 peg, no jump left; the goal is one peg left, on d4"))
        #expect(session.output("undo") == ["took back a4-c4-e4; at the start"])
        #expect(session.play.history.isEmpty)
        #expect(session.play.legalMoves() == ["a4-c4"])
        #expect(session.output("redo") == ["played a4-c4-e4 again; after 1 move"])
        #expect(session.play.history == ["a4-c4-e4"])
        #expect(session.errors("undo\nundo").first?.contains("nothing to undo") == true)
    }

    @Test func explain_namesEachRuleAJumpBreaks() {
        let session = makeSession()
        session.output("game peg-english")
        let said = { (move: String) in session.output("explain \(move)").joined(separator: "\n") }
        #expect(said("d2-d4").hasPrefix("d2-d4: legal\n  the peg on d2 jumps over d3, which is taken off, and lands on d4"))
        #expect(said("d4-d6") == "d4-d6: illegal: there is no peg on d4 to move")
        #expect(said("b4-d4-f4").contains("the landing hole f4 is not empty"))
        #expect(said("a3-a1") == "a3-a1: illegal: the landing hole a1 is off the board")
        #expect(said("a1-a3") == "a1-a3: illegal: a1 is not a hole of the board")
        #expect(said("d2-e4") == "d2-e4: illegal: e4 is not two holes from d2 in a line (pegs jump in 4 directions)")
        #expect(said("d2-f4") == "d2-f4: illegal: f4 is not two holes from d2 in a line (pegs jump in 4 directions)")
        #expect(said("zz").hasPrefix("zz: not a move:"))
        session.output("play d6-d4")
        #expect(said("d4-d6") == "d4-d6: illegal: there is no peg on d5 to jump over")
    }

    @Test func explain_onTheTriangle_allowsSixDirectionsAndRefusesTheOthers() {
        let session = makeSession()
        session.output("game peg-triangle")
        // a1 is empty: a3 jumps up the left side, c3 up the right side.
        #expect(session.output("legal") == ["legal: a3-a1 c3-a1"])
        #expect(session.output("explain a3-c3") == ["a3-c3: illegal: the landing hole c3 is not empty"])
        #expect(session.output("explain a5-c3") == ["a5-c3: illegal: c3 is not two holes from a5 in a line (pegs jump in 6 directions)"])
        #expect(session.output("explain a5-a7") == ["a5-a7: illegal: the landing hole a7 is off the board"])
        #expect(session.output("explain e5-g5") == ["e5-g5: illegal: the landing hole g5 is off the board"])
    }

    @Test func board_cellOffTheShape_pointsAtTheCell() {
        let session = makeSession()
        session.output("game peg-triangle")
        let errors = session.errors("board\n      .\n     o o\n    o o o\n   o o o o\n  o o o o o o")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("this cell is not a hole of the board") == true)
        #expect(errors.first?.hasSuffix("  o o o o o o\n            ^") == true, "\(errors)")
        #expect(session.errors("to-move O").first?.contains("a puzzle for one player") == true)
    }

    @Test func board_oneLineOfHolesInReadingOrder_setsThePosition() {
        let session = makeSession()
        session.output("game peg-triangle")
        #expect(session.errors(#"board "oo.oo...o......""#).isEmpty)
        #expect(session.play.boardRows == ["    o", "   o .", "  o o .", " . . o .", ". . . . ."])
        #expect(session.errors(#"board "oo.oo""#).count == 1)
    }

    @Test(arguments: games)
    func print_ofRandomPlayouts_readsBackAsTheSamePosition(game: String) {
        var random = SplitMix64(seed: 0xBE6 &+ UInt64(game.count))
        let session = makeSession()
        let copy = makeSession()
        for _ in 0..<25 {
            session.output("game \(game)")
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                guard let move = session.legalMoves.randomElement(using: &random) else { break }
                #expect(session.errors("play \(move)").isEmpty)
            }
            let text = session.output("print").joined(separator: "\n")
            #expect(!text.contains("to-move"))

            let errors = copy.errors(text)

            #expect(errors.isEmpty, "\(text)")
            #expect(copy.gameName == game)
            #expect(copy.play.boardRows == session.play.boardRows, "\(text)")
            #expect(copy.legalMoves == session.legalMoves)
        }
    }

    @Test func valuesAndBest_markTheJumpsThatKeepTheGoalReachable() {
        let session = makeSession()
        // Pegs on a2, a3 and a5 of the triangle: a2-a4 leaves a4 and a5 side by side, one jump
        // from one peg; a3-a1 leaves a1 and a5 apart, dead.
        session.output("game peg-triangle\nboard \".o.o......o....\"")
        #expect(session.output("legal") == ["legal: a2-a4 a3-a1"])
        #expect(session.output("best") == ["best: a2-a4"])
        #expect(session.output("values") == [
            "  a2-a4  solvable (2 jumps to the goal)\n  a3-a1  dead: the goal cannot be reached after it"
        ])
        #expect(session.output("expect best a2-a4\nexpect solvable in 2") == ["ok: best a2-a4", "ok: solvable in 2 moves"])
    }

    @Test func json_reportsSolvedOrUnsolvableMovesAndJumps() throws {
        var found: [BatchRecord] = []
        let text = "position \"english\"\ngame peg-english\nposition \"european\"\ngame peg-european\n"
        makeSession().solveBatch(text, file: "pegs.analyze") { found.append($0) }
        #expect(found.count == 2)
        let english = try #require(found.first?.json.text)
        #expect(english.contains(#""value":"solved","moves":"#))
        #expect(english.contains(#""jumps":31,"pv":["#))
        let european = try #require(found.last?.json.text)
        #expect(european.contains(#""value":"unsolvable","pv":[],"reason":"#))
    }

    @Test func expect_valueOnAPuzzle_isAnErrorThatSaysWhatToWrite() {
        let session = makeSession()
        #expect(session.errors("game peg-triangle\nexpect value win").first?.contains("expect solvable or expect unsolvable") == true)
        #expect(session.errors("game tictactoe\nexpect solvable").first?.contains("not a puzzle") == true)
        #expect(session.output("game peg-european\nexpect unsolvable") == ["ok: unsolvable"])
        #expect(session.output("game peg-european\nexpect solvable").first?.hasPrefix("FAILED") == true)
    }

    static let keyword = Word("solve", at: SourceLocation(file: "<test>", line: 1, column: 1), line: "solve")
}

extension PegSessionTests {
    @Test func solveFewestMoves_onTheTriangle_givesThePublishedMinimum() {
        let session = makeSession()
        let text = session.output("game peg-triangle\nsolve --fewest-moves").joined(separator: "\n")
        #expect(text.hasPrefix("solved in 10 moves (13 jumps), the fewest possible: one peg left, anywhere"))
        // From an edge midpoint (a3 of the triangle as drawn: hole 4 of the usual numbering) 9.
        #expect(session.output("rules \"t4\"\nextends peg-triangle\nstart full except a3\n\ngame t4\nexpect solvable in 9")
            == ["ok: solvable in 9 moves"])
    }
}
