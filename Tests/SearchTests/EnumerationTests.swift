import Boards
import Games
import Testing
@testable import Search

@Suite struct EnumerationTests {
    @Test func tictactoe_reachablePositions_matchTheKnownCounts() throws {
        let game = lineGame(3, 3, 3)
        let count = try Enumeration.count(game, from: game.start)
        #expect(count.positions == 5_478)
        #expect(count.nonTerminal == 4_520)
        #expect(count.terminal == 958)
        #expect(count.canonical == 765)
    }

    @Test func count_pastTheLimit_stopsWithAnHonestError() {
        let game = lineGame(3, 3, 3)
        #expect(throws: SearchStop.tooMany(limit: 100)) { try Enumeration.count(game, from: game.start, limit: 100) }
    }

    @Test(arguments: [
        // O threatens c1 (a3-b2-c1); c1 blocks it and makes two threats of X's, b1 and c2.
        ("X../.O./O.X", ["c1"]),
        // O threatens a3; a3 blocks it and threatens a2 and b3.
        ("X.O/.O./..X", ["a3"]),
        // The opening: no threats yet, so no fork.
        (".../.../...", []),
    ])
    func forks_needTwoThreatsAndNoOpposingWin(board: String, expected: [String]) {
        let game = lineGame(3, 3, 3)
        let position = linePosition(game, board)
        #expect(Forks.forks(in: position, of: game).map { game.moveName($0) } == expected)
    }
}

/// `count` obeys the limits every search obeys: its node bound counts the positions found.
struct CountLimitTests {
    @Test func count_stopsAtTheNodeLimit_andAtTheTimeLimit() throws {
        let connect4 = lineGame(7, 6, 4, gravity: true)
        #expect(throws: SearchStop.nodeLimit(10_000)) {
            try Enumeration.count(connect4, from: connect4.start, limits: SearchLimits(nodes: 10_000))
        }
        let clock = ContinuousClock.now
        #expect(throws: SearchStop.timeLimit) {
            try Enumeration.count(connect4, from: connect4.start, limits: SearchLimits(seconds: 0.05))
        }
        #expect(ContinuousClock.now - clock < .seconds(5))
    }

    @Test func count_publishesItsProgress() throws {
        let game = lineGame(4, 4, 3)
        let progress = SearchProgress()
        let count = try Enumeration.count(game, from: game.start, limits: SearchLimits(progress: progress))
        #expect(progress.nodes > 0 && progress.nodes <= UInt64(count.positions))
    }
}
