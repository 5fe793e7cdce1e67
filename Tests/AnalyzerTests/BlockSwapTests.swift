import Foundation
import Testing

@testable import Analyzer

/// The swap (pie) rule of the block family: the second player's first move may take over the
/// first player's stone.
@Suite struct BlockSwapTests {
    func text(_ session: Session, _ text: String) -> String { session.output(text).joined(separator: "\n") }

    func problems(_ session: Session, _ text: String) -> String { session.errors(text).joined(separator: "\n") }

    static let hex3x3 = """
        rules "hex-swap"
        family block
        board 3 x 3
        grid hex
        move place
        win connect top-bottom by X
        win connect left-right by O
        swap
        game hex-swap
        """

    @Test func swap_isOsReplyToXsFirstStoneOnly_andListedLast() {
        let session = makeSession()
        #expect(session.errors(Self.hex3x3).isEmpty)
        #expect(!text(session, "legal").contains("swap"))
        #expect(problems(session, "play b2").isEmpty)
        #expect(text(session, "legal").hasSuffix(" swap"))
        #expect(problems(session, "play swap").isEmpty)
        // The stone is O's now, and X moves.
        let shown = text(session, "show")
        #expect(shown.contains("X to move"))
        #expect(shown.contains("O"))
        #expect(!text(session, "legal").contains("swap"))
        #expect(text(session, "explain swap").contains("O may swap only as the reply to X's first stone"))
    }

    @Test func withSwap_theFirstStoneMustBeOneThatLosesForTheSwapper() {
        // A stone swapped is O's where it stands, so it is worth to O what an X stone on the
        // mirror cell (across the long diagonal, column and row exchanged) is worth to X. Without
        // the swap X wins with b2, a2, c2, c1 and a3; with it X must pick a winning cell whose
        // mirror loses: a2 (mirror b1) and c2 (mirror b3). After a3 (mirror c1, a win) O swaps.
        let plain = makeSession()
        #expect(plain.errors("game hex-3x3").isEmpty)
        #expect(text(plain, "best") == "best: b2")
        let session = makeSession()
        #expect(session.errors(Self.hex3x3).isEmpty)
        #expect(text(session, "best") == "best: a2 c2")
        #expect(text(session, "solve").hasPrefix("X wins in 9"))
        #expect(problems(session, "play a3").isEmpty)
        #expect(text(session, "best") == "best: swap")
    }

    @Test func swap_withMovesThatDoNotPutStones_isRefused() {
        let session = makeSession()
        #expect(problems(session, "rules \"t\"\nfamily block\nboard 3 x 3\nmove step n\nswap")
            .contains("'swap' is for games whose every move puts a stone"))
        #expect(problems(session, "rules \"u\"\nfamily block\nboard 3 x 3\nmove place\nwin line 3\nswap now")
            .contains("'swap' takes no words"))
    }

    /// The shipped puzzles/games/hex-5x5-swap.rules: its start is beyond exact reach, so its swap
    /// is checked here by the legal moves rather than by a puzzle that a batch `solve` would
    /// try to solve.
    @Test func theShippedHex5x5Swap_offersTheSwapAfterTheFirstStoneOnly() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = root.appendingPathComponent("puzzles/games/hex-5x5-swap.rules").path
        let session = makeSession()
        #expect(session.errors("load \"\(file)\"\ngame hex-5x5-swap").isEmpty)
        #expect(!text(session, "legal").contains("swap"))
        #expect(problems(session, "play c3").isEmpty)
        #expect(text(session, "legal") == "legal: a1 b1 c1 d1 e1 a2 b2 c2 d2 e2 a3 b3 d3 e3 a4 b4 c4 d4 e4 a5 b5 c5 d5 e5 swap")
        #expect(problems(session, "play swap").isEmpty)
        #expect(!text(session, "legal").contains("swap"))
    }
}
