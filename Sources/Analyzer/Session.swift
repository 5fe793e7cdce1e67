import Boards
import Games
import Language
import Search

/// The state of one analysis session: the rule sets known, the game in play with its position and
/// move history, the name of the current position, and a rule definition being written. Every
/// statement is a method call that returns a `Reply` or a `Diagnostic`; nothing here touches a
/// terminal.
public final class Session {
    public var options: SessionOptions
    /// Every rule set known: the built-in rule files, then those defined or loaded.
    public internal(set) var rules = RuleBook()
    /// Problems in the built-in rule files (empty unless the package is broken).
    public private(set) var startupProblems: [Diagnostic] = []
    /// The name given by the last `position` statement.
    public internal(set) var positionName: String?
    var play: Play
    /// The games chosen so far in this session, by name, each with its solver and table, so that
    /// what a table learned serves the next position of the same game.
    var plays: [String: Play] = [:]
    /// What each game in `plays` reserved in the memory budget, and their order of use, least
    /// recent first (`Session+Plays`).
    var playCosts: [String: Int] = [:]
    var playOrder: [String] = []
    /// A rule definition being written: `rules "NAME"` and the key lines after it.
    var draft: RuleDraft?
    /// The files being loaded, outermost first, to refuse a file that loads itself.
    var loading: [String] = []
    /// True while lines typed one by one run (`Session.run` with `finishing: false`): each rule
    /// key is then checked as it comes, not only when its definition ends.
    var checksKeysAsTyped = false
    /// The folder of the file being run, where a confined session's loads must stay.
    var scriptFolder: String?
    /// True while `init` loads the `--rules` files, which the user named and so may be anywhere.
    var startingUp = false
    /// How many rule sets came from the built-in rule files: `rules.order` holds them first.
    var builtinCount = 0
    /// The sides the tool answers for after each move (`engine`).
    var engine = EngineSides.off
    /// With `engine ... --seed N`: picks among equally good moves.
    var engineChoice: SeededChoice?

    public init(options: SessionOptions = SessionOptions()) {
        self.options = options
        var book = RuleBook()
        var problems: [Diagnostic] = []
        for file in BuiltinRules.files {
            problems += Self.loadRules(file.text, file: file.name, into: &book)
        }
        rules = book
        builtinCount = book.order.count
        startupProblems = problems
        play = EmptyPlay()
        let fallback = book.game(named: "tictactoe") ?? book.names.first.flatMap { book.game(named: $0) }
        if let fallback, let made = makePlay(fallback, name: fallback.name) { play = made }
        startingUp = true
        defer { startingUp = false }
        for path in options.ruleFiles {
            let word = Word(path, at: SourceLocation(file: "--rules", line: 1, column: 1), line: path)
            if case .failure(let problem) = Result(catching: { () throws(Diagnostic) in try load(word, folder: ".") }) {
                startupProblems.append(problem)
            }
        }
    }

    deinit { releaseAllPlays() }

    /// The name of the game in play.
    public var gameName: String { play.gameName }

    /// The side to move in the current position.
    public var sideToMove: Player { play.sideToMove }

    /// The moves played since the position's start.
    public var history: [String] { play.history }

    /// The legal moves now, as written (for completion).
    public var legalMoves: [String] { play.legalMoves() }

    /// Runs the rule definitions of `text` into `book`; used for the built-in rule files.
    static func loadRules(_ text: String, file: String, into book: inout RuleBook) -> [Diagnostic] {
        let parsed = Parser.parse(text, file: file)
        var problems = parsed.diagnostics
        var draft: RuleDraft?
        for statement in parsed.statements {
            switch statement.kind {
            case .rules(let name?):
                if let open = draft { problems += open.finish(into: &book) }
                draft = RuleDraft(name: name, statement: statement)
            case .ruleKey:
                if draft?.add(statement) == nil { problems.append(statement.keyword.error("rule key outside a rule definition")) }
            default:
                problems.append(statement.keyword.error("built-in rule files hold rule definitions only"))
            }
        }
        if let open = draft { problems += open.finish(into: &book) }
        return problems
    }
}

/// A `Play` for the impossible case of a package with no rule files: every command says so.
final class EmptyPlay: Play {
    var gameName: String { "none" }
    var sideToMove: Player { .x }
    var result: Outcome? { nil }
    var cells: [[Character]] { [] }
    var diagram: [String] { ["(no game: the built-in rule files did not load)"] }
    var ruleSentences: [String] { [] }
    var history: [String] { [] }
    var baseBoard: (rows: [String], toMove: Player?)? { nil }
    var hasForks: Bool { false }
    var sketch: BoardSketch { .grid([], style: .marks) }
    func sketches(along moves: [String]) -> [BoardSketch] { [] }
    func setBoard(_ board: BoardText) -> BoardError? { BoardError("no game is chosen; use game NAME") }
    func setMover(_ player: Player) -> BoardError? { BoardError("no game is chosen; use game NAME") }
    func reset() {}
    func restart() {}
    func split(_ word: String) -> [String] { [word] }
    func playAll(_ texts: [String], fromStart: Bool) -> (Int, MoveError)? {
        texts.isEmpty ? nil : (0, MoveError(.illegal, "no game is chosen; use game NAME"))
    }
    func normalize(_ text: String) -> Result<String, MoveError> { .failure(MoveError(.illegal, "no game is chosen")) }
    func undo() -> Bool { false }
    func redo() -> Bool { false }
    func legalMoves() -> [String] { [] }
    func solve(limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> SolveReport { throw .interrupted }
    func value(limits: SearchLimits) throws(SearchStop) -> Value { throw .interrupted }
    var searchStats: SearchStats { SearchStats() }
    func clearTable() {}
    func threats() -> [ThreatList] { [] }
    func explain(_ text: String) -> [String] { ["no game is loaded"] }
    func forks() -> [String] { [] }
    func isFork(_ text: String) -> Bool { false }
    func count(limit: Int, limits: SearchLimits) throws(SearchStop) -> Reply { throw .interrupted }
}
