#!/usr/bin/env bash
# Fails when a public type that can be decoded or described is missing from the no-trap
# property tests, so a new `Codable` or `CustomStringConvertible` type cannot be forgotten
# (house rule: bad input never traps).
#
# Scans the library (Scripts/public-types.sh) for public types that declare `Codable`, `Decodable`,
# `CustomStringConvertible` or `CustomDebugStringConvertible`, in their declaration or in an
# extension. Each name must appear as a word in one of the hostile property test files, where
# a value of the type is built from hostile numbers and encoded, decoded or described.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/public-types.sh

tests=(
  Tests/AppDimensDynamicTests/Properties/HostileCodingPropertyTests.swift
  Tests/AppDimensDynamicTests/Properties/HostileTextPropertyTests.swift
  Tests/AppDimensCommandLineTests/Properties/HostileTextPropertyTests.swift
)
for file in "${tests[@]}"; do
  [ -f "$file" ] || { echo "check-hostile: $file is missing"; exit 1; }
done

protocols='(Codable|Decodable|CustomStringConvertible|CustomDebugStringConvertible)'
name='[A-Za-z_][A-Za-z0-9_]*'

# Public struct, enum and class names (nested ones by their last component).
public_types="$(public_type_declarations | awk '$1 != "actor" && $1 != "protocol" { print $2 }')"

# Types that take one of the protocols, in their declaration or an extension.
conforming="$(
  {
    library_sources | xargs -0 grep -hE "^[[:space:]]*(@[A-Za-z]+(\\([^)]*\\))?[[:space:]]+)*public[[:space:]]+(final[[:space:]]+)?(struct|enum|class)[[:space:]]+$name[^{]*:[^{]*\\b$protocols\\b" \
      | sed -E "s/.*public[[:space:]]+(final[[:space:]]+)?(struct|enum|class)[[:space:]]+($name).*/\3/"
    library_sources | xargs -0 grep -hE "^extension[[:space:]]+[A-Za-z_.]+[^{]*:[^{]*\\b$protocols\\b" \
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
