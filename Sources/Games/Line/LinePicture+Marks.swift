import Boards

/// Tic-tac-toe and m,n,k games: a grid with X as a red cross and O as a blue ring. Ready for any
/// family whose square boards hold X and O marks.
public struct MarksStyle: BoardStyle {
    public init() {}

    public func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        BoardPicture.drawMarks(sketch, layout, &svg)
    }

    public func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        if player == .x {
            let d = size * 0.35
            svg.element("path", [("class", "icon x"), ("d", "M\(n(x - d)) \(n(y - d))L\(n(x + d)) \(n(y + d))M\(n(x + d)) \(n(y - d))L\(n(x - d)) \(n(y + d))"),
                ("stroke", "#c62828"), ("stroke-width", n(size * 0.16)), ("stroke-linecap", "round")])
        } else {
            svg.element("circle", [("class", "icon o"), ("cx", n(x)), ("cy", n(y)), ("r", n(size * 0.36)), ("fill", "none"),
                ("stroke", "#1565c0"), ("stroke-width", n(size * 0.14))])
        }
    }
}

extension BoardPicture {
    /// Tic-tac-toe and m,n,k games: a paper-coloured board, the grid's inner lines, X as a red
    /// cross and O as a blue ring.
    static func drawMarks(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        let (cell, left, top) = (layout.cell, layout.left, layout.top)
        let right = left + sketch.width * cell, bottom = top + Double(sketch.height) * cell
        let colors = (x: "#c62828", o: "#1565c0")
        svg.element("rect", [("class", "board"), ("x", n(left)), ("y", n(top)), ("width", n(right - left)),
            ("height", n(bottom - top)), ("fill", "#fbf8ef"), ("stroke", "#d8d2c0"), ("stroke-width", n(cell * 0.02))])
        var path = ""
        for column in 1..<max(1, Int(sketch.width)) {
            let x = left + Double(column) * cell
            path += "M\(n(x)) \(n(top + cell * 0.08))V\(n(bottom - cell * 0.08))"
        }
        for row in 1..<max(1, sketch.height) {
            let y = top + Double(row) * cell
            path += "M\(n(left + cell * 0.08)) \(n(y))H\(n(right - cell * 0.08))"
        }
        if !path.isEmpty {
            svg.element("path", [("class", "grid"), ("d", path), ("stroke", "#333"),
                ("stroke-width", n(cell * 0.05)), ("stroke-linecap", "round")])
        }
        for spot in sketch.spots {
            let (x, y) = layout.center(spot)
            switch spot.piece {
            case .x:
                let d = cell * 0.27
                svg.element("path", [("class", "piece x"),
                    ("d", "M\(n(x - d)) \(n(y - d))L\(n(x + d)) \(n(y + d))M\(n(x + d)) \(n(y - d))L\(n(x - d)) \(n(y + d))"),
                    ("stroke", colors.x), ("stroke-width", n(cell * 0.11)), ("stroke-linecap", "round")])
            case .o:
                svg.element("circle", [("class", "piece o"), ("cx", n(x)), ("cy", n(y)), ("r", n(cell * 0.29)),
                    ("fill", "none"), ("stroke", colors.o), ("stroke-width", n(cell * 0.1))])
            case .neutral:
                // A piece of no side (a two-part move's arrow): a dark square.
                let d = cell * 0.22
                svg.element("rect", [("class", "piece neutral"), ("x", n(x - d)), ("y", n(y - d)), ("width", n(2 * d)),
                    ("height", n(2 * d)), ("fill", "#444")])
            case .empty:
                break
            }
            if spot.crowned { crown(spot, layout, color: spot.piece == .x ? colors.x : colors.o, &svg) }
            threats(spot, layout, colors: colors, &svg)
            legal(spot, layout, color: "#777", textColor: "#fff", &svg)
            lastMoveRing(spot, layout, &svg)
        }
    }
}

extension BoardPicture {
    /// The ring round a piece of a second kind (a king): a thin circle in its player's colour.
    static func crown(_ spot: BoardSketch.Spot, _ layout: BoardLayout, color: String, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        let (x, y) = layout.center(spot)
        svg.element("circle", [("class", "piece crowned"), ("cx", n(x)), ("cy", n(y)), ("r", n(layout.cell * 0.44)),
            ("fill", "none"), ("stroke", color), ("stroke-width", n(layout.cell * 0.05))])
    }
}
