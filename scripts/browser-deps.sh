#!/usr/bin/env bash
# What scripts/browser-test.sh needs, from Debian's packages, installed only when missing: Chromium, chromedriver,
# Debian's python3 with Selenium, and Noto fonts (Arabic, Persian and Devanagari glyphs for the screenshots).
# Runs unattended (CI: root, no standard input). Prints the versions in use.
set -euo pipefail
STARTED=$SECONDS
# Debian's python3: python3-selenium installs there, whatever `python3` is first on the PATH.
PYTHON=/usr/bin/python3
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
{ [ -x "$PYTHON" ] && "$PYTHON" -c 'import selenium' 2>/dev/null; } || missing+=(python3 python3-selenium)
[ -e /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf ] || missing+=(fonts-noto-core)
if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    echo "== installed in $((SECONDS - STARTED)) s"
fi
echo "== $(chromium --version 2>/dev/null | head -n1); $(chromedriver --version | head -n1); Selenium $("$PYTHON" -c 'import selenium; print(selenium.__version__)')"
