/// The tables of a results database, and the check that a file is one of ours before anything is
/// written to it.
enum CacheSchema {
    static let tables = """
        CREATE TABLE rulesets(
            id INTEGER PRIMARY KEY,
            text TEXT NOT NULL UNIQUE);
        CREATE TABLE results(
            ruleset INTEGER NOT NULL REFERENCES rulesets(id),
            position TEXT NOT NULL,
            game TEXT NOT NULL,
            result TEXT NOT NULL,
            solved_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
            PRIMARY KEY (ruleset, position)) WITHOUT ROWID;
        """

    /// Makes a new (empty) file a results database, or checks that an existing one is ours and of
    /// this version; then sets the connection for safe concurrent use.
    static func prepare(_ connection: SQLiteConnection) throws(CacheError) {
        switch try identify(connection) {
        case .ours:
            break
        case .empty:
            try connection.transaction { () throws(CacheError) in
                // Another process may have made the tables since the check above.
                guard try identify(connection) == .empty else { return }
                try connection.execute(tables)
                try connection.execute("PRAGMA application_id = \(SQLiteStore.applicationID)")
                try connection.execute("PRAGMA user_version = \(SQLiteStore.schemaVersion)")
            }
            guard try identify(connection) == .ours else { throw foreign(connection) }
        case .otherVersion(let version):
            throw CacheError(path: connection.path,
                reason: "a results database of another version of analyze (layout \(version), this one reads \(SQLiteStore.schemaVersion)); it was left as it is",
                removable: true)
        case .foreign:
            throw foreign(connection)
        }
        connection.allowCheckpointOnClose()
        // A committed result survives a killed process in WAL mode with NORMAL syncing (only a
        // power cut can lose the last commits). The log mode, kept in the file, cannot change
        // inside a transaction, so it is set here, after the tables are made.
        try connection.execute("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = NORMAL")
    }

    private enum Identity: Equatable {
        case ours, empty, foreign
        case otherVersion(Int)
    }

    private static func identify(_ connection: SQLiteConnection) throws(CacheError) -> Identity {
        let application = try connection.integer("PRAGMA application_id")
        let version = try connection.integer("PRAGMA user_version")
        let objects = try connection.integer("SELECT count(*) FROM sqlite_master")
        if application == SQLiteStore.applicationID {
            return version == SQLiteStore.schemaVersion ? .ours : .otherVersion(version)
        }
        // A file with no tables but a version of its own belongs to some other program.
        return application == 0 && objects == 0 && version == 0 ? .empty : .foreign
    }

    private static func foreign(_ connection: SQLiteConnection) -> CacheError {
        CacheError(path: connection.path,
            reason: "an SQLite database of another program, not a results database of analyze; it was left as it is")
    }
}
