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

/* Graphviz's default ID discipline makes a named object's ID the address of its interned name, and subgraphs
   (clusters) are kept in ID order: the same DOT could be laid out differently after other allocations (seen after
   rendering another graph). Names are refused here, so cgraph keeps them in its own map under IDs from its counter:
   creation order, whatever the heap looks like. */
static inline long transit_gv_idmap(void *state, int objtype, char *str, IDTYPE *id, int createflag) {
    if (str) return 0;
    return AgIdDisc.map(state, objtype, str, id, createflag);
}

/* DOT text read from memory a line at a time, as cgraph's own memory reader does. */
typedef struct { const char *text; size_t length; size_t at; } transit_gv_text;

static inline int transit_gv_read_text(void *channel, char *buf, int size) {
    transit_gv_text *t = (transit_gv_text *)channel;
    int n = 0;
    while (n < size && t->at < t->length) {
        char c = t->text[t->at++];
        buf[n++] = c;
        if (c == '\n') break;
    }
    return n;
}

static inline Agdisc_t *transit_gv_disc(void) {
    static Agiddisc_t ids;
    static Agiodisc_t io;
    static Agdisc_t disc;
    static int ready = 0;
    if (!ready) {
        ids = AgIdDisc;
        /* The cast keeps one shim across versions that declare the name const. */
        ids.map = (__typeof__(ids.map))transit_gv_idmap;
        io = AgIoDisc;
        io.afread = (__typeof__(io.afread))transit_gv_read_text;
        disc = AgDefaultDisc;
        disc.id = &ids;
        disc.io = &io;
        ready = 1;
    }
    return &disc;
}

/* Reads DOT from memory with the discipline above (callers hold the Graphviz lock). */
static inline Agraph_t *transit_gv_read(const char *dot) {
    transit_gv_text t = { dot, strlen(dot), 0 };
    return agread(&t, transit_gv_disc());
}
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
