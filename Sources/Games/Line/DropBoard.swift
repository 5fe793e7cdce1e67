/// The geometry of a Connect 4 shaped board for the dedicated solver (`DropSolver`): gravity,
/// lines of exactly four winning, any width x height whose key fits the table's exact check.
///
/// Bits follow `LineGame`'s layout (Pons' layout): each column takes height + 1 bits, bottom cell
/// lowest, with one sentinel bit on top. A position is two words: `current`, the stones of the side
/// to move, and `mask`, every stone. Its key `current + mask` is unique (the sum sets, in each
/// column, the bit above the top stone and marks the mover's stones below it) and has no carry
/// between columns, so mirroring the key column by column gives the mirror position's key.
public struct DropBoard: Sendable {
    public let width: Int
    public let height: Int
    /// Cells on the board.
    public let cells: Int
    /// Every cell.
    public let boardMask: UInt64
    /// The bottom cell of every column.
    public let bottomMask: UInt64
    /// Bits a key can use: width x (height + 1).
    public let keyBits: Int
    /// Shifts to the neighbour along a column, a row and the two diagonals.
    let up = 1, across: Int, downward: Int, upward: Int
    let column: UInt64
    /// The cells of rows 2, 4, 6, ... from the bottom.
    let evenRows: UInt64
    /// True when the height is even: then `followUpBound` applies.
    let evenHeight: Bool
    /// The masks of the three steps that reverse eight columns (`mirrored`), and the shift that
    /// then brings `width` columns back to the bottom; `swapsFit` false when the board has more
    /// than eight columns or a column takes more than eight bits (the key is then mirrored one
    /// column at a time).
    let swapMasks: (UInt64, UInt64, UInt64)
    let swapShift: Int
    let swapsFit: Bool
    /// The cells that some line of four holds, along a column, a row and the two diagonals
    /// (`deadStones`: a cell in no line of a direction can matter along it).
    let lineCells: (UInt64, UInt64, UInt64, UInt64)

    /// The largest key the solver takes: the table keeps 39 bits of a mixed key and finds the
    /// rest from the bucket, so it needs 2^(key bits - 39) buckets (see `DropTable`); 52 bits keep
    /// that least table at 128 KiB and take every board up to 7 x 6 and 6 x 7.
    public static let maxKeyBits = 52
    /// Shifts of up to 3 x (height + 2) must stay below 64.
    public static let maxHeight = 19

    /// The board for `width` x `height`, or nil when the dedicated solver cannot take it.
    public init?(width: Int, height: Int) {
        guard width >= 1, height >= 1, height <= Self.maxHeight, width * (height + 1) <= Self.maxKeyBits else {
            return nil
        }
        self.width = width
        self.height = height
        cells = width * height
        keyBits = width * (height + 1)
        column = (UInt64(1) << UInt64(height)) &- 1
        var board: UInt64 = 0, bottom: UInt64 = 0
        for c in 0..<width {
            board |= column << UInt64(c * (height + 1))
            bottom |= UInt64(1) << UInt64(c * (height + 1))
        }
        boardMask = board
        bottomMask = bottom
        across = height + 1
        downward = height
        upward = height + 2
        var even: UInt64 = 0
        for r in stride(from: 1, to: height, by: 2) { even |= bottom << UInt64(r) }
        evenRows = even
        evenHeight = height % 2 == 0
        // Eight fields of `across` bits: the masks of fields 0, 2, 4, 6; 0, 1, 4, 5; 0 to 3.
        let field = (UInt64(1) << UInt64(height + 1)) &- 1
        var masks: (UInt64, UInt64, UInt64) = (0, 0, 0)
        swapsFit = width <= 8 && height + 1 <= 8
        for f in 0..<8 where swapsFit {
            let bits = field &<< UInt64(f * (height + 1))
            if f & 1 == 0 { masks.0 |= bits }
            if f & 2 == 0 { masks.1 |= bits }
            if f & 4 == 0 { masks.2 |= bits }
        }
        swapMasks = masks
        lineCells = (Self.cellsInLines(board, 1), Self.cellsInLines(board, height + 1), Self.cellsInLines(board, height),
            Self.cellsInLines(board, height + 2))
        swapShift = swapsFit ? (8 - width) * (height + 1) : 0
    }

    /// The cells of `board` that a line of four along shift `s` holds (single steps, each masked by
    /// the board, so no line wraps from one column into the next).
    private static func cellsInLines(_ board: UInt64, _ s: Int) -> UInt64 {
        let s = UInt64(s)
        var starts = board
        for _ in 0..<3 { starts = (starts &>> s) & board }
        var cells: UInt64 = 0
        var step = starts
        for _ in 0..<4 {
            cells |= step
            step = (step &<< s) & board
        }
        return cells
    }

    /// The cells of `column`.
    @inline(__always) func columnMask(_ c: Int) -> UInt64 { column &<< UInt64(c &* across) }

