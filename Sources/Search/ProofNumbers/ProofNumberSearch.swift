import Boards

/// Depth-first proof-number search (df-pn, Nagai 2002) for who wins a position, without the
/// remoteness. It goes where a proof looks cheapest (fewest positions left to settle) rather than
/// in a fixed order, which can settle a position with far fewer nodes than alpha-beta where the
/// winning lines are narrow, and costs more where the move order finds cut-offs early.
///
/// One search proves or disproves that one side, the attacker, wins. A position whose mover is the
/// attacker is proved by one move, the other side's by all of theirs: the proof number is the
/// fewest positions still to settle to prove it, the disproof number to disprove it. The search
/// looks into the child of least proof number (at the attacker's turn) or least disproof number
/// (at the other's) until that child's numbers pass thresholds from its siblings, storing the
/// numbers in a table of fixed size, keyed on the canonical position (mirror images share them).
/// The thresholds grow by a quarter beyond the second-best sibling (Pawlewicz and Lew's 1 + epsilon
/// trick), so that the search does not switch back and forth between two children.
///
/// `outcome` runs one search for the side to move, and a second for the opponent only when the
/// first met a drawn position: where no draw appeared, a position the side to move cannot win is lost.
/// Like `Solver`, it assumes positions never repeat.
public final class ProofNumberSearch<G: Game> {
    public let game: G
    /// Nodes expanded (positions whose moves were looked at), in all searches.
    public private(set) var nodes: UInt64 = 0
    /// The searches run (one or two for each `outcome`).
    public private(set) var searches = 0
    private let table: ProofTable<G.Key>
    private let limits: SearchLimits
    private var nodeCap: UInt64?
    private var nextCheck: UInt64 = 0
    /// The side whose win the current search tries to prove.
    private var attacker = Player.x
    /// Whether the current search met a drawn position.
    private var sawDraw = false
    /// The moves, positions, keys and numbers of the children of the nodes on the current line, each
    /// node's after its parent's: stacks that the search grows and shrinks, so that no node allocates.
    private var moves: [G.Move] = []
    private var children: [(position: G.Position, key: G.Key)] = []
    /// The children's numbers, apart from their positions, so that choosing a child reads only them.
    private var numbers: [(proof: UInt32, disproof: UInt32)] = []

    /// Numbers at or above this are infinite: proof number infinite means disproved, disproof number
    /// infinite proved.
    static var infinity: UInt32 { UInt32.max }

    /// A search of `game` with a table of at most `tableBytes`, within `limits` (the node budget counts
    /// nodes expanded; the time limit and Ctrl-C stop it too).
    public init(game: G, tableBytes: Int, limits: SearchLimits) {
        self.game = game
        self.limits = limits
        table = ProofTable(bytes: tableBytes)
        nodeCap = limits.nodes
    }

    /// The bytes the table holds, and what one slot takes.
    public var tableBytes: Int { table.bytes }
    public static var bytesPerSlot: Int { ProofTable<G.Key>.bytesPerSlot }

    /// What `run` found: the outcome for the side to move, a winning move where it wins, and the
    /// work.
    public struct Answer: Sendable {
        public var outcome: Outcome
        public var winningMove: G.Move?
        public var nodes: UInt64
        public var searches: Int
        public var tableBytes: Int
    }

    /// A search of `position` within `limits` with a table of at most `tableBytes`. Families pass it
    /// to their plays with their own game type, so that the search is compiled for that type.
    public static func run(_ game: G, _ position: G.Position, tableBytes: Int, limits: SearchLimits)
        throws(SearchStop) -> Answer
    {
        let search = ProofNumberSearch(game: game, tableBytes: tableBytes, limits: limits)
        let (outcome, move) = try search.outcome(position)
        return Answer(outcome: outcome, winningMove: move, nodes: search.nodes, searches: search.searches,
            tableBytes: search.tableBytes)
    }

    /// The outcome of `position` for its side to move, and a winning move where it wins (nil at the
    /// end of the game). Throws when a limit stops it; what it stopped on is never a guess.
    public func outcome(_ position: G.Position) throws(SearchStop) -> (outcome: Outcome, winningMove: G.Move?) {
        if let over = game.result(position) { return (over, nil) }
        let mover = game.sideToMove(position)
        let (won, move, drawSeen) = try prove(position, winner: mover)
        if won { return (.win, move) }
        guard drawSeen else { return (.loss, nil) }
        let (lost, _, _) = try prove(position, winner: mover.opponent)
        return (lost ? .loss : .draw, nil)
    }

    /// One search: whether `winner` wins `position`, one winning move where `winner` moves first,
    /// and whether the search met a draw.
    func prove(_ position: G.Position, winner: Player) throws(SearchStop) -> (Bool, G.Move?, Bool) {
        // A new table starts empty; a second search must not read the first one's numbers, which
        // are for the other attacker.
        if searches > 0 { table.clear() }
        attacker = winner
        sawDraw = false
        searches += 1
        let key = game.canonical(position).key
        let (proof, _, move) = try expand(position, key: key, afterSearchedMove: false,
            proofLimit: Self.infinity, disproofLimit: Self.infinity)
        guard proof == 0, move == nil, game.sideToMove(position) == winner else { return (proof == 0, move, sawDraw) }
        return (true, try provingMove(position), sawDraw)
    }

    /// A move of the attacker's that wins `position`, which the rules settled as won before any
    /// move was searched (a win in one, say): the first legal move after which the attacker's win is
    /// proved.
    private func provingMove(_ position: G.Position) throws(SearchStop) -> G.Move? {
        for move in game.legalMoves(position) {
            let next = game.play(move, in: position)
            if let over = game.result(next) {
                if settled(over, attacking: false).0 == 0 { return move }
                continue
            }
            let (proof, _, _) = try expand(next, key: game.canonical(next).key, afterSearchedMove: false,
                proofLimit: Self.infinity, disproofLimit: Self.infinity)
            if proof == 0 { return move }
        }
        return nil
    }

