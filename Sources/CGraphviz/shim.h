#ifndef TRANSIT_GRAPHVIZ_SHIM_H
#define TRANSIT_GRAPHVIZ_SHIM_H
#include <string.h>
#include <stdlib.h>
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/* Graphviz prints errors itself unless a handler is installed; it arrives in chunks ("Error", ": ", text). */
static char transit_gv_errors_buf[8192];
static size_t transit_gv_errors_len = 0;

static int transit_gv_error_handler(char *msg) {
    size_t n = strlen(msg);
    if (transit_gv_errors_len + n >= sizeof transit_gv_errors_buf) n = sizeof transit_gv_errors_buf - 1 - transit_gv_errors_len;
    memcpy(transit_gv_errors_buf + transit_gv_errors_len, msg, n);
    transit_gv_errors_len += n;
    transit_gv_errors_buf[transit_gv_errors_len] = 0;
    return 0;
}

static inline void transit_gv_capture_errors(void) {
    agseterrf(transit_gv_error_handler);
    agseterr(AGWARN);
}

static inline void transit_gv_clear_errors(void) { transit_gv_errors_len = 0; transit_gv_errors_buf[0] = 0; }
static inline const char *transit_gv_errors(void) { return transit_gv_errors_buf; }

/* agmemread and friends take non-const strings in some versions; keep the casts here, in C. */
static inline Agraph_t *transit_gv_read(const char *dot) { return agmemread((char *)dot); }
static inline int transit_gv_set(void *obj, const char *name, const char *value) {
    return agsafeset(obj, (char *)name, (char *)value, (char *)"");
}
static inline char *transit_gv_get(void *obj, const char *name) { return agget(obj, (char *)name); }
static inline char *transit_gv_name(void *obj) { return agnameof(obj); }
#endif
