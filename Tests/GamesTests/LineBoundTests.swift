import Boards
import Search
import Testing

@testable import Games

/// The bound on reachable positions that `count`'s memory note gives: never below the count,
/// and near it (the note must not warn of billions where there are thousands).
@Suite struct LineBoundTests {
    private func counted(_ game: LineGame) -> Int {
        let count = Enumeration.counted(game, from: game.start, memory: 1 << 30)
        return count.positions
    }

    @Test func ticTacToe_boundsIts5478Positions_by6046() throws {
        let game = lineGame(3, 3, 3)
        #expect(game.reachableBound(from: game.start) == 6_046)
        #expect(counted(game) == 5_478)
    }

    @Test(arguments: [(3, 3, 3, false), (4, 3, 3, false), (4, 4, 4, true), (5, 4, 4, true), (4, 3, 3, true)])
    func theBound_isAtLeastTheCount_andWithinTwiceIt(width: Int, height: Int, k: Int, gravity: Bool) {
        let game = lineGame(width, height, k, gravity: gravity)
        let bound = game.reachableBound(from: game.start) ?? 0
        let count = Double(counted(game))
        #expect(bound >= count)
        #expect(bound <= 2 * count, "bound \(bound) against \(count) positions")
    }

    @Test func fromAPositionPartWayThrough_theBoundCountsOnlyWhatIsLeft() throws {
        let game = lineGame(3, 3, 3)
        var position = game.start
        for name in ["b2", "a1"] {
            let move = try #require(game.legalMoves(position).first { game.moveName($0) == name })
            position = game.play(move, in: position)
        }
        // 7 empty cells, X to move: sum over k of C(7, k) C(k, ceil(k/2)).
        let bound = try #require(game.reachableBound(from: position))
        #expect(bound == 750, "\(bound.debugDescription) from \(position.stoneCount) stones")
    }
}
