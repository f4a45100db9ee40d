import Testing

@testable import AppDimens

/// A strategy and its stable raw name.
struct ScalingStrategyNameCase: Sendable, CustomTestStringConvertible {
  let strategy: ScalingStrategy
  let name: String
  var testDescription: String { name }
}

@Test(
  "Every Behavior Reference › Strategies strategy exists under its stable name",
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
  #expect(row.strategy.rawValue == row.name)
  #expect(ScalingStrategy(rawValue: row.name) == row.strategy)
}

@Test("There are exactly thirteen strategies")
func scalingStrategyCount() {
  #expect(ScalingStrategy.allCases.count == 13)
}

@Test("The doc table of ScalingStrategy holds for 16 on 390 × 844")
func scalingStrategyDocTable() {
  let factors = DimensFactors(DimensConfiguration(screenWidth: 390, screenHeight: 844))
  #expect(abs(factors.resolve(16, strategy: .scaled) - 16 * 390 / 300) < 1e-9)
  #expect(abs(factors.resolve(16, strategy: .plain) - 16) < 1e-12)
}
