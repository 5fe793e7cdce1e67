/// Why the results database could not be opened, read or written: the file's path and the reason
/// in words, ready to print.
public struct CacheError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `PATH: reason`.
    public var description: String { "\(path): \(reason)" }
}
