/// Dead stones: stones whose colour can no longer matter, so that the table can treat positions
/// that differ only in them as one.
///
/// A stone is dead when no empty cell lies within two cells of it along any of the four
/// directions, and wherever an empty cell lies three cells away (the one line of four that holds
/// both), the two cells between are stones of different colours. Those two are within two cells
/// of an empty cell, so they are never dead themselves and keep their colours. So every line of
/// four through a dead stone that still has an empty cell holds both colours whatever the dead
/// stones' colours, and a line with no empty cell is settled: recolouring the dead stones changes
/// no line either side could still make, nor any move, and leaves the score and the best moves
/// as they are. (Pairs of cells are found one step at a time, each step masked by the board, so
/// no shift wraps from one column into the next.)
extension DropBoard {
    /// The key of the position with its dead stones given to the side to move, or of its mirror
    /// image, whichever is smaller (`canonicalKey` of that position): positions that differ only
    /// in dead stones share it, and so share the table's entry.
    @inline(__always) func tableKey(_ current: UInt64, _ mask: UInt64) -> (key: UInt64, mirrored: Bool) {
        canonicalKey(current | deadStones(current, mask), mask)
    }

    /// The dead stones of a position (see the extension's comment; a stone in no line of four
    /// along a direction is never free along it); 0 as soon as one direction leaves none.
    @inline(__always) func deadStones(_ current: UInt64, _ mask: UInt64) -> UInt64 {
        let empty = boardMask & ~mask
        let theirs = current ^ mask
        var dead = mask & ~(free(current, theirs, empty, up) & lineCells.0)
        if dead == 0 { return 0 }
        dead &= ~(free(current, theirs, empty, across) & lineCells.1)
        if dead == 0 { return 0 }
        dead &= ~(free(current, theirs, empty, downward) & lineCells.2)
        if dead == 0 { return 0 }
        return dead & ~(free(current, theirs, empty, upward) & lineCells.3)
    }

    /// The cells that are free along the direction of shift `s`: an empty cell within two cells,
    /// or one three cells away with two stones of one colour between.
    @inline(__always) private func free(_ mine: UInt64, _ theirs: UInt64, _ empty: UInt64, _ s: Int) -> UInt64 {
        let s = UInt64(s)
        let b = boardMask
        // Towards higher bits: e1 (the next cell empty), e2, e3; m1, m2 and t1, t2 (the next
        // cells the mover's, the opponent's).
        var e1 = (empty &>> s) & b, e2 = (e1 &>> s) & b, e3 = (e2 &>> s) & b
        var m1 = (mine &>> s) & b, t1 = (theirs &>> s) & b
        var m2 = (m1 &>> s) & b, t2 = (t1 &>> s) & b
        var result = e1 | e2 | (e3 & ((m1 & m2) | (t1 & t2)))
        // Towards lower bits.
        e1 = (empty &<< s) & b
        e2 = (e1 &<< s) & b
        e3 = (e2 &<< s) & b
        m1 = (mine &<< s) & b
        t1 = (theirs &<< s) & b
        m2 = (m1 &<< s) & b
        t2 = (t1 &<< s) & b
        result |= e1 | e2 | (e3 & ((m1 & m2) | (t1 & t2)))
        return result
    }
}
