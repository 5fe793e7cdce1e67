import Boards

/// The symmetries of a puzzle's board applied to 64-bit boards (a bit a cell): each a permutation
/// of the cells, identity first, held as byte tables so that moving a whole board costs one
/// lookup per byte of it (5 on the 33-hole board) instead of one per piece.
///
/// A board's canonical key is the least of its images: exact, never a hash, and itself a board
/// (the representative of its class). Any family whose puzzle positions are 64-bit boards keeps
/// its symmetries here; it finds them (the maps of its grid that keep its moves and goal) and
/// hands over the permutations.
public struct PuzzleSymmetries: Sendable {
    /// Per symmetry, the image of each cell.
    public let permutations: [[Int]]
    /// `tables[(s * 8 + byte) * 256 + value]`: the image under symmetry `s` of the cells `value`
    /// on byte `byte` of the board.
    @usableFromInline let tables: [UInt64]
    /// How many bytes of the board hold cells.
    @usableFromInline let bytes: Int

    /// How many symmetries (the identity included).
    @inlinable public var count: Int { permutations.count }

    /// The group given by its permutations of the cells (the identity first): a board of at
    /// most 64 cells, each sent to a cell below 64.
    public init(permutations: [[Int]]) {
        self.permutations = permutations
        let cells = min(64, permutations.first?.count ?? 0)
        bytes = max(1, (cells + 7) / 8)
        var tables = [UInt64](repeating: 0, count: permutations.count * 8 * 256)
        for (s, permutation) in permutations.enumerated() {
            for byte in 0..<bytes {
                for value in 0..<256 {
                    var image: UInt64 = 0
                    for bit in UInt64(value).setBits where byte * 8 + bit < cells {
                        image |= UInt64.bit(permutation[byte * 8 + bit])
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

    /// The least image of `bits` under the symmetries: the same for exactly the boards that map
    /// onto each other.
    @inlinable public func canonical(_ bits: UInt64) -> UInt64 {
        var least = bits
        for s in 1..<max(1, count) { least = min(least, image(of: bits, symmetry: s)) }
        return least
    }

    /// How many distinct boards the symmetries make of `bits`.
    public func classSize(_ bits: UInt64) -> Int {
        var seen: [UInt64] = []
        for s in 0..<count {
            let image = image(of: bits, symmetry: s)
            if !seen.contains(image) { seen.append(image) }
        }
        return seen.count
    }

    /// The symmetries that leave `bits` where it is (as a set of cells).
    public func fixing(_ bits: UInt64) -> PuzzleSymmetries {
        PuzzleSymmetries(permutations: permutations.indices.filter { image(of: bits, symmetry: $0) == bits }.map { permutations[$0] })
    }
}
