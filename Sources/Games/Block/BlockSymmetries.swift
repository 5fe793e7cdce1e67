import Boards

/// The board symmetries a block rule set keeps, and the fast way to apply them to a board.
///
/// Candidates are the square's turns and reflections (those that fit the board's proportions),
/// and with wrapped edges the shifts along them; a candidate is kept only when it maps every part
/// of the rules onto itself: the board's cells (a board of lines: its points) and how they
/// neighbour (its diagonals, its links), each player's steps, jumps, polyomino placements,
/// gravity, flipping rays, lines, shapes, rows to reach and sides to connect. Relative directions
/// and gravity thus keep only the left-right mirror; the hex rhombus keeps its half turn.
struct BlockSymmetries: Sendable {
    /// For each symmetry, the image of every cell (identity first).
    let maps: [[Int]]
    /// For each symmetry, the inverse map.
    let inverses: [[Int]]
    /// For each symmetry and each byte of a board, the image of that byte's cells.
    private let chunks: [[BlockCells]]
    private let chunkCount: Int

    var count: Int { maps.count }

    init(_ rules: BlockRules, _ geometry: BlockGeometry, _ tables: [BlockTables], promotions: [BlockCells] = [0, 0],
        custodians: BlockCustodians? = nil)
    {
        let w = geometry.width, h = geometry.height
        var candidates: [[Int]] = []
        for turn in 0..<8 {
            let swap = turn & 4 != 0
            if swap && w != h { continue }
            let shiftsX = rules.wrapRows ? w : 1, shiftsY = rules.wrapColumns ? h : 1
            for sx in 0..<shiftsX {
                for sy in 0..<shiftsY {
                    candidates.append((0..<(w * h)).map { cell in
                        var c = cell % w, r = cell / w
                        if turn & 1 != 0 { c = w - 1 - c }
                        if turn & 2 != 0 { r = h - 1 - r }
                        if swap { (c, r) = (r, c) }
                        return ((r + sy) % h) * w + (c + sx) % w
                    })
                }
            }
        }
        // Where pieces are promoted, and who catches whom (`custodian`), are more relations of cells
        // that a symmetry must keep.
        let fingerprint = Self.fingerprint(rules, geometry, tables) + Self.promotionKeys(promotions, mappedBy: nil)
            + Self.custodianKeys(custodians, mappedBy: nil)
        var kept: [[Int]] = []
        for map in candidates where !kept.contains(map) {
            if Self.fingerprint(rules, geometry, tables, mappedBy: map) + Self.promotionKeys(promotions, mappedBy: map)
                + Self.custodianKeys(custodians, mappedBy: map) == fingerprint
            {
                kept.append(map)
            }
        }
        // The identity is always kept and comes first.
        maps = kept
        inverses = kept.map { map in
            var inverse = [Int](repeating: 0, count: map.count)
            for (cell, image) in map.enumerated() { inverse[image] = cell }
            return inverse
        }
        chunkCount = (w * h + 7) / 8
        chunks = kept.map { map in
            var table = [BlockCells](repeating: 0, count: (w * h + 7) / 8 * 256)
            for chunk in 0..<((w * h + 7) / 8) {
                for byte in 0..<256 {
                    var image: BlockCells = 0
                    for bit in 0..<8 where byte & (1 << bit) != 0 {
                        let cell = chunk * 8 + bit
                        if cell < map.count { image |= .bit(map[cell]) }
                    }
                    table[chunk * 256 + byte] = image
                }
            }
            return table
        }
    }

    /// `cells` moved by symmetry `s`.
    func apply(_ s: Int, to cells: BlockCells) -> BlockCells {
        guard s != 0 else { return cells }
        var image: BlockCells = 0
        var rest = cells
        var chunk = 0
        let table = chunks[s]
        while rest != 0 {
            image |= table[chunk &* 256 &+ Int(truncatingIfNeeded: rest & 0xFF)]
            rest >>= 8
            chunk &+= 1
        }
        return image
    }

    /// Each player's promotion cells, mapped by `map` when given.
    static func promotionKeys(_ promotions: [BlockCells], mappedBy map: [Int]?) -> [[Key]] {
        promotions.map { cells in
            var image: BlockCells = 0
            for cell in cells.cellIndices { image |= .bit(map?[cell] ?? cell) }
            return [Key(cells: image)]
        }
    }

