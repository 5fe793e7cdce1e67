import Boards
import Search

/// The benchmark of scored position sets (Pascal Pons' `moves score` lines): each position is
/// set up from the game's start, its exact value found, and its score checked.
public struct PositionBench {
    /// One line of a set: the moves from the start and the published score.
    public struct Case: Sendable {
        public var line: Int
        public var moves: String
        public var score: Int
    }

    /// What one position gave.
    public struct Outcome: Sendable {
        public var line: Int
        public var moves: String
        public var expected: Int
        /// The score found, or `nil` when the position could not be set up or searched.
        public var found: Int?
        public var nodes: UInt64
        public var seconds: Double
        public var problem: String?

        public var matches: Bool { found == expected }
    }

    /// Reads `moves score` lines (`-` for no moves); blank lines and `#` comments are skipped. Returns the cases and
    /// the lines that could not be read.
    public static func cases(from text: String) -> (cases: [Case], unreadable: [Int]) {
        var cases: [Case] = []
        var unreadable: [Int] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if words.isEmpty { continue }
            guard words.count == 2, let score = Int(words[1]) else {
                unreadable.append(index + 1)
                continue
            }
            cases.append(Case(line: index + 1, moves: String(words[0]), score: score))
        }
        return (cases, unreadable)
    }

    let session: Session
    let freshTable: Bool

    /// A bench on the game `game` of a session; `freshTable` clears the table before each position
    /// (as the public figures were measured); otherwise it keeps what it learned across the set.
    public init(session: Session, freshTable: Bool) {
        self.session = session
        self.freshTable = freshTable
    }

    /// Solves one case in the session's current game.
    public func run(_ item: Case) -> Outcome {
        let play = session.play
        var outcome = Outcome(line: item.line, moves: item.moves, expected: item.score, found: nil, nodes: 0, seconds: 0)
        play.restart()
        // `-`: no moves (the empty board, as opening books write it).
        if item.moves != "-", let (_, error) = play.playAll(play.split(item.moves), fromStart: true) {
            outcome.problem = error.message
            return outcome
        }
        if freshTable { play.clearTable() }
        let before = play.searchStats.nodes
        let clock = ContinuousClock.now
        do {
            let value = try play.value(limits: session.options.limits)
            outcome.found = value.score
            if value.score == nil { outcome.problem = "\(play.gameName) has no score" }
        } catch {
            outcome.problem = "search stopped: \(error)"
        }
        outcome.seconds = (ContinuousClock.now - clock).seconds
        outcome.nodes = play.searchStats.nodes - before
        return outcome
    }
}
