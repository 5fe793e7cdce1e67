import Boards
import Search

extension GamePlay {
    public func nimber(memory: Int, limits: SearchLimits) throws(SearchStop) -> NimberReport {
        let clock = ContinuousClock.now
        let (impartial, rules) = try impartialRules()
        var solver = NimberSolver(rules: rules, memory: memory, limits: limits)
        let regions = try solver.regions(of: impartial.emptyCells(position))
        let nimber = regions.reduce(0) { $0 ^ $1.nimber }
        var winning: [String] = []
        if nimber != 0 {
            for move in game.legalMoves(position) where try solver.nimber(of: impartial.emptyCells(game.play(move, in: position))) == 0 {
                winning.append(game.moveName(move))
            }
        }
        return NimberReport(game: game.name, toMove: game.sideToMove(position), nimber: nimber,
            regions: regions.map { NimberReport.Region(cells: $0.cells.cellIndices.map(impartial.cellName), nimber: $0.nimber) },
            winningMoves: winning, valued: Int(solver.valued), peakBytes: solver.peakBytes, bytesPerSlot: NimberSolver.bytesPerSlot,
            seconds: (ContinuousClock.now - clock).seconds)
    }

    /// The nimber of the position a census starts from, where the game is impartial; nil otherwise.
    func startNimber(memory: Int, limits: SearchLimits) throws(SearchStop) -> Int? {
        guard let (impartial, rules) = try? impartialRules() else { return nil }
        var solver = NimberSolver(rules: rules, memory: memory, limits: limits)
        return try solver.nimber(of: impartial.emptyCells(position))
    }

    /// The game as an impartial game of filling cells, or the stop that says why it is not one.
    private func impartialRules() throws(SearchStop) -> (any Impartial<G.Position>, PlacementRules) {
        guard let impartial = game as? any Impartial<G.Position> else {
            throw .tooLarge("a nimber is for impartial games, where both players have the same moves; \(game.name) is not one")
        }
        switch impartial.placementRules {
        case .success(let rules): return (impartial, rules)
        case .failure(let why): throw .tooLarge("\(game.name) is not an impartial game: \(why)")
        }
    }
}
