import Foundation
import Games
import Testing

@testable import Analyzer

/// A block-family puzzle (`players 1`) through the session: puzzles/rules/block-peg-english.rules
/// answers the statements that peg-english answers, as a puzzle.
@Suite struct BlockPuzzleSessionTests {
    static let rulesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../puzzles/rules/block-peg-english.rules").standardized.path

    /// A session with the block-family English board chosen.
    func session() -> Session {
        let session = makeSession()
        #expect(session.errors("load \"\(Self.rulesFile)\"\ngame block-peg-english").isEmpty)
        return session
    }

    /// The first 20 jumps of a solution (the jump family's): a solvable position of 12 pegs.
    static let opening = "d2-d4 b3-d3 c1-c3 e1-c1 c4-c2 c1-c3 c6-c4 a5-c5 a3-a5 d5-b5 a5-c5 f5-d5 e7-e5 d5-f5 g5-e5 c7-e7 "
        + "e4-e6 e2-e4 g3-e3 e7-e5"

    @Test func blockPegEnglish_isAPuzzle_showLegalPlayUndoExplain() {
        let session = session()
        #expect(session.play.isPuzzle)
        #expect(session.shown.contains("32 pieces, 4 jumps possible; goal: 1 piece left, on d4"))
        #expect(session.output("legal").first?.hasPrefix("legal: ") == true)
        #expect(Set(session.play.legalMoves()) == ["d2-d4", "b4-d4", "f4-d4", "d6-d4"])
        #expect(session.errors("play d2d4").isEmpty)
        #expect(session.play.history == ["d2-d4"])
        #expect(session.output("undo").first?.hasPrefix("took back d2-d4") == true)
        #expect(session.play.history.isEmpty)
        let said = session.output("explain d2-d4").joined(separator: "\n")
        #expect(said.hasPrefix("d2-d4: legal\n  the piece on d2 jumps over d3, which is taken off, and lands on d4"), "\(said)")
        #expect(session.output("explain d4-d6").first?.hasPrefix("d4-d6: illegal:") == true)
        #expect(session.errors("to-move O").first?.contains("a puzzle for one player") == true)
    }

    /// The same statements give the same answers in both families.
    @Test func blockPegEnglish_solvesAndChecksAsPegEnglishDoes() throws {
        let block = session()
        let jump = makeSession()
        jump.output("game peg-english")
        for session in [block, jump] {
            #expect(session.errors("moves \(Self.opening)").isEmpty)
        }
        #expect(block.play.legalMoves().sorted() == jump.play.legalMoves().sorted())
        let blockReport = try #require(try block.play.solve(limits: .none, allMoves: true).puzzle)
        let jumpReport = try #require(try jump.play.solve(limits: .none, allMoves: true).puzzle)
        #expect(blockReport.solved == jumpReport.solved)
        #expect(blockReport.jumps == jumpReport.jumps)
        #expect(block.output("expect solvable") == jump.output("expect solvable"))
        #expect(blockReport.solved)
        // After each jump: the same verdict (some lose the puzzle).
        let moves = block.play.legalMoves()
        for move in moves {
            block.output("play \(move)")
            jump.output("play \(move)")
            #expect(block.output("expect unsolvable") == jump.output("expect unsolvable"), "after \(move)")
            block.output("undo")
            jump.output("undo")
        }
        // The count of the boards reachable from here, level by level, up to symmetry.
        #expect(block.output("count").first?.split(separator: "(").first == jump.output("count").first?.split(separator: "(").first)
    }

    @Test func blockPegEnglish_exportsAPegBoard() throws {
        let session = session()
        let path = NSTemporaryDirectory() + "block-peg-" + UUID().uuidString + ".svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(session.output("export svg \"\(path)\"") == ["exported \(path)"])
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.components(separatedBy: "class=\"piece peg\"").count - 1 == 32)
        #expect(svg.components(separatedBy: "class=\"hole\"").count - 1 == 1)
    }

    @Test func blockPuzzle_overSixtyFourCells_isRefusedAtItsBoardLine() {
        let session = makeSession()
        let errors = session.errors("""
            rules "big-pegs"
            family block
            board 9 x 8
            players 1
            move jump orthogonal over own capture
            start full except e4
            goal pieces 1
            """)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("a puzzle's board has at most 64 cells") == true, "\(errors)")
        #expect(errors.first?.contains("board 9 x 8") == true, "\(errors)")
    }

    @Test func blockPuzzle_aMoveThatKeepsEveryPiece_isRefusedAtItsLine() {
        let errors = makeSession().errors("""
            rules "slide"
            family block
            board 3 x 3
            players 1
            move step orthogonal
            start full except b2
            goal pieces 1
            """)
        #expect(errors.first?.contains("a puzzle's moves are jumps that take the piece jumped off") == true, "\(errors)")
        #expect(errors.first?.contains("move step orthogonal") == true, "\(errors)")
    }
}
