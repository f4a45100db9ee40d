import Testing

@testable import AppDimensStrategies

@Test("StrategyOptions() shares the Behavior Reference's defaults and gives no curve parameter")
func strategyOptionsDefaults() {
  let options = StrategyOptions()
  #expect(options.qualifier == .smallWidth)
  #expect(options.inverter == .default)
  #expect(options.aspectRatio == nil)
  #expect(options.sensitivity == nil)
  #expect(options.ignoreMultiWindow == false)
  #expect(options.percent == nil)
  #expect(options.power == nil)
  #expect(options.interpolation == nil)
  #expect(options.fluidViewport == nil)
  #expect(options.fluidScale == nil)
  #expect(options.scaleLimits == nil)
  #expect(StrategyOptions.default == options)
  for strategy in ScalingStrategy.allCases { #expect(options.applied(to: strategy) == strategy) }
}

/// A strategy, options, and the strategy they make (the doc table of `applied(to:)`).
struct AppliedCase: Sendable, CustomTestStringConvertible {
  let strategy: ScalingStrategy
  let options: StrategyOptions
  let expected: ScalingStrategy
  var testDescription: String { "\(strategy) with \(options)" }
}

@Test(
  "An option replaces only its own curve's parameter",
  arguments: [
    AppliedCase(strategy: .power, options: .init(power: 0.5), expected: .power(exponent: 0.5)),
    .init(strategy: .power(exponent: 0.6), options: .init(), expected: .power(exponent: 0.6)),
    .init(
      strategy: .fluid, options: .init(fluidScale: 0.85...1.4),
      expected: .fluid(viewport: 320...768, scale: 0.85...1.4)),
    .init(strategy: .diagonal, options: .init(power: 0.5), expected: .diagonal),
    .init(
      strategy: .scaled, options: .init(aspectRatio: true, sensitivity: 0.3),
      expected: .scaled(aspectRatio: true, sensitivity: 0.3)),
    .init(strategy: .percent, options: .init(percent: 50), expected: .percent(50)),
    .init(
      strategy: .interpolated, options: .init(power: 2, interpolation: 0.2),
      expected: .interpolated(amount: 0.2)),
  ])
func strategyOptionsApplied(_ row: AppliedCase) {
  #expect(row.options.applied(to: row.strategy) == row.expected)
}

@Test("The seed's option spellings compile and set only what they name")
func strategyOptionsSeedSpellings() {
  let power = StrategyOptions(power: 0.75)
  #expect(power.power == 0.75)
  #expect(power.applied(to: .power) == .power)
  let fluid = StrategyOptions(qualifier: .width, fluidViewport: 320...1200, fluidScale: 0.85...1.4)
  #expect(fluid.qualifier == .width)
  #expect(fluid.fluidViewport == 320...1200)
  #expect(fluid.fluidScale == 0.85...1.4)
  #expect(fluid.power == nil)
  let subtle = StrategyOptions(interpolation: 0.25)
  #expect(subtle.interpolation == 0.25)
  let limited = StrategyOptions(scaleLimits: 0.8...1.5)
  #expect(limited.scaleLimits == 0.8...1.5)
}
