#!/usr/bin/env bash
# Fuzzes NumericInput with libFuzzer and AddressSanitizer for SECONDS (default 300), starting from the committed
# corpus in Fuzz/corpus/. New interesting inputs go to Fuzz/.build/corpus (not committed); a crash is saved under
# Fuzz/crashes/ and fails the script. Replay one with:
#     Fuzz/.build/debug/NumericInputFuzz Fuzz/crashes/crash-<sha>
# Set NUMERIC_INPUT_FUZZ_STRICT=1 to fail on known, reported issues too (see Fuzz/README.md).
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

seconds="${1:-300}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

echo "== fuzz build (libFuzzer + AddressSanitizer)"
# Exactly this flag combination (TOOLING.md): the obvious variants build a binary without coverage instrumentation,
# or one whose own main runs instead of libFuzzer's. ld.gold warns once per ASan symbol; those lines are noise.
swift build -c debug --product NumericInputFuzz --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address 2>&1 \
    | grep -v "Cannot export local symbol '__asan_" || true
binary=.build/debug/NumericInputFuzz
[ -x "$binary" ] || { echo "fuzz build failed: no $binary"; exit 1; }

mkdir -p crashes .build/corpus
echo "== fuzz ${seconds}s"
# The Swift runtime's backtracer reads memory ASan treats as poisoned: leave crash reports to libFuzzer and ASan.
status=0
SWIFT_BACKTRACE=enable=no "$binary" .build/corpus corpus \
    -dict=numeric-input.dict -max_len=256 -timeout=10 -rss_limit_mb=4096 \
    -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix=crashes/ >"$log" 2>&1 || status=$?

# The findings and the figures; the per-input progress lines are left out.
grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|RELOAD)' "$log" | grep -v -E '^  0x|^Shadow|^  [A-Z][a-z ]+:' \
    | tail -n 60

if ! grep -q "Loaded 1 modules" "$log"; then
    echo "fuzz: the binary is not instrumented for coverage (no 'Loaded 1 modules' line)"; exit 1
fi
if grep -q "no interesting inputs were found" "$log"; then
    echo "fuzz: libFuzzer found no interesting inputs: the build is not instrumented"; exit 1
fi
if [ "$status" -ne 0 ] || grep -q "Test unit written to" "$log"; then
    echo "fuzz: FAILED (exit $status); input saved as:"
    grep "Test unit written to" "$log" | sed 's/.*Test unit written to /  Fuzz\//'
    exit 1
fi
echo "fuzz: no crash in ${seconds}s; corpus now $(ls .build/corpus | wc -l) new + $(ls corpus | wc -l) committed inputs"
