/// A game whose rules look the same under a group of board symmetries: positions that map onto
/// each other share a table entry and a count, and a move maps with its position.
public protocol Symmetric<Position> {
    associatedtype Position

    /// How many symmetries the rules keep; symmetry 0 is the identity.
    var symmetryCount: Int { get }

    /// `position` moved by symmetry `s` (0 ..< `symmetryCount`).
    func image(of position: Position, symmetry s: Int) -> Position
}

extension Symmetric where Position: Hashable {
    /// How many distinct positions `position`'s class holds: the symmetries over those that
    /// leave it as it is (the symmetries form a group, so every image is met equally often).
    public func orbitSize(of position: Position) -> Int {
        var fixing = 0
        for s in 0..<symmetryCount where image(of: position, symmetry: s) == position { fixing += 1 }
        return symmetryCount / max(1, fixing)
    }
}
