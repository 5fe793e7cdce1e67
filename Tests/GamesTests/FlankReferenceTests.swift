import Boards
import Testing
@testable import Games

/// The bitboard Reversi rules against the slow grid reference on seeded random playouts, and
/// perft from the standard start.
@Suite struct FlankReferenceTests {
    /// Plays `games` seeded random games on an n x n board; at every position reached compares
    /// both sides' moves, the flips of every cell, and the played child with the reference.
    /// Returns how many positions were compared.
    func compareAlongRandomPlayouts(size: Int, games: Int, seed: UInt64) -> Int {
        let geometry = flankGeometry(size)
        var random = SplitMix64(seed: seed)
        var compared = 0
        for _ in 0..<games {
            var board = geometry.start
            var reference = FlankReference(board, size: size)
            while true {
                compared += 1
                #expect(board.discs(of: .x) == reference.discs(.x))
                #expect(board.discs(of: .o) == reference.discs(.o))
                #expect(board.player & board.opponent == 0)
                for side in Player.allCases {
                    let mine = board.discs(of: side), theirs = board.discs(of: side.opponent)
                    let fast = geometry.moves(player: mine, opponent: theirs)
                    #expect(fast & ~geometry.boardMask == 0)
                    #expect(Set(fast.setBits) == reference.moves(side))
                    for bit in 0..<64 {
                        let flips = geometry.flips(square: bit, player: mine, opponent: theirs)
                        let onBoard = bit % 8 < size && bit / 8 < size
                        let slow = onBoard ? reference.flips(column: bit % 8, row: bit / 8, side: side) : []
                        #expect(Set(flips.setBits) == slow, "size \(size), \(side) at \(geometry.square(of: bit))")
                    }
                }
                let moves = geometry.moves(board)
                switch geometry.status(board) {
                case .over:
                    #expect(moves == 0)
                    #expect(reference.moves(.x).isEmpty && reference.moves(.o).isEmpty)
                case .mustPass:
                    #expect(moves == 0)
                    #expect(!reference.moves(board.mover.opponent).isEmpty)
                    board = board.passed
                    continue
                case .toMove:
                    let choices = Array(moves.setBits)
                    let bit = choices[Int.random(in: 0..<choices.count, using: &random)]
                    guard let child = geometry.play(bit, on: board) else {
                        Issue.record("legal move \(geometry.square(of: bit)) refused")
                        return compared
                    }
                    reference.play(bit, side: board.mover)
                    #expect(child.mover == board.mover.opponent)
                    board = child
                    continue
                }
                break
            }
            // At the end, the score agrees with a count of the reference grid.
            let x = reference.discs(.x).nonzeroBitCount, o = reference.discs(.o).nonzeroBitCount
            let empties = size * size - x - o
            let expected = x == o ? 0 : (x > o ? x - o + empties : x - o - empties)
            #expect(geometry.finalScore(board, for: .x) == expected)
            #expect(geometry.finalScore(board, for: .o) == -expected)
        }
        return compared
    }

    @Test(arguments: [(4, 400), (6, 120), (8, 60)])
    func randomPlayouts_movesAndFlips_matchTheReference(size: Int, games: Int) {
        let compared = compareAlongRandomPlayouts(size: size, games: games, seed: UInt64(size) &* 0x1234_5677)
        #expect(compared >= 2_000)
    }

    /// Leaf count at `depth`; a pass counts as a move, and a finished game is one leaf.
    func perft(_ geometry: FlankGeometry, _ board: FlankPosition, _ depth: Int) -> Int {
        if depth == 0 { return 1 }
        let moves = geometry.moves(board)
        if moves == 0 {
            if geometry.moves(player: board.opponent, opponent: board.player) == 0 { return 1 }
            return perft(geometry, board.passed, depth - 1)
        }
        var total = 0
        for bit in moves.setBits {
            let flips = geometry.flips(square: bit, player: board.player, opponent: board.opponent)
            total += perft(geometry, geometry.child(of: board, square: bit, flips: flips), depth - 1)
        }
        return total
    }

    /// The same count on the reference grid.
    func referencePerft(_ reference: FlankReference, _ side: Player, _ depth: Int) -> Int {
        if depth == 0 { return 1 }
        let moves = reference.moves(side)
        if moves.isEmpty {
            if reference.moves(side.opponent).isEmpty { return 1 }
            return referencePerft(reference, side.opponent, depth - 1)
        }
        var total = 0
        for bit in moves {
            var child = reference
            child.play(bit, side: side)
            total += referencePerft(child, side.opponent, depth - 1)
        }
        return total
    }

    @Test(arguments: [(1, 4), (2, 12), (3, 56), (4, 244), (5, 1_396), (6, 8_200)])
    func perft_fromTheEightByEightStart_matchesTheKnownCounts(depth: Int, leaves: Int) {
        let geometry = flankGeometry(8)
        #expect(perft(geometry, geometry.start, depth) == leaves)
    }

    /// Deep enough on 4 x 4 to reach passes and finished games, which the 8 x 8 counts never do.
    @Test func perft_onFourByFour_matchesTheReferenceThroughPassesAndEnds() {
        let geometry = flankGeometry(4)
        let reference = FlankReference(geometry.start, size: 4)
        for depth in 1...9 {
            #expect(perft(geometry, geometry.start, depth) == referencePerft(reference, .x, depth), "depth \(depth)")
        }
    }
}
