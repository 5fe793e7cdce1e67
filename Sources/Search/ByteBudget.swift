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

    /// The elements a growing array has room for, as the budget counts them: the least power of
    /// two that holds its count, from `floor` (what it was reserved with) up. Not `capacity`: the
    /// allocator may hand out a little more than asked (on Linux, whatever malloc_usable_size
    /// says), so the same search could count differently from one run to the next.
    static func room<T>(of array: [T], floor: Int = 1) -> Int {
        var room = max(floor, 1)
        while room < array.count { room <<= 1 }
        return room
    }

    /// The bytes one more element of `array` adds: nothing while it has room, else the doubled
    /// storage it grows into (held beside the old one while it copies).
    static func growth<T>(of array: [T], floor: Int = 1) -> Int {
        let room = room(of: array, floor: floor)
        return array.count < room ? 0 : 2 * room * MemoryLayout<T>.stride
    }
}
