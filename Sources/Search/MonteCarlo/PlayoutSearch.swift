import Boards
import Foundation

/// MCTS-Solver (Winands, Björnsson and Saito, 2008), generic over `Game`: UCT selection, one
/// expansion per walk, playouts of uniformly random legal moves, backpropagation of the results,
/// and proofs propagated up the tree (a child proven lost for its side to move makes its parent a
/// proven win; a parent all of whose children are proven has the best of their values, so a
/// proven root is exact). Draws are proven too, so a small game is solved outright.
///
/// The answer depends on `PlayoutSettings` alone (its playouts, seed and tree size), never on the
/// clock: a limit (`SearchLimits`) only stops the search, which then throws as the other searches
/// do. The plies it plays are its node count, polled every 4,096 and exactly at a node limit.
public final class PlayoutSearch<G: Game> {
    public let game: G
    public let settings: PlayoutSettings
    var tree: PlayoutTree<G.Move>
    var random: SplitMix64
    var plies: UInt64 = 0
    private var nextPoll: UInt64 = 0
    private var limits = SearchLimits.none

    /// A short exact search the tree asks at a node once its visits reach `settings.proofVisits`:
    /// the outcome for the side to move there and the plies of its proof, or nil when its budget
    /// (`settings.proofNodes`) ran out first. It adds the nodes it searched to its second argument.
    public typealias Prover = (G.Position, inout UInt64) throws(SearchStop) -> (Outcome, plies: Int)?

    /// The prover, when the game has an exact solver (the playout fallback gives its own).
    public var prover: Prover?

    /// A prover from a family's exact search: `search` sets its limits and answers for a
    /// position, throwing `.nodeLimit` when the budget runs out (the prover's nil); `nodes` reads
    /// the search's node counter, so that what it searched is counted either way.
    public static func prover(nodes: @escaping () -> UInt64,
        search: @escaping (G.Position) throws(SearchStop) -> (Outcome, plies: Int)) -> Prover
    {
        { (position: G.Position, spent: inout UInt64) throws(SearchStop) -> (Outcome, plies: Int)? in
            let before = nodes()
            defer { spent &+= nodes() &- before }
            do throws(SearchStop) {
                return try search(position)
            } catch .nodeLimit {
                return nil
            }
        }
    }

    /// The nodes the tree holds now (at most `settings.nodes`).
    public var treeNodes: Int { tree.count }

    public init(game: G, settings: PlayoutSettings) {
        self.game = game
        self.settings = settings
        tree = PlayoutTree(capacity: settings.nodes)
        random = SplitMix64(seed: settings.seed)
    }

    /// Searches `position` until `settings.playouts` playouts are made or the root is proven.
    /// Throws when `limits` stop it first.
    public func run(_ position: G.Position, limits: SearchLimits) throws(SearchStop) -> PlayoutAnswer<G.Move> {
        self.limits = limits
        tree = PlayoutTree(capacity: settings.nodes)
        random = SplitMix64(seed: settings.seed)
        plies = 0
        nextPoll = SearchLimits.nextPoll(after: 0, cap: limits.nodes)
        tree.addRoot(side: game.sideToMove(position))
        var playouts = 0
        while playouts < settings.playouts, tree.proof[0] == nil {
            try walk(from: position)
            playouts += 1
        }
        return answer(position, playouts: playouts)
    }

    /// One iteration: down the tree by UCT, a node expanded or a playout made, the result backed up.
    private func walk(from root: G.Position) throws(SearchStop) {
        var node = 0
        var position = root
        var path = [0]
        var ending: (side: Player, outcome: Outcome)
        while true {
            if let proof = tree.proof[node] {
                ending = (tree.side[node], proof)
                break
            }
            if node != 0, tree.visits[node] == settings.proofVisits, let found = try prove(position) {
                tree.prove(node, found.0, plies: found.plies)
                ending = (tree.side[node], found.0)
                break
            }
            if tree.firstChild[node] < 0 {
                if let outcome = game.result(position) {
                    tree.prove(node, outcome, plies: 0)
                    ending = (tree.side[node], outcome)
                    break
                }
                let moves = game.legalMoves(position)
                if moves.isEmpty || (tree.visits[node] == 0 && node != 0) || !tree.expand(node, moves: moves, sides: sides(of: moves, at: position)) {
                    ending = try playout(from: position)
                    break
                }
            }
            let child = select(node)
            // Every node but the root has its move, and the root is never a child.
            if let move = tree.moves[child] { position = game.play(move, in: position) }
            try count()
            node = child
            path.append(node)
        }
        tree.backUp(path, winner: ending.outcome == .draw ? nil : ending.outcome == .win ? ending.side : ending.side.opponent)
    }

    /// The side to move after each of `moves`, by playing it: the rules may give a side two turns.
    private func sides(of moves: [G.Move], at position: G.Position) -> [Player] {
        moves.map { game.sideToMove(game.play($0, in: position)) }
    }

    /// The child UCT picks: an untried one first (in the game's order), else the best bound among
    /// the children not yet proven (a node with none left open is proven, and never walked through).
    private func select(_ node: Int) -> Int {
        let first = Int(tree.firstChild[node]), count = Int(tree.childCount[node])
        let side = tree.side[node]
        let logVisits = log(Double(max(1, tree.visits[node])))
        var best = first, bestScore = -Double.infinity
        for child in first..<(first + count) {
            let score: Double
            if let proof = tree.proof[child] {
                let forChooser = tree.side[child] == side ? proof : proof.flipped
                // A proven child needs no more walks: a win ends the parent's question (it is
                // proven too), and a draw or a loss is known, while only the open children can
                // still prove the parent.
                if forChooser == .win { return child }
                continue
            } else if tree.visits[child] == 0 {
                return child
            } else {
                let visits = Double(tree.visits[child])
                score = tree.reward[child] / visits + settings.exploration * (logVisits / visits).squareRoot()
            }
            if score > bestScore {
                best = child
                bestScore = score
            }
        }
        return best
    }

    /// Random legal moves from `start` to the end of the game, or a draw past the plies cap.
    /// (Checking each ply for a win in one, as the rules' `tactic` does, costs a play of every
    /// move a ply, up to ten times the playout's cost where moves are many, for no gain in
    /// strength the prover does not already bring: docs/solver.md gives the figures.)
    private func playout(from start: G.Position) throws(SearchStop) -> (side: Player, outcome: Outcome) {
        var position = start
        for _ in 0..<settings.playoutPlies {
            if let outcome = game.result(position) { return (game.sideToMove(position), outcome) }
            let moves = game.legalMoves(position)
            guard !moves.isEmpty else { return (game.sideToMove(position), .draw) }
            position = game.play(moves[random.below(moves.count)], in: position)
            try count()
        }
        return (game.sideToMove(position), game.result(position) ?? .draw)
    }

    /// The prover's answer at `position`, its nodes counted as the search's; nil without a prover
    /// or a proof.
    private func prove(_ position: G.Position) throws(SearchStop) -> (Outcome, plies: Int)? {
        guard let prover, settings.proofNodes > 0 else { return nil }
        var spent: UInt64 = 0
        let found = try prover(position, &spent)
        try count(spent)
        return found
    }

    /// Counts `amount` plies (one by default), polling the limits every 4,096 and exactly at a
    /// node limit.
    private func count(_ amount: UInt64 = 1) throws(SearchStop) {
        plies &+= amount
        if plies >= nextPoll {
            try limits.check(nodes: plies, cap: limits.nodes)
            nextPoll = SearchLimits.nextPoll(after: plies, cap: limits.nodes)
        }
    }
}
