import Foundation
import Testing

@testable import AppDimensCommandLine

/// `--scale-limits LO...HI` in resolve, table, gallery, plot and audit: the factor of
/// `sdp`/`wdp`/`hdp` clamped into the range (`sdp = v × min(max(sw ÷ 300, LO), HI)`), and one
/// error line with status 2 for a range that is not one.
@Suite("--scale-limits: every command that resolves values keeps the window factor in range")
struct ScaleLimitsArgumentTests {
  // Window sides from Apple's tech specs (the catalog's entries): 12.9-inch iPad Pro
  // 1024 × 1366 pt, iPhone 15 393 × 852 pt, iPhone 17 Pro Max 440 × 956 pt.

  @Test func resolveCapsTheIPadAndLeavesTheIPhone() {
    let iPad = runTool([
      "resolve", "16.sdp", "-d", "iPad Pro 12.9-inch", "--scale-limits", "0.8...1.5",
    ])
    #expect(iPad.status == 0)
    #expect(iPad.output.lines == ["24"])  // 16 × 1.5: 1024 ÷ 300 = 3.41 is above 1.5
    let free = runTool(["resolve", "16.sdp", "-d", "iPad Pro 12.9-inch"])
    #expect(free.output.lines == ["54.613333"])  // 16 × 1024 ÷ 300
    let iPhone = runTool(["resolve", "16.sdp", "-d", "iPhone 15", "--scale-limits", "0.8…1.5"])
    #expect(iPhone.output.lines == ["20.96"])  // 16 × 393 ÷ 300 = 16 × 1.31, inside the range
    // The text forms limit the window factor only; Dynamic Type comes after it (AX3 body on
    // iPadOS is 40 pt against 17: 24 × 40 ÷ 17 = 56.470588).
    let text = runTool([
      "resolve", "16.ssp", "-d", "iPad Pro 12.9-inch", "-c", "AX3", "--scale-limits", "0.8...1.5",
    ])
    #expect(text.output.lines == ["56.470588"])
    // A lower limit lifts a small window: 200 ÷ 300 = 0.67 → 0.8.
    let small = runTool([
      "resolve", "10.sdp", "--width", "200", "--height", "400", "--scale-limits", "0.8...1.5",
    ])
    #expect(small.output.lines == ["8"])
  }

  @Test func batchLinesTakeTheKey() {
    let input = """
      {"expr": "16.sdp", "width": 1024, "height": 1366, "scaleLimits": "0.8...1.5"}
      {"expr": "16.sdp", "width": 1024, "height": 1366}
      """
    let run = runTool(["resolve", "--batch"], input: input)
    #expect(run.status == 0)
    #expect(run.output.lines == ["24", "54.613333"])  // 16 × 1.5; 16 × 1024 ÷ 300
  }

