import Boards
import Foundation
import Games
import Language
import Search

extension Session {
    /// `count`, inside what the memory budget leaves beside the tables. When the game may have
    /// more positions than that holds, a note says so before the count starts; a count stopped by
    /// the budget, `--count-limit` or a search limit is an error that gives the positions found
    /// so far as a lower bound.
    func count(_ keyword: Word) throws(Diagnostic) -> Reply {
        let memory = max(0, options.budget.available)
        if let bound = play.countBound, let perPosition = play.countBytesPerPosition {
            let room = memory / perPosition
            if bound > Double(room) {
                say("note: count may need more memory than the budget leaves: this position may reach up to "
                    + "\(Self.roughly(bound)) positions, and the \(memory >> 20) MiB left (--memory-mb) hold about "
                    + "\(TextRenderer.grouped(room)); if they run out, count stops with the positions found so far as a lower bound")
            }
        }
        let tally: Tally
        do {
            tally = try play.count(limit: options.countLimit, memory: memory, limits: options.limits)
        } catch {
            throw keyword.error("count stopped: \(error)")
        }
        let found: (positions: Int, canonical: Int, seconds: Double, stop: CountStop, noun: String)
        switch tally {
        case .positions(let count):
            guard let stop = count.stopped else { return .count(count) }
            found = (count.positions, count.canonical, count.seconds, stop, "positions")
        case .boards(let count):
            guard let stop = count.stopped else { return .puzzleCount(count) }
            found = (count.positions, count.canonical, count.seconds, stop, "boards")
        }
        throw keyword.error("count stopped: \(reason(found.stop)); at least "
            + "\(TextRenderer.grouped(found.positions)) \(found.noun) so far (\(TextRenderer.grouped(found.canonical)) "
            + "up to symmetry), in \(TextRenderer.seconds(found.seconds))")
    }

    /// `count --values`: a census of every position reachable, in what the memory budget leaves
    /// beside the tables, kept in the results database where statements use it (`keepCensus`); a
    /// stop (the budget, a limit, positions that repeat) is an error.
    func census(_ keyword: Word) throws(Diagnostic) -> Reply {
        let mover = play.sideToMove
        let census: CensusCount
        do {
            census = try play.census(memory: max(0, options.budget.available), limits: options.limits,
                keep: options.statementsUseCache && options.cache != nil)
        } catch {
            throw keyword.error("count --values stopped: \(error)")
        }
        keepCensus(census)
        return .census(census, mover: mover)
    }

    /// `nimber`: the position of an impartial game valued region by region, in what the memory
    /// budget leaves beside the tables; a game that is not impartial, or a stop, is an error.
    func nimber(_ keyword: Word) throws(Diagnostic) -> NimberReport {
        do {
            return try play.nimber(memory: max(0, options.budget.available), limits: options.limits)
        } catch {
            throw keyword.error("nimber: \(error)")
        }
    }

    private func reason(_ stop: CountStop) -> String {
        switch stop {
        case .positions(let limit) where limit >= options.countLimit:
            "more than \(TextRenderer.grouped(limit)) positions to store (--count-limit); raise it to count them all"
        case .positions, .memory:
            // A limit below --count-limit is the budget's room, cut to fit.
            "the memory budget (--memory-mb, \(options.budget.bytes >> 20) MiB) has no room for more positions"
        case .search(let stop):
            "\(stop)"
        }
    }

    /// `43,046,721`, or `1.2e+20` past what is worth writing out.
    static func roughly(_ count: Double) -> String {
        count < 1e15 ? TextRenderer.grouped(Int(count)) : String(format: "%.1e", count)
    }
}
