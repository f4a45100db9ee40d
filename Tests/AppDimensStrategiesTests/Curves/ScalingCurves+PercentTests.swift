import Testing

@testable import AppDimensStrategies

/// One row of the percent curve's worked-value table.
struct PercentCurveCase: Sendable, CustomTestStringConvertible {
  let dimension: Double
  let percent: Double
  let expected: Double
  var testDescription: String { "percent(\(dimension), \(percent) %) = \(expected)" }
}

@Test(
  "The percent curve matches its worked-value table",
  arguments: [
    PercentCurveCase(dimension: 390, percent: 50, expected: 1.95),
    PercentCurveCase(dimension: 390, percent: 100, expected: 3.9),
    PercentCurveCase(dimension: 1024, percent: 25, expected: 2.56),
    PercentCurveCase(dimension: 390, percent: 0, expected: 0),
  ])
func percentCurveTable(_ row: PercentCurveCase) {
  let factor = ScalingCurves.percent(dimension: row.dimension, percent: row.percent)
  #expect(abs(factor - row.expected) < 1e-12)
}

@Test("percentDp matches its doc table")
func percentDpTable() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(abs(100.percentDp(c, percent: 50, qualifier: .width) - 195) < 1e-9)
  #expect(abs(100.percentDp(c, percent: 4, qualifier: .width) - 15.6) < 1e-9)
  #expect(abs(100.percentDp(c) - 390) < 1e-9)
  #expect(abs(100.percentDp(c, percent: 25) - 97.5) < 1e-9)
  #expect(abs(100.percentDp(c, options: .init(qualifier: .height, percent: 10)) - 84.4) < 1e-9)
}
