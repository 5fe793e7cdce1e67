import Boards

/// A census split into parts (`count --values --split PLIES`): one part a position PLIES moves
/// from the start (up to symmetry, where the census stores one position a class), each the census
/// of that position without the positions known from the parts made before it, with every value
/// and class size kept, made by any process that shares the results store; then the positions
/// fewer moves from the start, valued with the parts' values known, and the union of all counted
/// and kept. Parts made at once by different processes know nothing of each other, and value the
/// positions they share twice; each part's table holds its own positions only.
public struct CensusSplit<G: Game> {
    let game: G
    let start: G.Position
    let orbit: ((G.Position) -> Int)?
    /// True when one position a class is stored: the start is its own image under every symmetry.
    public let classes: Bool
    /// Each part's start, in the order the walk from the start first met it.
    public let parts: [G.Position]

    /// The split of the census of `start` at `plies` moves; `classes` overrides whether one
    /// position a class is stored (a part checked again on its own). Throws when the game does
    /// not pack its positions (a part's values are kept by their packed keys), when there would
    /// be more than `most` parts, or at `limits`.
    public init(_ game: G, from start: G.Position, plies: Int, orbit: ((G.Position) -> Int)?, classes: Bool? = nil,
        most: Int, limits: SearchLimits) throws(SearchStop) {
        guard game.packed(start) != nil else {
            throw .tooLarge("a census is split only where the game packs its positions into 64 bits, which the parts are kept by")
        }
        let classes = classes ?? (orbit.map { $0(start) == 1 } ?? false)
        (self.game, self.start, self.orbit, self.classes) = (game, start, orbit, classes)
        parts = try Self.frontier(game, from: start, plies: plies, classes: classes, most: most, limits: limits)
    }

    /// The positions `plies` moves from `start` where the game goes on, each once (by its key, up
    /// to symmetry with `classes`), in the order a depth-first walk meets them.
    private static func frontier(_ game: G, from start: G.Position, plies: Int, classes: Bool, most: Int,
        limits: SearchLimits) throws(SearchStop) -> [G.Position] {
        var found: [G.Position] = []
        var seen: Set<UInt64> = []
        // A position met again as far from the start is not walked again.
        var walked: Set<FrontierStep> = []
        var visited: UInt64 = 0
        func walk(_ position: G.Position, _ depth: Int) throws(SearchStop) {
            guard game.result(position) == nil else { return }
            guard let key = game.packed(classes ? game.canonicalForm(position) : position) else {
                throw .tooLarge("a position does not pack into 64 bits, which a split census needs of every position")
            }
            visited += 1
            if visited & 0xFFF == 0 { try limits.check(visited: visited) }
            if depth == plies {
                guard seen.insert(key).inserted else { return }
                guard found.count < most else {
                    throw .tooLarge("more than \(most) parts at \(plies) moves: split at fewer moves")
                }
                found.append(position)
                return
            }
            guard walked.insert(FrontierStep(key: key, depth: depth)).inserted else { return }
            for move in game.legalMoves(position) { try walk(game.play(move, in: position), depth + 1) }
        }
        try walk(start, 0)
        return found
    }

    /// Part `index`: the census of its start, in at most `memory` bytes, without the positions
    /// `known` holds (the parts made before it); its `values` hold each position it valued, with
    /// its class size.
    public func part(_ index: Int, known: CensusUnion, memory: Int, limits: SearchLimits) throws(SearchStop) -> CensusCount {
        let plan = CensusPlan(classes: classes, keep: true, weighted: classes, known: known.isEmpty ? nil : known)
        let census = try Census.run(game, from: parts[index], orbit: orbit, plan: plan, memory: memory, limits: limits)
        guard census.values != nil else {
            throw .tooLarge("the memory budget (\(memory >> 20) MiB left, --memory-mb) has no room to sort a part's values")
        }
        return census
    }

    /// The census of the start from the union of every part's values: the positions fewer moves
    /// from the start valued with the parts' known, and every position counted; `keep`: with
    /// every value, in the form a census is kept.
    public func finish(_ parts: CensusUnion, memory: Int, limits: SearchLimits, keep: Bool) throws(SearchStop) -> CensusCount {
        var parts = parts
        // Collapsed, the union is one run: each position in it counts once.
        let union = try parts.collapsed()
        let plan = CensusPlan(classes: classes, keep: keep, weighted: classes, known: union == nil ? nil : parts, counted: union)
        var census = try Census.run(game, from: start, orbit: orbit, plan: plan, memory: memory, limits: limits)
        census.values = census.values?.unweighted
        return census
    }
}

/// A position reached on the way to a split census's parts, and how far from the start.
private struct FrontierStep: Hashable {
    let key: UInt64
    let depth: Int
}
