import Foundation
import Testing

@testable import ResultCache

/// A fresh folder for one test's files, removed at the end of the test.
final class Scratch {
    let folder: String

    init() {
        folder = NSTemporaryDirectory() + "analyze-cache-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func path(_ name: String) -> String { folder + "/" + name }
}

@Suite("Results database")
struct ResultCacheTests {
    @Test("a stored result is found again, by a second connection too, and only under its rule set and position")
    func storeAndLookUp() throws {
        let scratch = Scratch()
        let path = scratch.path("deep/er/results.sqlite")
        try StoreContract.storeAndLookUp(try SQLiteStore(path: path)) { try SQLiteStore(path: path) }
    }

    @Test("a key holding a NUL is refused, not cut short into another key")
    func nulRefused() throws {
        let scratch = Scratch()
        try StoreContract.nulRefused(try SQLiteStore(path: scratch.path("results.sqlite")))
    }

    @Test("stats count results per game and rule sets; clear empties the file and keeps it ours")
    func statsAndClear() throws {
        let scratch = Scratch()
        try StoreContract.statsAndClear(try SQLiteStore(path: scratch.path("r.sqlite")))
        #expect(try SQLiteStore(path: scratch.path("r.sqlite")).stats().ruleSets == 0)
    }

    @Test("a file that is not an SQLite database is refused and left as it was")
    func textFileRefused() throws {
        let scratch = Scratch()
        let path = scratch.path("notes.txt")
        let text = "my notes, not a database\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            _ = try SQLiteStore(path: path)
        } throws: { error in
            (error as? CacheError)?.reason.contains("not an SQLite file") == true
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test("another program's SQLite database is refused and not written")
    func foreignDatabaseRefused() throws {
        let scratch = Scratch()
        let path = scratch.path("other.sqlite")
        do {
            let connection = try SQLiteConnection(path: path, create: true)
            try connection.execute("CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('keep me');")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            _ = try SQLiteStore(path: path)
        } throws: { error in
            (error as? CacheError)?.reason.contains("another program") == true
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a database of another layout version is refused")
    func otherVersionRefused() throws {
        let scratch = Scratch()
        let path = scratch.path("r.sqlite")
        do {
            _ = try SQLiteStore(path: path)
            let connection = try SQLiteConnection(path: path, create: false)
            try connection.execute("PRAGMA user_version = 7")
        }
        #expect {
            _ = try SQLiteStore(path: path)
        } throws: { error in
            (error as? CacheError)?.reason.contains("layout 7") == true
        }
    }

    @Test("a damaged database (SQLite's header, garbage after it) is refused and left as it was")
    func damagedRefused() throws {
        let scratch = Scratch()
        let path = scratch.path("r.sqlite")
        var bytes = Data("SQLite format 3\0".utf8)
        bytes.append(Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }))
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try SQLiteStore(path: path)
        } throws: { error in
            (error as? CacheError)?.reason.contains("damaged") == true
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test("another program's database in WAL mode, its log not yet checkpointed, is refused and not touched")
    func foreignWriteAheadLogUntouched() throws {
        let scratch = Scratch()
        let path = scratch.path("other.sqlite")
        do {
            let connection = try SQLiteConnection(path: path, create: true)
            try connection.execute("PRAGMA journal_mode = WAL; CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('keep me');")
            // The other program ends without checkpointing: its rows are in the log only.
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let log = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
        #expect(!log.isEmpty)
        #expect {
            _ = try SQLiteStore(path: path)
        } throws: { error in
            (error as? CacheError)?.reason.contains("another program") == true
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == log)
    }

    @Test("a database with no tables but a version of its own is another program's")
    func versionedEmptyDatabaseRefused() throws {
        let scratch = Scratch()
        let path = scratch.path("v.sqlite")
        do {
            let connection = try SQLiteConnection(path: path, create: true)
            try connection.execute("PRAGMA user_version = 5")
        }
        #expect {
            _ = try SQLiteStore(path: path)
        } throws: { error in
            (error as? CacheError)?.reason.contains("another program") == true
        }
    }

