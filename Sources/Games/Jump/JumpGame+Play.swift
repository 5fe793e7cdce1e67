import Boards
import Search

extension JumpGame: RuleGame {
    public func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play {
        JumpPlay(game: self, memoBytes: tableBytes)
    }

    /// The dead-board memo, and the search tables a peg puzzle builds beside it.
    public func playCost(tableBytes: Int) -> Int { tableBytes + PuzzleSolver<JumpPuzzle>.defaultTableBytes }

    /// A peg puzzle is checked as a puzzle: its jumps and the board's symmetries.
    public func contractProblems(playouts: Int, _ random: inout SplitMix64) -> [String] {
        GameContract.puzzleProblems(puzzle, symmetric: self, name: name, playouts: playouts, &random)
    }
}

extension JumpVariant: Family {
    static let name = "jump"
    static var gameTypes: [any RuleGame.Type] { [JumpGame.self] }

    static let conformanceVariants = """
        rules "conformance-jump"
        family jump
        shape
            o o o
            o o o
            o o o
            o o o
        directions 8
        start full except b2
        goal one-peg
        """

    static func compile(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> any RuleGame {
        try game(name: name, origins)
    }
}
