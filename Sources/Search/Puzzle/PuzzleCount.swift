import Boards

/// How many boards a puzzle can reach from a start, level by level.
public struct PuzzleCountResult: Sendable, Hashable {
    /// Boards reachable (the start included), all told.
    public var positions: Int
    /// Classes of those boards under the puzzle's symmetries.
    public var canonical: Int
    /// Per level (moves from the start: level 0 is the start), boards and classes.
    public var levels: [(positions: Int, canonical: Int)]
    /// The most keys held at once (two levels), which sets the memory: 8 bytes and a little more
    /// per key.
    public var peakKeys: Int
    public var seconds: Double
    /// Why the count stopped before the end, or nil when it is complete. A stopped count's
    /// figures are lower bounds: the boards of the levels done and the classes found in the next.
    public var stopped: CountStop? = nil

    public static func == (a: Self, b: Self) -> Bool {
        a.positions == b.positions && a.canonical == b.canonical && a.peakKeys == b.peakKeys && a.stopped == b.stopped
            && a.levels.elementsEqual(b.levels) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(positions)
        hasher.combine(canonical)
    }
}

/// Counting for layered puzzles (see `PuzzleGame`): every board reachable, and every solution.
public enum PuzzleCount {
    /// The default cap on the keys `count` holds at once: about 1 GB at most.
    public static let defaultLimit = 100_000_000

    /// Every board reachable from `start`, up to the puzzle's symmetries that keep the start and
    /// all told, counted
    /// breadth first one level at a time: a level's classes are expanded into the next level's
    /// set, then dropped. A board's class stands for as many boards as it has distinct images.
    /// `levels`, when given, stops after that many levels (the start is level 0). Throws
    /// `.tooMany` past `limit` keys held at once, and when `limits` are reached (their node bound
    /// counts the boards expanded).
    public static func count<G: PuzzleGame>(_ game: G, from start: G.Position, levels maxLevels: Int? = nil,
        limit: Int = defaultLimit, limits: SearchLimits = .none) throws(SearchStop) -> PuzzleCountResult {
        let count = counted(game, from: start, levels: maxLevels, limit: limit, limits: limits)
        switch count.stopped {
        case nil: return count
        case .positions(let limit): throw .tooMany(limit: limit)
        case .memory(let bytes): throw .tooLarge("more than \(bytes) bytes to count")
        case .search(let stop): throw stop
        }
    }

    /// `count` that never throws: a count stopped at `limit` keys held or at `limits` says why in
    /// `stopped`, with what it found so far (the levels done, and the next level's classes found,
    /// each at least one board) as lower bounds.
    public static func counted<G: PuzzleGame>(_ game: G, from start: G.Position, levels maxLevels: Int? = nil,
        limit: Int = defaultLimit, limits: SearchLimits = .none) -> PuzzleCountResult {
        limits.progress?.begin()
        let clock = ContinuousClock.now
        let game = game.keeping(start)
        var level = WordSet()
        level.insert(game.canonicalKey(start))
        var levels: [(positions: Int, canonical: Int)] = []
        var peak = 1
        var polled = 0
        var stopped: CountStop?
        var partial = 0
        do throws(SearchStop) {
            while level.count > 0 {
                // Step 1. Tally this level: each class stands for its distinct images.
                var positions = 0
                try level.forEach { (key: UInt64) throws(SearchStop) in positions += game.classSize(game.position(key: key)) }
                levels.append((positions, level.count))
                if let maxLevels, levels.count >= maxLevels { break }
                // Step 2. Expand it into the next level.
                var next = WordSet(capacity: level.count * 2)
                let held = level.count
                defer { partial = next.count }
                try level.forEach { (key: UInt64) throws(SearchStop) in
                    var moves = G.Moves()
                    let position = game.position(key: key)
                    game.moves(position, into: &moves)
                    while let move = moves.next() {
                        guard next.insert(game.canonicalKey(game.play(move, in: position))) else { continue }
                        if held + next.count > limit { throw .tooMany(limit: limit) }
                    }
                    polled &+= 1
                    if polled & 0xFFF == 0 { try limits.check(visited: UInt64(polled)) }
                }
                peak = max(peak, held + next.count)
                level = next
            }
            partial = 0
        } catch .tooMany(let limit) {
            stopped = .positions(limit)
        } catch {
            stopped = .search(error)
        }
        return PuzzleCountResult(positions: levels.reduce(0) { $0 + $1.positions } + partial,
            canonical: levels.reduce(0) { $0 + $1.canonical } + partial, levels: levels, peakKeys: peak,
            seconds: (ContinuousClock.now - clock).seconds, stopped: stopped)
    }

    /// The number of move sequences from `start` that end on a goal (a goal ends a sequence),
    /// counted with a memo of every board's count up to symmetry. Throws `.tooMany` past `limit`
    /// boards remembered, `.tooLarge` past 2^64 - 1 solutions, and on the stop flag.
    public static func solutions<G: PuzzleGame>(_ game: G, from start: G.Position, limit: Int = 10_000_000,
        stop: StopFlag? = StopFlag.interrupt) throws(SearchStop) -> UInt64 {
        var counter = SolutionCounter(game: game, limit: limit, stop: stop)
        return try counter.count(start)
    }
}

/// The recursion of `PuzzleCount.solutions`.
private struct SolutionCounter<G: PuzzleGame> {
    let game: G
    let limit: Int
    let stop: StopFlag?
    var memo: [UInt64: UInt64] = [:]
    var nodes = 0

    mutating func count(_ position: G.Position) throws(SearchStop) -> UInt64 {
        if game.isGoal(position) { return 1 }
        guard game.mayReachGoal(position) else { return 0 }
        let key = game.canonicalKey(position)
        if let known = memo[key] { return known }
        nodes &+= 1
        if nodes & 0xFFF == 0, let stop, stop.isRaised { throw .interrupted }
        var total: UInt64 = 0
        var moves = G.Moves()
        game.moves(position, into: &moves)
        while let move = moves.next() {
            let (sum, overflow) = total.addingReportingOverflow(try count(game.play(move, in: position)))
            if overflow { throw .tooLarge("more than 2^64 - 1 solutions") }
            total = sum
        }
        if memo.count >= limit { throw .tooMany(limit: limit) }
        memo[key] = total
        return total
    }
}
