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

    /// Refuses a path that is a folder or a non-empty file that is not an SQLite database (SQLite
    /// would report that only at the first query, and a new database must never replace it), and
    /// makes the folder of a new file (or, without `create`, refuses a path with no file).
    static func checkBeforeOpening(_ path: String, create: Bool) throws(CacheError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw CacheError(path: path, reason: "is a folder, not a results database") }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw CacheError(path: path, reason: "cannot read the file")
            }
            let header = (try? handle.read(upToCount: 16)) ?? Data()
            try? handle.close()
            if !header.isEmpty && header != Data("SQLite format 3\0".utf8) {
                throw CacheError(path: path, reason: "not a results database of analyze (not an SQLite file); it was left as it is",
                    removable: true)
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
