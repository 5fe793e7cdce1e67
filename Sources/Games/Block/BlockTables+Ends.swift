import Boards

/// A player's `win` and `lose` lines compiled into the cells that decide them.
extension BlockTables {
    /// `end`, the end block at `index`, as `player`'s cells; nil for `win most`, which the count of
    /// stones decides when no one can move.
    static func end(_ end: EndBlock, _ index: Int, _ geometry: BlockGeometry, for player: Player) -> End? {
        let kind: End.Kind
        switch end.kind {
        case .line(let length, let exactly, let directions):
            kind = line(length, exactly: exactly, directions, geometry, for: player)
        case .shape(let shapes):
            var masks: [BlockCells] = []
            for shape in shapes {
                for cell in geometry.cells {
                    if let cells = geometry.placed(shape, at: cell), !masks.contains(BlockGeometry.mask(cells)) {
                        masks.append(BlockGeometry.mask(cells))
                    }
                }
            }
            kind = .masks(masks, beyond: nil)
        case .reach(let row):
            // The far row of `reach far-row`: row 1 for X, who moves up.
            let target = row ?? (player == .x ? 0 : geometry.height - 1)
            kind = .reach(BlockGeometry.mask(geometry.cells.filter { geometry.row($0) == target }))
        case .connect(let topBottom):
            let first = geometry.cells.filter { topBottom ? geometry.row($0) == 0 : geometry.column($0) == 0 }
            let last = geometry.cells.filter {
                topBottom ? geometry.row($0) == geometry.height - 1 : geometry.column($0) == geometry.width - 1
            }
            kind = .connect(BlockGeometry.mask(first), BlockGeometry.mask(last))
        case .region(let cells):
            kind = .reach(BlockGeometry.mask(cells))
        case .pieces(let count):
            kind = .pieces(count)
        case .captureAll:
            kind = .captureAll
        case .most:
            return nil
        }
        return End(kind: kind, wins: end.wins, index: index, piece: end.piece)
    }

    /// A `line` end: every run of `length` cells along `directions` (and, for `exactly`, the
    /// cells just beyond each), found by shifting on a grid where no edge wraps and the line is
    /// not exact; on a board of lines (links of many lengths) by its masks.
    static func line(_ length: Int, exactly: Bool, _ directions: [BlockDirection], _ geometry: BlockGeometry,
        for player: Player) -> End.Kind
    {
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
        guard !exactly, !geometry.wrapRows, !geometry.wrapColumns, !geometry.hasLines, !directions.isEmpty else {
            return .masks(lines, beyond: exactly ? beyond : nil)
        }
        // A line along a step is a line along its opposite: one of each pair.
        var steps: [(dc: Int, dr: Int)] = []
        for direction in directions {
            var (dc, dr) = direction.step(for: player)
            if dr < 0 || (dr == 0 && dc < 0) { (dc, dr) = (-dc, -dr) }
            if !steps.contains(where: { $0 == (dc, dr) }) { steps.append((dc, dr)) }
        }
        return .runs(BlockShifts(geometry, steps: steps), length: length, lines: lines)
    }
}
