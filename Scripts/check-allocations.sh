#!/usr/bin/env bash
# Allocation gate (Documentation/Performance.md): no resolve path may allocate per call beyond
# its budget.
#
# Builds appdimens-bench in release (own scratch path, so it never fights a debug build), then
# for every case with an allocation budget runs `appdimens-bench --hot-loop CASE N` and
# `--hot-loop CASE 10N` under valgrind memcheck and compares the "total heap usage: X allocs"
# lines. Setup, start-up and exit allocate the same in both runs, so any difference is
# allocation that grows with N: the script fails if A(10N) − A(N) > budget × 9N. The budget is
# 0 for every resolve path, builder chains written inline included, and 1 for a table literal
# written inline (a breakpoint table's or design points' one array of entries);
# `appdimens-bench --list` prints it.
#
#   Scripts/check-allocations.sh            # every case
#   Scripts/check-allocations.sh sdp chain  # only cases whose name contains one of the words
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind not found; installing it with apt-get"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq valgrind >/dev/null
fi

scratch=.build/release-bench
swift build -c release --scratch-path "$scratch" --product appdimens-bench
bench="$scratch/release/appdimens-bench"

# valgrind's "total heap usage: 1,596 allocs, ..." line, as a plain integer.
# Usage: allocations CASE N [--baseline]
allocations() {
  valgrind --tool=memcheck "$bench" --hot-loop "$@" 2>&1 >/dev/null \
    | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ',' | tail -n 1
}

# Canary: the bulk case's baseline (`map`) allocates one array per 1M-value pass, so its count
# must grow from N = 2M to 10N = 20M. If it does not, the measurement is broken and a zero
# growth below would prove nothing.
canary_small=$(allocations bulk.resolve-1M 2000000 --baseline)
canary_large=$(allocations bulk.resolve-1M 20000000 --baseline)
if [ -z "$canary_small" ] || [ -z "$canary_large" ] || [ "$canary_large" -le "$canary_small" ]; then
  echo "error: canary failed: map baseline showed ${canary_small:-?} → ${canary_large:-?} allocs" >&2
  exit 1
fi
echo "canary: map baseline allocates per pass ($canary_small → $canary_large allocs), as expected"

failures=0
checked=0
printf '%-32s %10s %12s %12s %10s %7s\n' case N "allocs(N)" "allocs(10N)" growth budget
while read -r name n budget; do
  if ! [[ "$n" =~ ^[0-9]+$ ]]; then
    echo "error: appdimens-bench --list printed '$name $n $budget': a case name holds a space" >&2
    exit 1
  fi
  [ "$budget" = "-" ] && continue
  if [ "$#" -gt 0 ]; then
    wanted=false
    for word in "$@"; do [[ "$name" == *"$word"* ]] && wanted=true; done
    $wanted || continue
  fi
  small=$(allocations "$name" "$n")
  large=$(allocations "$name" "$((10 * n))")
  if [ -z "$small" ] || [ -z "$large" ]; then
    echo "error: no valgrind heap summary for $name" >&2
    failures=$((failures + 1))
    continue
  fi
  growth=$((large - small))
  allowed=$((budget * 9 * n))
  status=ok
  if [ "$growth" -gt "$allowed" ]; then status=ALLOCATES; failures=$((failures + 1)); fi
  printf '%-32s %10s %12s %12s %10s %7s %s\n' "$name" "$n" "$small" "$large" "$growth" \
    "$budget/op" "$status"
  checked=$((checked + 1))
done < <("$bench" --list)

if [ "$checked" -eq 0 ] && [ "$failures" -eq 0 ]; then
  echo "error: no case checked" >&2
  exit 1
fi
if [ "$failures" -gt 0 ]; then
  echo "check-allocations: $failures case(s) allocate more per call than their budget" >&2
  exit 1
fi
echo "check-allocations: $checked resolve paths, none allocates more per call than its budget"
