import Boards

/// An ordered list of at most 64 line moves held inline (no heap allocation per node): added
/// with a score, taken out highest score first, equal scores in the order they were added.
public struct CellOrder: Sequence, IteratorProtocol, Sendable {
    @usableFromInline var cells = InlineArray<64, UInt8>(repeating: 0)
    @usableFromInline var scores = InlineArray<64, Int32>(repeating: 0)
    @usableFromInline var count = 0
    @usableFromInline var position = 0

    @inlinable public init() {}

    /// Inserts `bit` behind every move scored at least as high.
    @inlinable public mutating func add(_ bit: Int, score: Int32) {
        var i = count
        while i > 0 && scores[i - 1] < score {
            cells[i] = cells[i - 1]
            scores[i] = scores[i - 1]
            i -= 1
        }
        cells[i] = UInt8(truncatingIfNeeded: bit)
        scores[i] = score
        count += 1
    }

    @inlinable public mutating func next() -> LineMove? {
        guard position < count else { return nil }
        defer { position += 1 }
        return LineMove(bit: Int(cells[position]))
    }
}
