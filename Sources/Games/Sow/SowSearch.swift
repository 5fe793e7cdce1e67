import Boards
import Search

/// The table key of a sowing position: its pits alone. What the rest of a game brings (the final
/// store difference less the difference now, for the side to move) depends on the pits only, so
/// positions that differ in their stores share an entry.
struct SowKey: TableKey {
    var own: UInt64
    var other: UInt64

    var hash64: UInt64 { mix64(own, other) }
    static let placeholder = SowKey(own: .max, other: .max)
}

/// `PositionSearch` for sowing games: alpha-beta on the final store difference (the score), with
/// a transposition table of proven bounds on what the rest of the game brings. The outcome is the
/// sign of the score; the remoteness is the length of the principal variation, which takes at
/// each turn the first pit in reading order that keeps the score (the search maximizes seeds, not
/// speed), as Reversi's does. An extra turn keeps the mover: that child's result is not negated.
///
/// Rules whose positions can repeat (no stores) are refused: the table would mix values that
/// depend on the path, and a wrong value is never given. Where it stops (a limit, or such rules)
/// the playout search answers (`PlayoutFallback`).
public final class SowSearch: PlayoutFallback {
    public let game: SowGame
    let table: TranspositionTable<SowKey, UInt8>
    /// The playout search's tree may take half as much memory as the table.
    public var playoutSettings: PlayoutSettings
    public private(set) var stats = SearchStats()
    private var nodeCap: UInt64?
    private var nextCheck: UInt64 = 0
    private var limits = SearchLimits.none

    public init(game: SowGame, tableBytes: Int) {
        self.game = game
        table = TranspositionTable(bytes: tableBytes)
        playoutSettings = PlayoutSettings(nodes: PlayoutSettings.nodes(inBytes: tableBytes / 2, moveBytes: MemoryLayout<Int>.stride))
    }

    public func clearTable() { table.clear() }

    /// Sets the limits for the searches from now on; a node budget counts from here.
    func begin(_ limits: SearchLimits) throws(SearchStop) {
        if game.rules.canRepeat {
            throw .tooLarge("these rules can repeat a position (stores no), and the sowing solver solves exactly only "
                + "rules that cannot (stores yes); play, legal, explain, show and count work")
        }
        self.limits = limits
        nodeCap = limits.nodes.map { stats.nodes &+ $0 }
        nextCheck = 0
        limits.progress?.begin()
    }

    /// What the rest of the game brings the side to move of `position`: the final store
    /// difference less the difference now, under perfect play by both sides.
    ///
    /// Contract: `alpha < beta`. Fail-soft: a result `v <= alpha` means the true gain is at most
    /// `v`, `v >= beta` at least `v`, otherwise exactly `v`. Throws when a limit is reached.
    func gain(_ position: SowPosition, _ alpha: Int32, _ beta: Int32) throws(SearchStop) -> Int32 {
        // Step 1. Count the node; poll the limits now and then.
        stats.nodes &+= 1
        if stats.nodes >= nextCheck { try checkLimits() }

        // Step 2. The end of the game: each side takes the seeds on its side (none, once swept).
        if game.isOver(position) { return Int32(position.ownSeeds - position.otherSeeds) }

        // Step 3. No more than the seeds on the board can change hands.
        var alpha = alpha, beta = beta
        let onBoard = Int32(position.ownSeeds + position.otherSeeds)
        if beta > onBoard {
            beta = onBoard
            if alpha >= beta { return beta }
        }
        if alpha < -onBoard {
            alpha = -onBoard
            if alpha >= beta { return alpha }
        }

        // Step 4. Transposition table probe.
        let key = SowKey(own: position.own, other: position.other)
        var hint: Int?
        stats.tableProbes &+= 1
        if let entry = table.probe(key) {
            stats.tableHits &+= 1
            if let known = SearchWindow.narrow(&alpha, &beta, lower: Int32(entry.lower), upper: Int32(entry.upper)) {
                return known
            }
            hint = entry.move.map(Int.init)
        }

        // Step 5. The moves, the table's first.
        let nodesBefore = stats.nodes
        let windowAlpha = alpha
        var best = -Int32.max, bestMove = 0
        var order = game.ordered(position)
        if let hint, let at = order.firstIndex(of: hint) { order.swapAt(0, at) }
        for index in 0..<order.count {
            let pit = order[index]
            let value = try moveGain(pit, in: position, alpha, beta)
            if value > best {
                best = value
                bestMove = pit
                if value > alpha {
                    alpha = value
                    if alpha >= beta {
                        stats.cutoffs &+= 1
                        break
                    }
                }
            }
        }

        // Step 6. Store what was proven relative to the window searched.
        let (lower, upper) = SearchWindow.bounds(of: best, alpha: windowAlpha, beta: beta, unbounded: Int32(Int16.max))
        table.store(key, lower: lower, upper: upper, move: UInt8(bestMove), work: stats.nodes &- nodesBefore)
        return best
    }

