#!/usr/bin/env python3
"""The Cassowary benchmark scenarios, run in kiwisolver (PyPI) for comparison.

This file mirrors Benchmarks/BenchmarkSystems and Benchmarks/Runners/CassowaryBenchmarks
(Swift) exactly: same systems, same insertion order, same pseudo-random sequence, same measurements, same JSON schema.
Keep the two in step; the definitions below are copied in ChainSystem.swift and
TreeSystem.swift.

Scenarios
---------
chain N (N = 100, 1000, 10000): a row of N views pinned to both edges.
  Variables, created in this order: W, l0..l(N-1), w0..w(N-1).
  W is an edit variable (strong), suggested 108N+8 before any constraint. Then for
  each i in order: `l0 == 8` (i = 0) or `l[i] == l[i-1] + w[i-1] + 8`; then
  `w[i] >= 10`; then `w[i] == 100` (medium). Last: `l[N-1] + w[N-1] + 8 == W`.
  3N+1 constraints. Unique solution at the base width: w[i] = 100, l[i] = 8 + 108i.

tree D (D = 5, 6, 7; 1,365, 5,461, 21,845 views): nested containers, depths 0..D.
  Each view has x, y, w, h; variables are created view by view in breadth-first
  order (x, y, w, h per view). Root w and h are edit variables (strong), both
  suggested 8192 before any constraint; then root `x == 0`, `y == 0` (required).
  Every view at depth < D is a container with 4 children c0..c3. The main axis is
  x (size w) at even depths (root depth 0) and y (size h) at odd depths; the cross
  axis is the other one. Constraints are added parent by parent in breadth-first
  order, and for each parent p in this order:
    c0.a == p.a + 8
    c[i].a == c[i-1].a + c[i-1].size + 8              (i = 1, 2, 3)
    c3.a + c3.size + 8 == p.a + p.size
    c[i].size == c0.size                              (i = 1, 2, 3)
    for each child c (c0..c3): c.b == p.b + 8, then c.b + c.crossSize + 8 == p.b + p.crossSize
  All required; 16 per container, plus the 2 root pins. Fully determined.

Measurements (per run; each run builds a fresh solver)
  build    edit variables added and suggested, every constraint added in order, one
           updateVariables(). Variables and constraint objects are created before the
           clock starts (they are the same in both languages' hands).
  small    200 steps; each edit variable = base + d, d an integer in [-20, 20] from
           SplitMix64 seeded 0x5EED (trees draw w first, then h); suggest each edit
           variable, then updateVariables(). Mean per step.
  large    edit variables = base * 0.75, 1.25, 0.9, 1.1, 1.0 in turn; each step is the
           suggestions plus updateVariables(). Mean per step.
  remove   remove every tenth constraint (the 10th, 20th, ... in insertion order, the
           edit variables are not constraints here), then updateVariables(). Whole pass.
  re-add   add them back in the same order, then updateVariables(). Whole pass.
  rss      growth of the process RSS (/proc/self/statm) from before the variables are
           created to after the build (malloc_trim(0) first, so earlier runs' freed
           memory does not hide it). Includes the Python objects here.
Correctness is checked outside the clock after every step; any error aborts.
Times are medians over the runs.

Orders (--order, as CassowaryBenchmarks --order): forward is the order above; reverse
adds the constraints last first (the innermost before their containers); random is a
fixed shuffle (Fisher-Yates from the last index down, SplitMix64 seeded 0x0DE5, the
index drawn as next() % (i + 1)); all runs each order and prints each one's build time
against the best one. With --build-only a run stops after the build.
"""

import argparse
import ctypes
import json
import os
import statistics
import sys
import time

MASK64 = (1 << 64) - 1
SEED = 0x5EED
SMALL_STEPS = 200
LARGE_FACTORS = (0.75, 1.25, 0.9, 1.1, 1.0)

# kiwi's figures for the scenarios too slow to run by default, as measured for the
# project's solver notes (kiwisolver 1.5.1, medians, a 2-vCPU VM).
NOTES = {
    "chain:10000": "build 644 s, small resize 33 ms, large resize not run, 5.2 GiB",
    "tree:7": "build 135-166 s, small resize 10-19 ms, large resize 10 ms, 146-346 MiB",
}


