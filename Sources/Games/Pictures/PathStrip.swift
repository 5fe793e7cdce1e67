/// A line of play as one SVG document: small boards in rows (six to eight a row, by the board's
/// width), the first the position as it stands, each next one after a move, labelled with it,
/// its cell ringed.
public enum PathStrip {
    static let cell = 24.0
    static let gap = 14.0
    static let margin = 12.0

    /// One board of the strip and its label.
    public struct Frame {
        public var sketch: BoardSketch
        public var label: String

        public init(sketch: BoardSketch, label: String) {
            self.sketch = sketch
            self.label = label
        }
    }

    /// The document: `title` on top (the headline), `subtitle` under it (the moves), the frames.
    public static func document(_ frames: [Frame], title: String, subtitle: String) -> String {
        let layouts = frames.map { BoardLayout($0.sketch, cell: cell) }
        let frameWidth = max(layouts.map(\.width).max() ?? 0, frames.map { PositionPicture.width(of: $0.label, size: 11) }.max() ?? 0)
        let boardHeight = layouts.map(\.height).max() ?? 0
        let columns = min(max(frames.count, 1), perRow(frames.first?.sketch))
        let labelRoom = 18.0
        let titleSize = 15.0, subtitleSize = 12.0
        let lines = wrap(subtitle, width: Double(columns) * (frameWidth + gap) - gap, size: subtitleSize)
        let width = max(Double(columns) * (frameWidth + gap) - gap,
            PositionPicture.width(of: title, size: titleSize)) + 2 * margin
        var svg = SVGWriter()
        var y = margin + titleSize
        svg.text(title, [("class", "title"), ("x", SVGWriter.number(margin)), ("y", SVGWriter.number(y)),
            ("font-size", SVGWriter.number(titleSize)), ("font-weight", "bold"), ("fill", "#222")])
        for line in lines {
            y += subtitleSize + 4
            svg.text(line, [("class", "moves"), ("x", SVGWriter.number(margin)), ("y", SVGWriter.number(y)),
                ("font-size", SVGWriter.number(subtitleSize)), ("fill", "#444")])
        }
        y += 10
        for (index, frame) in frames.enumerated() {
            let column = index % columns, row = index / columns
            let x = margin + Double(column) * (frameWidth + gap)
            let top = y + Double(row) * (boardHeight + labelRoom + gap)
            BoardPicture.draw(frame.sketch, cell: cell, at: x + (frameWidth - layouts[index].width) / 2, top, into: &svg)
            svg.text(frame.label, [("class", "move"), ("x", SVGWriter.number(x + frameWidth / 2)),
                ("y", SVGWriter.number(top + boardHeight + 13)), ("font-size", "11"), ("text-anchor", "middle"),
                ("fill", "#222")])
        }
        let rows = (frames.count + columns - 1) / columns
        let height = y + Double(rows) * (boardHeight + labelRoom + gap) - gap + margin
        return svg.document(width: width.rounded(.up), height: height.rounded(.up), title: title)
    }

    /// Eight small boards a row for narrow boards, six for wide ones.
    static func perRow(_ sketch: BoardSketch?) -> Int {
        guard let sketch else { return 6 }
        return sketch.width <= 5 ? 8 : 6
    }

    /// Words in lines that fit `width` at this font size.
    static func wrap(_ text: String, width: Double, size: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let next = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, PositionPicture.width(of: next, size: size) > width {
                lines.append(line)
                line = String(word)
            } else {
                line = next
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
