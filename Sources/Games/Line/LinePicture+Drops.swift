import Boards

/// Connect 4 and other games with gravity: a blue frame with round holes, red and yellow discs,
/// the column numbers under the board.
public struct DropsStyle: BoardStyle {
    public init() {}
    public var padding: Double { 0.2 }
    public var numbersColumnsBelow: Bool { true }
    public func colorName(_ player: Player) -> String? { player == .x ? "red" : "yellow" }

    public func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        BoardPicture.drawDrops(sketch, layout, &svg)
    }

    public func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
        let isX = player == .x
        BoardPicture.discIcon(x: x, y: y, radius: size * 0.45, fill: isX ? "#e53935" : "#fdd835",
            stroke: isX ? "#a31515" : "#c49a00", &svg)
    }
}

extension BoardPicture {
    /// Connect 4 and other games with gravity: a blue frame with round holes, X's discs red and
    /// O's yellow.
    static func drawDrops(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        let (cell, pad) = (layout.cell, layout.pad)
        let colors = (x: "#e53935", o: "#fdd835")
        svg.element("rect", [("class", "board"), ("x", n(layout.left - pad)), ("y", n(layout.top - pad)),
            ("width", n(sketch.width * cell + 2 * pad)), ("height", n(Double(sketch.height) * cell + 2 * pad)),
            ("rx", n(cell * 0.25)), ("fill", "#1e5bc6"), ("stroke", "#0d3c8c"), ("stroke-width", n(cell * 0.04))])
        for spot in sketch.spots {
            let (x, y) = layout.center(spot)
            switch spot.piece {
            case .empty, .neutral:
                svg.element("circle", [("class", "hole"), ("cx", n(x)), ("cy", n(y)), ("r", n(cell * 0.38)),
                    ("fill", "#ffffff"), ("stroke", "#0d3c8c"), ("stroke-width", n(cell * 0.03))])
            case .x, .o:
                let isX = spot.piece == .x
                svg.element("circle", [("class", "piece \(isX ? "x" : "o")"), ("cx", n(x)), ("cy", n(y)),
                    ("r", n(cell * 0.38)), ("fill", isX ? colors.x : colors.o), ("stroke", isX ? "#a31515" : "#c49a00"),
                    ("stroke-width", n(cell * 0.05))])
            }
            threats(spot, layout, colors: colors, &svg)
            legal(spot, layout, color: "#1e5bc6", textColor: "#fff", &svg)
            lastMoveRing(spot, layout, &svg)
        }
    }
}
