#!/usr/bin/env bash
# Fails when a public type of a library module is missing from the compile-time Sendable
# tests, so a new type cannot be forgotten (house rule: every public type is Sendable).
#
# Scans the library (Scripts/public-types.sh: the executables and the Apple-only adapters in
# */Apple/, SwiftUI view state deliberately not Sendable, are left out) for `public
# struct|enum|class|actor|protocol NAME`. Each NAME must appear as a word in one of the
# Sendable test files, where `requireSendable(NAME.self)` makes the build fail unless it is Sendable (a protocol
# may instead be named in a comment next to its checked conformers).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/public-types.sh

tests=(
  Tests/AppDimensDynamicTests/Concurrency/SendableConformanceTests.swift
  Tests/AppDimensCommandLineTests/Concurrency/SendableConformanceTests.swift
)
for file in "${tests[@]}"; do
  [ -f "$file" ] || { echo "check-sendable: $file is missing"; exit 1; }
done

declared="$(public_type_declarations)"

missing=0
count=0
while read -r kind name; do
  [ -n "$name" ] || continue
  count=$((count + 1))
  if [ "$kind" = protocol ]; then
    pattern="\\b$name\\b"
  else
    # Nested types are written `Outer.Name.self`, generic ones `Name<…>.self`.
    pattern="\\b$name(<[^>]*>)?\\.self\\b|\\b$name(<[^>]*>)?\\.[A-Z][A-Za-z]*\\.self\\b"
  fi
  if ! grep -qE "$pattern" "${tests[@]}"; then
    echo "check-sendable: public $kind $name is not in the Sendable tests (add requireSendable($name.self))"
    missing=1
  fi
done <<<"$declared"

[ "$missing" = 0 ] || exit 1
echo "check-sendable: all $count public types are listed"
