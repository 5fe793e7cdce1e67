import Boards
import Foundation
import Testing

@testable import Games

/// Pushes (`move push DIRECTIONS [from empty|own|opponent...]`): a piece taken from the board's
/// edge and pushed back in at the far end of its line, the pieces between shifting toward the
/// gap; the ends read for the side to move first (`ends opponent-first`); the rule sets a push
/// does not go with; and the shipped 3 x 3 game against the independent reference
/// (`RuleSetReference`), from its start and along seeded random games.
@Suite struct BlockPushTests {
    /// A rule set of `move` on the board drawn in `rows`, X to move, lines of `line` winning,
    /// with `extra` lines after.
    static func rules(_ move: String, _ rows: [String], line: Int = 3, extra: String = "") -> String {
        let start = rows.map { "  " + $0.map(String.init).joined(separator: " ") }.joined(separator: "\n")
        return "rules \"t\"\nfamily block\nboard \(rows[0].count) x \(rows.count)\nstart\n\(start)\nmove \(move)\n"
            + "win line \(line)\nrepetition draw\n" + extra
    }

    static func legal(_ move: String, _ rows: [String]) throws -> [String] {
        let game = try BlockMoveWordsTests.game(rules(move, rows, line: 9))
        return game.legalMoves(game.start).map(game.moveName).sorted()
    }

    /// The board drawn after `move` from the start drawn in `rows`, X moving.
    static func after(_ move: String, _ rows: [String], push: String = "push orthogonal") throws -> [String] {
        let game = try BlockMoveWordsTests.game(rules(push, rows, line: 9))
        let played = try game.parseMove(move, in: game.start).get()
        let next = game.play(played, in: game.start)
        return (0..<rows.count).map { r in
            String((0..<rows[0].count).map { c -> Character in
                let bit = BlockCells.bit(r * rows[0].count + c)
                return next.x & bit != 0 ? "X" : next.o & bit != 0 ? "O" : "."
            })
        }
    }

    @Test func aCornerHasTwoPushes_anEdgeCellThree_theMiddleNone() throws {
        let moves = try Self.legal("push orthogonal", [".....", ".....", ".....", ".....", "....."])
        // 4 corners of 2 and 12 edge cells of 3: 44, as in the game on 5 x 5.
        #expect(moves.count == 44)
        #expect(moves.filter { $0.hasPrefix("a1-") } == ["a1-a5", "a1-e1"])
        #expect(moves.filter { $0.hasPrefix("c1-") } == ["c1-a1", "c1-c5", "c1-e1"])
        #expect(!moves.contains { $0.hasPrefix("c3-") })
    }

    @Test func theOpponentsPieceOnTheRing_isNoMove_unlessFromSaysSo() throws {
        let rows = ["O..", "...", "..."]
        #expect(!(try Self.legal("push orthogonal", rows)).contains { $0.hasPrefix("a1-") })
        #expect(try Self.legal("push orthogonal from opponent", rows) == ["a1-a3", "a1-c1"])
        // `from own` alone: only the mover's pieces are taken.
        #expect(try Self.legal("push orthogonal from own", ["X..", "...", "..."]) == ["a1-a3", "a1-c1"])
    }

    @Test func aDirectionThatLeadsOffTheBoard_givesNoPush() throws {
        // The top and bottom rows are the edge for `n s`; `n` leads off the top row at once, so
        // a cell of it pushes only south, and one of the bottom row only north.
        #expect(try Self.legal("push n s", ["...", "...", "..."]) == ["a1-a3", "a3-a1", "b1-b3", "b3-b1", "c1-c3", "c3-c1"])
    }

    @Test func thePiecesBetween_shiftTowardTheGap() throws {
        // a1 (empty) taken, pushed in at e1: b1..e1 each move one cell west, X lands on e1.
        #expect(try Self.after("a1-e1", [".XOX.", ".....", ".....", ".....", "....."])[0] == "XOX.X")
        // X's own piece taken from e1 and pushed in at a1: the row shifts east.
        #expect(try Self.after("e1-a1", ["OO.OX", ".....", ".....", ".....", "....."])[0] == "XOO.O")
        // Along a column: c5 taken, pushed in at c1.
        let column = try Self.after("c5-c1", ["..O..", "..X..", ".....", "..O..", "....."])
        #expect(column.map { Array($0)[2] } == ["X", "O", "X", ".", "O"])
    }

    @Test func opponentFirst_aPushThatMakesBothLines_losesForItsMover() throws {
        // X takes the empty a3 and pushes it in at a1: O's a1 and a2 shift down to a2 and a3, X
        // lands on a1. Row 1 is then X's line and row 3 O's.
        let rows = ["OXX", "O..", ".OO"]
        let game = try BlockMoveWordsTests.game(Self.rules("push orthogonal", rows, extra: "ends opponent-first\n"))
        let push = try game.parseMove("a3-a1", in: game.start).get()
        let next = game.play(push, in: game.start)
        #expect(next.x == 0b111 && next.o == BlockCells(0b111_001 << 3))
        // O, to move, has reached its own line, read first: O wins, and the push loses for X.
        #expect(game.result(next) == .win)
        #expect(game.endReason(next) == "O reached 'win line 3'")
        // Without the key the mover's line is read first: X wins.
        let moverFirst = try BlockMoveWordsTests.game(Self.rules("push orthogonal", rows))
        #expect(moverFirst.result(moverFirst.play(push, in: moverFirst.start)) == .loss)
        // The win-in-one tactic takes no such push for a win.
        let wins = game.legalMoves(game.start).filter { game.result(game.play($0, in: game.start)) == .loss }.map(game.moveName)
        #expect(!wins.contains("a3-a1"))
    }

