#!/usr/bin/env bash
# CI: the package without its default traits, as on a machine without libicu-dev: `swift build` and the whole suite
# with --disable-default-traits, symbols from the generated locale table. Fails when anything asks pkg-config, when
# the C shim compiles to more than nothing or reads an ICU header, or when a binary links the system's libicu.
# Its own scratch path, so the default build in .build is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm.sh
scratch=.build-notraits

# A pkg-config that records every call and fails: without the trait, nothing may ask for icu-i18n.
fake="$(mktemp -d)"
trap 'rm -rf "$fake"' EXIT
cat > "$fake/pkg-config" <<EOF
#!/bin/sh
echo "pkg-config \$*" >> "$fake/calls"
exit 1
EOF
chmod +x "$fake/pkg-config"

echo "== swift build --disable-default-traits"
PATH="$fake:$PATH" swiftpm build --disable-default-traits --scratch-path "$scratch"
echo "== swift test --disable-default-traits"
if ! PATH="$fake:$PATH" swiftpm test --disable-default-traits --scratch-path "$scratch" 2>&1 | tee "$fake/test.log"; then
    echo "FAIL: the suite without traits failed"
    exit 1
fi

failed=0
fail() { echo "FAIL: $*"; failed=1; }

if [ -s "$fake/calls" ]; then fail "pkg-config was called: $(sort -u "$fake/calls" | tr '\n' ' ')"; fi

# The suite that ran must be the whole one, not a stub: Swift Testing's closing line counts the tests (163 of
# the 198 that run with the trait, when this was written: the others compare with live ICU).
tests=$(sed -n 's/.*Test run with \([0-9][0-9]*\) tests.*passed.*/\1/p' "$fake/test.log" | tail -1)
if [ -z "$tests" ] || [ "$tests" -lt 150 ]; then fail "only ${tests:-no} tests ran without traits"; fi
echo "tests run without traits: $tests"

bin=$(swift build --disable-default-traits --scratch-path "$scratch" --show-bin-path)
for binary in "$bin/numeric-input" "$bin/NumericInputPackageTests.xctest"; do
    [ -f "$binary" ] || { fail "$binary was not built"; continue; }
    # lib_FoundationICU.so is Foundation's own ICU, part of the Swift runtime on Linux: not the system's libicu.
    if readelf -d "$binary" | grep NEEDED | grep -q 'libicu'; then
        fail "$binary needs libicu: $(readelf -d "$binary" | grep libicu)"
    fi
    if ldd "$binary" | grep -Eq 'libicu(uc|i18n|data)'; then fail "$binary loads libicu: $(ldd "$binary" | grep libicu)"; fi
    echo "$binary: no libicu ($(readelf -d "$binary" | grep -c NEEDED) libraries needed)"
done

# SwiftPM compiles every C target of the root package; without the trait the shim's file must be empty.
object=$(find "$bin/CICUShim.build" -name 'CICUShim.c.o' | head -1)
if [ -z "$object" ]; then
    fail "no object for the C shim"
elif [ -n "$(nm --defined-only "$object" 2>/dev/null | grep -v ' [aN] ')" ]; then
    fail "the C shim compiled to code without the trait: $(nm --defined-only "$object" | head -3)"
fi
depfile="${object%.o}.d"
if [ -f "$depfile" ] && grep -q 'unicode/' "$depfile"; then fail "the C shim read ICU headers without the trait"; fi

[ "$failed" -eq 0 ] || exit 1
echo "no-traits build passed: no pkg-config, no ICU header, no libicu"