  @Test func tableSaysSoAndCapsEveryPad() {
    let run = runTool(["table", "16.sdp", "--devices", "pads", "--scale-limits", "0.8...1.5"])
    #expect(run.status == 0)
    #expect(
      run.output.lines.first?.hasSuffix("Window factors kept in 0.8…1.5 (--scale-limits).") == true)
    // Every iPad is at least 744 points wide: 744 ÷ 300 = 2.48 > 1.5, so every row is 24.
    let rows = run.output.lines.dropFirst(4)
    #expect(!rows.isEmpty && rows.allSatisfy { $0.hasSuffix(" 24") })
    let json = runTool([
      "table", "16.sdp", "--devices", "iPad Pro 12.9-inch", "--scale-limits", "0.8...1.5",
      "--format", "json",
    ])
    let parsed = parseJSON(json.output.text) as? [String: Any]
    let rowsJSON = parsed?["rows"] as? [[String: Any]]
    #expect((rowsJSON?.first?["values"] as? [String: Double])?["16.sdp"] == 24)
  }

  @Test func plotAndGalleryTakeIt() {
    let plot = runTool([
      "plot", "16.sdp", "--samples", "3", "--from", "300", "--to", "900", "--scale-limits",
      "0.8...1.5", "--quiet",
    ])
    #expect(plot.status == 0)
    #expect(plot.output.text.contains("factors 0.8…1.5"))
    let gallery = runTool([
      "gallery", "16.sdp", "--devices", "iPad Pro 12.9-inch", "--categories", "large",
      "--scale-limits", "0.8...1.5", "--quiet",
    ])
    #expect(gallery.status == 0)
    #expect(gallery.output.text.contains(">24<") || gallery.output.text.contains(">24 "))
  }

  /// A 40-pt target on the iPhone 17 Pro Max: 40 × 440 ÷ 300 = 58.67 passes 44; kept in
  /// 0.8…1.05 it is 40 × 1.05 = 42 and fails.
  @Test func auditWithAppDimensScaling() throws {
    let tokens = """
      {"size": {"$type": "dimension",
        "button": {"$value": "40px", "$extensions": {"appdimens": {"role": "target"}}}}}
      """
    let arguments = [
      "audit", "-", "--scaling", "appdimens", "--devices", "iPhone 17 Pro Max", "--format",
      "json",
    ]
    #expect(runTool(arguments, input: tokens).status == 0)
    let limited = runTool(arguments + ["--scale-limits", "0.8...1.05"], input: tokens)
    #expect(limited.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(limited.output.text.utf8))
    #expect((object as? [String: Any])?["scaleLimits"] as? [Double] == [0.8, 1.05])
    let findings = try #require((object as? [String: Any])?["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(abs((findings.first?["worst"] as? Double ?? 0) - 42) < 1e-9)
    let text = runTool(
      Array(arguments.dropLast(2)) + ["--scale-limits", "0.8...1.05"], input: tokens)
    #expect(
      text.output.lines.first
        == "scaling: appdimens (dimensions as N.sdp, text as N.ssp); window factors kept in "
        + "0.8…1.05; 1 rem = 16 pt")
    let fixed = runTool(
      ["audit", "-", "--scaling", "fixed", "--scale-limits", "0.8...1.5"], input: tokens)
    #expect(fixed.status == 2)
    #expect(fixed.error.lines.first?.contains("--scale-limits needs --scaling appdimens") == true)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let window = ["--width", "390", "--height", "844"]

  @Test(arguments: [
    Bad(
      arguments: ["resolve", "16.sdp", "--scale-limits", "1.5"] + window,
      message: "--scale-limits: expected LO...HI, a range of factors such as 0.8...1.5, got '1.5'"),
    Bad(
      arguments: ["resolve", "16.sdp", "--scale-limits", "1.5...0.8"] + window,
      message: "--scale-limits: 1.5...0.8: the lower bound is above the upper bound"),
    Bad(
      arguments: ["resolve", "16.sdp", "--scale-limits", "-1...2"] + window,
      message:
        "--scale-limits: -1...2: scaleLimits must be a range of finite factors in 0…1000000 with "
        + "an upper bound > 0, got -1.0"),
    Bad(
      arguments: ["resolve", "16.sdp", "--scale-limits", "0...0"] + window,
      message:
        "--scale-limits: 0...0: scaleLimits must be a range of finite factors in 0…1000000 with "
        + "an upper bound > 0, got 0.0"),
    Bad(
      arguments: ["resolve", "16.sdp", "--scale-limits", "nan...1"] + window,
      message: "--scale-limits: expected LO...HI, a range of factors such as 0.8...1.5, got "
        + "'nan...1'"),
    Bad(
      arguments: ["table", "16.sdp", "--scale-limits", "0.8..1.5"],
      message: "--scale-limits: expected LO...HI, a range of factors such as 0.8...1.5, got "
        + "'0.8..1.5'"),
    Bad(
      arguments: ["plot", "16.sdp", "--scale-limits", "2...1"],
      message: "--scale-limits: 2...1: the lower bound is above the upper bound"),
    Bad(
      arguments: ["gallery", "--scale-limits", "1...2e6"],
      message:
        "--scale-limits: 1...2000000: scaleLimits must be a range of finite factors in "
        + "0…1000000 with an upper bound > 0, got 2000000.0"),
  ])
  func badRangesAreOneErrorLine(_ bad: Bad) {
    let run = runTool(bad.arguments)
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(run.error.lines.first == "error: " + bad.message)
    #expect(run.error.lines.filter { $0.hasPrefix("error: ") }.count == 1)
  }

  @Test func helpNamesTheOption() {
    for command in ["resolve", "table", "gallery", "plot", "audit"] {
      let run = runTool(["help", command])
      #expect(run.output.text.contains("--scale-limits LO...HI"), "\(command)")
    }
  }
}
