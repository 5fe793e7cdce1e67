import Boards

/// The compiled line family: k in a row on a width x height board, with or without gravity,
/// normal or misère. Immutable facts only (masks, shifts, tables); positions are `LinePosition`s.
///
/// Bit layout (Pons' Connect 4 layout, for any board with width x (height + 1) <= 64 bits): each
/// column takes height + 1 bits, its bottom cell lowest, and one sentinel bit on top that is never
/// a cell, so a shift never carries a line from the top of one column into the next. 3 x 3:
///
///              a   b   c
///     sentinel  3   7  11
///     row 1     2   6  10      (a1 = bit 2 is the top-left cell)
///     row 2     1   5   9
///     row 3     0   4   8
///
/// Neighbours are shifts: 1 up a column, height + 1 along a row, height and height + 2 along the
/// two diagonals.
public struct LineGame: Sendable {
    public let rules: LineRules
    public let width: Int
    public let height: Int
    public let lineLength: Int
    /// Every cell.
    public let boardMask: UInt64
    /// The bottom cell of every column.
    public let bottomMask: UInt64
    @usableFromInline let vertical: Int, horizontal: Int, diagonalDown: Int, diagonalUp: Int
    /// Per cell bit, 0...15: the static ordering hint (lines through the cell, or with gravity
    /// the column's nearness to the centre).
    @usableFromInline let weights: [Int16]
    /// Every line on the board, as a mask of its cells.
    @usableFromInline let lines: [UInt64]
    @usableFromInline let symmetries: LineSymmetries

    /// Compiles `rules`; refuses them with a message when `rules.problem` says why.
    public init(_ rules: LineRules) throws(RuleError) {
        if let problem = rules.problem { throw RuleError(problem) }
        self.rules = rules
        width = rules.width
        height = rules.height
        lineLength = rules.lineLength
        let column = UInt64.bit(height) &- 1
        var board: UInt64 = 0
        var bottom: UInt64 = 0
        for c in 0..<width {
            board |= column << UInt64(c * (height + 1))
            bottom |= UInt64.bit(c * (height + 1))
        }
        boardMask = board
        bottomMask = bottom
        vertical = 1
        horizontal = height + 1
        diagonalDown = height
        diagonalUp = height + 2
        symmetries = LineSymmetries(width: width, height: height, gravity: rules.gravity)
        var allLines: [UInt64] = []
        let steps = [(1, 0), (0, 1), (1, 1), (1, -1)]  // (column step, row step), rows downward
        for (dc, dr) in steps {
            for c in 0..<width {
                for r in 0..<height {
                    let endC = c + dc * (lineLength - 1), endR = r + dr * (lineLength - 1)
                    guard endC >= 0, endC < width, endR >= 0, endR < height else { continue }
                    var mask: UInt64 = 0
                    for i in 0..<lineLength { mask |= UInt64.bit(Self.bit(c + dc * i, r + dr * i, height)) }
                    allLines.append(mask)
                }
            }
        }
        lines = allLines
        // Without gravity a cell is worth the lines through it; with gravity its column's
        // nearness to the centre (what counts is where the column's stones can go). Scaled to
        // 0...15, the low bits of a move's order score.
        var weight = [Int](repeating: 0, count: 64)
        for c in 0..<width {
            for r in 0..<height {
                let b = Self.bit(c, r, height)
                weight[b] = rules.gravity ? width - abs(2 * c - (width - 1)) : allLines.filter { $0 & UInt64.bit(b) != 0 }.count
            }
        }
        let top = weight.reduce(1, max)
        weights = weight.map { Int16($0 * 15 / top) }
    }

    /// The bit of the cell at `column` (from the left) and `row` (from the top), both 0-based.
    @inlinable public func bit(column: Int, row: Int) -> Int { Self.bit(column, row, height) }

    @inlinable static func bit(_ column: Int, _ row: Int, _ height: Int) -> Int {
        column * (height + 1) + (height - 1 - row)
    }

    /// The square of a cell bit.
    public func square(of bit: Int) -> Square {
        Square(column: bit / (height + 1), row: height - 1 - bit % (height + 1))
    }

    /// The number of cells.
    public var cellCount: Int { width * height }
}
