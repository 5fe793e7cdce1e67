import Games
import ResultCache

/// Opening book scores kept in a results store that builders on many machines share, with its
/// claims (`SharedBookScores`). Each score is kept under its own key, apart from `solve`'s
/// results: the rule text `book scores 1` and the board's size, and the position's canonical key
/// as a number; the value is the score. A store that fails is noted in it (`failureSummary`)
/// and the build goes on: a position it cannot read or claim is solved here.
final class StoreBookScores: SharedBookScores {
    /// The first line of every book score's key; `cache verify` leaves such entries alone.
    static let keyPrefix = "book scores 1"

    let store: any ResultStore
    let game: String
    private let rules: String

    /// Scores of `game`'s book, kept under `board` (`OpeningBookMaker.boardKey`: `board 7 x 6`).
    init(store: any ResultStore, board: String, game: String) {
        self.store = store
        self.game = game
        rules = "\(Self.keyPrefix)\n\(board)"
    }

    func score(key: UInt64) -> Int? {
        store.noting(or: nil) { () throws(CacheError) in try store.lookup(rules: rules, position: "\(key)") }.flatMap { Int($0) }
    }

    func claim(key: UInt64) -> Bool {
        store.noting(or: true) { () throws(CacheError) in try store.claim(rules: rules, position: "\(key)", game: game) }
    }

    func store(key: UInt64, score: Int) {
        store.noting(or: ()) { () throws(CacheError) in
            try store.store(rules: rules, position: "\(key)", game: game, result: "\(score)")
        }
    }

    func release(key: UInt64) {
        store.noting(or: ()) { () throws(CacheError) in try store.release(rules: rules, position: "\(key)") }
    }
}
