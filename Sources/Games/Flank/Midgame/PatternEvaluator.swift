/// `FlankPatterns` compiled for the search. An instance's configuration is a sum over a few
/// bytes of the board: a row of the board, a row of the board turned over its a1-h8 diagonal (a
/// column), or a diagonal gathered into one byte by a multiplication; a 256-entry table per byte
/// turns its bits into their part of the base-3 configuration (the side to move's discs count
/// once, the other side's twice). Values are in sixteenths of a disc, the scale of the endgame's
/// ordering search. Immutable once made, so threads share one.
final class PatternEvaluator: @unchecked Sendable {
    // @unchecked: written only in init, read-only after.
    let features: FlankFeatures
    /// Per chunk: whether its byte is read from the board turned over its a1-h8 diagonal, the
    /// mask of its cells there, and its table.
    let turned: UnsafeMutablePointer<Bool>
    let masks: UnsafeMutablePointer<UInt64>
    let tables: UnsafeMutablePointer<Int32>
    /// Per instance: its chunks (from `firstChunk[i]` to `firstChunk[i + 1]`) and where its
    /// shape's weights start in `weights`.
    let firstChunk: UnsafeMutablePointer<Int>
    let bases: UnsafeMutablePointer<Int>
    let instanceCount: Int
    /// Per configuration of each shape, its weight in eighths of a disc, as the weights file
    /// stores them: one byte each, so the 167,265 of them stay in the core's own cache, and a
    /// sum of integers, whose additions do not wait on each other's rounding as floats' do.
    let weights: UnsafeMutablePointer<Int8>
    let terms: UnsafeMutablePointer<Float>
    /// Per cell: the instances through it and the cell's power of 3 in each, from
    /// `squareFirst[cell]` to `squareFirst[cell + 1]` (`PatternEvaluator+Moves.swift`).
    let squareFirst: UnsafeMutablePointer<Int>
    let squareInstance: UnsafeMutablePointer<Int32>
    let squarePower: UnsafeMutablePointer<Int32>

    /// The shipped 8 x 8 weights compiled once, for every solver of standard 8 x 8 Reversi; nil
    /// if they do not read (a broken build: the ordering then falls back to the cheap evaluation).
    static let shipped: PatternEvaluator? = FlankPatterns.shipped.map {
        PatternEvaluator($0, features: FlankFeatures(cells: ~0, corners: 1 | 1 << 7 | 1 << 56 | 1 << 63))
    }

    init(_ patterns: FlankPatterns, features: FlankFeatures) {
        self.features = features
        let instances = FlankPatterns.instances
        instanceCount = instances.count
        var chunks: [(turned: Bool, mask: UInt64, table: [Int32])] = []
        var first: [Int] = []
        for instance in instances {
            first.append(chunks.count)
            chunks += Self.chunks(instance.squares)
        }
        first.append(chunks.count)
        turned = .allocate(capacity: chunks.count)
        masks = .allocate(capacity: chunks.count)
        tables = .allocate(capacity: chunks.count * 256)
        for (i, chunk) in chunks.enumerated() {
            turned[i] = chunk.turned
            masks[i] = chunk.mask
            for v in 0..<256 { tables[i * 256 + v] = chunk.table[v] }
        }
        firstChunk = .allocate(capacity: first.count)
        for (i, f) in first.enumerated() { firstChunk[i] = f }
        var shapeBase: [Int] = []
        var size = 0
        for shape in patterns.weights {
            shapeBase.append(size)
            size += shape.count
        }
        weights = .allocate(capacity: size)
        for (shape, all) in patterns.weights.enumerated() {
            // (The file's weights are eighths already; any other is rounded to the nearest.)
            for (i, w) in all.enumerated() { weights[shapeBase[shape] + i] = Int8(clamping: Int((w * 8).rounded())) }
        }
        bases = .allocate(capacity: instances.count)
        for (i, instance) in instances.enumerated() { bases[i] = shapeBase[instance.shape] }
        terms = .allocate(capacity: FlankFeatures.count)
        for i in 0..<FlankFeatures.count { terms[i] = Float(patterns.terms[i] * 16) }
        // The squares are read first most significant: squares[k] weighs 3^(n - 1 - k).
        var through = Array(repeating: [(Int32, Int32)](), count: 64)
        for (i, instance) in instances.enumerated() {
            var power: Int32 = 1
            for square in instance.squares.reversed() {
                through[square].append((Int32(i), power))
                power *= 3
            }
        }
        squareFirst = .allocate(capacity: 65)
        let total = through.reduce(0) { $0 + $1.count }
        squareInstance = .allocate(capacity: total)
        squarePower = .allocate(capacity: total)
        var at = 0
        for square in 0..<64 {
            squareFirst[square] = at
            for (i, power) in through[square] {
                squareInstance[at] = i
                squarePower[at] = power
                at += 1
            }
        }
        squareFirst[64] = at
    }

