import Boards

/// Makes an opening book (`DropBook`) with `DropSolver`: every position of up to `plies` stones,
/// or only the lines where one side plays a best move against every reply.
///
/// Work goes depth first (consecutive positions share most of their subtrees in the solver's
/// table); each new entry is handed to `emit` as soon as it is solved, so a build that is killed
/// loses at most the position in progress, and one started again with the entries already made
/// (`known`) skips them.
public final class DropBookBuilder {
    /// Which positions the book holds.
    public enum Scope: Sendable, Equatable {
        /// Every position of up to `plies` stones.
        case every
        /// The book's side (0: the first player, 1: the second) plays one best move (the first
        /// from the centre out) and the other side every move; the book holds every position on
        /// those lines and every reply of the book's side, so that its best move is read, not searched.
        case lines(side: Int)
    }

    public let solver: DropSolver
    public let plies: Int
    public let scope: Scope
    /// Entries made so far, by canonical key: those given and those solved.
    private var scores: [UInt64: Int]
    private var expanded: Set<UInt64> = []
    /// Positions solved in this run, and visits answered from entries already made (given, or
    /// solved earlier in the run: a transposition).
    public private(set) var solved = 0, reused = 0
    private let emit: (String, Int) -> Void

    /// `known`: the book made so far, if any (its entries are not solved again); `emit` receives
    /// each new entry.
    public init(solver: DropSolver, plies: Int, scope: Scope, known: DropBook?, emit: @escaping (String, Int) -> Void) {
        self.solver = solver
        self.plies = plies
        self.scope = scope
        self.emit = emit
        scores = known?.scores.mapValues(Int.init) ?? [:]
    }

    /// The number of positions an `.every` book of `plies` holds (mirror images once), counted
    /// without solving.
    public static func countEvery(board: DropBoard, plies: Int) -> Int {
        var seen: Set<UInt64> = []
        func walk(_ current: UInt64, _ mask: UInt64, _ stones: Int) {
            guard seen.insert(board.canonicalKey(current, mask).key).inserted, stones < plies else { return }
            for column in 0..<board.width {
                guard let child = board.after(column: column, current, mask) else { continue }
                walk(child.current, child.mask, stones + 1)
            }
        }
        walk(0, 0, 0)
        return seen.count
    }

    /// Runs the build; throws when the solver's limits stop it (entries made so far are emitted).
    public func build() throws(SearchStop) {
        try visit("", 0, 0)
    }

    private func visit(_ moves: String, _ current: UInt64, _ mask: UInt64) throws(SearchStop) {
        let board = solver.board
        let score = try scoreOf(moves, current, mask)
        let stones = moves.count
        guard stones < plies, expanded.insert(board.canonicalKey(current, mask).key).inserted else { return }
        var children: [(moves: String, current: UInt64, mask: UInt64)] = []
        for column in Self.centreFirst(board.width) {
            guard let child = board.after(column: column, current, mask) else { continue }
            children.append((moves + String(column + 1), child.current, child.mask))
        }
        if case .lines(let side) = scope, stones % 2 == side {
            // Every reply is stored; the first that keeps the score is followed.
            var followed: (moves: String, current: UInt64, mask: UInt64)?
            for child in children where try -scoreOf(child.moves, child.current, child.mask) == score {
                followed = followed ?? child
            }
            if let followed { try visit(followed.moves, followed.current, followed.mask) }
        } else {
            for child in children { try visit(child.moves, child.current, child.mask) }
        }
    }

    /// The score from the entries made, or solved and emitted.
    private func scoreOf(_ moves: String, _ current: UInt64, _ mask: UInt64) throws(SearchStop) -> Int {
        let key = solver.board.canonicalKey(current, mask).key
        if let score = scores[key] {
            reused += 1
            return score
        }
        let score = try solver.score(current: current, mask: mask)
        scores[key] = score
        solved += 1
        emit(moves, score)
        return score
    }

    /// Columns from the centre out, the left one first on a tie.
    static func centreFirst(_ width: Int) -> [Int] {
        (0..<width).sorted { (abs(2 * $0 - (width - 1)), $0) < (abs(2 * $1 - (width - 1)), $1) }
    }
}