    /// The cells where a stone would go now.
    @inline(__always) func playable(_ mask: UInt64) -> UInt64 { (mask &+ bottomMask) & boardMask }

    /// The empty cells where `stones` would complete a line of four.
    @inline(__always) func winningCells(_ stones: UInt64, _ mask: UInt64) -> UInt64 {
        var r = (stones &<< 1) & (stones &<< 2) & (stones &<< 3)
        r |= line(stones, across)
        r |= line(stones, downward)
        r |= line(stones, upward)
        return r & (boardMask ^ mask)
    }

    /// Cells that complete a line of four along the direction of shift `s`, with the gap at any
    /// of its four places.
    @inline(__always) private func line(_ p: UInt64, _ s: Int) -> UInt64 {
        let s = UInt64(s)
        var t = (p &<< s) & (p &<< (2 &* s))
        var r = t & (p &<< (3 &* s))
        r |= t & (p &>> s)
        t = (p &>> s) & (p &>> (2 &* s))
        r |= t & (p &<< s)
        r |= t & (p &>> (3 &* s))
        return r
    }

    /// Whether `stones` hold a line of four.
    @inline(__always) public func hasLine(_ stones: UInt64) -> Bool {
        var m = stones & (stones &>> 1)
        if m & (m &>> 2) != 0 { return true }
        var s = UInt64(across)
        m = stones & (stones &>> s)
        if m & (m &>> (2 &* s)) != 0 { return true }
        s = UInt64(downward)
        m = stones & (stones &>> s)
        if m & (m &>> (2 &* s)) != 0 { return true }
        s = UInt64(upward)
        m = stones & (stones &>> s)
        return m & (m &>> (2 &* s)) != 0
    }

    /// The position after the side to move plays `column`, from the other side's view; nil when
    /// the column is full or the move ends the game (a line of four, or the last cell).
    func after(column: Int, _ current: UInt64, _ mask: UInt64) -> (current: UInt64, mask: UInt64)? {
        let cell = playable(mask) & columnMask(column)
        guard cell != 0, !hasLine(current | cell), (mask | cell) != boardMask else { return nil }
        return (current ^ mask, mask | cell)
    }

    /// An upper bound on the score of the side to move from the opponent's follow-up strategy
    /// (Allis' claimeven), or nil when it gives none. Only for an even height and an even number
    /// of stones: every column then has an even number of empty cells or is one of an even
    /// number of columns with an odd number. The opponent answers a stone in an even column
    /// right on top of it, and one in an odd column's playable cell with the playable cell of
    /// another odd column; so the side to move never gets an empty cell of an even row that is
    /// not playable now. If its stones and every other empty cell hold no line, it cannot win
    /// (at most 0); if moreover the opponent's stones and those cells hold one, the opponent
    /// wins by the last stone at the latest (at most -1).
    @inline(__always) func followUpBound(_ current: UInt64, _ mask: UInt64) -> Int? {
        let empty = boardMask & ~mask
        let theirs = (current ^ mask) | (empty & evenRows & ~playable(mask))
        if hasLine(boardMask & ~theirs) { return nil }
        return hasLine(theirs) ? -1 : 0
    }

    /// The key of the position or of its mirror image, whichever is smaller; `mirrored` says
    /// which (a move read from the table is mirrored back when it is).
    @inline(__always) func canonicalKey(_ current: UInt64, _ mask: UInt64) -> (key: UInt64, mirrored: Bool) {
        let key = current &+ mask
        if swapsFit {
            let m = mirrored(key)
            return m < key ? (m, true) : (key, false)
        }
        var m: UInt64 = 0
        let field = (column << 1) | 1
        var c = 0
        while c < width {
            m |= ((key &>> UInt64(c &* across)) & field) &<< UInt64((width &- 1 &- c) &* across)
            c &+= 1
        }
        return m < key ? (m, true) : (key, false)
    }

    /// `key` with its columns in reverse order, in three steps that swap neighbouring fields,
    /// pairs and fours (for at most eight columns of at most eight bits: `swapsFit`).
    @inline(__always) func mirrored(_ key: UInt64) -> UInt64 {
        let a = UInt64(across)
        var x = key
        x = (x & swapMasks.0) &<< a | (x &>> a) & swapMasks.0
        x = (x & swapMasks.1) &<< (2 &* a) | (x &>> (2 &* a)) & swapMasks.1
        x = (x & swapMasks.2) &<< (4 &* a) | (x &>> (4 &* a)) & swapMasks.2
        return x &>> UInt64(swapShift)
    }

    /// The score of a win on the stone numbered `stonesAtEnd` (the public Connect 4 benchmarks'
    /// scale: the winner's stones left unplayed, plus one).
    @inline(__always) public func winScore(atStone stonesAtEnd: Int) -> Int { (cells &+ 2 &- stonesAtEnd) / 2 }
}
