import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensStrategies

/// One row of the sanitizing policy table.
struct SanitizeCase: Sendable, CustomTestStringConvertible {
  let name: String
  let given: StrategyOptions
  let used: StrategyOptions
  var testDescription: String { name }
}

@Test(
  "Bad options are replaced as the policy table says",
  arguments: [
    SanitizeCase(name: "NaN power", given: .init(power: .nan), used: .init(power: 0.75)),
    SanitizeCase(name: "negative power", given: .init(power: -1), used: .init(power: 0)),
    SanitizeCase(name: "huge power", given: .init(power: 9), used: .init(power: 4)),
    SanitizeCase(name: "negative percent", given: .init(percent: -20), used: .init(percent: 0)),
    SanitizeCase(name: "infinite percent", given: .init(percent: .infinity), used: .init()),
    SanitizeCase(
      name: "interpolation above 1", given: .init(interpolation: 1.5),
      used: .init(interpolation: 1)),
    SanitizeCase(
      name: "NaN interpolation", given: .init(interpolation: .nan), used: .init()),
    SanitizeCase(name: "NaN sensitivity", given: .init(sensitivity: .nan), used: .init()),
    SanitizeCase(
      name: "infinite viewport", given: .init(fluidViewport: 320...Double.infinity),
      used: .init()),
    SanitizeCase(
      name: "negative fluid scale", given: .init(fluidScale: -1...1.2),
      used: .init(fluidScale: 0...1.2)),
    SanitizeCase(
      name: "infinite fluid scale", given: .init(fluidScale: 0.8...Double.infinity),
      used: .init()),
    SanitizeCase(
      name: "open scale limits are kept", given: .init(scaleLimits: 1...Double.infinity),
      used: .init(scaleLimits: 1...Double.infinity)),
    SanitizeCase(
      name: "huge percent", given: .init(percent: 1e308), used: .init(percent: 1_000_000)),
    SanitizeCase(
      name: "huge sensitivity", given: .init(sensitivity: -1e308), used: .init(sensitivity: -100)),
    SanitizeCase(
      name: "huge fluid scale", given: .init(fluidScale: 2...1e308),
      used: .init(fluidScale: 2...1_000_000)),
    SanitizeCase(
      name: "infinite scale limits are no limits",
      given: .init(scaleLimits: Double.infinity...Double.infinity),
      used: .init(scaleLimits: -Double.infinity...Double.infinity)),
    SanitizeCase(
      name: "huge scale limits", given: .init(scaleLimits: -1e308...1e308),
      used: .init(scaleLimits: -1_000_000...1_000_000)),
    SanitizeCase(
      name: "valid options are unchanged",
      given: .init(qualifier: .height, inverter: .phToLw, percent: 150, power: 1.5),
      used: .init(qualifier: .height, inverter: .phToLw, percent: 150, power: 1.5)),
  ])
func sanitizePolicy(_ row: SanitizeCase) {
  // Every curve resolves the bad options exactly as it resolves the options they stand for.
  for window in strategyWindows {
    for strategy in ScalingStrategy.allCases {
      let given = strategy.resolve(16, window.configuration, options: row.given)
      let used = strategy.resolve(16, window.configuration, options: row.used)
      #expect(given == used, "\(strategy) \(window)")
    }
  }
}

@Test("No strategy traps or returns NaN on bad options")
func badOptionsNeverTrap() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let bad = StrategyOptions(
    sensitivity: .nan, percent: -.infinity, power: .nan, interpolation: .nan,
    fluidViewport: -Double.infinity...Double.infinity, fluidScale: -5...(-1))
  for strategy in ScalingStrategy.allCases {
    let result = 16.dynamic(strategy, configuration, options: bad)
    #expect(result.isFinite && result >= 0, "\(strategy)")
  }
}

