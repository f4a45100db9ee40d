import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

/// The error an expression throws, or nil when it compiles.
func compileError(_ source: String) -> ExpressionError? {
  do {
    _ = try ExpressionEvaluator().compile(source)
    return nil
  } catch {
    return error
  }
}

/// The value of an expression in a window, or nil when it does not compile.
func evaluate(_ source: String, _ configuration: DimensConfiguration) -> Double? {
  try? ExpressionEvaluator().evaluate(source, configuration: configuration)
}

/// The outcome of one in-process run of the tool.
struct ToolRun {
  let status: Int32
  let output: CapturedOutput
  let error: CapturedOutput
}

/// Runs `appdimens` in-process with `arguments` and standard input `input`.
func runTool(_ arguments: [String], input: [UInt8] = []) -> ToolRun {
  var source = BufferedInput(bytes: input)
  var output = CapturedOutput()
  var error = CapturedOutput()
  let status = CommandLineTool.run(
    arguments: arguments, input: &source, output: &output, error: &error)
  return ToolRun(status: status, output: output, error: error)
}

/// Runs `appdimens` in-process with text on standard input.
func runTool(_ arguments: [String], input: String) -> ToolRun {
  runTool(arguments, input: Array(input.utf8))
}

/// Parses CSV text (RFC 4180) into records, independently of the writer.
func parseCSV(_ text: String) -> [[String]] {
  var records: [[String]] = []
  var record: [String] = []
  var field = ""
  var quoted = false
  var characters = Array(text)[...]
  while let c = characters.popFirst() {
    if quoted {
      if c == "\"" {
        if characters.first == "\"" {
          field.append("\"")
          characters.removeFirst()
        } else {
          quoted = false
        }
      } else {
        field.append(c)
      }
    } else if c == "\"" {
      quoted = true
    } else if c == "," {
      record.append(field)
      field = ""
    } else if c == "\n" {
      record.append(field)
      records.append(record)
      record = []
      field = ""
    } else {
      field.append(c)
    }
  }
  if !field.isEmpty || !record.isEmpty {
    record.append(field)
    records.append(record)
  }
  return records
}

/// Parses JSON text with Foundation, the independent reader for the JSON writer.
func parseJSON(_ text: String) -> Any? {
  try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

/// An expression and the value it must give in a `width` × `height` window, from an
/// independent source (a Behavior Reference vector or a hand computation).
struct WindowCase: Sendable, CustomTestStringConvertible {
  let source: String
  let width: Double
  let height: Double
  let expected: Double
  var testDescription: String { "\(source) at \(width)×\(height)" }

  /// The window: `width` × `height` at the defaults.
  var window: DimensConfiguration { DimensConfiguration(screenWidth: width, screenHeight: height) }
}
