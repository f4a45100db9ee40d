#!/usr/bin/env bash
# Behavior Reference conformance: `appdimens` against an independent Python model of the
# contract in Sources/AppDimens/AppDimens.docc/Articles/BehaviorReference.md.
#
# Scripts/check-spec-model.sh [path/to/appdimens]   (default .build/debug/appdimens, built if
# absent)
#
# Scripts/spec_model.py is written from the Behavior Reference (Configuration, Principal scaling,
# Strategies, Auto, Resize and units, Dynamic Type) and the expression
# grammar of Documentation/CommandLine.md, never from the Swift sources. This script
#   1. checks the model itself against Behavior Reference › Vectors (self-test),
#   2. resolves every Behavior Reference vector through the CLI, one by one,
#   3. resolves 20,000 random expressions on random windows (100…3000 pt both ways, the
#      1…100,000 edges, square windows, scales 1/16…16, font scales and categories, modes,
#      multi-window panes including exactly 95 % and one ulp either side) with
#      `appdimens resolve --batch`, 300 of them again through the flag form, plus random
#      `resize` and `units` calls, and compares with relative tolerance 1e-9.
# Exit status 1 on any mismatch (each one is printed); the last line is the summary
# `spec-model: N expressions …, M mismatches`. SPEC_MODEL_SEED picks another random seed.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

binary="${1:-.build/debug/appdimens}"
if [ ! -x "$binary" ]; then swift build --product appdimens >/dev/null; fi
command -v python3 >/dev/null || { echo "check-spec-model: python3 is required"; exit 1; }

seed="${SPEC_MODEL_SEED:-20240611}"
status=0
python3 Scripts/spec_model.py vectors --binary "$binary" | grep -v "^ok " || status=1
python3 Scripts/spec_model.py check --binary "$binary" --seed "$seed" --verbose || status=1
exit "$status"
