#!/usr/bin/env bash
# The built `appdimens` binary under bad input (Documentation/Guarantees.md; the in-process twin of
# these checks is Tests/AppDimensCommandLineTests/Commands/CommandLineTool+BadInputTests.swift).
#
#   Scripts/check-cli.sh [path/to/appdimens]     (default: .build/debug/appdimens, built if absent)
#
# Every bad invocation must print exactly one `error: …` line (then the usage line) on standard
# error, nothing on standard output, and exit with status 2 — never a crash or a stack trace; a
# file or stream that cannot be read or written, one `error: …` line and exit status 3.
# `resolve --batch` must answer every line (an `error: …` line in place of a bad one), exit 1
# when a line failed, and stream: its peak memory for 100,000 lines stays within 8 MB of the
# peak for 1,000 lines (GNU time's "Maximum resident set size").
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

binary="${1:-.build/debug/appdimens}"
if [ ! -x "$binary" ]; then swift build --product appdimens >/dev/null; fi
if [ ! -x /usr/bin/time ]; then
  echo "check-cli: installing GNU time (Debian package 'time')"
  { apt-get update -qq && apt-get install -y -qq time >/dev/null; } \
    || { echo "check-cli: GNU time (/usr/bin/time) is required: apt-get install time"; exit 1; }
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "check-cli: FAIL: $*"; failures=$((failures + 1)); }

# bad ARG… — expects exit 2, one error line first, the usage line, empty stdout.
bad() {
  local status=0
  "$binary" "$@" >"$work/out" 2>"$work/err" || status=$?
  local shown="appdimens $*"
  [ "$status" -eq 2 ] || { fail "$shown: exit $status, expected 2"; return; }
  [ ! -s "$work/out" ] || fail "$shown: wrote to standard output"
  [ "$(grep -c '^error: ' "$work/err")" -eq 1 ] || fail "$shown: not exactly one error line"
  head -1 "$work/err" | grep -q '^error: ' || fail "$shown: the first line is not the error"
  [ "$(wc -l <"$work/err")" -eq 2 ] || fail "$shown: expected the error and the usage line"
  if [ -n "${expect:-}" ] && ! grep -qF -- "$expect" "$work/err"; then
    fail "$shown: the error does not mention '$expect'"
  fi
}

