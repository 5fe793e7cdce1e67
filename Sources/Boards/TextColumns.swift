extension String {
    /// The string right-aligned in `width` characters (blanks before it), for columns of numbers.
    public func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    /// The string left-aligned in `width` characters (blanks after it), for columns of names.
    public func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

extension Int {
    /// The number with its thousands grouped: 1234567 -> "1,234,567".
    public var grouped: String {
        let digits = String(magnitude)
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return self < 0 ? "-" + out : out
    }

    /// The number with its sign, as scores and margins are written: "+18", "0", "-4".
    public var signed: String { self > 0 ? "+\(self)" : "\(self)" }
}
