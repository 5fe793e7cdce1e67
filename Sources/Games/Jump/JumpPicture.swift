import Boards

/// Peg solitaire: the board's holes on a wooden board of their shape, pegs in some of them.
public struct PegsStyle: BoardStyle {
    public init() {}
    public var padding: Double { 0.12 }

    public func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        BoardPicture.drawPegs(sketch, layout, &svg)
    }

    public func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
        BoardPicture.discIcon(x: x, y: y, radius: size * 0.4, fill: "#3b4fa8", stroke: "#1c2560", &svg)
    }
}

extension BoardPicture {
    /// Peg solitaire: a wooden board in the shape of its holes (a square around each hole on a
    /// square grid, a circle on a triangular one), pegs as filled marbles, empty holes as small
    /// rings.
    static func drawPegs(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        let cell = layout.cell
        let round = sketch.spots.contains { $0.x != $0.x.rounded() }
        for (grow, fill, kind) in [(layout.pad, "#9c6b3c", "rim"), (0.0, "#e3c597", "wood")] {
            svg.group([("class", kind), ("fill", fill)]) { svg in
                for spot in sketch.spots {
                    let (x, y) = layout.center(spot)
                    if round {
                        svg.element("circle", [("cx", n(x)), ("cy", n(y)), ("r", n(cell * 0.68 + grow))])
                    } else {
                        // A hair over half a cell, so that neighbours overlap and leave no seam.
                        let half = cell / 2 + grow + 0.5
                        svg.element("rect", [("x", n(x - half)), ("y", n(y - half)), ("width", n(2 * half)),
                            ("height", n(2 * half))])
                    }
                }
            }
        }
        for spot in sketch.spots {
            let (x, y) = layout.center(spot)
            if spot.piece == .empty {
                svg.element("circle", [("class", "hole"), ("cx", n(x)), ("cy", n(y)), ("r", n(cell * 0.13)),
                    ("fill", "#c9a677"), ("stroke", "#6b4423"), ("stroke-width", n(cell * 0.05))])
            } else {
                svg.element("circle", [("class", "piece peg"), ("cx", n(x)), ("cy", n(y)), ("r", n(cell * 0.32)),
                    ("fill", "#3b4fa8"), ("stroke", "#1c2560"), ("stroke-width", n(cell * 0.05))])
                svg.element("circle", [("cx", n(x - cell * 0.1)), ("cy", n(y - cell * 0.1)), ("r", n(cell * 0.08)),
                    ("fill", "#ffffff"), ("fill-opacity", "0.45")])
            }
            lastMoveRing(spot, layout, &svg)
        }
    }
}
