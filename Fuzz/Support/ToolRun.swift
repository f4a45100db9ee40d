// Shared by the fuzz targets that run the whole tool (compiled into each binary by
// Scripts/fuzz.sh): one in-process run, and the checks every command's streams must pass.

import AppDimensCommandLine

/// One in-process run of `appdimens` with `arguments` and `input` on standard input.
struct ToolRun {
  let arguments: [String]
  let status: Int32
  let output: CapturedOutput
  let errors: CapturedOutput

  init(_ arguments: [String], input: [UInt8] = []) {
    var stdin = BufferedInput(bytes: input)
    var output = CapturedOutput()
    var errors = CapturedOutput()
    self.arguments = arguments
    self.status = CommandLineTool.run(
      arguments: arguments, input: &stdin, output: &output, error: &errors)
    self.output = output
    self.errors = errors
  }

  /// Checks what every command promises whatever its status: no raw control character on
  /// either stream; a usage error (2) is one `error:` line and the usage line with nothing on
  /// standard output; an input/output failure (3) is one `error: cannot …` line alone.
  func checkStreams() {
    for text in [output.text, errors.text]
    where text.unicodeScalars.contains(where: { $0 != "\n" && ControlCharacters.isControl($0) }) {
      violated("a raw control character for \(arguments): \(text.prefix(200).debugDescription)")
    }
    let lines = errors.lines
    switch status {
    case 2:
      guard output.text.isEmpty, lines.count == 2, lines[0].hasPrefix("error: "),
        lines[1].hasPrefix("usage: appdimens")
      else { violated("usage error not one error line + usage for \(arguments): \(lines)") }
    case 3:
      guard output.text.isEmpty, lines.count == 1, lines[0].hasPrefix("error: cannot ") else {
        violated("input/output failure not one error line for \(arguments): \(lines)")
      }
    default:
      break
    }
  }
}
