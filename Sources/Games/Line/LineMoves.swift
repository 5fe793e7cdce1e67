import Boards

/// An ordered list of at most 64 line moves held inline (no heap allocation per node), walked in
/// place: added with a score from 0 to 255, taken out highest score first (equal scores: the
/// lower cell first). Each entry packs score and cell into 16 bits, so adding is an insertion
/// into a sorted run of small integers.
public struct LineMoves: MoveList, Sendable {
    @usableFromInline var entries = InlineArray<64, UInt16>(repeating: 0)
    @usableFromInline var count = 0
    @usableFromInline var position = 0

    @inlinable public init() {}

    @inlinable public mutating func add(_ bit: Int, score: Int) {
        let entry = UInt16(truncatingIfNeeded: min(max(score, 0), 255) << 8 | (255 - bit))
        var i = count
        while i > 0 && entries[i - 1] < entry {
            entries[i] = entries[i - 1]
            i -= 1
        }
        entries[i] = entry
        count += 1
    }

    @inlinable public mutating func next() -> LineMove? {
        guard position < count else { return nil }
        defer { position += 1 }
        return LineMove(bit: 255 - Int(entries[position] & 0xFF))
    }
}
