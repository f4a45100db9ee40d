#!/usr/bin/env bash
# Counts what a user meets without asking for it (the numbers in CHANGELOG.md):
#   - the members a number literal autocompletes (`16.`), over every module the umbrella
#     `import AppDimensDynamic` re-exports, plus their Apple-only twins (`10.sdp(in: view)`);
#   - the module-level names (global constants and functions) that import adds.
# Reads the symbol graphs of `swift package dump-symbol-graph` (the same dump as
# Scripts/docs.sh, same scratch path, so running one after the other rebuilds nothing).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

out=.build/docs
log="$out/dump-symbol-graph.log"
mkdir -p "$out"
swift package --scratch-path "$out" dump-symbol-graph --skip-synthesized-members \
  --emit-extension-block-symbols >"$log" 2>&1 || true
dumped=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
[ -d "$dumped" ] || { cat "$log" >&2; echo "error: no symbol graph directory" >&2; exit 1; }

# Every library module the umbrella re-exports (its dependencies in Package.swift).
modules=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
umbrella = next(t for t in package["targets"] if t["name"] == "AppDimensDynamic")
names = [next(iter(d.values()))[0] for d in umbrella["dependencies"]]
print(" ".join(["AppDimensDynamic"] + names))')
python3 Scripts/api-surface.py "$dumped" $modules
