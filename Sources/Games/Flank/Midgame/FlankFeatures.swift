/// The terms the trained Reversi evaluation weighs, each for the side to move minus the other
/// side (`FlankWeights` holds one weight per term and game phase).
///
/// 0 mobility (moves now), 1 corner moves, 2 potential mobility (empty cells next to the other
/// side's discs), 3 corners held, 4 discs on the X-square of an empty corner, 5 discs on a
/// C-square (edge cell next to a corner) of an empty corner, 6 other edge discs, 7 discs, 8 parity
/// (+1 when the side to move would play the last empty cell, -1 otherwise), 9 a constant 1.
struct FlankFeatures: Sendable {
    static let count = 10
    /// The names of the terms, in order (the weights file's columns).
    static let names = ["mobility", "corner-moves", "potential", "corners", "x-squares", "c-squares", "edges",
        "discs", "parity", "constant"]

    let cells: UInt64
    let corners: UInt64
    /// Per corner: the corner, its X-square, its C-squares.
    let aroundCorners: [(corner: UInt64, x: UInt64, c: UInt64)]
    /// The board's edge cells that are neither corners nor C-squares.
    let edges: UInt64

    init(cells: UInt64, corners: UInt64) {
        self.cells = cells
        self.corners = corners
        var around: [(UInt64, UInt64, UInt64)] = []
        var cSquares: UInt64 = 0
        var rest = corners
        while rest != 0 {
            let square = rest.trailingZeroBitCount
            rest &= rest &- 1
            let column = square % 8, row = square / 8
            var x: UInt64 = 0, c: UInt64 = 0
            for dc in -1...1 {
                for dr in -1...1 where dc != 0 || dr != 0 {
                    let nc = column + dc, nr = row + dr
                    guard (0..<8).contains(nc), (0..<8).contains(nr) else { continue }
                    let bit = UInt64.bit(nr * 8 + nc)
                    guard bit & cells != 0 else { continue }
                    if dc != 0 && dr != 0 { x |= bit } else { c |= bit }
                }
            }
            cSquares |= c
            around.append((UInt64.bit(square), x, c))
        }
        aroundCorners = around
        // Edge cells: those with a neighbour off the board.
        var edge: UInt64 = 0
        var all = cells
        while all != 0 {
            let square = all.trailingZeroBitCount
            all &= all &- 1
            let column = square % 8, row = square / 8
            let neighbours = [(column - 1, row), (column + 1, row), (column, row - 1), (column, row + 1)]
            if neighbours.contains(where: { !(0..<8).contains($0.0) || !(0..<8).contains($0.1)
                || UInt64.bit($0.1 * 8 + $0.0) & cells == 0 })
            {
                edge |= UInt64.bit(square)
            }
        }
        edges = edge & ~corners & ~cSquares
    }

    /// The terms of a position for the side owning `player`, into `terms` (`count` of them).
    @inline(__always)
    func terms(_ player: UInt64, _ opponent: UInt64, into terms: UnsafeMutablePointer<Int>) {
        let empty = cells & ~(player | opponent)
        let mine = FlankBits.moves(player, opponent, empties: empty)
        let theirs = FlankBits.moves(opponent, player, empties: empty)
        terms[0] = mine.nonzeroBitCount - theirs.nonzeroBitCount
        terms[1] = (mine & corners).nonzeroBitCount - (theirs & corners).nonzeroBitCount
        terms[2] = FlankBits.potentialMoves(opponent, empties: empty).nonzeroBitCount
            - FlankBits.potentialMoves(player, empties: empty).nonzeroBitCount
        terms[3] = (player & corners).nonzeroBitCount - (opponent & corners).nonzeroBitCount
        var x = 0, c = 0
        for around in aroundCorners where around.corner & empty != 0 {
            x += (player & around.x).nonzeroBitCount - (opponent & around.x).nonzeroBitCount
            c += (player & around.c).nonzeroBitCount - (opponent & around.c).nonzeroBitCount
        }
        terms[4] = x
        terms[5] = c
        terms[6] = (player & edges).nonzeroBitCount - (opponent & edges).nonzeroBitCount
        terms[7] = player.nonzeroBitCount - opponent.nonzeroBitCount
        terms[8] = empty.nonzeroBitCount & 1 == 1 ? 1 : -1
        terms[9] = 1
    }
}
