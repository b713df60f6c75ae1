#!/usr/bin/env bash
# CI: the FormServer order form in headless Chromium, six locales (scripts/browser-test.sh installs Chromium from
# Debian when missing). Runs before ci-extra-server.sh (the glob is alphabetical) and builds into the same
# Examples/FormServer/.build, so Vapor is compiled once for both.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/browser-test.sh
