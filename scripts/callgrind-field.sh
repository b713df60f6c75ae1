#!/usr/bin/env bash
# Instructions per formatted field keystroke, counted by callgrind: an en_US amount field (`FieldOptions.amount`,
# decimal) holding "123,456,789.123"; one operation types "4" at the end and then Backspace, on a copy of the field.
# The probe is a throwaway package built against ROOT (this checkout by default), so the same figure can be taken
# for any commit: check one out with `git worktree add /tmp/base REV` and pass /tmp/base.
#
# The copy shares the text's storage with the original, so its first edit copies the text: this measures the
# field as main measured it before edits were made in place. The field as an app keeps it (one field, edited
# in place, no copy) is the Field.pair.* rows of `scripts/callgrind.sh --operations`, every kind of field.
#
#   scripts/callgrind-field.sh [ROOT] [LOCALE]        # N=2000 and 2N: (Ir(2N) - Ir(N)) / N
set -euo pipefail
root="$(cd "${1:-$(dirname "$0")/..}" && pwd)"
locale="${2:-en_US}"
n="${N:-2000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/FieldProbe"
name="$(basename "$root")"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "FieldProbe", dependencies: [.package(path: "$root")],
    targets: [.executableTarget(name: "FieldProbe", dependencies: [.product(name: "NumericInput", package: "$name")])])
SWIFT
cat > "$work/Sources/FieldProbe/main.swift" <<'SWIFT'
import NumericInput
let n = Int(CommandLine.arguments[1])!
let rule = InputRule.number(try! NumericValidator(locale: CommandLine.arguments[2], kind: .decimal))
var field = NumericField(rule: rule, options: .amount)
for key in "123456789.123" { _ = try! field.apply(.type(String(key))) }
var taken = 0
for _ in 0..<n {
    var copy = field
    taken &+= (try! copy.apply(.type("4"))).isAccepted ? 1 : 0
    taken &+= (try! copy.apply(.deleteBackward)).isAccepted ? 1 : 0
}
print(taken)
SWIFT
scratch="${SCRATCH:-$root/.build-callgrind-field}"
swift build -c release --package-path "$work" --scratch-path "$scratch" >&2
count() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out.$1" "$scratch/release/FieldProbe" "$1" "$locale" \
        >/dev/null 2>"$work/log.$1"
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/log.$1"
}
one=$(count "$n")
two=$(count $((2 * n)))
echo "$locale type \"4\" + Backspace: $(( (two - one) / n )) instructions per pair"
