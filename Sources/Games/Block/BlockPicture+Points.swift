import Boards

/// A block board whose cells are points joined by lines (`lines`, or a square grid with
/// `diagonals none` or `alternating`): the lines drawn between the points, each point a dot, X's
/// pieces red discs and O's blue ones on the points. Grid places that are no point are left
/// blank.
public struct PointsStyle: BoardStyle {
    /// The points, by name (`b2`).
    let points: Set<String>
    /// Each link once, as the grid places (column, row) of its two points.
    let links: [(from: (column: Int, row: Int), to: (column: Int, row: Int))]

    public func colorName(_ player: Player) -> String? { player == .x ? "red" : "blue" }

    public func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        let c = layout.cell
        svg.element("rect", [("class", "board"), ("x", n(layout.left)), ("y", n(layout.top)), ("width", n(sketch.width * c)),
            ("height", n(Double(sketch.height) * c)), ("fill", "#fbf8ef"), ("stroke", "#d8d2c0"), ("stroke-width", n(c * 0.02))])
        let center = { (place: (column: Int, row: Int)) in
            (layout.left + (Double(place.column) + 0.5) * c, layout.top + (Double(place.row) + 0.5) * c)
        }
        for link in links {
            let (x1, y1) = center(link.from), (x2, y2) = center(link.to)
            svg.element("line", [("class", "link"), ("x1", n(x1)), ("y1", n(y1)), ("x2", n(x2)), ("y2", n(y2)), ("stroke", "#333"),
                ("stroke-width", n(c * 0.05)), ("stroke-linecap", "round")])
        }
        for spot in sketch.spots where points.contains(spot.name) {
            let (x, y) = layout.center(spot)
            svg.element("circle", [("class", "point \(spot.name)"), ("cx", n(x)), ("cy", n(y)), ("r", n(c * 0.09)), ("fill", "#333")])
            HexStyle.pieceAndMarks(spot, layout, radius: c * 0.3, stroke: c * 0.02, &svg)
        }
    }

    public func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
        HexStyle.icon(player, x: x, y: y, size: size, &svg)
    }
}

extension BlockBoard {
    /// True when the board is drawn as points joined by lines: a board of `lines`, or a square
    /// grid whose diagonals are not all there.
    var drawsPoints: Bool { rules.grid == .square && (!rules.lines.isEmpty || rules.diagonals != .all) }

    /// Each link of the board once (the lower cell first), leaving out those across a wrapped
    /// edge, which a picture cannot draw as a straight line between the two.
    var drawnLinks: [(Int, Int)] {
        var found: [(Int, Int)] = []
        for cell in geometry.cells {
            for (d, step) in geometry.neighbourSteps.enumerated() {
                guard let next = geometry.neighbour(cell, d), next > cell else { continue }
                let dc = geometry.column(next) - geometry.column(cell), dr = geometry.row(next) - geometry.row(cell)
                if dc.signum() == step.dc, dr.signum() == step.dr { found.append((cell, next)) }
            }
        }
        return found
    }

    /// The picture style of a board of points.
    var pointsStyle: PointsStyle {
        PointsStyle(points: Set(geometry.cells.map { geometry.square($0).description }),
            links: drawnLinks.map { ((geometry.column($0.0), geometry.row($0.0)), (geometry.column($0.1), geometry.row($0.1))) })
    }
}
