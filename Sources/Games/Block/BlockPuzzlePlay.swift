import Boards
import Search

/// `Play` for a block-family puzzle (`players 1`): one player, moves that are jumps (a chain of
/// them by one piece is one move, where its block chains), and a goal instead of a winner.
/// `solve` runs the puzzle search (a solution, or the proof that there is none); `count` counts
/// the boards reachable, level by level.
public final class BlockPuzzlePlay: Play {
    public let puzzle: BlockPuzzle
    private var game: BlockGame { puzzle.game }
    /// The moves played since the base, each one jump or a chain of them, as played.
    private var moves: PlayHistory<BlockPegs, [BlockHop]>
    var base: BlockPegs { moves.base }
    var position: BlockPegs { moves.position }
    private let memoBytes: Int
    /// Made at the first search, so that choosing a game costs no memory.
    private lazy var solver = PuzzleSolver(game: puzzle, memoBytes: memoBytes)

    public init(puzzle: BlockPuzzle, memoBytes: Int) {
        self.puzzle = puzzle
        self.memoBytes = memoBytes
        moves = PlayHistory(start: puzzle.start) { [puzzle] hops, pieces in hops.reduce(pieces) { puzzle.play($1, in: $0) } }
    }

    /// The block game's view of `pieces`.
    private func blockPosition(_ pieces: BlockPegs) -> BlockPosition { BlockPosition(x: UInt128(pieces.bits), o: 0, mover: .x) }

    public var gameName: String { game.name }
    /// A puzzle has one player; X stands for them where a side must be named.
    public var sideToMove: Player { .x }
    /// `win` at the goal, `loss` when no jump is left short of it, `nil` while jumps remain.
    public var result: Outcome? {
        if puzzle.isGoal(position) { return .win }
        return puzzle.legalHops(position).isEmpty ? .loss : nil
    }
    public var cells: [[Character]] { game.cells(blockPosition(position)) }
    public var diagram: [String] { game.diagram(blockPosition(position)) }
    public var ruleSentences: [String] { game.ruleSentences }
    public var history: [String] { moves.played.map(name(ofMove:)) }
    public var baseBoard: (rows: [String], toMove: Player?)? {
        base == puzzle.start ? nil : (game.cells(blockPosition(base)).map { $0.map(String.init).joined(separator: " ") }, nil)
    }
    public var hasForks: Bool { false }
    public var isPuzzle: Bool { true }
    public var sketch: BoardSketch { .blockPieces(game, position) }

    public func sketches(along moves: [String]) -> [BoardSketch] {
        var walk = position
        var boards: [BoardSketch] = []
        for text in moves {
            guard case .success(let hops) = parse(text, in: walk) else { break }
            walk = hops.reduce(walk) { puzzle.play($1, in: $0) }
            boards.append(.blockPieces(game, walk))
        }
        return boards
    }

    public var puzzleStatus: String? {
        let pieces = Self.pieceCount(position.count)
        if puzzle.isGoal(position) { return "solved: \(goalText) (\(pieces))" }
        let jumps = puzzle.legalHops(position).count
        if jumps == 0 { return "stuck: \(pieces), no jump left; the goal is \(goalText)" }
        return "\(pieces), \(jumps) \(jumps == 1 ? "jump" : "jumps") possible; goal: \(goalText)"
    }

    /// The goal in words: "1 piece left, on d4", "3 pieces left".
    var goalText: String {
        let goal = game.rules.goal ?? (pieces: 1, at: nil)
        return "\(Self.pieceCount(goal.pieces)) left" + (goal.at.map { ", on \(game.geometry.square($0))" } ?? "")
    }

    /// "13 pieces", "1 piece".
    static func pieceCount(_ n: Int) -> String { n == 1 ? "1 piece" : "\(n) pieces" }

    /// A drawn board: `X`, `*` or `o` a piece (a puzzle has no O), `.` or `-` an empty cell.
    public func setBoard(_ text: DrawnBoard) -> BoardError? {
        let cells = text.cells.map { row in row.map { $0 == "o" || $0 == "O" || $0 == "*" ? Character("X") : $0 } }
        switch game.position(cells: cells) {
        case .success(let drawn):
            moves.rebase(BlockPegs(bits: UInt64(truncatingIfNeeded: drawn.x)))
            return nil
        case .failure(let error):
            return error
        }
    }

