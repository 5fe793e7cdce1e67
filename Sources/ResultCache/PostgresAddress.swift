/// A PostgreSQL address (`postgresql://USER[:PASSWORD]@HOST[:PORT]/DB[?PARAMS]`) taken apart
/// from its password, whether that is in the user part or a `password=` parameter: the address
/// without it is what is printed and what libpq is given, the password going to libpq on its own,
/// so that none of libpq's messages (which quote the parts of an address they cannot read) can
/// show it.
enum PostgresAddress {
    /// The address without its password, and the password as written (percent-encoded), if any.
    struct Parts: Equatable {
        var address: String
        var password: String?
    }

    /// The address as it may be printed: no password.
    static func printable(_ url: String) -> String { parts(url).address }

    /// The address taken apart. The user part ends at the last `@` before the first `/`, so that
    /// a password with an `@`, `?` or `:` unencoded is still all taken out.
    static func parts(_ url: String) -> Parts {
        guard let schemeEnd = url.range(of: "://") else { return Parts(address: url) }
        let scheme = url[..<schemeEnd.upperBound]
        let rest = url[schemeEnd.upperBound...]
        var password: Substring?
        var afterUser = rest
        var user: Substring = ""
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        if let at = rest[..<authorityEnd].lastIndex(of: "@") {
            let userPart = rest[..<at]
            if let colon = userPart.firstIndex(of: ":") {
                user = userPart[..<colon]
                password = userPart[userPart.index(after: colon)...]
            } else {
                user = userPart
            }
            user += "@"
            afterUser = rest[rest.index(after: at)...]
        }
        var address = String(scheme + user)
        if let mark = afterUser.firstIndex(of: "?") {
            address += afterUser[..<mark]
            var kept: [Substring] = []
            for parameter in afterUser[afterUser.index(after: mark)...].split(separator: "&") {
                if parameter.lowercased().hasPrefix("password=") {
                    password = parameter.dropFirst("password=".count)
                } else {
                    kept.append(parameter)
                }
            }
            if !kept.isEmpty { address += "?" + kept.joined(separator: "&") }
        } else {
            address += afterUser
        }
        return Parts(address: address, password: password.map(String.init))
    }

    /// The percent-encoded `text` decoded, or `nil` when a `%` is not followed by two hex digits,
    /// the bytes are not UTF-8, or a NUL is among them.
    static func decoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexDigit(utf8.removeFirst()), let low = hexDigit(utf8.removeFirst()) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
