import Boards
import Search

/// `Play` for one concrete game: the only place a session touches generic game code, so the
/// solver is specialized for the family.
public final class GamePlay<G: Notation>: Play {
    public let game: G
    private var moves: PlayHistory<G.Position, G.Move>
    var base: G.Position { moves.base }
    var position: G.Position { moves.position }
    private let tableBytes: Int
    private let makeSearch: (G, Int) -> any PositionSearch<G.Position, G.Move>
    /// `outcome`'s proof-number search: `ProofNumberSearch.run`, passed by the family so that it
    /// is compiled for the family's game type (called from this generic class it would not be).
    let prover: Prover
    public typealias Prover = (G, G.Position, Int, SearchLimits) throws(SearchStop) -> ProofNumberSearch<G>.Answer
    /// Made at the first search, so that choosing a game costs no table.
    private var madeSearch: (any PositionSearch<G.Position, G.Move>)?
    private var search: any PositionSearch<G.Position, G.Move> {
        if let madeSearch { return madeSearch }
        let made = configured(makeSearch(game, tableBytes))
        madeSearch = made
        return made
    }
    /// The playouts and seed of the playout search, where the game's search has one.
    private var playouts = (count: PlayoutSettings.defaultPlayouts, seed: UInt64(1), alone: false)
    let forkFinder: ((G.Position) -> [G.Move])?
    private let threatFinder: ((G.Position, Player) -> [(cell: Square, playable: Bool)])?
    private let lineFinder: ((G.Position) -> [[Square]])?
    let handCounter: ((G.Position) -> PiecesInHand)?
    public let scoreIsMargin: Bool
    /// Where the board does not tell the hands: the position with other hands, or why not.
    private let handSetter: ((G.Position, PiecesInHand) -> Result<G.Position, BoardError>)?
    public var handsUntold: Bool { handSetter != nil }
    public var baseHands: PiecesInHand? { handSetter == nil || base == game.start ? nil : handCounter?(base) }
    /// The rules make a repeated position a draw: a game that comes back to a position it has been
    /// in is over, drawn.
    let repetitionDraws: Bool
    /// How a picture draws the board.
    private let style: any BoardStyle

    public init(game: G, style: any BoardStyle, tableBytes: Int, search: @escaping (G, Int) -> any PositionSearch<G.Position, G.Move>,
        forks: ((G.Position) -> [G.Move])?, threats: ((G.Position, Player) -> [(cell: Square, playable: Bool)])?,
        lines: ((G.Position) -> [[Square]])? = nil, scoreIsMargin: Bool = false, repetitionDraws: Bool = false,
        hands: ((G.Position) -> PiecesInHand)? = nil, prover: Prover? = nil,
        handSetter: ((G.Position, PiecesInHand) -> Result<G.Position, BoardError>)? = nil) {
        self.handSetter = handSetter
        self.scoreIsMargin = scoreIsMargin
        self.repetitionDraws = repetitionDraws
        self.game = game
        makeSearch = search
        // Not `prover ?? ProofNumberSearch<G>.run`: Swift 6.3.1 crashes lowering that autoclosure.
        if let prover { self.prover = prover } else { self.prover = ProofNumberSearch<G>.run }
        moves = PlayHistory(start: game.start) { move, position in game.play(move, in: position) }
        self.tableBytes = tableBytes
        forkFinder = forks
        threatFinder = threats
        lineFinder = lines
        handCounter = hands
        self.style = style
    }

    public var gameName: String { game.name }
    public var sideToMove: Player { game.sideToMove(position) }
    public var result: Outcome? {
        if let result = game.result(position) { return result }
        return repetitionDraws && moves.repeated(equal: ==) ? .draw : nil
    }
    public var cells: [[Character]] { game.cells(position) }
    public var diagram: [String] { game.diagram(position) }
    public var ruleSentences: [String] { game.ruleSentences }
    public var history: [String] { moves.played.map { game.moveName($0) } }
    public var baseBoard: (rows: [String], toMove: Player?)? {
        guard base != game.start else { return nil }
        return (PositionText.rows(game.cells(base)), game.sideToMove(base))
    }
    public var hasForks: Bool { forkFinder != nil }
    public var completedLines: [[String]] { lineFinder?(position).map { $0.map(\.description) } ?? [] }
    public var inHand: PiecesInHand? { handCounter?(position) }
    public var sketch: BoardSketch { .grid(game.cells(position), style: style) }

