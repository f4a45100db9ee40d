#!/usr/bin/env bash
# Formatting gate: `swift format lint --strict` over every Swift file of the package.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Tests Package.swift)
for optional in Examples Tools Plugins; do [ -d "$optional" ] && paths+=("$optional"); done
swift format lint --strict -r "${paths[@]}"
echo "lint: clean"
