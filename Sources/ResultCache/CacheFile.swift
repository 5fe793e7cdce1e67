import Foundation

/// The checks made on a results file before SQLite opens it, and where it lives by default.
public enum CacheFile {
    /// The file used when no `--cache` option is given: `$ANALYZE_CACHE`, else
    /// `$XDG_CACHE_HOME/analyze/results.sqlite`, else `~/.cache/analyze/results.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["ANALYZE_CACHE"], !path.isEmpty { return path }
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            base = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = (home as NSString).appendingPathComponent(".cache")
        }
        return ((base as NSString).appendingPathComponent("analyze") as NSString).appendingPathComponent("results.sqlite")
    }

    /// The first bytes of every SQLite database.
    static let sqliteHeader = Data("SQLite format 3\0".utf8)

    /// Refuses a path that is not a regular file (a folder, a device, a FIFO, which SQLite would
    /// wait on for ever) or a non-empty file that is not an SQLite database (SQLite would report
    /// that only at the first query, and a new database must never replace it), and makes the
    /// folder of a new file (or, without `create`, refuses a path with no file).
    static func checkBeforeOpening(_ path: String, create: Bool) throws(CacheError) {
        var status = stat()
        if stat(path, &status) == 0 {
            if let kind = notRegular(status.st_mode) {
                throw CacheError(path: path, reason: "is \(kind), not a results database; only a regular file is used")
            }
            guard let header = header(of: path) else { throw CacheError(path: path, reason: "cannot read the file") }
            if !header.isEmpty && header != sqliteHeader {
                throw CacheError(path: path, reason: "not a results database of analyze (not an SQLite file); it was left as it is")
            }
            return
        }
        guard create else { throw CacheError(path: path, reason: "no results database here") }
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CacheError(path: path, reason: "cannot make the folder \(folder): \(whyNoFolder(folder))")
        }
    }

    /// True when `path` itself (not a link) is a regular file that starts as an SQLite database
    /// does: the only kind of file `cache clear --force` may delete.
    public static func startsLikeSQLite(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        return header(of: path) == sqliteHeader
    }

    /// Deletes the database file at `path` with its `-wal` and `-shm` files, each only where it
    /// is itself (not a link) a regular file (`cache clear --force`, once `startsLikeSQLite`
    /// has said the file may go). The file that could not be deleted and why, or nil.
    public static func delete(_ path: String) -> (file: String, reason: String)? {
        for file in ["", "-wal", "-shm"].map({ path + $0 }) where isRegularFile(file) {
            do {
                try FileManager.default.removeItem(atPath: file)
            } catch {
                return (file, error.localizedDescription)
            }
        }
        return nil
    }

    /// True when `path` itself (not a link) is a regular file.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// The first 16 bytes of the regular file at `path` (fewer in a shorter file), or `nil` when
    /// it cannot be read or is no regular file. Opened without waiting, so that a FIFO put in
    /// its place after a check cannot block.
    static func header(of path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 16)
        var count = 0
        while count < bytes.count {
            let got = bytes[count...].withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
        }
        return Data(bytes[..<count])
    }

    /// What a file that is not a regular one is, as in "is a device"; `nil` for a regular file.
    static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// Why a folder could not be made, in words: the nearest existing part of its path is a
    /// file, or may not be written.
    private static func whyNoFolder(_ folder: String) -> String {
        var part = folder
        while !part.isEmpty, part != "/", !FileManager.default.fileExists(atPath: part) {
            part = (part as NSString).deletingLastPathComponent
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: part, isDirectory: &isFolder), !isFolder.boolValue {
            return "\(part) is a file"
        }
        return FileManager.default.isWritableFile(atPath: part) ? "the system refused" : "\(part) may not be written"
    }
}
