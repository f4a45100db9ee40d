// Fuzz target: the command line's EXPR parser and evaluator, and the tool's argument handling,
// on arbitrary bytes.
//
// Checks: no trap; a syntax error has a message and a column inside the text (in Unicode
// scalars, as ExpressionError documents; "\r\n" is one Character but two columns); a compiled
// expression never resolves to NaN on any window; `CommandLineTool.run` on arbitrary
// arguments returns 0, 1 or 2, and a usage error (2) is exactly one `error:` line and the
// usage line on standard error with nothing on standard output.

import AppDimens
import AppDimensCommandLine

let windows = [
  DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3),
  DimensConfiguration(screenWidth: 1366, screenHeight: 1024, uiMode: .television),
  DimensConfiguration(
    screenWidth: 507, screenHeight: 768, fontScale: 3.1, maximumWindowWidth: 1024),
  DimensConfiguration(screenWidth: 1, screenHeight: 100_000),
]
let evaluator = ExpressionEvaluator()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  let limit = text.unicodeScalars.count + 1  // columns count Unicode scalars
  do {
    let compiled = try evaluator.compile(text)
    // Optional values are NaN where they are nil: a table literal, a configuration's ppi.
    let optional = text.contains("[") || text.contains("pixelsPerInch")
    for window in windows where !optional && compiled.value(in: window).isNaN {
      violated("\(text.debugDescription) is NaN on \(window)")
    }
  } catch {
    if error.message.isEmpty { violated("empty message for \(text.debugDescription)") }
    if let column = error.column, !(1...limit).contains(column) {
      violated("column \(column) outside 1…\(limit) for \(text.debugDescription)")
    }
  }
  // The same bytes as a command line: NUL separates the arguments. Never `--out`: the
  // visual commands would write files (Scripts/fuzz.sh also runs in a scratch directory).
  if size <= 512 {
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    guard !arguments.contains(where: { $0.hasPrefix("--o") }) else { return 0 }
    checkRun(arguments)
    checkRun(["resolve"] + arguments)
  }
  return 0
}

func checkRun(_ arguments: [String]) {
  var input = BufferedInput(bytes: [])
  var output = CapturedOutput()
  var errors = CapturedOutput()
  let status = CommandLineTool.run(
    arguments: arguments, input: &input, output: &output, error: &errors)
  switch status {
  case 0, 1:
    break
  case 2:
    let lines = errors.lines
    guard output.text.isEmpty, lines.count == 2, lines[0].hasPrefix("error: "),
      lines[1].hasPrefix("usage: appdimens"), !lines[1].hasPrefix("error: ")
    else { violated("usage error not one error line + usage for \(arguments): \(lines)") }
  case 3:
    // A file that cannot be read (`audit FILE`): one error line, no usage line.
    let lines = errors.lines
    guard output.text.isEmpty, lines.count == 1, lines[0].hasPrefix("error: cannot ") else {
      violated("input/output failure not one error line for \(arguments): \(lines)")
    }
  default:
    violated("exit status \(status) for \(arguments)")
  }
}
