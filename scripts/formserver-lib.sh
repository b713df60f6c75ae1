# Sourced by scripts/server-smoke.sh and scripts/browser-test.sh: build Examples/FormServer, start it on 127.0.0.1
# at a port the kernel picks, stop it. Both use the package's own .build folder, so in CI Vapor is built once.
#
#   source scripts/formserver-lib.sh
#   formserver_build            # swift build of the FormServer product ($CONFIGURATION, debug by default)
#   formserver_start LOGFILE    # sets SERVER_PID and BASE (http://127.0.0.1:PORT); exits 1 if it does not start
#   formserver_stop             # TERM, then KILL after 5 s; safe to call twice (put it in an EXIT trap)

FORMSERVER_PACKAGE=Examples/FormServer
CONFIGURATION=${CONFIGURATION:-debug}
SERVER_PID=
BASE=

source "$(dirname "${BASH_SOURCE[0]}")/swiftpm.sh"

formserver_build() {
    echo "== building FormServer ($CONFIGURATION)"
    swiftpm build --package-path "$FORMSERVER_PACKAGE" -c "$CONFIGURATION" --product FormServer
    FORMSERVER_BIN="$(swift build --package-path "$FORMSERVER_PACKAGE" -c "$CONFIGURATION" --show-bin-path)/FormServer"
}

formserver_start() {
    local log=$1 port=
    # Port 0: the kernel gives a free port, and Vapor logs the one it bound. Loopback only.
    "$FORMSERVER_BIN" serve --hostname 127.0.0.1 --port 0 >"$log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 300); do
        port=$(sed -n 's|.*Server started on http://127\.0\.0\.1:\([0-9][0-9]*\).*|\1|p' "$log" | head -n1)
        [ -n "$port" ] && break
        kill -0 "$SERVER_PID" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$port" ]; then
        echo "FormServer did not start within 30 s:"; cat "$log"; exit 1
    fi
    BASE="http://127.0.0.1:$port"
    echo "== FormServer (pid $SERVER_PID) on $BASE"
}

formserver_stop() {
    if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill -TERM "$SERVER_PID"
        for _ in $(seq 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
        kill -0 "$SERVER_PID" 2>/dev/null && kill -KILL "$SERVER_PID"
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    SERVER_PID=
}
