extension String {
    /// The string right-aligned in `width` characters (blanks before it), for columns of numbers.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
