import Boards

/// A strong solution: every position reachable from a start valued (win, loss or draw for the
/// side to move, and its remoteness) by a depth-first walk that stores each position once, with
/// its value in two bytes. Where the game packs a position into 32 bits (`Game.packed`), a stored
/// position takes six bytes, into 64 ten; otherwise its whole key and two. Where the start is its own image under
/// every symmetry (an empty board), one position a class is stored and each class counts for the
/// positions in it.
///
/// Remoteness follows the strong solvers' convention (GamesCrafters' Gamesman): a win is one more
/// than the fastest losing child, a loss one more than the slowest child, a draw one more than
/// the fastest drawing child; an end is 0.
public enum Census {
    /// The census of `start` in `game`; `orbit` gives how many positions a position's class under
    /// the board's symmetries holds, where the game has symmetries. Throws when the positions
    /// repeat (a loopy game), when the table would pass `memory` bytes, or at `limits` (whose node
    /// bound counts the positions valued). `keep`: with every position's value (`values`), where
    /// the game packs positions and `memory` has room to sort them beside the table.
    public static func run<G: Game>(_ game: G, from start: G.Position, orbit: ((G.Position) -> Int)?,
        memory: Int, limits: SearchLimits, keep: Bool = false) throws(SearchStop) -> CensusCount {
        let plan = CensusPlan(classes: orbit.map { $0(start) == 1 } ?? false, keep: keep)
        return try run(game, from: start, orbit: orbit, plan: plan, memory: memory, limits: limits)
    }

    /// The census of `start` as `plan` says: one position a class or each its own, what it
    /// keeps, and values known already (`CensusSplit`).
    static func run<G: Game>(_ game: G, from start: G.Position, orbit: ((G.Position) -> Int)?,
        plan: CensusPlan, memory: Int, limits: SearchLimits) throws(SearchStop) -> CensusCount {
        let classes = plan.classes
        let weigh = classes ? orbit : nil
        // A kept position takes, while sorting, a word (or a key and a value) and its arrays.
        let weightByte = plan.weighted ? 1 : 0
        if game.packed(start) != nil, game.packedWidth <= 32 {
            var walk = CensusWalk<G, PackedPosition32>(game: game, orbit: weigh, plan: plan, memory: memory, limits: limits,
                bits: { UInt64($0.bits) }) { position in
                game.packed(classes ? game.canonicalForm(position) : position).map { PackedPosition32(bits: UInt32(truncatingIfNeeded: $0)) }
            }
            if plan.keep {
                walk.keep = { table, positions, seconds in
                    let (keys, values, weights) = table.sortedNarrow(\.bits)
                    return CensusValues(keys: .narrow(keys), values: values, weights: weights, classes: classes,
                        positions: positions, seconds: seconds)
                }
                walk.keepBytes = 14 + weightByte
            }
            return try walk.run(start)
        }
        if game.packed(start) != nil {
            var walk = CensusWalk<G, PackedPosition>(game: game, orbit: weigh, plan: plan, memory: memory, limits: limits,
                bits: \.bits) { position in
                game.packed(classes ? game.canonicalForm(position) : position).map(PackedPosition.init)
            }
            if plan.keep {
                walk.keep = { table, positions, seconds in
                    let (keys, values, weights) = table.sorted(\.bits)
                    return CensusValues(keys: .wide(keys), values: values, weights: weights, classes: classes,
                        positions: positions, seconds: seconds)
                }
                walk.keepBytes = 26 + weightByte
            }
            return try walk.run(start)
        }
        var walk = CensusWalk<G, G.Position>(game: game, orbit: weigh, plan: plan, memory: memory, limits: limits,
            bits: { _ in nil }) { position in
            classes ? game.canonicalForm(position) : position
        }
        return try walk.run(start)
    }
}

/// How a census goes: whether it stores one position a class, what it keeps, and what it knows.
struct CensusPlan {
    /// One position a class (the start is its own image under every symmetry).
    var classes: Bool
    /// Keep every position's value (`CensusCount.values`), where the game packs positions.
    var keep: Bool
    /// Keep each position's class size beside its value (`CensusValues.weights`): a part of a
    /// split census, whose union counts positions.
    var weighted = false
    /// Values known already (the parts of a split census made so far): a position held there is
    /// not valued again.
    var known: CensusUnion? = nil
    /// Values that count, and are kept, with the census's own (the union of every part, when the
    /// positions nearer the start than the parts are valued last); `known` holds them too.
    var counted: CensusValues? = nil
}

