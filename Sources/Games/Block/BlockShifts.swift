/// Grid steps as bit shifts: moving every cell of a set one step along a direction at once, for
/// flips and for lines. A direction is one shift on a board without wrapped edges; with them, the
/// cells whose neighbour lies across an edge shift by another amount, so a direction is a few
/// (source cells, shift) pairs. Built from `BlockGeometry.cell(from:)`, it takes every grid,
/// shape, wrap and board of lines the geometry does (a board of lines has several shifts a
/// direction, one for each length of link).
///
///     cell = row * width + column;  a step (dc, dr) is cell + dc + dr * width
///     east on a 6 x 6 board: cells of columns a-e shift left by 1 (up the bits), column f drops out
struct BlockShifts: Sendable {
    /// One (source cells, shift) pair: `(cells & mask) << left >> right`, one of the two 0.
    struct Pair: Sendable {
        var mask: BlockCells
        var left: BlockCells
        var right: BlockCells
    }

    private let pairs: [Pair]
    /// Direction `d` owns the pairs `starts[d] ..< starts[d + 1]`.
    private let starts: [Int]
    /// The pairs again when every direction is one shift (no wrapped edges), else empty: the
    /// flips then take a loop with no inner loop over pairs.
    private let single: [Pair]

    /// The steps of the grid's neighbour directions (flips).
    init(_ geometry: BlockGeometry) { self.init(geometry, steps: geometry.neighbourSteps) }

    init(_ geometry: BlockGeometry, steps: [(dc: Int, dr: Int)]) {
        var pairs: [Pair] = [], starts = [0]
        for step in steps {
            var byDelta: [Int: BlockCells] = [:]
            for cell in geometry.cells {
                guard let next = geometry.cell(from: cell, step.dc, step.dr), next != cell else { continue }
                byDelta[next - cell, default: 0] |= .bit(cell)
            }
            for delta in byDelta.keys.sorted() {
                pairs.append(Pair(mask: byDelta[delta] ?? 0, left: BlockCells(max(delta, 0)), right: BlockCells(max(-delta, 0))))
            }
            starts.append(pairs.count)
        }
        (self.pairs, self.starts) = (pairs, starts)
        single = pairs.count == steps.count ? pairs : []
    }

    /// Every cell of `cells` moved one step along the direction of `pair` alone.
    @inline(__always) private static func step(_ pair: Pair, _ cells: BlockCells) -> BlockCells {
        ((cells & pair.mask) &<< pair.left) &>> pair.right
    }

    var directions: Int { starts.count - 1 }

    /// Every cell of `cells` moved one step along direction `d` (cells with no neighbour there drop out).
    @inline(__always) private static func next(_ p: UnsafeBufferPointer<Pair>, _ from: Int, _ to: Int, _ cells: BlockCells) -> BlockCells {
        var moved: BlockCells = 0
        var i = from
        while i < to {
            moved |= ((cells & p[i].mask) &<< p[i].left) &>> p[i].right
            i &+= 1
        }
        return moved
    }

    /// The opponent stones a stone of the mover put on `cell` turns over: in each direction, the
    /// run of `theirs` that ends on one of `mine`.
    func flips(at cell: Int, mine: BlockCells, theirs: BlockCells) -> BlockCells {
        if !single.isEmpty {
            return single.withUnsafeBufferPointer { directions in
                var flipped: BlockCells = 0
                let start = BlockCells.bit(cell)
                for pair in directions {
                    var run: BlockCells = 0
                    var x = Self.step(pair, start)
                    while x & theirs != 0 {
                        run |= x
                        x = Self.step(pair, x)
                    }
                    if x & mine != 0 { flipped |= run }
                }
                return flipped
            }
        }
        return pairs.withUnsafeBufferPointer { p in
            starts.withUnsafeBufferPointer { s in
                var flipped: BlockCells = 0
                let start = BlockCells.bit(cell)
                for d in 0..<(s.count - 1) {
                    var run: BlockCells = 0
                    var x = Self.next(p, s[d], s[d + 1], start)
                    // On a torus the ray comes back to `cell`, which is empty, so the walk ends.
                    while x & theirs != 0 {
                        run |= x
                        x = Self.next(p, s[d], s[d + 1], x)
                    }
                    if x & mine != 0 { flipped |= run }
                }
                return flipped
            }
        }
    }

    /// The empty cells where a stone of the mover flanks at least one run of `theirs`, all at once
    /// (runs grown one step a round along each direction).
    func flipPlaces(mine: BlockCells, theirs: BlockCells, empty: BlockCells) -> BlockCells {
        if !single.isEmpty {
            return single.withUnsafeBufferPointer { directions in
                var places: BlockCells = 0
                for pair in directions {
                    // The run's front moves one step a round until it leaves their stones.
                    var front = Self.step(pair, mine) & theirs
                    var run = front
                    while front != 0 {
                        front = Self.step(pair, front) & theirs
                        run |= front
                    }
                    places |= Self.step(pair, run) & empty
                }
                return places
            }
        }
        return pairs.withUnsafeBufferPointer { p in
            starts.withUnsafeBufferPointer { s in
                var places: BlockCells = 0
                for d in 0..<(s.count - 1) {
                    let from = s[d], to = s[d + 1]
                    var run = Self.next(p, from, to, mine) & theirs
                    var front = run
                    while front != 0 {
                        front = Self.next(p, from, to, front) & theirs & ~run
                        run |= front
                    }
                    places |= Self.next(p, from, to, run) & empty
                }
                return places
            }
        }
    }

    /// True when `stones` hold `length` cells in a row along one of the directions.
    func hasRun(_ stones: BlockCells, length: Int) -> Bool {
        pairs.withUnsafeBufferPointer { p in
            starts.withUnsafeBufferPointer { s in
                for d in 0..<(s.count - 1) {
                    // Cells ending a run of i + 1 stones, i steps at a time.
                    var ends = stones
                    var i = 1
                    while i < length, ends != 0 {
                        ends = stones & Self.next(p, s[d], s[d + 1], ends)
                        i += 1
                    }
                    if ends != 0 { return true }
                }
                return false
            }
        }
    }
}
