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
