import Testing

@testable import AppDimensCommandLine

@Suite("StrategyArguments: one label per StrategyOptions field")
struct StrategyArgumentsTests {
  /// Reads the arguments of `source`'s first member.
  func read(_ source: String) throws -> StrategyArguments {
    let expression = try ExpressionParser.parse(source)
    var reader = ArgumentReader(expression.members[0])
    let arguments = try StrategyArguments(reading: &reader)
    try reader.finish()
    return arguments
  }

  @Test func defaultsAreSpecSection3() throws {
    let arguments = try read("16.powerDp()")
    // Behavior Reference › Strategies: the smallest width, no inverter, no multi-window rule,
    // no limits, and no curve parameter given (each curve keeps its own defaults).
    #expect(arguments.options == StrategyOptions())
    #expect(!arguments.hasQualifier && !arguments.hasStrategyFields)
  }

  @Test func everyLabel() throws {
    let arguments = try read(
      "16.x(qualifier: height, inverter: .swToLw, aspectRatio: true, sensitivity: 0.3, "
        + "ignoreMultiWindow: true, percent: 40, power: 0.6, interpolation: 0.2, "
        + "fluidViewport: 300...900, fluidScale: 0.7...1.3, scaleLimits: 0.9...1.1)")
    let o = arguments.options
    #expect(o.qualifier == .height && o.inverter == .swToLw && o.aspectRatio == true)
    #expect(o.sensitivity == 0.3 && o.ignoreMultiWindow && o.percent == 40 && o.power == 0.6)
    #expect(o.interpolation == 0.2 && o.fluidViewport == 300...900 && o.fluidScale == 0.7...1.3)
    #expect(o.scaleLimits == 0.9...1.1 && arguments.hasQualifier && arguments.hasStrategyFields)
  }

  @Test func shortRangeLabels() throws {
    let o = try read("16.x(viewport: 1...2, scale: 3...4)").options
    #expect(o.fluidViewport == 1...2 && o.fluidScale == 3...4)
  }

  @Test func principalLabelsAloneAreNotStrategyFields() throws {
    #expect(!(try read("16.x(qualifier: width, aspectRatio: true)").hasStrategyFields))
    #expect(try read("16.x(scaleLimits: 1...2)").hasStrategyFields)
  }
}