    /// The gain of sowing `pit` for the side to move, searched within `alpha < beta` (fail-soft,
    /// as `gain`): the seeds the move itself brings, plus the child's gain (the same mover after an
    /// extra turn) or less it.
    func moveGain(_ pit: Int, in position: SowPosition, _ alpha: Int32, _ beta: Int32) throws(SearchStop) -> Int32 {
        let (child, again) = game.after(pit, in: position)
        let lead = Int32(again ? child.storeLead : -child.storeLead)
        let now = lead - Int32(position.storeLead)
        if again { return now + (try gain(child, alpha - now, beta - now)) }
        return now - (try gain(child, now - beta, now - alpha))
    }

    /// The exact gain of `position`, by null-window searches (MTD(f), Plaat et al. 1996) from the
    /// gain that leaves the stores level: each proves a bound the table keeps, and the bounds meet.
    func exactGain(_ position: SowPosition) throws(SearchStop) -> Int32 {
        let onBoard = Int32(position.ownSeeds + position.otherSeeds)
        var lower = -onBoard, upper = onBoard
        var guess = min(max(Int32(-position.storeLead), lower), upper)
        while lower < upper {
            let beta = guess == lower ? guess + 1 : guess
            guess = try gain(position, beta - 1, beta)
            if guess < beta { upper = guess } else { lower = guess }
        }
        return lower
    }

    /// The exact gain of sowing `pit`.
    func exactMoveGain(_ pit: Int, in position: SowPosition) throws(SearchStop) -> Int32 {
        let bound = Int32(position.ownSeeds + position.otherSeeds) + 1
        return try moveGain(pit, in: position, -bound, bound)
    }

    /// Whether sowing `pit` keeps the gain `target`, the position's exact gain.
    private func keeps(_ pit: Int, _ target: Int32, in position: SowPosition) throws(SearchStop) -> Bool {
        try moveGain(pit, in: position, target - 1, target) >= target
    }

    /// The pits that keep the exact gain, in reading order, and the gain.
    func bestPits(_ position: SowPosition) throws(SearchStop) -> (gain: Int32, pits: [Int]) {
        let target = try exactGain(position)
        var pits: [Int] = []
        for pit in game.legalMoves(position) where try keeps(pit, target, in: position) { pits.append(pit) }
        return (target, pits)
    }

    /// A line of perfect play to the end: at each turn the first pit in reading order that keeps
    /// the score.
    func principalVariation(_ position: SowPosition) throws(SearchStop) -> [Int] {
        var line: [Int] = []
        var walk = position
        while !game.isOver(walk) {
            let target = try exactGain(walk)
            var chosen: Int?
            for pit in game.legalMoves(walk) where try keeps(pit, target, in: walk) {
                chosen = pit
                break
            }
            guard let pit = chosen else { break }
            line.append(pit)
            walk = game.play(pit, in: walk)
        }
        return line
    }

    private func checkLimits() throws(SearchStop) {
        try limits.check(nodes: stats.nodes, cap: nodeCap)
        nextCheck = SearchLimits.nextPoll(after: stats.nodes, cap: nodeCap)
    }
}

extension SowSearch {
    public func exactSolve(_ position: SowPosition, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<Int> {
        try begin(limits)
        let before = stats
        let clock = ContinuousClock.now
        let (gain, best) = try bestPits(position)
        let line = try principalVariation(position)
        var moveValues: [(move: Int, value: Value)] = []
        if allMoves {
            for pit in game.legalMoves(position) {
                moveValues.append((pit, try valueOf(pit, in: position)))
            }
        }
        var spent = stats.since(before)
        spent.seconds = (ContinuousClock.now - clock).seconds
        return Solution(value: Self.value(position.storeLead + Int(gain), plies: line.count), best: best,
            principalVariation: line, moveValues: moveValues, stats: spent)
    }

    public func value(_ position: SowPosition, limits: SearchLimits) throws(SearchStop) -> Value {
        try begin(limits)
        let gain = try exactGain(position)
        return Self.value(position.storeLead + Int(gain), plies: try principalVariation(position).count)
    }

    public func count(_ position: SowPosition, limit: Int, memory: Int, limits: SearchLimits) -> PositionCount {
        Enumeration.counted(game, from: position, limit: limit, memory: memory, limits: limits)
    }

    /// The value of sowing `pit` for the side to move now.
    private func valueOf(_ pit: Int, in position: SowPosition) throws(SearchStop) -> Value {
        let gain = try exactMoveGain(pit, in: position)
        let rest = try principalVariation(game.play(pit, in: position)).count
        return Self.value(position.storeLead + Int(gain), plies: 1 + rest)
    }

    /// A final store difference as a value: its sign the outcome, itself the score.
    static func value(_ score: Int, plies: Int) -> Value {
        Value(Outcome(sign: score), in: plies, score: score)
    }
}
