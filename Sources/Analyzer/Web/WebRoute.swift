/// The paths of the web API (docs/serve.md), each with the method it takes.
enum WebRoute: String, CaseIterable {
    case games, position, solve, values, threats, explain, engine, path, progress, stop, open

    /// The route of `/api/NAME`, or nil for any other path.
    init?(path: String) {
        guard path.hasPrefix("/api/"), let route = WebRoute(rawValue: String(path.dropFirst(5))) else { return nil }
        self = route
    }

    /// GET for questions, POST for what changes something (a stop) or sends a body (a record).
    var method: String {
        switch self {
        case .stop, .open: "POST"
        default: "GET"
        }
    }
}
