#!/usr/bin/env bash
# Smoke test of Examples/FormServer over real HTTP: builds it, starts it on 127.0.0.1 at a port the kernel picks,
# sends requests with curl, checks status, body and headers, and stops it. Exit status 1 when any check fails.
#
#   scripts/server-smoke.sh            # debug build (the one `swift test` made)
#   CONFIGURATION=release scripts/server-smoke.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PACKAGE=Examples/FormServer
CONFIGURATION=${CONFIGURATION:-debug}

if ! command -v curl >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq curl
fi

echo "== building FormServer ($CONFIGURATION)"
swift build --package-path "$PACKAGE" -c "$CONFIGURATION" --product FormServer
BIN="$(swift build --package-path "$PACKAGE" -c "$CONFIGURATION" --show-bin-path)/FormServer"

WORK=$(mktemp -d)
SERVER_PID=
stop_server() {
    if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill -TERM "$SERVER_PID"
        for _ in $(seq 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
        kill -0 "$SERVER_PID" 2>/dev/null && kill -KILL "$SERVER_PID"
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    SERVER_PID=
}
trap 'stop_server; rm -rf "$WORK"' EXIT

# Port 0: the kernel gives a free port, and Vapor logs the one it bound.
"$BIN" serve --hostname 127.0.0.1 --port 0 >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
PORT=
for _ in $(seq 300); do
    PORT=$(sed -n 's|.*Server started on http://127\.0\.0\.1:\([0-9][0-9]*\).*|\1|p' "$WORK/server.log" | head -n1)
    [ -n "$PORT" ] && break
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1
done
if [ -z "$PORT" ]; then
    echo "FormServer did not start:"; cat "$WORK/server.log"; exit 1
fi
BASE="http://127.0.0.1:$PORT"
echo "== FormServer (pid $SERVER_PID) on $BASE"

PASSED=0
FAILED=0
# check NAME STATUS EXPECTED_BODY [HEADER_LINE] -- CURL_ARGS...
# EXPECTED_BODY is the exact body, or ~TEXT for a body containing TEXT; HEADER_LINE, when not empty, must be a
# response header line ("Content-Language: de-DE").
check() {
    local name=$1 status=$2 expected=$3 header=$4
    shift 5
    local got
    got=$(curl -sS --max-time 30 -o "$WORK/body" -D "$WORK/headers" -w '%{http_code}' "$@" 2>"$WORK/curl.err") || got="curl failed: $(cat "$WORK/curl.err")"
    local body
    body=$(cat "$WORK/body" 2>/dev/null || true)
    local ok=1
    [ "$got" = "$status" ] || ok=0
    if [ "${expected#\~}" != "$expected" ]; then
        [[ "$body" == *"${expected#\~}"* ]] || ok=0
    else
        [ "$body" = "$expected" ] || ok=0
    fi
    if [ -n "$header" ] && ! tr -d '\r' <"$WORK/headers" | grep -qiFx -- "$header"; then ok=0; fi
    if [ $ok = 1 ]; then
        PASSED=$((PASSED + 1)); echo "ok    $name"
    else
        FAILED=$((FAILED + 1))
        echo "FAIL  $name"
        echo "      status $got (want $status)"
        echo "      body   ${body:0:300}"
        echo "      want   ${expected:0:300}${header:+ with header '$header'}"
    fi
}

CHROME_DE='de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7'
JSON='Content-Type: application/json'

check "check: German browser, strict grouping" 200 \
    '{"locale":"de_DE","text":"1.234,50","value":"1234.5","verdict":"complete"}' 'Content-Language: de-DE' -- \
    -H "$JSON" -H "Accept-Language: $CHROME_DE" -d '{"text":"1.234,50","grouping":"strict"}' "$BASE/check"
check "check: no Accept-Language is en_US" 200 \
    '{"locale":"en_US","offset":1,"reason":"grouping-separator-not-allowed","text":"1,5","verdict":"invalid"}' \
    'Content-Language: en-US' -- -H "$JSON" -d '{"text":"1,5"}' "$BASE/check"
check "check: the body's locale wins, Arabic digits" 200 \
    '{"locale":"ar_EG","text":"١٫٥","value":"1.5","verdict":"complete"}' 'Content-Language: ar-EG' -- \
    -H "$JSON" -H "Accept-Language: $CHROME_DE" -d '{"text":"١٫٥","locale":"ar-EG","kind":"decimal"}' "$BASE/check"
check "check: Firefox, partial" 200 '{"locale":"en_US","text":"1e","verdict":"partial"}' 'Vary: Accept-Language' -- \
    -H "$JSON" -H "Accept-Language: en-US,en;q=0.5" -d '{"text":"1e"}' "$BASE/check"
check "check: malformed Accept-Language is ignored" 200 '~"locale":"en_US"' 'Content-Language: en-US' -- \
    -H "$JSON" -H "Accept-Language: de;q=2" -d '{"text":"1"}' "$BASE/check"
check "check: malformed JSON" 400 '~{"error":"malformed JSON body' '' -- -H "$JSON" -d '{"text":' "$BASE/check"
check "check: no body" 400 '{"error":"expected a JSON body"}' '' -- -H "$JSON" -X POST "$BASE/check"
check "check: unknown kind" 400 '~{"error":"unknown kind' '' -- -H "$JSON" -d '{"text":"1","kind":"real"}' "$BASE/check"
check "check: unknown grouping" 400 '~{"error":"unknown grouping' '' -- \
    -H "$JSON" -d '{"text":"1","grouping":"loose"}' "$BASE/check"
check "check: unknown locale" 400 '~{"error":"unknown locale' '' -- \
    -H "$JSON" -d '{"text":"1","locale":"xx_YY"}' "$BASE/check"

check "demo: every field valid, German" 200 \
    '{"locale":"de_DE","values":{"consonants":"xyz","digits":"007","numeric":"-1500","positiveInteger":"42","vowels":"aeiou"}}' \
    'Content-Language: de-DE' -- -H "Accept-Language: $CHROME_DE" \
    --data-urlencode vowels=aeiou --data-urlencode consonants=xyz --data-urlencode digits=007 \
    --data-urlencode numeric=-1,5e3 --data-urlencode positiveInteger=42 "$BASE/demo"
check "demo: every failing field and only those" 422 \
    '{"errors":{"digits":{"offset":2,"reason":"unexpected-character"},"numeric":{"offset":2,"reason":"incomplete"},"positiveInteger":{"offset":0,"reason":"sign-not-allowed"},"vowels":{"offset":5,"reason":"character-not-allowed"}},"locale":"en_US"}' \
    'Content-Language: en-US' -- \
    --data-urlencode vowels=aeiouxa --data-urlencode consonants=rhythm --data-urlencode digits=12a \
    --data-urlencode numeric=1e --data-urlencode positiveInteger=- "$BASE/demo"

head -c 20000 /dev/zero | tr '\0' '1' >"$WORK/big"
check "413: a body over the limit, with Content-Length" 413 '~{"error":"the body is larger than' '' -- \
    -H "$JSON" --data-binary @"$WORK/big" "$BASE/check"
head -c 1000000 /dev/zero | tr '\0' '1' >"$WORK/huge"
check "413: a chunked body over the limit" 413 '~{"error":' '' -- \
    -H "$JSON" -H "Transfer-Encoding: chunked" --data-binary @"$WORK/huge" "$BASE/demo"
printf 'de-DE-abcdefgh;q=0.5,%.0s' $(seq 2000) >"$WORK/long-header"
check "a 42 KB Accept-Language header" 200 '~"locale":"de_DE"' '' -- \
    -H "$JSON" -H "Accept-Language: $(cat "$WORK/long-header")x" -d '{"text":"1"}' "$BASE/check"
# A 1 MiB header is past the HTTP parser's limit: the connection is closed, and the server goes on.
{ printf 'Accept-Language: '; head -c 1048576 /dev/zero | tr '\0' 'a' | sed 's/aaaaa/de-DE,/g'; echo; } >"$WORK/huge-header"
curl -sS --max-time 30 -o /dev/null -H @"$WORK/huge-header" -d '{"text":"1"}' "$BASE/check" 2>/dev/null || true
check "unknown route" 404 '{"error":"Not Found"}' '' -- "$BASE/nowhere"
check "echo" 200 '{"text":"1.234,5"}' '' -- -H "$JSON" -d '{"text":"1.234,5"}' "$BASE/echo"
check "still answering after all that" 200 '~"verdict":"complete"' '' -- -H "$JSON" -d '{"text":"12"}' "$BASE/check"

if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    FAILED=$((FAILED + 1)); echo "FAIL  the server exited"; cat "$WORK/server.log"
fi
stop_server
echo "server-smoke: $PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