class SplitMix64:
    """The same generator as Random.swift."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def delta(self):
        """An integer in [-20, 20]."""
        return self.next() % 41 - 20


class BenchmarkFailure(Exception):
    pass


def near(a, b, scale):
    return abs(a - b) <= 1e-6 + 1e-9 * abs(scale)


# --- chain -----------------------------------------------------------------------


class ChainSystem:
    def __init__(self, n, kiwi):
        self.n = n
        self.name = "chain:%d" % n
        self.views = n
        V = kiwi.Variable
        self.W = V("W")
        self.l = [V("l%d" % i) for i in range(n)]
        self.w = [V("w%d" % i) for i in range(n)]
        self.edits = [self.W]
        self.base = [108.0 * n + 8]
        l, w = self.l, self.w
        cs = []
        for i in range(n):
            if i == 0:
                cs.append(l[0] == 8)
            else:
                cs.append(l[i] == l[i - 1] + w[i - 1] + 8)
            cs.append(w[i] >= 10)
            cs.append((w[i] == 100) | "medium")
        cs.append(l[n - 1] + w[n - 1] + 8 == self.W)
        self.constraints = cs

    def check_edges(self, targets):
        W = self.W.value()
        end = self.l[-1].value() + self.w[-1].value() + 8
        if not near(W, targets[0], W):
            return "W = %r, suggested %r" % (W, targets[0])
        if not near(self.l[0].value(), 8, W):
            return "l0 = %r, expected 8" % self.l[0].value()
        if not near(end, W, W):
            return "l[N-1] + w[N-1] + 8 = %r, expected W = %r" % (end, W)
        return None

    def check_required(self, targets):
        err = self.check_edges(targets)
        if err:
            return err
        scale = self.W.value()
        l, w = self.l, self.w
        for i in range(self.n):
            if w[i].value() < 10 - 1e-6:
                return "w%d = %r < 10" % (i, w[i].value())
            if i > 0 and not near(l[i].value(), l[i - 1].value() + w[i - 1].value() + 8, scale):
                return "l%d = %r does not follow l%d + w%d + 8" % (i, l[i].value(), i - 1, i - 1)
        return None

    def check_exact(self):
        scale = self.base[0]
        for i in range(self.n):
            if not near(self.w[i].value(), 100, scale) or not near(self.l[i].value(), 8 + 108 * i, scale):
                return "view %d is (%r, %r), expected (%r, 100)" % (
                    i, self.l[i].value(), self.w[i].value(), 8 + 108 * i)
        return self.check_edges(self.base)


# --- tree ------------------------------------------------------------------------


class View:
    __slots__ = ("x", "y", "w", "h", "depth", "children")

    def __init__(self, kiwi, index, depth):
        V = kiwi.Variable
        self.x = V("x%d" % index)
        self.y = V("y%d" % index)
        self.w = V("w%d" % index)
        self.h = V("h%d" % index)
        self.depth = depth
        self.children = []


class TreeSystem:
    def __init__(self, depth, kiwi):
        self.depth = depth
        self.name = "tree:%d" % depth
        views = [View(kiwi, 0, 0)]
        level = [views[0]]
        for d in range(1, depth + 1):
            nxt = []
            for p in level:
                for _ in range(4):
                    c = View(kiwi, len(views), d)
                    views.append(c)
                    p.children.append(c)
                    nxt.append(c)
            level = nxt
        self.all_views = views
        self.views = len(views)
        root = views[0]
        self.root = root
        self.edits = [root.w, root.h]
        self.base = [8192.0, 8192.0]
        cs = [root.x == 0, root.y == 0]
        for p in views:
            ch = p.children
            if not ch:
                continue
            if p.depth % 2 == 0:
                a, size, b, cross = "x", "w", "y", "h"
            else:
                a, size, b, cross = "y", "h", "x", "w"
            g = getattr
            cs.append(g(ch[0], a) == g(p, a) + 8)
            for i in range(1, 4):
                cs.append(g(ch[i], a) == g(ch[i - 1], a) + g(ch[i - 1], size) + 8)
            cs.append(g(ch[3], a) + g(ch[3], size) + 8 == g(p, a) + g(p, size))
            for i in range(1, 4):
                cs.append(g(ch[i], size) == g(ch[0], size))
            for c in ch:
                cs.append(g(c, b) == g(p, b) + 8)
                cs.append(g(c, b) + g(c, cross) + 8 == g(p, b) + g(p, cross))
        self.constraints = cs

    def check_edges(self, targets):
        r = self.root
        W, H = r.w.value(), r.h.value()
        scale = max(abs(W), abs(H))
        if not near(W, targets[0], scale) or not near(H, targets[1], scale):
            return "root is %r x %r, suggested %r x %r" % (W, H, targets[0], targets[1])
        if not near(r.x.value(), 0, scale) or not near(r.y.value(), 0, scale):
            return "root origin is (%r, %r)" % (r.x.value(), r.y.value())
        ch = r.children
        if not ch:
            return None
        if not near(ch[0].x.value(), 8, scale):
            return "first child x = %r, expected 8" % ch[0].x.value()
        if not near(ch[3].x.value() + ch[3].w.value() + 8, W, scale):
            return "last child ends at %r, expected %r" % (ch[3].x.value() + ch[3].w.value() + 8, W)
        for c in ch:
            if not near(c.y.value(), 8, scale) or not near(c.y.value() + c.h.value() + 8, H, scale):
                return "child spans y %r..%r, expected 8..%r" % (c.y.value(), c.y.value() + c.h.value(), H - 8)
        return None

    def check_required(self, targets):
        err = self.check_edges(targets)
        if err:
            return err
        scale = max(targets)
        for p in self.all_views:
            ch = p.children
            if not ch:
                continue
            if p.depth % 2 == 0:
                a, size, b, cross = "x", "w", "y", "h"
            else:
                a, size, b, cross = "y", "h", "x", "w"
            pa, ps = getattr(p, a).value(), getattr(p, size).value()
            pb, pc = getattr(p, b).value(), getattr(p, cross).value()
            pos = pa + 8
            s0 = getattr(ch[0], size).value()
            for c in ch:
                ca, cs = getattr(c, a).value(), getattr(c, size).value()
                if not near(ca, pos, scale) or not near(cs, s0, scale):
                    return "child of a depth-%d view misplaced on the main axis" % p.depth
                pos = ca + cs + 8
                if not near(getattr(c, b).value(), pb + 8, scale) or not near(
                        getattr(c, b).value() + getattr(c, cross).value() + 8, pb + pc, scale):
                    return "child of a depth-%d view misplaced on the cross axis" % p.depth
            if not near(pos, pa + ps, scale):
                return "children of a depth-%d view do not fill it" % p.depth
        return None

    def check_exact(self):
        scale = max(self.base)
        expected = {id(self.root): (0.0, 0.0, self.base[0], self.base[1])}
        for p in self.all_views:
            x, y, w, h = expected[id(p)]
            for name, want in (("x", x), ("y", y), ("w", w), ("h", h)):
                got = getattr(p, name).value()
                if not near(got, want, scale):
                    return "a depth-%d view has %s = %r, expected %r" % (p.depth, name, got, want)
            for i, c in enumerate(p.children):
                if p.depth % 2 == 0:
                    size = (w - 40) / 4
                    expected[id(c)] = (x + 8 + i * (size + 8), y + 8, size, h - 16)
                else:
                    size = (h - 40) / 4
                    expected[id(c)] = (x + 8, y + 8 + i * (size + 8), w - 16, size)
        return self.check_edges(self.base)


# --- running ---------------------------------------------------------------------


def rss_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


_libc = None


def trim_heap():
    global _libc
    try:
        if _libc is None:
            _libc = ctypes.CDLL("libc.so.6")
        _libc.malloc_trim(0)
    except (OSError, AttributeError):
        pass


def verify(system, what, message):
    if message:
        raise BenchmarkFailure("%s: wrong result after %s: %s" % (system.name, what, message))


ORDERS = ("forward", "reverse", "random")


def arrange(constraints, order):
    """`constraints` in `order` (InsertionOrder.arrange in the Swift benchmarks)."""
    if order == "forward":
        return list(constraints)
    if order == "reverse":
        return list(reversed(constraints))
    result = list(constraints)
    rng = SplitMix64(0x0DE5)
    for index in range(len(result) - 1, 0, -1):
        other = rng.next() % (index + 1)
        result[index], result[other] = result[other], result[index]
    return result


def run_once(kind, size, kiwi, order="forward", build_only=False):
    import gc
    gc.collect()
    trim_heap()
    rss0 = rss_bytes()
    system = ChainSystem(size, kiwi) if kind == "chain" else TreeSystem(size, kiwi)
    solver = kiwi.Solver()
    clock = time.perf_counter_ns
    edits, base = system.edits, system.base
    constraints = arrange(system.constraints, order)

    t0 = clock()
    for v, value in zip(edits, base):
        solver.addEditVariable(v, "strong")
        solver.suggestValue(v, value)
    for c in constraints:
        solver.addConstraint(c)
    solver.updateVariables()
    build = clock() - t0
    rss = rss_bytes() - rss0
    verify(system, "build", system.check_exact())
    if build_only:
        return {"views": system.views, "constraints": len(constraints), "build_s": build / 1e9,
                "small_resize_s": 0.0, "large_resize_s": 0.0, "remove_s": 0.0, "readd_s": 0.0,
                "removed": 0, "rss_bytes": rss}

    rng = SplitMix64(SEED)
    small = 0
    for step in range(SMALL_STEPS):
        targets = [b + rng.delta() for b in base]
        t0 = clock()
        for v, value in zip(edits, targets):
            solver.suggestValue(v, value)
        solver.updateVariables()
        small += clock() - t0
        verify(system, "small resize step %d" % step, system.check_edges(targets))
    for v, value in zip(edits, base):
        solver.suggestValue(v, value)
    solver.updateVariables()

    large = 0
    for factor in LARGE_FACTORS:
        targets = [b * factor for b in base]
        t0 = clock()
        for v, value in zip(edits, targets):
            solver.suggestValue(v, value)
        solver.updateVariables()
        large += clock() - t0
        verify(system, "large resize x%g" % factor, system.check_required(targets))

    chosen = [c for k, c in enumerate(constraints) if (k + 1) % 10 == 0]
    t0 = clock()
    for c in chosen:
        solver.removeConstraint(c)
    solver.updateVariables()
    remove = clock() - t0
    t0 = clock()
    for c in chosen:
        solver.addConstraint(c)
    solver.updateVariables()
    readd = clock() - t0
    verify(system, "remove and re-add", system.check_exact())

    return {
        "views": system.views,
        "constraints": len(constraints),
        "build_s": build / 1e9,
        "small_resize_s": small / 1e9 / SMALL_STEPS,
        "large_resize_s": large / 1e9 / len(LARGE_FACTORS),
        "remove_s": remove / 1e9,
        "readd_s": readd / 1e9,
        "removed": len(chosen),
        "rss_bytes": rss,
    }


MEASURES = ("build_s", "small_resize_s", "large_resize_s", "remove_s", "readd_s", "rss_bytes")


def is_big(kind, size):
    return (kind == "chain" and size >= 10000) or (kind == "tree" and size >= 7)


def parse_scenario(text):
    try:
        kind, size = text.split(":")
        size = int(size)
    except ValueError:
        raise argparse.ArgumentTypeError("expected chain:N or tree:D, got %r" % text)
    if kind not in ("chain", "tree") or size < 1 or (kind == "tree" and size > 9):
        raise argparse.ArgumentTypeError("expected chain:N (N >= 1) or tree:D (1 <= D <= 9), got %r" % text)
    return kind, size


def fmt_time(seconds):
    if seconds is None:
        return "–"
    if seconds < 1e-3:
        return "%.3g µs" % (seconds * 1e6)
    if seconds < 1:
        return "%.3g ms" % (seconds * 1e3)
    return "%.3g s" % seconds


def fmt_ratio(r):
    if r >= 100:
        return "{:,.0f}×".format(r)
    if r >= 10:
        return "%.1f×" % r
    return "%.2f×" % r


def fmt_bytes(n):
    if n is None:
        return "–"
    return "%.3g MiB" % (n / 1048576)


def run_benchmarks(args):
    import kiwisolver
    default = [("chain", 100), ("chain", 1000), ("chain", 10000), ("tree", 5), ("tree", 6), ("tree", 7)]
    scenarios = args.scenario or default
    skipped = []
    if not args.full:
        skipped = ["%s:%d" % s for s in scenarios if is_big(*s)]
        scenarios = [s for s in scenarios if not is_big(*s)]
    orders = ORDERS if args.order == "all" else (args.order,)
    results = []
    for kind, size in scenarios:
        for order in orders:
            name = "%s:%d" % (kind, size) + ("" if order == "forward" else " " + order)
            runs = args.runs or (1 if is_big(kind, size) else 5)
            per_run = []
            for r in range(runs):
                print("kiwi %s run %d/%d" % (name, r + 1, runs), file=sys.stderr, flush=True)
                per_run.append(run_once(kind, size, kiwisolver, order, args.build_only))
            entry = {"scenario": name, "runs": runs,
                     "views": per_run[0]["views"], "constraints": per_run[0]["constraints"],
                     "removed": per_run[0]["removed"], "cells": None}
            for m in MEASURES:
                entry[m] = statistics.median(r[m] for r in per_run)
            results.append(entry)
    out = {"solver": "kiwisolver " + kiwisolver.__version__, "results": results, "skipped": skipped}
    if args.json:
        json.dump(out, sys.stdout, indent=1)
        print()
    else:
        print("| scenario | views | constraints | runs | build + solve | small resize | large resize "
              "| remove 1/10 | re-add 1/10 | RSS growth |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for e in results:
            print("| %s | %d | %d | %d | %s | %s | %s | %s | %s | %s |" % (
                e["scenario"], e["views"], e["constraints"], e["runs"], fmt_time(e["build_s"]),
                fmt_time(e["small_resize_s"]), fmt_time(e["large_resize_s"]), fmt_time(e["remove_s"]),
                fmt_time(e["readd_s"]), fmt_bytes(e["rss_bytes"])))
        if skipped:
            print("\nNot run in kiwi (too slow; --full runs them): " + ", ".join(skipped))
        if args.order == "all":
            print("\nBuild time against the best order:\n")
            for line in order_lines(results):
                print(line)


def build_times_by_order(results):
    """{scenario: {order: build time}} from results labelled "tree:6", "tree:6 reverse", ..."""
    by_base = {}
    for e in results:
        base, _, order = e["scenario"].partition(" ")
        by_base.setdefault(base, {})[order or "forward"] = e["build_s"]
    return by_base


def order_lines(results):
    """For each scenario run in every order: each order's build time and its ratio to the
    best order's (as CassowaryBenchmarks --order all prints them)."""
    lines = []
    for base, times in build_times_by_order(results).items():
        if len(times) < 2:
            continue
        best = min(times.values())
        parts = ["%s %s (%s)" % (order, fmt_time(t), fmt_ratio(t / best))
                 for order, t in ((o, times[o]) for o in ORDERS if o in times)]
        lines.append("- %s: %s" % (base, ", ".join(parts)))
    return lines


