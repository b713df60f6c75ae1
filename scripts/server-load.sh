#!/usr/bin/env bash
# Load test of Examples/FormServer on loopback with wrk: POST /check (locale negotiation and validation) and
# POST /echo (the same request decoded and echoed, nothing validated), each for a bounded time, in alternating
# rounds against one release build. Prints requests per second and latency percentiles per round, and the ratio
# of the medians, and whether their difference is within the spread the rounds measured.
#
#   scripts/server-load.sh        # 3 rounds of 10 s per route, 1 wrk thread, 16 connections: about 75 s
#   ROUNDS=5 DURATION=20 CONNECTIONS=64 THREADS=2 scripts/server-load.sh
#
# Traffic goes to 127.0.0.1 only, to a server this script starts and stops.
set -euo pipefail
cd "$(dirname "$0")/.."
PACKAGE=Examples/FormServer
DURATION=${DURATION:-10}
WARMUP=${WARMUP:-3}
THREADS=${THREADS:-1}
CONNECTIONS=${CONNECTIONS:-16}
ROUNDS=${ROUNDS:-3}

for tool in wrk curl; do
    if ! command -v "$tool" >/dev/null; then
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq && apt-get install -y -qq "$tool"
    fi
done

LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
echo "== building FormServer (release)"
swift build --package-path "$PACKAGE" -c release --product FormServer
BIN="$(swift build --package-path "$PACKAGE" -c release --show-bin-path)/FormServer"

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

# Production: Vapor logs at notice, so no line per request.
"$BIN" serve --env production --hostname 127.0.0.1 --port 0 >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
PORT=
for _ in $(seq 300); do
    PORT=$(sed -n 's|.*Server started on http://127\.0\.0\.1:\([0-9][0-9]*\).*|\1|p' "$WORK/server.log" | head -n1)
    [ -n "$PORT" ] && break
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1
done
[ -n "$PORT" ] || { echo "FormServer did not start:"; cat "$WORK/server.log"; exit 1; }
BASE="http://127.0.0.1:$PORT"

# What a German browser sends: grouping typed, the locale left to Accept-Language.
BODY='{"text":"1.234.567,89","grouping":"strict"}'
LANGUAGE='de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7'
cat >"$WORK/post.lua" <<LUA
wrk.method = "POST"
wrk.body = '$BODY'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept-Language"] = "$LANGUAGE"
LUA

# Each route must answer as expected before it is measured.
expect() {
    local got
    got=$(curl -sS --max-time 10 -H 'Content-Type: application/json' -H "Accept-Language: $LANGUAGE" -d "$BODY" "$BASE/$1")
    [ "$got" = "$2" ] || { echo "unexpected answer from /$1: $got"; exit 1; }
}
expect check '{"locale":"de_DE","text":"1.234.567,89","value":"1234567.89","verdict":"complete"}'
expect echo '{"text":"1.234.567,89"}'

run_wrk() {   # route seconds output
    timeout $(($2 + 30)) wrk -t"$THREADS" -c"$CONNECTIONS" -d"${2}s" --timeout 5s --latency -s "$WORK/post.lua" "$BASE/$1" >"$3"
}
field() {   # file pattern: the value after a label in wrk's output
    awk -v label="$2" '$1 == label { print $2; exit }' "$1"
}

echo "== wrk -t$THREADS -c$CONNECTIONS on $BASE: ${WARMUP} s warm-up, then $ROUNDS rounds of ${DURATION} s per route"
for route in check echo; do run_wrk "$route" "$WARMUP" /dev/null; done
# Rounds alternate the order (check, echo; echo, check; …) so that drift in the machine's load falls on both.
for round in $(seq "$ROUNDS"); do
    if [ $((round % 2)) = 1 ]; then order="check echo"; else order="echo check"; fi
    for route in $order; do
        file="$WORK/$route.$round.txt"
        run_wrk "$route" "$DURATION" "$file"
        if grep -q "Non-2xx" "$file"; then echo "/$route answered errors:"; cat "$file"; exit 1; fi
        grep -q "Socket errors" "$file" && { echo "/$route had socket errors:"; grep "Socket errors" "$file"; }
    done
done

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
printf '\n%-8s %6s %12s %10s %10s %10s %10s\n' route round "requests/s" p50 p75 p90 p99
for route in check echo; do
    for round in $(seq "$ROUNDS"); do
        file="$WORK/$route.$round.txt"
        printf '%-8s %6s %12s %10s %10s %10s %10s\n' "/$route" "$round" "$(field "$file" Requests/sec:)" \
            "$(field "$file" 50%)" "$(field "$file" 75%)" "$(field "$file" 90%)" "$(field "$file" 99%)"
    done
done
check_rps=$(for r in $(seq "$ROUNDS"); do field "$WORK/check.$r.txt" Requests/sec:; done | median)
echo_rps=$(for r in $(seq "$ROUNDS"); do field "$WORK/echo.$r.txt" Requests/sec:; done | median)
# The noise is measured, not assumed: each route's spread is the range of its per-request times over the rounds;
# the difference of the medians is within the noise only when it is no larger than the wider of the two spreads.
check_all=$(for r in $(seq "$ROUNDS"); do field "$WORK/check.$r.txt" Requests/sec:; done | tr '\n' ' ')
echo_all=$(for r in $(seq "$ROUNDS"); do field "$WORK/echo.$r.txt" Requests/sec:; done | tr '\n' ' ')
awk -v c="$check_rps" -v e="$echo_rps" -v ca="$check_all" -v ea="$echo_all" -v rounds="$ROUNDS" '
function spread(list,    n, i, v, lo, hi, t) {
    n = split(list, v, " "); lo = -1; hi = -1
    for (i = 1; i <= n; i++) { t = 1e6 / v[i]; if (lo < 0 || t < lo) lo = t; if (hi < 0 || t > hi) hi = t }
    return hi - lo
}
BEGIN {
    printf "\nmedian requests/s: /check %.0f, /echo %.0f; ratio /check : /echo = %.3f\n", c, e, c / e
    diff = 1e6 / c - 1e6 / e
    sc = spread(ca); se = spread(ea); noise = (sc > se) ? sc : se
    printf "per request: /check %.1f µs, /echo %.1f µs, difference %.1f µs\n", 1e6 / c, 1e6 / e, diff
    printf "spread between rounds (slowest - fastest per-request time): /check %.1f µs, /echo %.1f µs\n", sc, se
    if (rounds < 2) print "one round per route: no spread measured, so nothing can be said about the noise"
    else if ((diff < 0 ? -diff : diff) <= noise) printf "the difference is within the noise: |%.1f| µs <= %.1f µs\n", diff, noise
    else printf "the difference is outside the noise: |%.1f| µs > %.1f µs, the wider spread\n", diff, noise
}'
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); load average before the build: $LOAD_BEFORE, after the runs: $(cut -d' ' -f1-3 /proc/loadavg)"
