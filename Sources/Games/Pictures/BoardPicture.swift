import Boards

/// Draws a sketched board into an SVG writer as its family looks: the board, the pieces, the
/// marks (by the sketch's `BoardStyle`), the coordinates around it. Each family's folder holds its
/// styles (`Line/LinePicture+Marks`, `Line/LinePicture+Drops`, `Flank/FlankPicture`,
/// `Jump/JumpPicture`); this one lays out, writes the labels, and keeps the marks' shared drawings.
enum BoardPicture {
    /// Writes the board with its top-left corner at (`x`, `y`); its size is `BoardLayout`'s.
    static func draw(_ sketch: BoardSketch, cell: Double, at x: Double, _ y: Double, into svg: inout SVGWriter) {
        let layout = BoardLayout(sketch, cell: cell)
        svg.group([("transform", "translate(\(SVGWriter.number(x)),\(SVGWriter.number(y)))")]) { svg in
            sketch.style.draw(sketch, layout, &svg)
            labels(sketch, layout, &svg)
        }
    }

    /// Column letters above, move numbers below (gravity), row numbers down the left.
    private static func labels(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        let style = [("font-size", SVGWriter.number(layout.fontSize)), ("fill", "#555"), ("text-anchor", "middle")]
        svg.group([("class", "coordinates")] + style) { svg in
            let aboveY = layout.baseline(layout.top - layout.pad - layout.labelRoom / 2)
            for label in sketch.topLabels {
                svg.text(label.text, [("x", SVGWriter.number(layout.left + (label.x + 0.5) * layout.cell)),
                    ("y", SVGWriter.number(aboveY))])
            }
            let bottom = layout.top + Double(sketch.height) * layout.cell + layout.pad
            for label in sketch.bottomLabels {
                svg.text(label.text, [("x", SVGWriter.number(layout.left + (label.x + 0.5) * layout.cell)),
                    ("y", SVGWriter.number(layout.baseline(bottom + layout.labelRoom / 2))), ("font-weight", "bold"),
                    ("fill", "#222")])
            }
            for (row, text) in sketch.rowLabels.enumerated() {
                let y = layout.top + (Double(row) + 0.5) * layout.cell
                svg.text(text, [("x", SVGWriter.number(layout.labelRoom / 2)), ("y", SVGWriter.number(layout.baseline(y)))])
            }
        }
    }

    /// A ring around the cell of the move just played.
    static func lastMoveRing(_ spot: BoardSketch.Spot, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        guard spot.marks.contains(.lastMove) else { return }
        let (x, y) = layout.center(spot)
        svg.element("circle", [("class", "last-move"), ("cx", SVGWriter.number(x)), ("cy", SVGWriter.number(y)),
            ("r", SVGWriter.number(layout.cell * 0.46)), ("fill", "none"), ("stroke", "#ff6f00"),
            ("stroke-width", SVGWriter.number(layout.cell * 0.07))])
    }

    /// The threats on a spot: each a faint piece of the player's colour (side by side when both
    /// players threaten it), ringed with a dashed line when it can be played now.
    static func threats(_ spot: BoardSketch.Spot, _ layout: BoardLayout, colors: (x: String, o: String),
        _ svg: inout SVGWriter)
    {
        let found = spot.marks.compactMap { mark -> (Player, Bool)? in
            if case .threat(let player, let playable) = mark { return (player, playable) }
            return nil
        }
        guard !found.isEmpty else { return }
        let (x, y) = layout.center(spot)
        for (index, (player, playable)) in found.enumerated() {
            let shift = found.count > 1 ? (index == 0 ? -0.2 : 0.2) * layout.cell : 0
            let color = player == .x ? colors.x : colors.o
            let r = layout.cell * (found.count > 1 ? 0.17 : 0.24)
            svg.element("circle", [("class", "threat \(player == .x ? "x" : "o")"), ("cx", SVGWriter.number(x + shift)),
                ("cy", SVGWriter.number(y)), ("r", SVGWriter.number(r)), ("fill", color), ("fill-opacity", "0.45")])
            if playable {
                svg.element("circle", [("class", "playable"), ("cx", SVGWriter.number(x + shift)),
                    ("cy", SVGWriter.number(y)), ("r", SVGWriter.number(r + layout.cell * 0.06)), ("fill", "none"),
                    ("stroke", color), ("stroke-width", SVGWriter.number(layout.cell * 0.035)),
                    ("stroke-dasharray", "\(SVGWriter.number(layout.cell * 0.06)) \(SVGWriter.number(layout.cell * 0.04))")])
            }
        }
    }

    /// A legal move: a small dot, in Reversi a disc of the mover's colour with the discs it turns.
    static func legal(_ spot: BoardSketch.Spot, _ layout: BoardLayout, color: String, textColor: String,
        _ svg: inout SVGWriter)
    {
        for case .legal(let flips) in spot.marks {
            let (x, y) = layout.center(spot)
            let r = layout.cell * (flips == nil ? 0.1 : 0.2)
            svg.element("circle", [("class", "legal"), ("cx", SVGWriter.number(x)), ("cy", SVGWriter.number(y)),
                ("r", SVGWriter.number(r)), ("fill", color), ("fill-opacity", "0.6")])
            if let flips {
                let size = layout.cell * 0.24
                svg.text(String(flips), [("x", SVGWriter.number(x)), ("y", SVGWriter.number(layout.baseline(y, size: size))),
                    ("font-size", SVGWriter.number(size)), ("font-weight", "bold"), ("text-anchor", "middle"),
                    ("fill", textColor)])
            }
        }
    }
}
