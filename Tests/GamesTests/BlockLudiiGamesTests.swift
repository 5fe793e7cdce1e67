import Boards
import Foundation
import Testing

@testable import Games

/// The games of Ludii's list written in puzzles/games with today's blocks (ludii.analyze), each
/// read from its shipped file and compared with the independent reference (`RuleSetReference`,
/// from a model of the same rules): value, remoteness and every move's value at a start, and
/// positions along random games (`RuleSetChecker`). So far Nine Holes, whose start the
/// reference walks whole; `agrees` can also compare a shipped file with its text replaced
/// (a smaller board, or a position near the end written as the start).
@Suite struct BlockLudiiGamesTests {
    /// The start drawn in `rows` (X, O, . a cell; a blank where `shape` has no cell).
    static func start(_ rows: [String]) -> (cells: [RuleSide], text: String) {
        let cells: [RuleSide] = rows.joined().map { $0 == "X" ? 1 : $0 == "O" ? 2 : 0 }
        let text = "start\n" + rows.map { "  " + $0.map(String.init).joined(separator: " ") }.joined(separator: "\n") + "\n"
        return (cells, text)
    }

    /// The shipped file `name` with `replacements` made, compared with the reference from `model`'s
    /// start; returns the reference's value there.
    @discardableResult
    static func agrees(_ name: String, _ model: ModelRules, replacing replacements: [(String, String)] = [],
        limit: Int = 200_000) throws -> (RuleSetReference.Outcome, Int)
    {
        var text = try BlockHandGamesTests.text(name)
        for (from, to) in replacements {
            #expect(text.contains(from), "\(name): no '\(from)' to replace")
            text = text.replacingOccurrences(of: from, with: to)
        }
        let graph = try #require(RuleSetGraph(RuleSetReference(model), board: model.startBoard, mover: model.first, limit: limit))
        var checker = RuleSetChecker(random: SplitMix64(seed: 7))
        checker.referenceLimit = limit
        for _ in 0..<2 { checker.check(model, text: text) }
        #expect(checker.compared == 2, "\(name): \(checker.summary)")
        #expect(checker.failures.isEmpty, "\(name): \(checker.failures)")
        return (graph.outcome[0], graph.remoteness[0])
    }

    /// The start rows of a model: width and height from the rows, the cells, the start's text.
    static func model(_ rows: [String], moves: [ModelMove], ends: [ModelEnd]) -> ModelRules {
        var rules = ModelRules()
        (rules.width, rules.height) = (rows[0].count, rows.count)
        rules.start = start(rows).cells
        rules.moves = moves
        rules.ends = ends
        return rules
    }

    static func line(_ length: Int, _ directions: [String] = [], exactly: Bool = false, wins: Bool = true) -> ModelEnd {
        ModelEnd(wins: wins, kind: .line(length: length, exactly: exactly, directions: directions), by: nil)
    }

    static let place = ModelMove(kind: .place(gravity: false, flip: false), by: nil)

    @Test func nineHoles_fromItsStart_isADraw() throws {
        var model = Self.model(["...", "...", "..."], moves: [Self.place] + [(0, 1), (0, 2), (1, 1), (1, 2), (2, 2)].map {
            ModelMove(kind: .leap(columns: $0.0, rows: $0.1, way: nil, onto: nil), by: nil)
        }, ends: [Self.line(3, ["orthogonal"])])
        model.startLine = "start empty"
        model.hands = ([3, 3], [false, false])
        model.repetitionDraw = true
        let (outcome, _) = try Self.agrees("nine-holes", model)
        #expect(outcome == .draw)
    }
}
