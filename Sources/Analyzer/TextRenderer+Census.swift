import Boards
import Games
import Search

extension TextRenderer {
    /// `count --values`: the start's value, a table of the positions by remoteness (won, lost and
    /// drawn for the side to move), the totals in all and up to symmetry, the final positions,
    /// and what the census took.
    static func census(_ census: CensusCount, mover: Player) -> String {
        let totals = census.totals
        let classes = census.classTotals.map { " (\(grouped($0.total)) up to symmetry)" } ?? ""
        var lines = ["\(grouped(totals.total)) positions valued\(classes); the start: \(mover.symbol) "
            + "\(Self.outcomeWords(census.start)) in \(census.startRemoteness)"]
        func row(_ label: String, _ row: CensusCount.Row) -> String {
            label.rightPadded(to: 16) + [row.win, row.loss, row.draw, row.total]
                .map { grouped($0).leftPadded(to: 12) }.joined()
        }
        lines.append("remoteness".rightPadded(to: 16) + ["win", "loss", "draw", "total"].map { $0.leftPadded(to: 12) }.joined())
        lines += census.rows.map { row("\($0.remoteness)", $0) }
        lines.append(row("total", totals))
        if let classTotals = census.classTotals { lines.append(row("up to symmetry", classTotals)) }
        let finalClasses = census.classPrimitive.map { " (\(grouped($0)) up to symmetry)" } ?? ""
        lines.append("final positions \(grouped(census.primitive))\(finalClasses); win, loss and draw for the side to move")
        if let nimber = census.nimber { lines.append("the start's nimber \(nimber) (an impartial game: see nimber)") }
        lines.append("table at most \(bytes(census.peakBytes)) (\(census.bytesPerSlot) bytes a slot), in \(seconds(census.seconds))")
        return lines.joined(separator: "\n")
    }

    /// `nimber`: the nimber and what it means for the side to move, the regions with theirs, the
    /// winning moves, and what the table took.
    static func nimber(_ report: NimberReport) -> String {
        let side = report.toMove.symbol
        var lines = ["nimber \(report.nimber): \(side) \(report.nimber == 0 ? "loses" : "wins") (\(report.game))"]
        if report.regions.isEmpty {
            lines.append("no move is left")
        } else {
            let count = report.regions.count
            lines.append("\(count) \(count == 1 ? "region" : "regions") of empty cells, added by exclusive or:")
            for region in report.regions {
                lines.append("  nimber \(region.nimber)  \(region.cells.count) cells: \(region.cells.joined(separator: " "))")
            }
        }
        if report.nimber != 0 { lines.append("winning moves: \(list(report.winningMoves))") }
        lines.append("\(grouped(report.valued)) regions valued, table at most \(bytes(report.peakBytes)) "
            + "(\(report.bytesPerSlot) bytes a slot), in \(seconds(report.seconds))")
        return lines.joined(separator: "\n")
    }

    static func outcomeWords(_ outcome: Outcome) -> String {
        switch outcome {
        case .win: "wins"
        case .loss: "loses"
        case .draw: "draws"
        }
    }

    /// `40 KiB`, `3.5 MiB`, `12.2 MiB` (the store's sizes and the census's table).
    static func bytes(_ bytes: Int) -> String {
        bytes < 1 << 20 ? "\((bytes + 1023) / 1024) KiB" : String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}
