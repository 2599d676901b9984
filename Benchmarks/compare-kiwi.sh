#!/usr/bin/env bash
# Builds the Cassowary benchmarks in release, runs the identical systems in kiwisolver
# (from PyPI, in a virtual environment this script creates in Benchmarks/.venv-kiwi),
# and prints one table: kiwi's time, ours, and the ratio kiwi/ours (medians).
#
# usage: Benchmarks/compare-kiwi.sh [--quick] [--full] [--scenario chain:N|tree:D]... [--runs N]
#                                   [--order forward|reverse|random|all] [--build-only]
#
#   --quick        leave chain:10000 and tree:7 out of both runs
#   --full         also run kiwi on chain:10000 and tree:7 (hours and >5 GiB; by default
#                  kiwi runs only chain:100, chain:1000, tree:5 and tree:6, one run each
#                  for the big ones when --full is given)
#   --scenario S   only S (repeatable), e.g. --scenario chain:1000
#   --runs N       runs per scenario for both (default: ours 5, or 3 for the big ones;
#                  kiwi 5, or 1 for the big ones)
#   --order O      add the constraints in this order in both (default forward); with
#                  `all`, both run every order and the table shows each order's build
#                  time against the same solver's best order
#   --build-only   stop each run after the build (both)
#
# The scenarios are defined in Benchmarks/BenchmarkSystems/{Chain,Tree}System.swift
# and, identically, in Benchmarks/kiwi_bench.py. Environment: PYTHON (default python3).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
venv="$here/.venv-kiwi"
kiwi_version="1.5.1"

given_args=("$@")
ours_args=()
kiwi_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) ours_args+=(--quick); kiwi_args+=(--quick) ;;
        --full) kiwi_args+=(--full) ;;
        --scenario|--runs|--order)
            if [ $# -lt 2 ]; then echo "error: $1 needs a value" >&2; exit 2; fi
            ours_args+=("$1" "$2"); kiwi_args+=("$1" "$2"); shift ;;
        --scenario=*|--runs=*|--order=*|--build-only) ours_args+=("$1"); kiwi_args+=("$1") ;;
        -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

# 1. kiwisolver in a virtual environment of our own.
if [ ! -x "$venv/bin/python" ]; then
    echo "== creating $venv" >&2
    if ! "${PYTHON:-python3}" -m venv "$venv"; then
        echo "error: could not create a virtual environment (on Debian: apt-get install python3-venv)" >&2
        rm -rf "$venv"
        exit 1
    fi
fi
if ! "$venv/bin/python" -c "import sys, kiwisolver; sys.exit(kiwisolver.__version__ != '$kiwi_version')" 2>/dev/null; then
    echo "== installing kiwisolver==$kiwi_version" >&2
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "kiwisolver==$kiwi_version"
fi

# 2. Our benchmarks, in release, from the benchmarks' own package (Benchmarks/Package.swift).
cd "$root"
echo "== building CassowaryBenchmarks (release)" >&2
swift build -c release --package-path Benchmarks --product CassowaryBenchmarks >&2
bin="$(swift build -c release --package-path Benchmarks --show-bin-path)/CassowaryBenchmarks"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/ours" "$tmp/kiwi"

# 3. Both, scenario by scenario, one after the other: never at the same time (they would
#    disturb each other), and interleaved so that a change in the machine's load between
#    runs affects both sides alike.
scenarios=()
common=()
set -- ${ours_args[@]+"${ours_args[@]}"}
while [ $# -gt 0 ]; do
    case "$1" in
        --scenario) scenarios+=("$2"); shift ;;
        --scenario=*) scenarios+=("${1#--scenario=}") ;;
        --runs|--order) common+=("$1" "$2"); shift ;;
        --runs=*|--order=*|--build-only) common+=("$1") ;;
    esac
    shift
done
quick=false
for arg in ${ours_args[@]+"${ours_args[@]}"}; do [ "$arg" = --quick ] && quick=true; done
if [ ${#scenarios[@]} -eq 0 ]; then
    if $quick; then
        scenarios=(chain:100 chain:1000 tree:5 tree:6)
    else
        scenarios=(chain:100 chain:1000 chain:10000 tree:5 tree:6 tree:7)
    fi
fi
full=()
for arg in ${kiwi_args[@]+"${kiwi_args[@]}"}; do [ "$arg" = --full ] && full=(--full); done
load_before="$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo '?')"
index=0
is_big() {  # chain:10000 and tree:7 and larger
    case "$1" in
        chain:*) [ "${1#chain:}" -ge 10000 ] 2>/dev/null ;;
        tree:*) [ "${1#tree:}" -ge 7 ] 2>/dev/null ;;
        *) return 1 ;;
    esac
}
for scenario in "${scenarios[@]}"; do
    if $quick && is_big "$scenario"; then continue; fi
    index=$((index + 1))
    file="$(printf '%03d.json' "$index")"
    echo "== $scenario: ours" >&2
    "$bin" --json --scenario "$scenario" ${common[@]+"${common[@]}"} > "$tmp/ours/$file"
    echo "== $scenario: kiwi" >&2
    "$venv/bin/python" "$here/kiwi_bench.py" --json --scenario "$scenario" \
        ${common[@]+"${common[@]}"} ${full[@]+"${full[@]}"} > "$tmp/kiwi/$file"
done
load_after="$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo '?')"

# 4. One table.
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1 || true)"
echo
echo "Command: Benchmarks/compare-kiwi.sh${given_args[*]+ ${given_args[*]}}"
echo "Machine: $(nproc) CPUs${cpu:+, $cpu}; $(swift --version 2>/dev/null | head -n 1); $("$venv/bin/python" --version)"
echo "Load average (1, 5, 15 min) before: $load_before; after: $load_after"
echo
"$venv/bin/python" "$here/kiwi_bench.py" --compare "$tmp/ours" "$tmp/kiwi"
