import Boards
import Synchronization

/// A node whose remaining moves several threads search at once (young brothers wait: its
/// first move was searched alone, and did not cut off). The thread that made it owns it: it
/// searches moves too, then waits until every helper has left before it uses the result.
/// `Node` is what a searcher needs to play a move of it, `Move` one of its moves.
public final class SplitPoint<Node: Sendable, Move: Sendable>: Sendable {
    public let node: Node
    /// The work left below the node (empty cells): threads join the split point with the most.
    public let depth: Int
    public let beta: Int
    /// The moves still to search, best first; `next` hands them out one at a time.
    public let moves: [Move]
    /// The split point the owner was working in when it made this one (nil at the top): a
    /// split point is given up when any split point on its chain of parents is.
    public let parent: SplitPoint?
    let next = Atomic<Int>(0)
    /// Set on a cutoff (a move reached beta), and when the owner gives the node up.
    let stopped = Atomic<Bool>(false)
    /// Threads other than the owner inside, searching one of its moves.
    let workers = Atomic<Int>(0)

    /// What the moves searched so far proved, fail-soft over the node's window.
    struct Outcome {
        var alpha: Int
        var best: Int
        var move: Int
        /// A limit or interrupt that stopped a helper before its move was searched.
        var failure: SearchStop?
    }
    let outcome: Mutex<Outcome>

    init(node: Node, depth: Int, alpha: Int, beta: Int, best: Int, move: Int, moves: [Move], parent: SplitPoint?) {
        self.node = node
        self.depth = depth
        self.beta = beta
        self.moves = moves
        self.parent = parent
        outcome = Mutex(Outcome(alpha: alpha, best: best, move: move, failure: nil))
    }

    /// This split point, then its chain of parents.
    private var chain: UnfoldFirstSequence<SplitPoint> { sequence(first: self) { $0.parent } }

    /// Whether this split point, or one on its chain of parents, was given up or cut off.
    var givenUp: Bool { chain.contains { $0.stopped.load(ordering: .relaxed) } }

    /// Whether `ancestor` is on this split point's chain of parents.
    func lies(within ancestor: SplitPoint) -> Bool { chain.dropFirst().contains { $0 === ancestor } }
}

/// The split points of one parallel window, open to threads looking for work, and how many
/// threads look.
public final class SplitBoard<Node: Sendable, Move: Sendable>: Sendable {
    private let open = Mutex<[SplitPoint<Node, Move>]>([])
    private let openCount = Atomic<Int>(0)
    /// Threads looking for work: helpers between moves, and owners waiting for their helpers.
    let idle = Atomic<Int>(0)

    public init() {}

    /// Whether a thread would take up a split point made now.
    @inline(__always)
    public var wanted: Bool { idle.load(ordering: .relaxed) > 0 }

    func offer(_ point: SplitPoint<Node, Move>) {
        open.withLock { points in
            points.append(point)
            openCount.store(points.count, ordering: .relaxed)
        }
    }

    /// Closes `point` to threads not yet inside.
    func withdraw(_ point: SplitPoint<Node, Move>) {
        open.withLock { points in
            points.removeAll { $0 === point }
            openCount.store(points.count, ordering: .relaxed)
        }
    }

    /// Enters the open split point with moves left and the most work left (within `ancestor`
    /// when given: an owner waiting for its helpers only helps below its own node).
    func join(within ancestor: SplitPoint<Node, Move>?) -> SplitPoint<Node, Move>? {
        if openCount.load(ordering: .relaxed) == 0 { return nil }
        return open.withLock { points in
            var chosen: SplitPoint<Node, Move>?
            for point in points where !point.stopped.load(ordering: .relaxed)
                && point.next.load(ordering: .relaxed) < point.moves.count
            {
                if let ancestor, !point.lies(within: ancestor) { continue }
                if let best = chosen, best.depth >= point.depth { continue }
                chosen = point
            }
            // Counted while the list is locked: an owner withdraws under the same lock, then
            // waits for the count to drop to zero.
            chosen?.workers.add(1, ordering: .relaxed)
            return chosen
        }
    }
}
