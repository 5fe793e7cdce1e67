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
    /// The name given by the last `position` statement, while the position is of the game it
    /// was given in: a `game` that changes the game starts an unnamed position.
    public internal(set) var positionName: String?
    /// The game the position's name belongs to: the first chosen or played in after `position`.
    var positionGame: String?
    var play: Play
    /// The games chosen so far in this session, by name, each with its solver and table, so that
    /// what a table learned serves the next position of the same game.
    var plays: [String: Play] = [:]
    /// What each game in `plays` reserved in the memory budget, and their order of use, least
    /// recent first (`Session+Plays`).
    var playCosts: [String: Int] = [:]
    /// The table size each game in `plays` got (the default or `--table-mb`, halved while the
    /// budget had no room).
    var playTables: [String: Int] = [:]
    var playOrder: [String] = []
    /// The census last read from (or kept in) the results database, under its key (`storedCensus`).
    var censusRead: (key: String, values: CensusValues)?
    /// The census keys looked up in vain (none kept, unreadable, or no room to hold it): not
    /// looked up again in this session, so that each position costs no more reads.
    var censusesMissing: Set<String> = []
    /// A rule definition being written: `rules "NAME"` and the key lines after it.
    var draft: RuleDraft?
    /// The files being loaded or run inside each other, outermost first (as
    /// `SourceFiles.canonical` writes them), to refuse a file that loads or runs itself and a
    /// chain too deep.
    var loading: [String] = []
    /// The file a run of the session started with (`analyze run FILE`, `analyze check FILE`), as
    /// `SourceFiles.canonical` writes it: a script that runs it again is running itself.
    var runningFile: String?
    /// True while lines typed one by one run (`Session.run` with `finishing: false`): each rule
    /// key is then checked as it comes, not only when its definition ends.
    var checksKeysAsTyped = false
    /// The folder of the file being run, where a confined session's loads must stay.
    var scriptFolder: String?
    /// True while `init` loads the `--rules` files, which the user named and so may be anywhere.
    var startingUp = false
    /// How many rule sets came from the built-in rule files: `rules.order` holds them first.
    var builtinCount = 0
    /// True in the session that reads the built-in rule files: any other statement is refused.
    private(set) var acceptsRulesOnly = false
    /// Where a statement says something before its answer (a note ahead of a long count): set
    /// by `run` while a statement runs; nil otherwise, and the note is dropped.
    var announce: ((String) -> Void)?
    /// The sides the tool answers for after each move (`engine`).
    var engine = EngineSides.off
    /// With `engine ... --seed N`: picks among equally good moves.
    var engineChoice: SeededChoice?

    public init(options: SessionOptions = SessionOptions()) {
        self.options = options
        // Searches publish there what they prove, which a stopped `solve` reports: every session
        // has one, drawn on a progress line or not.
        if options.progress == nil { self.options.progress = SearchProgress() }
        let (book, problems) = Self.builtinRules
        rules = book
        builtinCount = book.order.count
        startupProblems = problems
        play = EmptyPlay()
        let starting: (any RuleGame)? = book.first((any StartingGame).self) { $0.startsSessions }
        let fallback = starting ?? book.names.first.flatMap { book.game(named: $0) }
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

    deinit {
        releaseAllPlays()
        if let censusRead { options.budget.release(censusRead.values.bytesHeld) }
    }

    /// The name of the game in play.
    public var gameName: String { play.gameName }

    /// The side to move in the current position.
    public var sideToMove: Player { play.sideToMove }

    /// The moves played since the position's start.
    public var history: [String] { play.history }

    /// The legal moves now, as written (for completion).
    public var legalMoves: [String] { play.legalMoves() }

    /// The built-in rule files compiled, and their problems (none unless the package is broken):
    /// parsed once per process, at the first session's start, and shared by every session after.
    /// They run through the same loop as any script, in a session that takes rule definitions only.
    static let builtinRules = compileRuleFiles(BuiltinRules.files)

    /// The rule sets of `files`, run in order in a session that takes rule definitions only, and
    /// every problem found (any statement but a rule definition is one).
    static func compileRuleFiles(_ files: [(name: String, text: String)]) -> (book: RuleBook, problems: [Diagnostic]) {
        let loader = Session(rulesOnly: ())
        var problems: [Diagnostic] = []
        for file in files {
            loader.run(Parser.parse(file.text, file: file.name, rules: Families.vocabulary), file: file.name) { event in
                if case .error(let problem) = event { problems.append(problem) }
            }
        }
        return (loader.rules, problems)
    }

    /// A session with no rule sets that runs rule definitions only: the built-in files' loader.
    private init(rulesOnly: Void) {
        options = SessionOptions()
        play = EmptyPlay()
        acceptsRulesOnly = true
    }
}
