import AppDimensTestSupport
import Testing

@testable import AppDimensStrategies

/// Option sets every strategy is checked with on every window.
let optionVariants: [StrategyOptions] = [
  StrategyOptions(),
  StrategyOptions(qualifier: .width),
  StrategyOptions(qualifier: .height, inverter: .phToLw),
  StrategyOptions(qualifier: .smallWidth, inverter: .swToLw),
  StrategyOptions(qualifier: .width, inverter: .lwToPh),
  StrategyOptions(aspectRatio: true),
  StrategyOptions(qualifier: .width, aspectRatio: true, sensitivity: 0.3),
  StrategyOptions(percent: 37, power: 0.5, interpolation: 0.2),
  StrategyOptions(fluidViewport: 320...1200, fluidScale: 0.85...1.4),
  StrategyOptions(ignoreMultiWindow: true),
  StrategyOptions(scaleLimits: 0.9...1.4),
  StrategyOptions(ignoreMultiWindow: true, scaleLimits: 1.1...1.2),
]

@Test(
  "Every strategy follows Behavior Reference › Strategies on every window and option set",
  arguments: strategyWindows)
func everyStrategyOnEveryWindow(_ window: WindowCase) {
  let configuration = window.configuration
  #expect(configuration.isMultiWindow == Reference.isMultiWindow(configuration))
  for strategy in ScalingStrategy.allCases + [.power(exponent: 0.6), .percent(20)] {
    for options in optionVariants {
      let actual = strategy.resolve(16, configuration, options: options)
      let expected = Reference.resolve(16, strategy, configuration, options: options)
      #expect(isClose(actual, expected, tolerance: 1e-9, relative: true), "\(strategy) \(options)")
    }
  }
}

@Test("ignoreMultiWindow returns v for every strategy in a split window, and only there")
func multiWindowReturnsBaseValue() {
  let split = DimensConfiguration(
    screenWidth: 507, screenHeight: 768, maximumWindowWidth: 1024, maximumWindowHeight: 768)
  let full = DimensConfiguration(screenWidth: 1024, screenHeight: 768)
  let options = StrategyOptions(ignoreMultiWindow: true, scaleLimits: 2...3)
  for strategy in ScalingStrategy.allCases {
    #expect(strategy.resolve(16, split, options: options) == 16, "\(strategy)")
  }
  // Full screen: not multi-window, so scaleLimits 2…3 applies to every strategy.
  for strategy in ScalingStrategy.allCases {
    let result = strategy.resolve(16, full, options: options)
    #expect(result >= 32 && result <= 48, "\(strategy)")
  }
  // Without the flag a split window is scaled like any window (Behavior Reference › Principal
  // scaling).
  #expect(isClose(ScalingStrategy.scaled.resolve(16, split), 16 * 507 / 300, tolerance: 1e-9))
}

/// A `scaleLimits` case: the unlimited factor and the limited result.
struct ScaleLimitsCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let strategy: ScalingStrategy
  let limits: ClosedRange<Double>
  let expected: Double
  var testDescription: String { "\(width) × \(height) \(strategy) limited to \(limits)" }
}

@Test(
  "scaleLimits clamps the factor result / v into its range",
  arguments: [
    // 1024 × 1366: sw / 300 = 3.413333 → capped at 1.5.
    ScaleLimitsCase(width: 1024, height: 1366, strategy: .scaled, limits: 0.8...1.5, expected: 24),
    // 162 × 197: sw / 300 = 0.54 → raised to 0.8.
    ScaleLimitsCase(width: 162, height: 197, strategy: .scaled, limits: 0.8...1.5, expected: 12.8),
    // 390 × 844: 1.3 lies inside, unchanged.
    ScaleLimitsCase(width: 390, height: 844, strategy: .scaled, limits: 0.8...1.5, expected: 20.8),
    // 390 × 844: scaled 1.3 → 1.2.
    ScaleLimitsCase(width: 390, height: 844, strategy: .scaled, limits: 0.8...1.2, expected: 19.2),
    // 1920 × 1080 diagonal 3.601710 → 2.
    ScaleLimitsCase(width: 1920, height: 1080, strategy: .diagonal, limits: 1...2, expected: 32),
    // A one-point range pins the factor.
    ScaleLimitsCase(width: 1920, height: 1080, strategy: .power, limits: 1...1, expected: 16),
    // Infinite bounds mean no limit on that side: power 0.75 on 1080 → 16 × 3.6^0.75.
    ScaleLimitsCase(
      width: 1920, height: 1080, strategy: .power, limits: 1...Double.infinity,
      expected: 41.816421),
  ])
