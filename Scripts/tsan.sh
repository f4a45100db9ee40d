#!/usr/bin/env bash
# Runs the concurrency tests under the thread sanitizer, in their own scratch path.
#
# Filtered to the suites that resolve from many tasks (ConcurrentResolutionTests) to keep CI
# fast; fails on any ThreadSanitizer report or test failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
swift test --sanitize=thread --scratch-path .build/tsan \
  --filter 'ConcurrentResolutionTests' 2>&1 | tee "$log" || status=$?
if grep -q "WARNING: ThreadSanitizer" "$log"; then
  echo "tsan: data race reported"
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "tsan: swift test failed (exit $status)"
  exit "$status"
fi
grep -qE "Test run with [0-9]+ tests? .*passed" "$log" || { echo "tsan: no test ran"; exit 1; }
echo "tsan: no race reported"
