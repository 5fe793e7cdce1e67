import Boards
import Search

/// `Play` for a peg solitaire puzzle: one player, moves that are jumps or multi-jumps by one peg,
/// and a goal instead of a winner. `solve` runs the puzzle search (a solution, or the proof that
/// there is none); `count` counts the boards reachable, level by level.
public final class JumpPlay: Play {
    public let game: JumpGame
    private var board: JumpBoard { game.board }
    /// The moves played since the base, each one jump or a multi-jump, as played.
    private var moves: PlayHistory<JumpPosition, [JumpMove]>
    var base: JumpPosition { moves.base }
    var position: JumpPosition { moves.position }
    private let memoBytes: Int
    /// Made at the first search, so that choosing a game costs no memory.
    private lazy var solver = PuzzleSolver(game: game.puzzle, memoBytes: memoBytes)

    public init(game: JumpGame, memoBytes: Int) {
        self.game = game
        self.memoBytes = memoBytes
        moves = PlayHistory(start: game.start) { [board = game.board] jumps, pegs in jumps.reduce(pegs) { board.play($1, in: $0) } }
    }

    public var gameName: String { game.name }
    /// A puzzle has one player; X stands for them where a side must be named.
    public var sideToMove: Player { .x }
    /// `win` at the goal, `loss` when no jump is left short of it, `nil` while jumps remain.
    public var result: Outcome? {
        if game.isGoal(position) { return .win }
        return board.legalJumps(position).isEmpty ? .loss : nil
    }
    public var cells: [[Character]] { game.rows(position).map { Array($0) } }
    public var diagram: [String] { game.diagram(position) }
    public var boardRows: [String] { game.rows(position) }
    public var ruleSentences: [String] { game.ruleSentences }
    public var history: [String] { moves.played.map { board.name(ofMove: $0) } }
    public var baseBoard: (rows: [String], toMove: Player?)? { base == game.start ? nil : (game.rows(base), nil) }
    public var hasForks: Bool { false }
    public var sketch: BoardSketch { .pegs(game, position) }

    public func sketches(along moves: [String]) -> [BoardSketch] {
        var walk = position
        var boards: [BoardSketch] = []
        for text in moves {
            guard case .success(let jumps) = parse(text, in: walk) else { break }
            walk = jumps.reduce(walk) { board.play($1, in: $0) }
            boards.append(.pegs(game, walk))
        }
        return boards
    }
    public var isPuzzle: Bool { true }

    public var puzzleStatus: String? {
        let pegs = JumpGame.pegCount(position.count)
        if game.isGoal(position) { return "solved: \(game.goalText) (\(pegs))" }
        let jumps = board.legalJumps(position).count
        if jumps == 0 { return "stuck: \(pegs), no jump left; the goal is \(game.goalText)" }
        return "\(pegs), \(jumps) \(jumps == 1 ? "jump" : "jumps") possible; goal: \(game.goalText)"
    }

    public func setBoard(_ text: DrawnBoard) -> BoardError? {
        let rows = text.drawnRows
        // One line of exactly as many cells as the board has holes: the holes in reading order.
        let flat = rows.count == 1 ? rows[0].filter { !$0.isWhitespace } : ""
        if rows.count == 1, flat.count == board.holeCount, board.rowCount > 1 {
            var bits: UInt64 = 0
            for (hole, mark) in flat.enumerated() {
                switch mark {
                case "o", "O", "x", "X", "*": bits |= UInt64.bit(hole)
                case ".", "-": break
                default: return BoardError("'\(mark)' is not a hole: write o for a peg, . for an empty hole", row: 0, cell: hole)
                }
            }
            rebase(JumpPosition(bits: bits))
            return nil
        }
        switch board.position(diagram: rows.map { $0.replacingOccurrences(of: "*", with: "o") }) {
        case .success(let pegs):
            rebase(pegs)
            return nil
        case .failure(var error):
            // The board reports the character in its row; the session points at non-blank cells.
            if let row = error.row, row < rows.count, let character = error.cell {
                error.cell = rows[row].prefix(character).filter { !$0.isWhitespace }.count
            }
            return error
        }
    }

    public func setMover(_ player: Player) -> BoardError? {
        BoardError("\(game.name) is a puzzle for one player: there is no side to move")
    }

    private func rebase(_ start: JumpPosition) { moves.rebase(start) }

    public func reset() { rebase(base) }

    public func restart() { rebase(game.start) }

    public func split(_ word: String) -> [String] { [word] }

