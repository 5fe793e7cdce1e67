import Boards
import CPrefetch

/// How many positions can be reached from a position (itself included), counted exactly and up
/// to the board's symmetries; or, when a bound stopped the count, what it found so far.
public struct PositionCount: Sendable, Hashable {
    public var positions: Int
    /// Positions in which the game is over.
    public var terminal: Int
    /// Classes of positions under the board's symmetries.
    public var canonical: Int
    public var seconds: Double
    /// Why the count stopped before the end, or nil when it is complete. A stopped count's
    /// figures are lower bounds: positions found so far, not all there are.
    public var stopped: CountStop? = nil
    /// The most bytes the count's sets and stack held at once.
    public var peakBytes = 0

    public init(positions: Int, terminal: Int, canonical: Int, seconds: Double, stopped: CountStop? = nil, peakBytes: Int = 0) {
        self.positions = positions
        self.terminal = terminal
        self.canonical = canonical
        self.seconds = seconds
        self.stopped = stopped
        self.peakBytes = peakBytes
    }

    /// Positions in which the game goes on.
    public var nonTerminal: Int { positions - terminal }
}

/// What stopped a count before it found every position.
public enum CountStop: Sendable, Hashable {
    /// More than this many positions to store (the count limit).
    case positions(Int)
    /// Storing more would take more than these bytes (the memory the count was given).
    case memory(Int)
    /// A limit of the search (node bound, deadline, interrupt).
    case search(SearchStop)
}

/// Full enumeration of small games.
public enum Enumeration {
    /// The default cap on the positions `count` stores: about 2.5 GB at most for the line family.
    public static let defaultLimit = 50_000_000

    /// Every position reachable from `start` by legal moves, depth first, with a set of the
    /// positions seen and one of their symmetry classes. Throws `.tooMany` past `limit` positions,
    /// and when `limits` are reached (their node bound counts the positions found).
    public static func count<G: Game>(_ game: G, from start: G.Position, limit: Int = defaultLimit,
        limits: SearchLimits = .none) throws(SearchStop) -> PositionCount {
        let count = counted(game, from: start, limit: limit, limits: limits)
        switch count.stopped {
        case nil: return count
        case .positions(let limit): throw .tooMany(limit: limit)
        case .memory(let bytes): throw .tooLarge("more than \(bytes) bytes to count")
        case .search(let stop): throw stop
        }
    }

    /// Makes the C library give large arrays back to the system when they are freed, so that
    /// the arrays a count's sets grow out of do not stay resident beside the new ones (glibc
    /// raises its thresholds as a program frees, and keeps what it frees below them). Call it
    /// once, first thing: thresholds raised before it stay in effect for memory already held.
    public static func returnFreedArrays() { analyze_map_large_allocations() }

    /// The bytes a count takes per position stored, about: the two sets (at least three-eighths
    /// full) and the stack, for saying ahead of a count whether `memory` can hold it.
    public static func bytesPerPosition<G: Game>(of game: G.Type) -> Int { 6 * MemoryLayout<G.Position?>.stride }

    /// `count`, stopping at `limit` positions, at `limits`, and before its sets and stack would
    /// take more than `memory` bytes (a set that grows holds its old and new slots at once):
    /// never throws; a stopped count says why in `stopped`, with the positions found so far.
    public static func counted<G: Game>(_ game: G, from start: G.Position, limit: Int = defaultLimit,
        memory: Int = .max, limits: SearchLimits = .none) -> PositionCount {
        limits.progress?.begin()
        let clock = ContinuousClock.now
        var seen = KeySet<G.Position>(capacity: 1 << 10)
        var classes = KeySet<G.Position>(capacity: 1 << 10)
        var stack: [G.Position] = []
        stack.reserveCapacity(1 << 10)
        var budget = ByteBudget(memory: memory)
        /// The bytes held with `extra` more; false when that passes `memory`.
        func fits(_ extra: Int) -> Bool {
            budget.admits(seen.bytes + classes.bytes + ByteBudget.room(of: stack) * MemoryLayout<G.Position>.stride + extra)
        }
        var terminal = 0
        var stopped: CountStop?
        if fits(0) {
            seen.insert(start)
            classes.insert(game.canonicalForm(start))
            stack.append(start)
        } else {
            stopped = .memory(memory)
        }
        search: while let position = stack.popLast() {
            if game.result(position) != nil {
                terminal += 1
                continue
            }
            for move in game.legalMoves(position) {
                let child = game.play(move, in: position)
                if seen.contains(child) { continue }
                // Room for what storing it may grow: either set, and the stack.
                let canonical = game.canonicalForm(child)
                let growth = (seen.growsOnInsert ? seen.grownBytes : 0)
                    + (classes.growsOnInsert && !classes.contains(canonical) ? classes.grownBytes : 0)
                    + ByteBudget.growth(of: stack)
                guard fits(growth) else {
                    stopped = .memory(memory)
                    break search
                }
                seen.insert(child)
                classes.insert(canonical)
                stack.append(child)
                if seen.count > limit {
                    stopped = .positions(limit)
                    break search
                }
                if seen.count & 0xFFF == 0 {
                    do throws(SearchStop) {
                        try limits.check(visited: UInt64(seen.count))
                    } catch {
                        stopped = .search(error)
                        break search
                    }
                }
            }
        }
        _ = fits(0)
        return PositionCount(positions: seen.count, terminal: terminal, canonical: classes.count,
            seconds: (ContinuousClock.now - clock).seconds, stopped: stopped, peakBytes: budget.peak)
    }
}
