import Boards
@testable import Games

/// A slow, obviously correct line-family reference on a plain grid, to check the bitboards against.
struct LineReference {
    let width: Int, height: Int, k: Int
    /// grid[row][column]: nil empty, else the player.
    var grid: [[Player?]]

    init(width: Int, height: Int, k: Int) {
        self.width = width
        self.height = height
        self.k = k
        grid = Array(repeating: Array(repeating: nil, count: width), count: height)
    }

    func hasLine(_ player: Player) -> Bool {
        for r in 0..<height {
            for c in 0..<width {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    var n = 0
                    while n < k {
                        let cc = c + dc * n, rr = r + dr * n
                        guard cc >= 0, cc < width, rr >= 0, rr < height, grid[rr][cc] == player else { break }
                        n += 1
                    }
                    if n == k { return true }
                }
            }
        }
        return false
    }

    /// Empty cells where `player` would complete a line that passes through the cell.
    func completing(_ player: Player) -> Set<Square> {
        var result: Set<Square> = []
        for r in 0..<height {
            for c in 0..<width where grid[r][c] == nil {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    // The line starts `j` steps before the cell.
                    for j in 0..<k {
                        let cells = (0..<k).map { (c + dc * ($0 - j), r + dr * ($0 - j)) }
                        let others = cells.filter { $0 != (c, r) }
                        if others.allSatisfy({ $0.0 >= 0 && $0.0 < width && $0.1 >= 0 && $0.1 < height && grid[$0.1][$0.0] == player }) {
                            result.insert(Square(column: c, row: r))
                        }
                    }
                }
            }
        }
        return result
    }

    func stones(_ game: LineGame, _ player: Player) -> UInt64 {
        var bits: UInt64 = 0
        for r in 0..<height {
            for c in 0..<width where grid[r][c] == player { bits |= UInt64.bit(game.bit(column: c, row: r)) }
        }
        return bits
    }
}

func lineGame(_ width: Int, _ height: Int, _ k: Int, misere: Bool = false, gravity: Bool = false) -> LineGame {
    do {
        return try LineGame(LineRules(name: "test", width: width, height: height, lineLength: k, misere: misere, gravity: gravity))
    } catch {
        preconditionFailure("test rules do not compile: \(error.message)")
    }
}

/// The position drawn as one-line rows ("X../.O./..X"), which must be valid.
func linePosition(_ game: LineGame, _ text: String) -> LinePosition {
    let rows = text.split(separator: "/").map { Array($0) }
    switch game.position(cells: rows) {
    case .success(let position): return position
    case .failure(let error): preconditionFailure("bad test board \(text): \(error.message)")
    }
}

/// The position after up to `plies` random legal moves from the start (fewer if the game ends).
func randomPosition(_ game: LineGame, plies: Int, using random: inout SplitMix64) -> LinePosition {
    var position = game.start
    for _ in 0..<plies {
        guard game.result(position) == nil, let move = game.legalMoves(position).randomElement(using: &random) else { break }
        position = game.play(move, in: position)
    }
    return position
}
