import Boards

/// The playout search's tree, in flat arrays (a node is an index; a node's children are
/// consecutive): what each node's counters say, for the side that moved into it, and what its
/// proof says, for the side to move at it. It never grows past `capacity` nodes.
struct PlayoutTree<Move: Hashable & Sendable> {
    let capacity: Int
    private(set) var moves: [Move?] = []
    private(set) var parent: [Int32] = []
    private(set) var firstChild: [Int32] = []
    private(set) var childCount: [Int32] = []
    /// The side to move at the node.
    private(set) var side: [Player] = []
    private(set) var visits: [Int] = []
    /// The sum of the results (win 1, draw ½, loss 0) for the side that moved into the node.
    private(set) var reward: [Double] = []
    /// The exact outcome for the side to move at the node, when proven.
    private(set) var proof: [Outcome?] = []
    /// With `proof`: the plies to the end along the proof.
    private(set) var proofPlies: [Int32] = []

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { moves.count }

    mutating func addRoot(side: Player) { append(nil, parent: -1, side: side) }

    private mutating func append(_ move: Move?, parent: Int32, side: Player) {
        moves.append(move)
        self.parent.append(parent)
        firstChild.append(-1)
        childCount.append(0)
        self.side.append(side)
        visits.append(0)
        reward.append(0)
        proof.append(nil)
        proofPlies.append(0)
    }

    /// Gives `node` its children, when they fit; false when the tree is full.
    mutating func expand(_ node: Int, moves: [Move], sides: [Player]) -> Bool {
        guard count + moves.count <= capacity, !moves.isEmpty else { return false }
        firstChild[node] = Int32(count)
        childCount[node] = Int32(moves.count)
        for (move, side) in zip(moves, sides) { append(move, parent: Int32(node), side: side) }
        return true
    }

    /// Adds one playout's result to every node of `path`; `winner` nil for a draw.
    mutating func backUp(_ path: [Int], winner: Player?) {
        for node in path {
            visits[node] += 1
            let mover = node == 0 ? side[0].opponent : side[Int(parent[node])]
            reward[node] += winner == nil ? 0.5 : winner == mover ? 1 : 0
        }
    }

    /// Marks `node` proven and carries the proof up as far as it decides the parents.
    mutating func prove(_ node: Int, _ outcome: Outcome, plies: Int) {
        proof[node] = outcome
        proofPlies[node] = Int32(plies)
        var current = node
        while parent[current] >= 0 {
            let up = Int(parent[current])
            guard proof[up] == nil, let (outcome, plies) = decided(up) else { return }
            proof[up] = outcome
            proofPlies[up] = Int32(plies)
            current = up
        }
    }

    /// The outcome a node's children prove for it: a win as soon as one child is won for it (the
    /// shortest such proof), else, once every child is proven, the best of them (the longest
    /// loss); nil while undecided.
    func decided(_ node: Int) -> (Outcome, Int)? {
        var shortestWin: Int?, best: (Outcome, Int)?, open = false
        for child in children(of: node) {
            guard let value = valueForChooser(child) else {
                open = true
                continue
            }
            let plies = Int(proofPlies[child]) + 1
            if value == .win { shortestWin = min(shortestWin ?? plies, plies) }
            if let current = best {
                let better = value.rawValue > current.0.rawValue
                    || (value == current.0 && (value == .loss ? plies > current.1 : plies < current.1))
                if better { best = (value, plies) }
            } else {
                best = (value, plies)
            }
        }
        if let shortestWin { return (.win, shortestWin) }
        return open ? nil : best
    }

    /// The child's proven outcome for the side to move at its parent.
    func valueForChooser(_ child: Int) -> Outcome? {
        guard let value = proof[child] else { return nil }
        return side[child] == side[Int(parent[child])] ? value : value.flipped
    }

    func children(of node: Int) -> Range<Int> {
        let first = Int(firstChild[node])
        return first < 0 ? 0..<0 : first..<(first + Int(childCount[node]))
    }
}
