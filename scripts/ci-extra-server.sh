#!/usr/bin/env bash
# CI: the FormServer example's tests (in process, Vapor's testing module) and its smoke test over real HTTP on
# loopback. Run by .ci/run after the root build and tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm.sh
echo "== Examples/FormServer: swift test"
(cd Examples/FormServer && swiftpm test)
echo "== scripts/server-smoke.sh"
bash scripts/server-smoke.sh
