#!/usr/bin/env bash
# Instruction counts of a fixed set of solver and layout scenarios, counted by cachegrind
# (they repeat to about 0.2% from run to run, unlike times on a shared machine), compared with
# the baseline committed in Benchmarks/instruction-baseline.txt. Fails when any scenario
# needs more than 10% more instructions than its baseline. Not part of .ci/test.
#
#   bash Benchmarks/instruction-check.sh               # build (release), count, compare
#   bash Benchmarks/instruction-check.sh --update      # write the baseline from this build
#   bash Benchmarks/instruction-check.sh --threshold 5 # fail above +5% instead
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=Benchmarks/instruction-baseline.txt
threshold=10
update=false
while [ $# -gt 0 ]; do
  case "$1" in
    --update) update=true ;;
    --threshold) shift; threshold="${1:?--threshold needs a number}" ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "instruction-check: unknown argument '$1'" >&2; exit 64 ;;
  esac
  shift
done

command -v valgrind >/dev/null || { echo "instruction-check: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --package-path Benchmarks --product CassowaryBenchmarks >/dev/null
swift build -c release --package-path Benchmarks --product UIKitBenchmarks >/dev/null
bin=$(swift build -c release --package-path Benchmarks --show-bin-path)

# name | command
scenarios=(
  "solver-chain-1000|$bin/CassowaryBenchmarks --scenario chain:1000 --runs 1"
  "solver-tree-5|$bin/CassowaryBenchmarks --scenario tree:5 --runs 1"
  "layout-stack-300-rows-first|$bin/UIKitBenchmarks --stack-only --stack-rows 300"
  "layout-stack-300-rows-resizes|$bin/UIKitBenchmarks --stack-only --stack-rows 300 --profile-resize"
)

count() {
  # valgrind's summary goes to stderr; the benchmark's own output is dropped.
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
    | sed -n 's/.*I *refs: *//p' | tr -d ','
}

declare -A measured
for entry in "${scenarios[@]}"; do
  name=${entry%%|*}
  read -r -a command <<< "${entry#*|}"
  measured[$name]=$(count "${command[@]}")
  [ -n "${measured[$name]}" ] || { echo "instruction-check: no count for $name" >&2; exit 1; }
done

if $update; then
  {
    echo "# Instructions (cachegrind Ir) per scenario; written by Benchmarks/instruction-check.sh --update"
    for entry in "${scenarios[@]}"; do name=${entry%%|*}; echo "$name ${measured[$name]}"; done
  } > "$baseline"
  echo "instruction-check: baseline written to $baseline"
  cat "$baseline"
  exit 0
fi

[ -f "$baseline" ] || { echo "instruction-check: no $baseline; run with --update first" >&2; exit 1; }
status=0
printf '%-28s %16s %16s %9s\n' scenario baseline now change
for entry in "${scenarios[@]}"; do
  name=${entry%%|*}
  old=$(awk -v n="$name" '$1 == n { print $2 }' "$baseline")
  now=${measured[$name]}
  if [ -z "$old" ]; then
    printf '%-28s %16s %16s %9s\n' "$name" "-" "$now" "new"
    continue
  fi
  change=$(awk -v a="$old" -v b="$now" 'BEGIN { printf "%+.2f%%", (b - a) * 100 / a }')
  verdict=""
  if awk -v a="$old" -v b="$now" -v t="$threshold" 'BEGIN { exit !((b - a) * 100 / a > t) }'; then
    verdict="  <- more than +$threshold%"
    status=1
  fi
  printf '%-28s %16s %16s %9s%s\n' "$name" "$old" "$now" "$change" "$verdict"
done
exit $status
