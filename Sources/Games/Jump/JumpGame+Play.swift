import Search

extension JumpGame: RuleGame {
    public func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play {
        JumpPlay(game: self, memoBytes: tableBytes)
    }

    /// The dead-board memo, and the search tables a peg puzzle builds beside it.
    public func playCost(tableBytes: Int) -> Int { tableBytes + PuzzleSolver<JumpPuzzle>.defaultTableBytes }
}

extension JumpVariant: Family {
    static let name = "jump"

    static func compile(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> any RuleGame {
        try game(name: name, origins)
    }
}
