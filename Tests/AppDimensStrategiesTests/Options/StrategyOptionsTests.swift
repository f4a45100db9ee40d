import Testing

@testable import AppDimensStrategies

@Test("StrategyOptions() holds every Behavior Reference › Strategies default")
func strategyOptionsDefaults() {
  let options = StrategyOptions()
  #expect(options.qualifier == .smallWidth)
  #expect(options.inverter == .default)
  #expect(options.aspectRatio == false)
  #expect(options.sensitivity == 0.8)
  #expect(options.ignoreMultiWindow == false)
  #expect(options.percent == 100)
  #expect(options.power == 0.75)
  #expect(options.interpolation == 0.5)
  #expect(options.fluidViewport == 320...768)
  #expect(options.fluidScale == 0.8...1.2)
  #expect(options.scaleLimits == nil)
  #expect(StrategyOptions.default == options)
}

@Test("The seed's option spellings compile and set only what they name")
func strategyOptionsSeedSpellings() {
  let power = StrategyOptions(power: 0.75)
  #expect(power == StrategyOptions())
  let fluid = StrategyOptions(qualifier: .width, fluidViewport: 320...1200, fluidScale: 0.85...1.4)
  #expect(fluid.qualifier == .width)
  #expect(fluid.fluidViewport == 320...1200)
  #expect(fluid.fluidScale == 0.85...1.4)
  #expect(fluid.power == 0.75)
  let subtle = StrategyOptions(interpolation: 0.25)
  #expect(subtle.interpolation == 0.25)
  let limited = StrategyOptions(scaleLimits: 0.8...1.5)
  #expect(limited.scaleLimits == 0.8...1.5)
}
