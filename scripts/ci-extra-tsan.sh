#!/usr/bin/env bash
# CI: the test suite under ThreadSanitizer (scripts/tsan.sh). Run by .ci/run after the plain build and tests.
set -euo pipefail
exec "$(dirname "$0")/tsan.sh"
