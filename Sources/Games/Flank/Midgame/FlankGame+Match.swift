import Boards
import Foundation

/// `analyze bench --match`: the strength test of the trained evaluation (`FlankMatch`).
extension FlankGame: TrainableEvaluation {
    /// The standard game, when its weights ship (`FlankWeights.shipped`).
    public var hasShippedEvaluation: Bool { isStandard && FlankWeights.shipped != nil }

    /// The trained evaluation against mobility alone: one line a game, then the tally.
    public func playMatch(_ plan: MatchPlan, _ console: ToolConsole) throws(ToolFailure) {
        guard let weights = FlankWeights.shipped else {
            console.err("analyze: bench --match: the shipped weights are missing")
            throw ToolFailure()
        }
        console.catchInterrupts()
        var match = FlankMatch(game: self, weights: weights)
        match.depth = plan.depth
        match.moveSeconds = plan.moveSeconds
        let started = ContinuousClock.now
        let games: [FlankMatch.Game]
        do throws(SearchStop) {
            games = try match.play(plan.games, seed: plan.seed, limits: SearchLimits()) { game in
                let opening = game.opening.map { geometry.square(of: $0).description }.joined(separator: " ")
                let result = game.score > 0 ? "wins" : game.score < 0 ? "loses" : "draws"
                console.out("opening \(opening), trained plays \(game.trainedSide): trained \(result) \(game.score > 0 ? "+" : "")\(game.score)")
            }
        } catch {
            console.err("analyze: bench --match: stopped: \(error)")
            throw ToolFailure(error)
        }
        let wins = games.filter { $0.score > 0 }.count, losses = games.filter { $0.score < 0 }.count
        let effort = plan.moveSeconds.map { "\($0) s a move" } ?? "depth \(plan.depth)"
        console.out("match        \(games.count) games, \(effort), exact from \(match.exactFrom) empty cells, seed \(plan.seed), "
            + String(format: "%.1f s", (ContinuousClock.now - started).seconds))
        console.out("trained      \(wins) wins, \(games.count - wins - losses) draws, \(losses) losses against mobility alone; "
            + "disc margin \(games.map(\.score).reduce(0, +))")
    }
}
