import Boards

extension PlayoutSearch {
    /// What the tree says about the root after `playouts` playouts.
    func answer(_ position: G.Position, playouts: Int) -> PlayoutAnswer<G.Move> {
        var stats: [PlayoutAnswer<G.Move>.MoveStat] = []
        for child in tree.children(of: 0) {
            guard let move = tree.moves[child] else { continue }
            let proven = tree.valueForChooser(child)
            let visits = tree.visits[child]
            let rate = proven.map { Self.rate($0) } ?? (visits == 0 ? 0.5 : tree.reward[child] / Double(visits))
            stats.append(.init(move: move, visits: visits, winRate: rate, proven: proven,
                provenPlies: proven == nil ? 0 : Int(tree.proofPlies[child]) + 1))
        }
        let proven = tree.proof[0]
        let best = Self.choice(stats, proven: proven)
        return PlayoutAnswer(proven: proven, provenPlies: Int(tree.proofPlies[0]), playouts: playouts, moves: stats,
            best: best.map { stats[$0].move }, line: line(), plies: plies)
    }

    /// The index of the move to play: when the root is proven, the move whose proof gives that
    /// outcome soonest (a loss: latest); else the most tried move not proven lost, ties to the
    /// better rate, then the earlier move.
    static func choice(_ stats: [PlayoutAnswer<G.Move>.MoveStat], proven: Outcome?) -> Int? {
        if let proven {
            let keeping = stats.indices.filter { stats[$0].proven == proven }
            return keeping.min { a, b in
                proven == .loss ? stats[a].provenPlies > stats[b].provenPlies : stats[a].provenPlies < stats[b].provenPlies
            }
        }
        var best: Int?
        for index in stats.indices where stats[index].proven != .loss {
            guard let current = best else {
                best = index
                continue
            }
            let (a, b) = (stats[index], stats[current])
            if a.visits > b.visits || (a.visits == b.visits && a.winRate > b.winRate) { best = index }
        }
        return best ?? stats.indices.first
    }

    /// The line down the tree by the most tried child (a proven win for the side choosing first).
    func line() -> [G.Move] {
        var line: [G.Move] = []
        var node = 0
        while !tree.children(of: node).isEmpty {
            let children = tree.children(of: node)
            let won = children.first { tree.valueForChooser($0) == .win }
            guard let next = won ?? children.max(by: { tree.visits[$0] < tree.visits[$1] }),
                  tree.visits[next] > 0 || won != nil, let move = tree.moves[next] else { break }
            line.append(move)
            node = next
        }
        return line
    }

    static func rate(_ outcome: Outcome) -> Double { outcome == .win ? 1 : outcome == .draw ? 0.5 : 0 }
}