    public func sketches(along moves: [String]) -> [BoardSketch] {
        var walk = position
        var boards: [BoardSketch] = []
        for text in moves {
            guard case .success(let move) = game.parseMove(text, in: walk) else { break }
            walk = game.play(move, in: walk)
            boards.append(.grid(game.cells(walk), style: style))
        }
        return boards
    }

    public func setBoard(_ board: DrawnBoard) -> BoardError? {
        switch game.position(cells: board.cells) {
        case .success(let drawn):
            rebase(drawn)
            return nil
        case .failure(let error):
            return error
        }
    }

    public func setMover(_ player: Player) -> BoardError? {
        switch game.withMover(player, position) {
        case .success(let changed):
            rebase(changed)
            return nil
        case .failure(let error):
            return error
        }
    }

    public func setHands(_ hands: PiecesInHand) -> BoardError? {
        guard let handSetter else { return handsToldError }
        switch handSetter(position, hands) {
        case .success(let changed):
            rebase(changed)
            return nil
        case .failure(let error):
            return error
        }
    }

    private func rebase(_ start: G.Position) { moves.rebase(start) }

    public func reset() { rebase(base) }

    public func restart() { rebase(game.start) }

    public func split(_ word: String) -> [String] { game.splitMoves(word) }

    public func playAll(_ texts: [String], fromStart: Bool) -> (Int, MoveError)? {
        moves.playAll(texts, fromStart: fromStart) { text, walk in game.parseMove(text, in: walk) }
    }

    public func normalize(_ text: String) -> Result<String, MoveError> {
        game.parseMove(text, in: position).map { game.moveName($0) }
    }

    public func undo() -> Bool { moves.undo() }

    public func redo() -> Bool { moves.redo() }

    public func legalMoves() -> [String] { game.legalMoves(position).map { game.moveName($0) } }

    public func explain(_ text: String) -> [String] { game.explain(text, in: position) }

    public func bestMoves(limits: SearchLimits, firstOnly: Bool) throws(SearchStop) -> (value: Value, best: [String], estimateDepth: Int?, playouts: Int?) {
        let found = try search.bestMoves(position, limits: limits, firstOnly: firstOnly)
        // A playout estimate's score is its win rate, which the game's own score must not replace.
        let value = found.playouts != nil && found.estimateDepth != nil ? found.value : scored(found.value)
        return (value, found.best.map { game.moveName($0) }, found.estimateDepth, found.playouts)
    }

    /// The moves valued by the last `solve` with every move, kept when a limit stopped it.
    public private(set) var partialMoveValues: [(move: String, value: Value)] = []

    /// Every move's exact value, one move at a time, each kept as it is found (and named on the
    /// progress line), so that a stop keeps the moves valued before it (`partialMoveValues`).
    private func exactMoveValues(limits: SearchLimits) throws(SearchStop) -> [(move: G.Move, value: Value)] {
        partialMoveValues = []
        var found: [(move: G.Move, value: Value)] = []
        let moves = game.legalMoves(position)
        defer { limits.progress?.stage = "" }
        for move in moves {
            let child = game.play(move, in: position)
            let value = Self.forMover(try search.value(child, limits: limits), again: game.sideToMove(child) == sideToMove)
            found.append((move, value))
            partialMoveValues.append((game.moveName(move), scored(value)))
            // The stage outlasts each search's own note: the progress line shows it until the next.
            limits.progress?.stage = "values: \(found.count) of \(moves.count) moves valued, the last \(game.moveName(move)) \(value)"
        }
        return found
    }

    /// The value of a move for its mover from the value after it: turned round, unless the mover
    /// moves again (a sowing game's extra turn), then the same one ply further.
    static func forMover(_ next: Value, again: Bool) -> Value {
        again ? Value(next.outcome, in: next.remoteness + 1, score: next.score) : next.forMover
    }

