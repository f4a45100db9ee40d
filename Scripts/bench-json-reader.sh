#!/usr/bin/env bash
# Should `resolve --batch` read its JSON lines with Foundation's JSONSerialization instead of
# the tool's own reader (`JSONLine`)? Builds both in release — the second from a scratch copy of
# the repository whose batch reads every line with JSONSerialization — and prints, for 20,000
# lines of three kinds, lines per second (best of 3, for orientation), CPU instructions per line
# (valgrind's callgrind: exact, independent of the machine's load) and peak memory (GNU time),
# and the cost of one `appdimens resolve` (linking Foundation loads it in every invocation).
#
#   Scripts/bench-json-reader.sh [lines]      (default 20,000)
#
# The numbers are quoted in Sources/AppDimensCommandLine/JSON/JSONLine.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
lines="${1:-20000}"
command -v valgrind >/dev/null || { echo "bench-json-reader: valgrind is required"; exit 1; }
variant=.build/json-reader-variant
rm -rf "$variant/src" && mkdir -p "$variant/src"
git archive HEAD | tar -x -C "$variant/src"
sed -i 's/object = try JSONLine.parse(line.bytes)/object = try FoundationLine.parse(line.bytes)/' \
  "$variant/src/Sources/AppDimensCommandLine/Commands/BatchResolver.swift"
cat >"$variant/src/Sources/AppDimensCommandLine/JSON/FoundationLine.swift" <<'SWIFT'
import Foundation

/// A batch line read with Foundation's JSONSerialization (the measured alternative).
enum FoundationLine {
  static func parse(_ bytes: [UInt8]) throws(JSONLineError) -> [String: JSONValue] {
    let any: Any
    do { any = try JSONSerialization.jsonObject(with: Data(bytes)) } catch {
      throw JSONLineError(byte: 1, "\(error)")
    }
    guard let dictionary = any as? [String: Any] else {
      throw JSONLineError(byte: 1, "expected an object")
    }
    var object: [String: JSONValue] = [:]
    for (key, value) in dictionary {
      switch value {
      case let text as String: object[key] = .string(text)
      case let number as NSNumber:
        object[key] =
          String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
      case is NSNull: object[key] = .null
      default: throw JSONLineError(byte: 1, "nested values are not supported")
      }
    }
    return object
  }
}
SWIFT
swift build -c release --product appdimens --scratch-path .build/release-batch >/dev/null
(cd "$variant/src" && swift build -c release --product appdimens --scratch-path ../build >/dev/null)
python3 - .build/release-batch/release/appdimens "$variant/build/release/appdimens" "$lines" \
  "$variant" <<'PY'
import json, re, subprocess, sys, time
ours, foundation, n, work = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
names = ["iPhone 15 Pro Max", "iPhone 14 Plus", "iPad (10th generation)", "Apple TV HD"]
inputs = {
    "size": lambda i: {"expr": "16.sdp", "width": 320 + i % 500, "height": 844},
    "long": lambda i: {"expr": "16.sdpa", "width": 320 + i % 500, "height": 844, "scale": 3,
                       "fontScale": 1, "mode": "normal", "maxWidth": 900, "maxHeight": 900},
    "names": lambda i: {"expr": "16.sdp", "device": names[i % len(names)]},
}
def run(tool, binary, arguments, path):
    stdin = open(path) if path else subprocess.DEVNULL
    return subprocess.run(tool + [binary] + arguments, stdin=stdin, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE).stderr
def measure(binary, arguments, path):
    best = 1e9
    for _ in range(3):
        start = time.time()
        run([], binary, arguments, path)
        best = min(best, time.time() - start)
    calls = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"], binary,
                arguments, path)
    instructions = int(re.search(rb"Collected : (\d+)", calls).group(1))
    rss = int(run(["/usr/bin/time", "-f", "%M"], binary, arguments, path).split()[-1])
    return best, instructions, rss
print(f"{'input':7} {'reader':10} {'lines/s':>9} {'instr/line':>11} {'peak RSS':>10}")
for kind, line in inputs.items():
    path = f"{work}/{kind}.jsonl"
    with open(path, "w") as f:
        f.write("".join(json.dumps(line(i)) + "\n" for i in range(n)))
    for name, binary in [("JSONLine", ours), ("Foundation", foundation)]:
        seconds, instructions, rss = measure(binary, ["resolve", "--batch"], path)
        print(f"{kind:7} {name:10} {n / seconds:9.0f} {instructions / n:11.0f} {rss:7d} kB")
for name, binary in [("JSONLine", ours), ("Foundation", foundation)]:
    seconds, instructions, rss = measure(binary, ["resolve", "16.sdp", "-w", "390", "--height",
                                                  "844"], None)
    print(f"one resolve, {name:10} {seconds * 1000:5.1f} ms {instructions:11d} instr {rss:7d} kB")
PY
