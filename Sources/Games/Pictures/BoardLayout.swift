/// Where a sketched board goes in a picture: the size of a cell, the board's top-left corner
/// (room left for the coordinates and the frame), and the whole size, labels included.
public struct BoardLayout {
    let cell: Double
    /// Frame or wood around the cells (Connect 4's blue frame, the peg board's rim).
    let pad: Double
    /// The room for the coordinates, and their font size.
    let labelRoom: Double
    let fontSize: Double
    /// The top-left corner of the cells.
    let left: Double
    let top: Double
    /// The whole board with its labels.
    let width: Double
    let height: Double

    init(_ sketch: BoardSketch, cell: Double) {
        self.cell = cell
        pad = cell * sketch.style.padding
        fontSize = max(cell * 0.3, 8)
        labelRoom = fontSize * 1.6
        left = labelRoom + pad
        top = (sketch.topLabels.isEmpty ? fontSize * 0.5 : labelRoom) + pad
        width = left + sketch.width * cell + pad + fontSize * 0.5
        height = top + Double(sketch.height) * cell + pad + (sketch.bottomLabels.isEmpty ? fontSize * 0.5 : labelRoom)
    }

    /// The centre of a spot.
    func center(_ spot: BoardSketch.Spot) -> (x: Double, y: Double) {
        (left + (spot.x + 0.5) * cell, top + (Double(spot.row) + 0.5) * cell)
    }

    /// The baseline that centres text of this font size on `y`.
    func baseline(_ y: Double, size: Double? = nil) -> Double { y + (size ?? fontSize) * 0.35 }
}
