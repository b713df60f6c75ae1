#!/usr/bin/env bash
# Fuzzes NumericInput with libFuzzer and AddressSanitizer: three targets of one binary (Fuzz/README.md), each
# from its committed corpus. Fails when the build fails, when the binary is older than a source it is built from,
# when a target is not instrumented, on any crash or broken invariant (saved under Fuzz/crashes/), when the
# targets ran fewer executions than --min-execs in all, and when one target ran fewer than --min-target-execs (a
# target that stalls is not hidden by the others' totals: at 716af7a the field target ran one input in CI and
# the three still ran 209,392 executions, over the total floor CI then had, 200,000).
#
#   scripts/fuzz.sh [SECONDS]                        each target SECONDS (default 60), one after the other
#   scripts/fuzz.sh --runs verdict=4000000,edit=5000000,field=1000000 --merge     a campaign by execution counts
#   scripts/fuzz.sh --seconds 30 --min-execs 150000 --min-target-execs 1000   what CI runs (scripts/ci-extra-fuzz.sh)
#   scripts/fuzz.sh --targets field --seconds 600    one target
#   scripts/fuzz.sh --fast --runs verdict=5000000,edit=5000000,field=400000 --merge   a volume campaign
#
# --fast fuzzes a build without AddressSanitizer (coverage and debug preconditions only: Swift's bounds, overflow
# and UnsafeBufferPointer checks), two to three times the executions per CPU-second, and then replays every input
# the run learned, and the committed corpus, once under the AddressSanitizer build: an input whose memory error
# only ASan sees fails the run there. What it cannot catch is a memory error on an input that added no coverage
# (so was not kept); campaigns alternate the two builds for that reason (Fuzz/README.md, Speed).
#
# --merge adds what the run learned to the committed corpus (libFuzzer -merge=1: only inputs with new coverage).
# Replay a saved input: NUMERIC_INPUT_FUZZ_TARGET=<target> Fuzz/.build/release/NumericInputFuzz Fuzz/crashes/<file>
# Set NUMERIC_INPUT_FUZZ_STRICT=1 to fail on known, reported issues too.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
source ../scripts/swiftpm.sh

seconds=60
runs=""
targets="verdict edit field"
min_execs=0
min_target_execs=0
merge=0
fast=0
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --targets) targets="$2"; shift 2 ;;
        --min-execs) min_execs="$2"; shift 2 ;;
        --min-target-execs) min_target_execs="$2"; shift 2 ;;
        --merge) merge=1; shift ;;
        --fast) fast=1; shift ;;
        [0-9]*) seconds="$1"; shift ;;
        *) echo "fuzz: unknown argument $1"; exit 2 ;;
    esac
done

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# The flag combination of TOOLING.md, in a release build: the debug build ran the library unoptimised, a fifth of
# the speed. -assert-config Debug keeps the checks a debug build has and -O drops (UnsafeBufferPointer's bounds on
# the hot path among them), so the release binary misses nothing the debug one caught. ld.gold warns once per ASan
# symbol; those lines are noise. A failed build fails the script.
build() {  # build NAME SCRATCH SANITIZERS
    echo "== fuzz build $1 (release, -sanitize=$3, debug preconditions kept)"
    # Linked anew every run: SwiftPM leaves a binary alone when a source's time changed but not its content (a
    # checkout, a stash), and the check below would then refuse a binary that is in fact current.
    rm -f "$2/release/NumericInputFuzz"
    if ! swiftpm build -c release --product NumericInputFuzz --scratch-path "$2" --sanitize fuzzer \
            -Xswiftc -sanitize="$3" -Xswiftc -assert-config -Xswiftc Debug >"$logs/build.log" 2>&1; then
        grep -v "Cannot export local symbol '__asan_" "$logs/build.log" | tail -n 40
        echo "fuzz: FAILED: the $1 build failed"
        exit 1
    fi
    grep -v "Cannot export local symbol '__asan_" "$logs/build.log" | tail -n 2
    local built="$2/release/NumericInputFuzz"
    [ -x "$built" ] || { echo "fuzz: FAILED: no $built after the build"; exit 1; }
    # Never fuzz a stale binary: every source it is built from must be older than it.
    local newer
    newer=$(find Sources ../Sources/NumericInputCore ../Sources/NumericInput ../Sources/_ICUReference \
        ../Sources/CICUShim Package.swift ../Package.swift -newer "$built" -type f | head -n 3)
    if [ -n "$newer" ]; then echo "fuzz: FAILED: $built is older than $newer"; exit 1; fi
}
asan_binary=.build/release/NumericInputFuzz
build "with AddressSanitizer" .build fuzzer,address
binary=$asan_binary
if [ "$fast" = 1 ]; then
    build "without AddressSanitizer (--fast)" .build-fast fuzzer
    binary=.build-fast/release/NumericInputFuzz
fi

corpus_of() { if [ "$1" = field ]; then echo corpus/field; else echo corpus/text; fi; }
runs_of() { tr ',' '\n' <<<"$runs" | sed -n "s/^$1=//p"; }

