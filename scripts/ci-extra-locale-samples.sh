#!/usr/bin/env bash
# CI: Examples/LocaleSampleConsumer, a separate package that depends on the NumericInputTesting product by path,
# runs a parameterized Swift Testing test over LocaleSample.all (one case per locale ICU lists) checking every valid
# sample against ICU's strict parse, and an XCTest loop over the invalid samples. Run by .ci/run after the root
# build and tests.
set -euo pipefail
source "$(dirname "$0")/swiftpm.sh"
cd "$(dirname "$0")/../Examples/LocaleSampleConsumer"
log=".build/consumer-test.log"
mkdir -p .build
echo "== Examples/LocaleSampleConsumer: swift test"
status=0
swiftpm test >"$log" 2>&1 || status=$?
# The per-case lines are 1,600 of them: show the failures and the summary lines.
grep -E '✘|error:|with [0-9]+ test cases|Test run with|Executed [0-9]+ test' "$log" | grep -v 'Test case passing' | uniq || true
if [ "$status" -ne 0 ]; then
    echo "locale samples: FAILED (full log: Examples/LocaleSampleConsumer/$log)"
    exit 1
fi
echo "locale samples: passed"
