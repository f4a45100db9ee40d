import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("TypeCommand: the HIG type ramps as tables")
struct TypeCommandTests {
  /// The HIG (Typography › Specifications), iOS body: size/leading from xS to AX5.
  static let iosBody: [(Double, Double)] = [
    (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40),
    (40, 48), (47, 56), (53, 62),
  ]

  /// The cells of the row starting with `style` in a text table.
  func cells(_ run: ToolRun, _ style: String) -> [String] {
    let line = run.output.lines.first { $0.hasPrefix(style + " ") } ?? ""
    return line.split(separator: " ").map(String.init)
  }

  @Test func iosRampSizesAndLeading() {
    let run = runTool(["type"])
    #expect(run.status == 0)
    #expect(
      run.output.lines[0].split(separator: " ") == [
        "style", "weight", "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4",
        "AX5",
      ])
    #expect(run.output.lines.count == 2 + 11)
    #expect(cells(run, "body") == ["body", "regular"] + Self.iosBody.map { "\(Int($0.0))" })
    #expect(cells(run, "headline").dropFirst(2) == cells(run, "body").dropFirst(2))
    #expect(cells(run, "headline")[1] == "semibold")
    let leading = runTool(["type", "--style", "body", "--leading"])
    #expect(cells(leading, "body").dropFirst(2) == Self.iosBody.map { "\(Int($0.1))" }[...])
  }

  @Test func capAndStyles() {
    let run = runTool(["type", "--style", "body,caption", "--max-size", "AX3"])
    #expect(run.output.lines.count == 4)
    #expect(run.output.lines[0].hasSuffix("AX3"))
    #expect(cells(run, "body").last == "40")
    // caption1 AX3 = 32 (reference).
    #expect(cells(run, "caption1").last == "32")
  }

  @Test func otherPlatforms() {
    // watchOS body 14 15 16 17 18 19 21 22 23 (no M, AX4, AX5); macOS body 13; tvOS body 29.
    let watch = runTool(["type", "--platform", "watchos", "--style", "body"])
    #expect(
      cells(watch, "body").dropFirst(2) == ["14", "15", "16", "17", "18", "19", "21", "22", "23"])
    #expect(!watch.output.lines[0].contains(" M "))
    let mac = runTool(["type", "--platform", "macOS", "--style", "body"])
    #expect(cells(mac, "body").dropFirst(2) == ["13"])
    let tv = runTool(["type", "--platform", "tvos", "--style", "body", "--max-size", "xS"])
    #expect(cells(tv, "body").dropFirst(2) == ["29"])
  }

  @Test func csvAndJSON() throws {
    let csv = parseCSV(runTool(["type", "--style", "body", "--format", "csv"]).output.text)
    #expect(
      csv.first == [
        "platform", "style", "weight", "category", "size", "leading", "scale", "metricsScale",
      ])
    #expect(csv.count == 1 + 12)
    for (record, metrics) in zip(csv.dropFirst(), Self.iosBody) {
      #expect(Double(record[4]) == metrics.0 && Double(record[5]) == metrics.1)
      #expect(isClose(Double(record[6]) ?? 0, metrics.0 / 17))
      // UIFontMetrics' body multiplier is the HIG leading ratio (leading ÷ 22) in every body
      // cell, which the iOS 26 measurement confirms (its 17 pt at AX3 is 37 = 17 × 48 ÷ 22).
      #expect(isClose(Double(record[7]) ?? 0, metrics.1 / 22, tolerance: 1e-12))
    }
    let json = runTool(["type", "--max-size", "large", "--format", "json"])
    let document = try #require(parseJSON(json.output.text) as? [String: Any])
    #expect(document["platform"] as? String == "iOS")
    #expect(document["maxSize"] as? String == "large")
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(rows.count == 11 && rows.allSatisfy { ($0["cells"] as? [Any])?.count == 4 })
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Failure(
      arguments: ["--platform", "android"],
      message:
        "--platform: expected one of iOS, watchOS, tvOS, macOS, visionOS, carPlay, got 'android'"),
    Failure(
      arguments: ["--style", "bdy"],
      message: "--style: unknown text style 'bdy' (did you mean 'body'?)"),
    Failure(arguments: ["--style", ","], message: "--style: the list is empty"),
    Failure(
      arguments: ["--max-size", "huge"],
      message: "--max-size: expected one of " + OptionNames.categoryList + ", got 'huge'"),
    Failure(arguments: ["body"], message: "type takes no arguments, got 'body'"),
  ])
  func errors(_ f: Failure) {
    let run = runTool(["type"] + f.arguments)
    #expect(run.status == 2)
    #expect(run.error.lines == ["error: " + f.message, Command.type.usage])
  }
}
