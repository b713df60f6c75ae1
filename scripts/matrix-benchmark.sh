#!/usr/bin/env bash
# Times `numeric-input matrix` in one process over every available locale (805 on ICU 72), release build:
# × 10 texts in each output format, and × 10 values (written and read back). Each figure is the whole process —
# start-up, loading every locale's symbols from ICU once, compiling a validator per locale, the rows and writing
# them — run RUNS times (default 20); min, median and max wall clock in milliseconds.
#
#   scripts/matrix-benchmark.sh            # builds numeric-input in release first (a few minutes the first time)
#   RUNS=50 scripts/matrix-benchmark.sh
#
# A process is what a CI job runs, so that is what is timed here (package-benchmark measures in-process
# iterations, where every locale after the first iteration comes from the symbol cache).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product numeric-input >/dev/null
bin="$(swift build -c release --show-bin-path)/numeric-input"

python3 - "$bin" "${RUNS:-20}" <<'PY'
import platform, statistics, subprocess, sys, time

binary, runs = sys.argv[1], int(sys.argv[2])
texts = ["1,5", "-1.5", "1.234,5", "1e3", "١٫٥", "۱۲", "-", "x", "1\u202f234", "\u200e−5"]
values = ["-1234567.5", "0.25", "1e3", "-0.000123", "12345678901234567890", "7", "1234", "-42", "999999.999",
          "100000"]
cases = [
    ("805 locales × 10 texts, --output table", ["matrix", "--"] + texts),
    ("805 locales × 10 texts, --output csv", ["matrix", "--output", "csv", "--"] + texts),
    ("805 locales × 10 texts, --output json", ["matrix", "--output", "json", "--"] + texts),
    ("805 locales × 10 values, --grouping strict --output csv",
     ["matrix", "--grouping", "strict", "--output", "csv"] + [a for v in values for a in ("--value", v)]),
]

def cpu_model():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"

import os
print(f"numeric-input matrix, release build, {runs} runs each; {cpu_model()}, {os.cpu_count()} cores, "
      f"{platform.system()} {platform.machine()}")
print()
print("| run | rows | min ms | median ms | max ms |")
print("|---|---:|---:|---:|---:|")
for name, arguments in cases:
    first = subprocess.run([binary] + arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True)
    rows = first.stdout.count(b"\n") - (0 if "json" in arguments else 1)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1000)
    print(f"| {name} | {rows} | {min(times):.0f} | {statistics.median(times):.0f} | {max(times):.0f} |")
PY