    public func setMover(_ player: Player) -> BoardError? {
        BoardError("\(game.name) is a puzzle for one player: there is no side to move")
    }

    public func reset() { moves.rebase(base) }

    public func restart() { moves.rebase(puzzle.start) }

    public func split(_ word: String) -> [String] { [word] }

    /// A move as written: the cells its piece visits joined by `-` (`d2-d4`, a chain `d2-d4-f4`).
    func name(ofMove hops: [BlockHop]) -> String {
        guard let first = hops.first else { return "" }
        return ([puzzle.hopFrom[Int(first.index)]] + hops.map { puzzle.hopTo[Int($0.index)] })
            .map { game.geometry.square($0).description }.joined(separator: "-")
    }

    /// Reads a move: cells joined by `-` (`d2-d4`, `d2-d4-f4` where the jumps chain) or written
    /// together (`d2d4`). A single jump the rules refuse gets the block game's reason.
    private func parse(_ text: String, in pieces: BlockPegs) -> Result<[BlockHop], MoveError> {
        let written = (text.contains("-") ? text : Self.joined(text)).lowercased()
        let names = written.split(separator: "-", omittingEmptySubsequences: false)
        let squares = names.compactMap { Square($0) }
        guard squares.count == names.count, squares.count >= 2 else {
            return .failure(MoveError(.unreadable, "'\(text)' is not a jump: write the cells a piece visits, such as d2-d4"))
        }
        let geometry = game.geometry
        var cells: [Int] = []
        for square in squares {
            guard square.column < geometry.width, square.row < geometry.height, geometry.exists[square.row * geometry.width + square.column]
            else { return .failure(MoveError(.illegal, "\(square) is off the board")) }
            cells.append(square.row * geometry.width + square.column)
        }
        var walk = pieces
        var hops: [BlockHop] = []
        for k in 1..<cells.count {
            let step = "\(names[k - 1])-\(names[k])"
            guard let hop = puzzle.hop(from: cells[k - 1], to: cells[k]), puzzle.legalHops(walk).contains(hop) else {
                if case .failure(let error) = game.parseMove(step, in: blockPosition(walk)) {
                    return .failure(MoveError(.illegal, k == 1 ? error.message : "then \(step): \(error.message)"))
                }
                return .failure(MoveError(.illegal, "\(step) is not a jump of this board"))
            }
            if let last = hops.last, !puzzle.continues(hop, after: last) {
                return .failure(MoveError(.illegal, "a piece jumps once a move: the rules' jumps do not chain (play \(step) as a move of its own)"))
            }
            hops.append(hop)
            walk = puzzle.play(hop, in: walk)
        }
        return .success(hops)
    }

    /// `d2d4f4` as `d2-d4-f4`: a break before each letter that follows a digit.
    private static func joined(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for character in text {
            if character.isLetter, previous?.isNumber == true { out.append("-") }
            out.append(character)
            previous = character
        }
        return out
    }

    public func playAll(_ texts: [String], fromStart: Bool) -> (Int, MoveError)? {
        moves.playAll(texts, fromStart: fromStart) { text, walk in parse(text, in: walk) }
    }

    public func normalize(_ text: String) -> Result<String, MoveError> { parse(text, in: position).map(name(ofMove:)) }

    public func undo() -> Bool { moves.undo() }

    public func redo() -> Bool { moves.redo() }

    /// Single jumps; a chain is a run of them.
    public func legalMoves() -> [String] { puzzle.legalHops(position).map { name(ofMove: [$0]) } }

    public func explain(_ text: String) -> [String] {
        switch parse(text, in: position) {
        case .success(let hops):
            let square = { (cell: Int) in self.game.geometry.square(cell).description }
            var lines = ["\(name(ofMove: hops)): legal"]
            for hop in hops {
                let i = Int(hop.index)
                lines.append("  the piece on \(square(puzzle.hopFrom[i])) jumps over \(square(puzzle.hopOver[i])), "
                    + "which is taken off, and lands on \(square(puzzle.hopTo[i]))")
            }
            let after = hops.reduce(position) { puzzle.play($1, in: $0) }
            lines.append("  \(Self.pieceCount(after.count)) left")
            return lines
        case .failure(let error):
            return ["\(text): \(error.kind == .illegal ? "illegal" : "not a move"): \(error.message)"]
        }
    }

