#!/usr/bin/env bash
# CI: the documentation builds. DocC (swift-docc-plugin 1.5.0) builds NumericInputCore, NumericInput and
# NumericInputTesting with warnings as errors, as one combined archive, and every public symbol declared in their
# sources must have a doc comment (scripts/doc_coverage.py). Run by .ci/run after the plain build and tests; needs
# what they need (ICU's headers) and nothing else: the plugin comes from the package's own manifest when
# NUMERICINPUT_DOCS is set.
#
# Why combined: NumericInput re-exports NumericInputCore, but the symbol graph the plugin extracts for NumericInput
# holds only NumericInput's own symbols (SwiftPM does not pass -experimental-allowed-reexported-modules). So each
# module gets its own pages, and NumericInput's catalog and doc comments link to the core's symbols by absolute
# path, ``/NumericInputCore/NumericValidator``, which resolves against the core's archive in a combined build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm.sh

scratch=.build-docs
archive="$scratch/NumericInput.doccarchive"
log="$scratch/docs.log"
mkdir -p "$scratch"
# Symbol graphs from an earlier run must not stand in for this one's.
rm -rf "$scratch"/*/extracted-symbols "$archive"

export NUMERICINPUT_DOCS=1
status=0
swiftpm package --scratch-path "$scratch" generate-documentation \
    --target NumericInputCore --target NumericInput --target NumericInputTesting \
    --enable-experimental-combined-documentation \
    --warnings-as-errors \
    --output-path "$archive" >"$log" 2>&1 || status=$?
# Compiler progress lines are noise here; DocC's and the plugin's diagnostics are what matter.
grep -v '^\[[0-9]*/[0-9]*\]' "$log" || true

# DocC's diagnostics start their line ("warning: ...", "error: ..."); the compiler's start with a file path.
warnings=$(grep -c '^warning:' "$log" || true)
errors=$(grep -c '^error:' "$log" || true)
echo "docs: $warnings warnings, $errors errors from DocC and the plugin (exit $status)"
failed=0
if [ "$status" -ne 0 ] || [ "$warnings" -ne 0 ] || [ "$errors" -ne 0 ]; then
    echo "docs: FAILED: fix the diagnostics above (links to the core from NumericInput: \`\`/NumericInputCore/...\`\`)"
    failed=1
else
    # The plugin does not check the exit code of `docc merge`: check that both modules made it into the archive.
    for module in numericinput numericinputcore numericinputtesting; do
        if [ ! -f "$archive/data/documentation/$module.json" ]; then
            echo "docs: FAILED: $archive has no page for $module"
            failed=1
        fi
    done
fi

# Every public symbol documented; checked even when DocC failed, so that one run reports both.
python3 scripts/doc_coverage.py "$scratch" NumericInputCore NumericInput NumericInputTesting || failed=1

if [ "$failed" -ne 0 ]; then
    exit 1
fi
echo "docs: built $archive"
