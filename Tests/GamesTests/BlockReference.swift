/// A slow, obviously correct reference solver for small two-player board games, written
/// independently of the engine: a plain array board, one table-driven game description and a
/// memoized negamax over every move. Groundwork for checking games described in rule files.
///
/// Coordinates: columns are letters from `a` at the left, rows numbers from 1 at the top.
/// X moves first. Cell index = row * width + column, both from 0.

/// The side to move, or the owner of a stone.
enum RefSide: UInt8, Sendable {
    case x = 1, o = 2

    var opponent: RefSide { self == .x ? .o : .x }
}

/// The rule family of a game.
enum RefKind: Sendable {
    /// Pawns step forward onto empty cells and capture diagonally forward; reaching the far row wins.
    case hexapawn
    /// Pieces step straight forward onto empty cells, diagonally forward onto empty cells or
    /// captures; reaching the far row or capturing every opponent piece wins.
    case breakthrough
    /// Place a stone; X joins row 1 to the last row, O column a to the last column.
    case hex
    /// X places a vertical domino, O a horizontal one.
    case domineering
    /// Move a stone onto an orthogonally adjacent opponent stone, removing it.
    case clobber
    /// Place a stone; three in a row on a board whose edges wrap both ways wins.
    case torus
    /// Place a stone; the four cells of a 2x2 square win.
    case squares
}

/// One move. Names: a placement `b2`, a piece move `a3-a2`, a domino `b2-b3` (upper first) or
/// `b2-c2` (left first).
enum RefMove: Hashable, Sendable {
    case place(Int)
    case step(from: Int, to: Int)
    case domino(Int, Int)
}

/// The value of a position for the side to move.
enum RefValue: UInt8, Sendable {
    case loss, draw, win
}

/// A solved position: its value for the side to move and its remoteness, the plies to the end
/// under perfect play (the winner hurrying, the loser delaying, a draw taking the longest line).
struct RefResult: Equatable, Sendable {
    let value: RefValue
    let remoteness: Int16
}

/// A game: its rule family and board size.
struct RefGame: Sendable {
    let name: String
    let kind: RefKind
    let width: Int, height: Int

    /// The games the reference knows, by name.
    static let all: [RefGame] = [
        RefGame(name: "hexapawn", kind: .hexapawn, width: 3, height: 3),
        RefGame(name: "hexapawn-4x4", kind: .hexapawn, width: 4, height: 4),
        RefGame(name: "breakthrough-4x5", kind: .breakthrough, width: 4, height: 5),
        RefGame(name: "hex-3x3", kind: .hex, width: 3, height: 3),
        RefGame(name: "hex-4x4", kind: .hex, width: 4, height: 4),
        RefGame(name: "domineering-5x5", kind: .domineering, width: 5, height: 5),
        RefGame(name: "clobber-4x5", kind: .clobber, width: 4, height: 5),
        RefGame(name: "tictactoe-torus", kind: .torus, width: 4, height: 4),
        RefGame(name: "squares-4x4", kind: .squares, width: 4, height: 4),
    ]

    /// The game called `name`, if the reference knows it.
    static func named(_ name: String) -> RefGame? { all.first { $0.name == name } }

    /// The starting board.
    var start: RefBoard {
        var board = RefBoard(width: width, height: height)
        for r in 0..<height {
            for c in 0..<width {
                switch kind {
                case .hexapawn:
                    if r == 0 { board[c, r] = .o } else if r == height - 1 { board[c, r] = .x }
                case .breakthrough:
                    if r < 2 { board[c, r] = .o } else if r >= height - 2 { board[c, r] = .x }
                case .clobber:
                    board[c, r] = (c + r) % 2 == 0 ? .x : .o
                case .hex, .domineering, .torus, .squares:
                    break
                }
            }
        }
        return board
    }

    /// The cell called `name` ("b3"), if it is on the board.
    func cell(_ name: String) -> Int? {
        let chars = Array(name)
        guard let letter = chars.first?.asciiValue, letter >= 97, let row = Int(String(chars.dropFirst())) else { return nil }
        let c = Int(letter) - 97, r = row - 1
        guard c < width, r >= 0, r < height else { return nil }
        return r * width + c
    }

    /// The name of cell `index` ("b3").
    func cellName(_ index: Int) -> String {
        let letter = Character(Unicode.Scalar(UInt8(97 + index % width)))
        return "\(letter)\(index / width + 1)"
    }