    /// Each player's custodian captures (mapped by `map` when given): for each block, every
    /// landing cell with the cell it catches and the one beyond, the hostile cells and the cells
    /// where a kind is taken only when surrounded (whose neighbours are the pairs' again).
    static func custodianKeys(_ custodians: BlockCustodians?, mappedBy map: [Int]?) -> [[Key]] {
        guard let custodians else { return [] }
        let m = { (cell: Int) in UInt64(map?[cell] ?? cell) }
        return custodians.rules.map { blocks in
            var keys: [Key] = []
            for (block, rule) in blocks.enumerated() {
                guard let rule else { continue }
                var hostile: BlockCells = 0, surrounded: BlockCells = 0
                for cell in rule.hostile.cellIndices { hostile |= .bit(Int(m(cell))) }
                for cell in rule.surrounded.cellIndices { surrounded |= .bit(Int(m(cell))) }
                keys.append(Key(cells: hostile, beyond: surrounded, tuple: UInt64(block)))
                for (cell, pairs) in rule.pairs.enumerated() {
                    for pair in pairs {
                        keys.append(Key(tuple: UInt64(block) << 48 | m(cell) << 16 | m(pair.over) << 8 | m(pair.beyond)))
                    }
                }
            }
            return keys.sorted()
        }
    }

    /// `kinds`, the 64-bit layer of a position, moved by symmetry `s`.
    func apply(_ s: Int, toKinds kinds: UInt64) -> UInt64 {
        UInt64(truncatingIfNeeded: apply(s, to: BlockCells(kinds)))
    }

    /// One element of a rule relation: a set of cells (a line, a shape, a row) in `cells` (with
    /// the cells just beyond an `exactly` line in `beyond`), or a tuple of cells (a step, a jump,
    /// a neighbour pair) packed a byte each into `tuple`, with the block's index in its top byte.
    /// A fingerprint thus allocates nothing per element.
    struct Key: Hashable, Comparable {
        var cells: BlockCells = 0
        var beyond: BlockCells = 0
        var tuple: UInt64 = 0
        static func < (a: Key, b: Key) -> Bool { (a.cells, a.beyond, a.tuple) < (b.cells, b.beyond, b.tuple) }
    }

