#include <postgresql/libpq-fe.h>

// libpq prints a server's notices (such as "relation already exists, skipping") on standard
// error unless told otherwise; the results store has nothing to say about them.
static void analyze_pq_ignore_notice(void *arg, const char *message) {
    (void)arg;
    (void)message;
}

static inline void analyze_pq_quiet(PGconn *connection) {
    PQsetNoticeProcessor(connection, analyze_pq_ignore_notice, (void *)0);
}
