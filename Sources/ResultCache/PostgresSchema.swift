/// The tables of a results store in PostgreSQL, made and checked in the connection's current
/// schema (the first of its `search_path`, `public` unless the address sets `options`). A schema
/// holds a store of ours, or nothing: one with any other table is another program's and is
/// refused untouched, as is a store of another layout.
enum PostgresSchema {
    /// Names this layout in the store's own table; a store of another version is refused, not
    /// migrated.
    static let application = "analyze results"
    static let version = 1

    /// One row per position: a claim while `result` is NULL (`owner` solving it until `expires`),
    /// a result once stored (`solves` counts the stores: more than one means a claim lapsed while
    /// its process was still solving). Rule sets are kept once each, found by their text's MD5 (a B-tree
    /// entry cannot hold a long text) and then compared whole.
    static let tables = """
        CREATE TABLE analyze_store(
            application text NOT NULL,
            version integer NOT NULL);
        INSERT INTO analyze_store VALUES ('\(application)', \(version));
        CREATE TABLE analyze_rulesets(
            id bigserial PRIMARY KEY,
            text text NOT NULL);
        CREATE UNIQUE INDEX analyze_rulesets_text ON analyze_rulesets (md5(text));
        CREATE TABLE analyze_results(
            ruleset bigint NOT NULL REFERENCES analyze_rulesets(id),
            position text NOT NULL,
            game text NOT NULL,
            result text,
            solved_at timestamptz,
            solved_by text,
            solves integer NOT NULL DEFAULT 0,
            owner text,
            expires timestamptz,
            PRIMARY KEY (ruleset, position));
        """

    /// Makes the store in an empty schema (with `create`), or checks that the schema holds one of
    /// ours, of this version.
    static func prepare(_ connection: PostgresConnection, create: Bool) throws(CacheError) {
        switch try identify(connection) {
        case .ours:
            return
        case .empty where create:
            try connection.transaction { () throws(CacheError) in
                // Two processes starting at once: the second waits here, then finds the tables.
                try connection.execute("SELECT pg_advisory_xact_lock(\(SQLiteStore.applicationID))")
                guard try identify(connection) == .empty else { return }
                try connection.execute(tables)
            }
            guard try identify(connection) == .ours else { throw foreign(connection) }
        case .empty:
            throw CacheError(path: connection.name, reason: "no results store here (the schema is empty)")
        case .otherVersion(let found):
            throw CacheError(path: connection.name,
                reason: "a results store of another version of analyze (layout \(found), this one reads \(version)); it was left as it is")
        case .foreign:
            throw foreign(connection)
        }
    }

    private enum Identity: Equatable {
        case ours, empty, foreign
        case otherVersion(Int)
    }

    private static func identify(_ connection: PostgresConnection) throws(CacheError) -> Identity {
        guard let schema = try connection.query("SELECT current_schema()").first?.first ?? nil else {
            throw CacheError(path: connection.name,
                reason: "no schema to use: none of the search_path exists (the address's options set it)")
        }
        let relations = try connection.integer("""
            SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
            """, [schema])
        if relations == 0 { return .empty }
        let marked = try connection.query("SELECT to_regclass(quote_ident($1) || '.analyze_store') IS NOT NULL", [schema])
        guard marked.first?.first == "t" else { return .foreign }
        // A table of that name with other columns is another program's too.
        guard let rows = try? connection.query("SELECT application, version FROM analyze_store") else { return .foreign }
        guard rows.count == 1, rows[0][0] == application, let found = rows[0][1].flatMap({ Int($0) }) else { return .foreign }
        return found == version ? .ours : .otherVersion(found)
    }

    private static func foreign(_ connection: PostgresConnection) -> CacheError {
        CacheError(path: connection.name,
            reason: "the schema holds tables of another program, not a results store of analyze; it was left as it is "
                + "(name an empty database, or a schema of its own: ?options=-csearch_path%3DNAME)")
    }
}