# io ARG… — expects exit 3 (a file or stream that cannot be read or written): one error line
# and nothing else on standard error (no usage line), nothing on standard output.
io() {
  local status=0
  "$binary" "$@" >"$work/out" 2>"$work/err" || status=$?
  local shown="appdimens $*"
  [ "$status" -eq 3 ] || { fail "$shown: exit $status, expected 3"; return; }
  [ ! -s "$work/out" ] || fail "$shown: wrote to standard output"
  [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q '^error: ' "$work/err" \
    || fail "$shown: expected one error line"
  if [ -n "${expect:-}" ] && ! grep -qF -- "$expect" "$work/err"; then
    fail "$shown: the error does not mention '$expect'"
  fi
}

window=(--width 390 --height 844)
# The conventions of Swift command-line tools: --version, help, short forms, single-dash words.
[ "$("$binary" --version)" = "appdimens 0.1.0" ] || fail "--version"
[ "$("$binary" resolve 16.sdp -w 390 --height 844)" = "20.8" ] || fail "resolve -w"
[ "$("$binary" resolve 16.sdp -d iphone15 -l)" = "$("$binary" resolve 16.sdp --device iphone15 --landscape)" ] \
  || fail "resolve -d -l"
expect="did you mean 'resolve'" bad help reslve
# A reader that stops early (`| head`) ends the output; the status stays 0, not 141 (SIGPIPE),
# and nothing is said on standard error. (The gallery, 0.5 MB, outgrows the pipe's buffer.)
statuses="$("$binary" gallery 2>"$work/err" | head -c 10 >/dev/null; echo "${PIPESTATUS[0]}")"
[ "$statuses" = 0 ] && [ ! -s "$work/err" ] || fail "gallery | head -c 10: exit $statuses, expected 0"
[ "$("$binary" devices | head -1 | cut -c1-6)" = "device" ] || fail "devices | head -1"
expect=--width bad resolve 16.sdp -width 390
expect="is a switch" bad resolve 16.sdp --device iphone15 --landscape yes
expect="--split 1/3" bad table 16.sdp --split 1/3 --devices phones
# Input/output failures: exit 3.
expect=/nonexistent io plot 16.sdp --samples 3 --out /nonexistent/x.svg
status=0
"$binary" table 16.sdp >/dev/full 2>"$work/err" || status=$?
[ "$status" -eq 3 ] && grep -q 'cannot write to standard output' "$work/err" \
  || fail "table > /dev/full: exit $status, expected 3"
# Unknown flags and commands.
expect=--frobnicate bad resolve 16.sdp --frobnicate
expect=--bogus bad table 16.sdp --bogus
expect=frobnicate bad frobnicate
# Missing values.
expect=--width bad resolve 16.sdp --width
expect=--device bad resolve 16.sdp --device
expect=--format bad table 16.sdp --format
expect=expression bad resolve
# Malformed numbers.
expect=abc bad resolve 16.sdp --width abc --height 844
expect=1.2.3 bad resolve 16.sdp --width 1.2.3 --height 844
expect=x10 bad resolve 0x10.sdp "${window[@]}"
expect="column 3" bad resolve 16..sdp "${window[@]}"
# Huge numbers.
expect=1e400 bad resolve 16.sdp --width 1e400 --height 844
expect=--width bad resolve 16.sdp --width 99999999999999999999999 --height 1
expect=1e999 bad resolve 1e999.sdp "${window[@]}"
expect="not finite" bad resolve 1e308.wdp --width 100000 --height 1
expect="not finite" bad table 1e308.sdp --devices pads
# NaN and infinity literals.
expect=nan bad resolve 16.sdp --width nan --height 844
expect=inf bad resolve 16.sdp --width 390 --height inf
expect=-inf bad resolve 16.sdp --scale -inf "${window[@]}"
expect=nan bad resolve nan.sdp "${window[@]}"
# Pasted Swift: comments, statements and wrappers resolve; what is not a value is one error.
[ "$("$binary" resolve '10.sdp(configuration)    // 13' "${window[@]}")" = "13" ] \
  || fail "resolve a README line with its comment"
[ "$("$binary" resolve '@ScaledDimension(16)' "${window[@]}")" = "20.8" ] \
  || fail "resolve @ScaledDimension(16)"
[ "$("$binary" resolve 'max(44, 30.sdp)' "${window[@]}")" = "44" ] || fail "resolve max"
[ "$("$binary" resolve "$(printf 'let a = 16.sdp\nlet b = a + 4 // 24.8\nb')" "${window[@]}")" \
  = "24.8" ] || fail "resolve several statements"
expect="appdimens units 16px" bad resolve 16px "${window[@]}"
expect="unterminated comment" bad resolve '16.sdp /* 20.8' "${window[@]}"
expect="unknown attribute '@State'" bad resolve '@State var x = 1' "${window[@]}"
expect="'import' starts a declaration" bad resolve 'import SwiftUI' "${window[@]}"
expect="division by zero" bad resolve '16.sdp / 0' "${window[@]}"
expect="at line 2, column 10: unexpected character" bad resolve "$(printf '16.sdp\nstruct X {')" "${window[@]}"
doublings="let a0 = 1.sdp"
for i in $(seq 1 60); do doublings+=$'\n'"let a$i = a$((i - 1)) + a$((i - 1))"; done
expect="too large to evaluate" bad resolve "$doublings" "${window[@]}"
expect=inf bad resolve inf.sdp "${window[@]}"
# Invalid UTF-8 in the arguments.
expect=U+FFFD bad resolve $'\xff.sdp' "${window[@]}"
expect=--device bad resolve 16.sdp --device $'\xc3\x28'
# Devices that do not exist: the nearest names are suggested.
expect="'iPhone 15'" bad resolve 16.sdp --device iphone51
expect="'iPhone 15'" bad table 16.sdp --devices phones,iphone51
expect="appdimens devices" bad resolve 16.sdp --device zzzzzzzz
# Design frames: a side that is not a finite number in 1…100,000, named with the value given.
expect="--design-frame 0x844: designFrameWidth" bad resolve 16.sdp "${window[@]}" --design-frame 0x844
expect="--design-frame 390x-1: designFrameHeight" bad resolve 16.sdp "${window[@]}" --design-frame 390x-1
expect="got 'nanx844'" bad resolve 16.sdp "${window[@]}" --design-frame nanx844
expect="got '390'" bad table 16.sdp --design-frame 390
expect="--design-frame 1000000x844" bad plot 16.sdp --design-frame 1e6x844
expect="--design-frame" bad gallery --design-frame inf
expect="--design-frame" bad breakpoints '[wAny: 1]' --design-frame 390x0
[ "$("$binary" resolve 16.sdp "${window[@]}" --design-frame 390x844)" = "16" ] \
  || fail "resolve --design-frame 390x844"
expect="--scale-limits: 1.5...0.8: the lower bound" bad resolve 16.sdp "${window[@]}" --scale-limits 1.5...0.8
expect="got -1.0" bad resolve 16.sdp "${window[@]}" --scale-limits -1...2
expect="got 'nan...1'" bad table 16.sdp --scale-limits nan...1
expect="got 0.0" bad plot 16.sdp --scale-limits 0...0
expect="got '0.8'" bad gallery --scale-limits 0.8
expect="--scale-limits needs --scaling appdimens" bad audit - --scaling fixed --scale-limits 0.8...1.5 <<<'{}'
[ "$("$binary" resolve 16.sdp -d "iPad Pro 12.9-inch" --scale-limits 0.8...1.5)" = "24" ] \
  || fail "resolve --scale-limits 0.8...1.5 on the 12.9-inch iPad"
unset expect

# Audit: unreadable and malformed files, huge and deep input, bad options; with --strict, bad
# values and roles (without it they are problem rows and the rest is audited, or exit 2 when
# nothing else is).
printf '{\n  "a": {"$value": 1,,\n}' >"$work/malformed.json"
printf '{"t": {"$type": "fontSize", "$value": "16.sdx"}}' >"$work/expression.json"
printf '{"t": {"$value": 1, "$extensions": {"appdimens": {"role": "tap"}}}}' >"$work/role.json"
printf '{"t": {"$type": "size", "$value": 1}}' >"$work/type.json"
printf '\xff\xfe{"t": {"$value": 1}}' >"$work/binary.json"
head -c 300000 /dev/zero | tr '\0' '[' >"$work/deep.json"
printf '{"t": {"$type": "fontSize", "$value": 17}}' >"$work/ok.json"
expect="No such file" io audit "$work/missing.json"
mkdir -p "$work/empty/sub"
expect="no .json file in this folder" bad audit "$work/empty"
expect="malformed.json:2:21" bad audit "$work/malformed.json"
expect="column 4: unknown function 'sdx'" bad audit "$work/expression.json" --strict
expect="'tap'" bad audit "$work/role.json" --strict
expect="nothing audited" bad audit "$work/type.json"
# Nothing audited is exit 2 whatever the problem rows: a resolver file (no token), a rule that
# applies nowhere the design is for, only problem rows; --allow-empty passes them.
printf '{"sets": {"base": {"sources": ["base.json"]}}}' >"$work/resolver.json"
expect="no design token read" bad audit "$work/resolver.json"
expect="no check of text-200 applies on tvOS" bad audit "$work/ok.json" --platforms tvOS --rules text-200
expect="every token with a role is a problem" bad audit "$work/expression.json"
for empty in resolver.json expression.json; do
  status=0
  "$binary" audit "$work/$empty" --allow-empty >"$work/out" 2>"$work/err" || status=$?
  [ "$status" -eq 0 ] || fail "audit $empty --allow-empty: exit $status, expected 0"
done
expect="unknown scaling 'fix'" bad audit "$work/ok.json" --scaling fix
expect="designFrameWidth must be a finite number" bad audit "$work/ok.json" --scaling frame:0x844
expect="did you mean 'frame:390x844'" bad audit "$work/ok.json" --scaling 390x844
expect="unknown role 'targt'" bad audit "$work/ok.json" --role targt=a.*
expect="binary.json:1:1" bad audit "$work/binary.json"
expect="nested deeper" bad audit "$work/deep.json"
expect=--baseline bad audit "$work/ok.json" --baseline
expect="cannot write" io audit "$work/ok.json" --out /nonexistent/report.txt
unset expect
status=0
"$binary" audit "$work/ok.json" --devices phones >"$work/out" 2>"$work/err" || status=$?
[ "$status" -eq 0 ] || fail "audit of a clean file: exit $status, expected 0"

# Hostile input (each used to trap, hang, pass silently or destroy a file): a 10,000-link
# reference chain on a 1 MiB stack (to a 17-pt body size, which passes every rule drawn as
# points: 14.666667 at xSmall, 48 at accessibility5 on the iPhone 15), huge column counts,
# values too far apart to plot, nothing to plot, standard input past 64 MiB or a folder, a
# tokens file that overflows only at the largest text size.
awk 'BEGIN { printf "{\"size\": {\"t0\": {\"$type\": \"fontSize\", \"$value\": \"{size.t1}\"}";
  for (i = 1; i < 10000; i++) printf ", \"t%d\": {\"$value\": \"{size.t%d}\"}", i, i + 1;
  print ", \"t10000\": {\"$value\": 17}}}" }' >"$work/chain.json"
