// Fuzz target: `appdimens audit` options on a fixed token file — devices and families (real,
// misspelt, empty), categories, rules, every format (and bad ones), scalings (design frames
// good and bad), a baseline on standard input, and free-form arguments from the rest of the
// bytes (NUL-separated).
//
// Checks: no trap; the status is 0, 1, 2 or 3; a 2 is exactly one `error: …` line and the
// usage line with nothing on standard output, a 3 one `error: cannot …` line; a 0 or 1 ends
// with the summary (text, Markdown) or is a document that starts and ends as its format
// does (JSON, HTML); no output holds a raw control character; `--out` is never given (the
// fuzzer writes no files).

import AppDimens
import AppDimensCommandLine

let tokens = #"""
  {"text": {"$type": "fontSize", "body": {"$value": "17.ssp"}, "tiny\u001b[2J": {"$value": 9},
    "heading": {"$value": "17.scaled(relativeTo: body, maxSize: xxxLarge)"}},
   "size": {"$type": "dimension",
    "button": {"$value": "30pt", "$extensions": {"appdimens": {"role": "target"}}},
    "card": {"$value": 360, "$extensions": {"appdimens": {"role": "width"}}},
    "pad": {"$value": "{size.button}"}}}
  """#

let devices = [
  "iPhoneSE3", "iphone15", "ipadpro13", "phones", "pads", "watches", "tvs", "macs",
  "visionpro", "iphone51", "", ",", "iPhone 15,,iPadAir11", "appleWatch41mm",
]
let categories = [
  "large", "AX5", "xS,L", "accessibility3,large", "", "AX9", "xxxL,AX1", "100%", "large,large",
]
let rules = ["text-200", "text-minimum,target-size", "fits-window", "text-20", "", "all"]
let formats = ["text", "json", "markdown", "csv", "html", "svg", ""]
let scalings = [
  "fixed", "appdimens", "frame:390x844", "Frame:390×844", "frame:0x844", "frame:", "390x844",
  "frame:1e9x1", "frame:nanxinf", "frame:390x844x2", "fram",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var arguments = ["audit", input.bool() ? "-" : "/nonexistent/tokens.json"]
  if input.bool() {
    arguments += ["--devices", input.pick(devices)]
  } else {
    arguments += ["--devices", "iPhoneSE3"]  // keep most runs short
  }
  if let list = input.maybe(categories) { arguments += ["--categories", list] }
  if let list = input.maybe(rules) { arguments += ["--rules", list] }
  let format = input.maybe(formats)
  if let format { arguments += ["--format", format] }
  if let scaling = input.maybe(scalings) { arguments += ["--scaling", scaling] }
  let baseline = input.byte() % 5 == 0
  if baseline { arguments += ["--baseline", "-"] }
  if input.bool() { arguments.append("--quiet") }
  let rest = input.rest()
  let free = !rest.isEmpty && rest.count <= 256
  if free {
    arguments += rest.split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
  }
  // Never `--out` or `-o` (alone or in a cluster such as `-qo`): the fuzzer writes no files.
  let writes = arguments.contains {
    $0.hasPrefix("--o") || ($0.hasPrefix("-") && !$0.hasPrefix("--") && $0.contains("o"))
  }
  guard !writes else { return 0 }

  let stdin = baseline ? #"{"violations": [], "checked": 0, "accepted": 0}"# : tokens
  let run = ToolRun(arguments, input: Array(stdin.utf8))
  run.checkStreams()
  switch run.status {
  case 2, 3:
    break
  case 0, 1:
    if let line = run.errors.lines.first(where: { !$0.hasPrefix("note: ") }) {
      violated("standard error for \(arguments): \(line)")
    }
    let text = run.output.text
    // Free-form arguments may ask for help or another format; only the fixed ones are known.
    switch free ? "any" : format ?? "text" {
    case "json":
      guard text.hasPrefix("{"), text.hasSuffix("}\n") else { violated("JSON: \(text.prefix(80))") }
    case "html":
      guard text.hasPrefix("<!DOCTYPE html>"), text.hasSuffix("</html>\n") else {
        violated("HTML: \(text.prefix(80))")
      }
    default:
      guard !text.isEmpty else { violated("no report for \(arguments)") }
    }
  default:
    violated("status \(run.status) for \(arguments)")
  }
  return 0
}
