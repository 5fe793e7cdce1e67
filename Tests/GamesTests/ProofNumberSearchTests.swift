import Boards
import Search
import Testing

@testable import Games

/// The proof-number search (`outcome`) against the exact solver: along seeded random games of line
/// games (with draws, misère, gravity) and block games (Domineering, Cram, Snort, Hex, Hexapawn,
/// three in a row), the outcome is the solver's, and a winning move it names leaves the opponent
/// a loss by the solver. Also: one search where no draw appeared, two where one did, and the node
/// limit stopping it exactly.
@Suite struct ProofNumberSearchTests {
    static let blockRules: [(String, String)] = [
        ("Domineering", "board 4 x 4\nmove polyomino x/x by X\nmove polyomino xx by O"),
        ("Cram", "board 3 x 4\nmove polyomino xx turned"),
        ("Snort", "board 4 x 3\nmove place if not-beside opponent n s e w"),
        ("Hex", "board 3 x 3\ngrid hex\nmove place\nwin connect top-bottom by X\nwin connect left-right by O"),
        ("Hexapawn on 4 x 4", "board 4 x 4\nstart\n  O O O O\n  . . . .\n  . . . .\n  X X X X\nmove step forward onto empty\n"
            + "move step forward-diagonal onto opponent\nwin reach far-row\nno-move lose"),
        ("three in a row on 4 x 3, a draw when full", "board 4 x 3\nmove place\nwin line 3"),
    ]

    /// Along `games` seeded random games from `start`: the outcome agrees with the solver's, and a
    /// winning move leaves a loss.
    static func agree<G: Game>(_ game: G, label: String, games: Int = 4, seed: UInt64 = 5) throws -> Int {
        let solver = Solver(game: game, tableBytes: 1 << 22)
        var random = SplitMix64(seed: seed)
        var positions = 0
        for _ in 0..<games {
            var position = game.start
            while true {
                let search = ProofNumberSearch(game: game, tableBytes: 1 << 20, limits: SearchLimits())
                let (outcome, move) = try search.outcome(position)
                let exact = try solver.solve(position, allMoves: false).value.outcome
                #expect(outcome == exact, "\(label): \(outcome) against the solver's \(exact)")
                if let move {
                    let after = try solver.solve(game.play(move, in: position), allMoves: false).value.outcome
                    #expect(outcome == .win && after == .loss, "\(label): the winning move leaves \(after)")
                } else {
                    #expect(outcome != .win || game.result(position) != nil, "\(label): a win with no move")
                }
                positions += 1
                let moves = game.legalMoves(position)
                if moves.isEmpty { break }
                position = game.play(moves[Int(random.next() % UInt64(moves.count))], in: position)
            }
        }
        return positions
    }

    @Test(arguments: blockRules)
    func blockGames_agreeWithTheSolver(_ label: String, _ lines: String) throws {
        let game = try BlockMoveWordsTests.game("rules \"test\"\nfamily block\n" + lines)
        #expect(try Self.agree(game, label: label) >= 12, "\(label)")
    }

    @Test func lineGames_withDrawsMisereAndGravity_agreeWithTheSolver() throws {
        let games: [(String, LineGame)] = [
            ("tic-tac-toe", try LineGame(LineRules(name: "t", width: 3, height: 3, lineLength: 3))),
            ("misère tic-tac-toe", try LineGame(LineRules(name: "m", width: 3, height: 3, lineLength: 3, misere: true))),
            ("four in a row on 4 x 4 with gravity", try LineGame(LineRules(name: "g", width: 4, height: 4, lineLength: 4, gravity: true))),
            ("three in a row on 4 x 3 with gravity", try LineGame(LineRules(name: "c", width: 4, height: 3, lineLength: 3, gravity: true))),
        ]
        for (label, game) in games { #expect(try Self.agree(game, label: label, games: 6) >= 20, "\(label)") }
    }

    @Test func aSecondSearch_onlyWhereADrawAppeared() throws {
        let domineering = try BlockMoveWordsTests.game("rules \"d\"\nfamily block\n" + Self.blockRules[0].1)
        let once = ProofNumberSearch(game: domineering, tableBytes: 1 << 20, limits: SearchLimits())
        #expect(try once.outcome(domineering.start).outcome == .win)
        #expect(once.searches == 1)
        let ticTacToe = try LineGame(LineRules(name: "t", width: 3, height: 3, lineLength: 3))
        let twice = ProofNumberSearch(game: ticTacToe, tableBytes: 1 << 20, limits: SearchLimits())
        #expect(try twice.outcome(ticTacToe.start).outcome == .draw)
        #expect(twice.searches == 2)
    }

    @Test func theNodeLimit_stopsItExactly() throws {
        let game = try BlockMoveWordsTests.game("rules \"d\"\nfamily block\n" + Self.blockRules[0].1)
        let search = ProofNumberSearch(game: game, tableBytes: 1 << 20, limits: SearchLimits(nodes: 100))
        #expect(throws: SearchStop.nodeLimit(100)) { try search.outcome(game.start) }
        #expect(search.nodes == 101)
    }
}
