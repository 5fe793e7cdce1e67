import Boards
import Search

/// A pagoda function: integer weights on the holes with `w(from) + w(over) >= w(to)` for every
/// jump of the board. A jump takes the pegs off `from` and `over` and puts one on `to`, so the
/// weighted sum of the pegs never increases; a position whose sum is below the goal's can never
/// reach it (Conway's resource count; Beasley, *The Ins and Outs of Peg Solitaire*, ch. 4).
///
/// The sum is taken by masks of equal-weight holes: one popcount per distinct weight.
public struct Pagoda: Sendable, Hashable {
    /// Each hole's weight.
    public let weights: [Int]
    /// The distinct non-zero weights, and per weight the holes that carry it.
    @usableFromInline let levelWeights: [Int]
    @usableFromInline let levelMasks: [UInt64]

    public init(weights: [Int]) {
        self.weights = weights
        let distinct = Set(weights).subtracting([0]).sorted()
        levelWeights = distinct
        levelMasks = distinct.map { weight in
            weights.indices.reduce(UInt64(0)) { weights[$1] == weight ? $0 | UInt64.bit($1) : $0 }
        }
    }

    /// The weighted sum of the pegs `bits`.
    @inlinable public func value(_ bits: UInt64) -> Int {
        var sum = 0
        for i in levelWeights.indices { sum &+= levelWeights[i] &* (bits & levelMasks[i]).nonzeroBitCount }
        return sum
    }
}

/// The pagoda functions a board makes for itself, from its shape alone.
///
/// 1. *Sublattices.* Weight 1 on the holes whose lattice row and column have given parities, 0
///    elsewhere (four functions). A jump moves a peg two steps along a lattice direction, so it
///    lands on the sublattice only when it starts there: `w(from) = 1 >= w(to)`. With the goal's
///    hole on a sublattice, a position with no peg left on it is dead.
/// 2. *Goal cones, lowered.* The template `u(h) = max(0, r - d(h, g))`, `d` the lattice
///    (Chebyshev) distance to a goal hole `g` and `r` = 2, 3, 4, alone or kept to a sublattice,
///    is lowered to the largest pagoda below it (`largestPagoda(below:)`): `w(to)` drops to
///    `w(from) + w(over)` wherever that is less, until every jump holds. Only subtracting from
///    non-negative weights, the fixpoint exists and is reached. It says "the pegs left near
///    the goal, counted with their weights, must pay for the last peg on the goal".
///
/// Validity is by construction for the first family and by the fixpoint for the second; both
/// are checked again with `isPagoda` when a puzzle keeps them, and the tests check every jump of
/// every standard board.
extension JumpBoard {
    /// True when `weights` never increase under a jump: `w(from) + w(over) >= w(to)` for every
    /// jump of the table.
    public func isPagoda(_ weights: [Int]) -> Bool {
        guard weights.count == holeCount else { return false }
        return jumpFrom.indices.allSatisfy {
            weights[Int(jumpFrom[$0])] + weights[Int(jumpOver[$0])] >= weights[Int(jumpTo[$0])]
        }
    }

    /// The largest pagoda function at or below the non-negative `template` (hole by hole).
    public func largestPagoda(below template: [Int]) -> [Int] {
        var weights = template.map { max(0, $0) }
        var changed = true
        while changed {
            changed = false
            for i in jumpFrom.indices {
                let bound = weights[Int(jumpFrom[i])] + weights[Int(jumpOver[i])]
                if weights[Int(jumpTo[i])] > bound {
                    weights[Int(jumpTo[i])] = bound
                    changed = true
                }
            }
        }
        return weights
    }

    /// The four sublattice pagodas (family 1), those with at least one hole.
    public func sublatticePagodas() -> [[Int]] {
        var found: [[Int]] = []
        for rowParity in 0..<2 {
            for columnParity in 0..<2 {
                let weights = (0..<holeCount).map {
                    rowOf[$0] & 1 == rowParity && columnOf[$0] & 1 == columnParity ? 1 : 0
                }
                if weights.contains(1) { found.append(weights) }
            }
        }
        return found
    }

