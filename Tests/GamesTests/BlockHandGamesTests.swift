import Boards
import Foundation
import Search
import Testing

@testable import Games

/// The games of puzzles/games (pieces in hand), each rule file as shipped, solved by the block
/// family and by the independent reference (`RuleSetReference`, from a model of the same rules):
/// value, remoteness and best moves at the start and along random games, and the starts' values
/// that puzzles/games/games.analyze states.
@Suite struct BlockHandGamesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../puzzles/games").standardized

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name + ".rules"), encoding: .utf8)
    }

    /// A model of a 3 x 3 morris game: `hand` pieces a side, steps along `steps`, lines of three
    /// along `lines` (every direction when empty), endless play drawn.
    static func morris(hand: Int, steps: String, lines: [String]) -> ModelRules {
        var rules = ModelRules()
        rules.start = Array(repeating: 0, count: 9)
        rules.startLine = "start empty"
        rules.hands = ([hand, hand], [false, false])
        rules.moves = [ModelMove(kind: .place(gravity: false, flip: false), by: nil),
            ModelMove(kind: .step(directions: [steps], onto: nil), by: nil)]
        rules.ends = [ModelEnd(wins: true, kind: .line(length: 3, exactly: false, directions: lines), by: nil)]
        rules.repetitionDraw = true
        return rules
    }

    /// `morris` on Tapatan's board: diagonals only through the points of even column + row.
    static func tapatan(hand: Int) -> ModelRules {
        var rules = morris(hand: hand, steps: "all", lines: [])
        rules.diagonals = "alternating"
        return rules
    }

    @Test(arguments: [
        ("three-mens-morris", BlockHandGamesTests.morris(hand: 3, steps: "orthogonal", lines: ["orthogonal"]),
         RuleSetReference.Outcome.draw, 0, 5_466),
        ("tapatan-all-diagonals", BlockHandGamesTests.morris(hand: 3, steps: "all", lines: []), .draw, 0, 5_390),
        ("achi-all-diagonals", BlockHandGamesTests.morris(hand: 4, steps: "all", lines: []), .win, 11, 5_720),
        ("tapatan", BlockHandGamesTests.tapatan(hand: 3), .win, 9, 5_390),
        ("achi", BlockHandGamesTests.tapatan(hand: 4), .win, 11, 5_716),
    ])
    func theShippedGame_agreesWithTheReference(_ name: String, _ model: ModelRules, _ outcome: RuleSetReference.Outcome,
        _ remoteness: Int, _ positions: Int) throws
    {
        // The family reads the shipped file; the checker compares the start (every move's value)
        // and positions along two random games, and keeps the reference's graph.
        var checker = RuleSetChecker(random: SplitMix64(seed: 3))
        checker.check(model, text: try Self.text(name))
        #expect(checker.compared == 1, "\(checker.summary)")
        #expect(checker.failures.isEmpty, "\(checker.failures)")
        let graph = try #require(checker.lastGraph)
        #expect(graph.boards.count == positions)
        #expect(graph.outcome[0] == outcome && graph.remoteness[0] == remoteness)
    }

    /// Teeko's drop phase is too large for the reference from its start; positions three drops
    /// before the end are not.
    @Test func teekoDrop_agreesWithTheReference_nearItsEnd() throws {
        var model = ModelRules()
        (model.width, model.height) = (5, 5)
        model.start = Array(repeating: 0, count: 25)
        model.hands = ([4, 4], [false, false])
        model.moves = [ModelMove(kind: .place(gravity: false, flip: false), by: nil)]
        model.ends = [ModelEnd(wins: true, kind: .line(length: 4, exactly: false, directions: []), by: nil),
            ModelEnd(wins: true, kind: .shape(picture: "xx/xx", turned: false), by: nil)]
        model.noMove = "draw"
        let reference = RuleSetReference(model)
        let spec = try #require(BlockRuleFiles.spec(try Self.text("teeko-drop")))
        var book = RuleBook()
        let game = try #require(try book.add(spec) as? BlockGame)
        var random = SplitMix64(seed: 11)
        for _ in 0..<2 {
            // Five drops at random (none ends the game: three of a side make no line), then both solved.
            var board = model.startBoard, side: RuleSide = 1
            var position = game.start
            for _ in 0..<5 {
                guard case .moves(let moves) = reference.state(board, side) else { break }
                let move = random.pick(moves)
                position = game.play(try game.parseMove(move.name, in: position).get(), in: position)
                (board, side) = (move.board, 3 - side)
            }
            let graph = try #require(RuleSetGraph(reference, board: board, mover: side, limit: 200_000))
            let solved = try Solver(game: game, tableBytes: 1 << 22).solve(position, allMoves: false)
            let expected: Outcome = graph.outcome[0] == .win ? .win : graph.outcome[0] == .loss ? .loss : .draw
            #expect(solved.value.outcome == expected, "\(solved.value) against \(graph.outcome[0]) in \(graph.remoteness[0])")
            if expected != .draw { #expect(solved.value.remoteness == graph.remoteness[0]) }
        }
    }
}
