#!/usr/bin/env bash
# CI: a libFuzzer + AddressSanitizer smoke run of each target (verdict, edit, field) over the committed corpus,
# 30 s each (scripts/fuzz.sh). Fails on a build failure, a crash, a broken invariant, a binary that is not
# instrumented for coverage, or fewer than NUMERIC_INPUT_FUZZ_MIN_EXECS executions in all (default 200,000; an
# uninstrumented, stalled or crash-looping run falls far short), or fewer than NUMERIC_INPUT_FUZZ_MIN_TARGET_EXECS
# (default 1,000) in any one target: at 716af7a the field target stalled on its first input in CI while the three
# still passed the total (209,392); the slowest field run seen, 7,680 in 20 s. On this 2-core machine: 308,853 in
# 65 s at 20 s each after issue 19's first speed-ups; 247,273 at 20 s each on a slow afternoon (2026-11-25, verdict 105,744,
# edit 133,849, field 7,680) once the --fast campaign had grown the corpora to 3,642 and 4,205 inputs, whose
# replay each run now starts with. Hence 30 s: the same floor with room for a slow hour.
set -euo pipefail
exec "$(dirname "$0")/fuzz.sh" --seconds "${NUMERIC_INPUT_FUZZ_SECONDS:-30}" \
    --min-execs "${NUMERIC_INPUT_FUZZ_MIN_EXECS:-200000}" \
    --min-target-execs "${NUMERIC_INPUT_FUZZ_MIN_TARGET_EXECS:-1000}"
