import Boards
import Search

extension BlockGame: RuleGame {
    public func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play {
        GamePlay(game: self, style: pictureStyle, tableBytes: tableBytes,
            search: { game, bytes in game.makeSearch(tableBytes: bytes) },
            forks: hasForks ? { [self] in Forks.forks(in: $0, of: self) } : nil,
            threats: hasForks && placesOnly ? { [self] in threats($0, for: $1) } : nil,
            lines: { [self] in completedLines($0) }, scoreIsMargin: scoresMargin,
            repetitionDraws: length.loops, hands: handed ? { [self] in piecesInHand($0) } : nil,
            prover: ProofNumberSearch<BlockGame>.run,
            handSetter: handed && rules.handsUntold ? { [self] in withHands($0, $1) } : nil)
    }

    public func playCost(tableBytes: Int) -> Int { tableBytes }

    /// A game whose positions can repeat is solved by retrograde analysis, whose memory is its
    /// table: as much as the session gives a table (half of `--memory-mb`) unless `--table-mb`
    /// names less.
    public var defaultTableBytes: Int { length.loops ? .max : 64 << 20 }

    /// The search for this game's positions with a table of `tableBytes`. A rule set whose positions
    /// can repeat (`repetition draw`) gets retrograde analysis over the positions reachable from the
    /// one asked about, holding at most `tableBytes`; a `win most` game the exact margin search; any
    /// other the generic solver.
    func makeSearch(tableBytes: Int) -> any PositionSearch<BlockPosition, BlockMove> {
        if length.loops { return RetrogradeSearch(game: self, memory: tableBytes) }
        return scoresMargin ? BlockMarginSearch(game: self, tableBytes: tableBytes) : BlockSearch(game: self, tableBytes: tableBytes)
    }
}