status=0
(ulimit -s 1024 && exec "$binary" audit "$work/chain.json" --devices iphone15) >"$work/out" 2>"$work/err" \
  || status=$?
[ "$status" -eq 0 ] || fail "audit of a 10,000-link chain on a 1 MiB stack: exit $status, expected 0"
for columns in 1e19 -1e19 1e308; do
  status=0
  "$binary" gallery --devices iphone15 --columns "[wAny: $columns]" >"$work/out" 2>"$work/err" \
    || status=$?
  [ "$status" -eq 0 ] || fail "gallery --columns '[wAny: $columns]': exit $status, expected 0"
done
expect="too far apart to plot" bad plot 3e307.sdp -3e307.sdp
expect="no value in any plotted window" bad plot c.pixelsPerInch
printf '{"t": {"$type": "fontSize", "big": {"$value": 5e307}}}' >"$work/overflow.json"
expect="overflow.json:1:47: t.big: '5e+307.ssp' is not finite on iPhone 15 at accessibility4" \
  bad audit "$work/overflow.json" --devices iphone15 --scaling appdimens --strict
status=0
timeout 60 "$binary" audit - </dev/zero >"$work/out" 2>"$work/err" || status=$?
[ "$status" -eq 3 ] && grep -q "cannot read '<stdin>': larger than 64 MiB" "$work/err" \
  || fail "audit - < /dev/zero: exit $status, expected 3 (larger than 64 MiB)"
