/// A cell of a rectangular board named as players write it: a column letter and a row number.
/// `a1` is the top-left cell; columns run left to right (`a`, `b`, ...) and rows count downward
/// (the Othello convention, and the order of one-line board strings).
public struct Square: Sendable, Hashable, CustomStringConvertible {
    /// Column from the left, 0-based.
    public var column: Int
    /// Row from the top, 0-based.
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// `a1`, `c3`, `h8`; columns past `z` are not named.
    public var description: String {
        guard column >= 0, column < 26 else { return "?\(row + 1)" }
        let letter = Character(UnicodeScalar(UInt8(97 + column)))
        return "\(letter)\(row + 1)"
    }

    /// The letter of a 0-based column: `a` for 0.
    public static func columnLetter(_ column: Int) -> String {
        guard column >= 0, column < 26 else { return "?" }
        return String(Character(UnicodeScalar(UInt8(97 + column))))
    }

    /// Reads `b2` or `B2`: one letter then a positive number. Returns `nil` on any other shape;
    /// whether the square is on a particular board is for the game to say.
    public init?(_ text: Substring) {
        guard let first = text.first, first.isASCII, first.isLetter else { return nil }
        let digits = text.dropFirst()
        guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits), number >= 1
        else { return nil }
        guard let scalar = first.lowercased().unicodeScalars.first else { return nil }
        self.column = Int(scalar.value) - 97
        self.row = number - 1
    }

    public init?(_ text: String) { self.init(text[...]) }
}
