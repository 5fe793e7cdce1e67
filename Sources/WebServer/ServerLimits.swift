#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one connection may cost the server, so that no client can stall it or stop it for the
/// others (docs/serve.md, "Limits").
public struct ServerLimits: Sendable {
    /// The longest request line (the method, the path with its query, the version) and the
    /// longest header line, in bytes; a longer request line is answered 414, a longer header 431.
    public var lineBytes = 8 << 10
    /// The most bytes of request line and headers together; more is answered 431.
    public var headBytes = 32 << 10
    /// The most header lines in one request; more is answered 431.
    public var headerCount = 100
    /// A connection that sends no part of a request (or no more of it) for this long is closed,
    /// as is a connection left open between requests.
    public var idleSeconds = 20.0
    /// The most connections open at once; past it, new connections wait in the listening
    /// socket's queue until one closes.
    public var connections = ServerLimits.connectionsBelowDescriptorLimit()

    /// The limits `analyze serve` uses.
    public init() {}

    /// Descriptors kept for everything else the process opens: the results store, rule files,
    /// record files, the listening socket.
    static let reservedDescriptors = 64

    /// At most 1,024 connections, and fewer when the process may open fewer files, so that
    /// running out of descriptors never stops the server.
    public static func connectionsBelowDescriptorLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let status = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        let status = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard status == 0 else { return 256 }
        let open = limit.rlim_cur == rlim_t.max ? UInt64(Int.max) : UInt64(limit.rlim_cur)
        let usable = open > UInt64(reservedDescriptors) ? Int(min(open - UInt64(reservedDescriptors), 1 << 20)) : 1
        return max(1, min(1_024, usable))
    }
}
