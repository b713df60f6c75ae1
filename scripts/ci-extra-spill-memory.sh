#!/usr/bin/env bash
# CI: the digits past 38 are owned by hand (an unmanaged reference in ValueDigits) and must be given back by every
# scan that makes no value. Runs Sources/spill-memory (debug build, which `swift build` already made in CI): 5,000
# rounds of long numbers through every entry point that makes or drops a value, and fails when the resident size
# grew by more than SLACK_KIB (default 2048) or a result was not the expected one. A forgotten release grows it by
# about 20 MB here (checked by removing the partial text's release). Takes a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm.sh
slack="${SLACK_KIB:-2048}"
swiftpm build --product spill-memory 2>&1 | tail -n 1
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$(swift build --show-bin-path)/spill-memory" 5000 | tee "$log"
read -r before after taken expected < <(sed -n \
    's/^spill-memory: [0-9]* rounds, RSS \([0-9]*\) KiB after the warm-up, \([0-9]*\) KiB after, \([0-9]*\) results as expected of \([0-9]*\)$/\1 \2 \3 \4/p' "$log")
[ -n "${before:-}" ] || { echo "spill-memory: no figures"; exit 1; }
[ "$taken" -eq "$expected" ] || { echo "spill-memory: FAILED: $taken of $expected results as expected"; exit 1; }
if [ "$after" -gt $((before + slack)) ]; then
    echo "spill-memory: FAILED: RSS grew from $before KiB to $after KiB"; exit 1
fi
echo "spill-memory: flat (${before} KiB, then ${after} KiB; slack ${slack} KiB)"
