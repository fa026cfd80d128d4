# SPDX-License-Identifier: MIT
"""Shared helpers of the peer scripts: read the machine transit-bench exported, time things, report JSON.

Every script prints one JSON object on standard output; transit-bench reads it. Times are in seconds.
"""
import argparse
import json
import sys
import time

clock = time.perf_counter


def arguments(description, diagram=False):
    p = argparse.ArgumentParser(description=description)
    p.add_argument("machine", help="JSON written by 'transit-bench export-machine'")
    p.add_argument("--events", type=int, default=None,
                   help="how many events of the walk to fire (default: all of it; 0: build only)")
    p.add_argument("--repeat", type=int, default=5, help="replays of the walk")
    p.add_argument("--build-repeat", type=int, default=3, help="times the machine is built")
    if diagram:
        p.add_argument("--svg", help="draw the diagram to this SVG file")
        p.add_argument("--diagram-repeat", type=int, default=3, help="times the diagram is drawn")
    return p.parse_args()


def read_machine(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def walk_of(machine, events):
    walk = machine["walk"]
    if events is not None:
        if events > len(walk):
            sys.exit(f"the machine's walk has {len(walk)} events, {events} asked")
        walk = walk[:events]
    return walk


def build_timed(args, build, out):
    """Builds the machine args.build_repeat times, recording each time in out["build_s"]; fills in the sizes and
    the walk. Returns (the last build's result, the walk)."""
    built = None
    for _ in range(max(1, args.build_repeat)):
        t0 = clock()
        built = build(args.machine)
        out["build_s"].append(clock() - t0)
    m = built[0]
    out["states"] = len(m["states"])
    out["transitions"] = len(m["transitions"])
    walk = walk_of(m, args.events)
    out["events"] = len(walk)
    return built, walk


def report(result):
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")
