// Fuzz target: `appdimens resolve --batch` (the JSON-lines reader, fields, devices and
// expressions) and `JSONLine.parse` on arbitrary bytes.
//
// Checks: no trap; output line N answers non-blank input line N (one line per such line,
// none lost or
// added); every answer is a finite number or one `error: …` line; exit status 0 when every
// line resolved, else 1; standard error holds only `note:` lines.

import AppDimens
import AppDimensCommandLine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? JSONLine.parse(bytes)
  // The first byte picks the command-line defaults the lines are filled from.
  let defaults: [[String]] = [
    [], ["--width", "390", "--height", "844"], ["--device", "iPhone 15", "--landscape"],
    ["--device", "ipadpro13", "--split", "1/3", "--category", "AX3"],
  ]
  let flags = defaults[Int(bytes.first ?? 0) % defaults.count]
  var input = BufferedInput(bytes: bytes)
  var output = CapturedOutput()
  var errors = CapturedOutput()
  let status = CommandLineTool.run(
    arguments: ["resolve", "--batch"] + flags, input: &input, output: &output, error: &errors)
  // Blank lines (spaces, tabs, a CR) are skipped; every other line gets one answer.
  var pieces = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
  if bytes.last == 0x0A || bytes.isEmpty { pieces.removeLast() }
  let lines = pieces.filter { $0.contains { ![0x20, 0x09, 0x0D].contains($0) } }.count
  let answers = output.lines
  if answers.count != lines {
    violated("\(answers.count) answers for \(lines) lines: \(bytes)")
  }
  var failed = false
  for answer in answers {
    if answer.hasPrefix("error: ") {
      failed = true
    } else if let value = Double(answer), value.isFinite {
      continue
    } else {
      violated("answer \(answer.debugDescription) is neither a number nor an error")
    }
  }
  if status != (failed ? 1 : 0) { violated("status \(status) with failed=\(failed)") }
  // A category the window's platform lacks is a `note:` on standard error; nothing else is.
  if let line = errors.lines.first(where: { !$0.hasPrefix("note: ") }) {
    violated("standard error: \(line)")
  }
  return 0
}
