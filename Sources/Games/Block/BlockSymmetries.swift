import Boards

/// The board symmetries a block rule set keeps, and the fast way to apply them to a board.
///
/// Candidates are the square's turns and reflections (those that fit the board's proportions),
/// and with wrapped edges the shifts along them; a candidate is kept only when it maps every part
/// of the rules onto itself: the board's cells, each player's steps, jumps, polyomino placements,
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

    init(_ rules: BlockRules, _ geometry: BlockGeometry, _ tables: [BlockTables]) {
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
        let fingerprint = Self.fingerprint(rules, geometry, tables)
        var kept: [[Int]] = []
        for map in candidates where !kept.contains(map) {
            if Self.fingerprint(rules, geometry, tables, mappedBy: map) == fingerprint { kept.append(map) }
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

    /// Every relation the rules define between cells, as sets of cell lists (mapped by `map`
    /// when given), so that two fingerprints are equal exactly when the map keeps the rules.
    static func fingerprint(_ rules: BlockRules, _ geometry: BlockGeometry, _ tables: [BlockTables],
        mappedBy map: [Int]? = nil) -> [Set<[Int]>]
    {
        let m = { (cell: Int) in map?[cell] ?? cell }
        let cells = { (mask: BlockCells) in mask.cellIndices.map(m).sorted() }
        var parts: [Set<[Int]>] = [Set(geometry.cells.map { [m($0)] })]
        // Neighbours along each grid step, unordered within the step's pair of directions: flips
        // and chains follow them.
        parts.append(Set(geometry.cells.flatMap { cell in
            geometry.neighbourSteps.compactMap { step in geometry.cell(from: cell, step.dc, step.dr).map { [m(cell), m($0)] } }
        }))
        for t in tables {
            parts.append(Set(t.steps.indices.flatMap { index in
                geometry.cells.flatMap { from in t.steps[index].targets[from].cellIndices.map { [index, m(from), m($0)] } }
            }))
            parts.append(Set(t.jumps.indices.flatMap { index in
                geometry.cells.flatMap { from in t.jumps[index].hops[from].map { [index, m(from), m($0.over), m($0.to)] } }
            }))
            parts.append(Set(t.placements.map { [$0.block] + cells($0.mask) }))
            for end in t.ends {
                switch end.kind {
                case .masks(let masks, let beyond):
                    parts.append(Set(masks.indices.map { i in cells(masks[i]) + (beyond.map { [-1] + cells($0[i]) } ?? []) }))
                case .runs(_, _, let lines): parts.append(Set(lines.map(cells)))
                case .reach(let row): parts.append([cells(row)])
                case .connect(let a, let b): parts.append([cells(a), cells(b)])
                case .captureAll: break
                }
            }
            if t.places.contains(where: \.gravity) {
                // Gravity: each cell and the one it rests on.
                parts.append(Set(geometry.cells.compactMap { cell in geometry.cell(from: cell, 0, 1).map { [m(cell), m($0)] } }))
            }
        }
        if let at = rules.goal?.at { parts.append([[m(at)]]) }
        return parts
    }
}
