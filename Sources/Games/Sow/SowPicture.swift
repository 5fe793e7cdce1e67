import Boards
import Search

/// A sowing board: a wooden board, each pit a hollow with its count of seeds, each store a long
/// hollow across both rows at its end. The cells say the counts (`SowRules.digits`); the pits
/// take the names of the moves that sow them (a, b, ...), the stores none.
public struct SowStyle: BoardStyle {
    public init() {}
    public var padding: Double { 0.15 }
    public func colorName(_ player: Player) -> String? { nil }

    /// Pits named by their letter from each side's first pit (X's row left to right unless the
    /// board is mirrored); the top labels and row numbers of a grid dropped.
    public func arranged(_ sketch: BoardSketch) -> BoardSketch {
        var sketch = sketch
        // The third row of a game without stores (the plies since a capture) is no place.
        sketch.spots.removeAll { $0.row > 1 }
        sketch.height = min(sketch.height, 2)
        let width = Int(sketch.width)
        let mirrored = sketch.spots.first { $0.row == 0 && Int($0.x) == 0 }?.cell == "-"
        for index in sketch.spots.indices {
            let spot = sketch.spots[index]
            let column = Int(spot.x)
            guard column > 0, column < width - 1 else {
                sketch.spots[index].name = spot.cell == "-" ? "" : "store"
                continue
            }
            // X's row (the bottom) runs a, b, ... with the sowing; O's the other way.
            let fromLeft = (spot.row == 1) != mirrored
            let pit = fromLeft ? column - 1 : width - 2 - column
            sketch.spots[index].name = String(UnicodeScalar(UInt8(97 + pit)))
        }
        // Counts are no pieces (a letter count would read as a crowned piece).
        for index in sketch.spots.indices {
            sketch.spots[index].piece = .empty
            sketch.spots[index].crowned = false
        }
        sketch.topLabels = []
        sketch.rowLabels = ["O", "X"]
        return sketch
    }

    public func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        let n = SVGWriter.number
        let cell = layout.cell, pad = layout.pad
        svg.element("rect", [("class", "board"), ("x", n(layout.left - pad)), ("y", n(layout.top - pad)),
            ("width", n(sketch.width * cell + 2 * pad)), ("height", n(Double(sketch.height) * cell + 2 * pad)),
            ("rx", n(cell * 0.3)), ("fill", "#c8a165"), ("stroke", "#7a5a2e"), ("stroke-width", n(cell * 0.04))])
        for spot in sketch.spots where spot.cell != "-" {
            var (x, y) = layout.center(spot)
            let store = spot.name == "store"
            if store {
                // A store lies across both rows at its end.
                y = layout.top + cell
                svg.element("rect", [("class", "store"), ("x", n(x - cell * 0.38)), ("y", n(y - cell * 0.88)),
                    ("width", n(cell * 0.76)), ("height", n(cell * 1.76)), ("rx", n(cell * 0.36)),
                    ("fill", "#8d6534"), ("stroke", "#5d4020"), ("stroke-width", n(cell * 0.03))])
            } else {
                svg.element("circle", [("class", "pit"), ("cx", n(x)), ("cy", n(y)), ("r", n(cell * 0.4)),
                    ("fill", "#8d6534"), ("stroke", "#5d4020"), ("stroke-width", n(cell * 0.03))])
            }
            let count = SowRules.digits.firstIndex(of: spot.cell) ?? 0
            svg.text(String(count), [("class", "count"), ("x", n(x)), ("y", n(layout.baseline(y, size: cell * 0.36))),
                ("font-size", n(cell * 0.36)), ("text-anchor", "middle"), ("fill", "#fff8e8")])
            BoardPicture.lastMoveRing(spot, layout, &svg)
        }
    }

    public func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
        BoardPicture.discIcon(x: x, y: y, radius: size * 0.4, fill: player == .x ? "#222" : "#eee", stroke: "#222", &svg)
    }
}

extension SowGame: RuleGame {
    public func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play {
        GamePlay(game: self, style: SowStyle(), tableBytes: tableBytes,
            search: { game, bytes in SowSearch(game: game, tableBytes: bytes) }, forks: nil, threats: nil, scoreIsMargin: true,
            prover: ProofNumberSearch<SowGame>.run)
    }

    public func playCost(tableBytes: Int) -> Int { tableBytes }
}

extension SowVariant: Family {
    static let name = "sow"
    static var gameTypes: [any RuleGame.Type] { [SowGame.self] }

    static let conformanceVariants = """
        rules "conformance-sow"
        family sow
        pits 3
        seeds 2
        lap skip
        opponent-store sow
        first O

        rules "conformance-sow-feed"
        family sow
        pits 3
        seeds 3
        stores no
        captures two-three
        grand-slam forbidden
        finish feed
        """

    static func compile(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> any RuleGame {
        try game(name: name, origins)
    }
}
