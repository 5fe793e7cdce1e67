import Search

extension LineGame: RuleGame {
    public func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play {
        GamePlay(game: self, style: rules.gravity ? DropsStyle() : MarksStyle(), tableBytes: tableBytes,
            search: { game, bytes in game.makeSearch(tableBytes: bytes, threads: threads, book: book) },
            forks: { [self] in Forks.forks(in: $0, of: self) }, threats: { [self] in threats($0, for: $1) },
            lines: { [self] in completedLines($0) }, prover: ProofNumberSearch<LineGame>.run)
    }

    /// A Connect 4 table may be smaller than asked (a power of two), never below what its exact
    /// key check needs; what is asked is reserved, or that minimum where it is more.
    public func playCost(tableBytes: Int) -> Int {
        max(tableBytes, DropSearch.footprint(of: self, tableBytes: tableBytes) ?? 0)
    }

    /// The Connect 4 solver's `DropTable.defaultBytes` where it plays this game, else 64 MiB.
    public var defaultTableBytes: Int { DropSearch.footprint(of: self, tableBytes: 0) != nil ? DropTable.defaultBytes : 64 << 20 }
}

extension LineVariant: Family {
    static let name = "line"
    static var gameTypes: [any RuleGame.Type] { [LineGame.self] }

    static let conformanceVariants = """
        rules "conformance-line"
        family line
        board 5 x 3
        line 3
        misere yes

        rules "conformance-drop"
        extends connect4
        board 5 x 5
        line 3
        """

    static func compile(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> any RuleGame {
        try game(name: name, origins)
    }
}
