import Boards

/// One Reversi rule set compiled from a rule file of the flank family: the board, the start and
/// the goal (most discs, or fewest discs in anti-Reversi). Positions are `FlankPosition`s.
public struct FlankGame: Sendable, Hashable {
    /// The rule set's name (`reversi`).
    public let name: String
    /// The board's size and cells.
    public let geometry: FlankGeometry
    /// Anti-Reversi: the side with fewer discs at the end wins.
    public let fewestWins: Bool
    /// The position games begin from.
    public let startBoard: FlankPosition

    /// The rule set of an n x n board starting from `start` (the standard diagonal start when
    /// `nil`); refuses a size but 4, 6 or 8, and a start with discs off the board or on one cell
    /// for both sides.
    public init(name: String = "reversi", size: Int, fewestWins: Bool = false, start: FlankPosition? = nil)
        throws(RuleError)
    {
        let geometry = try FlankGeometry(size: size)
        let board = start ?? geometry.start
        guard board.player & board.opponent == 0 else {
            throw RuleError("a cell of the start holds discs of both sides")
        }
        guard board.occupied & ~geometry.boardMask == 0 else {
            throw RuleError("the start has discs off the \(size) x \(size) board")
        }
        self.name = name
        self.geometry = geometry
        self.fewestWins = fewestWins
        self.startBoard = board
    }

    /// Whether this is the standard game: the 8 x 8 board from the diagonal start, most discs
    /// winning (the game of record files and of the shipped evaluation).
    public var isStandard: Bool { geometry.size == 8 && !fewestWins && startBoard == geometry.start }

    /// The final disc difference for the side to move: standard Othello scoring (the winner also
    /// gets the empty cells; a draw gives them to nobody), turned over in anti-Reversi.
    @inlinable public func finalScore(_ board: FlankPosition) -> Int {
        finalScore(player: board.player, opponent: board.opponent)
    }
}

extension FlankGame: DiscGame {
    @inlinable public var cells: UInt64 { geometry.boardMask }

    @inlinable public func finalScore(player: UInt64, opponent: UInt64) -> Int {
        let standard = geometry.finalScore(FlankPosition(player: player, opponent: opponent, mover: .x))
        return fewestWins ? -standard : standard
    }

    /// The four quadrants of the board.
    public var parityRegions: [UInt64] {
        let half = geometry.size / 2
        var regions = [UInt64](repeating: 0, count: 4)
        for bit in geometry.boardMask.setBits {
            let column = bit % 8, row = bit / 8
            regions[(row < half ? 0 : 2) + (column < half ? 0 : 1)] |= UInt64.bit(bit)
        }
        return regions
    }

    /// The seven symmetries of the square board besides the identity (`image(of:symmetry:)`).
    public var symmetryMaps: [[Int]] {
        (1..<Self.symmetryCount).map { s in (0..<64).map { image(of: $0, symmetry: s) } }
    }

    public var corners: UInt64 {
        let last = geometry.size - 1
        return [(0, 0), (last, 0), (0, last), (last, last)].reduce(0) {
            $0 | UInt64.bit(geometry.bit(column: $1.0, row: $1.1))
        }
    }
}
