import Boards

/// The symmetries of a board's shape: the maps of its grid (the 8 of the square, the 12 of the
/// triangular lattice) that send every hole to a hole and every jump to a jump. Each is kept as a
/// permutation of the holes and as byte tables, so moving a whole position costs one lookup per
/// byte of the bitboard (5 on the 33-hole board) instead of one per peg.
///
/// A position's canonical key is the least of its images as a bitboard; the key is itself a
/// position (the representative of its class), exact, never a hash. The identity is symmetry 0.
public struct JumpSymmetries: Sendable {
    /// Per symmetry, the image of each hole.
    public let permutations: [[Int]]
    /// `tables[(s * 8 + byte) * 256 + value]`: the image under symmetry `s` of the pegs `value`
    /// on byte `byte` of the bitboard.
    @usableFromInline let tables: [UInt64]
    /// How many bytes of the bitboard hold holes.
    @usableFromInline let bytes: Int

    /// How many symmetries (the identity included).
    @inlinable public var count: Int { permutations.count }

    /// The symmetries among `maps` (linear maps of the lattice, identity first) that, followed by
    /// the translation that puts the shape back in place, send the shape onto itself.
    init(rows: [Int], columns: [Int], holeAt: [Int], columnCount: Int, rowCount: Int,
        maps: [(rr: Int, rc: Int, cr: Int, cc: Int)]) {
        var found: [[Int]] = []
        for map in maps {
            let images = zip(rows, columns).map { (map.rr * $0 + map.rc * $1, map.cr * $0 + map.cc * $1) }
            // The translation is fixed by sending the least image (row, then column) to the
            // least hole, which is hole 0.
            guard let least = images.min(by: { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }), !rows.isEmpty
            else { continue }
            let dr = rows[0] - least.0, dc = columns[0] - least.1
            var permutation: [Int] = []
            for (r, c) in images {
                guard let hole = JumpBoard.hole(holeAt, columnCount, r + dr, c + dc) else { break }
                permutation.append(hole)
            }
            guard permutation.count == rows.count, !found.contains(permutation) else { continue }
            found.append(permutation)
        }
        self.init(permutations: found)
    }

    /// The group given by its permutations (the identity first).
    init(permutations: [[Int]]) {
        self.permutations = permutations
        let holeCount = permutations.first?.count ?? 0
        bytes = max(1, (holeCount + 7) / 8)
        var tables = [UInt64](repeating: 0, count: permutations.count * 8 * 256)
        for (s, permutation) in permutations.enumerated() {
            for byte in 0..<bytes {
                for value in 0..<256 {
                    var image: UInt64 = 0
                    for bit in UInt64(value).setBits where byte * 8 + bit < holeCount {
                        image |= UInt64.bit(permutation[byte * 8 + bit])
                    }
                    tables[(s * 8 + byte) * 256 + value] = image
                }
            }
        }
        self.tables = tables
    }

    /// The pegs `bits` moved by symmetry `s`.
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

    /// The least image of `bits` under the symmetries: the same for exactly the positions that
    /// map onto each other.
    @inlinable public func canonical(_ bits: UInt64) -> UInt64 {
        var least = bits
        for s in 1..<max(1, count) { least = min(least, image(of: bits, symmetry: s)) }
        return least
    }

    /// How many distinct positions the symmetries make of `bits`.
    public func classSize(_ bits: UInt64) -> Int {
        var seen: [UInt64] = []
        for s in 0..<count {
            let image = image(of: bits, symmetry: s)
            if !seen.contains(image) { seen.append(image) }
        }
        return seen.count
    }

    /// The symmetries that leave `bits` where it is (as a set of holes).
    public func fixing(_ bits: UInt64) -> JumpSymmetries {
        JumpSymmetries(permutations: permutations.indices.filter { image(of: bits, symmetry: $0) == bits }
            .map { permutations[$0] })
    }
}

extension JumpGame: Symmetric {
    /// The board's symmetries that keep the goal (those the puzzle's keys are taken under).
    public var symmetryCount: Int { puzzle.symmetries.count }

    public func image(of position: JumpPosition, symmetry s: Int) -> JumpPosition {
        JumpPosition(bits: puzzle.symmetries.image(of: position.bits, symmetry: s))
    }
}