    @Test(arguments: [
        (["players 1", "move push orthogonal", "goal pieces 1"],
         RuleError("'move push' is for games of two players, not puzzles ('players 1')", entry: 3, argument: 0)),
        (["wrap rows", "move push orthogonal", "win line 3", "repetition draw"],
         RuleError("'move push' takes a piece from the board's edge; a board that wraps ('wrap') has no edge that way", entry: 3, argument: 0)),
        (["hand 3", "move place", "move push orthogonal", "win line 3", "repetition draw"],
         RuleError("'move push' does not go with pieces in hand ('hand')", entry: 4, argument: 0)),
        (["kinds man king", "move push orthogonal", "win line 3", "repetition draw"],
         RuleError("'move push' does not go with two kinds of piece ('kinds')", entry: 3, argument: 0)),
        (["move push orthogonal", "mill 3", "win line 3", "repetition draw"],
         RuleError("'move push' does not go with a line's capture ('mill')", entry: 2, argument: 0)),
        (["move push orthogonal", "capture compulsory", "win line 3", "repetition draw"],
         RuleError("'move push' captures nothing, so 'capture compulsory' has nothing to keep", entry: 2, argument: 0)),
        (["move push orthogonal", "move step all", "win line 3", "repetition draw"],
         RuleError("'move push' does not go with other kinds of move ('move step all'): every move block of a push game pushes",
             entry: 2, argument: 0)),
        (["move push orthogonal to a1", "win line 3", "repetition draw"],
         RuleError("a push takes no 'to': it goes from every edge cell 'from' allows, and has no second part", entry: 2, argument: 2)),
        (["move push orthogonal if beside own", "win line 3", "repetition draw"],
         RuleError("a push takes no 'if': it goes from every edge cell 'from' allows, and has no second part", entry: 2, argument: 2)),
        (["move push orthogonal then place", "win line 3", "repetition draw"],
         RuleError("a push takes no 'then': it goes from every edge cell 'from' allows, and has no second part", entry: 2, argument: 2)),
        (["move push orthogonal from", "win line 3", "repetition draw"],
         RuleError("expected empty, own or opponent after 'from': what a push may take from the edge", entry: 2, argument: 2)),
        (["move push orthogonal from own twice", "win line 3", "repetition draw"],
         RuleError("unexpected 'twice'", entry: 2, argument: 4)),
        (["move push orthogonal", "win line 3"],
         RuleError("'move push orthogonal' can repeat a position (a piece can move back to where it was); "
             + "state 'repetition draw' (endless play is a draw) to solve such a game", entry: 2)),
        (["move push orthogonal", "win line 3", "repetition draw", "swap"],
         RuleError("'swap' is for games whose every move puts a stone ('move place', no flip): "
             + "the first stone is then the one the second player may take over", entry: 5)),
        (["move push orthogonal", "win line 3", "ends last"],
         RuleError("expected 'ends mover-first' (the default) or 'ends opponent-first'", entry: 4, argument: 0)),
    ])
    func refused(_ lines: [String], _ expected: RuleError) {
        let entries = [BlockVariantErrorTests.entry("board 3 x 3")] + lines.map { BlockVariantErrorTests.entry($0) }
        #expect(BlockVariantErrorTests.fault(entries) == expected)
    }

    @Test func aBoardOfLines_isRefused() {
        let entries = ["board 3 x 1", "lines a1-b1-c1", "move push e w", "win line 3", "repetition draw"].map { BlockVariantErrorTests.entry($0) }
        #expect(BlockVariantErrorTests.fault(entries)
            == RuleError("'move push' pushes along the rows, columns and diagonals of a grid, not along 'lines'", entry: 3, argument: 0))
    }

    /// The shipped 3 x 3 game: pushes of a blank or one's own cube along its row or column, lines
    /// of three in any direction, the opponent's line read first.
    static let threeByThree: ModelRules = {
        var rules = BlockLudiiGamesTests.model(["...", "...", "..."], moves: [
            ModelMove(kind: .push(directions: ["orthogonal"], from: nil), by: nil),
        ], ends: [ModelEnd(wins: true, kind: .line(length: 3, exactly: false, directions: []), by: nil)])
        rules.endsOrder = "opponent-first"
        rules.repetitionDraw = true
        return rules
    }()

    @Test func threeByThree_agreesWithTheReference_andTheFirstPlayerWins() throws {
        let (outcome, remoteness) = try BlockLudiiGamesTests.agrees("quixo-3x3", Self.threeByThree)
        #expect(outcome == .win && remoteness == 7)
    }
}
