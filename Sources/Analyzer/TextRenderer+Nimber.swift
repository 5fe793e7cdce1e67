import Games

extension TextRenderer {
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
}
