/// A PostgreSQL address (`postgresql://USER[:PASSWORD]@HOST[:PORT]/DB[?PARAMS]`) as it may be
/// printed: without the password, whether in the user part or as a `password=` parameter.
enum PostgresAddress {
    static func printable(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let scheme = url[..<schemeEnd.upperBound]
        var rest = Substring(url[schemeEnd.upperBound...])
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        let path = rest[authorityEnd...]
        if let at = authority.lastIndex(of: "@") {
            let user = authority[..<at]
            let host = authority[authority.index(after: at)...]
            let name = user.firstIndex(of: ":").map { user[..<$0] } ?? user
            authority = Substring(name + "@" + host)
        }
        var printable = scheme + authority + path
        if let query {
            let kept = query.split(separator: "&").filter { !$0.lowercased().hasPrefix("password=") }
            if !kept.isEmpty { printable += "?" + kept.joined(separator: "&") }
        }
        return String(printable)
    }
}
