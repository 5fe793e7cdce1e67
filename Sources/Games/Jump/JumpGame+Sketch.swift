import Boards

extension BoardSketch {
    /// A peg solitaire board: a hole wherever the shape has one, a peg (`.x`) where `pegs` has
    /// one. On a square grid the column letters go on top; on a triangular grid each row sits
    /// half a hole from the next and, as `show` draws it, the letters go under the bottom row
    /// (each column runs up to the right from there).
    public static func pegs(_ game: JumpGame, _ pegs: JumpPosition) -> BoardSketch {
        let board = game.board
        let triangular = board.directions.isTriangular
        let holes = 0..<board.holeCount
        let xs = holes.map { Double(board.columnOf[$0]) - (triangular ? Double(board.rowOf[$0]) / 2 : 0) }
        let least = xs.min() ?? 0
        let spots = holes.map { hole in
            Spot(x: xs[hole] - least, row: board.rowOf[hole], name: board.name(ofHole: hole),
                piece: pegs.hasPeg(hole) ? .x : .empty)
        }
        let width = (spots.map(\.x).max() ?? 0) + 1
        var sketch = BoardSketch(style: PegsStyle(), spots: spots, width: width, height: board.rowCount,
            topLabels: triangular ? [] : (0..<board.columnCount).map { (Double($0), Square.columnLetter($0)) },
            rowLabels: (0..<board.rowCount).map { String($0 + 1) })
        if triangular {
            // A triangular column runs up to the right: its letter goes under the bottom row's
            // hole of that column, where `show` writes it.
            let bottom = Double(board.rowCount - 1) / 2
            sketch.bottomLabels = (0..<board.columnCount).map { (Double($0) - bottom - least, Square.columnLetter($0)) }
        }
        return sketch
    }
}
