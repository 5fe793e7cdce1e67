import Search

extension FlankGame: RuleGame {
    public func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play {
        GamePlay(game: self, style: DiscsStyle(), tableBytes: tableBytes, search: { FlankSearch(game: $0, tableBytes: $1, threads: threads) },
            forks: nil, threats: nil, scoreIsMargin: true, prover: ProofNumberSearch<FlankGame>.run)
    }

    /// The exact solver's table and the midgame search's.
    public func playCost(tableBytes: Int) -> Int { FlankSearch.footprint(tableBytes: tableBytes) }
}

extension FlankVariant: Family {
    static let name = "flank"
    static var gameTypes: [any RuleGame.Type] { [FlankGame.self] }

    static let conformanceVariants = """
        rules "conformance-flank"
        extends reversi
        board 4 x 4
        start parallel
        goal fewest
        """

    static func compile(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> any RuleGame {
        try game(name: name, origins)
    }
}
