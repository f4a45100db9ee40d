import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensStrategies

/// A strategy and its stable name.
struct ScalingStrategyNameCase: Sendable, CustomTestStringConvertible {
  let strategy: ScalingStrategy
  let name: String
  var testDescription: String { name }
}

@Test(
  "Every curve of Behavior Reference › Strategies exists under its stable name, in order",
  arguments: [
    ScalingStrategyNameCase(strategy: .scaled, name: "scaled"),
    .init(strategy: .auto, name: "auto"), .init(strategy: .power, name: "power"),
    .init(strategy: .logarithmic, name: "logarithmic"),
    .init(strategy: .interpolated, name: "interpolated"), .init(strategy: .fluid, name: "fluid"),
    .init(strategy: .percent, name: "percent"), .init(strategy: .diagonal, name: "diagonal"),
    .init(strategy: .perimeter, name: "perimeter"), .init(strategy: .fit, name: "fit"),
    .init(strategy: .fill, name: "fill"), .init(strategy: .density, name: "density"),
    .init(strategy: .plain, name: "plain"),
  ])
func scalingStrategyNames(_ row: ScalingStrategyNameCase) {
  #expect(row.strategy.name == row.name)
  #expect(ScalingStrategy(name: row.name) == row.strategy)
}

@Test("Thirteen curves, no unknown name")
func scalingStrategyCount() {
  #expect(ScalingStrategy.allCases.count == 13)
  #expect(ScalingStrategy(name: "linear") == nil)
}

@Test("The bare names are the curves with the Behavior Reference's default parameters")
func bareNamesAreTheDefaults() {
  #expect(ScalingStrategy.scaled == .scaled(aspectRatio: false, sensitivity: 0.8))
  #expect(ScalingStrategy.power == .power(exponent: 0.75))
  #expect(ScalingStrategy.interpolated == .interpolated(amount: 0.5))
  #expect(ScalingStrategy.fluid == .fluid(viewport: 320...768, scale: 0.8...1.2))
  #expect(ScalingStrategy.percent == .percent(100))
}

@Test("The doc table of ScalingStrategy holds for 16 on 390 × 844")
func scalingStrategyDocTable() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(isClose(16.dynamic(.scaled, c), 20.8))
  #expect(isClose(16.dynamic(.power, c), 19.479486))
  #expect(isClose(16.dynamic(.power(exponent: 0.5), c), 18.242807))
  #expect(isClose(16.dynamic(.interpolated, c), 18.4))
  #expect(isClose(16.dynamic(.fluid, c), 13.8))
  #expect(16.dynamic(.plain, c) == 16)
}

@Test("factor(_:qualifier:inverter:) follows the model for every curve and parameter")
func factorFollowsTheModel() {
  let curves: [ScalingStrategy] =
    ScalingStrategy.allCases + [
      .scaled(aspectRatio: true), .scaled(aspectRatio: true, sensitivity: 0.3),
      .power(exponent: 0.5), .power(exponent: 2), .interpolated(amount: 0.2),
      .fluid(viewport: 320...1200, scale: 0.85...1.4), .fluid(viewport: 600...600, scale: 1...2),
      .percent(37),
    ]
  for window in strategyWindows {
    for strategy in curves {
      for (q, i) in [
        (DpQualifier.smallWidth, Inverter.default), (.width, .lwToPh), (.height, .phToLw),
      ] {
        let c = window.configuration
        let actual = strategy.factor(c, qualifier: q, inverter: i)
        let expected = Reference.factor(Reference.curve(strategy), c, qualifier: q, inverter: i)
        #expect(
          isClose(actual, expected, tolerance: 1e-12, relative: true), "\(strategy) \(window)")
      }
    }
  }
}

/// A parameter a user or a decoded file can get wrong, and the value the curve uses instead
/// (Behavior Reference › Bad input).
struct BadParameterCase: Sendable, CustomTestStringConvertible {
  let strategy: ScalingStrategy
  let sanitized: ScalingStrategy
  var testDescription: String { "\(strategy) acts as \(sanitized)" }
}

@Test(
  "Bad parameters are sanitized as Behavior Reference › Bad input says",
  arguments: [
    BadParameterCase(strategy: .power(exponent: .nan), sanitized: .power(exponent: 0.75)),
    .init(strategy: .power(exponent: -1), sanitized: .power(exponent: 0)),
    .init(strategy: .power(exponent: 9), sanitized: .power(exponent: 4)),
    .init(strategy: .percent(-20), sanitized: .percent(0)),
    .init(strategy: .percent(1e308), sanitized: .percent(1_000_000)),
    .init(strategy: .percent(.infinity), sanitized: .percent(100)),
    .init(strategy: .interpolated(amount: 1.5), sanitized: .interpolated(amount: 1)),
    .init(strategy: .interpolated(amount: .nan), sanitized: .interpolated(amount: 0.5)),
    .init(
      strategy: .fluid(viewport: 320...Double.infinity, scale: 0.8...1.2), sanitized: .fluid),
    .init(
      strategy: .fluid(viewport: 320...768, scale: -1...1.2),
      sanitized: .fluid(viewport: 320...768, scale: 0...1.2)),
    .init(
      strategy: .fluid(viewport: 320...768, scale: -Double.infinity...1.2), sanitized: .fluid),
    .init(
      strategy: .scaled(aspectRatio: true, sensitivity: .nan),
      sanitized: .scaled(aspectRatio: true, sensitivity: 0.8)),
    .init(
      strategy: .scaled(aspectRatio: true, sensitivity: 1e308),
      sanitized: .scaled(aspectRatio: true, sensitivity: 100)),
  ])
func badParameters(_ row: BadParameterCase) {
  for window in strategyWindows {
    let c = window.configuration
    let actual = row.strategy.factor(c)
    #expect(actual.isFinite)
    #expect(
      isClose(
        actual, Reference.factor(Reference.curve(row.sanitized), c), tolerance: 1e-12,
        relative: true),
      "\(window)")
  }
}

@Test("Codable: the name and the curve's parameters, round trip, unknown name refused")
func strategyCodable() throws {
  let strategies: [ScalingStrategy] =
    ScalingStrategy.allCases + [
      .power(exponent: 0.6), .fluid(viewport: 320...1200, scale: 0.85...1.4), .percent(50),
      .scaled(aspectRatio: true, sensitivity: 0.3), .interpolated(amount: 0.25),
    ]
  for strategy in strategies {
    let data = try JSONEncoder().encode(strategy)
    #expect(try JSONDecoder().decode(ScalingStrategy.self, from: data) == strategy)
  }
  let power = try JSONDecoder().decode(ScalingStrategy.self, from: Data(#"{"name":"power"}"#.utf8))
  #expect(power == .power(exponent: 0.75))
  let fluid = try JSONDecoder().decode(
    ScalingStrategy.self, from: Data(#"{"name":"fluid","scale":[0.85,1.4]}"#.utf8))
  #expect(fluid == .fluid(viewport: 320...768, scale: 0.85...1.4))
  #expect(throws: DecodingError.self) {
    try JSONDecoder().decode(ScalingStrategy.self, from: Data(#"{"name":"linear"}"#.utf8))
  }
}
