#!/usr/bin/env bash
# CI: a libFuzzer + AddressSanitizer smoke run of each target (verdict, edit, field) over the committed corpus,
# 20 s each (scripts/fuzz.sh). Fails on a build failure, a crash, a broken invariant, a binary that is not
# instrumented for coverage, or fewer than NUMERIC_INPUT_FUZZ_MIN_EXECS executions in all (default 150,000; on
# this 2-core machine, shared, a run after the campaign gave 247,044 in 76 s; an uninstrumented, stalled or
# crash-looping run falls far short).
set -euo pipefail
exec "$(dirname "$0")/fuzz.sh" --seconds "${NUMERIC_INPUT_FUZZ_SECONDS:-20}" \
    --min-execs "${NUMERIC_INPUT_FUZZ_MIN_EXECS:-150000}"
