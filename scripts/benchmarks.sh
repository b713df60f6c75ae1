#!/usr/bin/env bash
# Runs the benchmark suite (Benchmarks/, package-benchmark) once and prints the ratio table: NumericInput against
# each comparator, same inputs, same run. Then checks the zero-allocation thresholds of the keystroke decision
# (Benchmarks/Thresholds/) against that same run; exits 1 if a keystroke decision allocates.
#
#   scripts/benchmarks.sh                      # everything (about 3 minutes on 2 cores, plus a first build)
#   scripts/benchmarks.sh --target Keystroke   # any `swift package benchmark` selection options pass through
#   scripts/benchmarks.sh --filter 'Keystroke\..*'
#
# The table also goes to Benchmarks/.build/benchmark-results/ratio-table.md (the run's log beside it); the raw
# results are the baseline "ratio" in Benchmarks/.benchmarkBaselines/ (compare a later run with
# `swift package benchmark baseline compare ratio`). Instruction counts: scripts/callgrind.sh (this VM has no
# hardware counters).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
results="$root/Benchmarks/.build/benchmark-results"
baseline="ratio"
cd "$root/Benchmarks"
mkdir -p "$results"
rm -f "$results/ratio-table.md"
rm -rf "$root"/Benchmarks/.benchmarkBaselines/*/"$baseline"

echo "== Running the suite: swift package benchmark baseline update $baseline --no-progress $*" >&2
swift package benchmark baseline update "$baseline" --no-progress "$@" >"$results/run.log" 2>&1 || {
    tail -50 "$results/run.log" >&2
    echo "benchmark run failed; full log: $results/run.log" >&2
    exit 1
}

{
    echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), " \
        "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); $(swift --version 2>/dev/null | head -1)"
    echo
    python3 "$root/scripts/ratio_table.py" "$root/Benchmarks/.benchmarkBaselines" "$baseline"
} | tee "$results/ratio-table.md"

# The zero-allocation property of the keystroke decision (item 5 of the benchmark issue).
echo >&2
echo "== Zero-allocation thresholds: swift package benchmark thresholds check $baseline" >&2
if swift package benchmark thresholds check "$baseline" --filter 'Keystroke\.edit\..*' --no-progress \
    >"$results/thresholds.log" 2>&1; then
    grep -E "EQUAL|BETTER|WORSE" "$results/thresholds.log" >&2 || true
else
    grep -v '^\[' "$results/thresholds.log" | tail -40 >&2
    echo "a keystroke decision allocates (or its threshold is missing): see $results/thresholds.log" >&2
    exit 1
fi
