/// The bytes a search holds at once, against the memory it was given (a count, a retrograde
/// analysis). Every allocation is asked for first, with what a growing array holds while it copies
/// (its old storage and the doubled one), so the search stops before it passes the budget; `peak`
/// is the most it held.
struct ByteBudget {
    let memory: Int
    private(set) var peak = 0

    /// True when holding `bytes` at once fits the budget; then it counts toward `peak`.
    mutating func admits(_ bytes: Int) -> Bool {
        guard bytes <= memory else { return false }
        peak = max(peak, bytes)
        return true
    }

    /// The bytes one more element of `array` adds: nothing while it has room, else the doubled
    /// storage it grows into (held beside the old one while it copies).
    static func growth<T>(of array: [T]) -> Int {
        array.count < array.capacity ? 0 : 2 * max(array.capacity, 1) * MemoryLayout<T>.stride
    }
}