mkdir -p crashes
failed=0
total=0
summary=""
for target in $targets; do
    committed=$(corpus_of "$target")
    learned=".build/corpus/$target"
    mkdir -p "$learned"
    limit="-max_total_time=$seconds"
    count=$(runs_of "$target")
    [ -n "$count" ] && limit="-runs=$count"
    echo "== fuzz $target ($limit) from $committed"
    status=0
    start=$(date +%s)
    # The Swift runtime's backtracer reads memory ASan treats as poisoned: leave crash reports to libFuzzer and ASan.
    # -detect_leaks=0: no leak check after each input. The targets keep caches (rules, ICU's separator positions,
    # the library's LRU caches) that grow inside an input, and libFuzzer answered each such input by running it
    # again and then scanning the whole heap (600 MB) for leaks: a third of the field target's time. LeakSanitizer
    # still runs when the process exits and fails the run (exit status 1) on any leak, naming its allocation;
    # replaying the corpus with -detect_leaks=1 finds the input.
    # malloc_context_size: ASan records the stack of every allocation and free, for its reports; unwinding and
    # storing 30 frames was a quarter of the verdict target's time. Detection is the same (shadow memory,
    # quarantine, redzones); a report shows fewer frames of where the memory was allocated and freed, and
    # replaying the saved input (the command below, without ASAN_OPTIONS) shows them all.
    ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=2}" \
    NUMERIC_INPUT_FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no /usr/bin/time -f "cpu %U %S" -o "$logs/$target.time" \
        "$binary" "$learned" "$committed" -dict=numeric-input.dict -max_len=256 -timeout=10 -rss_limit_mb=4096 \
        -detect_leaks=0 "$limit" -print_final_stats=1 -artifact_prefix="crashes/$target-" >"$logs/$target.log" 2>&1 \
        || status=$?
    wall=$(( $(date +%s) - start ))
    # The findings and the figures; the per-input progress lines are left out.
    grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|RELOAD)' "$logs/$target.log" \
        | grep -v -E '^  0x|^Shadow|^  [A-Z][a-z ]+:|NEW_FUNC|^INFO: |^MERGE' | tail -n 30
    if ! grep -q "Loaded 1 modules" "$logs/$target.log"; then
        echo "fuzz: $target: the binary is not instrumented for coverage (no 'Loaded 1 modules' line)"; failed=1
    fi
    if grep -q "no interesting inputs were found" "$logs/$target.log"; then
        echo "fuzz: $target: libFuzzer found no interesting inputs: the build is not instrumented"; failed=1
    fi
    if [ "$status" -ne 0 ] || grep -q "Test unit written to" "$logs/$target.log"; then
        echo "fuzz: $target FAILED (exit $status); input saved as:"
        grep "Test unit written to" "$logs/$target.log" | sed 's/.*Test unit written to /  Fuzz\//' || true
        failed=1
    fi
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$logs/$target.log" | tail -1)
    cpu=$(awk '/^cpu/ { printf "%.1f", $2 + $3 }' "$logs/$target.time" 2>/dev/null || echo "?")
    execs=${execs:-0}
    total=$((total + execs))
    rate=$(awk -v e="$execs" -v c="$cpu" 'BEGIN { if (c > 0) printf "%d", e / c; else print "?" }')
    line="$target: $execs executions in ${wall}s (${cpu} CPU-s, $rate per CPU-second), $(ls "$learned" | wc -l) inputs learned"
    summary+="$line"$'\n'
    echo "fuzz: $line"
    if [ "$execs" -lt "$min_target_execs" ]; then
        echo "fuzz: FAILED: $target ran $execs executions, fewer than the $min_target_execs required of each target"
        failed=1
    fi
    if [ "$fast" = 1 ] && [ "$status" -eq 0 ]; then
        # Every input learned and committed, once, under the AddressSanitizer build (into a scratch directory, so
        # that the learned one gains nothing from the replay).
        replay_out="$logs/$target.replay-corpus"
        mkdir -p "$replay_out"
        replay_status=0
        ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=2}" NUMERIC_INPUT_FUZZ_TARGET="$target" \
        SWIFT_BACKTRACE=enable=no "$asan_binary" "$replay_out" "$learned" "$committed" -runs=0 -max_len=256 \
            -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix="crashes/$target-asan-" \
            >"$logs/$target.replay.log" 2>&1 || replay_status=$?
        replayed=$(sed -n 's/^#\([0-9]*\)[[:space:]]*INITED.*/\1/p' "$logs/$target.replay.log" | tail -1)
        if [ "$replay_status" -ne 0 ] || [ -z "$replayed" ]; then
            grep -v -E '^#[0-9]+|^INFO: ' "$logs/$target.replay.log" | tail -n 30
            echo "fuzz: $target FAILED under AddressSanitizer in the replay (exit $replay_status)"
            failed=1
            status=1
        else
            echo "fuzz: $target: $replayed inputs (learned and committed) replayed under AddressSanitizer, no report"
        fi
    fi
    if [ "$merge" = 1 ] && [ "$status" -eq 0 ]; then
        before=$(ls "$committed" | wc -l)
        NUMERIC_INPUT_FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no "$binary" -merge=1 -max_len=256 \
            "$committed" "$learned" >"$logs/$target.merge.log" 2>&1 \
            || { echo "fuzz: $target: merge failed"; tail -n 5 "$logs/$target.merge.log"; failed=1; }
        echo "fuzz: $target: committed corpus $before -> $(ls "$committed" | wc -l) inputs"
    fi
done

printf '%s' "$summary"
echo "fuzz: $total executions in all"
if [ "$total" -lt "$min_execs" ]; then
    echo "fuzz: FAILED: $total executions, fewer than the $min_execs required"; failed=1
fi
[ "$failed" -eq 0 ] || exit 1
echo "fuzz: no crash, no broken invariant"
