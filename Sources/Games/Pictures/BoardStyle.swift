import Boards

/// How a family's boards look in pictures: a family gives its play's sketches a style, from its
/// own folder, and `BoardPicture` draws any sketch through it (the coordinates around the board
/// are drawn for every style alike). A style draws the board, its cell outlines, the pieces and
/// the marks; it places each cell where the sketch's spot says (`x` across in cells, possibly in
/// halves, `row` down), so a board need not be a rectangle of squares (peg boards, a hex grid
/// shifted half a cell a row).
public protocol BoardStyle: Sendable {
    /// Room drawn around the cells (a frame, a rim), as a share of a cell; 0 for none.
    var padding: Double { get }
    /// Whether a gravity board's column numbers go under it (moves name columns).
    var numbersColumnsBelow: Bool { get }
    /// Whether a legal move's mark shows how many pieces it turns (Reversi).
    var countsTurnedPieces: Bool { get }
    /// The colour a player's pieces are called by in a caption ("red"), or `nil` where the
    /// pieces need no colour name (X and O marks).
    func colorName(_ player: Player) -> String?
    /// Draws the board, the cells, the pieces and the marks of `sketch`, placed by `layout`.
    func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter)
    /// A player's piece, `size` across, centred on (`x`, `y`): the icon beside "X to move".
    func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter)
    /// The sketch of a board of rows and columns as this style places it: the same sketch for a
    /// square grid, each row shifted half a cell for a hex grid.
    func arranged(_ sketch: BoardSketch) -> BoardSketch
}

extension BoardPicture {
    /// A round piece for a style's icon (a disc, a peg), centred on (`x`, `y`).
    static func discIcon(x: Double, y: Double, radius: Double, fill: String, stroke: String, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        svg.element("circle", [("class", "icon"), ("cx", n(x)), ("cy", n(y)), ("r", n(radius)), ("fill", fill), ("stroke", stroke)])
    }
}

extension BoardStyle {
    public var padding: Double { 0 }
    public var numbersColumnsBelow: Bool { false }
    public var countsTurnedPieces: Bool { false }
    public func colorName(_ player: Player) -> String? { nil }
    public func arranged(_ sketch: BoardSketch) -> BoardSketch { sketch }
}
