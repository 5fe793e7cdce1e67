import Boards
import Dispatch
import Synchronization

/// Makes `FlankWeights` from positions our own exact solver labels: games from the start (random,
/// or played by the evaluation: `Games`) stopped at a random number of empty cells in the range
/// asked, each solved exactly, then per phase a least-squares fit of the final disc difference on
/// the `FlankFeatures` terms (and on mobility alone, the baseline). Reproducible from the seed
/// whatever the thread count.
public struct FlankTraining: Sendable {
    /// One labelled position.
    public struct Sample: Sendable {
        public var player: UInt64
        public var opponent: UInt64
        /// The exact final disc difference for the side owning `player`.
        public var score: Int
        public var empties: Int
    }

    public let game: FlankGame
    /// Phases of this many empty cells each, from `empties`'s low end.
    public let phaseWidth = 4

    public init(game: FlankGame) { self.game = game }

    /// How the games that make the positions are played: `random`, every move at random (wild
    /// positions, far from those players reach); `played`, the first `randomPlies` moves at
    /// random, then one move in ten at random and the others the move after which the ten-term
    /// evaluation (`FlankEvaluation`, with the shipped weights on 8 x 8) rates the opponent
    /// lowest, give or take up to two discs at random: positions nearer those of played games
    /// (the FFO set's), whose moves the exact endgame orders.
    public typealias Games = TrainingGames

    /// Moves made at random at the start of a `played` game.
    static let randomPlies = 6

    /// `count` positions from seeded games played as `games` says, each stopped at a number of
    /// empty cells drawn from `empties` (games that end first are skipped), side to move with a
    /// move to make.
    public func positions(_ count: Int, empties: ClosedRange<Int>, seed: UInt64, games: Games = .random)
        -> [(player: UInt64, opponent: UInt64)]
    {
        var random = SplitMix64(seed: seed)
        var found: [(UInt64, UInt64)] = []
        let geometry = game.geometry
        let evaluation = FlankEvaluation(cells: game.cells, corners: game.corners, goal: game.fewestWins ? -1 : 1,
            weights: game.cells == ~0 && !game.fewestWins ? FlankWeights.shipped : nil)
        while found.count < count {
            let target = empties.lowerBound + Int(random.next() % UInt64(empties.count))
            var board = game.startBoard
            var over = false
            while (game.cells & ~board.occupied).nonzeroBitCount > target {
                let moves = geometry.moves(board)
                if moves == 0 {
                    if geometry.moves(player: board.opponent, opponent: board.player) == 0 { over = true; break }
                    board = FlankPosition(player: board.opponent, opponent: board.player, mover: board.mover.opponent)
                    continue
                }
                let all = Array(moves.setBits)
                var square = all[Int(random.next() % UInt64(all.count))]
                let plies = board.occupied.nonzeroBitCount - 4
                if games == .played && plies >= Self.randomPlies && random.next() % 10 != 0 {
                    square = likedMove(all, board, evaluation, &random)
                }
                guard let next = geometry.play(square, on: board) else { over = true; break }
                board = next
            }
            if over || geometry.moves(board) == 0 { continue }
            found.append((board.player, board.opponent))
        }
        return found
    }

    /// Of `moves` on `board`, the one after which `evaluation` rates the opponent lowest, each
    /// rating jittered by up to two discs (so that games differ).
    private func likedMove(_ moves: [Int], _ board: FlankPosition, _ evaluation: FlankEvaluation,
        _ random: inout SplitMix64) -> Int
    {
        var best = Int.max, choice = moves[0]
        for square in moves {
            guard let next = game.geometry.play(square, on: board) else { continue }
            // In 256ths of a disc: the rating (eighths) times 32, plus 0 to 511.
            let rating = evaluation.evaluate(next.player, next.opponent) * 32 + Int(random.next() % 512)
            if rating < best {
                best = rating
                choice = square
            }
        }
        return choice
    }

