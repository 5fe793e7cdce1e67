import Boards
@testable import Games
import Testing

/// Pagoda functions: weights that no jump increases, on every standard board.
@Suite struct PagodaTests {
    static let boards: [(name: String, rows: [String], directions: JumpDirections)] = [
        ("english", PegBoards.english, .orthogonal), ("european", PegBoards.european, .orthogonal),
        ("triangle", PegBoards.triangle, .triangular), ("wiegleb", PegBoards.wiegleb, .orthogonal),
        ("diamond", PegBoards.diamond, .orthogonal), ("english8", PegBoards.english, .withDiagonals),
    ]

    @Test(arguments: boards.indices) func everyGeneratedPagoda_holdsOnEveryJump(_ index: Int) {
        let entry = Self.boards[index]
        let board = jumpBoard(entry.rows, entry.directions)
        let all = board.sublatticePagodas() + board.conePagodas(around: Array(0..<board.holeCount))
        #expect(all.count > 4, "\(entry.name)")
        for weights in all {
            for i in 0..<board.jumpCount {
                let (from, over, to) = board.holes(of: JumpMove(index: i))
                #expect(weights[from] + weights[over] >= weights[to], "\(entry.name) jump \(board.name(of: JumpMove(index: i)))")
            }
        }
    }

    @Test(arguments: boards.indices) func lowering_anyTemplate_givesAPagodaBelowIt(_ index: Int) {
        let board = jumpBoard(Self.boards[index].rows, Self.boards[index].directions)
        var random = SplitMix64(seed: UInt64(index))
        for _ in 0..<20 {
            let template = (0..<board.holeCount).map { _ in Int(random.next() % 5) }
            let weights = board.largestPagoda(below: template)
            #expect(board.isPagoda(weights))
            #expect(zip(weights, template).allSatisfy { $0 <= $1 })
        }
    }

    /// The sums of a puzzle's pagodas never rise along random games.
    @Test func pagodaSums_neverRiseAlongRandomGames() {
        let board = jumpBoard(PegBoards.wiegleb)
        let centre = hole(board, "e5")
        let pagodas = GoalPagodas(board: board, goal: .onePegAt(centre)).pagodas
        #expect(!pagodas.isEmpty)
        var random = SplitMix64(seed: 7)
        for _ in 0..<30 {
            var position = board.full(except: [centre])
            while case let jumps = board.legalJumps(position), !jumps.isEmpty {
                let next = board.play(jumps[Int(random.next() % UInt64(jumps.count))], in: position)
                for pagoda in pagodas { #expect(pagoda.value(next.bits) <= pagoda.value(position.bits)) }
                position = next
            }
        }
    }

    @Test func isPagoda_refusesWeightsThatAJumpIncreases() {
        let board = jumpBoard(PegBoards.english)
        var weights = [Int](repeating: 0, count: board.holeCount)
        weights[hole(board, "d4")] = 1
        #expect(!board.isPagoda(weights))
        #expect(board.isPagoda([Int](repeating: 1, count: board.holeCount)))
    }
}
