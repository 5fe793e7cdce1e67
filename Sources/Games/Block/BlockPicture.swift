import Boards

/// A block board on a hex grid (`grid hex`): a rhombus of hexagons, each row half a cell to the
/// right of the row above, so that a cell's six neighbours are the hexagons around it. X's
/// stones are red, O's blue, and the sides a player joins (`connect top-bottom by X`) are drawn
/// in that player's colour. Square block boards use `MarksStyle`.
public struct HexStyle: BoardStyle {
    /// Who joins the top and bottom rows, and who the left and right columns (nil: no one, or
    /// both players alike).
    let topBottom: Player?
    let leftRight: Player?

    init(topBottom: Player?, leftRight: Player?) {
        self.topBottom = topBottom
        self.leftRight = leftRight
    }

    static let colors = (x: "#c62828", o: "#1565c0")

    /// A hexagon's corners from its centre, in cells, clockwise from the top point.
    static let corners: [(dx: Double, dy: Double)] = [
        (0, -2.0 / 3), (0.5, -1.0 / 3), (0.5, 1.0 / 3), (0, 2.0 / 3), (-0.5, 1.0 / 3), (-0.5, -1.0 / 3),
    ]

    /// The hexagons' points reach a sixth of a cell above and below their row, and the coloured
    /// sides go round them.
    public var padding: Double { 0.25 }

    public func colorName(_ player: Player) -> String? { player == .x ? "red" : "blue" }

    /// Each row moves half a cell right per row above it; the board grows by half a cell a row.
    public func arranged(_ sketch: BoardSketch) -> BoardSketch {
        var shifted = sketch
        for index in shifted.spots.indices { shifted.spots[index].x += Double(shifted.spots[index].row) / 2 }
        shifted.width += Double(max(sketch.height - 1, 0)) / 2
        return shifted
    }