    // MARK: - Solving

    /// A solution from `pieces`, or the proof that there is none: the beam search first (a
    /// solution found is checked by replaying it, however it was found), then, when the beam
    /// dies, the exact depth-first search, which proves impossibility by examining every board.
    private func find(from pieces: BlockPegs, limits: SearchLimits) throws(SearchStop) -> PuzzleResult<BlockHop> {
        let clock = ContinuousClock.now
        if puzzle.unreachableReason(from: pieces) == nil, let found = try PuzzleBeam.solve(puzzle, from: pieces, limits: limits) {
            return found
        }
        solver.limits = limits
        var result = try solver.solve(from: pieces)
        result.stats.seconds = (ContinuousClock.now - clock).seconds
        return result
    }

    public func solve(limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> SolveReport {
        let result = try find(from: position, limits: limits)
        var report = self.report(result, fewest: false)
        if allMoves {
            // Every jump's worth: whether the goal can still be reached after it.
            var values: [(move: String, value: Value)] = []
            var best: [String] = []
            var stats = result.stats
            for hop in puzzle.legalHops(position) {
                let child = try find(from: puzzle.play(hop, in: position), limits: limits)
                stats.add(child.stats)
                let name = name(ofMove: [hop])
                let jumps = child.solution.map { $0.count + 1 }
                values.append((name, jumps.map { Value(.win, in: $0) } ?? Value(.loss, in: 0)))
                if jumps != nil { best.append(name) }
            }
            report.moveValues = values
            report.best = best
            report.puzzle?.stats = stats
            report.stats = Self.searchStats(stats)
        }
        return report
    }

    public func solveFewest(limits: SearchLimits) throws(SearchStop) -> SolveReport {
        report(try PuzzleFewest.solve(puzzle, from: position, limits: limits, memoBytes: memoBytes), fewest: true)
    }

    public func value(limits: SearchLimits) throws(SearchStop) -> Value {
        let result = try find(from: position, limits: limits)
        return result.solution.map { Value(.win, in: $0.count) } ?? Value(.loss, in: 0)
    }

    /// The report of a search's result: chains grouped into moves, the board at the end.
    private func report(_ result: PuzzleResult<BlockHop>, fewest: Bool) -> SolveReport {
        let hops = result.solution ?? []
        let moves = puzzle.moves(grouping: hops).map(name(ofMove:))
        let end = hops.reduce(position) { puzzle.play($1, in: $0) }
        let summary = PuzzleSummary(goal: goalText, moves: moves, jumps: hops.count, solved: result.isSolved,
            fewest: fewest && result.isSolved, finalDiagram: game.diagram(blockPosition(end)), reason: result.reason,
            stats: result.stats)
        let steps = hops.map { SolveReport.Step(player: .x, move: name(ofMove: [$0]), isFork: false) }
        return SolveReport(game: game.name, toMove: .x,
            value: result.isSolved ? Value(.win, in: hops.count) : Value(.loss, in: 0),
            best: hops.first.map { [name(ofMove: [$0])] } ?? [], principalVariation: steps, moveValues: [],
            stats: Self.searchStats(result.stats), puzzle: summary)
    }

    /// The puzzle counters as the session's search counters (boards as nodes, memo hits as table
    /// hits).
    private static func searchStats(_ stats: PuzzleStats) -> SearchStats {
        var out = SearchStats()
        out.nodes = stats.nodes
        out.tableHits = stats.memoHits
        out.tableProbes = stats.nodes
        out.seconds = stats.seconds
        return out
    }

    public var searchStats: SearchStats { Self.searchStats(solver.stats) }

    public func clearTable() { solver.clearMemo() }

    public func threats() -> [ThreatList] { [] }
    public func forks() -> [String] { [] }
    public func isFork(_ text: String) -> Bool { false }

    /// What a count takes per key held, at most: keys of 8 bytes, two levels at a time, in sets
    /// at least three-eighths full, one of them growing.
    static let bytesPerCountedKey = 64

    public func count(limit: Int, memory: Int, limits: SearchLimits) throws(SearchStop) -> Tally {
        .boards(PuzzleCount.counted(puzzle, from: position, limit: min(limit, memory / Self.bytesPerCountedKey), limits: limits))
    }
}