status=0
"$binary" audit - <"$work" >"$work/out" 2>"$work/err" || status=$?
[ "$status" -eq 3 ] && grep -q "cannot read '<stdin>': Is a directory" "$work/err" \
  || fail "audit - < a folder: exit $status, expected 3"
status=0
"$binary" resolve --batch <"$work" >"$work/out" 2>"$work/err" || status=$?
[ "$status" -eq 3 ] || fail "resolve --batch < a folder: exit $status, expected 3"
unset expect

# --out is atomic: a write that fails half-way (here a 64 KiB file-size limit, as a full disk
# does) exits 3 and leaves the old file exactly as it was, with no temporary file beside it.
awk 'BEGIN { printf "{\"t\": {\"$type\": \"fontSize\", \"a0\": {\"$value\": 4}";
  for (i = 1; i < 300; i++) printf ", \"a%d\": {\"$value\": 4}", i; print "}}" }' >"$work/many.json"
mkdir -p "$work/out-folder"
for command in "gallery" "audit $work/many.json --devices phones --format json" \
  "audit $work/many.json --devices phones --format html"; do
  printf 'the old file\n' >"$work/out-folder/kept"
  status=0
  # shellcheck disable=SC2086  # the command's words
  (ulimit -f 64 && trap '' XFSZ && exec "$binary" $command --out "$work/out-folder/kept") \
    >"$work/out" 2>"$work/err" || status=$?
  [ "$status" -eq 3 ] && grep -q "cannot write '.*': File too large" "$work/err" \
    || fail "$command --out past the file-size limit: exit $status, expected 3"
  [ "$(cat "$work/out-folder/kept")" = "the old file" ] || fail "$command --out: the old file is gone"
  [ "$(ls -A "$work/out-folder")" = "kept" ] || fail "$command --out: left $(ls -A "$work/out-folder")"
