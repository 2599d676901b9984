#!/usr/bin/env bash
# Builds DebugSpeedBenchmarks in debug and in release and runs each --runs times (5 by
# default), in turns, printing a Markdown table of the medians with the targets.
#   bash Benchmarks/debug-vs-release.sh [--runs N]
set -euo pipefail
cd "$(dirname "$0")"
swift build --product DebugSpeedBenchmarks >/dev/null
swift build -c release --product DebugSpeedBenchmarks >/dev/null
debug=$(swift build --show-bin-path)/DebugSpeedBenchmarks
release=$(swift build -c release --show-bin-path)/DebugSpeedBenchmarks
d=$(mktemp); r=$(mktemp); trap 'rm -f "$d" "$r"' EXIT
env -u CASSOWARY_CHECK_INVARIANTS "$debug" "$@" >"$d"
env -u CASSOWARY_CHECK_INVARIANTS "$release" "$@" >"$r"
python3 - "$d" "$r" <<'PY'
import sys
def read(path):
    return dict(line.rstrip("\n").split("\t", 1) for line in open(path) if "\t" in line)
d, r = read(sys.argv[1]), read(sys.argv[2])
# Every measurement: debug at most 10 times release (the solver has no unsafe flags, so
# a client's debug build compiles it unoptimised; see docs/performance.md).
targets = {
    "churn 10000 rounds": ("≤ 10× release", "≤ 0.1 s"),
    "duplicates 1000": ("≤ 10× release", "≤ 5 ms"),
    "stress first frame": ("≤ 10× release", ""),
    "stress resize pass": ("≤ 16 ms, ≤ 10× release", ""),
    "stack 4002 first layout": ("≤ 10× release", ""),
}
def fmt(s):
    s = float(s)
    return f"{s * 1e3:.2f} ms" if s < 1 else f"{s:.2f} s"
print(f"invariant checks: debug {d.get('invariantChecks')}, release {r.get('invariantChecks')}\n")
print("| measurement | debug | release | debug / release | target (debug) | target (release) |")
print("|---|---:|---:|---:|---|---|")
for name in d:
    if name in ("configuration", "invariantChecks"): continue
    ratio = float(d[name]) / float(r[name]) if float(r[name]) > 0 else float("inf")
    td, tr = targets.get(name, ("", ""))
    print(f"| {name} | {fmt(d[name])} | {fmt(r[name])} | {ratio:.1f}× | {td} | {tr} |")
PY
