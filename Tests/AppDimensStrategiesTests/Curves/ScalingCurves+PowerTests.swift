import Testing

@testable import AppDimensStrategies

/// One row of the power curve's worked-value table.
struct PowerCurveCase: Sendable, CustomTestStringConvertible {
  let ratio: Double
  let exponent: Double
  let expected: Double
  var testDescription: String { "\(ratio) ^ \(exponent) = \(expected)" }
}

@Test(
  "The power curve matches its worked-value table",
  arguments: [
    PowerCurveCase(ratio: 1.3, exponent: 0.75, expected: 1.217468),
    PowerCurveCase(ratio: 1024.0 / 300, exponent: 0.75, expected: 2.511216),
    PowerCurveCase(ratio: 0.54, exponent: 0.75, expected: 0.629934),
    PowerCurveCase(ratio: 1.3, exponent: 0.5, expected: 1.140175),
    PowerCurveCase(ratio: 2, exponent: 0, expected: 1),
  ])
func powerCurveTable(_ row: PowerCurveCase) {
  #expect(abs(ScalingCurves.power(ratio: row.ratio, exponent: row.exponent) - row.expected) < 1e-6)
}

@Test("The default power exponent is the Behavior Reference's 0.75")
func powerDefault() {
  #expect(ScalingCurves.defaultPowerExponent == 0.75)
}

@Test("powerDp matches its doc table")
func powerDpTable() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(abs(16.powerDp(c) - 19.479486) < 1e-6)
  #expect(abs(24.powerDp(c, options: .init(power: 0.75)) - 29.219229) < 1e-6)
  #expect(abs(16.powerDp(c, options: .init(power: 0)) - 16) < 1e-12)
}
