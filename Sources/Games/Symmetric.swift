/// A game whose rules look the same under a group of board symmetries: positions that map onto
/// each other share a table entry and a count, and a move maps with its position.
public protocol Symmetric {
    associatedtype Position

    /// How many symmetries the rules keep; symmetry 0 is the identity.
    var symmetryCount: Int { get }

    /// `position` moved by symmetry `s` (0 ..< `symmetryCount`).
    func image(of position: Position, symmetry s: Int) -> Position
}
