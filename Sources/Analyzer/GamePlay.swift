import Boards
import Games
import Search

/// `Play` for one concrete game: the only place a session touches generic game code, so the
/// solver is specialized for the family.
final class GamePlay<G: Notation>: Play {
    let game: G
    private(set) var base: G.Position
    private(set) var position: G.Position
    private var played: [G.Move] = []
    private var undone: [G.Move] = []
    private let tableBytes: Int
    private let makeSearch: (G, Int) -> any PositionSearch<G.Position, G.Move>
    /// Made at the first search, so that choosing a game costs no table.
    private lazy var search = makeSearch(game, tableBytes)
    private let forkFinder: ((G.Position) -> [G.Move])?
    private let threatFinder: ((G.Position, Player) -> [(cell: Square, playable: Bool)])?
    let scoreIsMargin: Bool
    /// How a picture draws the board.
    private let style: BoardSketch.Style

    init(game: G, style: BoardSketch.Style, tableBytes: Int, search: @escaping (G, Int) -> any PositionSearch<G.Position, G.Move>,
        forks: ((G.Position) -> [G.Move])?, threats: ((G.Position, Player) -> [(cell: Square, playable: Bool)])?,
        scoreIsMargin: Bool = false) {
        self.scoreIsMargin = scoreIsMargin
        self.game = game
        makeSearch = search
        base = game.start
        position = game.start
        self.tableBytes = tableBytes
        forkFinder = forks
        threatFinder = threats
        self.style = style
    }

    var gameName: String { game.name }
    var sideToMove: Player { game.sideToMove(position) }
    var result: Outcome? { game.result(position) }
    var cells: [[Character]] { game.cells(position) }
    var diagram: [String] { game.diagram(position) }
    var ruleSentences: [String] { game.ruleSentences }
    var history: [String] { played.map { game.moveName($0) } }
    var baseBoard: (rows: [String], toMove: Player?)? {
        guard base != game.start else { return nil }
        return (game.cells(base).map { $0.map(String.init).joined(separator: " ") }, game.sideToMove(base))
    }
    var hasForks: Bool { forkFinder != nil }
    var sketch: BoardSketch { .grid(game.cells(position), style: style) }

    func sketches(along moves: [String]) -> [BoardSketch] {
        var walk = position
        var boards: [BoardSketch] = []
        for text in moves {
            guard case .success(let move) = game.parseMove(text, in: walk) else { break }
            walk = game.play(move, in: walk)
            boards.append(.grid(game.cells(walk), style: style))
        }
        return boards
    }

    func setBoard(_ board: BoardText) -> BoardError? {
        switch game.position(cells: board.cells) {
        case .success(let drawn):
            rebase(drawn)
            return nil
        case .failure(let error):
            return error
        }
    }

    func setMover(_ player: Player) -> BoardError? {
        switch game.withMover(player, position) {
        case .success(let changed):
            rebase(changed)
            return nil
        case .failure(let error):
            return error
        }
    }

    private func rebase(_ start: G.Position) {
        base = start
        position = start
        played = []
        undone = []
    }

    func reset() { rebase(base) }

    func restart() { rebase(game.start) }

    func split(_ word: String) -> [String] { game.splitMoves(word) }

    func playAll(_ texts: [String], fromStart: Bool) -> (Int, MoveError)? {
        var walk = fromStart ? base : position
        var moves: [G.Move] = fromStart ? [] : played
        for (index, text) in texts.enumerated() {
            switch game.parseMove(text, in: walk) {
            case .success(let move):
                walk = game.play(move, in: walk)
                moves.append(move)
            case .failure(let error):
                return (index, error)
            }
        }
        position = walk
        played = moves
        undone = []
        return nil
    }

    func normalize(_ text: String) -> Result<String, MoveError> {
        game.parseMove(text, in: position).map { game.moveName($0) }
    }

    func undo() -> Bool {
        guard let last = played.popLast() else { return false }
        undone.append(last)
        replay()
        return true
    }

    func redo() -> Bool {
        guard let next = undone.popLast() else { return false }
        position = game.play(next, in: position)
        played.append(next)
        return true
    }

    private func replay() {
        position = played.reduce(base) { game.play($1, in: $0) }
    }

    func legalMoves() -> [String] { game.legalMoves(position).map { game.moveName($0) } }

    func explain(_ text: String) -> [String] { game.explain(text, in: position) }

    func solve(limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> SolveReport {
        let solution = try search.solve(position, limits: limits, allMoves: allMoves)
        var steps: [SolveReport.Step] = []
        var walk = position
        for move in solution.principalVariation {
            let fork = forkFinder.map { $0(walk).contains(move) } ?? false
            steps.append(.init(player: game.sideToMove(walk), move: game.moveName(move), isFork: fork))
            walk = game.play(move, in: walk)
        }
        return SolveReport(
            game: game.name, toMove: sideToMove, value: scored(solution.value),
            best: solution.best.map { game.moveName($0) }, principalVariation: steps,
            moveValues: solution.moveValues.map { (game.moveName($0.move), scored($0.value)) }, stats: solution.stats)
    }

    func value(limits: SearchLimits) throws(SearchStop) -> Value {
        scored(try search.value(position, limits: limits))
    }

    /// The value with the game's score, where it has one; remoteness counts from this position.
    private func scored(_ value: Value) -> Value {
        var value = value
        value.score = game.score(of: value, at: position)
        return value
    }

    var searchStats: SearchStats { search.stats }

    func clearTable() { search.clearTable() }

    func useBook(_ on: Bool) { search.useBook(on) }

    func threats() -> [ThreatList] {
        guard let threatFinder else { return [] }
        return [Player.x, .o].map { player in
            let found = threatFinder(position, player)
            return ThreatList(player: player, cells: found.map(\.cell.description),
                playable: found.filter(\.playable).map(\.cell.description))
        }
    }

    func forks() -> [String] { (forkFinder?(position) ?? []).map { game.moveName($0) } }

    func isFork(_ text: String) -> Bool {
        guard case .success(let move) = game.parseMove(text, in: position) else { return false }
        return forkFinder?(position).contains(move) ?? false
    }

    func count(limit: Int, limits: SearchLimits) throws(SearchStop) -> Reply {
        .count(try search.count(position, limit: limit, limits: limits))
    }
}

extension CompiledGame {
    /// A fresh game in progress at the start, with its own solver and table.
    /// `threads`: how many a search may use, where the family's solver can (Connect 4); `book`:
    /// whether an opening book, where there is one, answers first.
    func makePlay(tableBytes: Int, threads: Int = 1, book: Bool = true) -> Play {
        switch self {
        case .line(let game):
            GamePlay(game: game, style: game.rules.gravity ? .drops : .marks, tableBytes: tableBytes,
                search: { game, bytes in game.makeSearch(tableBytes: bytes, threads: threads, book: book) },
                forks: { Forks.forks(in: $0, of: game) }, threats: { game.threats($0, for: $1) })
        case .flank(let game):
            GamePlay(game: game, style: .discs, tableBytes: tableBytes, search: { FlankSearch(game: $0, tableBytes: $1) },
                forks: nil, threats: nil, scoreIsMargin: true)
        case .jump(let game):
            JumpPlay(game: game, memoBytes: tableBytes)
        }
    }
}
