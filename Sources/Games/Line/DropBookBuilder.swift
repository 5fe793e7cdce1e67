import Boards

/// Makes an opening book (`DropBook`) with `DropSolver`: every position of up to `plies` stones,
/// or only the lines where one side plays a best move against every reply.
///
/// Work goes depth first (consecutive positions share most of their subtrees in the solver's
/// table); each new entry is handed to `emit` as soon as it is solved, so a build that is killed
/// loses at most the position in progress, and one started again with the entries already made
/// (`known`) skips them. With `shared` scores, builders on many machines split the positions:
/// one claimed by another builder is passed by and taken up again after the walk (a book of
/// every position), or waited for (a book of lines, whose walk follows the scores).
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
    /// Entries of the book given (`known`).
    public let given: Int
    /// Entries read from the shared scores (solved by other builders).
    public private(set) var fromShared = 0
    /// Where other builders keep their scores and claims, if anywhere.
    public let shared: SharedBookScores?
    /// Draws this builder's order of walking (with `shared` scores only).
    private let walkSeed = UInt64.random(in: .min ... .max)
    /// Positions passed by because another builder held their claim.
    private var passed: [(moves: String, current: UInt64, mask: UInt64)] = []
    private let emit: (String, Int) -> Void

    /// `known`: the book made so far, if any (its entries are not solved again); `shared`: the
    /// scores and claims of builders working on the same book elsewhere; `emit` receives each
    /// new entry (solved here or read from `shared`).
    public init(solver: DropSolver, plies: Int, scope: Scope, known: DropBook?, shared: SharedBookScores? = nil,
        emit: @escaping (String, Int) -> Void) {
        self.shared = shared
        self.solver = solver
        self.plies = plies
        self.scope = scope
        self.emit = emit
        scores = known?.scores.mapValues(Int.init) ?? [:]
        given = known?.count ?? 0
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
        // The positions other builders were solving: answered from the shared scores once they
        // are there, or solved here once their claim lapses; a pause between rounds.
        var backoff = Backoff()
        while !passed.isEmpty {
            try backoff.wait(solver.limits)
            let round = passed
            passed = []
            for position in round { _ = try scoreOf(position.moves, position.current, position.mask, wait: false) }
        }
    }

    private func visit(_ moves: String, _ current: UInt64, _ mask: UInt64) throws(SearchStop) {
        let board = solver.board
        // A book of lines needs this score to choose what to follow: it waits for it.
        let score = try scoreOf(moves, current, mask, wait: scope != .every)
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
            for child in children where try -(scoreOf(child.moves, child.current, child.mask, wait: true) ?? 0) == score {
                followed = followed ?? child
            }
            if let followed { try visit(followed.moves, followed.current, followed.mask) }
        } else {
            if shared != nil, scope == .every, !children.isEmpty {
                // Builders sharing the work walk the tree in orders of their own (a rotation of
                // the children, drawn per builder and position), so that each works through a
                // subtree of its own, whose positions share their search in its table, instead
                // of all taking turns down the same path. Not in a book of lines: which line it
                // follows from a position with a mirror twin depends on which twin the walk
                // meets first, so every builder of it walks in the one order.
                let turn = Int(mix64(walkSeed, board.canonicalKey(current, mask).key) % UInt64(children.count))
                children = Array(children[turn...] + children[..<turn])
            }
            for child in children { try visit(child.moves, child.current, child.mask) }
        }
    }

    /// The score from the entries made, or from the shared scores, or solved (and stored there);
    /// each new entry emitted. `nil` when another builder holds the position's claim and
    /// `wait` is false: the position is kept for after the walk.
    private func scoreOf(_ moves: String, _ current: UInt64, _ mask: UInt64, wait: Bool) throws(SearchStop) -> Int? {
        let key = solver.board.canonicalKey(current, mask).key
        if let score = scores[key] {
            reused += 1
            return score
        }
        if let shared {
            var backoff = Backoff()
            while true {
                if let score = shared.score(key: key) {
                    scores[key] = score
                    fromShared += 1
                    emit(moves, score)
                    return score
                }
                if shared.claim(key: key) { break }
                guard wait else {
                    passed.append((moves, current, mask))
                    return nil
                }
                try backoff.wait(solver.limits)
            }
        }
        let score: Int
        do {
            score = try solver.score(current: current, mask: mask)
        } catch {
            shared?.release(key: key)
            throw error
        }
        shared?.store(key: key, score: score)
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
