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


def report(result):
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")
