import Boards

extension CensusValues {
    /// Why two censuses' values cannot be merged.
    enum MergeProblem: Error {
        /// They were not made alike: one holds classes and the other not, or their keys differ in width.
        case unlike
        /// They hold a position with two values: the game is not a function of its position.
        case disagree
    }

    /// The union of these values and `other`'s (parts of one split census), or a stop saying why
    /// they do not merge.
    public func union(with other: CensusValues) throws(SearchStop) -> CensusValues {
        do {
            return try merged(with: other)
        } catch {
            throw .tooLarge(error == .disagree ? "two parts of the census give a position two values" : "the census's parts were not made alike")
        }
    }

    /// The union of these values and `other`'s, which hold positions of the same census (the
    /// parts of a split census): each key once, in ascending order, with its value and, where
    /// both hold class sizes, its class size; the positions they stand for counted once.
    func merged(with other: CensusValues) throws(MergeProblem) -> CensusValues {
        guard classes == other.classes, (weights == nil) == (other.weights == nil), !classes || weights != nil else {
            throw .unlike
        }
        let union: (keys: Keys, values: [UInt16], weights: [UInt8]?, shared: Int)
        switch (keys, other.keys) {
        case (.narrow(let a), .narrow(let b)):
            let merged = try Self.merge((a, values, weights), (b, other.values, other.weights))
            union = (.narrow(merged.keys), merged.values, merged.weights, merged.shared)
        case (.wide(let a), .wide(let b)):
            let merged = try Self.merge((a, values, weights), (b, other.values, other.weights))
            union = (.wide(merged.keys), merged.values, merged.weights, merged.shared)
        default:
            throw .unlike
        }
        // Without class sizes, every key is one position (a census of classes keeps them).
        return CensusValues(keys: union.keys, values: union.values, weights: union.weights, classes: classes,
            positions: positions + other.positions - union.shared, seconds: seconds + other.seconds)
    }

    private typealias Run<K> = (keys: [K], values: [UInt16], weights: [UInt8]?)

    /// Two ascending runs merged into one, each key once; `shared` counts the keys both hold.
    private static func merge<K: FixedWidthInteger>(_ a: Run<K>, _ b: Run<K>) throws(MergeProblem)
        -> (keys: [K], values: [UInt16], weights: [UInt8]?, shared: Int) {
        var keys: [K] = []
        var values: [UInt16] = []
        var weights: [UInt8]? = a.weights == nil ? nil : []
        let most = a.keys.count + b.keys.count
        keys.reserveCapacity(most)
        values.reserveCapacity(most)
        weights?.reserveCapacity(most)
        var (i, j, shared) = (0, 0, 0)
        func take(_ run: Run<K>, _ k: Int) {
            keys.append(run.keys[k])
            values.append(run.values[k])
            if let weight = run.weights?[k] { weights?.append(weight) }
        }
        while i < a.keys.count || j < b.keys.count {
            if j == b.keys.count || (i < a.keys.count && a.keys[i] < b.keys[j]) {
                take(a, i)
                i += 1
            } else if i == a.keys.count || b.keys[j] < a.keys[i] {
                take(b, j)
                j += 1
            } else {
                guard a.values[i] == b.values[j] else { throw .disagree }
                take(a, i)
                (i, j, shared) = (i + 1, j + 1, shared + 1)
            }
        }
        return (keys, values, weights, shared)
    }

    /// True when every position held is in `whole` with the same value and class size, and both
    /// were made alike (a part of a split census against the census of its start).
    public func isPart(of whole: CensusValues) -> Bool {
        guard classes == whole.classes, (weights == nil) == (whole.weights == nil) else { return false }
        for k in values.indices {
            guard let found = whole.index(of: key(at: k)), whole.values[found] == values[k], whole.weights?[found] == weights?[k] else {
                return false
            }
        }
        return true
    }

    /// Counts every position held into `tally`: each key as its class size, or as one.
    func tally(into tally: inout CensusTally) {
        for k in values.indices { tally.add(values[k], weight: weights.map { Int($0[k]) } ?? 1) }
    }
}
