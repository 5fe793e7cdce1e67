import Boards

/// One player's moves and ends compiled into cell tables: what move generation and the end
/// checks walk at every node.
struct BlockTables: Sendable {
    /// A `move place` block.
    struct Place: Sendable {
        var block: Int
        var gravity: Bool
        var flip: Bool
        /// For gravity, each column's cells: a stone drops to the lowest empty one, the highest bit.
        var columns: [BlockCells] = []
    }

    /// One way to lay a polyomino: its cells and their mask.
    struct Placement: Sendable {
        var block: Int
        var mask: BlockCells
        var cells: [Int]
    }

    /// A `move step` block: for each cell, the cells one step away.
    struct Step: Sendable {
        var block: Int
        var targets: [BlockCells]
        var onto: MoveBlock.Onto
    }

    /// A `move jump` block: for each cell, the (over, to) pairs of its jumps, in direction order.
    struct Jump: Sendable {
        var block: Int
        var hops: [[(over: Int, to: Int)]]
        var over: MoveBlock.Onto
        var capture: Bool
        var chain: Bool
    }

    /// A `win` or `lose` line that a set of cells decides.
    struct End: Sendable {
        enum Kind: Sendable {
            /// Any of these masks filled by the player's stones (and, for `exactly`, the cells
            /// just beyond each line empty of them).
            case masks([BlockCells], beyond: [BlockCells]?)
            /// `length` of the player's stones in a row along one of the shifts' directions: the
            /// same lines as `masks` on a board without wrapped edges (kept in `lines`, for the
            /// symmetries), found by shifting.
            case runs(BlockShifts, length: Int, lines: [BlockCells])
            case reach(BlockCells)
            case connect(BlockCells, BlockCells)
            case captureAll
        }
        var kind: Kind
        var wins: Bool
        /// Its index among the rule set's ends, for explanations.
        var index: Int
    }

    var places: [Place] = []
    var placements: [Placement] = []
    var steps: [Step] = []
    var jumps: [Jump] = []
    var ends: [End] = []
    /// The far row (for `reach far-row`): row 1 for a player moving up.
    var farRow: Int = 0
}

extension BlockTables {
    /// The tables of `player` for `rules` on `geometry`.
    init(_ rules: BlockRules, _ geometry: BlockGeometry, for player: Player) {
        let movesUp = rules.players == 1 || player == .x
        farRow = movesUp ? 0 : geometry.height - 1
        for (index, block) in rules.moves.enumerated() where block.isFor(player) {
            switch block.kind {
            case .place(let gravity, let flip):
                let columns = (0..<geometry.width).map { c in BlockGeometry.mask(geometry.cells.filter { geometry.column($0) == c }) }
                places.append(Place(block: index, gravity: gravity, flip: flip, columns: gravity ? columns : []))
            case .polyomino(let shapes):
                for shape in shapes {
                    for cell in geometry.cells {
                        guard let cells = geometry.placed(shape, at: cell) else { continue }
                        let mask = BlockGeometry.mask(cells)
                        if !placements.contains(where: { $0.mask == mask }) {
                            placements.append(Placement(block: index, mask: mask, cells: cells.sorted()))
                        }
                    }
                }
                placements.sort { $0.cells.lexicographicallyPrecedes($1.cells) }
            case .step(let directions, let onto):
                var targets = [BlockCells](repeating: 0, count: geometry.cellCount)
                for cell in geometry.cells {
                    for direction in directions {
                        let (dc, dr) = direction.step(for: player)
                        if let target = geometry.cell(from: cell, dc, dr), target != cell { targets[cell] |= .bit(target) }
                    }
                }
                steps.append(Step(block: index, targets: targets, onto: onto))
            case .jump(let directions, let over, let capture, let chain):
                var hops = [[(over: Int, to: Int)]](repeating: [], count: geometry.cellCount)
                for cell in geometry.cells {
                    for direction in directions {
                        let (dc, dr) = direction.step(for: player)
                        guard let middle = geometry.cell(from: cell, dc, dr), let landing = geometry.cell(from: cell, dc, dr, steps: 2),
                            middle != cell, landing != cell, landing != middle
                        else { continue }
                        hops[cell].append((middle, landing))
                    }
                }
                jumps.append(Jump(block: index, hops: hops, over: over, capture: capture, chain: chain))
            }
        }
        for (index, end) in rules.ends.enumerated() where end.isFor(player) {
            switch end.kind {
            case .line(let length, let exactly, let directions):
                var lines: [BlockCells] = [], beyond: [BlockCells] = []
                for cell in geometry.cells {
                    for direction in directions {
                        let (dc, dr) = direction.step(for: player)
                        let run = (0..<length).compactMap { geometry.cell(from: cell, dc, dr, steps: $0) }
                        guard run.count == length, Set(run).count == length else { continue }
                        let mask = BlockGeometry.mask(run)
                        guard !lines.contains(mask) else { continue }
                        lines.append(mask)
                        let ends = [geometry.cell(from: cell, -dc, -dr), geometry.cell(from: cell, dc, dr, steps: length)]
                        beyond.append(BlockGeometry.mask(ends.compactMap { $0 }.filter { !run.contains($0) }))
                    }
                }
                if !exactly, !geometry.wrapRows, !geometry.wrapColumns, !directions.isEmpty {
                    // A line along a step is a line along its opposite: one of each pair.
                    var steps: [(dc: Int, dr: Int)] = []
                    for direction in directions {
                        var (dc, dr) = direction.step(for: player)
                        if dr < 0 || (dr == 0 && dc < 0) { (dc, dr) = (-dc, -dr) }
                        if !steps.contains(where: { $0 == (dc, dr) }) { steps.append((dc, dr)) }
                    }
                    ends.append(End(kind: .runs(BlockShifts(geometry, steps: steps), length: length, lines: lines), wins: end.wins, index: index))
                } else {
                    ends.append(End(kind: .masks(lines, beyond: exactly ? beyond : nil), wins: end.wins, index: index))
                }
            case .shape(let shapes):
                var masks: [BlockCells] = []
                for shape in shapes {
                    for cell in geometry.cells {
                        if let cells = geometry.placed(shape, at: cell), !masks.contains(BlockGeometry.mask(cells)) {
                            masks.append(BlockGeometry.mask(cells))
                        }
                    }
                }
                ends.append(End(kind: .masks(masks, beyond: nil), wins: end.wins, index: index))
            case .reach(let row):
                let target = row ?? farRow
                let cells = geometry.cells.filter { geometry.row($0) == target }
                ends.append(End(kind: .reach(BlockGeometry.mask(cells)), wins: end.wins, index: index))
            case .connect(let topBottom):
                let first = geometry.cells.filter { topBottom ? geometry.row($0) == 0 : geometry.column($0) == 0 }
                let last = geometry.cells.filter {
                    topBottom ? geometry.row($0) == geometry.height - 1 : geometry.column($0) == geometry.width - 1
                }
                ends.append(End(kind: .connect(BlockGeometry.mask(first), BlockGeometry.mask(last)), wins: end.wins, index: index))
            case .captureAll:
                ends.append(End(kind: .captureAll, wins: end.wins, index: index))
            case .most:
                break
            }
        }
    }
}
