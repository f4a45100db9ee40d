#!/usr/bin/env bash
# Fails when a public type that can be decoded or described is missing from the no-trap
# property tests, so a new `Codable` or `CustomStringConvertible` type cannot be forgotten
# (house rule: bad input never traps).
#
# Scans Sources (skipping the executables and the Apple-only adapters in */Apple/, as
# Scripts/check-sendable.sh does) for public types that declare `Codable`, `Decodable`,
# `CustomStringConvertible` or `CustomDebugStringConvertible`, in their declaration or in an
# extension. Each name must appear as a word in one of the hostile property test files, where
# a value of the type is built from hostile numbers and encoded, decoded or described.
set -euo pipefail
cd "$(dirname "$0")/.."

tests=(
  Tests/AppDimensDynamicTests/Properties/HostileCodingPropertyTests.swift
  Tests/AppDimensDynamicTests/Properties/HostileTextPropertyTests.swift
  Tests/AppDimensCommandLineTests/Properties/HostileTextPropertyTests.swift
)
for file in "${tests[@]}"; do
  [ -f "$file" ] || { echo "check-hostile: $file is missing"; exit 1; }
done

sources() {
  find Sources -name '*.swift' -not -path '*/Apple/*' \
    -not -path 'Sources/AppDimensCLI/*' -not -path 'Sources/AppDimensBenchmarks/*' -print0
}
protocols='(Codable|Decodable|CustomStringConvertible|CustomDebugStringConvertible)'
name='[A-Za-z_][A-Za-z0-9_]*'

# Public type names (nested ones by their last component, as tests write `Outer.Name`).
public_types="$(
  sources | xargs -0 grep -hE "^[[:space:]]*public[[:space:]]+(final[[:space:]]+)?(struct|enum|class)[[:space:]]+$name" \
    | sed -E "s/.*public[[:space:]]+(final[[:space:]]+)?(struct|enum|class)[[:space:]]+($name).*/\3/" \
    | sort -u
)"

# Types that take one of the protocols, in their declaration or an extension.
conforming="$(
  {
    sources | xargs -0 grep -hE "^[[:space:]]*public[[:space:]]+(final[[:space:]]+)?(struct|enum|class)[[:space:]]+$name[^{]*:[^{]*\\b$protocols\\b" \
      | sed -E "s/.*public[[:space:]]+(final[[:space:]]+)?(struct|enum|class)[[:space:]]+($name).*/\3/"
    sources | xargs -0 grep -hE "^extension[[:space:]]+[A-Za-z_.]+[^{]*:[^{]*\\b$protocols\\b" \
      | sed -E 's/^extension[[:space:]]+([A-Za-z_.]+).*/\1/' | sed -E 's/.*\.//'
  } | sort -u
)"

missing=0
count=0
while read -r type; do
  [ -n "$type" ] || continue
  # Extensions of outside types (Double, Int, …) are not this package's types.
  grep -qxF "$type" <<<"$public_types" || continue
  count=$((count + 1))
  if ! grep -qwE "$type" "${tests[@]}"; then
    echo "check-hostile: public type $type is Codable or describable but not in the hostile property tests"
    missing=1
  fi
done <<<"$conforming"

[ "$missing" = 0 ] || exit 1
echo "check-hostile: all $count public Codable or describable types are in the hostile tests"
