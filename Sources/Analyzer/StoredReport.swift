import Boards
import Games
import Foundation
import Search

/// A `SolveReport` as kept in the results database: plain fields, written as JSON. The game's
/// name is not kept (the same rule set may go by another name); the caller gives it back.
struct StoredReport: Codable {
    /// The version of the results: part of every key, raised when a solver change alters what a
    /// report says (a value, the best moves, the principal variation), so that results of an
    /// older version are not served.
    static let version = 1

    struct Step: Codable {
        var player: String
        var move: String
        var fork: Bool?
    }

    struct Puzzle: Codable {
        var goal: String
        var moves: [String]
        var jumps: Int
        var solved: Bool
        var fewest: Bool
        var finalDiagram: [String]
        var reason: String?
    }

    var toMove: String
    var outcome: String
    var remoteness: Int
    var score: Int?
    var best: [String]
    var pv: [Step]
    var nodes: UInt64
    var seconds: Double
    var puzzle: Puzzle?

    init(_ report: SolveReport) {
        toMove = report.toMove.description
        outcome = report.value.outcome.description
        remoteness = report.value.remoteness
        score = report.value.score
        best = report.best
        pv = report.principalVariation.map { Step(player: $0.player.description, move: $0.move, fork: $0.isFork ? true : nil) }
        nodes = report.stats.nodes
        seconds = report.stats.seconds
        puzzle = report.puzzle.map {
            Puzzle(goal: $0.goal, moves: $0.moves, jumps: $0.jumps, solved: $0.solved, fewest: $0.fewest,
                finalDiagram: $0.finalDiagram, reason: $0.reason)
        }
    }

    /// The report again, for the game named `game`; `nil` when a field does not read back (a file
    /// written by hand), which the caller treats as not stored.
    func report(game: String) -> SolveReport? {
        guard let mover = Player(word: toMove), let outcome = Outcome(word: outcome) else { return nil }
        var steps: [SolveReport.Step] = []
        for step in pv {
            guard let player = Player(word: step.player) else { return nil }
            steps.append(SolveReport.Step(player: player, move: step.move, isFork: step.fork ?? false))
        }
        var stats = SearchStats()
        stats.nodes = nodes
        stats.seconds = seconds
        let summary = puzzle.map {
            var puzzleStats = PuzzleStats()
            puzzleStats.nodes = nodes
            puzzleStats.seconds = seconds
            return PuzzleSummary(goal: $0.goal, moves: $0.moves, jumps: $0.jumps, solved: $0.solved, fewest: $0.fewest,
                finalDiagram: $0.finalDiagram, reason: $0.reason, stats: puzzleStats)
        }
        return SolveReport(game: game, toMove: mover, value: Value(outcome, in: remoteness, score: score), best: best,
            principalVariation: steps, moveValues: [], stats: stats, puzzle: summary, fromDatabase: true)
    }

    /// The JSON text stored.
    var text: String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) }
    }

    init?(text: String) {
        guard let stored = try? JSONDecoder().decode(StoredReport.self, from: Data(text.utf8)) else { return nil }
        self = stored
    }
}
