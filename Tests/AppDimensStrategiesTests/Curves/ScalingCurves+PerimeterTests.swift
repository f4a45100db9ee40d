import AppDimensTestSupport
import Testing

@testable import AppDimensStrategies

/// One row of the perimeter curve's worked-value table.
struct PerimeterCurveCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let expected: Double
  var testDescription: String { "perimeter(\(width) × \(height)) = \(expected)" }
}

@Test(
  "The perimeter curve matches its worked-value table",
  arguments: [
    PerimeterCurveCase(width: 300, height: 533, expected: 1),
    PerimeterCurveCase(width: 390, height: 844, expected: 1.481393),
    PerimeterCurveCase(width: 1024, height: 1366, expected: 2.869148),
    PerimeterCurveCase(width: 1920, height: 1080, expected: 3.601441),
    PerimeterCurveCase(width: 162, height: 197, expected: 0.430972),
  ])
func perimeterCurveTable(_ row: PerimeterCurveCase) {
  let factor = ScalingCurves.perimeter(width: row.width, height: row.height)
  #expect(abs(factor - row.expected) < 1e-6)
}

@Test("perimeterDp matches its doc table in both orientations")
func perimeterDpTable() {
  let baseline = DimensConfiguration(screenWidth: 300, screenHeight: 533)
  #expect(abs(24.perimeterDp(baseline) - 24) < 1e-9)
  for (w, h) in [(390.0, 844.0), (844.0, 390.0)] {
    let c = DimensConfiguration(screenWidth: w, screenHeight: h)
    #expect(abs(24.perimeterDp(c) - 35.553421) < 1e-6)
  }
}

@Test("With a design frame the perimeter curve divides by W + H")
func perimeterCurveWithAFrame() {
  let frame = ScalingReference(designFrame: DesignFrame(width: 390, height: 844))
  // The table's row: (820 + 1180) ÷ (390 + 844).
  #expect(ScalingCurves.perimeter(width: 820, height: 1180, reference: frame) == 2000.0 / 1234)
  #expect(isClose(2000.0 / 1234, 1.620746, tolerance: 1e-6))
  #expect(ScalingCurves.perimeter(width: 844, height: 390, reference: frame) == 1)
}
