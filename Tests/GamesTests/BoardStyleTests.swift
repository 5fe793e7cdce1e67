import Boards
import Foundation
import Testing

@testable import Games

/// A style is the family's, not a case of a closed list: a style written outside the shipped
/// families (here a test's hex grid) places its cells where the spots say, draws its own cell
/// outlines, names its pieces' colours, and the picture lays out around it.
@Suite struct BoardStyleTests {
    /// Hexagons on a rhombus, each row shifted half a cell: a stand-in for a family's hex style.
    struct HexTestStyle: BoardStyle {
        var padding: Double { 0.25 }
        func colorName(_ player: Player) -> String? { player == .x ? "green" : "purple" }

        func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
            let n = SVGWriter.number
            for spot in sketch.spots {
                let (x, y) = layout.center(spot)
                let r = layout.cell * 0.55
                let corners = (0..<6).map { k -> String in
                    let angle = Double.pi / 3 * Double(k) + Double.pi / 6
                    return "\(n(x + r * cos(angle))),\(n(y + r * sin(angle)))"
                }
                svg.element("polygon", [("class", "hex \(spot.name)"), ("points", corners.joined(separator: " "))])
            }
        }

        func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
            svg.element("circle", [("class", "hex-icon"), ("cx", SVGWriter.number(x)), ("cy", SVGWriter.number(y))])
        }
    }

    @Test func aStyleOfItsOwn_drawsItsCellsWhereTheSpotsAre() {
        var spots: [BoardSketch.Spot] = []
        for row in 0..<2 {
            for column in 0..<2 {
                spots.append(BoardSketch.Spot(x: Double(column) + Double(row) / 2, row: row,
                    name: Square(column: column, row: row).description, piece: .empty))
            }
        }
        let sketch = BoardSketch(style: HexTestStyle(), spots: spots, width: 2.5, height: 2,
            topLabels: [(0, "a"), (1, "b")], rowLabels: ["1", "2"])
        let svg = PositionPicture.document(sketch, title: "hex", caption: "X to move", mover: .x, notes: [])

        #expect(svg.components(separatedBy: "<polygon").count - 1 == 4)
        #expect(svg.contains("class=\"hex a2\""))
        #expect(svg.contains("hex-icon"))
        // b2 sits half a cell right of b1: its centre's x is one half cell more.
        let layout = BoardLayout(sketch, cell: 48)
        #expect(layout.center(spots[3]).x - layout.center(spots[1]).x == 24)
        #expect(layout.pad == 12)
        #expect(sketch.style.colorName(.o) == "purple")
    }

    @Test func shippedStyles_keepTheirLooks() {
        #expect(DropsStyle().colorName(.x) == "red" && DropsStyle().numbersColumnsBelow)
        #expect(DiscsStyle().colorName(.o) == "white" && DiscsStyle().countsTurnedPieces)
        #expect(MarksStyle().colorName(.x) == nil && PegsStyle().padding == 0.12)
        let drops = BoardSketch.grid([Array("..."), Array("X.O")], style: DropsStyle())
        #expect(drops.bottomLabels.map(\.text) == ["1", "2", "3"])
        #expect(BoardSketch.grid([Array("...")], style: MarksStyle()).bottomLabels.isEmpty)
    }
}
