import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("BatchResolver: one answer per line, errors in place, exit status")
struct BatchResolverTests {
  /// Blank lines (an editor's trailing newline, spaces, a CR) are skipped, as JSON Lines
  /// readers do: every other line still gets exactly one answer.
  @Test func blankLinesAreSkipped() {
    let run = runTool(
      ["resolve", "--batch", "--width", "390", "--height", "844"],
      input: "\n{\"expr\": \"10.sdp\"}\n\n   \n\r\n\t\n{\"expr\": \"20.sdp\"}\n\n")
    #expect(run.status == 0)
    #expect(run.output.lines == ["13", "26"])
    let control = runTool(["resolve", "--batch"], input: "\u{1}\n")
    #expect(control.status == 1)
    #expect(control.output.lines.count == 1)
  }

  /// A whitespace-only line of 2 MiB (past the 1 MiB line limit) is as blank as a short one:
  /// two answers for two expressions, exit 0 (it used to be answered with an over-long-line
  /// error).
  @Test func overlongBlankLineIsSkipped() {
    let blank = String(repeating: " \t", count: 1 << 20)
    let run = runTool(
      ["resolve", "--batch", "--width", "390", "--height", "844"],
      input: "{\"expr\": \"10.sdp\"}\n" + blank + "\n{\"expr\": \"20.sdp\"}\n")
    #expect(run.status == 0)
    #expect(run.output.lines == ["13", "26"])
    let notBlank = runTool(
      ["resolve", "--batch"], input: String(repeating: " ", count: 2 << 20) + "x\n")
    #expect(notBlank.status == 1)
    #expect(notBlank.output.lines == ["error: line longer than 1048576 bytes"])
  }

