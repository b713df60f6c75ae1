#!/usr/bin/env bash
# CI: the zero-allocation claim, checked on every run. Runs the package-benchmark suite once (scripts/benchmarks.sh:
# a release build of Benchmarks/, then every benchmark) and fails when a benchmark with a thresholds file in
# Benchmarks/Thresholds/ allocates more than its file allows: 0 mallocs per operation for every keystroke
# configuration (plain, native digits, strict grouping, scientific, paste reading, validated deletion, bounds,
# digit limits, character sets, currency, percent, accounting), the verdict with its value, the status and a
# cached validator; the field benchmarks' own files say what they allow. Malloc counts are exact (the
# MallocInterposer trait), so the check does not flake; the timings it prints are informational only (a shared
# CI machine is noisy) and are not checked here.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
status=0
bash scripts/benchmarks.sh || status=$?
echo "allocations: benchmark run and threshold check took $(( $(date +%s) - start )) s (exit $status)"
exit "$status"
