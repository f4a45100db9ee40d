import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("StrategyOptions bindings: one label per StrategyOptions field, in .init(…) and as labels")
struct StrategyOptionsBindingsTests {
  /// The options `source` (an options-valued expression) builds.
  func options(_ source: String) throws -> StrategyOptions {
    let node = try ExpressionCompiler.compile(
      ExpressionParser.parse(source), expected: .options,
      context: .init(name: "the options", column: 1))
    return node.run(.baseline).options
  }

  @Test func defaultsAreSpecSection3() throws {
    for source in ["StrategyOptions()", "StrategyOptions.default"] {
      // Behavior Reference › Strategies: the smallest width, no inverter, no multi-window rule,
      // no limits, and no curve parameter given (each curve keeps its own defaults).
      #expect(try options(source) == StrategyOptions())
    }
  }

  @Test func everyLabel() throws {
    let o = try options(
      "StrategyOptions(qualifier: height, inverter: .swToLw, aspectRatio: true, sensitivity: 0.3, "
        + "ignoreMultiWindow: true, percent: 40, power: 0.6, interpolation: 0.2, "
        + "fluidViewport: 300...900, fluidScale: 0.7...1.3, scaleLimits: 0.9...1.1)")
    #expect(o.qualifier == .height && o.inverter == .swToLw && o.aspectRatio == true)
    #expect(o.sensitivity == 0.3 && o.ignoreMultiWindow && o.percent == 40 && o.power == 0.6)
    #expect(o.interpolation == 0.2 && o.fluidViewport == 300...900 && o.fluidScale == 0.7...1.3)
    #expect(o.scaleLimits == 0.9...1.1)
  }

  @Test func shortRangeLabels() throws {
    let o = try options("StrategyOptions(viewport: 1...2, scale: 3...4)")
    #expect(o.fluidViewport == 1...2 && o.fluidScale == 3...4)
  }

  /// `options:` and labels on the call are one set of options: labels override `options:`.
  @Test func optionsAndLabelsTogether() throws {
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    // 16 × (390/300)^0.5 = 18.242807 (power 0.5 from the label, width from .init).
    #expect(
      isClose(
        try #require(
          evaluate("16.powerDp(c, options: .init(power: 0.9, qualifier: .width), power: 0.5)", c)),
        18.242807))
  }
}