    /// Every relation the rules define between cells, as sets of keys (mapped by `map` when
    /// given), so that two fingerprints are equal exactly when the map keeps the rules.
    static func fingerprint(_ rules: BlockRules, _ geometry: BlockGeometry, _ tables: [BlockTables],
        mappedBy map: [Int]? = nil) -> [[Key]]
    {
        let m = { (cell: Int) in map?[cell] ?? cell }
        let mask = { (cells: BlockCells) -> BlockCells in
            guard let map else { return cells }
            var image: BlockCells = 0
            var rest = cells
            while rest != 0 {
                image |= .bit(map[rest.trailingZeroBitCount])
                rest &= rest &- 1
            }
            return image
        }
        let tuple = { (tag: Int, cells: [Int]) -> Key in
            Key(tuple: cells.reduce(0) { $0 << 8 | UInt64($1) & 0xFF } | UInt64(tag) << 56)
        }
        let set = { (cells: BlockCells, beyond: BlockCells) -> Key in Key(cells: mask(cells), beyond: mask(beyond)) }
        var parts: [[Key]] = [[Key(cells: mask(geometry.mask))]]
        // Neighbours along each grid step (or link of a board of lines), unordered within the
        // step's pair of directions: flips and chains follow them.
        var neighbours: [Key] = []
        for cell in geometry.cells {
            for d in geometry.neighbourSteps.indices {
                if let next = geometry.neighbour(cell, d) { neighbours.append(tuple(0, [m(cell), m(next)])) }
            }
        }
        parts.append(neighbours)
        for t in tables {
            var moves: [Key] = []
            for (index, step) in t.steps.enumerated() {
                for from in geometry.cells {
                    for to in step.targets[from].cellIndices { moves.append(tuple(1 + index, [m(from), m(to)])) }
                }
            }
            for (index, slide) in t.slides.enumerated() {
                // A way is its first step repeated: mapping each first step maps the whole way.
                for from in geometry.cells {
                    for ray in slide.rays[from] { moves.append(tuple(160 + index, [m(from), m(ray[0])])) }
                }
            }
            for (index, part) in t.twoParts.enumerated() {
                // A two-part block: its first part as a step's or a slide's, and its shot's ways
                // (`then place` reaches every cell, which any symmetry keeps).
                for from in geometry.cells {
                    if let targets = part.targets {
                        for to in targets[from].cellIndices { moves.append(tuple(200 + index, [m(from), m(to)])) }
                    } else {
                        for ray in part.slide?.rays[from] ?? [] { moves.append(tuple(216 + index, [m(from), m(ray[0])])) }
                    }
                    for ray in part.shots?[from] ?? [] { moves.append(tuple(232 + index, [m(from), m(ray[0])])) }
                }
            }
            for (index, jump) in t.jumps.enumerated() {
                for from in geometry.cells {
                    for hop in jump.hops[from] { moves.append(tuple(64 + index, [m(from), m(hop.over), m(hop.to)])) }
                }
            }
            for (index, push) in t.pushes.enumerated() {
                // A push is its edge cell and the end of its way, which a symmetry must map to another's.
                for from in geometry.cells {
                    for last in push.ends[from] { moves.append(tuple(248 + index, [m(from), m(last)])) }
                }
            }
            for placement in t.placements { moves.append(Key(cells: mask(placement.mask), tuple: UInt64(placement.block))) }
            parts.append(moves)
            if rules.hasConditions { parts.append(conditionKeys(t, geometry, mappedBy: map)) }
            for end in t.ends {
                switch end.kind {
                case .masks(let masks, let beyond):
                    parts.append(masks.indices.map { i in set(masks[i], beyond?[i] ?? 0) })
                case .runs(_, _, let lines): parts.append(lines.map { set($0, 0) })
                case .reach(let row): parts.append([set(row, 0)])
                case .connect(let a, let b): parts.append([set(a, 0), set(b, 0)])
                case .captureAll, .pieces: break
                }
            }
            if !t.millLines.isEmpty { parts.append(t.millLines.indices.map { set(t.millLines[$0], t.millBeyond[$0]) }) }
            if t.places.contains(where: \.gravity) {
                // Gravity: each cell and the one it rests on.
                parts.append(geometry.cells.compactMap { cell in geometry.gridCell(from: cell, 0, 1).map { tuple(0, [m(cell), m($0)]) } })
            }
        }
        if let at = rules.goal?.at { parts.append([tuple(0, [m(at)])]) }
        // Sorted and without repeats: equal sets compare equal whatever order they were listed in.
        return parts.map { part in
            var kept: [Key] = []
            for key in part.sorted() where kept.last != key { kept.append(key) }
            return kept
        }
    }

    /// The move blocks' conditions as keys (mapped by `map` when given): the cells a slide or a
    /// stone may go to (`to`; a step's are in its targets), and each cell with the cells next to
    /// it that `if` looks at, tagged by block, owner and sense.
    static func conditionKeys(_ t: BlockTables, _ geometry: BlockGeometry, mappedBy map: [Int]?) -> [Key] {
        let m = { (cell: Int) in map?[cell] ?? cell }
        var keys: [Key] = []
        func add(_ block: Int, _ condition: BlockTables.Condition?, to: BlockCells?) {
            if let to {
                var image: BlockCells = 0
                for cell in (to & geometry.mask).cellIndices { image |= .bit(m(cell)) }
                keys.append(Key(cells: image, tuple: UInt64(block)))
            }
            guard let condition else { return }
            let sense = UInt64(condition.holds ? 1 : 0) << 8 | UInt64(condition.owner == .own ? 0 : condition.owner == .opponent ? 1 : 2)
            for cell in geometry.cells {
                for next in condition.near[cell].cellIndices {
                    keys.append(Key(tuple: UInt64(block) << 48 | sense << 32 | UInt64(m(cell)) << 8 | UInt64(m(next))))
                }
            }
        }
        for step in t.steps { add(step.block, step.condition, to: nil) }
        for slide in t.slides { add(slide.block, slide.condition, to: slide.to) }
        for jump in t.jumps { add(jump.block, jump.condition, to: nil) }
        for group in t.placeGroups {
            for place in group.conditioned { add(place.block, place.condition, to: place.to) }
        }
        return keys
    }
}
