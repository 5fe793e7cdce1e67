/// What `BlockGame.play` does for a move of one move block, read by the block's index: a byte,
/// where a read of the block itself (its directions, pictures and text) retained its arrays at
/// every move played.
enum PlayKind: UInt8, Sendable {
    /// A stone put on its cell (by gravity or not), from the hand under `hand`.
    case place
    /// A stone put down that turns over what it flanks (`move place flip`).
    case placeFlipping
    /// A one-cell polyomino, put as a stone is but never from a hand.
    case stone
    /// A polyomino of more than one cell, laid by its placement (the move's `path`).
    case polyomino
    /// A piece carried from one cell to another (step, leap or slide), taking what stood there.
    case carry
    /// A jump or a chain of jumps, taking the pieces its `taken` bits name.
    case jump
    /// A piece pushed in at the end of a way from the board's edge, shifting what it passes
    /// (`move push`).
    case push

    init(_ kind: MoveBlock.Kind) {
        switch kind {
        case .place(_, let flip): self = flip ? .placeFlipping : .place
        case .polyomino(let shapes): self = shapes.first?.count == 1 ? .stone : .polyomino
        case .step, .leap, .slide: self = .carry
        case .jump: self = .jump
        case .push: self = .push
        }
    }
}
