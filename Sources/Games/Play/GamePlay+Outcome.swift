import Boards
import Search

extension GamePlay {
    public func outcome(tableBytes: Int, limits: SearchLimits) throws(SearchStop) -> OutcomeReport {
        // The search takes a position's value as its own, whatever came before it: a game that can
        // come back to a position (a draw by repetition) has no such value, and would go round.
        guard !repetitionDraws else {
            throw .tooLarge("positions of \(game.name) can repeat, which proof-number search cannot follow; "
                + "solve values them by retrograde analysis")
        }
        let clock = ContinuousClock.now
        let answer = try prover(game, position, tableBytes, limits)
        return OutcomeReport(game: game.name, toMove: game.sideToMove(position), outcome: answer.outcome,
            winningMove: answer.winningMove.map(game.moveName), nodes: answer.nodes, searches: answer.searches,
            tableBytes: answer.tableBytes, bytesPerSlot: ProofNumberSearch<G>.bytesPerSlot,
            seconds: (ContinuousClock.now - clock).seconds)
    }
}
