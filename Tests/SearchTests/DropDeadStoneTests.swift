import Boards
@testable import Games
import Testing

/// Dead stones (`DropBoard.deadStones`): giving them to either side changes no line of four that
/// still has an empty cell, so positions that share a table key share their score.
@Suite struct DropDeadStoneTests {
    /// What a line of four with an empty cell is to the game: both colours (no one can make it),
    /// or the stones of one side (1: the side to move, 2: the other), or none.
    func status(_ cells: [UInt64], _ current: UInt64, _ mask: UInt64) -> Int {
        let stones = cells.reduce(0, |)
        let mine = stones & current, theirs = stones & mask & ~current
        if mine != 0 && theirs != 0 { return 3 }
        return mine != 0 ? 1 : theirs != 0 ? 2 : 0
    }

    /// Every line of four on the board, as its four cells.
    func lines(_ board: DropBoard) -> [[UInt64]] {
        var found: [[UInt64]] = []
        let steps = [(0, 1), (1, 0), (1, 1), (1, -1)]
        for column in 0..<board.width {
            for row in 0..<board.height {
                for (dc, dr) in steps {
                    let cells = (0..<4).map { (column + $0 * dc, row + $0 * dr) }
                    guard cells.allSatisfy({ $0.0 < board.width && $0.1 >= 0 && $0.1 < board.height }) else { continue }
                    found.append(cells.map { UInt64(1) << UInt64($0.0 * (board.height + 1) + $0.1) })
                }
            }
        }
        return found
    }

    @Test(arguments: [(7, 6), (6, 7), (4, 4), (5, 4), (13, 3)])
    func recolouredDeadStones_leaveEveryOpenLineAsItWas(width: Int, height: Int) throws {
        let game = lineGame(width, height, 4, gravity: true)
        let board = try #require(DropBoard(width: width, height: height))
        let allLines = lines(board)
        var deadSeen = 0
        let positions = DropSolverTests().randomPositions(game, count: 400, most: width * height - 1,
            seed: UInt64(width * 31 + height))
        for position in positions {
            let (current, mask) = (position.current, position.occupied)
            let dead = board.deadStones(current, mask)
            #expect(dead & ~mask == 0)
            deadSeen += dead.nonzeroBitCount
            for line in allLines where line.contains(where: { $0 & mask == 0 }) {
                let before = status(line, current, mask)
                #expect(status(line, current | dead, mask) == before, "\(game.diagram(position))")
                #expect(status(line, current & ~dead, mask) == before, "\(game.diagram(position))")
            }
        }
        // The check above means something only if some stones were found dead.
        #expect(deadSeen > 0)
    }
}
