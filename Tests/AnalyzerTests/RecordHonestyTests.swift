import Testing

@testable import Analyzer
@testable import Language

/// Records read honestly: what disagrees with a header, a move after a game's end, other
/// variants of Othello, escaped brackets and comments that quote a game, each said at its place.
@Suite struct RecordHonestyTests {
    @Test func wthor_headerCountingFewerGames_isSaid() {
        var bytes = RecordSamples.wthor([["f5"], ["f5", "d6"], ["c4"]])
        bytes[4] = 1
        let file = WTHORReader.read(bytes, file: "t.wtb")
        #expect(file.games.count == 1)
        #expect(file.errors.map(\.message) == ["the header says 1 game, the file holds 3 (68 bytes each); only the first 1 are read"])
    }

    @Test func wthor_bytesThatMakeNoGame_areSaid() {
        let file = WTHORReader.read(RecordSamples.wthor([["f5"]]) + [1, 2, 3], file: "t.wtb")
        #expect(file.games.count == 1)
        #expect(file.errors.map(\.message) == ["the file ends with 3 bytes that make no game (a game is 68 bytes)"])
    }

    @Test func wthor_moveAfterTheEnd_isAFault() {
        var bytes = RecordSamples.wthor([["f5", "d6", "c3"]])
        bytes[16 + 8 + 1] = 0
        let file = WTHORReader.read(bytes, file: "t.wtb")
        #expect(file.games.isEmpty)
        #expect(file.errors.map(\.message) == ["game 1, move 3: move 3 follows the end of the game (a 0 at move 2)"])
    }

    @Test(arguments: ["8a", "s8", "10"])
    func ggf_otherVariants_areRefusedByName(_ variant: String) {
        let text = RecordSamples.wholeGameGGF.replacingOccurrences(of: "TY[8]", with: "TY[\(variant)]")
        let file = GGFReader.read(text, file: "t.ggf")
        #expect(file.games.isEmpty)
        #expect(file.errors.first?.message.contains("TY[\(variant)] is not standard 8 x 8 Othello") == true)
    }

    @Test func ggf_escapedBracket_andAQuotedGameInAComment_areParts_ofTheirValues() {
        let text = RecordSamples.wholeGameGGF.replacingOccurrences(of: "PC[test]", with: "PC[a \\] b]C[see (;GM[Othello]B[a1];) here]")
        let file = GGFReader.read(text, file: "t.ggf")
        #expect(file.errors.map(\.rendered) == [])
        #expect(file.games.first?.moves == RecordSamples.wholeGame)
    }

    @Test func anErrorOnALongLine_showsOneScreenLineOfIt() {
        let line = String(repeating: "x", count: 40_000) + "!" + String(repeating: "y", count: 40_000)
        let diagnostic = Diagnostic(.error, "bad", at: SourceLocation(file: "t.ggf", line: 1, column: 40_001), line: line)
        let rendered = diagnostic.rendered.split(separator: "\n")
        #expect(rendered.count == 3)
        #expect(rendered[1].count <= Diagnostic.widest + 2)
        // The caret stands under the '!'.
        #expect(Array(rendered[1])[rendered[2].count - 1] == "!")
    }
}