/// An option edge of Behavior Reference › Bad input on 390 × 844 (d = 390, r = 1.3), with the
/// value the article gives.
struct OptionEdgeCase: Sendable, CustomTestStringConvertible {
  let name: String
  let strategy: ScalingStrategy
  let options: StrategyOptions
  let expected: Double
  var testDescription: String { name }
}

@Test(
  "Option edges resolve to the Behavior Reference's values",
  arguments: [
    // interpolation clamps into 0…1: above → linear 16 × 1.3, below → fixed.
    OptionEdgeCase(
      name: "interpolation 2", strategy: .interpolated, options: .init(interpolation: 2),
      expected: 20.8),
    OptionEdgeCase(
      name: "interpolation −1", strategy: .interpolated, options: .init(interpolation: -1),
      expected: 16),
    OptionEdgeCase(
      name: "interpolation 0", strategy: .interpolated, options: .init(interpolation: 0),
      expected: 16),
    // Zero-width viewport: a step at L.
    OptionEdgeCase(
      name: "zero-width fluid, d above L", strategy: .fluid,
      options: .init(fluidViewport: 390...390), expected: 16 * 1.2),
    OptionEdgeCase(
      name: "zero-width fluid, d below L", strategy: .fluid,
      options: .init(fluidViewport: 391...391), expected: 16 * 0.8),
    OptionEdgeCase(
      name: "power 0 is fixed", strategy: .power, options: .init(power: 0), expected: 16),
    OptionEdgeCase(
      name: "power 1 is linear", strategy: .power, options: .init(power: 1), expected: 20.8),
    OptionEdgeCase(name: "percent 0", strategy: .percent, options: .init(percent: 0), expected: 0),
  ])
func optionEdges(_ row: OptionEdgeCase) {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(
    isClose(
      16.dynamic(row.strategy, configuration, options: row.options), row.expected, tolerance: 1e-9))
}

/// Regression (property tests): option magnitudes that made a factor overflow, and with it
/// `0 × ∞ = NaN` for a base value of 0 or ±∞ for every other one.
struct OverflowCase: Sendable, CustomTestStringConvertible {
  let name: String
  let strategy: ScalingStrategy
  let options: StrategyOptions
  /// The factor the Behavior Reference's formula gives with the clamped option, on 390 × 844.
  let factor: Double
  var testDescription: String { name }
}

@Test(
  "Huge options are clamped so every factor stays finite",
  arguments: [
    OverflowCase(
      name: "percent 1e308 → 1,000,000", strategy: .percent, options: .init(percent: 1e308),
      factor: 1_000_000 / 100 * 390 / 100),
    OverflowCase(
      name: "fluidScale 0…1e308 → 0…1,000,000", strategy: .fluid,
      options: .init(fluidScale: 0...1e308), factor: (390 - 320) / 448.0 * 1_000_000),
    OverflowCase(
      name: "scaleLimits ∞…∞ → no limit", strategy: .plain,
      options: .init(scaleLimits: .infinity ... .infinity), factor: 1),
    OverflowCase(
      name: "scaleLimits −∞…−∞ → no limit", strategy: .scaled,
      options: .init(scaleLimits: -.infinity ... -.infinity), factor: 1.3),
    OverflowCase(
      name: "scaleLimits 1e308…1e308 → 1,000,000", strategy: .scaled,
      options: .init(scaleLimits: 1e308...1e308), factor: 1_000_000),
    OverflowCase(
      name: "sensitivity 1e308 → 100", strategy: .scaled,
      options: .init(aspectRatio: true, sensitivity: 1e308),
      factor: 1 + 90 * (1 + 100 * log((844.0 / 390) / 1.78)) / 300),
  ])
func hugeOptionsAreClamped(_ row: OverflowCase) {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  for v in [0.0, 16, -1e6, 1e6] {
    let result = v.dynamic(row.strategy, configuration, options: row.options)
    #expect(result.isFinite)
    #expect(isClose(result, v * row.factor, tolerance: 1e-9, relative: true))
  }
}
