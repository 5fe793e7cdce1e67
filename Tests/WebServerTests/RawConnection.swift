import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to the server on loopback, written byte by byte as a misbehaving client
/// would: blocking calls, each read waiting at most `readSeconds`.
final class RawConnection {
    private let socketFD: Int32

    /// Connects to 127.0.0.1:`port`; nil when the connection cannot be made.
    init?(port: UInt16, readSeconds: Int = 10) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var timeout = timeval(tv_sec: readSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            close(fd)
            return nil
        }
        socketFD = fd
    }

    deinit { close(socketFD) }

    /// Sends `text`; false once the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { Glibc.send(socketFD, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            bytes = bytes.dropFirst(sent)
        }
        return true
    }

    /// Everything the server sends until it closes the connection (or a read times out, or
    /// `limit` bytes have come), and whether it closed.
    func readToClose(limit: Int = 1 << 20) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while received.count < limit {
            let count = buffer.withUnsafeMutableBytes { recv(socketFD, $0.baseAddress, $0.count, 0) }
            if count == 0 { return (String(decoding: received, as: UTF8.self), true) }
            if count < 0 { return (String(decoding: received, as: UTF8.self), errno == ECONNRESET) }
            received += buffer[0..<count]
        }
        return (String(decoding: received, as: UTF8.self), false)
    }

    /// The status code of the first response line read, if one comes.
    func status() -> Int? {
        let text = readToClose().text
        guard text.hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(text.dropFirst(9).prefix(3))
    }
}
