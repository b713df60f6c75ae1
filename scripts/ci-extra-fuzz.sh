#!/usr/bin/env bash
# CI: a one-minute libFuzzer + AddressSanitizer smoke run over the committed corpus (scripts/fuzz.sh). Fails on a
# crash, a broken invariant, or a binary that is not instrumented for coverage.
set -euo pipefail
exec "$(dirname "$0")/fuzz.sh" "${NUMERIC_INPUT_FUZZ_SECONDS:-60}"
