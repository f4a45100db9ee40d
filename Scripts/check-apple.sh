#!/usr/bin/env bash
# Apple-only code on Linux: builds the stub SDK modules of Tools/AppleSDKStubs,
# compiles every package module with them importable, so each file in Sources/*/Apple (fenced
# with #if canImport(SwiftUI/UIKit/...)) is type-checked inside its real module, in Swift 6 mode,
# then type-checks the probes and Examples/ against the result.
#
# Passing proves agreement with the stubs, not with Apple's SDK: the stubs copy Apple's
# documented signatures and must stay minimal and exact. Needs only the Swift toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
shopt -s nullglob

stubs=Tools/AppleSDKStubs
out=.build/apple-stubs
modules="$PWD/$out/modules"
scratch=.build/apple-check
# Stub modules in dependency order (each may import the ones before it). To stub another
# framework, add a folder Tools/AppleSDKStubs/<Framework>/ and its name here.
stub_modules=(CoreGraphics QuartzCore Metal Combine UIKit SwiftUI)
# The package target whose dependency closure contains every library module.
umbrella=AppDimensDynamic
swift_flags=(-swift-version 6 -parse-as-library)

step() { printf '\n== %s\n' "$*"; }

step "stub modules: ${stub_modules[*]}"
rm -rf "$out"
mkdir -p "$modules"
for module in "${stub_modules[@]}"; do
  sources=("$stubs/$module"/*.swift)
  if [ ${#sources[@]} -eq 0 ]; then echo "error: no sources in $stubs/$module" >&2; exit 1; fi
  # Library evolution makes the stub enums non-frozen like Apple's, so a switch without
  # `@unknown default` fails here as it does with the SDK.
  swiftc -emit-module "${swift_flags[@]}" -enable-library-evolution -suppress-warnings \
    -module-name "$module" -emit-module-path "$modules/$module.swiftmodule" -I "$modules" \
    "${sources[@]}"
done

# Guard: if a stub were not importable, every fenced file would be skipped and pass vacuously.
guard="$out/can-import.swift"
for module in "${stub_modules[@]}"; do
  printf '#if !canImport(%s)\n  #error("stub %s is not importable")\n#endif\n' "$module" "$module"
done >"$guard"
swiftc -typecheck "${swift_flags[@]}" -I "$modules" "$guard"

apple_files=(Sources/*/Apple/*.swift)
step "package modules with ${#apple_files[@]} Apple-fenced files, against the stubs"
printf '  %s\n' "${apple_files[@]}"
# APPLE_STUB_CHECK opens the few fences for platforms the stubs cannot select (the macOS-only
# Metal flush), so those calls are type-checked too; real builds never set it.
swift build --scratch-path "$scratch" --target "$umbrella" -Xswiftc -I -Xswiftc "$modules" \
  -Xswiftc -DAPPLE_STUB_CHECK -Xswiftc -warnings-as-errors
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
package_modules="$bin/Modules"
[ -d "$package_modules" ] || package_modules="$bin"

# Probes and examples: each top-level file is one program, each sub-folder one program.
units=()
for file in "$stubs"/Probes/*.swift Examples/*.swift; do units+=("$file"); done
for folder in Examples/*/; do units+=("$folder"); done
step "probes and examples: ${#units[@]}"
for unit in "${units[@]}"; do
  if [ -d "$unit" ]; then
    mapfile -t sources < <(find "$unit" -name '*.swift' | sort)
  else
    sources=("$unit")
  fi
  [ ${#sources[@]} -gt 0 ] || continue
  echo "  $unit"
  # Warnings are errors, except in a seed snippet kept verbatim whose own text leaves a value
  # unused (the UIKit quick start's `let width`, the Metal usage's `let uniforms`): there a
  # warning is the seed's, not ours.
  strict=(-warnings-as-errors)
  case "$unit" in
    Examples/UIKitQuickStart.swift | Examples/MetalUsage.swift) strict=(-suppress-warnings) ;;
  esac
  swiftc -typecheck "${swift_flags[@]}" "${strict[@]}" -I "$modules" -I "$package_modules" \
    "${sources[@]}"
done

step "check-apple: every Apple-fenced file, probe and example type-checks against the stubs"
