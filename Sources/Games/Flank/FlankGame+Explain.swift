import Boards

extension FlankGame {
    /// The directions in `FlankGeometry.shift` order, as a learner reads them on the board
    /// (north is toward row 1).
    static let directionNames = ["east", "west", "south", "north", "south-east", "south-west", "north-east", "north-west"]

    /// For a legal move, the discs it turns, direction by direction; otherwise why it is illegal
    /// (off the board, taken, flanks nothing, must pass, game over).
    public func explain(_ text: String, in position: FlankPosition) -> [String] {
        let mover = position.mover
        switch parseMove(text, in: position) {
        case .failure(let error):
            return ["\(text): \(error.kind == .illegal ? "illegal" : "not a move"): \(error.message)"]
        case .success(let move) where move.isPass:
            return ["pass: \(mover) has no legal move, so it passes and \(mover.opponent) moves again"]
        case .success(let move):
            let cell = Int(move.cell)
            let origin = UInt64.bit(cell)
            var lines: [String] = []
            var total = 0
            for direction in 0..<8 {
                var run: [Int] = []
                var walk = geometry.shift(origin, direction)
                while walk & position.opponent != 0 {
                    run.append(walk.trailingZeroBitCount)
                    walk = geometry.shift(walk, direction)
                }
                guard !run.isEmpty, walk & position.player != 0 else { continue }
                total += run.count
                let anchor = geometry.square(of: walk.trailingZeroBitCount)
                let names = run.map { geometry.square(of: $0).description }.joined(separator: " ")
                lines.append("  \(Self.directionNames[direction]): \(names) (up to \(mover)'s disc on \(anchor))")
            }
            let noun = total == 1 ? "disc" : "discs"
            return ["\(moveName(move)): legal for \(mover); it turns \(total) \(mover.opponent) \(noun):"] + lines
        }
    }
}
