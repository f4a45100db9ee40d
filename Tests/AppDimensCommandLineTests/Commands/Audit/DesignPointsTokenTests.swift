import Foundation
import Testing

@testable import AppDimensCommandLine

/// Design points in a token's `$extensions.appdimens`: read, validated with the entry and its
/// line and column, and audited instead of `$value` — in the reader and through the command.
@Suite("Design tokens with design points")
struct DesignPointsTokenTests {

  struct Failure: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    var testDescription: String { message }
  }

  // Bad design points: the token, the line and column of the entry's size (or value), and
  // the entry as the library's validating initializer names it.
  static let designPointsFailures = [
    Failure(
      json:
        #"{"a": {"$value": 1, "$extensions": {"appdimens": {"designPoints": {"390": 16, "390.0": 20}}}}}"#,
      message:
        "t.json:1:79: a: $extensions.appdimens.designPoints: design point 1: size 390 repeats "
        + "design point 0"),
    Failure(
      json:
        #"{"a": {"$value": 1, "$extensions": {"appdimens": {"designPoints": {"390": 16, "-5": 20}}}}}"#,
      message:
        "t.json:1:79: a: $extensions.appdimens.designPoints: design point 1: size -5 must be a "
        + "finite number in 1…100000"),
    Failure(
      json: #"{"a": {"$value": 1, "$extensions": {"appdimens": {"designPoints": {}}}}}"#,
      message:
        "t.json:1:67: a: $extensions.appdimens.designPoints: design points: no entries; give at "
        + "least one size: value pair"),
    Failure(
      json: #"{"a": {"$value": 1, "$extensions": {"appdimens": {"designPoints": {"phone": 16}}}}}"#,
      message:
        "t.json:1:68: a: $extensions.appdimens.designPoints: 'phone' is not a window size in points"
    ),
    Failure(
      json:
        #"{"a": {"$value": 1, "$extensions": {"appdimens": {"designPoints": {"390": "16px"}}}}}"#,
      message:
        "t.json:1:75: a: $extensions.appdimens.designPoints.390: expected a number, found a string"
    ),
    Failure(
      json: #"{"a": {"$value": 1, "$extensions": {"appdimens": {"designPoints": [16, 24]}}}}"#,
      message:
        "t.json:1:67: a: $extensions.appdimens.designPoints: expected an object of window sizes "
        + "and values such as {\"390\": 16, \"820\": 24}, found an array"),
    Failure(
      json: #"{"a": {"$value": 1, "$extensions": {"appdimens": {"qualifier": "width"}}}}"#,
      message:
        "t.json:1:64: a: $extensions.appdimens: qualifier and extrapolation need designPoints"
    ),
    Failure(
      json:
        #"{"a": {"$value": 1, "$extensions": {"appdimens": {"designPoints": {"390": 1}, "qualifier": "diagonal"}}}}"#,
      message:
        "t.json:1:92: a: $extensions.appdimens.qualifier: expected one of smallWidth, width, "
        + "height, found 'diagonal'"),
    Failure(
      json:
        ##"{"a": {"$type": "color", "$value": "#fff", "$extensions": {"appdimens": {"designPoints": {"390": 1}}}}}"##,
      message: "t.json:1:90: a: design points apply to fontSize and dimension tokens, not 'color'"),
    // `$value` is still read: other tools see it.
    Failure(
      json:
        #"{"a": {"$value": "16.sdx", "$extensions": {"appdimens": {"role": "target", "designPoints": {"390": 1}}}}}"#,
      message: "t.json:1:18: a: $value: at column 4: unknown function 'sdx' (did you mean 'sdp'?)"),
  ]

  @Test(arguments: designPointsFailures) func badDesignPoints(_ c: Failure) {
    #expect(tokenFailure(c.json) == c.message)
  }

  /// Design points in `$extensions.appdimens` replace `$value` in the audit; the values of
  /// the three-frame design by hand: 16 + (d − 390) × 8 ÷ 430 below 820, 24 + (d − 820) × 8 ÷
  /// 460 above; the title 28 + (d − 390) × 6 ÷ 430, × the font scale.
  @Test func designPointsReplaceTheValue() throws {
    let file = try readTokens(
      """
      {
        "text": {"$type": "fontSize",
          "title": {"$value": 28,
            "$extensions": {"appdimens": {"designPoints": {"390": 28, "820": 34, "1280": 40}}}}},
        "size": {"$type": "dimension",
          "padding": {"$value": 16,
            "$extensions": {"appdimens": {"designPoints": {"1280": 32, "390": 16, "820": 24}}}},
          "gap": {"$value": "16px",
            "$extensions": {"appdimens": {"role": "target",
              "designPoints": {"390": 16, "820": 24, "1280": 32}}}},
          "sidebar": {"$value": 320,
            "$extensions": {"appdimens": {"role": "width", "qualifier": "width",
              "extrapolation": "linear", "designPoints": {"390": 16, "820": 24, "1280": 32}}}}}
      }
      """)
    #expect(file.tokens.map(\.path) == ["text.title", "size.gap", "size.sidebar"])
    #expect(file.tokens.map(\.role) == [.text, .target, .width])
    #expect(
      file.tokens.map(\.source) == [
        "[390: 28, 820: 34, 1280: 40].resolveText(c)", "[390: 16, 820: 24, 1280: 32].resolve(c)",
        "DesignPoints([390: 16, 820: 24, 1280: 32], qualifier: .width, extrapolation: .linear)"
          + ".resolve(c)",
      ])
    #expect(file.skipped.first { $0.name == "no role" }?.count == 1)
    let (title, gap, sidebar) = (file.tokens[0], file.tokens[1], file.tokens[2])
    for (width, height, expected) in [
      (390.0, 844.0, 16.0), (605, 900, 20), (820, 1180, 24), (1280, 1600, 32), (1440, 1600, 32),
    ] {
      let window = DimensConfiguration(screenWidth: width, screenHeight: height)
      #expect(abs(gap.value(in: window) - expected) < 1e-12, "at \(width)")
    }
    // 28 + 215 × 6 ÷ 430 = 31, × 1.5.
    let large = DimensConfiguration(screenWidth: 605, screenHeight: 900, fontScale: 1.5)
    #expect(abs(title.value(in: large) - 46.5) < 1e-12)
    // On the width, continued linearly: 24 + (1440 − 820) × 8 ÷ 460 = 34.782609.
    let wide = DimensConfiguration(screenWidth: 1440, screenHeight: 900)
    #expect(abs(sidebar.value(in: wide) - 34.782609) < 5e-7)
  }

  /// A target drawn 40 pt on the 390-pt phone frame and 48 on the 820-pt tablet frame: 40 on
  /// the iPhone 16e (390 wide; the smallest width, so in both orientations), 48 on the full
  /// iPad Air 11-inch (820), 40 + (585 − 390) × 8 ÷ 430 = 43.627907 in its 585-pt 1/2 pane;
  /// under 44 in the 1/3 panes and the portrait 2/3 pane too.
  @Test func designPointsThroughTheCommand() throws {
    let tokens = #"""
      {"button": {"$value": 44, "$extensions": {"appdimens": {"role": "target",
        "designPoints": {"390": 40, "820": 48}}}}}
      """#
    let run = runTool(
      ["audit", "-", "--devices", "iPhone 16e,iPad Air 11", "--format", "json"], input: tokens)
    #expect(run.status == 1, "\(run.error.text)")
    let rows = try AuditCommandTests.violations(run.output.text)
    let found = Set(
      rows.map { "\($0["device"] ?? "") \($0["orientation"] ?? "") \($0["pane"] ?? "")" })
    #expect(
      found == [
        "iPhone 16e portrait full", "iPhone 16e landscape full",
        "iPad Air 11-inch (M2/M3) portrait 1/3", "iPad Air 11-inch (M2/M3) landscape 1/3",
        "iPad Air 11-inch (M2/M3) portrait 2/3", "iPad Air 11-inch (M2/M3) landscape 1/2",
      ])
    let phone = try #require(rows.first { $0["device"] as? String == "iPhone 16e" })
    #expect(phone["value"] as? Double == 40 && phone["limit"] as? Double == 44)
    let pane = try #require(rows.first { $0["pane"] as? String == "1/2" })
    #expect(abs((pane["value"] as? Double ?? 0) - 43.627907) < 5e-7)

    // A bad design point is a problem row; the rest is audited; --strict makes it exit 2.
    let file =
      #"{"a": {"$type": "fontSize", "$value": 17}, "b": {"$value": 44, "$extensions": {"appdimens": {"designPoints": {"390": 40, "0": 48}}}}}"#
    let message =
      "<stdin>:1:122: b: $extensions.appdimens.designPoints: design point 1: size 0 must be a "
      + "finite number in 1…100000"
    let bad = runTool(["audit", "-", "--devices", "iphone15"], input: file)
    #expect(bad.status == 0)
    #expect(bad.output.lines.contains("  " + message))
    let strict = runTool(["audit", "-", "--devices", "iphone15", "--strict"], input: file)
    #expect(strict.status == 2)
    #expect(strict.error.lines.first == "error: 1 problem (--strict); the first: " + message)
  }
}
