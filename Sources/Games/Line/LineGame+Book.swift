import Boards

extension LineGame: OpeningBookCapable {
    public static var bookShape: String {
        "a Connect 4 shaped game (gravity, four in a row, at most 9 wide and width x (height + 1) <= \(DropBoard.maxKeyBits))"
    }

    public var hasShippedBook: Bool { DropSearch.board(for: self).map(DropBook.ships(for:)) ?? false }

    /// A book of `DropSolver`'s scores, for the Connect 4 shaped rule sets it takes.
    public func bookMaker(tableBytes: Int?, threads: Int) -> (any OpeningBookMaker)? {
        guard let board = DropSearch.board(for: self), board.width <= 9 else { return nil }
        return DropBookMaker(solver: DropSolver(board: board, tableBytes: tableBytes ?? DropTable.defaultBytes, threads: threads))
    }
}

/// The opening book of a Connect 4 shaped board: `DropBookBuilder` over `DropSolver`.
final class DropBookMaker: OpeningBookMaker {
    let solver: DropSolver

    init(solver: DropSolver) { self.solver = solver }

    var boardKey: String { "board \(solver.board.width) x \(solver.board.height)" }

    var limits: SearchLimits {
        get { solver.limits }
        set { solver.limits = newValue }
    }

    func countEvery(plies: Int) -> Int { DropBookBuilder.countEvery(board: solver.board, plies: plies) }

    func builder(plies: Int, side: Int?, known: String, shared: (any SharedBookScores)?,
        emit: @escaping (String, Int) -> Void) throws(OpeningBookFault) -> any OpeningBookBuilder
    {
        let book = known.isEmpty ? nil : try DropBook(board: solver.board, text: known)
        return DropBookBuilder(solver: solver, plies: plies, scope: side.map { .lines(side: $0) } ?? .every,
            known: book, shared: shared, emit: emit)
    }
}

extension DropBookBuilder: OpeningBookBuilder {}
