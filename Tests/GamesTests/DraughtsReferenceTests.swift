import Boards
import Foundation
import Testing

@testable import Games

/// puzzles/games/draughts-6x6.rules against the independent reference of the rule-set tests
/// (`RuleSetReference`, written from docs/rules.md on a plain array board): the same rules written
/// as the reference's model. Along seeded random games from the start, the legal moves of every
/// position are compared (a few hundred positions: men, kings, crowning, compulsory captures and
/// complete chains), and the positions late enough for the reference to walk every position
/// reachable from them are solved by both: value, remoteness and every best move.
@Suite struct DraughtsReferenceTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../puzzles/games/draughts-6x6.rules").standardized

    /// The rule file's rules as the reference reads them: six men each on the dark squares (column
    /// + row odd) of the two nearest rows, X below moving up; men step and jump diagonally
    /// forward, kings either way; jumps take and chain while they can; captures compulsory; a man
    /// on the far row is crowned.
    static var model: ModelRules {
        var rules = ModelRules()
        rules.width = 6
        rules.height = 6
        rules.start = (0..<36).map { cell in
            let (c, r) = (cell % 6, cell / 6)
            guard (c + r) % 2 == 1 else { return 0 }
            return r < 2 ? 2 : r >= 4 ? 1 : 0
        }
        rules.kinds = ["man", "king"]
        rules.startKinds = Array(repeating: 0, count: 36)
        rules.moves = [
            ModelMove(kind: .step(directions: ["forward-diagonal"], onto: "empty"), by: nil, piece: 0),
            ModelMove(kind: .step(directions: ["diagonal"], onto: "empty"), by: nil, piece: 1),
            ModelMove(kind: .jump(directions: ["forward-diagonal"], over: "opponent", capture: true, chain: true), by: nil, piece: 0,
                complete: true),
            ModelMove(kind: .jump(directions: ["diagonal"], over: "opponent", capture: true, chain: true), by: nil, piece: 1,
                complete: true),
        ]
        rules.promotion = (nil, nil, nil)
        rules.captureRule = "compulsory"
        rules.noMove = "lose"
        rules.repetitionDraw = true
        return rules
    }

    static func game() throws -> any RuleGame {
        let text = try String(contentsOf: file, encoding: .utf8)
        let spec = try #require(BlockRuleFiles.spec(text))
        var book = RuleBook()
        return try book.add(spec)
    }

    @Test func theStart_hasTheReferencesMoves() throws {
        let play = try Self.game().makePlay(tableBytes: 1 << 20, threads: 1, book: false)
        let reference = RuleSetReference(Self.model)
        #expect(Set(play.legalMoves()) == Set(reference.names(Self.model.startBoard, 1)))
        #expect(play.legalMoves().sorted() == ["b5-a4", "b5-c4", "d5-c4", "d5-e4", "f5-e4"])
    }

    @Test func positionsAlongRandomGames_agreeWithTheReference() throws {
        let game = try Self.game()
        let reference = RuleSetReference(Self.model)
        var random = SplitMix64(seed: 66)
        var checker = RuleSetChecker(random: SplitMix64(seed: 6))
        var legalCompared = 0, solved = 0, crowned = 0
        for walk in 0..<12 {
            var board = Self.model.startBoard, side: RuleSide = 1
            var plies: [String] = []
            let play = game.makePlay(tableBytes: 1 << 24, threads: 1, book: false)
            for _ in 0..<80 {
                guard case .moves(let moves) = reference.state(board, side) else { break }
                #expect(Set(play.legalMoves()) == Set(moves.map(\.name)), "walk \(walk) after \(plies.joined(separator: " "))")
                legalCompared += 1
                let move = random.pick(moves)
                if let (_, error) = play.playAll([move.name], fromStart: false) {
                    Issue.record("walk \(walk): the family refused \(move.name) after \(plies.joined(separator: " ")): \(error.message)")
                    break
                }
                plies.append(move.name)
                (board, side) = (move.board, 3 - side)
                if board[36...].contains(1) { crowned += 1 }
                // Late in a game the reference can walk every position that follows.
                let pieces = board[..<36].filter { $0 != 0 }.count
                guard pieces <= 4,
                    let graph = RuleSetGraph(reference, board: board, mover: side, limit: 20_000), let id = graph.id(board, side)
                else { continue }
                var problems: [String] = []
                checker.compare(play, graph, at: id, allMoves: true, into: &problems, label: plies.joined(separator: " "))
                for problem in problems { Issue.record("\(problem)") }
                solved += 1
                break
            }
        }
        #expect(legalCompared >= 250, "only \(legalCompared) positions compared")
        #expect(solved >= 6, "only \(solved) positions were small enough for the reference")
        #expect(crowned >= 5, "the random games crowned only \(crowned) times")
        print("draughts-6x6 against the reference: legal moves at \(legalCompared) positions, \(solved) solved, \(crowned) with a king")
    }
}
