#!/usr/bin/env bash
# Resident memory while every locale × kind × grouping goes through the process-wide caches, cycle after cycle
# (default 3): a release build of Sources/cache-memory. With bounded (LRU) caches the figure is flat after the first
# cycle. Fails when a later cycle's RSS exceeds the first cycle's by more than SLACK_KIB (default 2048).
set -euo pipefail
cd "$(dirname "$0")/.."
cycles="${1:-3}"
slack="${SLACK_KIB:-2048}"
swift build -c release --product cache-memory 2>&1 | tail -n 1
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$(swift build -c release --show-bin-path)/cache-memory" "$cycles" | tee "$log"
first=$(sed -n 's/^cycle 1: RSS \([0-9]*\) KiB.*/\1/p' "$log")
last_max=$(sed -n 's/^cycle [0-9]*: RSS \([0-9]*\) KiB.*/\1/p' "$log" | tail -n +2 | sort -n | tail -1)
[ -n "$first" ] || { echo "cache-memory: no figure for cycle 1"; exit 1; }
if [ -n "$last_max" ] && [ "$last_max" -gt $((first + slack)) ]; then
    echo "cache-memory: FAILED: RSS grew from $first KiB after cycle 1 to $last_max KiB"; exit 1
fi
echo "cache-memory: flat after cycle 1 (${first} KiB, later at most ${last_max:-$first} KiB; slack ${slack} KiB)"
