import Boards
import Foundation
import Testing

@testable import Games

/// Pictures of block boards: a hex grid is a rhombus of hexagons, each row half a cell right of
/// the one above, with the sides each player joins in that player's colour; square boards keep
/// the X and O marks.
@Suite struct BlockPictureTests {
    static let book = (try? BlockRuleFiles.book()) ?? RuleBook()

    func makePlay(_ name: String) -> (any Play)? {
        guard let game = Self.book.game(named: name) as? BlockGame else {
            Issue.record("no block game \(name)")
            return nil
        }
        return game.makePlay(tableBytes: 1 << 16, threads: 1, book: false)
    }

    @Test func hexBoard_isARhombusOfHexagons_eachRowHalfACellRight() throws {
        let play = try #require(makePlay("hex-4x4"))
        #expect(play.playAll(["b2", "c3"], fromStart: false) == nil)
        let sketch = play.sketch
        #expect(sketch.style is HexStyle)
        let spot = { (name: String) in sketch.spots.first { $0.name == name } }
        #expect(spot("a1")?.x == 0 && spot("a2")?.x == 0.5 && spot("b2")?.x == 1.5 && spot("d4")?.x == 4.5)
        #expect(sketch.width == 5.5)
        #expect(spot("b2")?.piece == .x && spot("c3")?.piece == .o)
        let svg = PositionPicture.document(sketch, title: "hex-4x4", caption: "X to move", mover: .x, notes: [])
        #expect(svg.components(separatedBy: "<polygon class=\"cell").count - 1 == 16)
        #expect(svg.components(separatedBy: "class=\"piece x\"").count - 1 == 1)
        #expect(svg.components(separatedBy: "class=\"piece o\"").count - 1 == 1)
        // X joins top and bottom: those sides are drawn in X's colour; O's in O's.
        #expect(svg.contains("class=\"side x\"") && svg.contains("class=\"side o\""))
    }

    @Test func squareBlockBoard_keepsTheMarks() throws {
        let play = try #require(makePlay("breakthrough-4x5"))
        #expect(play.sketch.style is MarksStyle)
        #expect(play.sketch.spots.first { $0.name == "b2" }?.x == 1)
    }
}
