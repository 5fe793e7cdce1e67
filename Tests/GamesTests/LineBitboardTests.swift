import Boards
import Testing
@testable import Games

/// The bitboards against the slow grid reference on seeded random positions.
@Suite struct LineBitboardTests {
    // (2, 31, 3) and (1, 63, 4) fill all 64 bits with steps whose multiples pass 63; lines of 9
    // take the long path.
    @Test(arguments: [(3, 3, 3), (4, 4, 3), (5, 5, 4), (7, 6, 4), (8, 7, 4), (6, 4, 2), (1, 5, 3), (9, 5, 5), (2, 31, 3), (1, 63, 4), (10, 5, 9), (1, 12, 9)])
    func lines_andCompletingCells_matchTheReference(width: Int, height: Int, k: Int) {
        let game = lineGame(width, height, k)
        var random = SplitMix64(seed: UInt64(width * 100 + height * 10 + k))
        for _ in 0..<2_000 {
            var reference = LineReference(width: width, height: height, k: k)
            let fill = Int.random(in: 0...(width * height), using: &random)
            for _ in 0..<fill {
                let r = Int.random(in: 0..<height, using: &random), c = Int.random(in: 0..<width, using: &random)
                reference.grid[r][c] = Bool.random(using: &random) ? .x : .o
            }
            let x = reference.stones(game, .x), o = reference.stones(game, .o)
            #expect(game.hasLine(x) == reference.hasLine(.x))
            #expect(game.hasLine(o) == reference.hasLine(.o))
            let empty = game.boardMask & ~(x | o)
            let fast = Set((game.completingCells(x) & empty).setBits.map { game.square(of: $0) })
            #expect(fast == reference.completing(.x))
        }
    }

    @Test(arguments: [(3, 3, false, 8), (4, 4, false, 8), (5, 4, false, 4), (7, 6, true, 2)])
    func symmetries_areBoardPermutations_andFormAGroup(width: Int, height: Int, gravity: Bool, count: Int) {
        let game = lineGame(width, height, 3, gravity: gravity)
        let symmetries = game.symmetries
        #expect(symmetries.count == count)
        for s in 0..<symmetries.count {
            #expect(symmetries.apply(s, to: game.boardMask) == game.boardMask)
            // Lines go to lines.
            for line in game.lines { #expect(game.lines.contains(symmetries.apply(s, to: line))) }
            for bit in game.boardMask.setBits {
                let there = game.transform(LineMove(bit: bit), symmetry: s, toCanonical: true)
                #expect(game.transform(there, symmetry: s, toCanonical: false) == LineMove(bit: bit))
            }
        }
        // Closed under composition: each composite equals some symmetry on a marker board.
        let marker = UInt64.bit(game.bit(column: 0, row: 0)) | UInt64.bit(game.bit(column: 1, row: 0))
            | UInt64.bit(game.bit(column: 0, row: height - 1))
        let images = Set((0..<symmetries.count).map { symmetries.apply($0, to: marker) })
        for a in 0..<symmetries.count {
            for b in 0..<symmetries.count {
                #expect(images.contains(symmetries.apply(a, to: symmetries.apply(b, to: marker))))
            }
        }
    }

    @Test func canonicalKey_isTheSameForEverySymmetricImage() {
        let game = lineGame(4, 4, 3)
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let position = randomPosition(game, plies: Int.random(in: 0...8, using: &random), using: &random)
            let key = game.canonical(position).key
            for s in 0..<game.symmetries.count {
                let image = LinePosition(current: game.symmetries.apply(s, to: position.current),
                    other: game.symmetries.apply(s, to: position.other), mover: position.mover)
                #expect(game.canonical(image).key == key)
            }
        }
    }

    @Test func randomPlayouts_neverStallAndEndWithoutMoves() {
        let game = lineGame(5, 4, 3)
        var random = SplitMix64(seed: 11)
        for _ in 0..<500 {
            var position = game.start
            while game.result(position) == nil {
                let moves = game.legalMoves(position)
                #expect(!moves.isEmpty)
                guard let move = moves.randomElement(using: &random) else { break }
                position = game.play(move, in: position)
            }
            #expect(game.legalMoves(position).isEmpty)
        }
    }
}
