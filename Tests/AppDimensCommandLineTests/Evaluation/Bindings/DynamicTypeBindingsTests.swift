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

  /// Expected values from the HIG ramps (Typography › Specifications): iOS body 14 15 16 17 19
  /// 21 23 28 33 40 47 53, title1 L 28 → xxxL 34, caption1 xS 11 / L 12; watch title2 L 27,
  /// AX3 36.
  @Test(arguments: [
    Case(source: "17.scaled(relativeTo: body)", category: .accessibility3, expected: 40),
    Case(source: "17.scaled(relativeTo: .body)", category: .large, expected: 17),
    Case(source: "17.scaled()", category: .xSmall, expected: 14),
    Case(
      source: "17.scaled(relativeTo: body, maxSize: accessibility3)",
      category: .accessibility5, expected: 40),
    Case(
      source: "17.scaled(relativeTo: .body, maxSize: .accessibility3)", category: .accessibility5,
      expected: 40),
    Case(
      source: "17.scaled(relativeTo: body, maxSize: xxLarge)",
      category: .accessibility5, expected: 21),
    Case(
      source: "12.scaled(relativeTo: caption1, minSize: large)", category: .xSmall,
      expected: 12),
    // The older labels are read as maxSize:/minSize:.
    Case(
      source: "17.scaled(relativeTo: body, maximumCategory: AX3)", category: .accessibility5,
      expected: 40),
    Case(
      source: "12.scaled(relativeTo: caption1, minimumCategory: large)", category: .xSmall,
      expected: 12),
    Case(source: "12.scaled(relativeTo: caption1)", category: .xSmall, expected: 11),
    Case(source: "24.scaled(to: xxxLarge)", category: .large, expected: 24 * 23 / 17),
    Case(
      source: "28.scaled(relativeTo: title, category: xxxL)", category: .large, expected: 34),
    Case(
      source: "27.scaled(relativeTo: title2, platform: watchos)", category: .accessibility3,
      expected: 36),
    Case(
      source: "13.scaled(relativeTo: body, platform: macos)", category: .accessibility5,
      expected: 13),
  ])
  func values(_ c: Case) throws {
    let configuration = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, contentSizeCategory: c.category)
    #expect(isClose(try #require(evaluate(c.source, configuration)), c.expected))
  }

  @Test func categoryFlag() {
    // Behavior Reference › Vectors: accessibility3, scaled(17, relativeTo: .body) = 40.
    let run = runTool([
      "resolve", "17.scaled(relativeTo: body)", "--width", "390", "--height", "844", "--category",
      "AX3",
    ])
    #expect(run.status == 0 && run.output.lines == ["40"])
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
