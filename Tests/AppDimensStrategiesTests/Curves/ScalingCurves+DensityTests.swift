import Testing

@testable import AppDimensStrategies

/// One row of the density curve's worked-value table.
struct DensityCurveCase: Sendable, CustomTestStringConvertible {
  let displayScale: Double
  var testDescription: String { "density(\(displayScale))" }
}

@Test(
  "The density curve is the display scale",
  arguments: [DensityCurveCase(displayScale: 1), .init(displayScale: 2), .init(displayScale: 3)])
func densityCurveTable(_ row: DensityCurveCase) {
  #expect(ScalingCurves.density(displayScale: row.displayScale) == row.displayScale)
}

@Test("densityDp matches its doc table")
func densityDpTable() {
  let one = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let three = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
  #expect(16.densityDp(one) == 16)
  #expect(16.densityDp(three) == 48)
}
