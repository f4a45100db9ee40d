#!/usr/bin/env bash
# `appdimens resolve --batch`: the cost of lines that name a device against lines that give a
# size, on one release build, in CPU instructions per line (valgrind's callgrind counts them
# exactly, so the ratio does not depend on the load of the machine) and in wall time.
#
#   Scripts/bench-batch.sh [lines]      # default 20,000 lines per input (valgrind is slow)
#
# Inputs (the same expression, `16.sdp`, on every line):
#   size    {"expr": "16.sdp", "width": W, "height": 844}       W varies per line
#   names   {"expr": "16.sdp", "device": NAME}                  8 marketing names in turn, so
#                                                               every line is an index lookup
#   same    {"expr": "16.sdp", "device": "iPhone 15 Pro Max"}   one name on every line
#   flag    {"expr": "16.sdp"} with --device "iPhone 15 Pro Max" on the command line
# speed = instructions per size line ÷ instructions per line of the input (1 = as fast as size
# lines); the goal is at least 0.5 for every device input (exit status 1 otherwise). Wall-time
# lines per second (best of 3) are printed beside it, for orientation only. Installs valgrind
# with apt-get if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
lines="${1:-20000}"
if ! command -v valgrind >/dev/null; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq valgrind >/dev/null
fi
scratch=.build/release-batch
swift build -c release --product appdimens --scratch-path "$scratch" >/dev/null
binary="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/appdimens"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$binary" "$lines" "$work" <<'PY'
import json, re, subprocess, sys, time
binary, n, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
names = ["iPhone 15 Pro Max", "iPhone 14 Plus", "iPhone 11", "iPad (10th generation)",
         "Apple Watch Series 10 (46 mm)", "Apple TV HD", "iPhone SE (3rd generation)",
         "iPad Pro 13-inch (M4)"]
inputs = {
    "size": ([], lambda i: {"expr": "16.sdp", "width": 320 + i % 500, "height": 844}),
    "names": ([], lambda i: {"expr": "16.sdp", "device": names[i % len(names)]}),
    "same": ([], lambda i: {"expr": "16.sdp", "device": "iPhone 15 Pro Max"}),
    "flag": (["--device", "iPhone 15 Pro Max"], lambda i: {"expr": "16.sdp"}),
}


def instructions(flags, path):
    """Instructions of one run (callgrind's exact count)."""
    with open(path, "rb") as f:
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary, "resolve",
             "--batch"] + flags, stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    found = re.search(rb"Collected : (\d+)", run.stderr)
    if not found:
        sys.exit(f"bench-batch: no instruction count: {run.stderr[-300:]!r}")
    return int(found.group(1))


per_line, rates = {}, {}
for label, (flags, line) in inputs.items():
    path = f"{work}/{label}.jsonl"
    with open(path, "w") as f:
        for i in range(n):
            f.write(json.dumps(line(i)) + "\n")
    open(f"{work}/empty", "w").close()
    # Per line: the run minus a run with no input (start-up, the --device look-up).
    per_line[label] = (instructions(flags, path) - instructions(flags, f"{work}/empty")) / n
    best = float("inf")
    for _ in range(3):
        with open(path, "rb") as f:
            start = time.perf_counter()
            done = subprocess.run([binary, "resolve", "--batch"] + flags, stdin=f,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            best = min(best, time.perf_counter() - start)
        if done.returncode != 0 or done.stdout.count(b"\n") != n:
            sys.exit(f"bench-batch: {label}: exit {done.returncode}, {done.stderr[:200]!r}")
    rates[label] = n / best
failed = False
for label in inputs:
    speed = per_line["size"] / per_line[label]
    missed = label != "size" and speed < 0.5
    failed |= missed
    goal = "" if label == "size" else ("  goal ≥ 0.5: " + ("MISSED" if missed else "ok"))
    print(f"bench-batch: {label:<5} {per_line[label]:8.0f} instructions/line  speed "
          f"{speed:4.2f}× size lines  ({rates[label] / 1e3:4.0f} k lines/s wall){goal}")
sys.exit(1 if failed else 0)
PY
