import Foundation
import ResultCache
import Search

extension Session {
    /// The first line of a census's key in the results database (what it is, and the layout of
    /// the positions' packing: a change to a game's `packed` bumps it); `cache verify` makes such
    /// a census again (`CacheVerifier.checkCensus`).
    static let censusKeyPrefix = "census 1"
    /// The position under which a rule set's census is kept: one census a rule set.
    static let censusPosition = "every position valued"

    /// Keeps the census's values in the results database, where statements use it and the game
    /// packs its positions, unless a census of as many positions is kept already (one a rule set:
    /// the largest, a census of the game's start holding every other's); says what it did.
    func keepCensus(_ census: CensusCount) {
        guard options.statementsUseCache, let cache = options.cache, let rules = ruleKey(first: Self.censusKeyPrefix) else { return }
        guard let values = census.values else {
            say("note: this census is not kept in the results database: "
                + "its game does not pack positions into 64 bits, or the memory budget had no room to sort them")
            return
        }
        if let kept = storedCensus(), kept.positions >= values.positions {
            say("note: the results database keeps a census of this rule set with \(TextRenderer.grouped(kept.positions)) positions already")
            return
        }
        // The start goes beside the values, so that `cache verify` can make the census again.
        let text = ([Data(values.bytes).base64EncodedString()] + [positionText]).joined(separator: "\n")
        let stored = cache.noting(or: false) { () throws(CacheError) -> Bool in
            try cache.store(rules: rules, position: Self.censusPosition, game: play.gameName, result: text)
            return true
        }
        guard stored else { return }
        censusesMissing.remove(rules)
        _ = hold(values, under: rules)
        say("note: the census's \(TextRenderer.grouped(values.positions)) values are kept in the results database; "
            + "solve, best, pv and values answer the positions it holds from them")
    }

    /// The census kept in the results database for the rule set in play, held in memory once read,
    /// or nil: none is kept, the game was redefined, the database failed (noted in it), or the
    /// memory budget has no room to hold it (the position is searched instead). A rule set
    /// looked up in vain is not looked up again in this session (a census kept by another process
    /// meanwhile is not seen; one this session keeps is).
    func storedCensus() -> CensusValues? {
        guard let cache = options.cache, let rules = ruleKey(first: Self.censusKeyPrefix) else { return nil }
        if let censusRead, censusRead.key == rules { return censusRead.values }
        guard !censusesMissing.contains(rules) else { return nil }
        let text = cache.noting(or: nil) { () throws(CacheError) in
            try cache.lookup(rules: rules, position: Self.censusPosition)
        }
        guard let values = text.flatMap({ Self.censusValues(from: $0)?.values }), hold(values, under: rules) else {
            censusesMissing.insert(rules)
            return nil
        }
        return values
    }

    /// A kept census's values and its start (as `print` writes a position), from the text
    /// `keepCensus` stores: the values' bytes in base64 on the first line, the start below; nil
    /// when the text is not such.
    static func censusValues(from text: String) -> (values: CensusValues, start: String)? {
        // Bytes, not characters: splitting megabytes of text by characters takes a quarter second.
        let utf8 = text.utf8
        guard let newline = utf8.firstIndex(of: UInt8(ascii: "\n")),
            let data = Data(base64Encoded: Data(utf8[..<newline])),
            let values = CensusValues(bytes: [UInt8](data)) else { return nil }
        return (values, String(text[utf8.index(after: newline)...]))
    }

    /// Holds `values` as the census read, in place of the one held before, with their bytes
    /// reserved in the memory budget; false (the one before let go, nothing held) without room.
    private func hold(_ values: CensusValues, under rules: String) -> Bool {
        if let censusRead { options.budget.release(censusRead.values.bytesHeld) }
        censusRead = nil
        guard options.budget.reserve(values.bytesHeld) else { return false }
        censusRead = (rules, values)
        return true
    }
}
