#!/usr/bin/env bash
# CI: a libFuzzer + AddressSanitizer smoke run of each target (verdict, edit, field) over the committed corpus,
# 30 s each (scripts/fuzz.sh). Fails on a build failure, a crash, a broken invariant, a binary that is not
# instrumented for coverage, fewer than NUMERIC_INPUT_FUZZ_MIN_TARGET_EXECS executions in any one target (default
# 1,000), or fewer than NUMERIC_INPUT_FUZZ_MIN_EXECS in all (default 150,000).
#
# The per-target floor is for a target that stalls: at 716af7a CI's field target ran one input (its start-up
# timed out, since fixed) while the three still passed the old 200,000 total (209,392). The total is for an
# uninstrumented or crash-looping build, which falls far short of either. Figures on this 2-core machine: 325,718
# at 30 s each on a quiet machine (2026-12-02: verdict 137,884, edit 174,814, field 13,020); 247,273 at 20 s each on
# a slow afternoon (2026-11-25); 209,392 in CI at 716af7a, whose edit target ran at half the quiet rate (2,893
# against 5,675 executions a CPU-second); 93,638 on 2026-12-02 with a CI rehearsal and a build sharing the two
# cores. Hence 150,000: above any broken run, below a slow machine's healthy one. The slowest field run seen, 6,394.
set -euo pipefail
exec "$(dirname "$0")/fuzz.sh" --seconds "${NUMERIC_INPUT_FUZZ_SECONDS:-30}" \
    --min-execs "${NUMERIC_INPUT_FUZZ_MIN_EXECS:-150000}" \
    --min-target-execs "${NUMERIC_INPUT_FUZZ_MIN_TARGET_EXECS:-1000}"
