import Boards

/// Reversi: a green board with black and white discs; a legal move shows the discs it turns.
public struct DiscsStyle: BoardStyle {
    public init() {}
    public var countsTurnedPieces: Bool { true }
    public func colorName(_ player: Player) -> String? { player == .x ? "black" : "white" }

    public func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        BoardPicture.drawDiscs(sketch, layout, &svg)
    }

    public func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
        let isX = player == .x
        BoardPicture.discIcon(x: x, y: y, radius: size * 0.45, fill: isX ? "#151515" : "#f4f4f4", stroke: isX ? "#000" : "#777", &svg)
    }
}

extension BoardPicture {
    /// Reversi: a green board with dark lines, X's discs black and O's white.
    static func drawDiscs(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        let (cell, left, top) = (layout.cell, layout.left, layout.top)
        let right = left + sketch.width * cell, bottom = top + Double(sketch.height) * cell
        svg.element("rect", [("class", "board"), ("x", n(left)), ("y", n(top)), ("width", n(right - left)),
            ("height", n(bottom - top)), ("fill", "#2e8b3e"), ("stroke", "#123d1a"), ("stroke-width", n(cell * 0.06))])
        var path = ""
        for column in 1..<max(1, Int(sketch.width)) { path += "M\(n(left + Double(column) * cell)) \(n(top))V\(n(bottom))" }
        for row in 1..<max(1, sketch.height) { path += "M\(n(left)) \(n(top + Double(row) * cell))H\(n(right))" }
        if !path.isEmpty {
            svg.element("path", [("class", "grid"), ("d", path), ("stroke", "#174f22"), ("stroke-width", n(cell * 0.03))])
        }
        // The dots of a standard board, where the board is big enough to have them.
        if sketch.height == Int(sketch.width), sketch.height >= 8, sketch.height % 2 == 0 {
            let far = Double(sketch.height - 2)
            for (dx, dy) in [(2.0, 2.0), (2.0, far), (far, 2.0), (far, far)] {
                svg.element("circle", [("cx", n(left + dx * cell)), ("cy", n(top + dy * cell)), ("r", n(cell * 0.07)),
                    ("fill", "#123d1a")])
            }
        }
        for spot in sketch.spots {
            let (x, y) = layout.center(spot)
            if spot.piece != .empty {
                let isX = spot.piece == .x
                svg.element("circle", [("class", "piece \(isX ? "x" : "o")"), ("cx", n(x)), ("cy", n(y)),
                    ("r", n(cell * 0.41)), ("fill", isX ? "#151515" : "#f4f4f4"), ("stroke", isX ? "#000" : "#9e9e9e"),
                    ("stroke-width", n(cell * 0.03))])
            }
            legal(spot, layout, color: sketch.mover == .o ? "#f4f4f4" : "#151515",
                textColor: sketch.mover == .o ? "#151515" : "#f4f4f4", &svg)
            lastMoveRing(spot, layout, &svg)
        }
    }
}