    @Test("without create, a path with no file is refused and nothing is made")
    func noCreate() throws {
        let scratch = Scratch()
        let path = scratch.path("missing/r.sqlite")
        #expect {
            _ = try SQLiteStore(path: path, create: false)
        } throws: { error in
            (error as? CacheError)?.reason == "no results database here"
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path("missing")))
    }

    @Test("damage past the first page shows at the first read: an error that says the file is damaged")
    func damageDeeperDown() throws {
        let scratch = Scratch()
        let path = scratch.path("r.sqlite")
        do {
            let cache = try SQLiteStore(path: path)
            for index in 0..<400 {
                try cache.store(rules: "R", position: "\(index)", game: "g", result: String(repeating: "x", count: 200))
            }
        }
        // Check the log into the file, then spoil every page after the first.
        do {
            let connection = try SQLiteConnection(path: path, create: false)
            try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = 4096
        #expect(bytes.count > 4 * pageSize)
        for offset in pageSize..<bytes.count { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 131) }
        try bytes.write(to: URL(fileURLWithPath: path))
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")

        let cache = try SQLiteStore(path: path)
        #expect {
            _ = try cache.lookup(rules: "R", position: "7")
        } throws: { error in
            (error as? CacheError)?.reason.contains("damaged") == true
        }
    }

    @Test("one connection shared by several threads, as the jobs of one run share it")
    func sharedConnection() throws {
        let scratch = Scratch()
        let cache = try SQLiteStore(path: scratch.path("r.sqlite"))
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<100 {
                do throws(CacheError) {
                    try cache.store(rules: "R", position: "\(worker)-\(index)", game: "g", result: "\(index)")
                    _ = try cache.lookup(rules: "R", position: "\(worker)-\(index / 2)")
                } catch {
                    cache.note(error)
                }
            }
        }
        #expect(cache.failureSummary == nil)
        #expect(try cache.stats().results == 400)
        #expect(try cache.stats().check == "ok")
    }

    @Test("a file where the folder should be is named in the refusal")
    func folderBlockedByAFile() throws {
        let scratch = Scratch()
        try "x".write(toFile: scratch.path("file"), atomically: true, encoding: .utf8)
        #expect {
            _ = try SQLiteStore(path: scratch.path("file/deeper/r.sqlite"))
        } throws: { error in
            (error as? CacheError)?.reason == "cannot make the folder \(scratch.path("file/deeper")): \(scratch.path("file")) is a file"
        }
    }

    @Test("a folder is refused")
    func folderRefused() throws {
        let scratch = Scratch()
        #expect {
            _ = try SQLiteStore(path: scratch.folder)
        } throws: { error in
            (error as? CacheError)?.reason.contains("is a folder") == true
        }
    }

    @Test("two connections writing at once, as two runs would, lose nothing and leave a sound file")
    func concurrentWriters() throws {
        let scratch = Scratch()
        let path = scratch.path("r.sqlite")
        let first = try SQLiteStore(path: path)
        let second = try SQLiteStore(path: path)
        let perWriter = 300
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let cache = writer == 0 ? first : second
            for index in 0..<perWriter {
                do throws(CacheError) {
                    try cache.store(rules: "R", position: "\(writer)-\(index)", game: "g", result: "\(index)")
                } catch {
                    cache.note(error)
                }
            }
        }
        #expect(first.failureSummary == nil)
        #expect(second.failureSummary == nil)
        let stats = try first.stats()
        #expect(stats.results == 2 * perWriter)
        #expect(stats.check == "ok")
        #expect(try second.lookup(rules: "R", position: "0-299") == "299")
    }

    @Test("a failure noted is summed up with the first one")
    func failureSummary() throws {
        let scratch = Scratch()
        let cache = try SQLiteStore(path: scratch.path("r.sqlite"))
        #expect(cache.failureSummary == nil)
        cache.note(CacheError(path: "p", reason: "disk full"))
        cache.note(CacheError(path: "p", reason: "later"))
        #expect(cache.failureSummary == "2 reads or writes of the results database failed, the first: p: disk full")
    }

    @Test("the default file: ANALYZE_CACHE, else XDG_CACHE_HOME/analyze, else HOME/.cache/analyze")
    func defaultPath() {
        #expect(CacheFile.defaultPath(environment: ["ANALYZE_CACHE": "/tmp/a.sqlite", "HOME": "/h"]) == "/tmp/a.sqlite")
        #expect(CacheFile.defaultPath(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/analyze/results.sqlite")
        #expect(CacheFile.defaultPath(environment: ["HOME": "/h"]) == "/h/.cache/analyze/results.sqlite")
        #expect(CacheFile.defaultPath(environment: ["ANALYZE_CACHE": "", "HOME": "/h"]) == "/h/.cache/analyze/results.sqlite")
    }
}

/// Errors that `cache clear --force` may act on: a damaged SQLite file, never a file that is no
/// database at all, nor another program's database, nor anything but a regular file.
@Suite struct RemovableFileTests {
    @Test func aDamagedSQLiteFile_isRemovable_aFileThatIsNoDatabaseIsNot() throws {
        let folder = NSTemporaryDirectory() + "analyze-removable-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "not a database\n".write(toFile: folder + "/junk", atomically: false, encoding: .utf8)
        #expect(throws: CacheError.self) { try SQLiteStore(path: folder + "/junk") }
        do { _ = try SQLiteStore(path: folder + "/junk") } catch { #expect(!error.removable) }
        #expect(!CacheFile.startsLikeSQLite(folder + "/junk"))
        let damaged = folder + "/damaged.sqlite"
        try Data("SQLite format 3\0".utf8 + [UInt8](repeating: 0xEE, count: 4_000)).write(to: URL(fileURLWithPath: damaged))
        do { _ = try SQLiteStore(path: damaged) } catch { #expect(error.removable) }
        #expect(CacheFile.startsLikeSQLite(damaged))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: damaged)
        #expect(!CacheFile.startsLikeSQLite(folder + "/link"))
        let other = try SQLiteStore(path: folder + "/ours.sqlite")
        #expect(try other.entries().isEmpty)
        #expect(try other.entries(sample: 3).isEmpty)
    }
}
