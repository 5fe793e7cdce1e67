import Boards
import Search

/// The engine behind `EndgameSolver`: the board's facts compiled into masks and tables, the
/// transposition table, the move stack and the counters. Not generic, so its hot code is
/// compiled once, fully specialized, inside this module; `EndgameSolver<G>` only hands it the
/// game's cells, regions, corners and goal.
///
/// Scores are final disc differences for the side to move (`goal` turns them over in
/// anti-Reversi). On a board with an even number of cells every final score is even.
///
/// Threads: with `threads` above 1, a window of at least `parallelMin` empty cells runs on this
/// engine and on helper engines (each with its own move stack and counters) sharing the table
/// and splitting nodes; see `EndgameSearch+Threads.swift`. Each engine is driven by one thread at a time.
final class EndgameSearch: @unchecked Sendable {
    // @unchecked: an engine's own state is touched by the one thread running it; what threads
    // share is the table (atomic words) and the `ThreadControl` of the window.
    /// One legal move in a move list: where, what it flips, and how promising it looks.
    struct Move {
        var square: Int
        var flips: UInt64
        var score: Int
    }

    let cells: UInt64
    let offBoard: UInt64
    let cellCount: Int
    /// +1 when the most discs win, -1 in anti-Reversi (the game's `finalScore` negated).
    let goal: Int
    let corners: UInt64
    let rays: FlankRays
    /// Flip counts for the last empty cell (`solve1`), used on the whole 8 x 8 grid only (the
    /// shared instance, held here so reading it costs a load).
    let lastFlips = LastFlipCount.shared
    /// Whether the board is the whole 8 x 8 grid.
    let wholeGrid: Bool
    let table: EndgameTable
    /// The parity regions the engine was made with (helpers are made from them).
    let regions: [UInt64]
    /// The board's symmetries besides the identity, as images of each cell (`DiscGame.symmetryMaps`).
    let symmetries: [[Int]]

    /// `region[square]`: the parity bit of the square's region (0 off the board).
    let region: UnsafeMutablePointer<UInt>
    /// Per corner: the corner's bit and its two neighbours along the edges.
    let cornerBits: UnsafeMutablePointer<UInt64>
    let cornerEdges: UnsafeMutablePointer<UInt64>
    let cornerCount: Int
    /// The board's lines (rows, columns, diagonals, anti-diagonals), restricted to its cells.
    let lines: UnsafeMutablePointer<UInt64>
    let lineCounts: (Int, Int, Int, Int)
    /// `stabilityFloor[empties]`: alpha from which the stability bound is worth computing.
    let stabilityFloor: UnsafeMutablePointer<Int>
    /// The move lists of the nodes on the current path, one block after the other.
    let moveStack: UnsafeMutablePointer<Move>
    /// The pattern evaluation for the ordering search (8 x 8 Reversi), nil for the cheap one.
    var patterns: PatternEvaluator? {
        didSet {
            sortTwoFrom = patterns == nil ? 22 : 18
            trustsNodeTypes = patterns != nil
        }
    }
    /// Room for the evaluation's terms.
    let scratch: UnsafeMutablePointer<Int>
    /// The configurations of `probe`'s position, from each side: `configurationRoom` each.
    let configurations: UnsafeMutablePointer<Int32>
    static let configurationRoom = FlankPatterns.instances.count
    static let moveStackSize = 64 * 40

    var stats = SearchStats()
    var limits = SearchLimits.none {
        didSet {
            budgetStart = stats.nodes
            nextCheck = 0
            limits.progress?.begin()
        }
    }
    /// The node count when the limits were set: the node budget counts from it, in a parallel
    /// window too.
    var budgetStart: UInt64 = 0
    var nextCheck: UInt64 = 0

