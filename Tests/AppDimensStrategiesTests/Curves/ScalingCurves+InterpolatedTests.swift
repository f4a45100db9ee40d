import Testing

@testable import AppDimensStrategies

/// One row of the interpolated curve's worked-value table.
struct InterpolatedCurveCase: Sendable, CustomTestStringConvertible {
  let ratio: Double
  let amount: Double
  let expected: Double
  var testDescription: String { "interpolated(\(ratio), t: \(amount)) = \(expected)" }
}

@Test(
  "The interpolated curve matches its worked-value table",
  arguments: [
    InterpolatedCurveCase(ratio: 1.3, amount: 0.5, expected: 1.15),
    InterpolatedCurveCase(ratio: 1024.0 / 300, amount: 0.5, expected: 2.206667),
    InterpolatedCurveCase(ratio: 1024.0 / 300, amount: 0.25, expected: 1.603333),
    InterpolatedCurveCase(ratio: 1.3, amount: 1.5, expected: 1.3),
    InterpolatedCurveCase(ratio: 1.3, amount: -1, expected: 1),
  ])
func interpolatedCurveTable(_ row: InterpolatedCurveCase) {
  let factor = ScalingCurves.interpolated(ratio: row.ratio, amount: row.amount)
  #expect(abs(factor - row.expected) < 1e-6)
}

@Test("interpolatedDp matches its doc table")
func interpolatedDpTable() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(abs(16.interpolatedDp(c) - 18.4) < 1e-9)
  #expect(abs(16.interpolatedDp(c, options: .init(interpolation: 0.25)) - 17.2) < 1e-9)
  #expect(abs(16.interpolatedDp(c, options: .init(interpolation: 2)) - 20.8) < 1e-9)
}
