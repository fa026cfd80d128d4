#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Peer: pytransitions (https://pypi.org/project/transitions/).

Builds the same flat machine Transit's flow flattens to (states = screens, transitions = actions), fires the
exported walk and draws the diagram with GraphMachine (graphviz backend: the `graphviz` package runs `dot`).
Timed parts: build (JSON load + Machine construction), replay of the walk, diagram (get_graph + dot to SVG).
"""
import transitions
from transitions import Machine

from common import arguments, build_timed, clock, read_machine, report


class Model:
    """The object pytransitions attaches triggers and state to."""


def transitions_of(m):
    return [{"trigger": t["trigger"], "source": t["source"], "dest": t.get("dest")} for t in m["transitions"]]


def build(path, machine_class=Machine, **extra):
    m = read_machine(path)
    model = Model()
    machine = machine_class(model=model, states=m["states"], transitions=transitions_of(m), initial=m["initial"],
                            auto_transitions=False, **extra)
    return m, machine, model


def main():
    args = arguments("pytransitions peer", diagram=True)
    out = {"peer": "pytransitions", "version": transitions.__version__, "build_s": [], "event_s": [], "diagram_s": []}
    (m, machine, model), walk = build_timed(args, build, out)
    if walk:
        trigger = model.trigger
        for _ in range(args.repeat):
            machine.set_state(m["initial"], model=model)
            t0 = clock()
            for name in walk:
                trigger(name)
            out["event_s"].append(clock() - t0)
        out["final_state"] = model.state
    if args.svg:
        from transitions.extensions import GraphMachine
        import graphviz
        out["graphviz_package"] = graphviz.__version__
        _, _, gmodel = build(args.machine, GraphMachine, graph_engine="graphviz")
        for _ in range(max(1, args.diagram_repeat)):
            t0 = clock()
            svg = gmodel.get_graph().draw(None, format="svg", prog="dot")
            out["diagram_s"].append(clock() - t0)
        with open(args.svg, "wb") as f:
            f.write(svg)
        out["svg_bytes"] = len(svg)
    report(out)


if __name__ == "__main__":
    main()
