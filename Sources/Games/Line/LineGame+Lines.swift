import Boards

extension LineGame {
    /// True when `stones` hold a full line of `lineLength`.
    @inlinable public func hasLine(_ stones: UInt64) -> Bool {
        run(stones, vertical) | run(stones, horizontal) | run(stones, diagonalDown) | run(stones, diagonalUp) != 0
    }

    /// The cells at which a line of `stones` starts along `step`. Shifts here are the smart kind:
    /// on a tall, narrow board `i * step` can pass 63, and the bits must then vanish, not wrap.
    @inlinable func run(_ stones: UInt64, _ step: Int) -> UInt64 {
        if lineLength == 4 {
            // Pairs, then pairs of pairs.
            let pairs = stones & (stones >> UInt64(step))
            return pairs & (pairs >> UInt64(2 &* step))
        }
        var m = stones
        var i = 1
        while i < lineLength && m != 0 {
            m &= stones >> UInt64(i * step)
            i += 1
        }
        return m
    }

    /// The cells (occupied or not) that would complete a line of `stones`: each is the one missing
    /// cell of some line whose other cells all hold `stones`. Callers mask with the empty cells.
    @inlinable public func completingCells(_ stones: UInt64) -> UInt64 {
        if lineLength == 4 {
            // The common case (Connect 4, (5,5,4)) decided once, not once a direction.
            return (completingFour(stones, UInt64(vertical)) | completingFour(stones, UInt64(horizontal))
                | completingFour(stones, UInt64(diagonalDown)) | completingFour(stones, UInt64(diagonalUp)))
        }
        return completing(stones, vertical) | completing(stones, horizontal)
            | completing(stones, diagonalDown) | completing(stones, diagonalUp)
    }

    /// A cell completes a line along `step` when the stones running from it one way (`left`)
    /// and the other way (`right`) add up to `lineLength - 1`: the OR over splits `i` of
    /// `left(i) & right(k - 1 - i)`, where `left(i)` holds the cells with `i` stones next to them
    /// on the low side. Runs are ANDs of shifts, so this costs about 4k operations.
    @inlinable func completing(_ stones: UInt64, _ step: Int) -> UInt64 {
        let k = lineLength
        guard k <= 8 else { return completingLong(stones, step) }
        let s = UInt64(step)
        // right[j]: cells with j stones in a row on the high side (right[0] is every cell).
        var right = InlineArray<8, UInt64>(repeating: ~0)
        var run: UInt64 = ~0
        var j = 1
        while j < k {
            run &= stones >> (UInt64(j) &* s)
            right[j] = run
            j += 1
        }
        var result = right[k - 1]
        var left: UInt64 = ~0
        var i = 1
        while i < k {
            left &= stones << (UInt64(i) &* s)
            result |= left & right[k - 1 - i]
            i += 1
        }
        return result & boardMask
    }

    /// `completing` for four in a row (Connect 4, (5,5,4)), unrolled: the pairs of stones on each
    /// side are shared by the four places the missing cell can take in the line.
    @inlinable func completingFour(_ stones: UInt64, _ s: UInt64) -> UInt64 {
        let low1 = stones << s, high1 = stones >> s
        let lowPair = low1 & (stones << (2 &* s))
        let highPair = high1 & (stones >> (2 &* s))
        let result = (lowPair & (stones << (3 &* s))) | (lowPair & high1)
            | (highPair & (stones >> (3 &* s))) | (highPair & low1)
        return result & boardMask
    }

    /// `completing` for lines longer than 8: each cell of the line in turn is the missing one.
    @usableFromInline func completingLong(_ stones: UInt64, _ step: Int) -> UInt64 {
        var result: UInt64 = 0
        for j in 0..<lineLength {
            var w: UInt64 = ~0
            for i in 0..<lineLength where i != j {
                let offset = (i - j) * step
                w &= offset > 0 ? stones >> UInt64(offset) : stones << UInt64(-offset)
                if w == 0 { break }
            }
            result |= w
        }
        return result & boardMask
    }

    /// The lines one player's stones fill (the game ended by them), each as its cells in order
    /// along it; none while the game goes on or when it ended another way.
    func completedLines(_ position: LinePosition) -> [[Square]] {
        for stones in [position.other, position.current] {
            let full = lines.filter { stones & $0 == $0 }
            guard full.isEmpty else {
                // A line's bits rise (or fall) along it in this layout: bit order is line order.
                return full.map { mask in (0..<64).filter { mask & UInt64.bit($0) != 0 }.map(square(of:)) }
            }
        }
        return []
    }

    /// The cells where a stone may go now: every empty cell, or with gravity the lowest empty cell
    /// of each column that is not full.
    @inlinable public func playable(_ position: LinePosition) -> UInt64 {
        let occupied = position.occupied
        if rules.gravity { return (occupied &+ bottomMask) & boardMask }
        return boardMask & ~occupied
    }

    /// True when no line can ever be completed: every line holds stones of both sides. A line
    /// free of the other side's stones is a line of the cells that are not theirs.
    @inlinable func isDeadDrawn(_ position: LinePosition) -> Bool {
        !hasLine(boardMask & ~position.other) && !hasLine(boardMask & ~position.current)
    }
}
