import Boards

/// A rule set compiled into its family's game: what `game NAME` selects, and the one place where
/// a family's concrete types meet the session (type erasure happens here, once).
public protocol RuleGame: Sendable {
    /// The rule set's name.
    var name: String { get }

    /// A fresh game in progress at the start, with its own solver and table. `threads`: how many
    /// a search may use, where the family's solver can; `book`: whether an opening book, where
    /// there is one, answers first.
    func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play

    /// The memory a play reserves when `tableBytes` are asked for its table: the table itself
    /// (which a family may round), and any search tables the family builds beside it.
    func playCost(tableBytes: Int) -> Int

    /// The table size a play gets when the user names none (`--table-mb`), chosen by measurement
    /// for the family's solver.
    var defaultTableBytes: Int { get }

    /// The largest table worth its memory: one slot for every position the game can reach,
    /// where the rules bound them (tic-tac-toe's 19,683 board fillings need no 64 MiB).
    var usefulTableBytes: Int { get }

    /// The problems `GameContract` finds along `playouts` seeded random playouts (none when the
    /// game keeps the contract every family keeps). Two-player games that speak `Notation` and
    /// `Symmetric` get it without a line; a puzzle family gives it (`GameContract.puzzleProblems`).
    func contractProblems(playouts: Int, _ random: inout SplitMix64) -> [String]
}

extension RuleGame {
    /// 64 MiB unless the family's solver measured better with another size.
    public var defaultTableBytes: Int { 64 << 20 }
    public var usefulTableBytes: Int { .max }
}

/// A rule family: the word that names it after `family` in a rule file, the keys it reads and
/// the compiler that turns a rule set's entries into its `RuleGame`. Everything else a family
/// needs (position, moves, notation, explain, symmetries, solver, picture, benchmark) lives in
/// its folder beside this conformance.
protocol Family {
    /// The word after `family`: `line`, `flank`, `jump`.
    static var name: String { get }
    /// The keys its rule sets may use (as its errors list them).
    static var keys: [String] { get }
    /// The keys it brings to the language, with their help: the parser accepts them and `help`
    /// explains them. Shared keys come ready-made (`RuleKeyHelp.first`, `.start`, `.shape`, `.goal`);
    /// `family`, `extends`, `title` and the `board` statement need no mention.
    static var vocabulary: RuleVocabulary { get }
    /// The rule set `name` compiled from its entries (its own and those it extends, in order).
    static func compile(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> any RuleGame
    /// One or more rule sets (`rules "conformance-..."`) of the family defined as a user would,
    /// beside the built-in ones: the conformance tests check the contract over them.
    static var conformanceVariants: String { get }
    /// The types its compiler makes: where the family's tools (the optional capabilities in
    /// `Tools/`) are found when no rule set is at hand.
    static var gameTypes: [any RuleGame.Type] { get }
}

/// The families the tool knows. Adding a family is its folder and one line here.
public enum Families {
    static var all: [any Family.Type] { [LineVariant.self, FlankVariant.self, JumpVariant.self, BlockCompiler.self, SowVariant.self] }

    /// Every rule key the parser accepts, with its help: `family` and `extends`, each family's keys
    /// in the order of `all` (a key several read listed once), then `title`. The session parses
    /// with it.
    public static let vocabulary: RuleVocabulary = all.reduce(RuleVocabulary([.family, .extends])) {
        $0.merging($1.vocabulary)
    }.merging(RuleVocabulary([.title]))

    /// Every family's conformance variants, one text (rule sets separated by blank lines).
    public static var conformanceVariants: String { all.map { $0.conformanceVariants }.joined(separator: "\n\n") }

    /// The family called `word` among `families` (the registered ones unless told), if there is one.
    static func named(_ word: String, in families: [any Family.Type] = all) -> (any Family.Type)? {
        families.first { $0.name == word }
    }

    /// The words that name the families, in the order of `all`.
    public static var words: [String] { all.map { $0.name } }

    /// The family names as a list for messages: "line, flank or jump".
    static var names: String { names(of: all) }

    /// The names of `families` as a list for messages, in their order.
    static func names(of families: [any Family.Type]) -> String {
        let words = families.map { $0.name }
        return words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }
}