    /// Threads per window (1: this engine alone).
    var threads = 1 {
        didSet { helpers = [] }
    }
    /// The engines of the other threads, made when first needed.
    var helpers: [EndgameSearch] = []
    /// While a parallel window runs: what its threads share, its split points, and this
    /// engine's nodes not yet added to the count.
    var control: ThreadControl?
    var splits: SplitBoard<SplitNode, Move>?
    var reported: UInt64 = 0
    /// The split points this engine's thread works in, innermost last.
    var frames: [SplitPoint<SplitNode, Move>] = []
    /// Split points this engine made (its own count, for tests and tuning).
    var splitsMade = 0
    /// Windows with at least this many empty cells run on every thread; below it starting the
    /// threads would cost more than the search.
    var parallelMin = 14
    /// Nodes with at least this many empty cells share their moves after the first with a
    /// thread looking for work (`split`). (On FFO #40-#49, two threads, while five and six empty
    /// cells were still sorted: 6 to 18 all took 1,065-1,068 M nodes and 38.8-40.5 s; the helper
    /// mostly joins high in the tree.)
    var splitMin = 12
    /// A node expected to cut off (`deep`'s `cut`) shares its moves only after this many were
    /// searched without a cutoff; one expected to fail low, after the first. Where the order is
    /// weak a cut node's second move often cuts, and moves handed to a helper before it are work
    /// thrown away. (6 x 6 from the start, two threads, alternated: after the first move 3,518 M
    /// and 3,510 M nodes, 73.7 and 73.4 s; after two 2,503 M and 2,507 M, 51.7 and 52.1 s; FFO
    /// #40-#49 694-697 M nodes either way, 14.8-15.4 s.)
    let splitCutAfter = 2

    /// Nodes with at most this many empty cells go to `shallow` (no table, no move list: each
    /// empty cell tried in place, odd regions first; the last four in `solve1`...`solve4`); from
    /// this many plus one on, `deep` with a sorted move list. Measured by time, FFO #40-#49 on
    /// one thread: 4 (table from 6) took 972 M nodes and 68.9 s, 5 (table from 6) 1,073 M and
    /// 63.8 s, 6 (table from 8) 1,325 M and 55.9 s, 7 (table from 8) 1,629 M and 56.1 s. Sorting
    /// saves nodes low down, but not the time it costs.
    let shallowMax = 6
    /// Nodes with at least this many empty cells use the transposition table. (From 7 with
    /// `shallowMax` 6: 1,250 M nodes, 57.8 s; from 8: 1,325 M, 55.9 s. A probe's cache miss is
    /// a fifth of `deep`'s time, though its bucket is fetched early.)
    let tableMin = 8
    /// Nodes with at least this many empty cells first look up their children in the table
    /// (enhanced transposition cutoff: 5 to 10 % fewer nodes; from 8 or 12 took more time).
    let etcMin = 10
    /// Nodes with at least this many empty cells (at most `symmetryMaxDiscs` discs) drop twin moves.
    var symmetricEmpties: Int { cellCount - Self.symmetryMaxDiscs }
    /// From this many empty cells, moves are ordered by a shallow search (`sortBySearch`).
    /// (Not at a node expected to fail low, where every move is searched anyway.)
    var searchSortMin = 16
    /// From this many empty cells (below `searchSortMin`), fastest-first ordering also weighs the
    /// pattern evaluation of each move, when there is one (`scoreFastestFirst`). FFO #40-#49, one
    /// thread, alternated: from 14, 1,111 M nodes in 106.0 and 109.4 s; from 12, 1,037 M nodes in
    /// 117.8 and 117.0 s; never, 1,237 M nodes in 109.7 and 104.9 s.
    let evalOrderMin = 14
    /// Up to this many empty cells, a node expected to fail low orders its moves by the table's
    /// move and the odd regions only (`deep`, step 5). FFO #50-#52, one thread, alternated:
    /// 1,149 M nodes in 71.7 and 74.2 s against 1,115 M in 75.2 and 80.3 s; at every depth
    /// 1,257 M in 77.2 and 76.7 s. (Not sorting by a shallow search there, from 16 empty cells:
    /// 1,148 M nodes against 1,149 M.)
    let plainOrderMax = 11
    /// Whether a node expected to fail low is ordered as one (`plainOrderMax`, no shallow search):
    /// only with the pattern evaluation, whose ordering, and the selective search's moves in the
    /// table before the exact tests, make the expected node types right often enough. With the
    /// cheap evaluation too many nodes expected to fail low cut off after all, late: 6 x 6 from
    /// the start (one thread, no patterns) took 2,984 M nodes ordering them so, 2,386 M ordering
    /// every node alike (2,663 M with the plain order up to 11 empty cells but the shallow search
    /// from 16). FFO #40-#49, which has the patterns, is unchanged (694.86 M nodes).
    var trustsNodeTypes = false

    /// From this many empty cells `exact` starts from a guess when it has the pattern evaluation
    /// (`guess`; below, solving costs little more than guessing).
    var guessMin = 20
    /// From this many empty cells the ordering search looks two plies past the move (three from
    /// 24); 18 with the pattern evaluation, whose deeper look pays more (`sortBySearch`).
    var sortTwoFrom = 22

