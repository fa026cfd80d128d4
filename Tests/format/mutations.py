# SPDX-License-Identifier: MIT
"""Mutated flows (blank lines, comments, tabs, spaces inserted at random) through `transit format`: formatting twice
changes nothing, every comment survives, and the checker says the same of the file before and after.
Usage: mutations.py SEED COUNT TRANSIT ROOT"""
import random, subprocess, glob, re, sys, json, tempfile, os
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
T = sys.argv[3]
ROOT = sys.argv[4]
TMP = tempfile.mkdtemp(prefix="transit-format-")
files = sorted(glob.glob(ROOT + "/flows/*.flow") + glob.glob(ROOT + "/flows/realworld/*/*.flow"))
bad = 0
def fmt(path):
    r = subprocess.run([T, "format", "--stdout", path], capture_output=True, text=True)
    return r.returncode, r.stdout
def codes(path):
    r = subprocess.run([T, "check", "--format", "json", path], capture_output=True, text=True)
    try: return sorted(d["code"] for d in json.loads(r.stdout))
    except Exception: return None
for n in range(int(sys.argv[2]) if len(sys.argv) > 2 else 60):
    src = open(random.choice(files)).read()
    lines = src.split("\n")
    out = []
    for l in lines:
        r = random.random()
        if r < 0.05: out.append("")
        if r < 0.03: out.append("   // inserted " + str(n))
        if r > 0.97 and "//" not in l and '"' not in l: l = l + "   /* tail */"
        if r > 0.9: l = "\t" * random.randint(0, 3) + l.strip()
        if 0.5 < r < 0.55: l = re.sub(r" ", "   ", l) if '"' not in l and "//" not in l else l
        out.append(l)
    text = "\n".join(out)
    p = f"{TMP}/m{n}.flow"
    open(p, "w").write(text)
    rc, f1 = fmt(p)
    if rc != 0: continue  # does not parse: left alone
    q = f"{TMP}/m{n}-f.flow"
    open(q, "w").write(f1)
    rc2, f2 = fmt(q)
    if f2 != f1:
        bad += 1; print("NOT IDEMPOTENT", p)
    c1, c2 = codes(p), codes(q)
    if c1 != c2:
        bad += 1; print("CHECK DIFFERS", p, c1, c2)
    n1 = text.count("//") + text.count("/*"); n2 = f1.count("//") + f1.count("/*")
    if n1 != n2:
        bad += 1; print("COMMENTS", p, n1, n2)
print("bad", bad)
sys.exit(1 if bad else 0)
