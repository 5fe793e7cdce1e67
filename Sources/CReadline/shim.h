#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

// Readline's settings are C globals, which Swift 6 will not touch directly; these accessors set
// and read them from the one thread that runs the prompt.

static inline void analyze_rl_configure(const char *name, rl_completion_func_t *complete) {
    rl_readline_name = name;
    rl_attempted_completion_function = complete;
    rl_catch_signals = 0;
}

static inline const char *analyze_rl_line_buffer(void) { return rl_line_buffer; }

static inline void analyze_rl_completion_over(void) { rl_attempted_completion_over = 1; }

// 1: no blank after the one completion found (a folder, whose files come next).
static inline void analyze_rl_suppress_append(int suppress) { rl_completion_suppress_append = suppress; }

// Ctrl-C at a continuation prompt (the rows of a diagram) cancels what is being typed: SIGINT
// is installed without SA_RESTART, so a read blocked in readline returns EINTR, and the reader
// that readline calls (the prompt's own, in Swift) then ends the line.
#include <signal.h>

static inline void analyze_rl_set_getc(rl_getc_func_t *reader) { rl_getc_function = reader; }

/// SIGINT to `handler`, without SA_RESTART, so that a read blocked at the prompt is interrupted.
static inline void analyze_install_sigint(void (*handler)(int)) {
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    action.sa_handler = handler;
    sigaction(SIGINT, &action, NULL);
}
