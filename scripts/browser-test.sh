#!/usr/bin/env bash
# Browser tests of the FormServer order form: headless Chromium in en-US, de-DE, fr-FR, hi-IN, ar-EG and fa-IR
# (scripts/browser_test.py). Installs what it needs from Debian's packages when missing (Chromium, chromedriver,
# Selenium, Noto fonts for Arabic, Persian and Devanagari), builds the server (the package's own .build folder, as
# `swift test` and scripts/server-smoke.sh use), starts it on 127.0.0.1 at a port the kernel picks, runs the tests
# within a time limit, and always stops it.
#
#   scripts/browser-test.sh                                                    # screenshots to a temporary folder
#   SCREENSHOTS=Examples/FormServer/docs/screenshots scripts/browser-test.sh  # refresh the ones in the docs
#   LOCALES=de-DE,fa-IR scripts/browser-test.sh                               # some locales only
set -euo pipefail
cd "$(dirname "$0")/.."
STARTED=$SECONDS

bash scripts/browser-deps.sh
PYTHON=/usr/bin/python3

source scripts/formserver-lib.sh
formserver_build

WORK=$(mktemp -d)
trap 'formserver_stop; rm -rf "$WORK"' EXIT
formserver_start "$WORK/server.log"

SHOTS=${SCREENSHOTS:-$WORK/screenshots}
status=0
timeout --kill-after=10 600 "$PYTHON" scripts/browser_test.py --base "$BASE" --screenshots "$SHOTS" \
    ${LOCALES:+--locales "$LOCALES"} || status=$?
if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "FAIL  the server exited"; cat "$WORK/server.log"; status=1
fi
formserver_stop
echo "== browser tests took $((SECONDS - STARTED)) s in all (exit status $status)"
exit $status
