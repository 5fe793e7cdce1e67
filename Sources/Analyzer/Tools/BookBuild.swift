import Boards
import Foundation
import Games
import ResultCache

/// `analyze book build`: an opening book of exact scores for a game whose family makes books
/// (`OpeningBookCapable`), made by its solver, written entry by entry to a file, and continued
/// where it stopped when run again with the same settings.
public struct BookBuild {
    /// Why a build cannot start or did not finish; the text says what to do.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// What a finished (or stopped) build did.
    public struct Summary: Sendable {
        public var entries = 0
        public var solvedNow = 0
        /// Entries read from the shared store (solved by other builders).
        public var fromStore = 0
        public var seconds = 0.0
        public var stopped: SearchStop?
    }

    public let game: String
    public let plies: Int
    /// nil: every position; 0 or 1: the lines of the first or second player.
    public let side: Int?
    public let path: String

    /// The most plies a book may have (an `every` book of 12 plies has millions of positions).
    public static let maxPlies = 16

    public init(game: String, plies: Int, side: Int?, path: String) {
        self.game = game
        self.plies = plies
        self.side = side
        self.path = path
    }

    /// The header line that says how the book was made; a file being continued must have it.
    var header: String {
        "# analyze opening book: game \(game), plies \(plies), \(side.map { $0 == 0 ? "lines of the first player" : "lines of the second player" } ?? "every position")"
    }

    /// Runs the build in a session made from `options` (its rules, table size, threads and
    /// limits); `progress` receives a line now and then. With a results store in `options.cache`,
    /// the scores are kept there too and builders sharing it split the positions (docs/store.md).
    public func run(options: SessionOptions, progress: @escaping (String) -> Void) throws(Failure) -> Summary {
        guard (0...Self.maxPlies).contains(plies) else { throw Failure(description: "--plies must be 0 to \(Self.maxPlies), not \(plies)") }
        let session = Session(options: options)
        guard let compiled = session.rules.game(named: game) else {
            throw Failure(description: "unknown game '\(game)'")
        }
        guard let maker = (compiled as? any OpeningBookCapable)?.bookMaker(tableBytes: options.tableBytes, threads: options.threads) else {
            let shapes = Families.tools((any OpeningBookCapable.Type).self).map { $0.bookShape }.joined(separator: " or ")
            throw Failure(description: "'\(game)' is not \(shapes): books are made for those only")
        }
        let file = try BookFile.open(path, header: header)
        defer { file.close() }
        maker.limits = options.limits
        // Set once the builder has read the book made so far: its entries, the positions of the
        // whole book, and when the solving started.
        var have = 0
        var total: Int?
        var started = ContinuousClock.now
        var summary = Summary()
        var lastReport = started
        let shared = options.cache.map { StoreBookScores(store: $0, board: maker.boardKey, game: game) }
        // Entries added in this run: solved here, or read from the store (counted apart at the end).
        var added = 0
        var writeFailure: SafeFile.WriteError?
        let builder: any OpeningBookBuilder
        do throws(OpeningBookFault) {
            builder = try maker.builder(plies: plies, side: side, known: file.text, shared: shared) { moves, score in
                guard writeFailure == nil else { return }
                do throws(SafeFile.WriteError) {
                    try file.append("\(moves.isEmpty ? "-" : moves) \(score)")
                } catch {
                    // The build cannot go on without its file: the next search stops at once, on a
                    // stop flag of its own (the interrupt flag is Ctrl-C's).
                    writeFailure = error
                    let halt = StopFlag()
                    halt.raise()
                    maker.limits.stop = halt
                    return
                }
                added += 1
                let now = ContinuousClock.now
                guard now - lastReport >= .seconds(1) else { return }
                lastReport = now
                let seconds = (now - started).seconds
                let rate = Double(added) / max(seconds, 0.001)
                let made = have + added
                let how = shared == nil ? "solved now" : "added now, solved here or read from the store"
                var line = "\(made) entries (\(added) \(how), \(String(format: "%.1f", rate))/s, \(Int(seconds)) s)"
                if let total {
                    let left = Double(max(0, total - made)) / max(rate, 0.001)
                    line += ", \(total) in all, about \(Self.duration(left)) left"
                }
                progress(line)
            }
        } catch {
            throw Failure(description: "\(path):\(error.line): \(error.message)")
        }
        have = builder.given
        total = side == nil ? maker.countEvery(plies: plies) : nil
        started = .now
        lastReport = started
        do throws(SearchStop) {
            try builder.build()
        } catch {
            summary.stopped = error
        }
        if let writeFailure {
            throw Failure(description: "\(path): cannot write: \(writeFailure.reason); the entries before it are kept, "
                + "and the same command continues the book")
        }
        summary.solvedNow = builder.solved
        summary.fromStore = builder.fromShared
        summary.entries = have + summary.solvedNow + summary.fromStore
        summary.seconds = (ContinuousClock.now - started).seconds
        return summary
    }

    /// `3 min`, `2 h 5 min`, `40 s`.
    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        if s < 60 { return "\(s) s" }
        if s < 3600 { return "\(s / 60) min" }
        return "\(s / 3600) h \(s % 3600 / 60) min"
    }
}
