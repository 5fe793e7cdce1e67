import Boards
import Search
import Testing

@testable import Games

/// `nimber` on block games: which rule sets are impartial games of filling cells, and, along
/// seeded random games of each, that a position's nimber is 0 exactly where the block family's
/// own solver finds a loss for the side to move, and that the moves to a nimber of 0 are exactly
/// the moves after which the solver finds a loss for the opponent.
@Suite struct BlockImpartialTests {
    static func game(_ lines: String) throws -> BlockGame {
        try BlockMoveWordsTests.game("rules \"test\"\nfamily block\n" + lines)
    }

    static let impartial: [(String, String)] = [
        ("Cram", "board 4 x 4\nmove polyomino xx turned"),
        ("stones and dominoes across (Kayles on rows)", "board 5 x 2\nmove place\nmove polyomino xx"),
        ("L trominoes", "board 4 x 3\nmove polyomino xx/x. turned"),
        ("dominoes on a hex grid", "board 4 x 3\ngrid hex\nmove polyomino xx\nmove polyomino x/x"),
        ("Cram with holes", "board 4 x 4\nshape\n  o o o .\n  o o o o\n  o . o o\n  o o o o\nmove polyomino xx turned"),
        ("Cram on a cylinder", "board 4 x 3\nwrap rows\nmove polyomino xx turned"),
        ("stones apart (Node Kayles)", "board 4 x 3\nmove place if not-beside any n s e w"),
        ("stones apart on the diagonals too, beside Cram", "board 3 x 3\nmove place if not-beside any\nmove polyomino xx turned"),
        ("stones not under another, on chosen cells", "board 4 x 3\nmove place to a1 b1 c1 d1 a2 c2 b3 d3 if not-beside any s"),
        ("Cram from a drawn start", "board 4 x 4\nstart\n  X . . .\n  . . O .\n  . . . .\n  . X . .\nmove polyomino xx turned"),
    ]

    @Test(arguments: impartial)
    func theNimber_isZeroExactlyWhereTheSolverFindsALoss(_ label: String, _ lines: String) throws {
        let game = try Self.game(lines)
        guard case .success(let rules) = game.placementRules else {
            Issue.record("\(label): not impartial")
            return
        }
        let solver = Solver(game: game, tableBytes: 1 << 22)
        var nimbers = NimberSolver(rules: rules, memory: 1 << 26, limits: SearchLimits())
        var random = SplitMix64(seed: 3)
        var positions = 0
        for _ in 0..<4 {
            var position = game.start
            while true {
                let nimber = try nimbers.nimber(of: game.emptyCells(position))
                let solved = try solver.solve(position, allMoves: true)
                #expect((nimber == 0) == (solved.value.outcome == .loss), "\(label): nimber \(nimber), \(solved.value)")
                let moves = game.legalMoves(position)
                for move in moves {
                    let next = game.play(move, in: position)
                    let childLoses = try solver.solve(next, allMoves: false).value.outcome == .loss
                    #expect((try nimbers.nimber(of: game.emptyCells(next)) == 0) == childLoses, "\(label): \(game.moveName(move))")
                }
                positions += 1
                if moves.isEmpty { break }
                position = game.play(moves[Int(random.next() % UInt64(moves.count))], in: position)
            }
        }
        #expect(positions >= 12, "\(label)")
    }

    @Test func rulesThatAreNotImpartial_sayWhy() throws {
        let cases: [(String, String)] = [
            ("board 4 x 4\nmove polyomino x/x by X\nmove polyomino xx by O", "is not the same for both players"),
            ("board 3 x 3\nmove place\nwin line 3", "'win line 3' ends the game"),
            ("board 4 x 4\nmove polyomino xx turned\nno-move win", "nimbers add up only under normal play"),
            ("board 4 x 4\nmove place if not-beside opponent n s e w", "depends on whose pieces stand where"),
            ("board 4 x 4\nstart\n  X . . .\n  . . . .\n  . . . .\n  . . . .\nmove place if beside any", "a nimber takes only 'if not-beside any'"),
            ("board 4 x 4\nstart\n  . . . .\n  . X O .\n  . O X .\n  . . . .\nmove place flip", "does more than fill empty cells"),
            ("board 4 x 4\nstart\n  O O O O\n  . . . .\n  . . . .\n  X X X X\nmove step forward", "does more than fill empty cells"),
        ]
        for (lines, reason) in cases {
            let game = try Self.game(lines)
            guard case .failure(let why) = game.placementRules else {
                Issue.record("\(lines): taken as impartial")
                continue
            }
            #expect(why.description.contains(reason), "\(lines): \(why)")
        }
    }
}