  @Test func goodAndBadLines() {
    let lines = [
      #"{"expr": "16.sdpa", "width": 390, "height": 844, "scale": 3, "fontScale": 1, "mode": "normal", "maxWidth": 390, "maxHeight": 844}"#,
      #"{"expr": "16.sdx", "width": 390, "height": 844}"#,
      "",
      #"{"expr": "16.sdp", "width": 0, "height": 844}"#,
      #"{"expr": "17.ssp", "device": "iPhone SE (3rd generation)", "category": "accessibility3"}"#,
      #"{"expr": "16.sdpi", "device": "ipadpro13", "landscape": true, "split": "1/2"}"#,
      #"{"expr": "16.sdp", "widht": 1}"#,
      #"{"expr": "16.sdp", "width": "390", "height": 844}"#,
      #"{"width": 390, "height": 844}"#,
      #"{"expr": 16, "width": 390, "height": 844}"#,
      #"{"expr": "16.sdp", "width": 390, "height": 844, "category": null}"#,
      #"{"expr": "16.sdp", "width": 390, "height": 844, "landscape": "yes"}"#,
      "[1]",
    ]
    let run = runTool(["resolve", "--batch"], input: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 1)
    #expect(run.error.text.isEmpty)
    #expect(
      run.output.lines == [
        "21.550307",
        "error: \"expr\": at column 4: unknown function 'sdx' (did you mean 'sdp'?)",
        "error: \"width\": screenWidth must be a finite number in 1…100000, got 0.0",
        "50",
        "16",
        "error: unknown key \"widht\" (did you mean \"width\"?)",
        "error: \"width\" must be a number, got a string",
        "error: missing \"expr\"",
        "error: \"expr\" must be a string, got a number",
        "20.8",
        "error: \"landscape\" must be true or false, got a string",
        "error: at byte 1: expected '{' (each line must be a JSON object), found '['",
      ])
  }

  @Test func allGoodExitsZeroAndFlagsGiveDefaults() {
    let input = #"{"expr": "10.sdp"}"# + "\n" + #"{"expr": "10.sdp", "width": 600}"# + "\r\n"
    let run = runTool(["resolve", "--batch", "--width", "390", "--height", "844"], input: input)
    #expect(run.status == 0)
    #expect(run.output.lines == ["13", "20"])
  }

  /// Values for people by default (`16.sdpa` on 390 × 844 is 21.55030678…); `--format json`
  /// gives every digit, the text that reads back as the library's value.
  @Test func machineFormatKeepsEveryDigit() throws {
    let line = #"{"expr": "16.sdpa", "width": 390, "height": 844}"#
    #expect(runTool(["resolve", "--batch"], input: line).output.lines == ["21.550307"])
    let run = runTool(["resolve", "--batch", "--format", "json"], input: line + "\n" + line)
    let expected = 16.sdpa(DimensConfiguration(screenWidth: 390, screenHeight: 844))
    #expect(run.output.lines.count == 2)
    for text in run.output.lines { #expect(try #require(Double(text)) == expected) }
  }

  @Test func invalidUTF8AndHugeLinesNeverTrap() {
    var bytes: [UInt8] = [0xFF, 0xFE, 0x0A]
    bytes += Array(#"{"expr": ""#.utf8) + [0xC3, 0x28] + Array("\"}\n".utf8)
    bytes += [UInt8](repeating: 0x7B, count: InputLine.maximumLength + 10) + [0x0A]
    bytes += Array(#"{"expr": "10.sdp", "width": 390, "height": 844}"#.utf8)
    let run = runTool(["resolve", "--batch"], input: bytes)
    #expect(run.status == 1)
    #expect(run.output.lines.count == 4)
    #expect(run.output.lines[0].hasPrefix("error: at byte 1"))
    #expect(run.output.lines[1] == "error: at byte 10: invalid UTF-8 in the string")
    #expect(run.output.lines[2] == "error: line longer than 1048576 bytes")
    #expect(run.output.lines[3] == "13")
  }

  @Test func matchesSingleResolvesOnRandomLines() {
    var generator = SplitMix64(seed: 5)
    let expressions = ["16.sdp", "16.hsp", "16.wem", "16.sdpia", "16.scaledDp(qualifier: height)"]
    var input = ""
    var expected: [String] = []
    for _ in 0..<300 {
      let w = Double(Int.random(in: 100...2000, using: &generator))
      let h = Double(Int.random(in: 100...2000, using: &generator))
      let expr = expressions[Int.random(in: expressions.indices, using: &generator)]
      input += #"{"expr": "\#(expr)", "width": \#(w), "height": \#(h), "fontScale": 1.5}"# + "\n"
      let single = runTool([
        "resolve", expr, "--width", "\(w)", "--height", "\(h)", "--font-scale", "1.5",
      ])
      expected.append(
        single.status == 0 ? single.output.lines[0] : "error: " + single.error.lines[0].dropFirst(7)
      )
    }
    #expect(runTool(["resolve", "--batch"], input: input).output.lines == expected)
  }

  /// The three-frame design, one JSON line per window: the designer's numbers at the frames,
  /// 20 halfway between the phone and the tablet (605 pt), by hand; text × the font scale.
  @Test func threeFrameDesign() {
    let design = "[390: 16, 820: 24, 1280: 32]"
    let lines = [
      #"{"expr": "\#(design).resolve(c)", "width": 390, "height": 844}"#,
      #"{"expr": "\#(design).resolve(c)", "width": 605, "height": 900}"#,
      #"{"expr": "\#(design).resolve(c)", "width": 820, "height": 1180}"#,
      #"{"expr": "\#(design).resolve(c)", "width": 1280, "height": 1600}"#,
      #"{"expr": "\#(design).resolve(c)", "width": 1440, "height": 1600}"#,
      #"{"expr": "\#(design).resolveText(c)", "width": 605, "height": 900, "fontScale": 1.5}"#,
      #"{"expr": "DesignPoints(\#(design), qualifier: .height).resolve(c)", "width": 390, "height": 820}"#,
    ]
    let run = runTool(["resolve", "--batch"], input: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "\(run.output.text)")
    #expect(run.output.lines == ["16", "20", "24", "32", "32", "30", "24"])
  }

  /// A bad design point fails its line only, naming the entry and its column.
  @Test func badDesignPointFailsItsLine() {
    let lines = [
      #"{"expr": "[390: 16, 820: 24].resolve(c)", "width": 605, "height": 900}"#,
      #"{"expr": "[390: 16, 820: 24, 820: 30].resolve(c)", "width": 605, "height": 900}"#,
    ]
    let run = runTool(["resolve", "--batch"], input: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 1)
    #expect(
      run.output.lines == [
        "20",
        "error: \"expr\": at column 20: design point 2: size 820 repeats design point 1",
      ])
  }
}
