import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

/// The tool under bad input (Documentation/Guarantees.md): every bad invocation gets exactly one
/// `error: …` line and the command's usage line on standard error, nothing on standard output,
/// and exit status 2; `--batch` answers a bad line with one `error: …` line in its place and
/// goes on.
@Suite("appdimens under bad input: one error line, exit status 2, batch keeps going")
struct CommandLineToolBadInputTests {
  struct BadInvocation: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// Words the error line must contain (the flag, the bad text, a suggestion).
    let mentions: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// The invalid UTF-8 bytes 0xFF and 0xC3 0x28, as the process sees them in `argv` (Swift
  /// repairs each bad sequence to U+FFFD).
  static let invalidUTF8 = String(decoding: [0xFF, 0x2E, 0x73, 0x64, 0x70], as: UTF8.self)
  static let invalidDevice = String(decoding: [0xC3, 0x28], as: UTF8.self)
  static let window = ["--width", "390", "--height", "844"]

  @Test(arguments: [
    // Unknown flags.
    BadInvocation(arguments: ["resolve", "16.sdp", "--frobnicate"], mentions: ["--frobnicate"]),
    BadInvocation(arguments: ["table", "16.sdp", "--bogus"], mentions: ["--bogus"]),
    BadInvocation(arguments: ["devices", "--formt", "csv"], mentions: ["--formt", "--format"]),
    BadInvocation(arguments: ["frobnicate"], mentions: ["frobnicate"]),
    // Missing values.
    BadInvocation(arguments: ["resolve", "16.sdp", "--width"], mentions: ["--width"]),
    BadInvocation(arguments: ["resolve", "16.sdp", "--device"], mentions: ["--device"]),
    BadInvocation(arguments: ["table", "16.sdp", "--format"], mentions: ["--format"]),
    BadInvocation(arguments: ["resolve"], mentions: ["expression"]),
    BadInvocation(arguments: ["resolve", "16.sdp"], mentions: ["--width"]),
    // Malformed numbers.
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--width", "abc", "--height", "844"], mentions: ["abc"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--width", "1.2.3", "--height", "844"],
      mentions: ["1.2.3"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--width", "", "--height", "844"], mentions: ["--width"]),
    BadInvocation(arguments: ["resolve", "0x10.sdp"] + window, mentions: ["x10"]),
    BadInvocation(arguments: ["resolve", "16..sdp"] + window, mentions: ["column 3"]),
    BadInvocation(arguments: ["resolve", "16.sdp("] + window, mentions: ["column"]),
    // Huge numbers.
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--width", "1e400", "--height", "844"],
      mentions: ["1e400"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--width", "99999999999999999999999", "--height", "1"],
      mentions: ["--width"]),
    BadInvocation(arguments: ["resolve", "1e999.sdp"] + window, mentions: ["1e999"]),
    BadInvocation(
      arguments: ["resolve", "1e308.wdp", "--width", "100000", "--height", "1"],
      mentions: ["not finite"]),
    BadInvocation(
      arguments: ["table", "1e308.sdp", "--devices", "pads"], mentions: ["1e308.sdp", "iPad"]),
    BadInvocation(
      arguments: ["resolve", "16.scaledDp.screen(24, qualifier: width, minimum: 1e400)"] + window,
      mentions: ["1e400"]),
    // NaN and infinity literals.
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--width", "nan", "--height", "844"], mentions: ["nan"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--width", "390", "--height", "inf"], mentions: ["inf"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--scale", "-inf"] + window, mentions: ["-inf"]),
    BadInvocation(arguments: ["resolve", "nan.sdp"] + window, mentions: ["nan"]),
    BadInvocation(arguments: ["resolve", "inf.sdp"] + window, mentions: ["inf"]),
    BadInvocation(
      arguments: ["resolve", "16.scaledDp(sensitivity: nan)"] + window, mentions: ["nan"]),
    // Out-of-range values.
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--scale", "0"] + window, mentions: ["--scale"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--width", "-5", "--height", "844"], mentions: ["-5"]),
    // Invalid UTF-8.
    BadInvocation(arguments: ["resolve", invalidUTF8] + window, mentions: ["U+FFFD"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--device", invalidDevice], mentions: ["--device"]),
    // Devices that do not exist: the nearest names are suggested.
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--device", "iphone51"],
      mentions: ["iphone51", "did you mean", "'iPhone 15'"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--device", "ipad pro 13 inch m9"],
      mentions: ["did you mean", "'iPad Pro 13-inch (M4)'"]),
    BadInvocation(
      arguments: ["table", "16.sdp", "--devices", "phones,iphone51"],
      mentions: ["iphone51", "'iPhone 15'"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--device", "zzzzzzzz"], mentions: ["appdimens devices"]),
    // Regression (Fuzz/ExpressionFuzz.swift): a newline in an argument split the error line.
    BadInvocation(arguments: ["bogus\ncommand"], mentions: ["'bogus\\ncommand'"]),
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--device", "nowhere\nphone\u{2028}"],
      mentions: ["nowhere\\nphone\\u{2028}"]),
    // A bidirectional control would reorder the rest of the line on a terminal.
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--device", "a\u{202E}b"], mentions: ["'a\\u{202e}b'"]),
    // After `--` every word is an argument: `--help` is an expression, not a request for help.
    BadInvocation(arguments: ["resolve"] + window + ["--", "--help"], mentions: ["'-'"]),
    // A value past a limit is echoed with the digits that make it invalid.
    BadInvocation(
      arguments: ["resolve", "16.sdp", "--design-frame", "100000.00000000001x844"] + window,
      mentions: ["--design-frame 100000.00000000001x844", "got 100000.00000000001"]),
    // A 131 KB name is quoted by its first 40 characters.
    BadInvocation(
      arguments: ["resolve", String(repeating: "a", count: 131_000)] + window,
      mentions: ["'\(String(repeating: "a", count: 40))…'"]),
  ])
  func badInvocationGetsOneErrorLineAndStatus2(_ bad: BadInvocation) {
    let run = runTool(bad.arguments)
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    let lines = run.error.lines
    #expect(lines.count == 2)
    #expect(lines.filter { $0.hasPrefix("error: ") }.count == 1)
    #expect(lines.first?.hasPrefix("error: ") == true)
    #expect(lines.last?.hasPrefix("usage: appdimens") == true)
    #expect((lines.first?.count ?? 0) < 1000)
    for word in bad.mentions {
      #expect(lines.first?.contains(word) == true, "\(word) in \(lines.first ?? "")")
    }
  }

  /// A good line: 10.sdp on a 390-point-wide window is 13 (Behavior Reference › Vectors).
  static let good = #"{"expr": "10.sdp", "width": 390, "height": 844}"#

  /// Bad batch lines, each with a word its error must contain.
  static let badLines: [(bytes: [UInt8], mention: String)] = [
    (Array("garbage".utf8), "'{'"),
    ([0xFF, 0xFE] + Array(#"{"expr": "1"}"#.utf8), "0xFF"),
    (Array(#"{"expr": "\#u{FFFD}"}"#.utf8.dropLast(5)) + [0xC3, 0x28, 0x22, 0x7D], "UTF-8"),
    (Array(#"{"expr": "16.sdp", "width": NaN, "height": 844}"#.utf8), "'N'"),
    (Array(#"{"expr": "16.sdp", "width": Infinity}"#.utf8), "'I'"),
    (Array(#"{"expr": "16.sdp", "width": 1e400, "height": 1}"#.utf8), "out of range"),
    (Array(#"{"expr": "1e308.wdp", "width": 100000, "height": 1}"#.utf8), "not finite"),
    (Array(#"{"expr": "16.sdp", "device": "iphone51"}"#.utf8), "'iPhone 15'"),
    (Array(#"{"expr": "16.sdp", "widht": 390}"#.utf8), "\"width\""),
    (Array(#"{"width": 390, "height": 844}"#.utf8), "\"expr\""),
    (Array(#"{"expr": "16.sdp", "device": "a\nb\u2028"}"#.utf8), #"'a\nb\u{2028}'"#),
  ]

  @Test func batchAnswersEveryLineAndKeepsGoingAfterABadOne() {
    var input: [UInt8] = []
    for (bytes, _) in Self.badLines {
      input += bytes + [0x0A] + Array(Self.good.utf8) + [0x0A]
    }
    let run = runTool(["resolve", "--batch"], input: input)
    #expect(run.status == 1)
    #expect(run.error.text.isEmpty)
    let lines = run.output.lines
    #expect(lines.count == 2 * Self.badLines.count)
    for (index, (_, mention)) in Self.badLines.enumerated() where 2 * index + 1 < lines.count {
      let error = lines[2 * index]
      #expect(error.hasPrefix("error: ") && error.contains(mention), "\(error) ∌ \(mention)")
      #expect(Double(lines[2 * index + 1]).map { isClose($0, 13) } == true)
    }
  }

  @Test func emptyBatchSucceedsWithNoOutput() {
    let run = runTool(["resolve", "--batch"], input: [])
    #expect(run.status == 0)
    #expect(run.output.text.isEmpty)
    #expect(run.error.text.isEmpty)
  }

  @Test func longBatchAnswersEveryLineInOrder() {
    // 20,000 lines in-process (Scripts/check-cli.sh runs 100,000 through the binary and checks
    // that its memory stays flat); every seventh line is bad.
    var input = ""
    var expected: [Double?] = []
    for i in 0..<20_000 {
      if i % 7 == 0 {
        input += "not json \(i)\n"
        expected.append(nil)
      } else {
        let width = Double(320 + i % 500)
        input += #"{"expr": "\#(i % 50).sdp", "width": \#(Int(width)), "height": 2000}"# + "\n"
        expected.append(Double(i % 50) * width / 300)
      }
    }
    let run = runTool(["resolve", "--batch"], input: input)
    let lines = run.output.lines
    #expect(run.status == 1)
    #expect(lines.count == expected.count)
    var mismatches = 0
    for (line, value) in zip(lines, expected) {
      switch value {
      case nil: if !line.hasPrefix("error: ") { mismatches += 1 }
      case let value?: if !(Double(line).map { isClose($0, value) } ?? false) { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func overlongBatchLineIsOneErrorAndTheNextLineIsAnswered() {
    // Not blank: a blank line is skipped whatever its length (BatchResolverTests).
    let long = [UInt8](repeating: 0x20, count: InputLine.maximumLength + 10) + [0x61]
    let run = runTool(["resolve", "--batch"], input: long + [0x0A] + Array(Self.good.utf8))
    #expect(run.output.lines.count == 2)
    #expect(run.output.lines.first?.hasPrefix("error: line longer than") == true)
    #expect(run.output.lines.last.flatMap(Double.init).map { isClose($0, 13) } == true)
  }
}