    public func solve(limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> SolveReport {
        // Exact values of every move first, each kept as found; estimates come from one search
        // of every move at once (`search.solve`), as the family estimates them, and retrograde
        // analysis (positions that repeat) values every move in its one pass over the positions.
        partialMoveValues = []
        let exactValues = allMoves && !repetitionDraws && !search.onlyEstimates(position, limits: limits)
            && game.result(position) == nil
        let values = exactValues ? try exactMoveValues(limits: limits) : []
        var solution = try search.solve(position, limits: limits, allMoves: allMoves && !exactValues)
        if exactValues { solution.moveValues = values }
        var steps: [SolveReport.Step] = []
        var walk = position
        for move in solution.principalVariation {
            let fork = forkFinder.map { $0(walk).contains(move) } ?? false
            steps.append(.init(player: game.sideToMove(walk), move: game.moveName(move), isFork: fork))
            walk = game.play(move, in: walk)
        }
        // A playout estimate's scores are win rates, which the game's own score must not replace.
        let rates = solution.playouts != nil && solution.estimateDepth != nil
        var report = SolveReport(
            game: game.name, toMove: sideToMove, value: rates ? solution.value : scored(solution.value),
            best: solution.best.map { game.moveName($0) }, principalVariation: steps,
            moveValues: solution.moveValues.map { (game.moveName($0.move), rates ? $0.value : scored($0.value)) },
            stats: solution.stats, estimateDepth: solution.estimateDepth)
        report.playouts = solution.playouts
        return report
    }

    public func value(limits: SearchLimits) throws(SearchStop) -> Value {
        scored(try search.value(position, limits: limits))
    }

    /// The value with the game's score, where it has one; remoteness counts from this position.
    func scored(_ value: Value) -> Value {
        var value = value
        value.score = game.score(of: value, at: position)
        return value
    }

    public func setPlayouts(_ count: Int, seed: UInt64, alone: Bool) {
        playouts = (count, seed, alone)
        // A search not made yet takes the settings when it is.
        if let madeSearch { _ = configured(madeSearch) }
    }

    /// `search`, with the playout settings where it takes them.
    private func configured(_ search: any PositionSearch<G.Position, G.Move>) -> any PositionSearch<G.Position, G.Move> {
        if let playing = search as? any PlayoutConfigurable {
            playing.playoutSettings.playouts = max(1, playouts.count)
            playing.playoutSettings.seed = playouts.seed
            playing.playoutSettings.alone = playouts.alone
        }
        return search
    }

    public func onlyEstimates(limits: SearchLimits) -> Bool { search.onlyEstimates(position, limits: limits) }

    public var searchStats: SearchStats { search.stats }

    public func clearTable() { search.clearTable() }

    public func useBook(_ on: Bool) { search.useBook(on) }

    public func threats() -> [ThreatList] {
        guard let threatFinder else { return [] }
        return [Player.x, .o].map { player in
            let found = threatFinder(position, player)
            return ThreatList(player: player, cells: found.map(\.cell.description),
                playable: found.filter(\.playable).map(\.cell.description))
        }
    }

    public func forks() -> [String] { (forkFinder?(position) ?? []).map { game.moveName($0) } }

    public func isFork(_ text: String) -> Bool {
        guard case .success(let move) = game.parseMove(text, in: position) else { return false }
        return forkFinder?(position).contains(move) ?? false
    }

    public func count(limit: Int, memory: Int, limits: SearchLimits) throws(SearchStop) -> Tally {
        .positions(search.count(position, limit: limit, memory: memory, limits: limits))
    }

    /// How many positions a position's class under the board's symmetries holds, where the game
    /// has symmetries: a census stores one position a class.
    var orbit: ((G.Position) -> Int)? {
        let symmetric = (game as? any Symmetric<G.Position>).flatMap { $0.symmetryCount > 1 ? $0 : nil }
        return symmetric.map { symmetric in { position in symmetric.orbitSize(of: position) } }
    }

    public func census(memory: Int, limits: SearchLimits, keep: Bool) throws(SearchStop) -> CensusCount {
        var census = try Census.run(game, from: position, orbit: orbit, memory: memory, limits: limits, keep: keep)
        census.nimber = try startNimber(memory: memory, limits: limits)
        return census
    }

    public var countBound: Double? { game.reachableBound(from: position) }
    public var countBytesPerPosition: Int? { Enumeration.bytesPerPosition(of: G.self) }
}
