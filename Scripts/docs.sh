#!/usr/bin/env bash
# Documentation gate: builds every DocC catalog with `docc` directly (no Swift-DocC plugin, no
# network), fails on any docc warning (broken links, unknown symbols, bad markup) and on any
# public symbol without an abstract, then merges everything into one archive:
#
#   .build/docs/AppDimens.doccarchive          every module, one site (docc merge)
#   .build/docs/modules/<Module>.doccarchive   one archive per module (docc convert)
#
# Preview: `docc preview Sources/AppDimens/AppDimens.docc --additional-symbol-graph-dir
# .build/docs/symbol-graphs/AppDimens`, or serve the merged archive with any static server.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

out=.build/docs
graphs="$out/symbol-graphs"
archives="$out/modules"

# Every public library module, each after the modules its catalog links to: a module's archive
# is a link dependency of every later one (`--dependency`), so a page may link to a module
# above it (``/AppDimensStrategies/StrategyOptions``), never below.
modules=(
  AppDimens AppDimensStrategies AppDimensAuto AppDimensResize AppDimensUnits AppDimensMetal
  AppDimensBreakpoints AppDimensAdaptizer AppDimensDynamicType AppDimensDevices AppDimensTokens
  AppDimensAudit AppDimensDensity AppDimensDiagonal AppDimensFill AppDimensFit AppDimensFluid
  AppDimensInterpolated AppDimensLogarithmic AppDimensPercent AppDimensPerimeter AppDimensPower
  AppDimensDynamic
)

step() { printf '\n== %s\n' "$*"; }

step "library products have a catalog each"
products=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
print(" ".join(sorted(p["name"] for p in package["products"] if "library" in p["type"])))')
listed=$(printf '%s\n' "${modules[@]}" | sort | tr '\n' ' ' | sed 's/ $//')
if [ "$products" != "$listed" ]; then
  echo "error: Scripts/docs.sh lists: $listed" >&2
  echo "error: Package.swift has:     $products" >&2
  exit 1
fi
declare -A catalog
for module in "${modules[@]}"; do
  found=$(find Sources -type d -name "$module.docc" | head -n 1)
  [ -n "$found" ] || { echo "error: no catalog Sources/**/$module.docc" >&2; exit 1; }
  [ -f "$found/$module.md" ] || { echo "error: no landing page $found/$module.md" >&2; exit 1; }
  catalog[$module]=$found
done
echo "${#modules[@]} modules"

step "symbol graphs"
# --skip-synthesized-members: leaves out members a type only inherits (protocol extension
# defaults such as `Int.sdp(_:)` repeated for 14 number types, `!=`, `hashValue`), which are
# documented once on their protocol. --emit-extension-block-symbols: without it docc drops
# every member we add to another module's type (`DimensValue.powerDp`, `Int: DimensValue`).
# SwiftPM also tries the synthesized test-runner modules (AppDimensPackageTests,
# AppDimensPackageDiscoveredTests), which have no symbols to load, and then exits 1: those two
# errors are expected; any other error fails the script.
log="$out/dump-symbol-graph.log"
mkdir -p "$out"
rm -rf "$out"/*/symbolgraph  # never document a module from a stale graph
swift package --scratch-path "$out" dump-symbol-graph --skip-synthesized-members \
  --emit-extension-block-symbols >"$log" 2>&1 || true
if grep '^error:' "$log" | grep -v -E "for '[A-Za-z]+Package(Discovered)?Tests'"; then
  echo "error: swift package dump-symbol-graph failed (log: $log)" >&2
  exit 1
fi
dumped=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
[ -d "$dumped" ] || { cat "$log" >&2; echo "error: no symbol graph directory" >&2; exit 1; }
rm -rf "$graphs" "$archives"
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  cp "$dumped/$module.symbols.json" "$graphs/$module/"
  for extension in "$dumped/$module"@*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$graphs/$module/"
  done
done

step "docc convert (warnings are errors)"
mkdir -p "$archives"
dependencies=()
for module in "${modules[@]}"; do
  echo "  $module"
  docc convert "${catalog[$module]}" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --output-path "$archives/$module.doccarchive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --warnings-as-errors \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    --experimental-documentation-coverage --coverage-summary-level none \
    >"$out/$module.log" 2>&1 || { cat "$out/$module.log" >&2; exit 1; }
  dependencies+=(--dependency "$archives/$module.doccarchive")
done

step "coverage: every public symbol has an abstract"
python3 Scripts/docs_coverage.py "$graphs" "$archives" "$PWD" "${modules[@]}"

step "docc merge"
merged="$out/AppDimens.doccarchive"
rm -rf "$merged"
inputs=()
for module in "${modules[@]}"; do inputs+=("$archives/$module.doccarchive"); done
docc merge "${inputs[@]}" \
  --synthesized-landing-page-name AppDimens --synthesized-landing-page-kind Package \
  --output-path "$merged" >"$out/merge.log" 2>&1 || { cat "$out/merge.log" >&2; exit 1; }

step "links between modules"
catalogs=()
for module in "${modules[@]}"; do catalogs+=("${catalog[$module]}"); done
python3 Scripts/docs_coverage.py --links "$merged" "${catalogs[@]}"
echo "docs: $merged"
