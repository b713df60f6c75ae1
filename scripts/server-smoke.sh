#!/usr/bin/env bash
# Smoke test of Examples/FormServer over real HTTP: builds it, starts it on 127.0.0.1 at a port the kernel picks,
# sends requests with curl (the JSON routes, the order form, and bodies and headers that must be refused), checks
# status, body and headers, and stops it. Exit status 1 when any check fails.
#
#   scripts/server-smoke.sh            # debug build (the one `swift test` made)
#   CONFIGURATION=release scripts/server-smoke.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v curl >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq curl
fi

source scripts/formserver-lib.sh
formserver_build

WORK=$(mktemp -d)
trap 'formserver_stop; rm -rf "$WORK"' EXIT
formserver_start "$WORK/server.log"

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
# Accept-Language over 4 KiB is refused with 431 (the negotiator would read it in one pass, but no browser sends
# one); at 4 KiB it is read.
printf 'de-DE-abcdefgh;q=0.5,%.0s' $(seq 2000) >"$WORK/long-header"
check "431: a 42 KB Accept-Language header" 431 \
    '{"error":"the Accept-Language header is longer than 4096 bytes"}' '' -- \
    -H "$JSON" -H "Accept-Language: $(cat "$WORK/long-header")x" -d '{"text":"1"}' "$BASE/check"
printf 'de,%.0s' $(seq 10000) >"$WORK/tags-header"
check "431: an Accept-Language header of 10,000 tags, order form" 431 '~{"error":"the Accept-Language header' '' -- \
    -H "Accept-Language: $(cat "$WORK/tags-header")de" "$BASE/"
check "a 4 KiB Accept-Language header is read" 200 '~"locale":"de_DE"' '' -- \
    -H "$JSON" -H "Accept-Language: $(head -c 4096 "$WORK/long-header")" -d '{"text":"1"}' "$BASE/check"
# A 1 MiB header is past the HTTP parser's limit: the connection is closed, and the server goes on.
{ printf 'Accept-Language: '; head -c 1048576 /dev/zero | tr '\0' 'a' | sed 's/aaaaa/de-DE,/g'; echo; } >"$WORK/huge-header"
curl -sS --max-time 30 -o /dev/null -H @"$WORK/huge-header" -d '{"text":"1"}' "$BASE/check" 2>/dev/null || true
# The order form (GET and POST /), and bodies that are not a form of its fields.
check "order form: German browser" 200 '~<html lang="de-DE" dir="ltr">' 'Content-Language: de-DE' -- \
    -H "Accept-Language: $CHROME_DE" "$BASE/"
check "order form: Persian is right to left" 200 '~<html lang="fa-IR" dir="rtl">' 'Content-Language: fa-IR' -- \
    -H "Accept-Language: fa-IR,fa;q=0.9" "$BASE/"
check "order form: accepted, written the German way" 200 '~<dd id="summary-quantity" data-field="quantity">10.000</dd>' \
    'Cache-Control: no-store' -- -H "Accept-Language: $CHROME_DE" \
    --data-urlencode price=1234,5 --data-urlencode quantity=10000 --data-urlencode discount=5 "$BASE/"
check "order form: refused, the text kept" 422 '~value="1.234,56"' '' -- -H "Accept-Language: en-US" \
    --data-urlencode price=1.234,56 --data-urlencode quantity=1 "$BASE/"
printf 'price=1\xc0\xaf\xff&quantity=2' >"$WORK/not-utf8"
check "order form: invalid UTF-8" 400 '{"error":"the field \"price\" is not UTF-8"}' '' -- \
    -H "Content-Type: application/x-www-form-urlencoded" --data-binary @"$WORK/not-utf8" "$BASE/"
check "order form: invalid UTF-8, percent-escaped" 400 '{"error":"the field \"quantity\" is not UTF-8"}' '' -- \
    -d 'price=1&quantity=%ff' "$BASE/"
printf 'quantity=1&%.0s' $(seq 1000) >"$WORK/repeated"
check "order form: a field repeated 1,000 times" 400 '{"error":"the field \"quantity\" is sent more than once"}' '' -- \
    --data-binary @"$WORK/repeated" "$BASE/"
head -c 10485760 /dev/zero | tr '\0' '1' >"$WORK/ten-megabytes"
check "order form: a 10 MB body" 413 '~{"error":' '' -- -H "Expect:" \
    -H "Content-Type: application/x-www-form-urlencoded" --data-binary @"$WORK/ten-megabytes" "$BASE/"
check "order form: a 10 MB body, chunked" 413 '~{"error":' '' -- -H "Expect:" -H "Transfer-Encoding: chunked" \
    -H "Content-Type: application/x-www-form-urlencoded" --data-binary @"$WORK/ten-megabytes" "$BASE/"
check "order form: another media type" 415 '~{"error":"expected application/x-www-form-urlencoded' '' -- \
    -H "$JSON" -d '{"price":"1"}' "$BASE/"
check "order form: still serving" 200 '~<form id="order"' '' -- "$BASE/"
check "unknown route" 404 '{"error":"Not Found"}' '' -- "$BASE/nowhere"
check "echo" 200 '{"text":"1.234,5"}' '' -- -H "$JSON" -d '{"text":"1.234,5"}' "$BASE/echo"
check "still answering after all that" 200 '~"verdict":"complete"' '' -- -H "$JSON" -d '{"text":"12"}' "$BASE/check"

if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    FAILED=$((FAILED + 1)); echo "FAIL  the server exited"; cat "$WORK/server.log"
fi
formserver_stop
echo "server-smoke: $PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
