import Boards
import Games
import Search
import Testing

/// The transposition table's entry sizes: the stamp and the bounds fit the bytes a key leaves
/// before the move, and the move is stored without an optional's tag, so a table of a given size
/// holds as many entries whatever the key's padding holds.
@Suite struct TableEntryTests {
    @Test func aBlockEntry_isOneCacheLine() {
        #expect(MemoryLayout<BlockPosition>.size == 43)
        #expect(MemoryLayout<TranspositionTable<BlockPosition, BlockMove>.Entry>.stride == 64)
    }

    @Test func aLineEntry_isSixteenBytes() {
        #expect(MemoryLayout<TranspositionTable<LineGame.Key, LineGame.Move>.Entry>.stride == 16)
    }

    /// A store without a move keeps no move, even where the slot held one; a later store with a
    /// move gives it; the bounds narrow.
    @Test func aStoreWithoutAMove_hidesTheSlotsOldMove() throws {
        let table = TranspositionTable<LineKey, UInt8>(bytes: 1 << 16)
        table.store(LineKey(bits: 7), lower: -1, upper: 1, move: 3, work: 10)
        #expect(table.probe(LineKey(bits: 7))?.move == 3)
        table.clear()
        table.store(LineKey(bits: 7), lower: 0, upper: 1, move: nil, work: 10)
        let entry = try #require(table.probe(LineKey(bits: 7)))
        #expect(entry.move == nil)
        #expect(entry.lower == 0 && entry.upper == 1)
        table.store(LineKey(bits: 7), lower: 1, upper: 1, move: 5, work: 1 << 40)
        #expect(table.probe(LineKey(bits: 7))?.move == 5)
        #expect(table.probe(LineKey(bits: 7))?.lower == 1)
        for _ in 0..<8 { table.clear() }
        #expect(table.probe(LineKey(bits: 7)) == nil)
    }
}
