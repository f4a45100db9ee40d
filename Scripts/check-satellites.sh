#!/usr/bin/env bash
# Satellite gate: `import AppDimensPower` (etc.) ALONE must compile that curve's seed example.
#
# Each satellite product only re-exports AppDimensStrategies, so there is no test target per
# satellite (Package.swift stays as designed). Instead this script type-checks, in Swift 6 mode,
# one small file per satellite whose only import is that satellite, against the modules of a
# debug build (run after `swift build`). Imports are file-scoped, so one swiftc call checks all.
# A negative control proves the check is not vacuous: `import AppDimens` alone must NOT see
# `powerDp`. And `import AppDimensDynamic` alone must not see the design audit, which is a
# product of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
[ -e "$modules/AppDimensPower.swiftmodule" ] || {
  echo "error: $modules has no AppDimensPower.swiftmodule; run 'swift build' first" >&2
  exit 1
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# satellite name → the seed's example expression for its curve (c is a DimensConfiguration).
declare -A example=(
  [AppDimensDensity]='16.densityDp(c)'
  [AppDimensDiagonal]='24.diagonalDp(c)'
  [AppDimensFill]='320.fillDp(c)'
  [AppDimensFit]='320.fitDp(c)'
  [AppDimensFluid]='16.fluidDp(c, options: .init(qualifier: .width, fluidViewport: 320...1200, fluidScale: 0.85...1.4))'
  [AppDimensInterpolated]='16.interpolatedDp(c, options: .init(interpolation: 0.25))'
  [AppDimensLogarithmic]='24.logarithmicDp(c)'
  [AppDimensPercent]='100.percentDp(c, percent: 50, qualifier: .width)'
  [AppDimensPerimeter]='24.perimeterDp(c)'
  [AppDimensPower]='16.powerDp(c) + 24.powerDp(c, options: .init(power: 0.75))'
)

for satellite in "${!example[@]}"; do
  cat >"$work/$satellite.swift" <<SWIFT
import $satellite

func check$satellite() -> [Double] {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  return [${example[$satellite]}, 16.dynamic(.diagonal, c), 10.sdp(c)]
}
SWIFT
done

swiftc -swift-version 6 -parse-as-library -typecheck -I "$modules" "$work"/*.swift
echo "satellites: ${#example[@]} products compile their curve with a single import"

# Negative control: the principal module alone has no strategy API.
cat >"$work/negative.swift" <<'SWIFT'
import AppDimens

func negative(_ c: DimensConfiguration) -> Double { 16.powerDp(c) }
SWIFT
if swiftc -swift-version 6 -parse-as-library -typecheck -I "$modules" "$work/negative.swift" \
  2>/dev/null; then
  echo "error: 'import AppDimens' alone compiled powerDp; the satellite check is vacuous" >&2
  exit 1
fi
echo "satellites: negative control ok (import AppDimens alone does not see powerDp)"

# The umbrella is what an app runs: `import AppDimensDynamic` alone does not see the audit.
cat >"$work/umbrella.swift" <<'SWIFT'
import AppDimensDynamic

func umbrella() -> Any.Type { DesignAudit.self }
SWIFT
if swiftc -swift-version 6 -parse-as-library -typecheck -I "$modules" "$work/umbrella.swift" \
  2>/dev/null; then
  echo "error: 'import AppDimensDynamic' alone compiled DesignAudit; the audit must stay a product of its own" >&2
  exit 1
fi
echo "satellites: import AppDimensDynamic alone does not see the audit (a product of its own)"

# Also a file's one import: what `appdimens generate` writes compiles with
# `import AppDimensDynamicType` alone, warning-free in Swift 6 with complete strict concurrency,
# for each scaling, from a real published token file (Style Dictionary's example), the
# Figma-shaped example and the design-point and CSS clamp()/vw examples; and the umbrella
# alone does not see the token reader.
fixtures=Tests/Fixtures/DesignTokens/StyleDictionaryBasic
declare -A tags=([fixed]=Fixed [appdimens]=AppDimens [frame:390x844]=Frame)
for scaling in "${!tags[@]}"; do
  tag="${tags[$scaling]}"
  "$bin/appdimens" generate "$fixtures/dimensions.json" "$fixtures/text.json" \
    --out "$work/sd_$tag.swift" --name "StyleDictionary$tag" --scaling "$scaling" --quiet
  "$bin/appdimens" generate Examples/DesignTokens/figma-variables.json \
    --out "$work/figma_$tag.swift" --name "Figma$tag" --scaling "$scaling" --quiet
  "$bin/appdimens" generate Examples/DesignTokens/fluid.json Examples/DesignTokens/design-frames.json \
    --out "$work/fluid_$tag.swift" --name "Fluid$tag" --scaling "$scaling" --quiet
done
cat >"$work/use_generated.swift" <<'SWIFT'
import AppDimensDynamicType

func useGenerated(_ c: DimensConfiguration) -> [Double] {
  StyleDictionaryFixed.all.values.map { $0.resolve(c) } + [FigmaAppDimens.Size.controlHeight.resolve(c)]
    + FluidFixed.all.values.map { $0.resolve(c) }
}
SWIFT
swiftc -swift-version 6 -parse-as-library -typecheck -warnings-as-errors \
  -strict-concurrency=complete -I "$modules" "$work"/sd_*.swift "$work"/figma_*.swift "$work"/fluid_*.swift \
  "$work/use_generated.swift"
echo "satellites: generated token files (3 scalings × 3 inputs) compile with import AppDimensDynamicType alone"

cat >"$work/umbrella_tokens.swift" <<'SWIFT'
import AppDimensDynamic

func umbrellaTokens() -> Any.Type { DesignSystem.self }
SWIFT
if swiftc -swift-version 6 -parse-as-library -typecheck -I "$modules" \
  "$work/umbrella_tokens.swift" 2>/dev/null; then
  echo "error: 'import AppDimensDynamic' alone compiled DesignSystem; the token reader must stay a product of its own" >&2
  exit 1
fi
echo "satellites: import AppDimensDynamic alone does not see the token reader"
