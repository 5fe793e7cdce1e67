/// A static judgement of a Reversi position for the side to move, for positions the exact solver
/// cannot reach: an estimate of the final disc difference in eighths of a disc, never a proven
/// value.
///
/// With trained weights (`FlankWeights`, the shipped 8 x 8 file): their fit on `FlankFeatures`
/// for the position's phase, or with `mobilityOnly` the fit on mobility alone (the baseline the
/// strength test plays against). Without them, the classic hand-set terms: mobility (moves now,
/// corners counted twice), potential mobility (empty cells next to the other side's discs),
/// corners held, and discs on the X-square diagonally inside an empty corner (they hand the
/// corner over); for a fewest-discs goal (anti-Reversi) the corner and X-square terms change sign.
struct FlankEvaluation: Sendable {
    /// Eighths of a disc per unit of each term.
    static let mobilityWeight = 8, potentialWeight = 3, cornerWeight = 64, xSquareWeight = 32

    let cells: UInt64
    let corners: UInt64
    /// For each corner of the board, the corner and its X-square.
    let xSquares: [(corner: UInt64, x: UInt64)]
    /// +1 for the most discs, -1 for the fewest.
    let goal: Int

    let features: FlankFeatures
    /// Per number of empty cells (0...64), the weights of the phase that holds it; empty when
    /// there are no trained weights.
    private let phaseWeights: [[Double]]

    init(cells: UInt64, corners: UInt64, goal: Int, weights: FlankWeights? = nil, mobilityOnly: Bool = false) {
        self.cells = cells
        self.corners = corners
        self.goal = goal
        features = FlankFeatures(cells: cells, corners: corners)
        phaseWeights = weights.map { trained in
            (0...64).map { empties in
                guard let phase = trained.phase(empties) else { return Array(repeating: 0, count: FlankFeatures.count) }
                if !mobilityOnly { return phase.weights }
                var only = Array(repeating: 0.0, count: FlankFeatures.count)
                only[0] = phase.mobility[0]
                only[FlankFeatures.count - 1] = phase.mobility[1]
                return only
            }
        } ?? []
        var pairs: [(UInt64, UInt64)] = []
        var rest = corners
        while rest != 0 {
            let square = rest.trailingZeroBitCount
            rest &= rest &- 1
            let column = square % 8, row = square / 8
            // The diagonal neighbour that lies on the board.
            for (dc, dr) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                let c = column + dc, r = row + dr
                guard (0..<8).contains(c), (0..<8).contains(r) else { continue }
                let x = UInt64.bit(r * 8 + c)
                if x & cells != 0 { pairs.append((UInt64.bit(square), x)) }
            }
        }
        xSquares = pairs
    }

    /// The estimate for the side owning `player`, in eighths of a disc.
    @inline(__always)
    func evaluate(_ player: UInt64, _ opponent: UInt64) -> Int {
        phaseWeights.isEmpty ? handSet(player, opponent) : trained(player, opponent)
    }

    @inline(__always)
    private func trained(_ player: UInt64, _ opponent: UInt64) -> Int {
        let weights = phaseWeights[(cells & ~(player | opponent)).nonzeroBitCount]
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: FlankFeatures.count) { buffer in
            guard let terms = buffer.baseAddress else { return 0 }
            features.terms(player, opponent, into: terms)
            var sum = 0.0
            for i in 0..<FlankFeatures.count { sum += weights[i] * Double(terms[i]) }
            return Int((8 * sum).rounded())
        }
    }

    @inline(__always)
    private func handSet(_ player: UInt64, _ opponent: UInt64) -> Int {
        let empty = cells & ~(player | opponent)
        let (mobility, potential, cornerCount) = FlankBits.balance(player, opponent, empties: empty, corners: corners)
        var exposed = 0
        for pair in xSquares where pair.corner & empty != 0 {
            if player & pair.x != 0 { exposed &+= 1 }
            if opponent & pair.x != 0 { exposed &-= 1 }
        }
        return Self.mobilityWeight &* mobility &+ Self.potentialWeight &* potential
            &+ goal &* (Self.cornerWeight &* cornerCount &- Self.xSquareWeight &* exposed)
    }
}
