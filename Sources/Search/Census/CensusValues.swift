import Boards

/// Every position a census valued, kept to answer later questions: the packed positions
/// (`Game.packed`) in ascending order and their values beside them, each found by binary search.
/// Where the census stored one position a class (`classes`), a position is looked up by its
/// canonical form's key.
///
/// As bytes (`bytes`, `init(bytes:)`, what the results store keeps): a header of 32 bytes, its
/// first eight "CV", the layout version (1), the key width in bytes (4 or 8), whether it holds
/// classes (0 or 1) and three bytes kept 0, then the count of keys (8 bytes); the positions they
/// stand for (8 bytes: a class counts its positions); the census's time in milliseconds (8
/// bytes); the keys; the values (two bytes each, `CensusValue`'s code); in layout 2 (a part of a
/// split census, `CensusSplit`) each key's class size, one byte each. Every number is
/// little-endian.
public struct CensusValues: Sendable, Hashable {
    /// The packed positions, ascending: 32-bit keys where the game packs into 32 bits.
    public enum Keys: Sendable, Hashable {
        case narrow([UInt32])
        case wide([UInt64])
    }

    public let keys: Keys
    /// The value of each key, at the same place (`CensusValue`'s code).
    let values: [UInt16]
    /// True when one position a class is held: look positions up by their canonical form.
    public let classes: Bool
    /// The positions the keys stand for: with `classes`, every position of each class.
    public let positions: Int
    /// How long the census took.
    public let seconds: Double
    /// Each key's class size (the positions it stands for), held by the parts of a split census
    /// so that their union counts positions; nil in a census kept whole.
    let weights: [UInt8]?

    /// The layout `bytes` writes without class sizes, and with them; bytes of another are not read.
    public static let layout: UInt8 = 1
    static let weightedLayout: UInt8 = 2

    /// `positions`: what the keys stand for, where `weights` do not say it.
    init(keys: Keys, values: [UInt16], weights: [UInt8]? = nil, classes: Bool, positions: Int, seconds: Double) {
        (self.keys, self.values, self.weights, self.classes, self.seconds) = (keys, values, weights, classes, seconds)
        self.positions = weights.map { $0.reduce(0) { $0 + Int($1) } } ?? positions
    }

    /// The same values without their class sizes: the form a census is kept in.
    public var unweighted: CensusValues {
        CensusValues(keys: keys, values: values, classes: classes, positions: positions, seconds: seconds)
    }

    /// How many keys are held (with `classes`, one a class).
    public var count: Int { values.count }

    /// True when `other` holds the same positions with the same values (its time aside).
    public func holdsTheSameValues(as other: CensusValues) -> Bool {
        keys == other.keys && values == other.values && weights == other.weights && classes == other.classes
            && positions == other.positions
    }

    /// The bytes a key takes: 4 or 8.
    var keyWidth: Int {
        if case .narrow = keys { return 4 }
        return 8
    }

    /// The bytes a key, its value and its class size take.
    private var entryBytes: Int { keyWidth + 2 + (weights == nil ? 0 : 1) }

    /// The bytes the keys and values take in memory.
    public var bytesHeld: Int { count * entryBytes }

    /// The bytes before the keys.
    static let header = 32

    /// The value of the position packed as `key` for its side to move, or nil when not held.
    public func value(of key: UInt64) -> Value? {
        code(of: key).map { Value(CensusValue.outcome($0), in: CensusValue.remoteness($0)) }
    }

    /// The value code (`CensusValue`) held for `key`, or nil.
    func code(of key: UInt64) -> UInt16? { index(of: key).map { values[$0] } }

    /// The key at place `k`, as `Game.packed` wrote it.
    func key(at k: Int) -> UInt64 {
        switch keys {
        case .narrow(let keys): UInt64(keys[k])
        case .wide(let keys): keys[k]
        }
    }

    /// Where `key` is held, or nil.
    func index(of key: UInt64) -> Int? {
        switch keys {
        case .narrow(let keys): key <= UInt64(UInt32.max) ? Self.search(keys, for: UInt32(key)) : nil
        case .wide(let keys): Self.search(keys, for: key)
        }
    }

    private static func search<K: FixedWidthInteger>(_ keys: [K], for key: K) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// The values as bytes (see the type's comment).
    public var bytes: [UInt8] {
        var out: [UInt8] = [0x43, 0x56, weights == nil ? Self.layout : Self.weightedLayout, 0, classes ? 1 : 0, 0, 0, 0]
        func append<T: FixedWidthInteger>(_ number: T) {
            withUnsafeBytes(of: number.littleEndian) { out.append(contentsOf: $0) }
        }
        out[3] = UInt8(keyWidth)
        out.reserveCapacity(Self.header + bytesHeld)
        append(UInt64(count))
        append(UInt64(positions))
        append(UInt64(max(0, seconds * 1000).rounded()))
        switch keys {
        case .narrow(let keys): keys.forEach(append)
        case .wide(let keys): keys.forEach(append)
        }
        values.forEach(append)
        out.append(contentsOf: weights ?? [])
        return out
    }

    /// The values `bytes` wrote, or nil when `bytes` are not such values: another layout, a
    /// length that does not match the count, keys out of order or a value no census writes.
    public init?(bytes: [UInt8]) {
        let header = Self.header
        guard bytes.count >= header, bytes[0] == 0x43, bytes[1] == 0x56, bytes[2] == Self.layout || bytes[2] == Self.weightedLayout,
            bytes[4] <= 1, bytes[3] == 4 || bytes[3] == 8 else { return nil }
        let weighted = bytes[2] == Self.weightedLayout
        func number<T: FixedWidthInteger>(at offset: Int, as type: T.Type) -> T {
            var value = T.zero
            for i in 0..<MemoryLayout<T>.size { value |= T(bytes[offset + i]) << (8 * i) }
            return value
        }
        let width = Int(bytes[3])
        let stored = number(at: 8, as: UInt64.self)
        let positions = number(at: 16, as: UInt64.self)
        guard stored <= UInt64(bytes.count), Int(stored) * (width + 2 + (weighted ? 1 : 0)) == bytes.count - header,
            positions >= stored, positions <= UInt64(Int.max) else { return nil }
        let count = Int(stored)
        let valuesStart = header + count * width
        let values = (0..<count).map { number(at: valuesStart + 2 * $0, as: UInt16.self) }
        guard values.allSatisfy({ $0 >> 14 != 0 }) else { return nil }
        let weights = weighted ? Array(bytes[(valuesStart + 2 * count)...]) : nil
        guard weights?.allSatisfy({ $0 != 0 }) ?? true, weights.map({ $0.reduce(0) { $0 + Int($1) } == Int(positions) }) ?? true
        else { return nil }
        self.weights = weights
        func ascending<K: FixedWidthInteger>(_ keys: [K]) -> Bool { zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 } }
        if width == 4 {
            let keys = (0..<count).map { number(at: header + 4 * $0, as: UInt32.self) }
            guard ascending(keys) else { return nil }
            self.keys = .narrow(keys)
        } else {
            let keys = (0..<count).map { number(at: header + 8 * $0, as: UInt64.self) }
            guard ascending(keys) else { return nil }
            self.keys = .wide(keys)
        }
        self.values = values
        classes = bytes[4] == 1
        self.positions = Int(positions)
        seconds = Double(number(at: 24, as: UInt64.self)) / 1000
    }
}