    /// The name of `move` in the notation above.
    func name(_ move: RefMove) -> String {
        switch move {
        case .place(let cell): return cellName(cell)
        case .step(let from, let to): return "\(cellName(from))-\(cellName(to))"
        case .domino(let a, let b): return "\(cellName(a))-\(cellName(b))"
        }
    }

    /// Whether `side` has won on `board`: only the side that just moved can have.
    func hasWon(_ board: RefBoard, _ side: RefSide) -> Bool {
        switch kind {
        case .hexapawn, .breakthrough:
            let goal = side == .x ? 0 : height - 1
            if (0..<width).contains(where: { board[$0, goal] == side }) { return true }
            return kind == .breakthrough && !board.cells.contains(side.opponent)
        case .hex: return connects(board, side)
        case .torus: return torusLine(board, side)
        case .squares:
            for r in 0..<height - 1 {
                for c in 0..<width - 1
                where board[c, r] == side && board[c + 1, r] == side && board[c, r + 1] == side && board[c + 1, r + 1] == side {
                    return true
                }
            }
            return false
        case .domineering, .clobber: return false
        }
    }

    /// Whether a full board with no winner is a draw rather than a loss for the side to move.
    var fullBoardDraws: Bool { kind == .torus || kind == .squares }

    /// Whether `side`'s stones join its two edges (X: row 1 to the last row, O: column a to the last).
    func connects(_ board: RefBoard, _ side: RefSide) -> Bool {
        var seen = Array(repeating: false, count: width * height)
        var stack: [(Int, Int)] = []
        for i in 0..<(side == .x ? width : height) {
            let (c, r) = side == .x ? (i, 0) : (0, i)
            if board[c, r] == side { seen[r * width + c] = true; stack.append((c, r)) }
        }
        while let (c, r) = stack.popLast() {
            if side == .x ? r == height - 1 : c == width - 1 { return true }
            for (dc, dr) in [(-1, 0), (1, 0), (0, -1), (0, 1), (1, -1), (-1, 1)] {
                let nc = c + dc, nr = r + dr
                guard nc >= 0, nc < width, nr >= 0, nr < height, !seen[nr * width + nc], board[nc, nr] == side else { continue }
                seen[nr * width + nc] = true
                stack.append((nc, nr))
            }
        }
        return false
    }

    /// Whether `side` has three in a row along a row, column or diagonal, lines wrapping at the edges.
    func torusLine(_ board: RefBoard, _ side: RefSide) -> Bool {
        for r in 0..<height {
            for c in 0..<width {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)]
                where (0..<3).allSatisfy({ board[(c + dc * $0 + width) % width, (r + dr * $0 + height) % height] == side }) {
                    return true
                }
            }
        }
        return false
    }

    /// The legal moves of `side` on `board`, ignoring whether the game is already over.
    func moves(_ board: RefBoard, _ side: RefSide) -> [RefMove] {
        var result: [RefMove] = []
        for r in 0..<height {
            for c in 0..<width {
                let here = r * width + c
                switch kind {
                case .hex, .torus, .squares:
                    if board[c, r] == nil { result.append(.place(here)) }
                case .domineering:
                    let (c2, r2) = side == .x ? (c, r + 1) : (c + 1, r)
                    if c2 < width, r2 < height, board[c, r] == nil, board[c2, r2] == nil {
                        result.append(.domino(here, r2 * width + c2))
                    }
                case .clobber:
                    guard board[c, r] == side else { continue }
                    for (dc, dr) in [(0, -1), (-1, 0), (1, 0), (0, 1)] {
                        let nc = c + dc, nr = r + dr
                        if nc >= 0, nc < width, nr >= 0, nr < height, board[nc, nr] == side.opponent {
                            result.append(.step(from: here, to: nr * width + nc))
                        }
                    }
                case .hexapawn, .breakthrough:
                    guard board[c, r] == side else { continue }
                    let nr = r + (side == .x ? -1 : 1)
                    guard nr >= 0, nr < height else { continue }
                    for dc in [-1, 0, 1] {
                        let nc = c + dc
                        guard nc >= 0, nc < width else { continue }
                        let target = board[nc, nr]
                        let legal = dc == 0 ? target == nil : target == side.opponent || (kind == .breakthrough && target == nil)
                        if legal { result.append(.step(from: here, to: nr * width + nc)) }
                    }
                }
            }
        }
        return result
    }

    /// `board` after `side` plays `move`.
    func play(_ move: RefMove, _ board: RefBoard, _ side: RefSide) -> RefBoard {
        var next = board
        switch move {
        case .place(let cell): next.cells[cell] = side
        case .step(let from, let to):
            next.cells[to] = next.cells[from]
            next.cells[from] = nil
        case .domino(let a, let b):
            next.cells[a] = side
            next.cells[b] = side
        }
        return next
    }
}

