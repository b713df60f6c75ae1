#!/usr/bin/env bash
# Sourced by .ci/run and the CI scripts: `swiftpm ARGS...` runs `swift ARGS...` and, when SwiftPM's own process dies
# by a signal, runs it once more.
#
# Why: on Linux, swift-package now and then crashes in libdispatch (`_dispatch_event_loop_drain`, a bad pointer) —
# swiftlang/swift#87033, swiftlang/swift-package-manager#8171. It struck this project's CI once, 3 s into
# `swift package benchmark` (SIGSEGV, exit 139, rip in libdispatch.so), before any benchmark had run. That is the
# toolchain, not this package, and one more run is the honest answer to it.
#
# What is not retried: anything that ran our code and failed. A test or benchmark process that crashes is SwiftPM's
# child; SwiftPM reports it and exits 1 (checked: `swift test` on a test that dereferences a bad pointer exits 1),
# which is returned as it is. Only an exit status of 129–192 (128 + a signal number) says the `swift` process itself
# was killed, and only that is run again; a second crash is returned. Both runs' output goes where the caller sent it, first crash first.
swiftpm() {
    local status=0
    swift "$@" || status=$?
    if ((status > 128 && status <= 128 + 64)); then
        echo "swiftpm: 'swift $*' itself was killed by signal $((status - 128)) (SwiftPM crashed, not a test:" \
            "see scripts/swiftpm.sh); running it once more" >&2
        status=0
        swift "$@" || status=$?
        ((status > 128 && status <= 128 + 64)) &&
            echo "swiftpm: 'swift $*' was killed by signal $((status - 128)) again; giving up" >&2
    fi
    return "$status"
}
