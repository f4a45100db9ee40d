import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite(
  "DynamicType bindings: 17.scaled(relativeTo: body) at the window's category (Behavior Reference › Dynamic Type)"
)
struct DynamicTypeBindingsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let category: ContentSizeCategory
    let expected: Double
    var testDescription: String { "\(source) at \(category)" }
  }

  /// Expected values in a @3x window: the iOS 26 measurement of `UIFontMetrics`
  /// (`measuredMetrics` of the Dynamic Type tests; body 17 pt: xS 14.666667, L 17, xxL 20, AX3
  /// 37; body 24 at xxxL 31.666667; caption1 12 at xS 9.666667; title1 28 at xxxL 33.666667),
  /// the HIG's font ramp for `curve: fontRamp` (body 40 at AX3), and by hand the watch (title2
  /// 27 → 36 at AX3) and the Mac (no Dynamic Type).
  @Test(arguments: [
    Case(source: "17.scaled(relativeTo: body)", category: .accessibility3, expected: 37),
    Case(source: "17.scaled(relativeTo: .body)", category: .large, expected: 17),
    Case(source: "17.scaled()", category: .xSmall, expected: 14.666667),
    Case(
      source: "17.scaled(relativeTo: body, curve: fontRamp)", category: .accessibility3,
      expected: 40),
    Case(
      source: "17.scaled(relativeTo: body, maxSize: accessibility3)",
      category: .accessibility5, expected: 37),
    Case(
      source: "17.scaled(relativeTo: .body, maxSize: .accessibility3)", category: .accessibility5,
      expected: 37),
    Case(
      source: "17.scaled(relativeTo: body, maxSize: xxLarge)",
      category: .accessibility5, expected: 20),
    Case(
      source: "12.scaled(relativeTo: caption1, minSize: large)", category: .xSmall,
      expected: 12),
    // The older labels are read as maxSize:/minSize:.
    Case(
      source: "17.scaled(relativeTo: body, maximumCategory: AX3)", category: .accessibility5,
      expected: 37),
    Case(
      source: "12.scaled(relativeTo: caption1, minimumCategory: large)", category: .xSmall,
      expected: 12),
    Case(source: "12.scaled(relativeTo: caption1)", category: .xSmall, expected: 9.666667),
    Case(source: "24.scaled(to: xxxLarge)", category: .large, expected: 31.666667),
    Case(
      source: "28.scaled(relativeTo: title, category: xxxL)", category: .large,
      expected: 33.666667),
    // By hand: 17 × 21 ÷ 22 = 16.227 on the half-point grid.
    Case(
      source: "17.scaled(relativeTo: body, category: M, displayScale: 2)", category: .large,
      expected: 16),
    Case(
      source: "27.scaled(relativeTo: title2, platform: watchos)", category: .accessibility3,
      expected: 36),
    Case(
      source: "13.scaled(relativeTo: body, platform: macos)", category: .accessibility5,
      expected: 13),
  ])
  func values(_ c: Case) throws {
    let configuration = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, contentSizeCategory: c.category)
    #expect(
      isClose(try #require(evaluate(c.source, configuration)), c.expected, tolerance: 1e-6))
  }

  @Test func categoryFlag() {
    // Behavior Reference › Vectors: accessibility3, scaled(17, relativeTo: .body) = 37 (the
    // measurement), on a 1x window as on the @3x iPhone 15; caption2 at xSmall stays 17.
    let run = runTool([
      "resolve", "17.scaled(relativeTo: body)", "--width", "390", "--height", "844", "--category",
      "AX3",
    ])
    #expect(run.status == 0 && run.output.lines == ["37"])
    let phone = runTool([
      "resolve", "17.scaled(relativeTo: body)", "--device", "iPhone 15", "--category", "AX3",
    ])
    #expect(phone.status == 0 && phone.output.lines == ["37"])
    let caption = runTool([
      "resolve", "17.scaled(relativeTo: caption2)", "--device", "iPhone 15", "--category",
      "xSmall",
    ])
    #expect(caption.status == 0 && caption.output.lines == ["17"])
  }

  @Test(
    "Every measured cell at 17 pt is within 1/6 pt through the command line (iPhone 15)",
    arguments: measuredMetrics)
  func everyMeasuredCellAtSeventeen(_ cell: MeasuredMetricsCell) throws {
    let run = runTool([
      "resolve", "17.scaled(relativeTo: \(cell.style))", "--device", "iPhone 15", "--category",
      cell.category.rawValue,
    ])
    let value = try #require(run.output.lines.first.flatMap { Double($0) })
    #expect(run.status == 0)
    #expect(abs(value - cell.scaled[8]) <= 1 / 6)
  }

  @Test func errors() {
    #expect(compileError("17.scaled")?.description == "at column 4: expected '(' after 'scaled'")
    #expect(
      compileError("17.scaled(relativeTo: bdy)")?.description
        == "at column 11: unknown value 'bdy' for 'relativeTo:' of 'scaled' (did you mean 'body'?)")
    #expect(
      compileError("17.scaled(category: large, to: large)")?.description
        == "at column 4: 'category:' and 'to:' of 'scaled' are the same option; give one")
    #expect(
      compileError("17.scaled(relativeTo: body).rotate(1, landscape)")?.description
        == "at column 29: unexpected '.rotate' after 'scaled' (it ends the expression)")
    #expect(
      compileError("17.scaled(maxSize: 3)")?.description.hasPrefix(
        "at column 11: 'maxSize:' of 'scaled' must be one of xSmall") == true)
  }
}
