import Dispatch
import Foundation
import Boards
import Synchronization

/// One page's session (a browser tab, or any client naming a `page`): a `Session` of its own,
/// with its own tables and stop flag, that runs one request at a time on a thread of its own.
/// Searches are long and block their thread, so they run on the page's dispatch queue, never on
/// the server's tasks: progress and stop requests are answered while a search runs.
final class WebPage: @unchecked Sendable {
    // @unchecked: `session` is touched only on `queue`, one request at a time (`busy`); every
    // other stored property is Sendable.
    let id: String
    private let session: Session
    private let queue: DispatchQueue
    /// Raised by `POST /api/stop` (and Ctrl-C) to end the running search.
    let stop = StopFlag()
    /// What the running search publishes, for `GET /api/progress`.
    let progress = SearchProgress()
    private let busy = Atomic<Bool>(false)
    private let started = Mutex<ContinuousClock.Instant?>(nil)
    /// The page's secret: its first answer gives it, and `POST /api/stop` takes it, so that
    /// only the client that opened the page can stop its searches.
    private let key = WebPage.newKey()
    private let keyGiven = Atomic<Bool>(false)

    init(id: String, options: SessionOptions) {
        self.id = id
        var options = options
        options.stop = stop
        options.progress = progress
        session = Session(options: options)
        queue = DispatchQueue(label: "analyze.page.\(id)")
    }

    /// The key, the first time it is asked for (the page's first answer gives it); nil after.
    func handOutKey() -> String? {
        keyGiven.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged ? key : nil
    }

    /// True when `given` is the page's key (compared in a time that does not depend on where it
    /// differs).
    func accepts(key given: String?) -> Bool {
        guard let given else { return false }
        let a = Array(given.utf8), b = Array(key.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// 128 random bits from the system's generator, as 32 hex digits.
    private static func newKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// True while a request of this page runs.
    var isBusy: Bool { busy.load(ordering: .acquiring) }

    /// Runs `body` with the page's session on the page's thread and answers what it answers;
    /// nil at once when another request of the page is running.
    func run(_ body: @escaping @Sendable (Session) -> WebResponse) async -> WebResponse? {
        guard busy.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return nil
        }
        started.withLock { $0 = .now }
        return await withCheckedContinuation { continuation in
            queue.async { [self] in
                let response = body(session)
                started.withLock { $0 = nil }
                busy.store(false, ordering: .releasing)
                continuation.resume(returning: response)
            }
        }
    }

    /// `GET /api/progress`: the running request's time, nodes, rate and what it has proved.
    var progressJSON: JSON {
        guard let since = started.withLock({ $0 }) else { return .object([("running", .bool(false))]) }
        let seconds = (ContinuousClock.now - since).seconds
        let nodes = progress.nodes
        let rate = seconds > 0 ? Double(nodes) / seconds : 0
        return .object([
            ("running", .bool(true)), ("seconds", .double((seconds * 10).rounded() / 10)),
            ("nodes", .int(Int(clamping: nodes))), ("rate", .int(Int(rate.rounded()))),
            ("note", .string(progress.note)), ("stage", .string(progress.stage)),
        ])
    }
}
