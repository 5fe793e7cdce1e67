import Boards
import Testing

@testable import Search

/// `NimberSolver`: the published nimbers of two octal games played on a row of cells, and random
/// games of filling cells valued against a plain mex over whole positions (no regions, no
/// moving or mirroring of regions) written here.
@Suite struct NimberSolverTests {
    /// A row of `n` cells whose placements are `lengths` neighbouring cells.
    static func row(_ n: Int, lengths: [Int]) -> PlacementRules {
        var placements: [UInt128] = []
        for length in lengths where length <= n {
            for first in 0...(n - length) { placements.append(((1 << UInt128(length)) - 1) << UInt128(first)) }
        }
        return PlacementRules(width: max(n, 1), height: 1, placements: placements)
    }

    static func nimber(_ rules: PlacementRules, empty: UInt128) throws -> Int {
        var solver = NimberSolver(rules: rules, memory: 1 << 26, limits: SearchLimits())
        return try solver.nimber(of: empty)
    }

    static func full(_ cells: Int) -> UInt128 { cells == 128 ? ~0 : (1 << UInt128(cells)) - 1 }

    static let a002187 = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0,
        3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3,
        3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8,
    ]

    /// Dawson's Kayles (octal game .07, a domino on a row: Cram on 1 x n) has the values of
    /// Dawson's chess one place on, OEIS A002187 (Guy and Smith 1956): a row of n cells has a(n - 1).
    @Test func cramOnOneRow_isDawsonsKayles_OEIS_A002187() throws {
        for n in 1...Self.a002187.count {
            #expect(try Self.nimber(Self.row(n, lengths: [2]), empty: Self.full(n)) == Self.a002187[n - 1], "1 x \(n)")
        }
    }

    /// A stone on any cell of a row but next to another (Node Kayles on a path) takes the cell
    /// and its neighbours: Dawson's chess, octal game .137, OEIS A002187 itself.
    @Test func stonesApartOnOneRow_isDawsonsChess_OEIS_A002187() throws {
        for n in 1..<Self.a002187.count {
            let moves = (0..<n).map { cell in
                PlacementMove(fill: 1 << UInt128(cell), need: ((7 << UInt128(cell + 1)) >> 2) & Self.full(n))
            }
            let rules = PlacementRules(width: n, height: 1, moves: moves)
            #expect(try Self.nimber(rules, empty: Self.full(n)) == Self.a002187[n], "1 x \(n)")
        }
    }

    /// Kayles (octal game .77: one pin or two neighbours), OEIS A002186.
    @Test func oneOrTwoNeighbours_isKayles_OEIS_A002186() throws {
        let a002186 = [
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2,
            3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8,
        ]
        for n in 0..<a002186.count {
            #expect(try Self.nimber(Self.row(n, lengths: [1, 2]), empty: Self.full(n)) == a002186[n], "\(n) pins")
        }
    }

    /// A plain mex over whole positions: every move whose cells needed are empty is played.
    static func plainNimber(_ moves: [PlacementMove], _ empty: UInt128, _ memo: inout [UInt128: Int]) -> Int {
        if let known = memo[empty] { return known }
        var reached = Set<Int>()
        for move in moves where move.need & empty == move.need {
            reached.insert(plainNimber(moves, empty & ~move.fill, &memo))
        }
        var nimber = 0
        while reached.contains(nimber) { nimber += 1 }
        memo[empty] = nimber
        return nimber
    }

    /// Random sets of moves on small rectangles (the shifts of a few shapes, closed or not under
    /// moving and mirroring, some with cells left out as a board's holes; in some rounds stones
    /// that need a few neighbours empty too) and random empty cells: the solver's nimber is the
    /// plain one.
    @Test func randomGamesOfFillingCells_agreeWithAPlainMex() throws {
        var random = SplitMix64(seed: 11)
        var checked = 0
        for round in 0..<80 {
            let width = 2 + Int(random.next() % 4), height = 1 + Int(random.next() % 3)
            let cells = width * height
            var moves: [PlacementMove] = []
            let shapes = (0..<(1 + Int(random.next() % 3))).map { _ in
                (0..<(1 + Int(random.next() % 3))).map { _ in (Int(random.next() % 2), Int(random.next() % 2)) }
            }
            let holes = round % 3 == 0 ? UInt128(1) << UInt128(random.next() % UInt64(cells)) : 0
            // Stones that need their neighbours empty along some of the four ways.
            let ways = round % 4 == 2 ? [(1, 0), (-1, 0), (0, 1), (0, -1)].filter { _ in random.next() % 2 == 0 } : []
            func mask(_ spots: [(Int, Int)]) -> UInt128? {
                guard spots.allSatisfy({ (0..<width).contains($0.0) && (0..<height).contains($0.1) }) else { return nil }
                return spots.reduce(UInt128(0)) { $0 | 1 << UInt128($1.1 * width + $1.0) }
            }
            for r in 0..<height {
                for c in 0..<width {
                    for shape in shapes {
                        // Some rounds drop moves at random, so that the set is not closed.
                        guard let fill = mask(shape.map { (c + $0.0, r + $0.1) }), fill & holes == 0,
                            round % 4 != 1 || random.next() % 3 != 0 else { continue }
                        moves.append(PlacementMove(fill: fill, need: fill))
                    }
                    if !ways.isEmpty, let fill = mask([(c, r)]) {
                        let need = ways.compactMap { mask([(c + $0.0, r + $0.1)]) }.reduce(fill, |)
                        moves.append(PlacementMove(fill: fill, need: need))
                    }
                }
            }
            let rules = PlacementRules(width: width, height: height, moves: moves)
            var memo: [UInt128: Int] = [:]
            for _ in 0..<6 {
                let empty = UInt128(truncatingIfNeeded: random.next()) & Self.full(cells)
                #expect(try Self.nimber(rules, empty: empty) == Self.plainNimber(rules.moves, empty, &memo),
                    "round \(round): \(width) x \(height), empty \(String(empty, radix: 2))")
                checked += 1
            }
        }
        #expect(checked == 480)
    }

    /// Dominoes on a full `width` x `height` rectangle, across and (unless `acrossOnly`) down.
    static func dominoes(_ width: Int, _ height: Int, acrossOnly: Bool = false) -> [UInt128] {
        var found: [UInt128] = []
        for r in 0..<height {
            for c in 0..<width {
                let cell = UInt128(1) << UInt128(r * width + c)
                if c + 1 < width { found.append(cell | cell << 1) }
                if r + 1 < height, !acrossOnly { found.append(cell | cell << UInt128(width)) }
            }
        }
        return found
    }

    @Test func movingAndMirroring_areUsedOnlyWhereThePlacementsAllowThem() {
        // Dominoes both ways on a full 3 x 2 rectangle: closed under shifts and the three
        // symmetries of a rectangle; on a 3 x 3 square, the seven of a square.
        let full = PlacementRules(width: 3, height: 2, placements: Self.dominoes(3, 2))
        #expect(full.translates && full.symmetries.count == 3)
        #expect(PlacementRules(width: 3, height: 3, placements: Self.dominoes(3, 3)).symmetries.count == 7)
        // Dominoes across only: the quarter turns and the diagonal mirrors are dropped.
        let across = PlacementRules(width: 3, height: 3, placements: Self.dominoes(3, 3, acrossOnly: true))
        #expect(across.translates && across.symmetries.count == 3)
        // A hole (the middle of a 3 x 3 square left out): no moving, but the symmetries stay.
        let holed = PlacementRules(width: 3, height: 3, placements: Self.dominoes(3, 3).filter { $0 & (1 << 4) == 0 })
        #expect(!holed.translates && holed.symmetries.count == 7)
    }

    @Test func regions_splitWhereNoPlacementJoinsThem() throws {
        // A row of 7 with the middle cell filled: two rows of 3, each 1 (Dawson's Kayles), sum 0.
        let rules = Self.row(7, lengths: [2])
        var solver = NimberSolver(rules: rules, memory: 1 << 20, limits: SearchLimits())
        let regions = try solver.regions(of: 0b1110111)
        #expect(regions.map(\.cells).sorted() == [0b111, 0b1110000] && regions.map(\.nimber) == [1, 1])
        // A lone empty cell is in no region: no domino fits it.
        #expect(try solver.regions(of: 0b1010001).isEmpty)
    }

    @Test func theBudgetAndTheNodeLimit_stopIt() {
        let rules = Self.row(40, lengths: [1, 2, 3])
        var small = NimberSolver(rules: rules, memory: 1024, limits: SearchLimits())
        #expect(throws: SearchStop.self) { try small.nimber(of: Self.full(40)) }
        // Cram on 5 x 5 values about 16,000 regions; the limit stops it at the eleventh.
        var limited = NimberSolver(rules: PlacementRules(width: 5, height: 5, placements: Self.dominoes(5, 5)),
            memory: 1 << 26, limits: SearchLimits(nodes: 10))
        #expect(throws: SearchStop.nodeLimit(10)) { try limited.nimber(of: Self.full(25)) }
    }
}
