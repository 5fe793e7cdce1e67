import Testing

@testable import Analyzer

/// Bare `rules`: the rules in words, made from the rule set, for the shipped games and for
/// variants (misère, gravity on and off, other sizes, who moves first, Reversi's starts and
/// goals, peg directions and goals), user-defined ones included.
@Suite struct RuleSentenceTests {
    /// What bare `rules` prints after `setup`, one line a sentence, without the heading.
    func sentences(_ setup: String) -> [String] {
        let session = makeSession()
        let errors = session.errors(setup)
        #expect(errors.isEmpty, "\(errors)")
        let text = session.output("rules").joined(separator: "\n")
        return text.split(separator: "\n").dropFirst().map { String($0.dropFirst(2)) }
    }

    @Test func ticTacToe_playersBoardMovesWinAndDraw() {
        #expect(sentences("game tictactoe") == [
            "Two players, X and O, take turns placing stones; X moves first.",
            "A move puts a stone on any empty cell of a board 3 columns wide and 3 rows high.",
            "A move is written as its cell: a column letter and a row number, a1 top-left, rows counting downward.",
            "The first player to get 3 stones in a row (across, down or diagonally) wins, and the game ends there.",
            "If the board fills with no line made, the game is a draw.",
        ])
    }

    @Test func misere_theLineLoses() {
        let rules = sentences("game tictactoe-misere")
        #expect(rules.contains("Misère play: a player who gets 3 stones in a row (across, down or diagonally) loses, "
            + "and the game ends there; each player tries not to make a line."))
        #expect(!rules.contains { $0.contains("wins") })
    }

    @Test func connectFour_gravityAndColumnNumbers() {
        let rules = sentences("game connect4-8x7")
        #expect(rules.contains("A move drops a stone into a column of a board 8 columns wide and 7 rows high; it falls "
            + "to the lowest empty cell of the column, and a full column takes no more."))
        #expect(rules.contains("A move is written as its column's number, 1 to 8 from the left; after moves the "
            + "numbers may be run together (4453)."))
        #expect(rules.contains("The first player to get 4 stones in a row (across, down or diagonally) wins, and the game ends there."))
    }

    @Test func userVariant_gravityOffOtherSizeOFirstMisere() {
        let rules = sentences("""
            rules "flat four"
            extends connect4
            gravity no
            board 5 x 4
            first O
            misere
            game "flat four"
            """)
        #expect(rules == [
            "Two players, O and X, take turns placing stones; O moves first.",
            "A move puts a stone on any empty cell of a board 5 columns wide and 4 rows high.",
            "A move is written as its cell: a column letter and a row number, a1 top-left, rows counting downward.",
            "Misère play: a player who gets 4 stones in a row (across, down or diagonally) loses, and the game ends "
                + "there; each player tries not to make a line.",
            "If the board fills with no line made, the game is a draw.",
        ])
    }

    @Test func reversi_coloursStartMovesPassesWinnerAndScore() {
        #expect(sentences("game reversi") == [
            "Two players, X (black) and O (white), take turns on an 8 x 8 board; X moves first.",
            "At the start the four centre cells hold discs crosswise (the diagonal start): X on e4 and d5, O on d4 and e5.",
            "A move puts a disc on an empty cell so that, in at least one of the eight directions, an unbroken line of "
                + "opposing discs lies between it and a disc of the mover; every such line is turned over.",
            "A move is written as its cell: a column letter and a row number, a1 top-left, rows counting downward.",
            "A player with no such move passes (written pass); when neither player can move, the game ends, full board or not.",
            "The player with more discs at the end wins; equal counts are a draw.",
            "The score is the difference in discs at the end, the empty cells counting for the winner.",
        ])
    }

    @Test func reversiVariants_sizeParallelStartOFirstAndFewestDiscs() {
        let six = sentences("game reversi-6x6")
        #expect(six.first == "Two players, X (black) and O (white), take turns on a 6 x 6 board; X moves first.")
        #expect(six.contains("At the start the four centre cells hold discs crosswise (the diagonal start): X on d3 and c4, O on c3 and d4."))
        #expect(sentences("game reversi-anti").contains("Anti-Reversi: the player with fewer discs at the end wins; equal counts are a draw."))
        let mine = sentences("""
            rules "parallel"
            extends reversi-4x4
            start parallel
            first O
            goal fewest
            game parallel
            """)
        #expect(mine.first == "Two players, X (black) and O (white), take turns on a 4 x 4 board; O moves first.")
        #expect(mine.contains("At the start the four centre cells hold discs side by side (the parallel start): X on b3 and c3, O on b2 and c2."))
        #expect(mine.contains("Anti-Reversi: the player with fewer discs at the end wins; equal counts are a draw."))
    }

    @Test func reversiDrawnStart_listsTheDiscs() {
        let drawn = sentences("""
            rules "corner start"
            extends reversi-4x4
            start
              X O . .
              . . . .
              . . . .
              . . . .
            game "corner start"
            """)
        #expect(drawn.contains("At the start the discs stand as the rule file draws them: X on a1, O on b1."))
    }

    @Test func pegEnglish_shapeStartDirectionsAndGoal() {
        #expect(sentences("game peg-english") == [
            "A puzzle for one player: no opponent, no turns.",
            "The board has 33 holes on a square grid, in 7 rows of 3, 3, 7, 7, 7, 3 and 3 holes from the top; a hole is "
                + "named by column letter and row number, a1 top-left.",
            "At the start every hole holds a peg but d4.",
            "A move jumps a peg over a neighbouring peg, across or down (4 directions), into the empty hole just beyond; "
                + "the peg jumped over is taken off.",
            "A jump is written from hole to hole (d2-d4); one peg jumping several times in a row is one move (a "
                + "multi-jump, written d2-d4-f4).",
            "Goal: one peg left, on d4. With no jump left short of the goal, the puzzle is lost.",
        ])
    }

    @Test func pegVariants_triangleEightDirectionsAndATarget() {
        let triangle = sentences("game peg-triangle")
        #expect(triangle.contains("The board has 15 holes on a triangular grid, in 5 rows of 1, 2, 3, 4 and 5 holes from "
            + "the top; a hole is named by its place in its row (a, b, c, ... from the left) and the row's number, a1 the top hole."))
        #expect(triangle.contains { $0.contains("along the 6 directions of the triangular grid") })
        #expect(triangle.contains("Goal: one peg left, anywhere. With no jump left short of the goal, the puzzle is lost."))
        let eight = sentences("""
            rules "diagonal english"
            extends peg-english
            directions 8
            goal one-peg
            game "diagonal english"
            """)
        #expect(eight.contains { $0.contains("across, down or diagonally (8 directions)") })
        #expect(eight.contains("Goal: one peg left, anywhere. With no jump left short of the goal, the puzzle is lost."))
        let target = sentences("""
            rules "corner"
            family jump
            shape
              o o o
              o o o
              o o o
            start
              o o .
              o . .
              . . .
            target
              . . .
              . . .
              . . o
            game corner
            """)
        #expect(target.contains("At the start pegs stand on a1, b1 and a2, every other hole empty."))
        #expect(target.contains("Goal: the target position (1 peg), a peg on c3 and on no other hole. With no jump "
            + "left short of the goal, the puzzle is lost."))
    }
}