    /// Expands `position` and searches below it until its proof number reaches `proofLimit` or its
    /// disproof number `disproofLimit` (a settled position reaches one of them, infinite); stores and
    /// returns its numbers, and, where it is proved at the attacker's turn, the move that proves it.
    private func expand(_ position: G.Position, key: G.Key, afterSearchedMove: Bool, proofLimit: UInt32,
        disproofLimit: UInt32) throws(SearchStop) -> (UInt32, UInt32, G.Move?)
    {
        nodes &+= 1
        if nodes >= nextCheck { try checkLimits() }
        let nodesBefore = nodes
        let attacking = game.sideToMove(position) == attacker
        let base = moves.count
        defer {
            moves.removeSubrange(base...)
            children.removeSubrange(base...)
            numbers.removeSubrange(base...)
        }
        switch game.tactic(position, afterSearchedMove: afterSearchedMove) {
        case .resolved(let outcome, _):
            let (proof, disproof) = settled(outcome, attacking: attacking)
            table.store(key, proof: proof, disproof: disproof, work: 1)
            return (proof, disproof, nil)
        case .forced(let move):
            moves.append(move)
        case .search(let plan):
            var list = G.Moves()
            game.orderMoves(position, plan: plan, first: nil, into: &list)
            while let move = list.next() { moves.append(move) }
        }
        // The children's buckets are fetched first and read after: their cache misses overlap.
        for index in base ..< moves.count {
            let next = game.play(moves[index], in: position)
            let key = game.canonical(next).key
            table.prefetch(key)
            children.append((next, key))
        }
        for index in base ..< moves.count { numbers.append(startingNumbers(children[index].position, key: children[index].key)) }
        var proof = UInt32(0), disproof = UInt32(0), proving: G.Move?
        while true {
            // The child to search: at the attacker's turn the one of least proof number (one child
            // proves it), at the other's the one of least disproof number; the other numbers add up.
            let pick = pickChild(from: base, attacking: attacking)
            (proof, disproof) = attacking ? (pick.least, pick.summed) : (pick.summed, pick.least)
            if proof >= proofLimit || disproof >= disproofLimit {
                if attacking && proof == 0 { proving = moves[pick.index] }
                break
            }
            let (leastLimit, summedLimit) = attacking ? (proofLimit, disproofLimit) : (disproofLimit, proofLimit)
            let chosenSummed = attacking ? numbers[pick.index].disproof : numbers[pick.index].proof
            // The child searches until its number passes the second best's (a quarter more), or the
            // sum passes this node's limit.
            let childLeast = min(leastLimit, Self.grown(pick.second))
            let childSummed = summedLimit == Self.infinity ? Self.infinity : summedLimit - (pick.summed - chosenSummed)
            let (childProof, childDisproof) = attacking ? (childLeast, childSummed) : (childSummed, childLeast)
            let (newProof, newDisproof, _) = try expand(children[pick.index].position, key: children[pick.index].key,
                afterSearchedMove: true, proofLimit: childProof, disproofLimit: childDisproof)
            numbers[pick.index] = (newProof, newDisproof)
        }
        table.store(key, proof: proof, disproof: disproof, work: nodes &- nodesBefore &+ 1)
        return (proof, disproof, proving)
    }

    /// Among the children from `base` on: the least of the numbers the mover minimises (proof
    /// numbers at the attacker's turn, else disproof numbers), the second least, where the least is,
    /// and the sum of the others (infinite where one is; else at most one below infinity).
    private func pickChild(from base: Int, attacking: Bool) -> (least: UInt32, second: UInt32, index: Int, summed: UInt32) {
        var least = Self.infinity, second = Self.infinity, index = base
        var sum: UInt64 = 0, infinite = false
        for slot in base ..< numbers.count {
            let entry = numbers[slot]
            let (own, other) = attacking ? (entry.proof, entry.disproof) : (entry.disproof, entry.proof)
            if other == Self.infinity { infinite = true } else { sum &+= UInt64(other) }
            if own < least {
                second = least
                least = own
                index = slot
            } else if own < second {
                second = own
            }
        }
        return (least, second, index, infinite ? Self.infinity : UInt32(min(sum, UInt64(Self.infinity) - 1)))
    }

    /// `number` and a quarter more (at least one more), below infinity unless it is infinite.
    private static func grown(_ number: UInt32) -> UInt32 {
        guard number != infinity else { return infinity }
        return UInt32(min(UInt64(number) + max(1, UInt64(number) / 4), UInt64(infinity) - 1))
    }

    /// The attacker's numbers for a position that ends with `outcome` for its side to move.
    private func settled(_ outcome: Outcome, attacking: Bool) -> (UInt32, UInt32) {
        if outcome == .draw { sawDraw = true }
        let attackerWins = outcome == (attacking ? .win : .loss)
        return attackerWins ? (0, Self.infinity) : (Self.infinity, 0)
    }

    /// The numbers of a child, `next`: the table's, the end of the game's, or one and one for a
    /// position not yet looked at.
    private func startingNumbers(_ next: G.Position, key: G.Key) -> (proof: UInt32, disproof: UInt32) {
        if let known = table.probe(key) { return known }
        if let over = game.resultInSearch(next) { return settled(over, attacking: game.sideToMove(next) == attacker) }
        return (1, 1)
    }

    private func checkLimits() throws(SearchStop) {
        try limits.check(nodes: nodes, cap: nodeCap)
        nextCheck = SearchLimits.nextPoll(after: nodes, cap: nodeCap)
    }
}
