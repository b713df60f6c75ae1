#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer, in its own build directory (.build-tsan), and fails on any TSan report
# as well as on any failing test. Extra arguments go to `swift test` (e.g. --filter ConcurrencyTests).
#
# Two things shape it:
# - Release build. In a debug build TSan's instrumentation of an `inout` access to a zero-sized generic value (the
#   scanner's DiscardingSink, passed as `&sink`) hands TSan a garbage address and the process dies with SEGV on the
#   first verdict. Optimised code has no such access; TSan instruments every memory access all the same.
# - No suppressions. The library's caches (SymbolCache's symbols and validators, NumericPredicate's validators)
#   are guarded by LockedValue, a pthread mutex on Linux, which TSan follows; they were guarded by
#   Synchronization.Mutex until 41c7c75, whose futex TSan does not see, and their reports were suppressed.
#   (_ICUReference's Mutex guards calls into ICU, which is not instrumented, around a `let` handle: it draws no
#   report.) A deliberate race (ConcurrencyTests.sanitizerCanary) is run first to prove that TSan is on and reports.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm.sh

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

# Instrumented code runs several times slower: widen the linear-time bounds of MalformedInputTests accordingly.
export NUMERIC_INPUT_TIME_BOUND_SCALE="${NUMERIC_INPUT_TIME_BOUND_SCALE:-10}"
# Report every race (not only the first), with both stacks of a lock-order inversion.
export TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"

tsan_test() { swiftpm test -c release --scratch-path .build-tsan --sanitize=thread "$@"; }

echo "== swift build --sanitize=thread (release)"
# -enable-testing: ICULayerTests uses @testable import, which a release build does not allow by default (and
# `swift build`, unlike `swift test`, has no --enable-testable-imports). The test runs below use --skip-build.
swiftpm build -c release --scratch-path .build-tsan --sanitize=thread --build-tests -Xswiftc -enable-testing 2>&1 \
    | tail -n 3

echo "== canary: a deliberate race must be reported"
NUMERIC_INPUT_TSAN_CANARY=1 tsan_test --skip-build --filter sanitizerCanary >"$log" 2>&1 || true
if ! grep -q "WARNING: ThreadSanitizer:" "$log"; then
    echo "tsan: FAILED: the canary race was not reported; TSan is not instrumenting the tests"
    tail -n 20 "$log"
    exit 1
fi
echo "canary reported, as it should be"

echo "== swift test --sanitize=thread (release)"
status=0
tsan_test --skip-build -q "$@" 2>&1 | tee "$log" || status=$?

reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
if [ "$reports" -gt 0 ]; then
    echo "tsan: FAILED: $reports ThreadSanitizer report(s):"
    grep -A6 "WARNING: ThreadSanitizer" "$log" | head -n 60
    exit 1
fi
if grep -q "ThreadSanitizer: SEGV\|ThreadSanitizer:DEADLYSIGNAL" "$log"; then
    echo "tsan: FAILED: the instrumented test process crashed"; exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "tsan: no ThreadSanitizer report, but swift test failed (exit $status)"
    exit "$status"
fi
echo "tsan: no ThreadSanitizer report; tests passed"
