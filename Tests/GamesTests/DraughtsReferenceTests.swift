import Boards
import Foundation
import Testing

@testable import Games

/// puzzles/games/draughts-6x6.rules and english-draughts.rules (8 x 8) against the independent
/// reference of the rule-set tests (`RuleSetReference`, written from docs/rules.md on a plain
/// array board): the same rules written as the reference's model. Along seeded random games from
/// the start, the legal moves of every position are compared (a few hundred positions: men,
/// kings, crowning, compulsory captures and complete chains), and the positions late enough for
/// the reference to walk every position reachable from them are solved by both: value,
/// remoteness and every best move.
@Suite struct DraughtsReferenceTests {
    /// A shipped draughts file: its name, its board's side and how many rows of men each side has.
    struct Board: Sendable, CustomStringConvertible {
        var file: String
        var size: Int
        var rows: Int
        var description: String { file }
    }

    static let boards = [Board(file: "draughts-6x6.rules", size: 6, rows: 2), Board(file: "english-draughts.rules", size: 8, rows: 3)]

    static func url(_ board: Board) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../puzzles/games/" + board.file).standardized
    }

    /// The rule file's rules as the reference reads them: men on the dark squares (column + row
    /// odd) of the nearest rows, X below moving up; men step and jump diagonally forward, kings
    /// either way; jumps take and chain while they can; captures compulsory; a man on the far row
    /// is crowned.
    static func model(_ board: Board) -> ModelRules {
        let n = board.size
        var rules = ModelRules()
        rules.width = n
        rules.height = n
        rules.start = (0..<n * n).map { cell in
            let (c, r) = (cell % n, cell / n)
            guard (c + r) % 2 == 1 else { return 0 }
            return r < board.rows ? 2 : r >= n - board.rows ? 1 : 0
        }
        rules.kinds = ["man", "king"]
        rules.startKinds = Array(repeating: 0, count: n * n)
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

    static func game(_ board: Board) throws -> any RuleGame {
        let text = try String(contentsOf: url(board), encoding: .utf8)
        let spec = try #require(BlockRuleFiles.spec(text))
        var book = RuleBook()
        return try book.add(spec)
    }

    @Test func theStart_hasTheReferencesMoves() throws {
        let board = Self.boards[0], model = Self.model(board)
        let play = try Self.game(board).makePlay(tableBytes: 1 << 20, threads: 1, book: false)
        let reference = RuleSetReference(model)
        #expect(Set(play.legalMoves()) == Set(reference.names(model.startBoard, 1)))
        #expect(play.legalMoves().sorted() == ["b5-a4", "b5-c4", "d5-c4", "d5-e4", "f5-e4"])
    }

    @Test func theEnglishStart_hasTheSevenOpeningMoves() throws {
        let board = Self.boards[1], model = Self.model(board)
        let play = try Self.game(board).makePlay(tableBytes: 1 << 20, threads: 1, book: false)
        #expect(Set(play.legalMoves()) == Set(RuleSetReference(model).names(model.startBoard, 1)))
        #expect(play.legalMoves().count == 7)
    }

    @Test(arguments: boards) func positionsAlongRandomGames_agreeWithTheReference(_ shipped: Board) throws {
        let game = try Self.game(shipped), model = Self.model(shipped), cells = shipped.size * shipped.size
        let reference = RuleSetReference(model)
        var random = SplitMix64(seed: 66)
        var checker = RuleSetChecker(random: SplitMix64(seed: 6))
        var legalCompared = 0, solved = 0, crowned = 0
        for walk in 0..<12 {
            var board = model.startBoard, side: RuleSide = 1
            // The fewest pieces with which the reference found more positions than it walks: it
            // tries again only once a capture has left fewer (each try walks up to its limit).
            var tooLargeWith = Int.max
            var plies: [String] = []
            let play = game.makePlay(tableBytes: 1 << 24, threads: 1, book: false)
            for _ in 0..<(shipped.size == 6 ? 80 : 200) {
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
                if board[cells...].contains(1) { crowned += 1 }
                // Late in a game the reference can walk every position that follows.
                let pieces = board[..<cells].filter { $0 != 0 }.count
                guard pieces <= 4, pieces < tooLargeWith else { continue }
                guard let graph = RuleSetGraph(reference, board: board, mover: side, limit: 20_000), let id = graph.id(board, side)
                else {
                    tooLargeWith = pieces
                    continue
                }
                var problems: [String] = []
                checker.compare(play, graph, at: id, allMoves: true, into: &problems, label: plies.joined(separator: " "))
                for problem in problems { Issue.record("\(problem)") }
                solved += 1
                break
            }
        }
        #expect(legalCompared >= 250, "only \(legalCompared) positions compared")
        // On 8 x 8 fewer random games end with few enough pieces for the reference's 20,000 positions.
        #expect(solved >= (shipped.size == 6 ? 6 : 3), "only \(solved) positions were small enough for the reference")
        #expect(crowned >= 5, "the random games crowned only \(crowned) times")
        print("\(shipped.file) against the reference: legal moves at \(legalCompared) positions, \(solved) solved, \(crowned) with a king")
    }
}
