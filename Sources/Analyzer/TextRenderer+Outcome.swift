import Boards
import Games

extension TextRenderer {
    /// `outcome`: who wins and a winning move, said as exact without the remoteness, and what the
    /// search took.
    static func outcome(_ report: OutcomeReport) -> String {
        let side = report.toMove.symbol
        let verdict = switch report.outcome {
        case .win: "\(side) wins"
        case .loss: "\(side) loses"
        case .draw: "a draw: neither side can force a win"
        }
        var lines = ["\(verdict) (\(report.game)), exact by proof-number search; solve gives the remoteness"]
        if let move = report.winningMove { lines.append("a winning move: \(move)") }
        let searches = report.searches == 1 ? "1 search" : "\(report.searches) searches"
        lines.append("\(grouped(Int(clamping: report.nodes))) positions expanded in \(searches), table of "
            + "\(bytes(report.tableBytes)) (\(report.bytesPerSlot) bytes a slot), in \(seconds(report.seconds))")
        return lines.joined(separator: "\n")
    }
}
