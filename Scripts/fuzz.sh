#!/usr/bin/env bash
# Builds every libFuzzer target in Fuzz/ and runs each for a bounded time.
#
#   Scripts/fuzz.sh [seconds-per-target] [target ...]     (default 60 s, every target)
#
# Each Fuzz/<Target>.swift is linked with Fuzz/Support/*.swift and the package's library
# modules, compiled here with swiftc (-sanitize=fuzzer,address, whole-module, -O) into
# .build/fuzz/modules, in dependency order. Seeds come from Fuzz/corpus/<Target>/ (never
# written to); the growing corpus, crash/leak/timeout artifacts and logs go to .build/fuzz/.
# Fails on any crash, leak (-detect_leaks=1), hang (-timeout=5) or RSS above 2 GB, and
# prints the executed-input count of every target and their total.
set -euo pipefail
export SWIFT_BACKTRACE=enable=no  # the runtime backtracer trips ASan after a fatalError
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

seconds="${1:-60}"
shift || true
root="$(pwd)"
out=.build/fuzz
modules="$out/modules"
mkdir -p "$modules" "$out/bin" "$out/logs"

# Library modules in dependency order (Package.swift); the CLI module only when it has landed.
satellites=(AppDimensDensity AppDimensDiagonal AppDimensFill AppDimensFit AppDimensFluid
  AppDimensInterpolated AppDimensLogarithmic AppDimensPercent AppDimensPerimeter AppDimensPower)
order=(AppDimens AppDimensStrategies "${satellites[@]}" AppDimensAuto AppDimensResize
  AppDimensUnits AppDimensMetal AppDimensBreakpoints AppDimensDynamicType AppDimensDevices
  AppDimensToolSupport AppDimensTokens AppDimensAudit AppDimensDynamic AppDimensCommandLine)
# -package-name: modules share `package` declarations, as SwiftPM builds them.
flags=(-swift-version 6 -package-name AppDimens -parse-as-library -O -g -sanitize=fuzzer,address)

source_dir() {
  if [ -d "Sources/$1" ]; then echo "Sources/$1"; else echo "Sources/Satellites/$1"; fi
}

# Rebuild a module only when one of its sources (or a module before it) changed.
stale=0
for module in "${order[@]}"; do
  dir="$(source_dir "$module")"
  mapfile -t files < <(find "$dir" -name '*.swift' | sort)
  [ "${#files[@]}" -gt 0 ] || continue
  object="$modules/$module.o"
  if [ "$stale" = 1 ] || [ ! -f "$object" ] || [ -n "$(find "$dir" -newer "$object" -name '*.swift')" ]; then
    stale=1
    echo "fuzz: compiling $module"
    swiftc "${flags[@]}" -wmo -module-name "$module" -I "$modules" \
      -emit-module -emit-module-path "$modules/$module.swiftmodule" \
      -c -o "$object" "${files[@]}"
  fi
done

if [ "$#" -gt 0 ]; then targets=("$@"); else
  mapfile -t targets < <(find Fuzz -maxdepth 1 -name '*.swift' -exec basename {} .swift \; | sort)
fi

status=0
total=0
summary="$out/summary.txt"
: >"$summary"
for target in "${targets[@]}"; do
  binary="$out/bin/$target"
  echo "fuzz: linking $target"
  swiftc "${flags[@]}" -module-name "${target}Fuzzer" -I "$modules" "$modules"/*.o \
    Fuzz/Support/*.swift "Fuzz/$target.swift" -lm -o "$binary" 2>"$out/logs/$target.link.log" \
    || { cat "$out/logs/$target.link.log"; exit 1; }
  work="$out/corpus/$target"
  artifacts="$out/artifacts/$target/"
  mkdir -p "$work" "$artifacts"
  log="$out/logs/$target.log"
  echo "fuzz: running $target for ${seconds}s"
  rc=0
  # Run from a scratch directory, so no input can make a target touch the repository.
  mkdir -p "$out/sandbox"
  (cd "$out/sandbox" && "$root/$binary" -max_total_time="$seconds" -timeout=5 \
    -rss_limit_mb=2048 -detect_leaks=1 -max_len=8192 -print_final_stats=1 \
    -artifact_prefix="$root/$artifacts" "$root/$work" "$root/Fuzz/corpus/$target") \
    >"$log" 2>&1 || rc=$?
  runs="$(grep -Eo 'stat::number_of_executed_units: [0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)"
  done_line="$(grep -E '^#[0-9]+\s+DONE' "$log" | tail -1 || true)"
  total=$((total + runs))
  printf '%-28s %12s runs  rc=%s  %s\n' "$target" "$runs" "$rc" "$done_line" | tee -a "$summary"
  if [ "$rc" -ne 0 ]; then
    status=1
    echo "fuzz: $target FAILED (exit $rc); artifacts in $artifacts, log $log"
    grep -E 'ERROR|guarantee violated|Fatal error|SUMMARY' "$log" | head -20 || true
  fi
done
echo "fuzz: total $total inputs executed" | tee -a "$summary"
exit "$status"