/// The walk of one census: the table, the tallies and the limits.
struct CensusWalk<G: Game, Key: TableKey> {
    let game: G
    /// The size of a position's class, when one position a class is stored; nil: each its own.
    let orbit: ((G.Position) -> Int)?
    let limits: SearchLimits
    /// The stored key of a position, nil when it cannot be packed.
    let key: (G.Position) -> Key?
    /// A stored key as `Game.packed` writes it, where the keys are packed positions.
    let bits: (Key) -> UInt64?
    /// Values known already (`CensusPlan.known`).
    let known: CensusUnion?
    /// Values that count and are kept with the walk's own (`CensusPlan.counted`).
    let counted: CensusValues?
    /// What the census keeps of its table once every position is valued (positions packed by
    /// their game), given the table, the positions valued (a class counting its positions) and
    /// the census's seconds; nil keeps nothing.
    var keep: ((CensusTable<Key>, Int, Double) -> CensusValues)?
    /// The bytes a position takes at most while `keep` sorts, beside the table (not counted in
    /// `peak`, which is the table's).
    var keepBytes = 0
    private var table: CensusTable<Key>
    private var budget: ByteBudget
    private var visited: UInt64 = 0
    /// Won, lost and drawn positions at each remoteness: in all, and (with `orbit`) classes.
    private var tally = CensusTally()

    init(game: G, orbit: ((G.Position) -> Int)?, plan: CensusPlan, memory: Int, limits: SearchLimits,
        bits: @escaping (Key) -> UInt64?, key: @escaping (G.Position) -> Key?) {
        self.game = game
        self.orbit = orbit
        self.limits = limits
        self.key = key
        self.bits = bits
        known = plan.known
        counted = plan.counted
        table = CensusTable(weighted: plan.weighted)
        budget = ByteBudget(memory: memory)
        counted?.tally(into: &tally)
    }

    mutating func run(_ start: G.Position) throws(SearchStop) -> CensusCount {
        limits.progress?.begin()
        let clock = ContinuousClock.now
        guard budget.admits(table.bytes) else { throw Self.noRoom(budget.memory, stored: 0) }
        let value = try visit(start)
        let seconds = (ContinuousClock.now - clock).seconds
        // The positions this walk valued: those known already are counted in the tally too.
        let own = tally.positions - (counted?.positions ?? 0)
        var kept = table.bytes + table.count * keepBytes <= budget.memory ? keep?(table, own, seconds) : nil
        if let counted, let walked = kept { kept = try walked.union(with: counted) }
        return CensusCount(start: CensusValue.outcome(value), startRemoteness: CensusValue.remoteness(value),
            rows: tally.rows(classes: false), classRows: orbit == nil ? nil : tally.rows(classes: true),
            primitive: tally.primitive, classPrimitive: orbit == nil ? nil : tally.classPrimitive, seconds: seconds,
            peakBytes: budget.peak, bytesPerSlot: table.bytesPerSlot, values: kept)
    }

    /// The value of `position`, from the table or worked out from its children's.
    private mutating func visit(_ position: G.Position) throws(SearchStop) -> UInt16 {
        guard let key = key(position) else {
            throw .tooLarge("a position does not pack into 64 bits, which the census needs of every position once it packs the first")
        }
        let known = table.value(key)
        if known == CensusValue.inProgress {
            throw .tooLarge("the positions repeat (a position can come back), and a census values only games whose positions never do")
        }
        if known != 0 { return known }
        if let given = self.known, let bits = bits(key), let code = given.code(of: bits) { return code }
        guard budget.admits(table.bytes + table.growth(forNew: key)) else { throw Self.noRoom(budget.memory, stored: table.count) }
        table.set(key, CensusValue.inProgress)
        visited += 1
        if visited & 0xFFF == 0 { try limits.check(visited: visited) }
        let value: UInt16
        let weight = orbit?(position) ?? 1
        if let result = game.result(position) {
            value = CensusValue.encode(result, remoteness: 0)
        } else {
            value = try valueOfChildren(position)
        }
        if table.weighted, weight > Int(UInt8.max) {
            throw .tooLarge("a class of more than 255 positions does not fit a split census's byte")
        }
        table.set(key, value, weight: table.weighted ? UInt8(weight) : nil)
        tally.add(value, weight: weight)
        return value
    }

    /// A position's value from its children's (each for its own side to move): the fastest win,
    /// else the fastest draw, else the slowest loss.
    private mutating func valueOfChildren(_ position: G.Position) throws(SearchStop) -> UInt16 {
        var fastestWin = Int.max
        var fastestDraw = Int.max
        var slowestLoss = -1
        let mover = game.sideToMove(position)
        for move in game.legalMoves(position) {
            let next = game.play(move, in: position)
            let child = try visit(next)
            let remoteness = CensusValue.remoteness(child)
            // A move after which the same side moves again (an extra turn) keeps its value's side.
            let outcome = CensusValue.outcome(child)
            switch game.sideToMove(next) == mover ? outcome.flipped : outcome {
            case .loss: fastestWin = min(fastestWin, remoteness)
            case .draw: fastestDraw = min(fastestDraw, remoteness)
            case .win: slowestLoss = max(slowestLoss, remoteness)
            }
        }
        if fastestWin < .max { return CensusValue.encode(.win, remoteness: fastestWin + 1) }
        if fastestDraw < .max { return CensusValue.encode(.draw, remoteness: fastestDraw + 1) }
        return CensusValue.encode(.loss, remoteness: slowestLoss + 1)
    }

    static func noRoom(_ memory: Int, stored: Int) -> SearchStop {
        .tooLarge("the census needs more than the \(memory >> 20) MiB the memory budget leaves (--memory-mb); "
            + "\(stored) positions were valued")
    }
}
