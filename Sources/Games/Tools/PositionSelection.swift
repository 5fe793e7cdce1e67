/// Positions of a benchmark set chosen by number (`bench --only 40-47,59`): numbers and ranges
/// separated by commas.
public struct PositionSelection: Sendable, Equatable {
    public let ranges: [ClosedRange<Int>]

    /// The selection `text` writes; nil when it does not read (an empty selection, which would
    /// choose nothing, does not).
    public init?(_ text: String) {
        var ranges: [ClosedRange<Int>] = []
        for part in text.split(separator: ",") {
            let ends = part.split(separator: "-").map { Int($0) }
            guard let low = ends.first ?? nil, ends.count <= 2 else { return nil }
            let high = ends.count == 2 ? ends[1] : low
            guard let high, high >= low else { return nil }
            ranges.append(low...high)
        }
        guard !ranges.isEmpty else { return nil }
        self.ranges = ranges
    }

    /// Whether the position numbered `number` is chosen.
    public func contains(_ number: Int) -> Bool { ranges.contains { $0.contains(number) } }
}
