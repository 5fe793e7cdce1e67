import Boards

/// The symmetries of a line-family board, compiled into byte lookup tables so that mapping a
/// bitboard costs one load per byte.
///
/// Index 0 is the identity. Without gravity a rectangle has 4 (identity, mirror left-right,
/// mirror top-bottom, half turn) and a square 8 (adding the two diagonal mirrors and the quarter
/// turns); with gravity only the left-right mirror keeps the rules.
@usableFromInline struct LineSymmetries: Sendable {
    @usableFromInline let count: Int
    /// Bytes a board spans.
    @usableFromInline let bytes: Int
    /// `table[(symmetry * bytes + byte) * 256 + value]`: the image of `value` placed at `byte`.
    @usableFromInline let table: [UInt64]
    /// `cellMap[symmetry * 64 + bit]`: where a cell goes; `inverseMap` brings it back.
    @usableFromInline let cellMap: [UInt8]
    @usableFromInline let inverseMap: [UInt8]

    init(width: Int, height: Int, gravity: Bool) {
        typealias Map = (Int, Int) -> (Int, Int)  // (column, row) -> (column, row)
        let w = width - 1, h = height - 1
        var maps: [Map] = [{ ($0, $1) }, { (w - $0, $1) }]
        if !gravity {
            maps += [{ ($0, h - $1) }, { (w - $0, h - $1) }]
            if width == height {
                maps += [{ ($1, $0) }, { (w - $1, h - $0) }, { (w - $1, $0) }, { ($1, h - $0) }]
            }
        }
        count = maps.count
        bytes = (width * (height + 1) + 7) / 8
        var cells = [UInt8](repeating: 0, count: maps.count * 64)
        var inverse = [UInt8](repeating: 0, count: maps.count * 64)
        for (s, map) in maps.enumerated() {
            for bit in 0..<64 { cells[s * 64 + bit] = UInt8(bit); inverse[s * 64 + bit] = UInt8(bit) }
            for c in 0..<width {
                for r in 0..<height {
                    let (c2, r2) = map(c, r)
                    let from = c * (height + 1) + (height - 1 - r)
                    let to = c2 * (height + 1) + (height - 1 - r2)
                    cells[s * 64 + from] = UInt8(to)
                    inverse[s * 64 + to] = UInt8(from)
                }
            }
        }
        cellMap = cells
        inverseMap = inverse
        var table = [UInt64](repeating: 0, count: maps.count * bytes * 256)
        for s in 0..<maps.count {
            for byte in 0..<bytes {
                for value in 0..<256 {
                    var image: UInt64 = 0
                    for b in 0..<8 where value & (1 << b) != 0 {
                        let from = byte * 8 + b
                        image |= UInt64.bit(Int(cells[s * 64 + from]))
                    }
                    table[(s * bytes + byte) * 256 + value] = image
                }
            }
        }
        self.table = table
    }

    /// The image of `board` under symmetry `s`. Sentinel bits map to themselves, but callers pass
    /// boards of cells only.
    @inlinable func apply(_ s: Int, to board: UInt64) -> UInt64 {
        var rest = board
        var image: UInt64 = 0
        var index = s * bytes * 256
        while rest != 0 {
            image |= table[index + Int(rest & 0xFF)]
            rest &>>= 8
            index += 256
        }
        return image
    }
}

extension LineGame: Symmetric {
    public var symmetryCount: Int { symmetries.count }

    public func image(of position: LinePosition, symmetry s: Int) -> LinePosition {
        LinePosition(current: symmetries.apply(s, to: position.current), other: symmetries.apply(s, to: position.other),
            mover: position.mover)
    }
}