    /// The bytes that make up the configuration of `squares` (read in order, first most
    /// significant): one row or column when the cells share one, one gathered byte when they
    /// lie in different columns, else one byte per row or per column they touch, the fewer.
    static func chunks(_ squares: [Int]) -> [(turned: Bool, mask: UInt64, table: [Int32])] {
        let n = squares.count
        var power = Array(repeating: Int32(1), count: n)
        for k in stride(from: n - 2, through: 0, by: -1) { power[k] = power[k + 1] * 3 }
        let rows = Set(squares.map { $0 / 8 }), columns = Set(squares.map { $0 % 8 })
        /// A table where bit `bit(k)` of the byte stands for `squares[k]` (when in `keep`).
        func table(_ keep: (Int) -> Bool, _ bit: (Int) -> Int) -> [Int32] {
            (0..<256).map { v in
                var sum: Int32 = 0
                for k in 0..<n where keep(squares[k]) && v >> bit(squares[k]) & 1 == 1 { sum += power[k] }
                return sum
            }
        }
        if columns.count == 1, let column = columns.first {
            return [(true, UInt64(0xFF) << UInt64(8 * column), table({ _ in true }, { $0 / 8 }))]
        }
        if rows.count > 1 && columns.count == n {
            let mask = squares.reduce(UInt64(0)) { $0 | UInt64(1) << UInt64($1) }
            return [(false, mask, table({ _ in true }, { $0 % 8 }))]
        }
        if columns.count < rows.count {
            return columns.sorted().map { column in
                (true, UInt64(0xFF) << UInt64(8 * column), table({ $0 % 8 == column }, { $0 / 8 }))
            }
        }
        return rows.sorted().map { row in (false, UInt64(0xFF) << UInt64(8 * row), table({ $0 / 8 == row }, { $0 % 8 })) }
    }

    deinit {
        turned.deallocate()
        masks.deallocate()
        tables.deallocate()
        firstChunk.deallocate()
        bases.deallocate()
        weights.deallocate()
        terms.deallocate()
        squareFirst.deallocate()
        squareInstance.deallocate()
        squarePower.deallocate()
    }

    /// `bits` turned over the a1-h8 diagonal: the cell of row r, column c goes to row c, column r.
    @inline(__always)
    static func transposed(_ bits: UInt64) -> UInt64 {
        var x = bits
        var t = 0x0F0F_0F0F_0000_0000 & (x ^ (x << 28))
        x ^= t ^ (t >> 28)
        t = 0x3333_0000_3333_0000 & (x ^ (x << 14))
        x ^= t ^ (t >> 14)
        t = 0x5500_5500_5500_5500 & (x ^ (x << 7))
        x ^= t ^ (t >> 7)
        return x
    }

    /// The configuration index of instance `i` (tests compare it with `FlankPatterns.configuration`).
    @inline(__always)
    func configuration(_ i: Int, _ player: UInt64, _ opponent: UInt64, _ playerT: UInt64, _ opponentT: UInt64) -> Int {
        var index: Int32 = 0
        for c in firstChunk[i]..<firstChunk[i &+ 1] {
            // A row of either board, or a diagonal, gathered into the top byte: the cells have
            // different columns, so the shifted copies the multiplication adds never overlap.
            let mask = masks[c], turned = self.turned[c]
            let p = (((turned ? playerT : player) & mask) &* 0x0101_0101_0101_0101) >> 56
            let o = (((turned ? opponentT : opponent) & mask) &* 0x0101_0101_0101_0101) >> 56
            let table = tables + c &* 256
            index &+= table[Int(p)] &+ 2 &* table[Int(o)]
        }
        return Int(index)
    }

    /// The estimate for the side owning `player`, in sixteenths of a disc. `scratch` holds
    /// `FlankFeatures.count` integers (the caller's: threads share the evaluator).
    @inline(__always)
    func value(_ player: UInt64, _ opponent: UInt64, scratch: UnsafeMutablePointer<Int>) -> Int {
        let playerT = Self.transposed(player), opponentT = Self.transposed(opponent)
        var sum: Int32 = 0
        for i in 0..<instanceCount {
            sum &+= Int32(weights[bases[i] &+ configuration(i, player, opponent, playerT, opponentT)])
        }
        return withTerms(sum, player, opponent, scratch: scratch)
    }

    /// `eighths`, the sum of the instances' weights, plus the weighted terms, in sixteenths of a
    /// disc, rounded.
    @inline(__always)
    func withTerms(_ eighths: Int32, _ player: UInt64, _ opponent: UInt64, scratch: UnsafeMutablePointer<Int>) -> Int {
        var sum = Float(eighths &* 2)
        features.terms(player, opponent, into: scratch)
        for i in 0..<FlankFeatures.count { sum += terms[i] * Float(scratch[i]) }
        return Int(sum.rounded())
    }
}
