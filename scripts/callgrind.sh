#!/usr/bin/env bash
# Instructions per call, counted by valgrind's callgrind (this VM has no hardware counters, so package-benchmark's
# `.instructions` metric is absent): NumericInput's keystroke status (and verdict) against ICU's strict parse and
# Double(String), on the keystroke benchmarks' inputs, through Benchmarks/Sources/CallgrindProbe (release build).
#
#   scripts/callgrind.sh                              # the table (about 2 minutes)
#   IMPLEMENTATIONS="status icuStrict" LOCALES=de_DE INPUTS="7 16" scripts/callgrind.sh
#   scripts/callgrind.sh --profile status de_DE 16    # where the instructions go: functions, then source lines
#   scripts/callgrind.sh --operations                 # the field-configuration table: instructions and allocations
#   OPERATIONS="Keystroke.bounded.integer.refused Validator.cached.deDE" N=500 scripts/callgrind.sh --operations
#
# Each figure is (instructions with N2 calls - instructions with N1 calls) / (N2 - N1), so process start, setup
# and one-time initialisation cancel out; per keystroke for the typing sequence (seven texts per call).
# Implementations: status verdict icuStrict double scanner numberFormatter decimalParseStrategy.
# Inputs: 7 16 64 typing7 paste1MiB. Locales: en_US de_DE fa_IR.
#
# --operations: one row per entry of BenchmarkSupport's Operations.all (the benchmarks of the same names: a
# keystroke in each configured field, the verdict with its value, Double, the status, a validator for a cached
# locale), from N and 2N repetitions (N=2000 unless set): instructions per operation from callgrind as above, and
# allocations per operation from valgrind memcheck's "total heap usage: <n> allocs", (allocs(2N) - allocs(N)) / N,
# and calls into the allocator per operation from the same callgrind runs (the real allocator: where memcheck's
# count is higher, the code grows a buffer by appending; the harness's malloc count agrees with callgrind's).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/Benchmarks"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# An incremental release build recompiles the library after a change to an internal type's layout but not the
# probe's modules, whose code the cross-module optimizer inlined with the old layout (seen: a NumericValue change
# left a probe that crashed copying a NumericField). The probe's own sources are
# made newer than any library change, so they are always rebuilt (about 10 s).
touch Sources/BenchmarkSupport/*.swift Sources/CallgrindProbe/main.swift

if [[ "${1:-}" == "--profile" ]]; then
    shift
    [[ $# -eq 3 ]] || { echo "usage: $0 --profile IMPLEMENTATION LOCALE INPUT" >&2; exit 2; }
    # Line-level attribution needs debug info valgrind 3.19 can read: DWARF 4, in a build folder of its own.
    scratch=".build/callgrind-dwarf4"
    echo "== Building CallgrindProbe with DWARF 4 debug info in Benchmarks/$scratch" >&2
    swift build -c release --product CallgrindProbe --scratch-path "$scratch" \
        -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 >&2
    probe="$scratch/release/CallgrindProbe"
    calls="${CALLS:-100000}"
    [[ "$3" == paste1MiB ]] && calls="${CALLS:-20}"
    valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$work/profile.out" \
        "$probe" "$1" "$2" "$3" "$calls" >/dev/null 2>"$work/valgrind.log" || { cat "$work/valgrind.log" >&2; exit 1; }
    echo "## $1 $2 $3: $calls calls"
    echo
    echo '### Functions (self cost, top 15)'
    echo '```'
    callgrind_annotate --inclusive=no --auto=no "$work/profile.out" 2>/dev/null \
        | awk '/^-+$/ { dashes++; if (dashes > 6) exit; next } dashes >= 4 && NF' | head -18
    echo '```'
    echo
    echo "### Source lines in Sources/ (top 40 by instructions, all $calls calls)"
    echo '```'
    callgrind_annotate --auto=yes --show-percs=no "$work/profile.out" $(find "$root/Sources" -name "*.swift") 2>/dev/null \
        | awk '/^-- (Auto|User)-annotated source: / { file = $4; sub(".*/", "", file) }
               file != "" && $1 ~ /^[0-9][0-9,]*$/ && $2 != "=>" && $0 !~ /events annotated/ {
                   count = $1; gsub(",", "", count); $1 = ""
                   if ($0 ~ /<counts for unidentified lines/) $0 = "(no source line: spills, reloads, glue)"
                   printf "%12d  %-26s %s\n", count, file, $0 }' \
        | sort -rn | head -40
    echo '```'
    exit 0
fi

echo "== Building CallgrindProbe (release)" >&2
swift build -c release --product CallgrindProbe >&2
# valgrind 3.19 cannot read the DWARF 5 debug info Swift 6.3 emits ("unhandled dwarf2 abbrev form code 0x25"):
# count on a copy without it (symbols stay, so functions keep their names).
objcopy --strip-debug "$(swift build -c release --show-bin-path)/CallgrindProbe" "$work/probe"
# Set<Character> look-ups (the allowing/disallowing rules) hash with a per-process seed, so their instruction
# counts would differ from run to run, and the N and 2N runs of a pair would not cancel: fix the seed.
export SWIFT_DETERMINISTIC_HASHING=1

instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/count.out" "$work/probe" "$@" >/dev/null 2>"$work/valgrind.log" \
        || { cat "$work/valgrind.log" >&2; exit 1; }
    awk '/^summary:/ { print $2 }' "$work/count.out"
}

allocations() {  # malloc, calloc, realloc and new calls in the whole process, as memcheck counts them
    valgrind --tool=memcheck --leak-check=no "$work/probe" "$@" >/dev/null 2>"$work/memcheck.log" \
        || { cat "$work/memcheck.log" >&2; exit 1; }
    awk '/total heap usage:/ { for (i = 1; i <= NF; i++) if ($(i + 1) ~ /^allocs/) { gsub(",", "", $i); print $i } }' \
        "$work/memcheck.log"
}

allocator_calls() {  # calls into the allocator in the last callgrind run ($work/count.out), with the real allocator
    awk '/^c?fn=\(/ {
             id = $1; sub(/^c?fn=/, "", id); name = $0; sub(/^c?fn=\([0-9]+\) ?/, "", name)
             if (name != "") names[id] = name
             if ($0 ~ /^cfn=/) callee = names[id]
             next }
         /^calls=/ && callee ~ /^(malloc|calloc|realloc|posix_memalign|aligned_alloc|memalign)$/ {
             split($1, count, "="); total += count[2] }
         END { print total + 0 }' "$work/count.out"
}

per_op() {  # count(N) count(2N) N: the difference per repetition, as an integer when it is one
    awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN { x = (b - a) / n; printf (x == int(x) ? "%d" : "%.2f"), x }'
}

if [[ "${1:-}" == "--operations" ]]; then
    n="${N:-2000}"
    mapfile -t table < <("$work/probe" operations)
    wanted=" ${OPERATIONS:-} "
    echo "Per operation (de_DE unless named), from N = $n and 2N = $((2 * n)) repetitions, (2N run - N run) / N:"
    echo "instructions from callgrind (Ir); allocations from valgrind memcheck's \"total heap usage\" allocs; malloc"
    echo "calls from the same callgrind runs (calls into malloc, calloc, realloc and the aligned allocators)."
    echo "The two can differ: under memcheck, malloc_usable_size is the size asked for, with none of the real"
    echo "allocator's slack, so a String grown by appending reallocates more often there. The harness's"
    echo "malloc count (Benchmarks/, malloc-interposer) sees the real allocator, as the malloc calls column does."
    echo
    echo "| operation | benchmark | instructions/op | allocations/op (memcheck) | malloc calls/op (callgrind) |"
    echo "|---|---|---|---|---|"
    for line in "${table[@]}"; do
        name="${line%%$'\t'*}"
        summary="${line#*$'\t'}"
        [[ -n "${OPERATIONS:-}" && "$wanted" != *" $name "* ]] && continue
        echo "   $name" >&2
        i1="$(instructions operation "$name" "$n")"
        c1="$(allocator_calls)"
        i2="$(instructions operation "$name" $((2 * n)))"
        c2="$(allocator_calls)"
        a1="$(allocations operation "$name" "$n")"
        a2="$(allocations operation "$name" $((2 * n)))"
        echo "| $summary | \`$name\` | $(( (i2 - i1) / n )) | $(per_op "$a1" "$a2" "$n") | $(per_op "$c1" "$c2" "$n") |"
    done
    exit 0
fi

implementations=(${IMPLEMENTATIONS:-status verdict icuStrict double})
locales=(${LOCALES:-en_US de_DE fa_IR})
inputs=(${INPUTS:-7 16 64 typing7})
low="${LOW:-200}"
high="${HIGH:-2200}"

per_call() {  # implementation locale input
    local calls_low="$low" calls_high="$high" texts=1
    [[ "$3" == typing7 ]] && texts=7
    if [[ "$3" == paste1MiB ]]; then calls_low=1; calls_high=3; fi
    local a b
    a="$(instructions "$1" "$2" "$3" "$calls_low")"
    b="$(instructions "$1" "$2" "$3" "$calls_high")"
    echo $(( (b - a) / ((calls_high - calls_low) * texts) ))
}

echo "Instructions per call (callgrind, Ir; per keystroke for typing7). Ratio = comparator / NumericInput status."
echo
header="| input |"
rule="|---|"
for implementation in "${implementations[@]}"; do
    header+=" $implementation |"
    rule+="---|"
done
echo "$header"
echo "$rule"
for locale in "${locales[@]}"; do
    for input in "${inputs[@]}"; do
        row="| $locale $input |"
        status=""
        for implementation in "${implementations[@]}"; do
            echo "   $implementation $locale $input" >&2
            count="$(per_call "$implementation" "$locale" "$input")"
            if [[ "$implementation" == status ]]; then
                status="$count"
                row+=" $count |"
            elif [[ -n "$status" && "$status" -gt 0 ]]; then
                row+=" $count ($(awk -v a="$count" -v b="$status" 'BEGIN { printf "%.1f×", a / b }')) |"
            else
                row+=" $count |"
            fi
        done
        echo "$row"
    done
done