    /// The lowered goal cones around `goalHoles` (family 2), without the all-zero ones.
    public func conePagodas(around goalHoles: [Int]) -> [[Int]] {
        var found: [[Int]] = []
        let sublattices = [nil] + sublatticePagodas().map(Optional.some)
        for goal in goalHoles {
            for radius in 2...4 {
                for sublattice in sublattices {
                    let template = (0..<holeCount).map { hole -> Int in
                        if let sublattice, sublattice[hole] == 0 { return 0 }
                        let distance = max(abs(rowOf[hole] - rowOf[goal]), abs(columnOf[hole] - columnOf[goal]))
                        return max(0, radius - distance)
                    }
                    let weights = largestPagoda(below: template)
                    if weights.contains(where: { $0 != 0 }), !found.contains(weights) { found.append(weights) }
                }
            }
        }
        return found
    }
}

/// The pagoda functions a puzzle prunes with, and per function the least sum a goal board has.
///
/// For one peg anywhere the goal's sum depends on where the peg may finish, which is any hole
/// in the position's class (see `JumpBoard+Classes.swift`): the least is kept per class, so the
/// test holds for positions of every class, not only the start's.
public struct GoalPagodas: Sendable {
    public let pagodas: [Pagoda]
    /// `needed[p]` (or `neededByClass[c][p]` for one peg anywhere): the least sum of pagoda `p`
    /// over the goal boards.
    @usableFromInline let needed: [Int]
    @usableFromInline let neededByClass: [[Int]]
    @usableFromInline let byClass: Bool
    @usableFromInline let board: JumpBoard

    /// The pagodas of families 1 and 2 (see `JumpBoard`'s pagoda extension) that can cut: those
    /// whose goal sum is above zero (a sum is never below zero, the weights being non-negative).
    public init(board: JumpBoard, goal: JumpGoal) {
        self.board = board
        let goalHoles: [Int]
        switch goal {
        case .onePeg: goalHoles = Array(0..<board.holeCount)
        case .onePegAt(let hole): goalHoles = [hole]
        case .position(let target): goalHoles = Array(target.bits.setBits)
        }
        var candidates = board.sublatticePagodas()
        // Cones around every hole of the board would be many: for one peg anywhere, none.
        if goalHoles.count <= 8 { candidates += board.conePagodas(around: goalHoles) }
        let all = candidates.filter { board.isPagoda($0) }.map(Pagoda.init(weights:))
        let classCount = 1 << board.positionClassBits
        func least(_ pagoda: Pagoda, classOf: UInt64?) -> Int {
            switch goal {
            case .onePegAt(let hole): return pagoda.weights[hole]
            case .position(let target): return pagoda.value(target.bits)
            case .onePeg:
                let holes = (0..<board.holeCount).filter {
                    classOf == nil || board.positionClass(JumpPosition(bits: UInt64.bit($0))) == classOf
                }
                return holes.map { pagoda.weights[$0] }.min() ?? Int.max
            }
        }
        byClass = goal == .onePeg && classCount <= 256
        let kept: [Pagoda]
        if byClass {
            let table = all.map { pagoda in (0..<classCount).map { least(pagoda, classOf: UInt64($0)) } }
            let useful = all.indices.filter { p in table[p].contains { $0 > 0 } }
            kept = useful.map { all[$0] }
            neededByClass = (0..<classCount).map { c in useful.map { table[$0][c] } }
            needed = []
        } else {
            kept = all.filter { least($0, classOf: nil) > 0 }
            needed = kept.map { least($0, classOf: nil) }
            neededByClass = []
        }
        pagodas = kept
    }

    /// False when some pagoda sums to less at `bits` than at every goal board.
    @inlinable public func allow(_ bits: UInt64) -> Bool {
        if byClass {
            let needed = neededByClass[Int(board.positionClass(JumpPosition(bits: bits)))]
            for p in pagodas.indices where pagodas[p].value(bits) < needed[p] { return false }
        } else {
            for p in pagodas.indices where pagodas[p].value(bits) < needed[p] { return false }
        }
        return true
    }

    /// The first pagoda that proves `pegs` cannot reach the goal, with its sums there and at the goal.
    public func proof(_ pegs: JumpPosition) -> (pagoda: Pagoda, value: Int, goal: Int)? {
        let needed = byClass ? neededByClass[Int(board.positionClass(pegs))] : self.needed
        for p in pagodas.indices where pagodas[p].value(pegs.bits) < needed[p] {
            return (pagodas[p], pagodas[p].value(pegs.bits), needed[p])
        }
        return nil
    }
}