done

# Batch: a bad line gets one error line in its place and the batch goes on.
printf '%s\n' '{"expr":"10.sdp","width":390,"height":844}' 'garbage' \
  '{"expr":"16.sdp","width":NaN,"height":844}' '{"expr":"1e308.wdp","width":100000,"height":1}' \
  '{"expr":"16.sdp","device":"iphone51"}' '' '{"expr":"10.sdp","width":390,"height":844}' \
  '{"expr":"16.sdp","width":390,"height":844,"designFrame":[0,844]}' \
  '{"expr":"16.sdp","width":390,"height":844,"designFrame":[390,844]}' >"$work/batch"
printf '\xff\xfe{"expr":"1"}\n{"expr":"10.sdp","width":390,"height":844}\n' >>"$work/batch"
# A whitespace-only line of 2 MiB, past the 1 MiB line limit, is as blank as a short one.
head -c 2097152 /dev/zero | tr '\0' ' ' >>"$work/batch"
printf '\n{"expr":"10.sdp","width":390,"height":844}\n' >>"$work/batch"
status=0
"$binary" resolve --batch <"$work/batch" >"$work/out" 2>"$work/err" || status=$?
[ "$status" -eq 1 ] || fail "batch with bad lines: exit $status, expected 1"
[ ! -s "$work/err" ] || fail "batch: wrote to standard error"
# (Blank lines are skipped, as JSON Lines readers do, whatever their length.)
expected=$'13\nerror:\nerror:\nerror:\nerror:\n13\nerror:\n16\nerror:\n13\n13'
actual="$(sed -E 's/^(error:).*/\1/' "$work/out")"
[ "$actual" = "$expected" ] || fail "batch answers: got $(tr '\n' '|' <"$work/out")"
grep -q "did you mean .*'iPhone 15'" "$work/out" || fail "batch: no device suggestion"

# Empty batch: nothing to answer, success.
status=0
"$binary" resolve --batch </dev/null >"$work/out" 2>"$work/err" || status=$?
[ "$status" -eq 0 ] && [ ! -s "$work/out" ] && [ ! -s "$work/err" ] || fail "empty batch: exit $status"

# Streaming: 1,000 and 100,000 lines (every seventh bad), peak memory must not grow.
for n in 1000 100000; do
  awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) {
    if (i % 7 == 0) print "not json " i;
    else printf "{\"expr\":\"%d.sdp\",\"width\":%d,\"height\":844}\n", i % 50, 320 + i % 500 } }' \
    >"$work/lines$n"
  status=0
  /usr/bin/time -v "$binary" resolve --batch <"$work/lines$n" >"$work/out$n" 2>"$work/time$n" \
    || status=$?
  [ "$status" -eq 1 ] || fail "batch of $n lines: exit $status, expected 1"
  [ "$(wc -l <"$work/out$n")" -eq "$n" ] || fail "batch of $n lines: $(wc -l <"$work/out$n") answers"
  rss[$n]="$(grep 'Maximum resident set size' "$work/time$n" | grep -Eo '[0-9]+$')"
done
echo "check-cli: peak RSS ${rss[1000]} kB for 1,000 lines, ${rss[100000]} kB for 100,000 lines"
[ "${rss[100000]}" -le $((rss[1000] + 8192)) ] || fail "batch memory grows with the input"

# Linear time and bounded memory (Documentation/Guarantees.md § 16), each case a few seconds on
# the debug build where the quadratic or recursive code took minutes or gigabytes: the time
# limits are about ten times the measured time, the memory limits the documented bounds.
# measure NAME SECONDS KB EXPECTED-STATUS COMMAND… — GNU time's wall time and peak RSS.
measure() {
  local name="$1" seconds="$2" kb="$3" expected="$4" status=0
  shift 4
  /usr/bin/time -f '%e %M' -o "$work/measure" "$@" >"$work/out" 2>"$work/err" || status=$?
  read -r elapsed rss < <(tail -n 1 "$work/measure")  # after "Command exited …", if any
  echo "check-cli: $name: $elapsed s, peak RSS $rss kB"
  [ "$status" -eq "$expected" ] || fail "$name: exit $status, expected $expected"
  awk -v e="$elapsed" -v l="$seconds" 'BEGIN { exit !(e <= l) }' || fail "$name: $elapsed s, limit $seconds s"
  [ "$rss" -le "$kb" ] || fail "$name: peak RSS $rss kB, limit $kb kB"
  measured_rss="$rss"
}
python3 - "$work" <<'PYTHON'
import json, sys
work = sys.argv[1]
def dump(name, document):
    with open(f"{work}/{name}", "w") as f:
        json.dump(document, f, separators=(",", ":"))
