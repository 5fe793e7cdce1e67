import Foundation
import Testing

@testable import Analyzer

/// Pieces in hand through the session: `show` and the page report the hands, a `board` statement
/// reads them off the pieces on the board, `print` and `save` read back to the same position,
/// and a game with `hand` and `repetition draw` is solved by retrograde analysis. The shipped
/// puzzles/games/three-mens-morris.rules is the game.
@Suite struct BlockHandSessionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let morris = root.appendingPathComponent("puzzles/games/three-mens-morris.rules").path

    /// A session in the game, with a table that holds its positions (retrograde analysis keeps
    /// them all).
    func session() -> Session {
        var options = testOptions()
        options.tableBytes = 8 << 20
        let session = Session(options: options)
        #expect(session.errors("load \"\(Self.morris)\"\ngame three-mens-morris").isEmpty)
        return session
    }

    @Test func show_saysEachSidesPiecesInHand() {
        let session = session()
        #expect(session.output("show").joined(separator: "\n").contains("in hand: X 3, O 3\nX to move (three-mens-morris)"))
        #expect(session.output("moves b2 a1 c1\nshow").last?.contains("in hand: X 1, O 2\nO to move") == true)
        #expect(session.output("undo\nshow").last?.contains("in hand: X 2, O 2\nX to move") == true)
    }

    @Test func aBoard_givesTheHandsFromThePiecesOnIt() {
        let session = session()
        #expect(session.errors("board\n  O . .\n  . X .\n  . . X").isEmpty)
        let shown = session.output("show").joined(separator: "\n")
        #expect(shown.contains("in hand: X 1, O 2\nO to move"), "\(shown)")
        let errors = session.errors("board\n  X X .\n  X X .\n  . . .")
        #expect(errors.first?.contains("X has 4 pieces on the board, more than the 3 it can have: 0 at the start and 3 in hand ('hand 3')")
            == true, "\(errors)")
    }

    @Test func printAndSave_readBackToTheSamePosition_handsIncluded() {
        let session = session()
        #expect(session.errors("moves b2 a1 c1 a3 a2 c3 b2-b1").isEmpty)
        let printed = session.output("print").joined(separator: "\n")
        #expect(printed.contains("to-move O"), "\(printed)")
        let copy = makeSession()
        #expect(copy.errors("load \"\(Self.morris)\"\n" + printed).isEmpty, "\(printed)")
        #expect(copy.output("show").last?.contains("in hand: X 0, O 0\nO to move") == true)
        #expect(copy.positionText == session.positionText)
        // The saved script defines the rule set it loaded and sets the board up: the hands follow.
        let restored = makeSession()
        #expect(restored.errors(session.savedScript).isEmpty, "\(session.savedScript)")
        #expect(restored.output("show") == session.output("show"))
        #expect(restored.positionText == session.positionText)
    }

    @Test func theStart_isSolvedByRetrogradeAnalysis_aDraw() {
        let session = session()
        let solved = session.output("solve").joined(separator: "\n")
        #expect(solved.hasPrefix("draw"), "\(solved)")
        // X (b2, c1, a2) steps c1-c2 to fill row 2.
        #expect(session.errors("moves b2 a1 c1 a3 a2 c3").isEmpty)
        #expect(session.output("solve").first?.hasPrefix("X wins in 1") == true)
    }

    @Test func rules_sayTheHands() {
        let rules = session().output("rules").joined(separator: "\n")
        #expect(rules.contains("Each side starts with 3 pieces in hand; while it has pieces in hand it places one on an empty cell, "
            + "then it moves them ('hand 3')."), "\(rules)")
    }

    @Test func thePage_reportsTheHands() async throws {
        var options = testOptions()
        options.ruleFiles = [Self.morris]
        let api = WebAPI(options: options, pages: 2)
        let response = await api.respond(WebRequest(method: "GET", path: "/api/position",
            query: ["game": "three-mens-morris", "moves": "b2.a1.c1"]))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(json["in_hand"] as? [String: Int] == ["X": 1, "O": 2])
        let other = await api.respond(WebRequest(method: "GET", path: "/api/position", query: ["game": "tictactoe"]))
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(other.body)) as? [String: Any])
        #expect(plain["in_hand"] is NSNull)
    }
}