    /// Each position solved exactly, on `threads` threads (each with its own solver and a table of
    /// `tableBytes`); `progress` hears how many are done. Ctrl-C and the limits stop it.
    public func label(_ positions: [(player: UInt64, opponent: UInt64)], threads: Int, tableBytes: Int,
        limits: SearchLimits, progress: @Sendable (Int) -> Void) throws(SearchStop) -> [Sample]
    {
        let results = Mutex<[Int: Int]>([:])
        let failure = Mutex<SearchStop?>(nil)
        let next = Atomic<Int>(0)
        let game = game
        DispatchQueue.concurrentPerform(iterations: max(1, threads)) { _ in
            let solver = EndgameSolver(game: game, tableBytes: tableBytes)
            solver.limits = limits
            while failure.withLock({ $0 == nil }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < positions.count else { return }
                do throws(SearchStop) {
                    let score = try solver.score(player: positions[index].player, opponent: positions[index].opponent)
                    let done = results.withLock { all in
                        all[index] = score
                        return all.count
                    }
                    progress(done)
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        if let stop = failure.withLock({ $0 }) { throw stop }
        let scores = results.withLock { $0 }
        return positions.indices.map { i in
            Sample(player: positions[i].player, opponent: positions[i].opponent, score: scores[i] ?? 0,
                empties: (game.cells & ~(positions[i].player | positions[i].opponent)).nonzeroBitCount)
        }
    }

    /// The least-squares weights per phase of `phaseWidth` empty cells (a small ridge keeps
    /// terms that never vary in a phase at 0).
    public func fit(_ samples: [Sample]) -> FlankWeights {
        let features = FlankFeatures(cells: game.cells, corners: game.corners)
        let byPhase = Dictionary(grouping: samples) { $0.empties / phaseWidth }
        var phases: [FlankWeights.Phase] = []
        for key in byPhase.keys.sorted() {
            let group = byPhase[key] ?? []
            var rows: [[Double]] = []
            let terms = UnsafeMutablePointer<Int>.allocate(capacity: FlankFeatures.count)
            defer { terms.deallocate() }
            for sample in group {
                features.terms(sample.player, sample.opponent, into: terms)
                rows.append((0..<FlankFeatures.count).map { Double(terms[$0]) })
            }
            let targets = group.map { Double($0.score) }
            let weights = Self.leastSquares(rows, targets)
            let mobility = Self.leastSquares(rows.map { [$0[0], 1] }, targets)
            phases.append(.init(empties: key * phaseWidth...key * phaseWidth + phaseWidth - 1, weights: weights,
                mobility: mobility))
        }
        return FlankWeights(phases: phases)
    }

    /// The mean absolute error in discs of `weights` over `samples`, by every term or by
    /// mobility alone.
    public func meanAbsoluteError(_ weights: FlankWeights, _ samples: [Sample], mobilityOnly: Bool) -> Double {
        guard !samples.isEmpty else { return 0 }
        let features = FlankFeatures(cells: game.cells, corners: game.corners)
        let terms = UnsafeMutablePointer<Int>.allocate(capacity: FlankFeatures.count)
        defer { terms.deallocate() }
        var total = 0.0
        for sample in samples {
            features.terms(sample.player, sample.opponent, into: terms)
            let estimate = weights.estimate(terms, empties: sample.empties, mobilityOnly: mobilityOnly)
            total += abs(estimate - Double(sample.score))
        }
        return total / Double(samples.count)
    }

    /// Solves (XᵀX + λI) w = Xᵀy by Gaussian elimination with partial pivoting.
    static func leastSquares(_ rows: [[Double]], _ targets: [Double]) -> [Double] {
        guard let width = rows.first?.count else { return [] }
        var a = Array(repeating: Array(repeating: 0.0, count: width + 1), count: width)
        for (row, y) in zip(rows, targets) {
            for i in 0..<width {
                for j in 0..<width { a[i][j] += row[i] * row[j] }
                a[i][width] += row[i] * y
            }
        }
        let ridge = 1e-3 * Double(max(1, rows.count))
        for i in 0..<width { a[i][i] += ridge }
        for column in 0..<width {
            var pivot = column
            for r in column..<width where abs(a[r][column]) > abs(a[pivot][column]) { pivot = r }
            a.swapAt(column, pivot)
            let p = a[column][column]
            guard abs(p) > 1e-12 else { continue }
            for r in 0..<width where r != column {
                let factor = a[r][column] / p
                if factor == 0 { continue }
                for c in column...width { a[r][c] -= factor * a[column][c] }
            }
        }
        return (0..<width).map { abs(a[$0][$0]) > 1e-12 ? a[$0][width] / a[$0][$0] : 0 }
    }
}
