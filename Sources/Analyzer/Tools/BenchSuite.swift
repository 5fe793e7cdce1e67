import Games

/// The standard benchmark of `analyze bench --suite`, read from a file of its own
/// (`bench/suite.txt`): one entry a line, each a part, a name and what to run, which is what
/// `bench GAME`, `bench --set FILE`, `bench --peg`, `count --values`, `nimber` and `outcome` run, on one thread with a fixed table in a
/// fresh session so that its node count is the same on any machine.
///
///     # part  name            what to run
///     cheap   small-start     game GAME
///     cheap   a-set           set ../shared/bench/SET --game GAME --fresh-table
///     full    a-count         peg "LABEL OF A STEP"
///     cheap   a-census        census GAME
///     cheap   a-nimber        nimber GAME
///     cheap   an-outcome      outcome GAME
///
/// Paths are taken from the repository's root: the folder holding the suite file's folder.
public struct BenchSuite: Sendable {
    /// `cheap`: run by CI on every commit (about a minute in all); `full`: only by `--suite`
    /// without `--cheap`.
    public enum Part: String, Sendable, CaseIterable {
        case cheap
        case full
    }

    /// What an entry runs.
    public enum Work: Sendable, Hashable {
        /// The start of a game solved, as `bench GAME` solves it (`game NAME` and `solve`).
        case game(String)
        /// A set of scored positions solved, as `bench --set FILE` solves it (a path from the root).
        case set(String)
        /// A step of `bench --peg`, by its label.
        case peg(String)
        /// A census of a game from its start (`game NAME` and `count --values`): its nodes are
        /// the positions it stored.
        case census(String)
        /// The nimber of an impartial game's start (`game NAME` and `nimber`): its nodes are the
        /// regions it valued.
        case nimber(String)
        /// Who wins a game's start by proof-number search (`game NAME` and `outcome`): its nodes
        /// are the positions it expanded.
        case outcome(String)
    }

    /// How an entry runs beside its work: the table, the book, rule files, and for a set its
    /// game, its first positions, its chosen positions and whether the table is cleared before
    /// each position.
    public struct Settings: Sendable, Hashable {
        /// The table of each search, in MiB (`--table-mb`).
        public var tableMegabytes = BenchSuite.tableMegabytes
        public var useBook = true
        /// Rule files loaded into the entry's session (`--rules`), paths from the root.
        public var ruleFiles: [String] = []
        /// The game of a 'moves score' set (`--game`); nil for `bench`'s default.
        public var game: String?
        public var limit: Int?
        public var only: String?
        public var freshTable = false

        public init() {}
    }

    /// One line of the suite.
    public struct Entry: Sendable, Hashable {
        public var part: Part
        public var name: String
        public var work: Work
        public var settings: Settings
        /// Its line in the suite file.
        public var line: Int
    }

    /// The table every entry searches with unless it says otherwise, in MiB.
    public static let tableMegabytes = 64

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// The entries a run takes: the cheap part alone, or all of them.
    public func entries(cheapOnly: Bool) -> [Entry] {
        cheapOnly ? entries.filter { $0.part == .cheap } : entries
    }

    /// The repository's root for a suite file at `path`: the folder holding its folder.
    public static func root(of path: String) -> String {
        let folder = SourceFiles.folder(of: path)
        if folder == "." { return ".." }
        // `bench/suite.txt`: the root is `.`; `/x/bench/suite.txt`: `/x`; `/bench/suite.txt`: `/`.
        let parent = SourceFiles.folder(of: folder)
        return parent.isEmpty ? "/" : parent
    }
}
