import Synchronization

/// The pages open on the server, each with its session, at most `limit` at once: a new page
/// drops the one unused longest (one not searching), whose next request starts it afresh.
final class WebPages: Sendable {
    private struct State {
        var pages: [String: WebPage] = [:]
        /// Page names, least recently used first.
        var order: [String] = []
    }

    private let state = Mutex(State())
    let limit: Int
    private let options: SessionOptions

    init(options: SessionOptions, limit: Int) {
        self.options = options
        self.limit = max(1, limit)
    }

    /// The page called `id`, made if it is new; nil when every page is searching and none can
    /// be dropped to make room.
    func page(_ id: String) -> WebPage? {
        state.withLock { state -> WebPage? in
            if let page = state.pages[id] {
                state.order.removeAll { $0 == id }
                state.order.append(id)
                return page
            }
            while state.pages.count >= limit {
                guard let idle = state.order.first(where: { state.pages[$0]?.isBusy == false }) else { return nil }
                state.order.removeAll { $0 == idle }
                state.pages[idle] = nil
            }
            let page = WebPage(id: id, options: options)
            state.pages[id] = page
            state.order.append(id)
            return page
        }
    }

    /// The page called `id` if it is open, without making it.
    func existing(_ id: String) -> WebPage? { state.withLock { $0.pages[id] } }

    /// Stops every running search (Ctrl-C).
    func stopAll() {
        for page in state.withLock({ Array($0.pages.values) }) { page.stop.raise() }
    }
}
