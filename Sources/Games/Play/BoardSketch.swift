import Boards

/// A board ready to draw, in any family: where each cell or hole sits, what it holds, the
/// coordinates written around it, and the marks asked for. A `Play` makes it; `BoardPicture`
/// draws it through the sketch's style. Places are in cell units: `x` across (a half on a
/// triangular or hex grid), `row` down; a style draws each cell where its spot says.
public struct BoardSketch: Sendable {
    /// What a cell holds: nothing, a piece of X (a peg, in peg solitaire), a piece of O, or a
    /// neutral piece that belongs to no side (the arrow of a two-part move).
    public enum Piece: Sendable, Hashable {
        case empty, x, o, neutral
    }

    /// Something drawn over a cell besides its piece.
    public enum Mark: Sendable, Hashable {
        /// A cell where the player would complete a line; `playable` when it can be played now.
        case threat(Player, playable: Bool)
        /// A legal move of the side to move; in Reversi, how many discs it turns.
        case legal(flips: Int?)
        /// The cell of the move just played (in the `--path` strip).
        case lastMove
    }

    /// One cell or hole.
    public struct Spot: Sendable {
        public var x: Double
        public var row: Int
        /// Its name as moves write it (`b2`).
        public var name: String
        public var piece: Piece
        public var marks: [Mark] = []
        /// True for a piece of a second kind (a king), which the cells write as a letter other
        /// than X and O: upper case X's, lower case O's.
        public var crowned = false
        /// The cell's character as the game's cells write it (a sowing game's seed count).
        public var cell: Character = "."
    }

    /// How the board looks: its family's style.
    public var style: any BoardStyle
    public var spots: [Spot]
    /// How many cells wide and high the board is drawn.
    public var width: Double
    public var height: Int
    /// The labels above the board (column letters) and below it (Connect 4's move numbers), at
    /// their `x`; the row labels down the left side, top first.
    public var topLabels: [(x: Double, text: String)]
    public var bottomLabels: [(x: Double, text: String)] = []
    public var rowLabels: [String]
    /// The side to move, where marks are drawn in its colour (`--legal`).
    public var mover: Player? = nil

    /// How many spots hold a piece of X, of O.
    public func count(_ piece: Piece) -> Int { spots.filter { $0.piece == piece }.count }

    /// The spots empty here that hold a piece in `later` (the same board after some moves), by
    /// name: where a move's piece landed.
    public func filled(in later: BoardSketch) -> [String] {
        zip(spots, later.spots).filter { $0.piece == .empty && $1.piece != .empty }.map(\.1.name)
    }

    /// Adds a mark to the spot called `name`; a name not on the board (`pass`) is ignored.
    public mutating func mark(_ name: String, _ mark: Mark) {
        guard let index = spots.firstIndex(where: { $0.name == name }) else { return }
        spots[index].marks.append(mark)
    }

    /// A rectangular board drawn from its cells (`X`, `O`, `.`, a letter for a piece of a
    /// second kind), rows top first, `a1` top-left;
    /// gravity boards get their column numbers underneath, as `show` draws them; the style may
    /// then move the cells (a hex grid shifts each row).
    public static func grid(_ cells: [[Character]], style: any BoardStyle) -> BoardSketch {
        var spots: [Spot] = []
        for (row, line) in cells.enumerated() {
            for (column, cell) in line.enumerated() {
                let crowned = cell.isLetter && cell.isASCII && !"XOxo".contains(cell)
                let piece: Piece = cell == "X" || (crowned && cell.isUppercase) ? .x
                    : cell == "O" || (crowned && cell.isLowercase) ? .o : cell == "#" ? .neutral : .empty
                spots.append(Spot(x: Double(column), row: row, name: Square(column: column, row: row).description,
                    piece: piece, crowned: crowned, cell: cell))
            }
        }
        let width = cells.map(\.count).max() ?? 0
        var sketch = BoardSketch(style: style, spots: spots, width: Double(width), height: cells.count,
            topLabels: (0..<width).map { (Double($0), Square.columnLetter($0)) },
            rowLabels: cells.indices.map { String($0 + 1) })
        if style.numbersColumnsBelow { sketch.bottomLabels = (0..<width).map { (Double($0), String($0 + 1)) } }
        return style.arranged(sketch)
    }
}
