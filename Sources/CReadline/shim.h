/* SPDX-License-Identifier: MIT */
#ifndef TRANSIT_READLINE_SHIM_H
#define TRANSIT_READLINE_SHIM_H
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Set by Ctrl-C; Swift polls and clears it (long-running commands stop when it is set). */
static inline volatile sig_atomic_t *transit_interrupted_flag(void) { static volatile sig_atomic_t v = 0; return &v; }
/* True while readline() waits for a line. */
static inline volatile sig_atomic_t *transit_reading_flag(void) { static volatile sig_atomic_t v = 0; return &v; }
static inline void transit_set_reading(int v) { *transit_reading_flag() = v; }

static inline int transit_take_interrupt(void) {
    int v = *transit_interrupted_flag();
    *transit_interrupted_flag() = 0;
    return v;
}

/* Ctrl-C at the prompt clears the line and shows a fresh prompt instead of killing the shell. */
static inline void transit_sigint_handler(int sig) {
    (void)sig;
    *transit_interrupted_flag() = 1;
    if (*transit_reading_flag()) {
        (void)write(1, "^C\n", 3);
        rl_on_new_line();
        rl_replace_line("", 0);
        rl_redisplay();
    }
}

static inline void transit_install_sigint(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = transit_sigint_handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, NULL);
    rl_catch_signals = 0;
}

/* readline keeps completion state in globals; these accessors keep Swift away from them. */
static inline void transit_set_completion_over(int v) { rl_attempted_completion_over = v; }
static inline const char *transit_line_buffer(void) { return rl_line_buffer; }
static inline int transit_point(void) { return rl_point; }
static inline void transit_set_word_breaks(const char *s) { char *c = strdup(s); rl_basic_word_break_characters = c; rl_completer_word_break_characters = c; }
static inline void transit_disable_bracketed_paste(void) { rl_variable_bind("enable-bracketed-paste", "off"); }
static inline void transit_set_append_character(int c) { rl_completion_append_character = c; }

#endif
