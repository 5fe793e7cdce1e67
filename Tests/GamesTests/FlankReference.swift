import Boards
@testable import Games

/// A slow, obviously correct Reversi rule book on a grid of cells: walk each of the eight
/// directions cell by cell. The bitboard rules in `FlankGeometry` are checked against it.
struct FlankReference {
    /// (column step, row step), rows downward.
    static let directions = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)]

    let size: Int
    /// `grid[row][column]`, row 0 at the top.
    var grid: [[Player?]]

    init(size: Int) {
        self.size = size
        grid = Array(repeating: Array(repeating: nil, count: size), count: size)
    }

    /// The grid of a bitboard position.
    init(_ board: FlankPosition, size: Int) {
        self.init(size: size)
        for row in 0..<size {
            for column in 0..<size {
                let b = UInt64.bit(row * 8 + column)
                if board.discs(of: .x) & b != 0 { grid[row][column] = .x }
                if board.discs(of: .o) & b != 0 { grid[row][column] = .o }
            }
        }
    }

    func inside(_ column: Int, _ row: Int) -> Bool { column >= 0 && column < size && row >= 0 && row < size }

    /// The cells (as bit indices) that `side` flips by moving at (`column`, `row`); empty when
    /// the move is illegal.
    func flips(column: Int, row: Int, side: Player) -> Set<Int> {
        guard grid[row][column] == nil else { return [] }
        var flipped: Set<Int> = []
        for (dc, dr) in Self.directions {
            var run: [Int] = []
            var c = column + dc, r = row + dr
            while inside(c, r), grid[r][c] == side.opponent {
                run.append(r * 8 + c)
                c += dc
                r += dr
            }
            if !run.isEmpty, inside(c, r), grid[r][c] == side { flipped.formUnion(run) }
        }
        return flipped
    }

    /// Every cell (as a bit index) where `side` may move.
    func moves(_ side: Player) -> Set<Int> {
        var result: Set<Int> = []
        for row in 0..<size {
            for column in 0..<size where !flips(column: column, row: row, side: side).isEmpty {
                result.insert(row * 8 + column)
            }
        }
        return result
    }

    /// `side` moves on the cell of bit `bit`: the disc goes down and the flanked runs turn.
    mutating func play(_ bit: Int, side: Player) {
        for flipped in flips(column: bit % 8, row: bit / 8, side: side) {
            grid[flipped / 8][flipped % 8] = side
        }
        grid[bit / 8][bit % 8] = side
    }

    /// The discs of `side` as a bitboard.
    func discs(_ side: Player) -> UInt64 {
        var bits: UInt64 = 0
        for row in 0..<size {
            for column in 0..<size where grid[row][column] == side { bits |= UInt64.bit(row * 8 + column) }
        }
        return bits
    }
}

/// The geometry of a valid size (the tests only ask for 4, 6 or 8).
func flankGeometry(_ size: Int) -> FlankGeometry {
    do { return try FlankGeometry(size: size) } catch { fatalError("size \(size): \(error.message)") }
}

/// A position drawn as rows of `.`, `X` and `O`, top row first, with `mover` to move.
func flankBoard(_ rows: [String], mover: Player) -> FlankPosition {
    var x: UInt64 = 0
    var o: UInt64 = 0
    for (r, row) in rows.enumerated() {
        for (c, cell) in row.enumerated() {
            let b = UInt64.bit(r * 8 + c)
            if cell == "X" { x |= b } else if cell == "O" { o |= b }
        }
    }
    return mover == .x ? FlankPosition(player: x, opponent: o, mover: .x) : FlankPosition(player: o, opponent: x, mover: .o)
}

/// The bit index of a square named in Othello notation (`a1` top-left).
func flankBit(_ name: String, size: Int) -> Int {
    guard let square = Square(name) else { fatalError("not a square: \(name)") }
    return square.row * 8 + square.column
}
