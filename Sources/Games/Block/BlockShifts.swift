/// The grid's neighbour directions as bit shifts, for flips: moving every cell of a set one step
/// along a direction at once. A direction is one shift on a board without wrapped edges; with
/// them, the cells whose neighbour lies across an edge shift by another amount, so a direction is
/// a few (source cells, shift) pairs. Built from `BlockGeometry.cell(from:)`, it takes every
/// grid, shape and wrap the geometry does.
///
///     cell = row * width + column;  a step (dc, dr) is cell + dc + dr * width
///     east on a 6 x 6 board: cells of columns a-e shift by +1, column f has no east neighbour
struct BlockShifts: Sendable {
    /// The source cells of each pair: the cells whose neighbour is `deltas[i]` away.
    private let masks: [BlockCells]
    private let deltas: [Int]
    /// Direction `d` owns the pairs `starts[d] ..< starts[d + 1]`.
    private let starts: [Int]

    init(_ geometry: BlockGeometry) {
        var masks: [BlockCells] = [], deltas: [Int] = [], starts = [0]
        for step in geometry.neighbourSteps {
            var byDelta: [Int: BlockCells] = [:]
            for cell in geometry.cells {
                guard let next = geometry.cell(from: cell, step.dc, step.dr), next != cell else { continue }
                byDelta[next - cell, default: 0] |= .bit(cell)
            }
            for delta in byDelta.keys.sorted() {
                masks.append(byDelta[delta] ?? 0)
                deltas.append(delta)
            }
            starts.append(masks.count)
        }
        (self.masks, self.deltas, self.starts) = (masks, deltas, starts)
    }

    var directions: Int { starts.count - 1 }

    /// Every cell of `cells` moved one step along direction `d` (cells with no neighbour there drop out).
    @inline(__always) func next(_ d: Int, _ cells: BlockCells) -> BlockCells {
        var moved: BlockCells = 0
        var i = starts[d]
        let end = starts[d + 1]
        while i < end {
            let source = cells & masks[i]
            let k = deltas[i]
            moved |= k > 0 ? source &<< BlockCells(k) : source &>> BlockCells(-k)
            i += 1
        }
        return moved
    }

    /// The opponent stones a stone of the mover put on `cell` turns over: in each direction, the
    /// run of `theirs` that ends on one of `mine`.
    func flips(at cell: Int, mine: BlockCells, theirs: BlockCells) -> BlockCells {
        var flipped: BlockCells = 0
        let start = BlockCells.bit(cell)
        for d in 0..<directions {
            var run: BlockCells = 0
            var x = next(d, start)
            // On a torus the ray comes back to `cell`, which is empty, so the walk ends.
            while x & theirs != 0 {
                run |= x
                x = next(d, x)
            }
            if x & mine != 0 { flipped |= run }
        }
        return flipped
    }

    /// The empty cells where a stone of the mover flanks at least one run of `theirs`, all at once
    /// (runs grown one step a round along each direction).
    func flipPlaces(mine: BlockCells, theirs: BlockCells, empty: BlockCells) -> BlockCells {
        var places: BlockCells = 0
        for d in 0..<directions {
            var run = next(d, mine) & theirs
            while true {
                let grown = run | (next(d, run) & theirs)
                if grown == run { break }
                run = grown
            }
            places |= next(d, run) & empty
        }
        return places
    }
}
