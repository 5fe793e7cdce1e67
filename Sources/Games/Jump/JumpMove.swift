import Boards

/// One jump: an index into its board's jump table (`JumpBoard.jumpFrom`, `jumpOver`, `jumpTo`).
/// A multi-jump, one peg jumping several times, is a run of jumps, each starting where the last
/// one landed; it counts as one move in the classic count.
public struct JumpMove: Hashable, Sendable {
    public let index: UInt16

    @inlinable public init(index: Int) { self.index = UInt16(truncatingIfNeeded: index) }
}

/// The legal jumps of a position as a bitset over the jump table (up to 512 entries), walked in
/// table order by clearing the lowest bit. Nothing allocates.
public struct JumpMoves: MoveList, Sendable {
    @usableFromInline var words = InlineArray<8, UInt64>(repeating: 0)
    @usableFromInline var word = 0

    @inlinable public init() {}

    @inlinable mutating func insert(_ index: Int) { words[index &>> 6] |= UInt64.bit(index & 63) }

    @inlinable public mutating func next() -> JumpMove? {
        while word < 8 {
            let bits = words[word]
            if bits != 0 {
                words[word] = bits & (bits &- 1)
                return JumpMove(index: word &<< 6 | bits.trailingZeroBitCount)
            }
            word &+= 1
        }
        return nil
    }
}

extension JumpBoard {
    /// Fills `list` with the legal jumps of `pegs`: a peg on the start hole and on the hole jumped
    /// over, and the landing hole empty.
    @inlinable public func legalJumps(_ pegs: JumpPosition, into list: inout JumpMoves) {
        let bits = pegs.bits
        for i in 0..<jumpPegs.count {
            let need = jumpPegs[i]
            if bits & need == need && bits & jumpLanding[i] == 0 { list.insert(i) }
        }
    }

    /// Fills `list` with the legal jumps of `pegs` from hole `hole` (a peg jumping on).
    @inlinable public func legalJumps(_ pegs: JumpPosition, from hole: Int, into list: inout JumpMoves) {
        let bits = pegs.bits
        for i in jumpsFrom[hole]..<jumpsFrom[hole &+ 1] {
            let need = jumpPegs[i]
            if bits & need == need && bits & jumpLanding[i] == 0 { list.insert(i) }
        }
    }

    /// The legal jumps of `pegs`, in table order (start hole in reading order, then direction).
    public func legalJumps(_ pegs: JumpPosition) -> [JumpMove] {
        var list = JumpMoves()
        legalJumps(pegs, into: &list)
        return Array(IteratorSequence(list))
    }

    /// True when `jump` can be played in `pegs`.
    @inlinable public func isLegal(_ jump: JumpMove, in pegs: JumpPosition) -> Bool {
        let i = Int(jump.index)
        guard i < jumpPegs.count else { return false }
        return pegs.bits & jumpPegs[i] == jumpPegs[i] && pegs.bits & jumpLanding[i] == 0
    }

    /// The bits a jump flips: start, jumped-over and landing holes.
    @inlinable public func flips(_ jump: JumpMove) -> UInt64 {
        let i = Int(jump.index)
        return jumpPegs[i] | jumpLanding[i]
    }

    /// The position after `jump`, which must be legal: the peg leaves its hole, the peg jumped
    /// over is taken, the landing hole fills.
    @inlinable public func play(_ jump: JumpMove, in pegs: JumpPosition) -> JumpPosition { JumpPosition(bits: pegs.bits ^ flips(jump)) }

    /// The position before `jump`, which must have just been played: the same three bits flip back.
    @inlinable public func undo(_ jump: JumpMove, in pegs: JumpPosition) -> JumpPosition { JumpPosition(bits: pegs.bits ^ flips(jump)) }

    /// The jump from `from` over the next hole to `to`, when the board has one (two steps along
    /// one of its directions with a hole between).
    public func jump(from: Int, to: Int) -> JumpMove? {
        for i in 0..<jumpFrom.count where Int(jumpFrom[i]) == from && Int(jumpTo[i]) == to { return JumpMove(index: i) }
        return nil
    }

    /// The start, jumped-over and landing holes of `jump`.
    public func holes(of jump: JumpMove) -> (from: Int, over: Int, to: Int) {
        let i = Int(jump.index)
        return (Int(jumpFrom[i]), Int(jumpOver[i]), Int(jumpTo[i]))
    }

    /// `jumps` grouped into moves: a run of jumps by one peg (each starting where the last one
    /// landed) is one move.
    public func moves(grouping jumps: [JumpMove]) -> [[JumpMove]] {
        var moves: [[JumpMove]] = []
        for jump in jumps {
            if let last = moves.last?.last, holes(of: last).to == holes(of: jump).from {
                moves[moves.count - 1].append(jump)
            } else {
                moves.append([jump])
            }
        }
        return moves
    }
}
