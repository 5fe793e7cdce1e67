import Search

/// A game whose rules may make it an impartial game of filling cells (`PlacementRules`): then
/// `nimber` values its positions by Sprague-Grundy theory, region by region.
public protocol Impartial<Position> {
    associatedtype Position

    /// The rules as placements, or why they are not an impartial game of filling cells.
    var placementRules: Result<PlacementRules, NotImpartial> { get }

    /// The cells of `position` that are empty, as `placementRules` numbers them.
    func emptyCells(_ position: Position) -> UInt128

    /// The name of cell `index` as the game writes it (`a1`).
    func cellName(_ index: Int) -> String
}

/// Why a rule set gets no nimbers: the sentence that says so.
public struct NotImpartial: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