func scaleLimits(_ row: ScaleLimitsCase) {
  let configuration = DimensConfiguration(screenWidth: row.width, screenHeight: row.height)
  let result = row.strategy.resolve(16, configuration, options: .init(scaleLimits: row.limits))
  #expect(isClose(result, row.expected))
}

@Test("factors.resolve equals the strategy API with default options within 1 ulp")
func factorsEqualTheAPI() {
  var generator = SplitMix64(seed: 0x5EED_0003)
  for _ in 0..<2000 {
    let width = Double.random(in: 1...4000, using: &generator)
    let height = Double.random(in: 1...4000, using: &generator)
    let configuration = DimensConfiguration(
      screenWidth: width, screenHeight: height,
      displayScale: Double.random(in: 1...3, using: &generator),
      maximumWindowWidth: width * Double.random(in: 1...2, using: &generator),
      maximumWindowHeight: height * Double.random(in: 1...2, using: &generator))
    let factors = DimensFactors(configuration)
    let value = Double.random(in: -500...500, using: &generator)
    for strategy in ScalingStrategy.allCases {
      let api = value.dynamic(strategy, configuration)
      let fast = factors.resolve(value, strategy: strategy)
      #expect(abs(api - fast) <= api.ulp, "\(strategy) on \(width) × \(height)")
    }
  }
}

/// A Behavior Reference › Vectors strategy row.
struct StrategyVectorCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let strategy: ScalingStrategy
  let expected: Double
  var testDescription: String { "\(width) × \(height): 16 \(strategy) = \(expected)" }
}

@Test(
  "16.dynamic reproduces Behavior Reference › Vectors",
  arguments: [
    StrategyVectorCase(width: 390, height: 844, strategy: .power, expected: 19.479486),
    StrategyVectorCase(width: 390, height: 844, strategy: .fluid, expected: 13.8),
    StrategyVectorCase(width: 390, height: 844, strategy: .interpolated, expected: 18.4),
    StrategyVectorCase(width: 1024, height: 1366, strategy: .auto, expected: 32.219968),
  ])
func dynamicVectors(_ row: StrategyVectorCase) {
  let configuration = DimensConfiguration(screenWidth: row.width, screenHeight: row.height)
  #expect(abs(16.dynamic(row.strategy, configuration) - row.expected) < 1e-4)
  #expect(abs(16.0.dynamic(row.strategy, configuration, options: .init()) - row.expected) < 1e-4)
  #expect(abs(Float(16).dynamic(row.strategy, configuration) - row.expected) < 1e-4)
}

@Test("The dynamic doc table: diagonal on 390 × 844")
func dynamicDocTable() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(abs(16.dynamic(.diagonal, configuration) - 24.321980) < 1e-6)
}

@Test("dynamic(.scaled) equals the principal sdp family")
func dynamicScaledIsPrincipal() {
  for window in strategyWindows {
    let c = window.configuration
    #expect(16.dynamic(.scaled, c) == 16.sdp(c))
    #expect(16.dynamic(.scaled, c, options: .init(qualifier: .width)) == 16.wdp(c))
    #expect(16.dynamic(.scaled, c, options: .init(aspectRatio: true)) == 16.sdpa(c))
    #expect(
      16.dynamic(.scaled, c, options: .init(qualifier: .height, ignoreMultiWindow: true))
        == 16.hdpi(c))
  }
}
