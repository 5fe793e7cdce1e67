import Boards

/// The variant specification of the line family: k in a row on a width x height board, with or
/// without gravity, normal or misère. Compiled once into a `LineGame`.
public struct LineRules: Sendable, Hashable {
    /// The rule set's name, as `game NAME` selects it.
    public var name: String
    public var width: Int
    public var height: Int
    /// How many in a row make a line.
    public var lineLength: Int
    /// When true, making a line loses instead of winning.
    public var misere: Bool
    /// When true, a piece drops to the lowest empty cell of its column (Connect 4).
    public var gravity: Bool
    /// Who moves first.
    public var firstPlayer: Player

    public init(
        name: String, width: Int, height: Int, lineLength: Int, misere: Bool = false,
        gravity: Bool = false, firstPlayer: Player = .x
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.lineLength = lineLength
        self.misere = misere
        self.gravity = gravity
        self.firstPlayer = firstPlayer
    }

    /// Why these rules cannot be compiled, or `nil` when they can: the board's problem first,
    /// then the line's.
    public var problem: String? { boardProblem ?? lineProblem }

    /// Why the board's size cannot be compiled, whatever the line length, or `nil`.
    public var boardProblem: String? {
        if width < 1 || height < 1 { return "the board must be at least 1 x 1, not \(width) x \(height)" }
        if width > 26 { return "a board at most 26 wide can be named with column letters; this one is \(width) wide" }
        // Checked before the product below, which a huge height would overflow.
        if height > 63 { return "a board at most 63 high fits the line family's 64 bits; this one is \(height) high" }
        if width * (height + 1) > 64 {
            return "the board \(width) x \(height) needs \(width * (height + 1)) bits (width x (height + 1)); "
                + "the line family holds at most 64"
        }
        return nil
    }

    /// Why the line length does not fit a board that compiles, or `nil`.
    public var lineProblem: String? {
        if lineLength < 2 { return "a line must be at least 2 long, not \(lineLength)" }
        if lineLength > max(width, height) {
            return "a line of \(lineLength) does not fit on a \(width) x \(height) board"
        }
        return nil
    }
}
