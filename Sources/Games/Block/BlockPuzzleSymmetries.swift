import Boards

/// The symmetries of a block puzzle applied to 64-bit boards: each a permutation of the cells
/// (identity first, from `BlockSymmetries`, which keeps only those that fix the rules and the
/// goal's cell), held as byte tables so that moving a board costs one lookup per byte.
///
/// A position's canonical key is the least of its images: exact, itself a board.
public struct BlockPuzzleSymmetries: Sendable {
    /// Per symmetry, the image of each cell.
    let maps: [[Int]]
    /// `tables[(s * 8 + byte) * 256 + value]`: the image under symmetry `s` of the cells `value`
    /// on byte `byte` of the board.
    @usableFromInline let tables: [UInt64]
    /// How many bytes of the board hold cells.
    @usableFromInline let bytes: Int

    @inlinable public var count: Int { tables.count / 2048 }

    init(maps: [[Int]]) {
        self.maps = maps
        let cells = min(64, maps.first?.count ?? 0)
        bytes = max(1, (cells + 7) / 8)
        var tables = [UInt64](repeating: 0, count: maps.count * 2048)
        for (s, map) in maps.enumerated() {
            for byte in 0..<bytes {
                for value in 0..<256 {
                    var image: UInt64 = 0
                    for bit in 0..<8 where value & (1 << bit) != 0 && byte * 8 + bit < cells && map[byte * 8 + bit] < 64 {
                        image |= UInt64.bit(map[byte * 8 + bit])
                    }
                    tables[(s * 8 + byte) * 256 + value] = image
                }
            }
        }
        self.tables = tables
    }

    /// The cells `bits` moved by symmetry `s`.
    @inlinable public func image(of bits: UInt64, symmetry s: Int) -> UInt64 {
        var image: UInt64 = 0
        var rest = bits
        var base = s &* 2048
        for _ in 0..<bytes {
            image |= tables[base &+ Int(rest & 0xFF)]
            rest &>>= 8
            base &+= 256
        }
        return image
    }

    /// The least image of `bits`: the same for exactly the boards that map onto each other.
    @inlinable public func canonical(_ bits: UInt64) -> UInt64 {
        var least = bits
        var s = 1
        while s < count {
            least = min(least, image(of: bits, symmetry: s))
            s &+= 1
        }
        return least
    }

    /// How many distinct boards the symmetries make of `bits`.
    public func classSize(_ bits: UInt64) -> Int { Set((0..<count).map { image(of: bits, symmetry: $0) }).count }

    /// The symmetries that leave `bits` where it is.
    public func fixing(_ bits: UInt64) -> BlockPuzzleSymmetries {
        BlockPuzzleSymmetries(maps: maps.indices.filter { image(of: bits, symmetry: $0) == bits }.map { maps[$0] })
    }
}
