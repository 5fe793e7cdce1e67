import Boards

/// Reading a drawn board (rows of `X`, `O`, `.` or `-`, top row first) into the two sides'
/// bitboards: shared by the families whose cells hold one player's piece or nothing.
enum DrawnCells {
    /// The X and O bits of `cells`, which must be `height` rows of `width` cells; `bit` gives a
    /// cell's bit from its column and row. The errors name the row and cell at fault.
    static func read(_ cells: [[Character]], width: Int, height: Int, bit: (Int, Int) -> Int)
        -> Result<(x: UInt64, o: UInt64), BoardError>
    {
        guard cells.count == height else {
            return .failure(BoardError("expected \(height) rows for a \(width) x \(height) board, found \(cells.count)",
                row: cells.count > height ? height : nil))
        }
        var x: UInt64 = 0
        var o: UInt64 = 0
        for (r, row) in cells.enumerated() {
            guard row.count == width else {
                return .failure(BoardError("expected \(width) cells in row \(r + 1), found \(row.count)", row: r,
                    cell: row.count > width ? width : nil))
            }
            for (c, cell) in row.enumerated() where cell != "." && cell != "-" {
                guard let player = Player(symbol: cell) else {
                    return .failure(BoardError("expected a cell ('.' or '-' empty, X or O), found '\(cell)'", row: r, cell: c))
                }
                if player == .x { x |= UInt64.bit(bit(c, r)) } else { o |= UInt64.bit(bit(c, r)) }
            }
        }
        return .success((x, o))
    }
}
