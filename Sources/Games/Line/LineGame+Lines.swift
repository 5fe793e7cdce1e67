import Boards

extension LineGame {
    /// True when `stones` hold a full line of `lineLength`.
    @inlinable public func hasLine(_ stones: UInt64) -> Bool {
        run(stones, vertical) | run(stones, horizontal) | run(stones, diagonalDown) | run(stones, diagonalUp) != 0
    }

    /// The cells at which a line of `stones` starts along `step`.
    @inlinable func run(_ stones: UInt64, _ step: Int) -> UInt64 {
        var m = stones
        var i = 1
        while i < lineLength && m != 0 {
            m &= stones &>> UInt64(i * step)
            i += 1
        }
        return m
    }

    /// The cells (occupied or not) that would complete a line of `stones`: each is the one missing
    /// cell of some line whose other cells all hold `stones`. Callers mask with the empty cells.
    @inlinable public func completingCells(_ stones: UInt64) -> UInt64 {
        completing(stones, vertical) | completing(stones, horizontal)
            | completing(stones, diagonalDown) | completing(stones, diagonalUp)
    }

    @inlinable func completing(_ stones: UInt64, _ step: Int) -> UInt64 {
        var result: UInt64 = 0
        // j: where the missing cell sits in the line; the others are at offsets (i - j) * step.
        for j in 0..<lineLength {
            var w: UInt64 = ~0
            for i in 0..<lineLength where i != j {
                let offset = (i - j) * step
                w &= offset > 0 ? stones &>> UInt64(offset) : stones &<< UInt64(-offset)
                if w == 0 { break }
            }
            result |= w
        }
        return result & boardMask
    }

    /// The cells where a stone may go now: every empty cell, or with gravity the lowest empty cell
    /// of each column that is not full.
    @inlinable public func playable(_ position: LinePosition) -> UInt64 {
        let occupied = position.occupied
        if rules.gravity { return (occupied &+ bottomMask) & boardMask }
        return boardMask & ~occupied
    }

    /// True when no line can ever be completed: every line holds stones of both sides.
    @inlinable func isDeadDrawn(_ position: LinePosition) -> Bool {
        for line in lines where line & position.current == 0 || line & position.other == 0 { return false }
        return true
    }
}
