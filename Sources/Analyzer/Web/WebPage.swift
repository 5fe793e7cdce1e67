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

    init(id: String, options: SessionOptions) {
        self.id = id
        var options = options
        options.stop = stop
        options.progress = progress
        session = Session(options: options)
        queue = DispatchQueue(label: "analyze.page.\(id)")
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
