#!/usr/bin/env bash
# Runs the benchmark suite (Benchmarks/, package-benchmark) once and prints the ratio table: NumericInput against
# each comparator, same inputs, same run. Then checks the zero-allocation thresholds (Benchmarks/Thresholds/: the
# keystroke decisions, each configured field, the verdict with its value, the status, a validator for a cached
# locale) against that same run; exits 1 if one of them allocates.
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
source "$(dirname "$0")/swiftpm.sh"

root="$(cd "$(dirname "$0")/.." && pwd)"
results="$root/Benchmarks/.build/benchmark-results"
baseline="ratio"
cd "$root/Benchmarks"
# As in scripts/callgrind.sh: an incremental release build recompiles the library after a change to a type's layout
# but not always the benchmark modules, whose code the cross-module optimizer inlined with the old layout (seen
# on 2026-11-27: a FieldChange shrunk from 144 bytes to 112 left BenchmarkSupport copying 144). The benchmarks'
# own sources are made newer than any library change, so they are always rebuilt.
touch Sources/BenchmarkSupport/*.swift Benchmarks/*/*.swift
mkdir -p "$results"
rm -f "$results/ratio-table.md"
rm -rf "$root"/Benchmarks/.benchmarkBaselines/*/"$baseline"

echo "== Running the suite: swift package benchmark baseline update $baseline --no-progress $*" >&2
swiftpm package benchmark baseline update "$baseline" --no-progress "$@" >"$results/run.log" 2>&1 || {
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

# The zero-allocation benchmarks: every benchmark with a thresholds file, Benchmarks/Thresholds/<Target>.<name>.p90.json
# (a p90 malloc count of 0 per iteration; the harness's own count is 0 here, see the <Target>.empty benchmarks).
# Adding a benchmark to the check is adding its file. `thresholds check` reads the baseline of this run (it does
# not run anything) and checks each benchmark in it that has a file: no filter, so none is left out.
echo >&2
echo "== Zero-allocation thresholds (Benchmarks/Thresholds/): swift package benchmark thresholds check $baseline" >&2
# A run of the whole suite must have measured every benchmark that has a thresholds file (a renamed benchmark
# would otherwise drop out of the check silently); a selection checks those it ran. The report exits 0 (all
# pass), 1 (one allocates, or is missing from a whole run) or 2 (none of them in this run).
all=()
[[ $# -eq 0 ]] && all=(--all)
report=0
python3 "$root/scripts/ratio_table.py" --zero-mallocs "$root/Benchmarks/.benchmarkBaselines" "$baseline" \
    "$root/Benchmarks/Thresholds" "${all[@]}" | tee "$results/zero-mallocs.md" >&2 || report=$?
if [[ $report -eq 2 ]]; then
    echo "no benchmark with a thresholds file in this run: nothing to check" >&2
    exit 0
fi
if swiftpm package benchmark thresholds check "$baseline" --no-progress >"$results/thresholds.log" 2>&1; then
    grep -E "EQUAL|BETTER|WORSE" "$results/thresholds.log" >&2 || true
else
    grep -E '^(Deviations|│ p90|The baseline|Could not|No benchmarks)' "$results/thresholds.log" >&2 || true
    echo "a zero-allocation benchmark allocates (or its threshold is missing): see $results/thresholds.log" >&2
    exit 1
fi
exit "$report"
