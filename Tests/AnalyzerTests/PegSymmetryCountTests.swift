import Testing

@testable import Analyzer

/// `count`'s "up to symmetry" counts under the symmetries that keep the start
/// (docs/rules.md): on a 4 x 4 board with only b1 empty that is the identity alone, so both
/// numbers are 1,871; the 1,182 classes the docs give for all eight symmetries are counted
/// here independently, by a plain enumeration of the boards.
@Suite struct PegSymmetryCountTests {
    private static let rules = """
        rules "peg-square4"
        family jump
        shape
          o o o o
          o o o o
          o o o o
          o o o o
        directions 4
        start full except b1
        goal one-peg
        """

    /// Every board reachable from `start` on the 4 x 4 square (bit `4 * row + column`).
    private func reachable(from start: UInt16) -> Set<UInt16> {
        var seen: Set<UInt16> = [start]
        var frontier = [start]
        let steps = [(0, 1), (0, -1), (1, 0), (-1, 0)]
        while let board = frontier.popLast() {
            for row in 0..<4 {
                for column in 0..<4 where board & (1 << (4 * row + column)) != 0 {
                    for (dr, dc) in steps {
                        let (overRow, overColumn, toRow, toColumn) = (row + dr, column + dc, row + 2 * dr, column + 2 * dc)
                        guard (0..<4).contains(toRow), (0..<4).contains(toColumn) else { continue }
                        let over = UInt16(1) << (4 * overRow + overColumn), to = UInt16(1) << (4 * toRow + toColumn)
                        guard board & over != 0, board & to == 0 else { continue }
                        let next = board & ~(UInt16(1) << (4 * row + column)) & ~over | to
                        if seen.insert(next).inserted { frontier.append(next) }
                    }
                }
            }
        }
        return seen
    }

    /// The least of a board's eight images under the square's rotations and reflections.
    private func canonical(_ board: UInt16) -> UInt16 {
        var least = UInt16.max
        for symmetry in 0..<8 {
            var image: UInt16 = 0
            for row in 0..<4 {
                for column in 0..<4 where board & (1 << (4 * row + column)) != 0 {
                    var (r, c) = symmetry & 4 != 0 ? (column, row) : (row, column)
                    if symmetry & 1 != 0 { r = 3 - r }
                    if symmetry & 2 != 0 { c = 3 - c }
                    image |= 1 << (4 * r + c)
                }
            }
            least = min(least, image)
        }
        return least
    }

    @Test func theFourByFourBoard_withB1Empty_countsAsTheDocsSay() {
        // b1: the second column of the first row.
        let start = UInt16.max & ~(1 << 1)
        let boards = reachable(from: start)
        #expect(boards.count == 1_871)
        #expect(Set(boards.map(canonical)).count == 1_182)
        let session = makeSession()
        let said = session.output(Self.rules + "\ngame peg-square4\ncount").joined(separator: "\n")
        #expect(said.contains("1,871 boards reachable"), "\(said)")
        #expect(said.contains("1,871 up to symmetry"), "\(said)")
    }
}
