import Boards
import Foundation
import Testing

@testable import Games

/// Games of `puzzles/games` written with the block family's first blocks alone (Toads and Frogs,
/// Cram), each read from its shipped file and compared with the independent reference: the
/// start's value and remoteness, and every move's value at the start and along random games.
@Suite struct BlockTraditionalGamesTests {
    func agrees(_ name: String, _ model: ModelRules, _ outcome: RuleSetReference.Outcome, in remoteness: Int,
        board: (from: String, to: String)? = nil) throws
    {
        var text = try BlockHandGamesTests.text(name)
        if let board { text = text.replacingOccurrences(of: board.from, with: board.to) }
        let graph = try #require(RuleSetGraph(RuleSetReference(model), board: model.startBoard, mover: 1, limit: 200_000))
        #expect(graph.outcome[0] == outcome && graph.remoteness[0] == remoteness)
        var checker = RuleSetChecker(random: SplitMix64(seed: 5))
        checker.referenceLimit = 200_000
        for _ in 0..<2 { checker.check(model, text: text) }
        #expect(checker.compared == 2, "\(checker.summary)")
        #expect(checker.failures.isEmpty, "\(checker.failures)")
    }

    @Test func toadsAndFrogs_agreesWithTheReference_theToadsWinIn15() throws {
        var model = ModelRules()
        (model.width, model.height) = (8, 1)
        model.start = [1, 1, 1, 0, 0, 2, 2, 2]
        model.moves = [ModelMove(kind: .step(directions: ["e"], onto: nil), by: 1),
            ModelMove(kind: .jump(directions: ["e"], over: "opponent", capture: false, chain: false), by: 1),
            ModelMove(kind: .step(directions: ["w"], onto: nil), by: 2),
            ModelMove(kind: .jump(directions: ["w"], over: "opponent", capture: false, chain: false), by: 2)]
        try agrees("toads-and-frogs", model, .win, in: 15)
    }

    /// The shipped Cram's rules on a 4 x 3 board: the reference takes minutes over the 4 x 4
    /// start in a debug build, which `analyze check puzzles/` states in a release build.
    @Test func cram_onA4x3Board_agreesWithTheReference() throws {
        var model = ModelRules()
        (model.width, model.height) = (4, 3)
        model.start = Array(repeating: 0, count: 12)
        model.startLine = "start empty"
        model.moves = [ModelMove(kind: .polyomino(picture: "xx", turned: true), by: nil)]
        try agrees("cram-4x4", model, .win, in: 5, board: ("board 4 x 4", "board 4 x 3"))
    }
}
