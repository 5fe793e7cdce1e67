import Boards

/// A rule game whose positions near the start can be solved into an opening book of exact scores
/// (`analyze book build`): the session keeps the book's file and the shared store, the family
/// solves the positions (`OpeningBookMaker`).
public protocol OpeningBookCapable: RuleGame {
    /// The rule sets of the family that take a book, for the message that refuses another.
    static var bookShape: String { get }

    /// True for a rule set the package ships a book for: `book build` makes one for it when no
    /// game is named.
    var hasShippedBook: Bool { get }

    /// A maker of this rule set's book, its table `tableBytes` (the solver's own default when
    /// nil), each search on `threads` threads; nil when the rules take no book.
    func bookMaker(tableBytes: Int?, threads: Int) -> (any OpeningBookMaker)?
}

/// Solves the positions of one rule set's opening book.
public protocol OpeningBookMaker: AnyObject {
    /// The board as the results store keys the book's shared scores: `board 7 x 6`.
    var boardKey: String { get }

    /// The limits of every search of the build; a build whose file fails stops the next search
    /// with a stop flag of its own here.
    var limits: SearchLimits { get set }

    /// The number of positions a book of every position of up to `plies` stones holds (mirror
    /// images once), counted without solving.
    func countEvery(plies: Int) -> Int

    /// The builder of a book of up to `plies` stones: of every position (`side` nil) or of the
    /// lines of one side (0: the first player, 1: the second). `known`: the text of the book made
    /// so far, whose entries are not solved again; `shared`: the scores and claims of builders
    /// working on the same book elsewhere; `emit` receives each new entry (moves and score).
    func builder(plies: Int, side: Int?, known: String, shared: (any SharedBookScores)?,
        emit: @escaping (String, Int) -> Void) throws(OpeningBookFault) -> any OpeningBookBuilder
}

/// A book being built: `build` solves its entries, handing each to the maker's `emit`.
public protocol OpeningBookBuilder: AnyObject {
    /// Entries of the book made so far (`known`), not solved again.
    var given: Int { get }
    /// Positions solved in this run.
    var solved: Int { get }
    /// Entries read from the shared scores (solved by other builders).
    var fromShared: Int { get }
    /// Runs the build; throws when the limits stop it (entries made so far are emitted).
    func build() throws(SearchStop)
}

/// A line of a book being continued that does not read: its number (from 1) and why.
public struct OpeningBookFault: Error, Sendable, Equatable {
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

/// Scores that several book builders share, with the claims that split their work (a results
/// store that many processes use): a builder solves a position only once it holds its claim.
/// Keys are the canonical keys of the family's positions (mirror images one key).
public protocol SharedBookScores: AnyObject {
    /// The score stored for the position, or `nil`.
    func score(key: UInt64) -> Int?
    /// True when this builder may solve the position now (no score, no live claim of another).
    func claim(key: UInt64) -> Bool
    /// Stores a solved score (and gives the claim up).
    func store(key: UInt64, score: Int)
    /// Gives a claim up unsolved (the search stopped).
    func release(key: UInt64)
}