/// A plain board: one optional owner per cell, row by row from the top.
struct RefBoard: Hashable, Sendable {
    let width: Int, height: Int
    var cells: [RefSide?]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: nil, count: width * height)
    }

    /// The board drawn as rows of `X`, `O` and `.` separated by `/`, top row first; nil if ragged.
    init?(_ text: String) {
        let rows = text.split(separator: "/").map(Array.init)
        guard let first = rows.first, rows.allSatisfy({ $0.count == first.count }) else { return nil }
        self.init(width: first.count, height: rows.count)
        cells = rows.joined().map { $0 == "X" ? .x : $0 == "O" ? .o : nil }
    }

    subscript(column: Int, row: Int) -> RefSide? {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// The board and side to move packed two bits a cell, for the memo (at most 31 cells).
    func key(_ side: RefSide) -> UInt64 {
        var key = UInt64(side.rawValue)
        for cell in cells { key = key << 2 | UInt64(cell?.rawValue ?? 0) }
        return key
    }
}

/// The memoized negamax over every move of a `RefGame`.
struct RefSolver {
    let game: RefGame
    /// Solved positions by `RefBoard.key(_:)`.
    private(set) var memo: [UInt64: RefResult] = [:]

    init(_ game: RefGame) { self.game = game }

    /// The result of `board` with the game already over, if it is: the side that just moved has
    /// won, or `side` has no move (a loss, or a draw on a full board in games that allow one).
    func terminal(_ board: RefBoard, _ side: RefSide, moves: [RefMove]) -> RefResult? {
        if game.hasWon(board, side.opponent) { return RefResult(value: .loss, remoteness: 0) }
        if moves.isEmpty { return RefResult(value: game.fullBoardDraws ? .draw : .loss, remoteness: 0) }
        return nil
    }

    /// The result for the mover of a move whose child (opponent to move) is `child`.
    static func parent(of child: RefResult) -> RefResult {
        let value: RefValue = child.value == .win ? .loss : child.value == .loss ? .win : .draw
        return RefResult(value: value, remoteness: child.remoteness + 1)
    }

    /// Whether `a` is better than `b` for the mover: win over draw over loss; a quicker win, a
    /// slower loss, a longer draw.
    static func better(_ a: RefResult, _ b: RefResult) -> Bool {
        if a.value != b.value { return a.value.rawValue > b.value.rawValue }
        return a.value == .win ? a.remoteness < b.remoteness : a.remoteness > b.remoteness
    }

    /// The value and remoteness of `board` with `side` to move.
    mutating func solve(_ board: RefBoard, _ side: RefSide) -> RefResult {
        let key = board.key(side)
        if let known = memo[key] { return known }
        let moves = game.moves(board, side)
        var best: RefResult
        if let over = terminal(board, side, moves: moves) {
            best = over
        } else {
            best = RefResult(value: .loss, remoteness: -1)
            for move in moves {
                let result = Self.parent(of: solve(game.play(move, board, side), side.opponent))
                if Self.better(result, best) { best = result }
            }
        }
        memo[key] = best
        return best
    }

    /// Positions solved by `value(_:_:)`, by `RefBoard.key(_:)`.
    private var values: [UInt64: RefValue] = [:]

    /// The value alone of `board` with `side` to move, stopping at the first winning move: much
    /// quicker than `solve(_:_:)` when only the winner is wanted.
    mutating func value(_ board: RefBoard, _ side: RefSide) -> RefValue {
        let key = board.key(side)
        if let known = values[key] { return known }
        let moves = game.moves(board, side)
        let over = terminal(board, side, moves: moves)
        var best = over?.value ?? .loss
        if over == nil {
            for move in moves where best != .win {
                let child = value(game.play(move, board, side), side.opponent)
                let mine: RefValue = child == .win ? .loss : child == .loss ? .win : .draw
                if mine.rawValue > best.rawValue { best = mine }
            }
        }
        values[key] = best
        return best
    }

    /// The result of `board` with `side` to move and the names of every move that achieves it,
    /// in board order (none when the game is over).
    mutating func analyze(_ board: RefBoard, _ side: RefSide) -> (result: RefResult, best: [String]) {
        let result = solve(board, side)
        let moves = game.moves(board, side)
        guard terminal(board, side, moves: moves) == nil else { return (result, []) }
        let best = moves.filter { Self.parent(of: solve(game.play($0, board, side), side.opponent)) == result }
        return (result, best.map(game.name))
    }
}
