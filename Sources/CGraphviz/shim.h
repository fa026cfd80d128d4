/* SPDX-License-Identifier: MIT */
#ifndef TRANSIT_GRAPHVIZ_SHIM_H
#define TRANSIT_GRAPHVIZ_SHIM_H
#include <string.h>
#include <stdlib.h>
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/* Graphviz prints errors itself unless a handler is installed; it arrives in chunks ("Error", ": ", text).
   The buffer lives in a function so that Swift's importer emits its storage. */
static inline char *transit_gv_errors_buf(void) { static char buf[8192]; return buf; }
static inline size_t *transit_gv_errors_len(void) { static size_t len = 0; return &len; }

static inline int transit_gv_error_handler(char *msg) {
    char *buf = transit_gv_errors_buf();
    size_t *len = transit_gv_errors_len();
    size_t n = strlen(msg);
    if (*len + n >= 8191) n = 8191 - *len;
    memcpy(buf + *len, msg, n);
    *len += n;
    buf[*len] = 0;
    return 0;
}

static inline void transit_gv_capture_errors(void) {
    agseterrf(transit_gv_error_handler);
    agseterr(AGWARN);
}

static inline void transit_gv_clear_errors(void) { *transit_gv_errors_len() = 0; transit_gv_errors_buf()[0] = 0; }
static inline const char *transit_gv_errors(void) { return transit_gv_errors_buf(); }

/* agmemread and friends take non-const strings in some versions; keep the casts here, in C. */
static inline Agraph_t *transit_gv_read(const char *dot) { return agmemread((char *)dot); }
static inline int transit_gv_set(void *obj, const char *name, const char *value) {
    return agsafeset(obj, (char *)name, (char *)value, (char *)"");
}
static inline char *transit_gv_get(void *obj, const char *name) { return agget(obj, (char *)name); }
static inline char *transit_gv_name(void *obj) { return agnameof(obj); }
/* Where layout put an edge's label (points, y up); 0 when the edge has none. */
static inline int transit_gv_edge_label_pos(void *e, double *x, double *y) {
    textlabel_t *l = ED_label((Agedge_t *)e);
    if (!l || !l->set) return 0;
    *x = l->pos.x;
    *y = l->pos.y;
    return 1;
}
#endif