    /// 0 in the exact search; in a pass of the selective search (`EndgameSearch+Selective.swift`),
    /// the pass's level, stored in the table with its guessed bounds: the first pass, the
    /// boldest, has the highest.
    var level = 0
    /// Whether this engine runs a pass of the selective search.
    var selective: Bool { level != 0 }
    /// The selective search cuts nodes of `probCutMin` to `probCutMax` empty cells by a shallow
    /// search (not its root, where the moves are wanted). Measured on FFO #40-#49, one thread,
    /// with a margin of 14: from 10, 968 M nodes in all (without the selective search, 1,111 M);
    /// on #45, #48 and #49, from 8 770 M, from 10 765 M, from 12 787 M (without, 858 M).
    var probCutMin = 10
    var probCutMax = 64
    /// How far outside the window, in discs, the shallow search must land to cut, in the
    /// current pass. On #45, #48 and #49 (from 10, one pass): 12 took 805 M nodes, 14 765 M,
    /// 16 790 M; 10 (from 12) 833 M.
    var probCutMargin = 14
    /// The margins of the selective search's passes, boldest first: each pass starts from the
    /// score of the one before, takes the moves of every pass before it from the table, and
    /// their bounds not at all. Measured on FFO #40-#49, one thread: one pass of 14, 968 M
    /// nodes in all (#50: 1,444 M); 10 then 14, 961 M (#50: 1,342 M); 10, 14 then 18, 952 M
    /// (#50: 1,366 M). On #45, #48 and #49: 6, 10, 14 took 759 M nodes against 757 M;
    /// 12, 16 772 M; 8, 12, 16, 20 778 M.
    var selectiveMargins = [10, 14]
    /// The plies of that shallow search: two, four from 16 empty cells.
    var probCutDeepFrom = 16
    /// From this many empty cells `exact` (with the pattern evaluation) runs the selective
    /// search first and starts its tests from the selective score.
    var selectiveMin = 20
    /// The most null-window tests of the selective search.
    let selectiveTests = 6

    /// An engine with a table of `tableBytes`, or sharing `table` (a helper's).
    init(cells: UInt64, regions: [UInt64], corners: UInt64, goal: Int, symmetries: [[Int]] = [], tableBytes: Int,
        table: EndgameTable? = nil)
    {
        self.regions = regions
        self.symmetries = symmetries
        self.cells = cells
        offBoard = ~cells
        cellCount = cells.nonzeroBitCount
        self.goal = goal
        self.corners = corners & cells
        rays = FlankRays()
        wholeGrid = cells == ~0
        self.table = table ?? EndgameTable(bytes: tableBytes)

        region = .allocate(capacity: 64)
        region.initialize(repeating: 0, count: 64)
        let usable = Array(regions.prefix(8))
        for (index, mask) in usable.enumerated() {
            for bit in (mask & cells).setBits { region[bit] |= 1 << UInt(index) }
        }

        cornerBits = .allocate(capacity: 4)
        cornerEdges = .allocate(capacity: 4)
        var cornerCount = 0
        for corner in self.corners.setBits.prefix(4) {
            let edges = rays.neighbours[corner] & cells & ~Self.inside(cells)
            cornerBits[cornerCount] = UInt64.bit(corner)
            cornerEdges[cornerCount] = edges
            cornerCount += 1
        }
        self.cornerCount = cornerCount

        var rows: [UInt64] = [], columns: [UInt64] = [], diagonals: [UInt64] = [], antidiagonals: [UInt64] = []
        for i in 0..<8 {
            rows.append(FlankBits.row1 &<< UInt64(8 * i))
            columns.append(FlankBits.columnA &<< UInt64(i))
        }
        for start in 0..<64 where start < 8 || start % 8 == 0 {
            diagonals.append(UInt64.bit(start) | rays.rays[start * 8 + 2])
        }
        for start in 0..<64 where start < 8 || start % 8 == 7 {
            antidiagonals.append(UInt64.bit(start) | rays.rays[start * 8 + 3])
        }
        let groups = [rows, columns, diagonals, antidiagonals].map { $0.map { $0 & cells }.filter { $0 != 0 } }
        lines = .allocate(capacity: groups.reduce(0) { $0 + $1.count })
        var at = 0
        for mask in groups.joined() {
            lines[at] = mask
            at += 1
        }
        lineCounts = (groups[0].count, groups[1].count, groups[2].count, groups[3].count)

        // Edax's thresholds for 64 cells: below them the opponent cannot have enough stable
        // discs to push the bound under alpha. Moved down with the number of cells.
        let edax = [99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46,
            48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64, 64]
        stabilityFloor = .allocate(capacity: 65)
        for empties in 0...64 {
            stabilityFloor[empties] = (empties < edax.count ? edax[empties] : 64) - (64 - cellCount)
        }
        moveStack = .allocate(capacity: Self.moveStackSize)
        scratch = .allocate(capacity: 16)
        configurations = .allocate(capacity: 2 * Self.configurationRoom)
    }