    public func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        let c = layout.cell
        // A pointy-topped hexagon a cell wide whose rows, a cell apart, tile: its top and bottom
        // points are two thirds of a cell from its centre, its shoulders one third.
        for spot in sketch.spots {
            let (x, y) = layout.center(spot)
            let points = Self.corners.map { "\(n(x + $0.dx * c)),\(n(y + $0.dy * c))" }.joined(separator: " ")
            svg.element("polygon", [("class", "cell \(spot.name)"), ("points", points), ("fill", "#fbf8ef"),
                ("stroke", "#8a8470"), ("stroke-width", n(c * 0.03)), ("stroke-linejoin", "round")])
        }
        sides(sketch, layout, &svg)
        for spot in sketch.spots {
            Self.pieceAndMarks(spot, layout, radius: c * 0.34, stroke: c * 0.02, &svg)
        }
    }

    public func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
        Self.icon(player, x: x, y: y, size: size, &svg)
    }

    /// A red or blue disc of `radius` on the spot's piece, then the marks every block picture
    /// draws (threats, legal moves, the last move): one drawing for the hex and the points styles.
    static func pieceAndMarks(_ spot: BoardSketch.Spot, _ layout: BoardLayout, radius: Double, stroke: Double,
        _ svg: inout SVGWriter)
    {
        let n = SVGWriter.number
        let (x, y) = layout.center(spot)
        if spot.piece == .neutral {
            svg.element("rect", [("class", "piece neutral"), ("x", n(x - radius * 0.7)), ("y", n(y - radius * 0.7)),
                ("width", n(radius * 1.4)), ("height", n(radius * 1.4)), ("fill", "#444")])
        } else if spot.piece != .empty {
            let player: Player = spot.piece == .x ? .x : .o
            svg.element("circle", [("class", "piece \(player == .x ? "x" : "o")"), ("cx", n(x)), ("cy", n(y)),
                ("r", n(radius)), ("fill", color(player)), ("stroke", "#222"), ("stroke-width", n(stroke))])
            // A piece of the second kind (a king) wears a white ring.
            if spot.crowned {
                svg.element("circle", [("class", "piece crowned"), ("cx", n(x)), ("cy", n(y)), ("r", n(radius * 0.6)),
                    ("fill", "none"), ("stroke", "#fff"), ("stroke-width", n(stroke * 2))])
            }
        }
        BoardPicture.threats(spot, layout, colors: colors, &svg)
        BoardPicture.legal(spot, layout, color: "#777", textColor: "#fff", &svg)
        BoardPicture.lastMoveRing(spot, layout, &svg)
    }

    /// The disc beside "X to move".
    static func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
        svg.element("circle", [("class", "icon \(player == .x ? "x" : "o")"), ("cx", SVGWriter.number(x)),
            ("cy", SVGWriter.number(y)), ("r", SVGWriter.number(size * 0.4)), ("fill", color(player)), ("stroke", "#222"),
            ("stroke-width", "1")])
    }

    static func color(_ player: Player) -> String { player == .x ? colors.x : colors.o }

    /// The rhombus's four sides, each along the outer edges of its hexagons: top and bottom in
    /// the colour of the player who joins them, left and right likewise.
    private func sides(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        let rows = Dictionary(grouping: sketch.spots, by: \.row).mapValues { $0.sorted { $0.x < $1.x } }
        guard let first = rows.keys.min(), let last = rows.keys.max() else { return }
        let c = layout.cell
        let n = SVGWriter.number
        func point(_ spot: BoardSketch.Spot, _ dx: Double, _ dy: Double) -> String {
            let (x, y) = layout.center(spot)
            return "\(n(x + dx * c)),\(n(y + dy * c))"
        }
        let top = (rows[first] ?? []).flatMap { [point($0, -0.5, -1.0 / 3), point($0, 0, -2.0 / 3), point($0, 0.5, -1.0 / 3)] }
        let bottom = (rows[last] ?? []).flatMap { [point($0, -0.5, 1.0 / 3), point($0, 0, 2.0 / 3), point($0, 0.5, 1.0 / 3)] }
        var left: [String] = [], right: [String] = []
        for row in first...last {
            guard let leftmost = rows[row]?.first, let rightmost = rows[row]?.last else { continue }
            if row == first { left.append(point(leftmost, 0, -2.0 / 3)) }
            left += [point(leftmost, -0.5, -1.0 / 3), point(leftmost, -0.5, 1.0 / 3), point(leftmost, 0, 2.0 / 3)]
            right += [point(rightmost, 0, -2.0 / 3), point(rightmost, 0.5, -1.0 / 3), point(rightmost, 0.5, 1.0 / 3)]
            if row == last { right.append(point(rightmost, 0, 2.0 / 3)) }
        }
        for (points, owner) in [(top, topBottom), (bottom, topBottom), (left, leftRight), (right, leftRight)] {
            guard let owner else { continue }
            svg.element("polyline", [("class", "side \(owner == .x ? "x" : "o")"), ("points", points.joined(separator: " ")),
                ("fill", "none"), ("stroke", Self.color(owner)), ("stroke-width", n(c * 0.1)), ("stroke-linejoin", "round"),
                ("stroke-linecap", "round")])
        }
    }
}

extension BlockGame {
    /// How pictures draw this game's board: hexagons on a hex grid, points joined by lines on a
    /// board of lines or a grid without all its diagonals, X and O marks on any other square grid.
    var pictureStyle: any BoardStyle {
        if board.drawsPoints { return board.pointsStyle }
        guard rules.grid == .hex else { return MarksStyle() }
        // A side belongs to the one player who wins by joining it.
        func owner(topBottom: Bool) -> Player? {
            let joiners = rules.ends.filter { end in
                if case .connect(let joins) = end.kind { end.wins && joins == topBottom } else { false }
            }
            guard joiners.count == 1, let player = joiners[0].player else { return nil }
            return player
        }
        return HexStyle(topBottom: owner(topBottom: true), leftRight: owner(topBottom: false))
    }
}
