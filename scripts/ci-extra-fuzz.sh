#!/usr/bin/env bash
# CI: a libFuzzer + AddressSanitizer smoke run of each target (verdict, edit, field) over the committed corpus,
# 20 s each (scripts/fuzz.sh). Fails on a build failure, a crash, a broken invariant, a binary that is not
# instrumented for coverage, or fewer than NUMERIC_INPUT_FUZZ_MIN_EXECS executions in all (default 200,000; on
# this 2-core machine, shared, a run after the campaign gave 247,044 in 76 s, and after issue 19's speed-ups
# 308,853 in 65 s (verdict 128,836, edit 168,565, field 11,452) with load average 9-12 from other builds; an
# uninstrumented, stalled or crash-looping run falls far short).
set -euo pipefail
exec "$(dirname "$0")/fuzz.sh" --seconds "${NUMERIC_INPUT_FUZZ_SECONDS:-20}" \
    --min-execs "${NUMERIC_INPUT_FUZZ_MIN_EXECS:-200000}"
