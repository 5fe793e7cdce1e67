import Boards

/// One position as a whole SVG document: a title (the position's name and the game), the board,
/// and under it the side to move (with its piece) or the result, and a key to the marks.
public enum PositionPicture {
    static let cell = 48.0
    static let margin = 12.0

    /// The document. `mover` draws that side's piece before the caption; `notes` are lines of
    /// small print under it. With `spots`, each cell also gets a transparent circle over it,
    /// `<circle class="spot" data-cell="b2" data-x="1" ...>` (its name and its column), drawn
    /// last so that a page can take clicks on the cells.
    public static func document(_ sketch: BoardSketch, title: String, caption: String, mover: Player?, notes: [String],
        spots: Bool = false) -> String
    {
        let layout = BoardLayout(sketch, cell: cell)
        let titleSize = 16.0, captionSize = 15.0, noteSize = 12.0
        var textWidth = max(width(of: title, size: titleSize), width(of: caption, size: captionSize) + 26)
        for note in notes { textWidth = max(textWidth, width(of: note, size: noteSize)) }
        let width: Double = max(layout.width, textWidth) + 2 * margin
        var svg = SVGWriter()
        var y = margin + titleSize
        svg.text(title, [("class", "title"), ("x", SVGWriter.number(margin)), ("y", SVGWriter.number(y)),
            ("font-size", SVGWriter.number(titleSize)), ("font-weight", "bold"), ("fill", "#222")])
        y += 8
        let boardX = (width - layout.width) / 2
        BoardPicture.draw(sketch, cell: cell, at: boardX, y, into: &svg)
        let boardY = y
        y += layout.height + captionSize + 4
        var captionX = margin
        if let mover {
            sketch.style.icon(mover, x: margin + 9, y: y - captionSize * 0.35, size: 18, &svg)
            captionX += 26
        }
        svg.text(caption, [("class", "to-move"), ("x", SVGWriter.number(captionX)), ("y", SVGWriter.number(y)),
            ("font-size", SVGWriter.number(captionSize)), ("fill", "#222")])
        for note in notes {
            y += noteSize + 5
            svg.text(note, [("class", "note"), ("x", SVGWriter.number(margin)), ("y", SVGWriter.number(y)),
                ("font-size", SVGWriter.number(noteSize)), ("fill", "#555")])
        }
        if spots { clickTargets(sketch, layout, at: boardX, boardY, into: &svg) }
        let height: Double = y + margin
        return svg.document(width: width.rounded(.up), height: height.rounded(.up), title: title)
    }

    /// The transparent circles over the cells, in the document's coordinates.
    private static func clickTargets(_ sketch: BoardSketch, _ layout: BoardLayout, at x: Double, _ y: Double,
        into svg: inout SVGWriter)
    {
        svg.group([("class", "spots")]) { svg in
            for spot in sketch.spots {
                let center = layout.center(spot)
                svg.element("circle", [("class", "spot"), ("data-cell", spot.name), ("data-x", SVGWriter.number(spot.x)),
                    ("cx", SVGWriter.number(x + center.x)), ("cy", SVGWriter.number(y + center.y)),
                    ("r", SVGWriter.number(layout.cell * 0.5)), ("fill", "transparent")])
            }
        }
    }

    /// A rough width of a line of text (half a font size or so a character), to size the picture.
    static func width(of text: String, size: Double) -> Double { Double(text.count) * size * 0.56 }
}
