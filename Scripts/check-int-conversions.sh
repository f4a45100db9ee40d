#!/usr/bin/env bash
# Fails on any integer conversion in Sources/ that can trap (house rule: every Double → Int
# conversion is total).
#
# `Int(x)`, `Int32(x)`, `UInt8(x)` … trap when x is NaN, infinite or out of the type's range,
# and `numericCast` traps on overflow. Every such call must instead be one of the total forms:
#
#   Int(clamping: x)            the package's helper for a Double (FixedWidthInteger+Clamping),
#                               or the standard library's for an integer
#   Int(exactly: x)             nil when x is not exactly an integer of the type
#   Int(truncatingIfNeeded: n)  Int(bitPattern: n)  UInt8(ascii: "a")
#
# or be listed, with the reason it cannot trap, in Scripts/int-conversions.allow (a String
# parsed into an optional, a widening between integers). An entry names the file and a
# fragment of the line; an entry that matches nothing fails the check too, so the list only
# holds conversions that exist. Comment lines (`//`, `///`) are not scanned.
#
#   Scripts/check-int-conversions.sh        (about a second; no build needed)
set -euo pipefail
cd "$(dirname "$0")/.."

allow=Scripts/int-conversions.allow
[ -f "$allow" ] || { echo "check-int-conversions: $allow is missing"; exit 1; }

integer='(Int|UInt|Int8|Int16|Int32|Int64|UInt8|UInt16|UInt32|UInt64)'
# A call `Int(…` or `Int.init(…`, a reference `Int.init`, or `numericCast(`.
call="(^|[^A-Za-z0-9_.])$integer(\\.init)?\\(|(^|[^A-Za-z0-9_.])$integer\\.init([^A-Za-z0-9_(]|$)|(^|[^A-Za-z0-9_.])numericCast\\("
total="$integer(\\.init)?\\((clamping|exactly|truncatingIfNeeded|bitPattern|ascii):"

# Every hit as `path<TAB>line number<TAB>code`, comments stripped, total forms removed first.
hits="$(
  find Sources -name '*.swift' -print0 | sort -z | xargs -0 awk -v call="$call" -v total="$total" '
    {
      code = $0
      sub(/^[[:space:]]*\/\/.*/, "", code)   # a comment line
      sub(/[[:space:]]\/\/[[:space:]].*$/, "", code)  # a trailing comment
      gsub(total, "", code)
      if (code ~ call) {
        text = $0
        sub(/^[[:space:]]+/, "", text)
        printf "%s\t%d\t%s\n", FILENAME, FNR, text
      }
    }'
)"

status=0
used="$(mktemp)"
trap 'rm -f "$used"' EXIT
count=0
while IFS=$'\t' read -r path line text; do
  [ -n "$path" ] || continue
  count=$((count + 1))
  entry="$(
    awk -F'\t' -v path="$path" -v text="$text" '
      /^#/ || NF < 3 { next }
      $1 == path && index(text, $2) > 0 { print NR; exit }' "$allow"
  )"
  if [ -n "$entry" ]; then
    echo "$entry" >>"$used"
  else
    echo "$path:$line: an integer conversion that can trap: $text"
    status=1
  fi
done <<<"$hits"

# Entries that no longer match a line.
while IFS=$'\t' read -r number path fragment; do
  if ! grep -qx "$number" "$used"; then
    echo "$allow:$number: no line of $path contains '$fragment' (remove the entry)"
    status=1
  fi
done < <(awk -F'\t' '/^#/ || NF < 3 { next } { printf "%d\t%s\t%s\n", NR, $1, $2 }' "$allow")

if [ "$status" -ne 0 ]; then
  echo "check-int-conversions: use Int(clamping: x) (x.rounded() first for the nearest"
  echo "integer), Int(exactly:), Int(truncatingIfNeeded:), or list a conversion that cannot trap"
  echo "in $allow with the reason"
  exit 1
fi
echo "check-int-conversions: $count listed conversions, none that can trap"
