/// The pattern evaluation of 8 x 8 Reversi: the board read through fixed groups of cells
/// (edges with their X-squares, corner blocks, rows, diagonals), each group's content indexing a
/// weight learned from positions the exact solver labels, plus the `FlankFeatures` terms
/// (mobility, potential mobility, parity...). The same idea as Buro's Logistello; our own shapes
/// and fit (`FlankPatternFit`).
///
/// A shape is given once, in one orientation; its instances are its images under the board's
/// eight symmetries (one per distinct set of cells), and all of them share the shape's weights.
/// A shape of n cells has 3^n configurations: reading its cells in order, each contributes
/// 0 (empty), 1 (the side to move) or 2 (the other side), most significant first.
public struct FlankPatterns: Sendable, Equatable {
    /// One shape: a name and its cells as (column, row), column 0 = a, row 0 = 1.
    public struct Shape: Sendable, Equatable {
        public var name: String
        public var cells: [Int]
        /// 3^(cell count).
        public var configurations: Int { cells.reduce(1) { n, _ in n * 3 } }
    }

    public static let shapes: [Shape] = [
        Shape(name: "edge-2x", cells: (0..<8).map { $0 } + [9, 14]),
        Shape(name: "corner-3x3", cells: [0, 1, 2, 8, 9, 10, 16, 17, 18]),
        Shape(name: "corner-2x5", cells: [0, 1, 2, 3, 4, 8, 9, 10, 11, 12]),
        Shape(name: "row-2", cells: (8..<16).map { $0 }),
        Shape(name: "row-3", cells: (16..<24).map { $0 }),
        Shape(name: "row-4", cells: (24..<32).map { $0 }),
        Shape(name: "diagonal-8", cells: (0..<8).map { $0 * 9 }),
        Shape(name: "diagonal-7", cells: (0..<7).map { $0 * 9 + 1 }),
        Shape(name: "diagonal-6", cells: (0..<6).map { $0 * 9 + 2 }),
        Shape(name: "diagonal-5", cells: (0..<5).map { $0 * 9 + 3 }),
        Shape(name: "diagonal-4", cells: (0..<4).map { $0 * 9 + 4 }),
    ]

    /// The symmetries (`FlankGame.image(of:symmetry:)`) in the order instances are found and
    /// training positions are mirrored: an instance reads its cells in the order of the first
    /// symmetry that gives its set of cells, and the shipped weights were fitted in this order.
    static let symmetryOrder = [0, 1, 2, 3, 4, 6, 5, 7]

    /// Every instance: its shape and its squares in the shape's reading order.
    public static let instances: [(shape: Int, squares: [Int])] = {
        var all: [(Int, [Int])] = []
        for (index, shape) in shapes.enumerated() {
            var seen: Set<UInt64> = []
            for symmetry in symmetryOrder {
                let squares = shape.cells.map { FlankGame.image(of: $0, symmetry: symmetry, size: 8) }
                let set = squares.reduce(UInt64(0)) { $0 | UInt64(1) << UInt64($1) }
                if seen.insert(set).inserted { all.append((index, squares)) }
            }
        }
        return all
    }()

    /// Per shape, one weight in discs per configuration.
    public var weights: [[Float]]
    /// One weight in discs per `FlankFeatures` term.
    public var terms: [Double]

    /// All weights zero.
    public init() {
        weights = Self.shapes.map { Array(repeating: 0, count: $0.configurations) }
        terms = Array(repeating: 0, count: FlankFeatures.count)
    }

    /// The configuration of `squares` for the side owning `player`.
    @inline(__always)
    static func configuration(_ squares: [Int], _ player: UInt64, _ opponent: UInt64) -> Int {
        var index = 0
        for square in squares {
            index = index * 3 + Int(truncatingIfNeeded: (player >> UInt64(square)) & 1)
                + 2 * Int(truncatingIfNeeded: (opponent >> UInt64(square)) & 1)
        }
        return index
    }

    /// The estimate in discs for the side owning `player` (`terms` as `FlankFeatures` counts them).
    public func estimate(_ player: UInt64, _ opponent: UInt64, terms values: UnsafePointer<Int>) -> Double {
        var sum = 0.0
        for instance in Self.instances {
            sum += Double(weights[instance.shape][Self.configuration(instance.squares, player, opponent)])
        }
        for i in 0..<FlankFeatures.count { sum += terms[i] * Double(values[i]) }
        return sum
    }
}
