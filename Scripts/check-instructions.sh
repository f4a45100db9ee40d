#!/usr/bin/env bash
# Instruction gate (Documentation/Performance.md): every hot path keeps its instruction goal.
#
# Builds appdimens-bench in release (the benchmark's scratch path, shared with
# Scripts/check-footprint.sh and Scripts/check-allocations.sh) and runs
# `appdimens-bench --instructions-only --check`: callgrind counts the instructions per
# operation of every case with an instruction goal — the principal shorthands and every curve
# at their bare formula's count, chains written inline at most the same chain built in
# advance, chains and tables built in advance, the device lookup, Dynamic Type and design
# points — and the script fails on any missed goal. Counts are deterministic for a build; no
# time is measured (the time ratios stay the benchmark's report). About 2 minutes.
#
#   Scripts/check-instructions.sh            # every case with an instruction goal
#   Scripts/check-instructions.sh prebuilt   # only cases whose name contains the word
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind not found; installing it with apt-get"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq valgrind >/dev/null
fi

scratch=.build/release-bench
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"
# Policy: the benchmark's own objects are compiled again, always. An incremental build
# recompiles a library whose `@inlinable` body changed but not the benchmark, which would keep
# the old inlined code and count it (Documentation/Performance.md, Reproduce).
rm -f "$bin/AppDimensBenchmarks.build"/*.o
swift build -c release --scratch-path "$scratch" --product appdimens-bench

filter=()
[ "$#" -gt 0 ] && filter=(--filter "$1")
"$bin/appdimens-bench" --instructions-only --check "${filter[@]}"
