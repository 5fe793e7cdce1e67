import Boards
import Foundation
import Testing

@testable import Games

/// The games of puzzles/games whose moves carry a condition (`to CELL...`, `if beside|not-beside
/// OWNER`), each read from its shipped file and compared with the independent reference
/// (`RuleSetReference`) on a model of the same rules, through `BlockLudiiGamesTests.agrees`:
/// conditions.analyze states their starts.
@Suite struct BlockConditionGamesTests {
    /// The star of eight points round a centre: a ring a1 b1 c1 c2 c3 b3 a3 a2 and b2 joined to
    /// each point; a step along the ring anywhere, onto the centre only from a point with an
    /// opponent's piece next to it. The start is a draw.
    @Test func piecesOnAStar_fromTheirStart_isADraw() throws {
        var model = BlockLudiiGamesTests.model(["OOO", "X.O", "XXX"], moves: [
            ModelMove(kind: .step(directions: ["all"], onto: nil), by: nil, to: [0, 1, 2, 5, 8, 7, 6, 3]),
            ModelMove(kind: .step(directions: ["all"], onto: nil), by: nil, to: [4], beside: (true, "opponent", nil)),
        ], ends: [])
        model.boardLines = [[0, 1, 2, 5, 8, 7, 6, 3, 0], [0, 4, 8], [2, 4, 6], [1, 4, 7], [3, 4, 5]]
        model.noMove = "lose"
        model.repetitionDraw = true
        let (outcome, _) = try BlockLudiiGamesTests.agrees("mu-torere", model)
        #expect(outcome == .draw)
    }

    /// A stone only where no opponent stone is next to it across a side, the last to move
    /// winning: on 3 x 4 (the shipped 4 x 5 start has more positions than the reference walks
    /// here), the first player wins.
    @Test func stonesKeptOffTheOpponents_onThreeByFour_agreeWithTheReference() throws {
        var model = BlockLudiiGamesTests.model(["...", "...", "...", "..."], moves: [
            ModelMove(kind: .place(gravity: false, flip: false), by: nil, beside: (false, "opponent", ["orthogonal"])),
        ], ends: [])
        model.startLine = "start empty"
        model.noMove = "lose"
        let (outcome, _) = try BlockLudiiGamesTests.agrees("snort", model)
        #expect(outcome == .win)
    }

    /// A stone only where none of the player's own is next to it across a side: on 3 x 3 (the
    /// shipped 4 x 4 start has more positions than the reference walks here; conditions.analyze
    /// states it, O winning in 12), the second player wins too, in 6.
    @Test func stonesKeptOffTheirOwn_onThreeByThree_agreeWithTheReference() throws {
        var model = BlockLudiiGamesTests.model(["...", "...", "..."], moves: [
            ModelMove(kind: .place(gravity: false, flip: false), by: nil, beside: (false, "own", ["orthogonal"])),
        ], ends: [])
        model.startLine = "start empty"
        model.noMove = "lose"
        let (outcome, remoteness) = try BlockLudiiGamesTests.agrees("col", model)
        #expect(outcome == .loss && remoteness == 6)
    }
}
