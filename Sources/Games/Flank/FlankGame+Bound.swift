import Boards

extension FlankGame {
    /// Every way the board could look: an empty cell may fill with either colour, and a disc may
    /// be turned.
    public func reachableBound(from position: FlankPosition) -> Double? {
        let cells = geometry.boardMask.nonzeroBitCount
        let discs = position.occupied.nonzeroBitCount
        return (0..<(cells - discs)).reduce(1.0) { value, _ in value * 3 } * (0..<discs).reduce(1.0) { value, _ in value * 2 }
    }
}