    /// Reads a move: holes joined by `-` (`d2-d4`, `d2-d4-f4`) or written together (`d2d4`).
    private func parse(_ text: String, in pegs: JumpPosition) -> Result<[JumpMove], MoveError> {
        let written = text.contains("-") ? text : Self.joined(text)
        switch board.parseMove(written, in: pegs) {
        case .success(let jumps): return .success(jumps)
        case .failure(.unreadable): return .failure(MoveError(.unreadable, JumpRefusal.unreadable(text).description))
        case .failure(let refusal): return .failure(MoveError(.illegal, refusal.description))
        }
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

    public func normalize(_ text: String) -> Result<String, MoveError> {
        parse(text, in: position).map { board.name(ofMove: $0) }
    }

    public func undo() -> Bool { moves.undo() }

    public func redo() -> Bool { moves.redo() }

    /// Single jumps; a multi-jump is a run of them.
    public func legalMoves() -> [String] { board.legalJumps(position).map { board.name(of: $0) } }

    public func explain(_ text: String) -> [String] {
        switch parse(text, in: position) {
        case .success(let jumps):
            var lines = ["\(board.name(ofMove: jumps)): legal"]
            for jump in jumps {
                let (from, over, to) = board.holes(of: jump)
                lines.append("  the peg on \(board.name(ofHole: from)) jumps over \(board.name(ofHole: over)), "
                    + "which is taken off, and lands on \(board.name(ofHole: to))")
            }
            let after = jumps.reduce(position) { board.play($1, in: $0) }
            lines.append("  \(JumpGame.pegCount(after.count)) left")
            return lines
        case .failure(let error):
            return ["\(text): \(error.kind == .illegal ? "illegal" : "not a move"): \(error.message)"]
        }
    }

    // MARK: - Solving

    /// A solution from `pegs`, or the proof that there is none: the beam search first (a
    /// solution found is checked by replaying it, however it was found), then, when the beam
    /// dies, the exact depth-first search, which proves impossibility by examining every board.
    private func find(from pegs: JumpPosition, limits: SearchLimits) throws(SearchStop) -> PuzzleResult<JumpMove> {
        // A beam that dies reports nothing: the counts are then the exact search's, the time both.
        let clock = ContinuousClock.now
        if game.puzzle.unreachableReason(from: pegs) == nil,
            let found = try PuzzleBeam.solve(game.puzzle, from: pegs, limits: limits)
        {
            return found
        }
        solver.limits = limits
        var result = try solver.solve(from: pegs)
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
            for jump in board.legalJumps(position) {
                let child = try find(from: board.play(jump, in: position), limits: limits)
                stats.add(child.stats)
                let name = board.name(of: jump)
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
        report(try PuzzleFewest.solve(game.puzzle, from: position, limits: limits, memoBytes: memoBytes), fewest: true)
    }

    public func value(limits: SearchLimits) throws(SearchStop) -> Value {
        let result = try find(from: position, limits: limits)
        return result.solution.map { Value(.win, in: $0.count) } ?? Value(.loss, in: 0)
    }

    /// The report of a search's result: moves grouped, the board at the end.
    private func report(_ result: PuzzleResult<JumpMove>, fewest: Bool) -> SolveReport {
        let jumps = result.solution ?? []
        let moves = board.moves(grouping: jumps).map { board.name(ofMove: $0) }
        let end = jumps.reduce(position) { board.play($1, in: $0) }
        let summary = PuzzleSummary(goal: game.goalText, moves: moves, jumps: jumps.count, solved: result.isSolved,
            fewest: fewest && result.isSolved, finalDiagram: game.diagram(end), reason: result.reason, stats: result.stats)
        let steps = jumps.map { SolveReport.Step(player: .x, move: board.name(of: $0), isFork: false) }
        return SolveReport(game: game.name, toMove: .x,
            value: result.isSolved ? Value(.win, in: jumps.count) : Value(.loss, in: 0),
            best: jumps.first.map { [board.name(of: $0)] } ?? [], principalVariation: steps, moveValues: [],
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
        .boards(PuzzleCount.counted(game.puzzle, from: position, limit: min(limit, memory / Self.bytesPerCountedKey), limits: limits))
    }
}

extension PuzzleStats {
    /// Adds another search's counters.
    public mutating func add(_ other: PuzzleStats) {
        nodes += other.nodes
        memoHits += other.memoHits
        pruned += other.pruned
        deadStored += other.deadStored
        seconds += other.seconds
    }
}
