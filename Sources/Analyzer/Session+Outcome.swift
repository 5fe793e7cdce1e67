import Boards
import Games
import Language

extension Session {
    /// `outcome`: who wins, by proof-number search, with a table of `--table-mb` (64 MiB by
    /// default) within what the memory budget leaves (1 MiB at least); a puzzle, or a stop, is an
    /// error.
    func outcome(_ keyword: Word) throws(Diagnostic) -> OutcomeReport {
        let bytes = min(options.largestTableBytes, max(1 << 20, options.budget.available))
        do {
            return try play.outcome(tableBytes: bytes, limits: options.limits)
        } catch {
            throw keyword.error("outcome: \(error)")
        }
    }
}
