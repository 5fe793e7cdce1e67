/// A game whose rules look the same under a group of board symmetries: positions that map onto
/// each other share a table entry and a count, and a move maps with its position.
public protocol Symmetric {
    associatedtype Position

    /// How many symmetries the rules keep; symmetry 0 is the identity.
    var symmetryCount: Int { get }

    /// `position` moved by symmetry `s` (0 ..< `symmetryCount`).
    func image(of position: Position, symmetry s: Int) -> Position
}

extension LineGame: Symmetric {
    public var symmetryCount: Int { symmetries.count }

    public func image(of position: LinePosition, symmetry s: Int) -> LinePosition {
        LinePosition(current: symmetries.apply(s, to: position.current), other: symmetries.apply(s, to: position.other),
            mover: position.mover)
    }
}

extension FlankGame: Symmetric {
    public var symmetryCount: Int { Self.symmetryCount }

    public func image(of position: FlankPosition, symmetry s: Int) -> FlankPosition {
        FlankPosition(player: image(of: position.player, symmetry: s), opponent: image(of: position.opponent, symmetry: s),
            mover: position.mover)
    }
}

extension JumpGame: Symmetric {
    /// The board's symmetries that keep the goal (those the puzzle's keys are taken under).
    public var symmetryCount: Int { puzzle.symmetries.count }

    public func image(of position: JumpPosition, symmetry s: Int) -> JumpPosition {
        JumpPosition(bits: puzzle.symmetries.image(of: position.bits, symmetry: s))
    }
}
