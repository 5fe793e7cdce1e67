import Boards
import Search

/// The facts of one peg solitaire board, compiled once: its holes, the jumps between them, its
/// symmetries and its position classes. Positions (`JumpPosition`) are small values beside it.
///
/// Bit layout: hole `i` is bit `i` of a `UInt64`, the holes numbered in reading order (rows top
/// first, each left to right), so a board of up to 64 holes of any shape packs densely. The
/// English board, with its square names:
///
/// ```
///          a   b   c   d   e   f   g
///     1            0   1   2
///     2            3   4   5
///     3    6   7   8   9  10  11  12
///     4   13  14  15  16  17  18  19
///     5   20  21  22  23  24  25  26
///     6           27  28  29
///     7           30  31  32
/// ```
///
/// Every possible jump (a hole, a direction, and two more holes in line) is listed once in the
/// jump table, ordered by its starting hole then by direction; a move is an index into that table
/// (at most 64 holes x 8 directions = 512 jumps), and playing it flips three bits.
public struct JumpBoard: Sendable {
    /// The directions pegs jump in.
    public let directions: JumpDirections
    /// How many holes: bits `0 ..< holeCount` are the board.
    public let holeCount: Int
    /// Every hole's bit set.
    public let holes: UInt64
    /// Each hole's lattice row (0 at the top).
    public let rowOf: [Int]
    /// Each hole's lattice column (0 at the left; skewed on a triangular grid).
    public let columnOf: [Int]
    /// Each hole's character column in the drawing it was read from, to draw it back the same way.
    let drawnColumnOf: [Int]
    /// Rows and lattice columns spanned by the holes.
    public let rowCount: Int
    public let columnCount: Int
    /// The hole at lattice `row * columnCount + column`, or -1 outside the board.
    let holeAt: [Int]

    /// The jump table: each jump's start, jumped-over and landing holes.
    public let jumpFrom: [UInt8]
    public let jumpOver: [UInt8]
    public let jumpTo: [UInt8]
    /// Per jump, the start and jumped-over holes, which must hold pegs.
    @usableFromInline let jumpPegs: [UInt64]
    /// Per jump, the landing hole, which must be empty.
    @usableFromInline let jumpLanding: [UInt64]
    /// The jumps from hole `h` are `jumpsFrom[h] ..< jumpsFrom[h + 1]` of the table (ordered by
    /// start hole); `holeCount + 1` entries.
    @usableFromInline let jumpsFrom: [Int]

    /// The symmetries of the shape that keep its jumps.
    public let symmetries: PuzzleSymmetries
    /// A basis of the parity invariants of the jumps (see `JumpBoard+Classes.swift`).
    let classBasis: [UInt64]

    /// The largest board: holes are bits of one `UInt64`.
    public static let maxHoles = 64

    /// Reads a board from its drawing (see `JumpDrawing`: `o` or `.` for a hole, a blank outside;
    /// which holes hold pegs does not matter here). Throws when the drawing is not a board or has
    /// more than 64 holes or 26 columns.
    public init(diagram rows: [String], directions: JumpDirections) throws(RuleError) {
        let drawing: JumpDrawing
        do {
            drawing = try JumpDrawing(rows: rows, triangular: directions.isTriangular, shape: true)
        } catch {
            throw RuleError("shape: \(error.located)")
        }
        let cells = drawing.cells
        guard cells.count <= Self.maxHoles else {
            throw RuleError("shape: \(cells.count) holes; a board has at most \(Self.maxHoles)")
        }
        let columns = (cells.map(\.column).max() ?? 0) + 1
        guard columns <= 26 else { throw RuleError("shape: \(columns) columns; a board has at most 26 (a to z)") }
        self.directions = directions
        holeCount = cells.count
        holes = cells.count == 64 ? ~0 : (UInt64.bit(cells.count) &- 1)
        rowOf = cells.map(\.row)
        columnOf = cells.map(\.column)
        drawnColumnOf = cells.map(\.drawnColumn)
        rowCount = (cells.map(\.row).max() ?? 0) + 1
        columnCount = columns
        var holeAt = [Int](repeating: -1, count: rowCount * columns)
        for (i, cell) in cells.enumerated() { holeAt[cell.row * columns + cell.column] = i }
        self.holeAt = holeAt

        // The jump table: from each hole, each direction whose next two cells are holes.
        var from: [UInt8] = [], over: [UInt8] = [], to: [UInt8] = []
        for i in 0..<cells.count {
            for step in directions.steps {
                let r1 = rowOf[i] + step.row, c1 = columnOf[i] + step.column
                let r2 = r1 + step.row, c2 = c1 + step.column
                guard let middle = Self.hole(holeAt, columns, r1, c1), let landing = Self.hole(holeAt, columns, r2, c2)
                else { continue }
                from.append(UInt8(i))
                over.append(UInt8(middle))
                to.append(UInt8(landing))
            }
        }
        jumpFrom = from
        jumpOver = over
        jumpTo = to
        jumpPegs = zip(from, over).map { UInt64.bit(Int($0)) | UInt64.bit(Int($1)) }
        jumpLanding = to.map { UInt64.bit(Int($0)) }
        var firsts = [Int](repeating: from.count, count: cells.count + 1)
        for (i, hole) in from.enumerated().reversed() { firsts[Int(hole)] = i }
        for hole in stride(from: cells.count - 1, through: 0, by: -1) { firsts[hole] = min(firsts[hole], firsts[hole + 1]) }
        jumpsFrom = firsts
        symmetries = PuzzleSymmetries(rows: rowOf, columns: columnOf, holeAt: holeAt, columnCount: columns,
            rowCount: rowCount, maps: directions.pointGroup)
        classBasis = Self.parityBasis(jumps: zip(jumpPegs, jumpLanding).map { $0 | $1 }, holeCount: cells.count)
    }

    /// The hole at a lattice cell, or `nil` off the board.
    static func hole(_ holeAt: [Int], _ columns: Int, _ row: Int, _ column: Int) -> Int? {
        guard row >= 0, column >= 0, column < columns, row * columns + column < holeAt.count else { return nil }
        let hole = holeAt[row * columns + column]
        return hole >= 0 ? hole : nil
    }

    /// The hole at a lattice row and column, or `nil` off the board.
    public func hole(row: Int, column: Int) -> Int? { Self.hole(holeAt, columnCount, row, column) }

    /// How many entries the jump table has.
    public var jumpCount: Int { jumpFrom.count }

    /// Every hole full but `empty`.
    public func full(except empty: [Int] = []) -> JumpPosition {
        JumpPosition(bits: empty.reduce(holes) { $0 & ~UInt64.bit($1) })
    }
}
