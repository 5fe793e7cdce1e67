import Boards

/// Turns the key lines of a jump-family rule set (peg solitaire) into a `JumpGame`.
///
/// Keys: `family jump`, `title TEXT`, `shape` with the board drawn in indented rows (`o` or `.` a
/// hole, a blank outside), `directions 4|8|6` (across and down; with the diagonals; the six of a
/// triangular grid, whose rows are drawn half a cell apart), `start full [except HOLE...]` or
/// `start` with the position drawn, `goal one-peg [HOLE]` (one peg left, anywhere or on HOLE) or
/// `goal target` with `target` drawn (a drawn `target` alone sets that goal). Later lines override
/// earlier ones, so a rule set that extends `peg-english` can change only its start.
enum JumpVariant {
    static let keys = ["family", "title", "shape", "directions", "start", "goal", "target"]

    private enum Start {
        case full(except: [String], RuleBook.Origin)
        case drawn([String], RuleBook.Origin)
    }

    private enum Goal {
        case onePeg(String?, RuleBook.Origin)
        case target
    }

    static func game(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> JumpGame {
        var shape: (rows: [String], origin: RuleBook.Origin)?
        var directions = JumpDirections.orthogonal
        var directionsAt: RuleBook.Origin?
        var start: Start?
        var goal: Goal?
        var target: (rows: [String], origin: RuleBook.Origin)?
        for origin in origins.familyEntries {
            let entry = origin.entry
            let args = entry.arguments
            switch entry.key {
            case "shape":
                guard !entry.rows.isEmpty, args.isEmpty else {
                    throw origin.error("expected the board drawn in indented rows under a bare 'shape' line", argument: 0)
                }
                shape = (entry.rows, origin)
            case "directions":
                guard args.count == 1, let count = Int(args[0]), let chosen = JumpDirections(count: count) else {
                    throw origin.error("expected 'directions 4' (across and down), 8 (with the diagonals) or 6 (a triangular grid)",
                        argument: 0)
                }
                directions = chosen
                directionsAt = origin
            case "start":
                if !entry.rows.isEmpty {
                    start = .drawn(entry.rows, origin)
                } else if args.first == "full", args.count == 1 {
                    start = .full(except: [], origin)
                } else if args.count >= 3, args[0] == "full", args[1] == "except" {
                    start = .full(except: Array(args.dropFirst(2)), origin)
                } else {
                    throw origin.error("expected 'start full', 'start full except HOLE...' (as in: start full except d4) or the start drawn in indented rows",
                        argument: 0)
                }
            case "goal":
                switch args.first {
                case "one-peg" where args.count <= 2:
                    goal = .onePeg(args.count == 2 ? args[1] : nil, origin)
                case "target" where args.count == 1:
                    goal = .target
                default:
                    throw origin.error("expected 'goal one-peg' (anywhere), 'goal one-peg HOLE' or 'goal target' (the drawn target)",
                        argument: args.count > 2 ? 2 : 0)
                }
            case "target":
                guard !entry.rows.isEmpty, args.isEmpty else {
                    throw origin.error("expected the target drawn in indented rows under a bare 'target' line", argument: 0)
                }
                target = (entry.rows, origin)
                goal = .target
            default:
                throw origin.error("jump rules have no key '\(entry.key)'; expected one of: \(keys.joined(separator: ", "))")
            }
        }
        guard let shape else { throw RuleError("rules '\(name)' need a board: a bare 'shape' line and the board drawn under it") }
        let board: JumpBoard
        do {
            board = try JumpBoard(diagram: shape.rows, directions: directions)
        } catch {
            throw shape.origin.error(error.message)
        }
        if board.jumpCount == 0 {
            throw (directionsAt ?? shape.origin).error("no peg can ever jump on this board: no three holes are in a line along the \(directions.count) directions")
        }
        guard let start else { throw RuleError("rules '\(name)' need a start: start full except HOLE, or the start drawn") }
        let pegs: JumpPosition
        switch start {
        case .full(let names, let origin):
            var empty: [Int] = []
            for (k, hole) in names.enumerated() {
                guard let index = board.hole(named: hole[...]) else {
                    throw origin.error("'\(hole)' is not a hole of the board\(holeHint(board))", argument: k + 2)
                }
                empty.append(index)
            }
            pegs = board.full(except: empty)
        case .drawn(let rows, let origin):
            pegs = try position(rows, on: board, what: "start", origin)
        }
        let compiled: JumpGoal
        switch goal {
        case .onePeg(nil, _)?, nil:
            compiled = .onePeg
        case .onePeg(let hole?, let origin)?:
            guard let index = board.hole(named: hole[...]) else {
                throw origin.error("'\(hole)' is not a hole of the board\(holeHint(board))", argument: 1)
            }
            compiled = .onePegAt(index)
        case .target?:
            guard let target else { throw RuleError("rules '\(name)' say 'goal target' but draw no target: a bare 'target' line and rows under it") }
            compiled = .position(try position(target.rows, on: board, what: "target", target.origin))
        }
        return JumpGame(name: name, puzzle: JumpPuzzle(board: board, start: pegs, goal: compiled))
    }

    /// A position drawn for `what` (the start or the target), which must cover the board's holes.
    private static func position(_ rows: [String], on board: JumpBoard, what: String, _ origin: RuleBook.Origin)
        throws(RuleError) -> JumpPosition
    {
        switch board.position(diagram: rows) {
        case .success(let pegs): return pegs
        case .failure(let error):
            let place = error.row.map { " (row \($0 + 1))" } ?? ""
            throw origin.error("the \(what) does not fit the shape\(place): \(error.message)")
        }
    }

    /// How holes are named, for an error about one.
    private static func holeHint(_ board: JumpBoard) -> String {
        board.directions.isTriangular
            ? "; on a triangular board the top hole is a1, the next row a2 b2, and so on"
            : "; holes are named by column letter and row number, a1 at the top left"
    }
}
