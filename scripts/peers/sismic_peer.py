#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Peer: sismic (https://pypi.org/project/sismic/), a statechart interpreter.

Builds the same flat machine as a statechart (one compound state holding a basic state per screen, one
transition per action) and fires the exported walk, one event per macro step.
Timed parts: build (JSON load + Statechart construction + Interpreter), replay of the walk.
"""
from importlib.metadata import version

from sismic.interpreter import Interpreter
from sismic.model import BasicState, CompoundState, Statechart, Transition

from common import arguments, build_timed, clock, read_machine, report

ROOT = "__flow__"


def build(path):
    m = read_machine(path)
    chart = Statechart(name=m["name"])
    chart.add_state(CompoundState(ROOT, initial=m["initial"]), parent=None)
    for s in m["states"]:
        chart.add_state(BasicState(s), parent=ROOT)
    for t in m["transitions"]:
        chart.add_transition(Transition(t["source"], t.get("dest"), event=t["trigger"]))
    interpreter = Interpreter(chart)
    interpreter.execute_once()  # enters the initial state
    return m, chart, interpreter


def main():
    args = arguments("sismic peer")
    out = {"peer": "sismic", "version": version("sismic"), "build_s": [], "event_s": [], "diagram_s": []}
    (m, chart, _), walk = build_timed(args, build, out)
    if walk:
        for _ in range(args.repeat):
            interpreter = Interpreter(chart)
            interpreter.execute_once()
            queue, step = interpreter.queue, interpreter.execute_once
            t0 = clock()
            for name in walk:
                queue(name)
                step()
            out["event_s"].append(clock() - t0)
            out["final_state"] = [s for s in interpreter.configuration if s != ROOT]
    report(out)


if __name__ == "__main__":
    main()
