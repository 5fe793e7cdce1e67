import Boards
import Search

/// A census split into parts (`count --values --split PLIES`) for a caller that does not know the
/// game's types: each part named by its start as `print` writes it (the results store's key),
/// made on its own, and the census finished from the parts' union.
public protocol CensusSplitting: AnyObject {
    /// True when one position a class is stored (the parts' keys are classes).
    var classes: Bool { get }
    /// Each part's start, as `print` writes a position.
    var parts: [String] { get }
    /// Part `index`: its census without the positions `known` holds, whose values hold each
    /// position's value and class size, in at most `memory` bytes (`CensusSplit.part`).
    func part(_ index: Int, known: CensusUnion, memory: Int, limits: SearchLimits) throws(SearchStop) -> CensusCount
    /// The census from the union of the parts' values, with every value where `keep`.
    func finish(_ parts: CensusUnion, memory: Int, limits: SearchLimits, keep: Bool) throws(SearchStop) -> CensusCount
}

/// `CensusSplitting` for one game.
final class GameCensusSplit<G: Game>: CensusSplitting {
    let split: CensusSplit<G>
    let parts: [String]

    init(_ split: CensusSplit<G>, text: (G.Position) -> String) {
        self.split = split
        parts = split.parts.map(text)
    }

    var classes: Bool { split.classes }

    func part(_ index: Int, known: CensusUnion, memory: Int, limits: SearchLimits) throws(SearchStop) -> CensusCount {
        try split.part(index, known: known, memory: memory, limits: limits)
    }

    func finish(_ parts: CensusUnion, memory: Int, limits: SearchLimits, keep: Bool) throws(SearchStop) -> CensusCount {
        try split.finish(parts, memory: memory, limits: limits, keep: keep)
    }
}

/// A position as `print` writes it, the results store's key: the board's rows, in a two-player
/// game the side to move, and where the board does not tell the hands, the hands.
public enum PositionText {
    /// The board's rows as `print` writes them: each row's cells with a space between.
    public static func rows(_ cells: [[Character]]) -> [String] { cells.map { $0.map(String.init).joined(separator: " ") } }

    public static func text(rows: [String], toMove: Player?, hands: PiecesInHand?) -> String {
        (rows + [toMove.map { "to-move \($0.symbol)" }, hands?.description].compactMap { $0 }).joined(separator: "\n")
    }
}

extension GamePlay {
    public func censusSplit(plies: Int, classes: Bool?, limits: SearchLimits) throws(SearchStop) -> any CensusSplitting {
        guard !repetitionDraws else { throw .tooLarge("a census values only games whose positions never repeat") }
        let split = try CensusSplit(game, from: position, plies: plies, orbit: orbit, classes: classes,
            most: CensusSplitLimits.mostParts, limits: limits)
        return GameCensusSplit(split) { position in
            PositionText.text(rows: PositionText.rows(game.cells(position)),
                toMove: game.sideToMove(position), hands: handsUntold ? handCounter?(position) : nil)
        }
    }
}

/// The bounds of a split census.
public enum CensusSplitLimits {
    /// The most parts a census is split into: each is a row of the results store.
    public static let mostParts = 100_000
}
