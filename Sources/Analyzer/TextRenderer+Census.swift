import Boards
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
        if let split = census.split {
            let read = split.read == 0 ? "" : ", \(grouped(split.read)) read from the results database"
            lines.append("split at \(split.plies) \(split.plies == 1 ? "move" : "moves") into \(grouped(split.parts)) parts: "
                + "\(grouped(split.made)) made here\(read)")
        }
        if let nimber = census.nimber { lines.append("the start's nimber \(nimber) (an impartial game: see nimber)") }
        lines.append("table at most \(bytes(census.peakBytes)) (\(census.bytesPerSlot) bytes a slot), in \(seconds(census.seconds))")
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