/// The boards with `pegs` pegs from which the goal can be reached, up to symmetry: found
/// backwards from the goal boards, a level at a time, by reverse jumps (a peg on `to`, `from`
/// and `over` empty; the jump back puts pegs on both and takes the one on `to`). Level `n + 1`
/// holds exactly the boards with one jump to a board of level `n`, so every level is complete
/// and the test exact: a board with `pegs` pegs reaches the goal only if it is in the set. The
/// search then cuts every line `pegs` pegs before the goal instead of at the goal.
///
/// Memory: the last level kept holds at most `maxBoards` keys; building stops before a level
/// that would hold more (Swift `Set`: about 16 bytes a key, two levels at once while building).
public struct GoalFrontier: Sendable {
    /// The pegs of the boards in the set; 0 when there is none.
    public let pegs: Int
    @usableFromInline let keys: Set<UInt64>
    @usableFromInline let symmetries: PuzzleSymmetries?

    public init() {
        pegs = 0
        keys = []
        symmetries = nil
    }

    /// The deepest complete level within `maxBoards`, for the goal boards `goals` of `puzzle`.
    init(board: JumpBoard, goals: [UInt64], symmetries: PuzzleSymmetries, maxBoards: Int) {
        var level = Set(goals.map(symmetries.canonical))
        var pegs = goals.first?.nonzeroBitCount ?? 0
        let flips = (0..<board.jumpCount).map { board.flips(JumpMove(index: $0)) }
        let landings = board.jumpTo.map { UInt64.bit(Int($0)) }
        grow: while pegs + 1 < board.holeCount {
            var next = Set<UInt64>()
            for bits in level {
                for i in flips.indices where bits & flips[i] == landings[i] {
                    next.insert(symmetries.canonical(bits ^ flips[i]))
                    if next.count > maxBoards { break grow }
                }
            }
            if next.isEmpty { break }
            level = next
            pegs += 1
        }
        self.pegs = pegs
        keys = level
        self.symmetries = symmetries
    }

    /// False when `bits` has the set's peg count and is not in it: the goal is out of reach.
    @inlinable public func allows(_ bits: UInt64) -> Bool {
        guard bits.nonzeroBitCount == pegs, let symmetries else { return true }
        return keys.contains(symmetries.canonical(bits))
    }
}

extension JumpPuzzle {
    /// The backward frontier (see `GoalFrontier`), in at most `bytes` (16 bytes a board).
    public func withSearchTables(bytes: Int) -> JumpPuzzle {
        let goals: [UInt64]
        switch goal {
        case .onePeg: goals = (0..<board.holeCount).map { UInt64.bit($0) }
        case .onePegAt(let hole): goals = [UInt64.bit(hole)]
        case .position(let target): goals = [target.bits]
        }
        var puzzle = self
        puzzle.frontier = GoalFrontier(board: board, goals: goals, symmetries: symmetries, maxBoards: bytes / 32)
        return puzzle
    }

    /// Jumps that lower the pegs' spread first: a jump's score is the squared distances of its
    /// start and jumped-over holes from the centre (the goal hole when there is one), less the
    /// landing hole's. Pegs far out leave first and the rest close in, which finds solutions of
    /// the classic problems soon.
    @inlinable public func score(_ move: JumpMove, in position: JumpPosition) -> Int { jumpScores[Int(move.index)] }

    /// Per jump, its score (see `score`).
    static func jumpScores(_ board: JumpBoard, goal: JumpGoal) -> [Int] {
        var row = 0.0, column = 0.0
        if case .onePegAt(let hole) = goal {
            (row, column) = (Double(board.rowOf[hole]), Double(board.columnOf[hole]))
        } else {
            row = Double(board.rowOf.reduce(0, +)) / Double(max(1, board.holeCount))
            column = Double(board.columnOf.reduce(0, +)) / Double(max(1, board.holeCount))
        }
        func spread(_ hole: UInt8) -> Int {
            let dr = Double(board.rowOf[Int(hole)]) - row, dc = Double(board.columnOf[Int(hole)]) - column
            return Int((4 * (dr * dr + dc * dc)).rounded())
        }
        return board.jumpFrom.indices.map {
            spread(board.jumpFrom[$0]) + spread(board.jumpOver[$0]) - spread(board.jumpTo[$0])
        }
    }
}
