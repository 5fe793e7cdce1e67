import Boards
import Games
import Language
import Search

extension Session {
    /// The smallest table a game gets when the budget is short; below it, the game is refused.
    static let smallestTable = 1 << 20

    /// What a game's play reserves: its table (a puzzle's dead-board memo, and the search tables
    /// a peg puzzle builds beside it).
    static func cost(of game: any RuleGame, tableBytes: Int) -> Int { game.playCost(tableBytes: tableBytes) }

    /// A new play of `game` with its table reserved in the budget: the table asked (`--table-mb`
    /// or the game's default), no larger than the game can use nor than half the budget, nor than
    /// the system gives (with a note); the session's least recently
    /// used games are dropped to make room (the one in play last: `game` replaces it), and when
    /// that is not enough the table is made smaller, down to `smallestTable`. `nil` when nothing
    /// fits (other sessions of the process hold the budget). Results stay exact with any table
    /// size.
    func makePlay(_ game: any RuleGame, name: String) -> (any Play)? {
        let asked = min(options.tableBytes ?? game.defaultTableBytes, game.usefulTableBytes)
        // Half the budget at most, so that a game's table leaves room for `count` and another game.
        var tableBytes = min(asked, max(Self.smallestTable, options.budget.bytes / 2))
        // A table the system will not give (an address-space limit, less memory than asked) is
        // a note and the largest halving it gives, never an abort when the search first uses it.
        if let given = TableMemory.obtainable(upTo: tableBytes, smallest: Self.smallestTable), given < tableBytes {
            say("note: the system gave no table of \(Self.mebibytes(tableBytes)) for \(name); it has one of \(Self.mebibytes(given))")
            tableBytes = given
        }
        while true {
            let cost = Self.cost(of: game, tableBytes: tableBytes)
            var fits = options.budget.reserve(cost)
            while !fits, let oldest = playOrder.first(where: { plays[$0] !== play }) ?? playOrder.first {
                dropPlay(named: oldest)
                fits = options.budget.reserve(cost)
            }
            if fits {
                let made = game.makePlay(tableBytes: tableBytes, threads: options.threads, book: options.useBook)
                made.setPlayouts(options.playouts, seed: options.playoutSeed, alone: options.playoutsOnly)
                plays[name] = made
                playCosts[name] = cost
                playTables[name] = tableBytes
                touch(name)
                return made
            }
            guard tableBytes / 2 >= Self.smallestTable else { return nil }
            tableBytes /= 2
        }
    }

    /// `64 MiB`, or `512 KiB` below a mebibyte.
    static func mebibytes(_ bytes: Int) -> String { bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB" }

    /// Says `text` before the statement's answer, where a run shows it.
    func say(_ text: String) { announce?(text) }

    /// The table size the game in play got, in bytes.
    public var tableBytesInPlay: Int? { playTables[gameName] }

    /// Marks `name` as the most recently used game.
    func touch(_ name: String) {
        playOrder.removeAll { $0 == name }
        playOrder.append(name)
    }

    /// Forgets a game's play and gives its table back to the budget.
    func dropPlay(named name: String) {
        plays[name] = nil
        playOrder.removeAll { $0 == name }
        if let cost = playCosts.removeValue(forKey: name) { options.budget.release(cost) }
        playTables[name] = nil
    }

    /// Gives every table back (the session is going away).
    func releaseAllPlays() {
        options.budget.release(playCosts.values.reduce(0, +))
        playCosts = [:]
        playTables = [:]
    }
}