# An alias circle of 8,000 tokens (was 46.5 s on the release build: each circle's set sorted
# per token); 4,000 aliases into a file not given (22.6 s: every path scanned per alias).
# (One token outside the circle is audited: nothing audited would be status 2.)
dump("circle.json", {"c": {f"t{i}": {"$type": "fontSize", "$value": "{c.t%d}" % ((i + 1) % 8000)}
                           for i in range(8000)}, "ok": {"$type": "fontSize", "$value": 17}})
dump("missing.json", {"a": {f"t{i}": {"$type": "fontSize", "$value": "{theme.s%d}" % i}
                            for i in range(4000)},
                      "b": {f"x{i}": {"$type": "fontSize", "$value": 17} for i in range(4000)}})
# 200 names of 1,000 characters (200 KB) against role globs of 253 characters (a table of
# every pattern and name character took 18.9 s).
dump("globs.json", {"g": {"$type": "dimension",
                          **{"a" * 1000 + str(i): {"$value": 44} for i in range(200)}}})
# 100,000 tokens read but not audited (no role), and 100,000 text tokens audited in one
# window: the reader's and the audit's memory per token.
dump("read.json", {"size": {f"t{i}": {"$value": i % 50} for i in range(100000)}})
dump("audited.json", {"size": {"$type": "fontSize",
                               **{f"t{i}": {"$value": 12 + i % 50} for i in range(100000)}}})
dump("small.json", {"size": {"t": {"$value": 1}}})
PYTHON
glob="**.$(printf '*a%.0s' $(seq 125))*b"
measure "alias circle of 8,000 tokens" 10 200000 0 "$binary" audit "$work/circle.json" --devices iphone15
grep -q "1 problem" "$work/out" || fail "alias circle: not one problem row"
measure "4,000 aliases to a missing file" 10 200000 0 "$binary" audit "$work/missing.json" --devices iphone15
measure "8 role globs of 253 characters, 200 names of 1,000" 10 200000 2 \
  "$binary" audit "$work/globs.json" --devices iphone15 --role "target=$glob,$glob,$glob,$glob" \
  --role "width=$glob,$glob,$glob,$glob"
measure "a one-token file (the base line)" 10 200000 2 "$binary" audit "$work/small.json"
base="$measured_rss"
read_bytes=$(wc -c <"$work/read.json")
audited_bytes=$(wc -c <"$work/audited.json")
# The reader: at most 200 bytes per token beyond the file's text (Guarantees § 16).
measure "100,000 tokens read" 30 $((base + read_bytes / 1024 + 100000 * 200 / 1024)) 2 \
  "$binary" audit "$work/read.json"
# An audited token also holds what the audit checks (its DesignToken): 400 bytes in all.
measure "100,000 tokens audited" 60 $((base + audited_bytes / 1024 + 100000 * 400 / 1024)) 0 \
  "$binary" audit "$work/audited.json" --devices iphone15 --categories large --format json
# plot: a million points at most (1,000 expressions × 100,000 samples took 140 s and 2.76 GB).
measure "plot of 10 expressions × 100,000 samples" 30 300000 0 \
  "$binary" plot 1.sdp 2.sdp 3.sdp 4.sdp 5.sdp 6.sdp 7.sdp 8.sdp 9.sdp 10.sdp --samples 100000 --quiet
expect="at most 1000000" bad plot 1.sdp 2.sdp 3.sdp 4.sdp 5.sdp 6.sdp 7.sdp 8.sdp 9.sdp 10.sdp 11.sdp \
  --samples 100000
unset expect

[ "$failures" -eq 0 ] || { echo "check-cli: $failures failure(s)"; exit 1; }
echo "check-cli: every bad input gets one error line and the right exit status"
