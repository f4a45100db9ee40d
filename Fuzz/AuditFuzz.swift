// Fuzz target: `appdimens audit -` on arbitrary bytes as the design-tokens file (the
// whole-document JSON reader, the W3C token reader, references, expressions and the audit),
// and the same bytes split in two files read as one design system by the library.
//
// Checks: no trap; the status is 0, 1 or 2; a 2 is exactly one `error: …` line and the usage
// line on standard error with nothing on standard output; a 0 or 1 writes nothing on standard
// error and ends its report with the summary line, "no violations …" exactly when the status
// is 0.

import AppDimens
import AppDimensAudit
import AppDimensCommandLine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var input = BufferedInput(bytes: bytes)
  var output = CapturedOutput()
  var errors = CapturedOutput()
  // One phone and one pad pane keep each run short; the formats share the same report.
  let status = CommandLineTool.run(
    arguments: ["audit", "-", "--devices", "iPhoneSE3,iPadAir11"],
    input: &input, output: &output, error: &errors)
  // Two files: the bytes cut at the position their first byte names. The reader either
  // refuses one of them or reads both; every problem names a place in one of them.
  let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
  let files = [
    DesignSystem.File(name: "a.json", bytes: Array(bytes[..<cut])),
    DesignSystem.File(name: "b.json", bytes: Array(bytes[cut...])),
  ]
  if let system = try? DesignSystem(files: files) {
    for problem in system.problems
    where !(problem.location.map { ["a.json", "b.json"].contains($0.file) } ?? true) {
      violated("a problem outside the files: \(problem)")
    }
    if system.tokens.count > system.tokenCount { violated("more tokens audited than read") }
  }
  switch status {
  case 2:
    let lines = errors.lines
    if lines.count != 2 || !lines[0].hasPrefix("error: ") || !lines[1].hasPrefix("usage: ") {
      violated("status 2 with standard error \(errors.text.debugDescription)")
    }
    if !output.text.isEmpty { violated("status 2 wrote \(output.text.debugDescription)") }
  case 0, 1:
    if !errors.text.isEmpty { violated("standard error: \(errors.text.debugDescription)") }
    let summary = output.lines.last ?? ""
    if summary.hasPrefix("no violations") != (status == 0) {
      violated("status \(status) with summary \(summary.debugDescription)")
    }
  default:
    violated("status \(status)")
  }
  return 0
}
