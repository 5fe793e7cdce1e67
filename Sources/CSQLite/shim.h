#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import; this
// binds text that SQLite copies at once, so the Swift string's buffer need not outlive the call.
static inline int analyze_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text) {
    return sqlite3_bind_text(statement, index, text, -1, SQLITE_TRANSIENT);
}

// sqlite3_db_config is variadic, which Swift cannot call: this turns the checkpoint a connection
// makes when it closes off (1) or on (0), so that a file looked at and refused is not rewritten.
static inline int analyze_sqlite3_no_checkpoint_on_close(sqlite3 *db, int on) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, on, (int *)0);
}
