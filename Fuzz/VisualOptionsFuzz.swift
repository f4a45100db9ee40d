// Fuzz target: `appdimens plot` and `appdimens gallery` options — expressions whose base
// values come from the bytes (huge, tiny, negative, special), table literals, the swept axis,
// range, samples and aspect, categories and devices, and `gallery --columns` tables built
// from the bytes (keys and column counts such as 1e19 or −3e307).
//
// Checks: no trap; the status is 0 or 2; a 2 is exactly one `error: …` line and the usage
// line with nothing on standard output; a 0 is a whole SVG or HTML document holding no `nan`
// or `inf` (an overflowing or empty result is an error, never drawn) and no raw control
// character. Never `--out`.

import AppDimens
import AppDimensCommandLine

let suffixes = [".sdp", ".ssp", ".wdp", ".hdp", ".sdpa", ".scaledDp.resolve(c)", ".powerDp(c)"]
let fixed = [
  "c.pixelsPerInch", "[.width(400): 10, .width(900): 20].resolve(c)", "16.sdp",
  "[390: 16, 820: 24].resolve(c)", "17.scaled(relativeTo: body)", "c.screenWidth",
]
let keys = ["wAny", "w375", "wR.all", "w1024", ".width(600)", "wC.phone", "w320"]
let categories = ["large", "AX5", "xS,L", "large,accessibility3", "AX9", ""]
let plotDevices = ["iphone15", "phones", "", "iphone51", "ipadpro13,watches"]
let galleryDevices = ["iphone15", "iPhoneSE3", "appleWatch41mm", "iPadAir11", "", "nope"]
let axes = ["smallWidth", "width", "height", "diagonal"]
let counts = ["2", "3", "17", "50", "2.5", "0", "1e19", "-3"]

/// A number as the command line spells it: Swift's shortest form (`3e+307`, `-0.0`, `nan`).
func spelled(_ value: Double) -> String { "\(value)" }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let isPlot = input.bool()
  var expressions: [String] = []
  for _ in 0..<(1 + Int(input.byte() % 3)) {
    expressions.append(
      input.bool() ? input.pick(fixed) : spelled(input.double()) + input.pick(suffixes))
  }
  var arguments: [String]
  if isPlot {
    arguments = ["plot"] + expressions
    if let axis = input.maybe(axes) { arguments += ["--axis", axis] }
    if input.bool() { arguments += ["--from", spelled(input.double())] }
    if input.bool() { arguments += ["--to", spelled(input.double())] }
    arguments += ["--samples", input.pick(counts)]  // always: the default 601 is slow here
    if input.bool() { arguments += ["--aspect", spelled(input.double())] }
    if input.bool() { arguments += ["--category", input.pick(["large", "AX5", "xS", "AX9"])] }
    if let devices = input.maybe(plotDevices) { arguments += ["--devices", devices] }
  } else {
    arguments = ["gallery", "--devices", input.pick(galleryDevices)]
    if input.bool() { arguments += ["--expr", expressions.joined(separator: ", ")] }
    if let list = input.maybe(categories) { arguments += ["--categories", list] }
    if input.bool() {
      var entries: [String] = []
      for _ in 0..<(Int(input.byte() % 4)) {
        entries.append(input.pick(keys) + ": " + spelled(input.double()))
      }
      arguments += ["--columns", "[" + entries.joined(separator: ", ") + "]"]
    }
  }
  if input.bool() { arguments.append("--quiet") }

  let run = ToolRun(arguments)
  run.checkStreams()
  switch run.status {
  case 2:
    break
  case 0:
    let text = run.output.text
    let whole =
      isPlot
      ? text.hasPrefix("<?xml") && text.hasSuffix("</svg>\n")
      : text.hasPrefix("<!DOCTYPE html>") && text.hasSuffix("</html>\n")
    guard whole else { violated("not a whole document for \(arguments): \(text.suffix(80))") }
    // Expression sources are echoed as given; none here spells nan or inf (those are errors).
    for word in ["nan", "inf"] where text.contains(word) {
      violated("'\(word)' in the output of \(arguments)")
    }
  default:
    violated("status \(run.status) for \(arguments)")
  }
  return 0
}