    deinit {
        region.deallocate()
        cornerBits.deallocate()
        cornerEdges.deallocate()
        lines.deallocate()
        stabilityFloor.deallocate()
        moveStack.deallocate()
        scratch.deallocate()
        configurations.deallocate()
    }

    /// The cells all of whose eight neighbours are cells (the board minus its rim).
    private static func inside(_ cells: UInt64) -> UInt64 {
        var inner = cells
        for direction in 0..<8 {
            let (dc, dr) = FlankRays.steps[direction]
            // A cell stays when its neighbour in every direction is a cell of the board.
            var shifted: UInt64 = 0
            for bit in cells.setBits {
                let c = bit % 8 - dc, r = bit / 8 - dr
                if (0..<8).contains(c), (0..<8).contains(r) { shifted |= UInt64.bit(r * 8 + c) }
            }
            inner &= shifted
        }
        return inner
    }

    // MARK: - Scores and bounds

    /// The final score of a finished game for the side owning `player`: standard Othello
    /// scoring (the empty cells go to the winner, to nobody on a draw), times `goal`.
    @inline(__always)
    func finalScore(_ player: UInt64, _ opponent: UInt64) -> Int {
        let mine = player.nonzeroBitCount, theirs = opponent.nonzeroBitCount
        let empties = cellCount - mine - theirs
        var score = mine - theirs
        if score > 0 { score += empties } else if score < 0 { score -= empties }
        return goal > 0 ? score : -score
    }

    /// The cells whose line in each direction is full.
    @inline(__always)
    func fullLines(_ filled: UInt64) -> FlankBits.FullLines {
        var full = FlankBits.FullLines()
        var at = 0
        @inline(__always) func scan(_ count: Int) -> UInt64 {
            var result: UInt64 = 0
            for i in at..<at + count {
                let line = lines[i]
                if line & filled == line { result |= line }
            }
            at += count
            return result
        }
        full.horizontal = scan(lineCounts.0)
        full.vertical = scan(lineCounts.1)
        full.diagonal = scan(lineCounts.2)
        full.antidiagonal = scan(lineCounts.3)
        return full
    }

    /// An upper bound on the score of the side owning `player`, from stable discs: the
    /// opponent's stable discs stay its own (anti-Reversi: the player's stay the player's, and
    /// the bound is on the turned-over score).
    @inline(__always)
    func stabilityBound(_ player: UInt64, _ opponent: UInt64) -> Int {
        let full = fullLines(player | opponent)
        if goal > 0 {
            return cellCount - 2 * FlankBits.stable(opponent, full: full, offBoard: offBoard).nonzeroBitCount
        }
        return cellCount - 2 * FlankBits.stable(player, full: full, offBoard: offBoard).nonzeroBitCount
    }

    /// Discs of `player` on corners, and on the edge cells next to a corner it holds.
    @inline(__always)
    func cornerStability(_ player: UInt64) -> Int {
        var stable = player & corners
        for k in 0..<cornerCount where player & cornerBits[k] != 0 { stable |= player & cornerEdges[k] }
        return stable.nonzeroBitCount
    }

    /// The parity bits of a whole position: one per region with an odd number of empty cells.
    func parity(of empties: UInt64) -> UInt {
        var parity: UInt = 0
        for bit in empties.setBits { parity ^= region[bit] }
        return parity
    }

    // MARK: - Limits

    /// Polled every few thousand nodes, and exactly when the node budget runs out (in a
    /// parallel window: every few thousand nodes, on the count of all threads).
    func checkLimits() throws(SearchStop) {
        if let control {
            control.add(nodes: stats.nodes &- reported)
            reported = stats.nodes
            nextCheck = stats.nodes &+ Self.parallelCheckInterval
            if let stop = control.stopReason() { throw stop }
            try checkSplitPoints()
            return
        }
        try limits.check(nodes: stats.nodes &- budgetStart, cap: limits.nodes)
        nextCheck = SearchLimits.nextPoll(after: stats.nodes, cap: limits.nodes.map { budgetStart &+ $0 })
    }
}