def load_results(path):
    """One --json output, or a directory of them (merged in file-name order)."""
    paths = [path]
    if os.path.isdir(path):
        paths = [os.path.join(path, name) for name in sorted(os.listdir(path)) if name.endswith(".json")]
    merged = None
    for p in paths:
        with open(p) as f:
            data = json.load(f)
        if merged is None:
            merged = data
        else:
            merged["results"].extend(data["results"])
            merged["skipped"] = merged.get("skipped", []) + data.get("skipped", [])
    if merged is None:
        raise SystemExit("error: no results in %s" % path)
    return merged


def compare_orders(ours, kiwi):
    """Each scenario's build time in every order, against that solver's own best order."""
    mine, theirs = build_times_by_order(ours["results"]), build_times_by_order(kiwi["results"])
    print("Build time (medians) in each order, and its ratio to the same solver's best order.")
    print("kiwi: %s; ours: %s." % (kiwi["solver"], ours["solver"]))
    print()
    print("| scenario | order | kiwi | kiwi / its best | ours | ours / its best | kiwi/ours |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for base, times in mine.items():
        k = theirs.get(base, {})
        best, kbest = min(times.values()), (min(k.values()) if k else None)
        head = base
        for order in ORDERS:
            if order not in times:
                continue
            t, kt = times[order], k.get(order)
            print("| %s | %s | %s | %s | %s | %s | %s |" % (
                head, order, fmt_time(kt), fmt_ratio(kt / kbest) if kt else "–", fmt_time(t),
                fmt_ratio(t / best), fmt_ratio(kt / t) if kt else "–"))
            head = ""


def compare(ours_path, kiwi_path):
    ours = load_results(ours_path)
    kiwi = load_results(kiwi_path)
    if any(" " in e["scenario"] for e in ours["results"]):
        compare_orders(ours, kiwi)
        return
    kiwi_by = {e["scenario"]: e for e in kiwi["results"]}
    labels = [("build_s", "build + first solve"), ("small_resize_s", "small resize (mean of %d)" % SMALL_STEPS),
              ("large_resize_s", "large resize (mean of %d)" % len(LARGE_FACTORS)),
              ("remove_s", "remove every 10th (pass)"), ("readd_s", "re-add them (pass)"),
              ("rss_bytes", "RSS growth during build")]
    print("Medians. kiwi: %s; ours: %s. Ratio = kiwi / ours (above 1: ours is faster or smaller)."
          % (kiwi["solver"], ours["solver"]))
    print()
    print("| scenario | measurement | kiwi | ours | kiwi/ours |")
    print("|---|---|---:|---:|---:|")
    skipped = []
    for e in ours["results"]:
        name = e["scenario"]
        k = kiwi_by.get(name)
        head = "%s (%s views, %s constraints; runs: ours %d, kiwi %s)" % (
            name, "{:,}".format(e["views"]), "{:,}".format(e["constraints"]), e["runs"], k["runs"] if k else "–")
        if k is None:
            skipped.append(name)
        for key, label in labels:
            fmt = fmt_bytes if key == "rss_bytes" else fmt_time
            mine = e[key]
            theirs = k[key] if k else None
            if theirs is not None and mine is not None and mine > 0:
                ratio = fmt_ratio(theirs / mine)
            else:
                ratio = "–"
            if k is None:
                cell = "not run"
            else:
                cell = fmt(theirs)
            print("| %s | %s | %s | %s | %s |" % (head, label, cell, fmt(mine), ratio))
            head = ""
        print("| | tableau cells (ours) | – | %s | |" % ("{:,}".format(e["cells"]) if e.get("cells") is not None else "–"))
    if skipped:
        print()
        print("kiwi was not run on %s: it takes minutes to hours there; "
              "`Benchmarks/compare-kiwi.sh --full` includes it." % ", ".join(skipped))
        for name in skipped:
            if name in NOTES:
                print("  Published kiwi figures for %s (kiwisolver 1.5.1, 2-vCPU VM, from the project's solver "
                      "notes): %s." % (name, NOTES[name]))
    print()
    print("RSS growth includes the variable and constraint objects (Python objects on kiwi's side).")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scenario", action="append", type=parse_scenario,
                        help="chain:N or tree:D (repeatable); default: chain 100/1000, tree 5/6 "
                             "(plus chain:10000 and tree:7 with --full)")
    parser.add_argument("--runs", type=int, help="runs per scenario (default 5; 1 for the big ones)")
    parser.add_argument("--quick", action="store_true", help="accepted for symmetry; the big scenarios "
                        "are skipped unless --full")
    parser.add_argument("--full", action="store_true", help="also run chain:10000 and tree:7 (hours)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--order", choices=ORDERS + ("all",), default="forward",
                        help="add the constraints in this order (default forward); all runs every "
                             "order and prints each one's build time against the best")
    parser.add_argument("--build-only", action="store_true", help="stop each run after the build")
    parser.add_argument("--compare", nargs=2, metavar=("OURS", "KIWI"),
                        help="print the comparison table of two --json outputs (files, or directories "
                             "of them) and exit")
    args = parser.parse_args()
    if args.runs is not None and args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.quick:
        args.full = False
    if args.compare:
        compare(*args.compare)
        return
    try:
        run_benchmarks(args)
    except BenchmarkFailure as failure:
        print("error: %s" % failure, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
