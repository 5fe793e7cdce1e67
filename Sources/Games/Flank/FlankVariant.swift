import Boards

/// Turns the key lines of a flank-family rule set (Reversi and its variants) into a `FlankGame`.
///
/// Keys: `family flank`, `title TEXT`, `board N x N` (N = 4, 6 or 8), `start diagonal` (the
/// standard centre), `start parallel` (the centre's two top cells O, the two bottom cells X) or
/// `start` with the board drawn in indented rows, `first X|O` (who moves from the start),
/// `goal most|fewest` (fewest: anti-Reversi). Later lines override earlier ones.
enum FlankVariant {
    static let keys = ["family", "title", "board", "start", "first", "goal"]

    /// How the start was given.
    private enum Start {
        case diagonal, parallel
        case drawn([String], RuleBook.Origin)
    }

    static func game(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> FlankGame {
        var size: Int?
        var boardAt: RuleBook.Origin?
        var start = Start.diagonal
        var first = Player.x
        var fewest = false
        for origin in origins.familyEntries {
            let entry = origin.entry
            let args = entry.arguments
            switch entry.key {
            case "board":
                guard args.count == 2, let width = Int(args[0]), let height = Int(args[1]) else {
                    throw origin.error("expected 'board N x N', as in: board 8 x 8")
                }
                guard width == height else {
                    throw origin.error("a Reversi board is square: expected \(width) x \(width), found \(width) x \(height)",
                        argument: 1)
                }
                size = width
                boardAt = origin
            case "start":
                if !entry.rows.isEmpty {
                    start = .drawn(entry.rows, origin)
                } else if args == ["diagonal"] {
                    start = .diagonal
                } else if args == ["parallel"] {
                    start = .parallel
                } else {
                    throw origin.error("expected 'start diagonal', 'start parallel' or indented rows after 'start'",
                        argument: 0)
                }
            case "first":
                first = try origin.player()
            case "goal":
                switch args {
                case ["most"]: fewest = false
                case ["fewest"]: fewest = true
                default: throw origin.error("expected 'goal most' or 'goal fewest' (anti-Reversi)", argument: 0)
                }
            default:
                throw origin.error("flank rules have no key '\(entry.key)'; expected one of: \(keys.joined(separator: ", "))")
            }
        }
        guard let size else { throw RuleError("rules '\(name)' need a size: board N x N") }
        let geometry: FlankGeometry
        do {
            geometry = try FlankGeometry(size: size)
        } catch {
            throw boardAt?.error(error.message, argument: 0) ?? error
        }
        let x: UInt64, o: UInt64
        switch start {
        case .diagonal:
            x = geometry.start.discs(of: .x)
            o = geometry.start.discs(of: .o)
        case .parallel:
            let low = size / 2 - 1, high = size / 2
            o = UInt64.bit(geometry.bit(column: low, row: low)) | UInt64.bit(geometry.bit(column: high, row: low))
            x = UInt64.bit(geometry.bit(column: low, row: high)) | UInt64.bit(geometry.bit(column: high, row: high))
        case .drawn(let rows, let origin):
            (x, o) = try drawn(rows, geometry: geometry, origin)
        }
        let board = first == .x ? FlankPosition(player: x, opponent: o, mover: .x) : FlankPosition(player: o, opponent: x, mover: .o)
        return try FlankGame(name: name, size: size, fewestWins: fewest, start: board)
    }

    /// The discs of a start drawn as rows of `X`, `O` and `.` or `-`.
    private static func drawn(_ rows: [String], geometry: FlankGeometry, _ origin: RuleBook.Origin)
        throws(RuleError) -> (UInt64, UInt64)
    {
        let size = geometry.size
        let cells = rows.map { $0.filter { !$0.isWhitespace } }
        guard cells.count == size else {
            throw origin.error("the start needs \(size) rows of \(size) cells, found \(cells.count) rows")
        }
        var x: UInt64 = 0, o: UInt64 = 0
        for (r, row) in cells.enumerated() {
            guard row.count == size else {
                throw origin.error("row \(r + 1) of the start has \(row.count) cells; expected \(size)")
            }
            for (c, cell) in row.enumerated() {
                let b = UInt64.bit(geometry.bit(column: c, row: r))
                switch cell {
                case "X", "x": x |= b
                case "O", "o": o |= b
                case ".", "-": break
                default: throw origin.error("row \(r + 1) of the start has '\(cell)'; expected X, O, '.' or '-'")
                }
            }
        }
        return (x, o)
    }
}
