/// Why the results database could not be opened, read or written: the file's path and the reason
/// in words, ready to print.
public struct CacheError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// True when the file is damaged, not a database at all, or an older layout of ours: what
    /// `cache clear --force` may delete. Never true for another program's database.
    public var removable: Bool

    public init(path: String, reason: String, removable: Bool = false) {
        self.path = path
        self.reason = reason
        self.removable = removable
    }

    /// `PATH: reason`.
    public var description: String { "\(path): \(reason)" }
}
