import AppDimensTestSupport
import Testing

@testable import AppDimensStrategies

/// One row of the fit/fill curves' worked-value table.
struct FitFillCurveCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let fit: Double
  let fill: Double
  var testDescription: String { "\(width) × \(height): fit \(fit), fill \(fill)" }
}

@Test(
  "The fit and fill curves match their worked-value table",
  arguments: [
    FitFillCurveCase(width: 300, height: 533, fit: 1, fill: 1),
    FitFillCurveCase(width: 390, height: 844, fit: 1.3, fill: 1.583490),
    FitFillCurveCase(width: 844, height: 390, fit: 1.3, fill: 1.583490),
    FitFillCurveCase(width: 500, height: 500, fit: 0.938086, fill: 1.666667),
    FitFillCurveCase(width: 1920, height: 1080, fit: 3.6, fill: 3.602251),
    FitFillCurveCase(width: 162, height: 197, fit: 0.369606, fill: 0.54),
  ])
func fitFillCurveTable(_ row: FitFillCurveCase) {
  #expect(abs(ScalingCurves.fit(width: row.width, height: row.height) - row.fit) < 1e-6)
  #expect(abs(ScalingCurves.fill(width: row.width, height: row.height) - row.fill) < 1e-6)
}

/// A window with 320.fitDp and 320.fillDp there.
struct FitFillDpCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let fit: Double
  let fill: Double
  var testDescription: String { "\(width) × \(height)" }
}

@Test(
  "fitDp and fillDp match their doc table",
  arguments: [
    FitFillDpCase(width: 300, height: 533, fit: 320, fill: 320),
    FitFillDpCase(width: 390, height: 844, fit: 416, fill: 506.716698),
    FitFillDpCase(width: 768, height: 1024, fit: 614.784240, fill: 819.2),
  ])
func fitFillDpTable(_ row: FitFillDpCase) {
  let configuration = DimensConfiguration(screenWidth: row.width, screenHeight: row.height)
  #expect(abs(320.fitDp(configuration) - row.fit) < 1e-5)
  #expect(abs(320.fillDp(configuration) - row.fill) < 1e-5)
}

@Test("With a design frame fit and fill compare with the frame's smaller and larger sides")
func fitFillWithAFrame() {
  let frame = ScalingReference(designFrame: DesignFrame(width: 390, height: 844))
  // The table's row: min / max(820 ÷ 390, 1180 ÷ 844).
  #expect(ScalingCurves.fit(width: 820, height: 1180, reference: frame) == 1180.0 / 844)
  #expect(ScalingCurves.fill(width: 820, height: 1180, reference: frame) == 820.0 / 390)
  #expect(isClose(1180.0 / 844, 1.398104, tolerance: 1e-6))
  #expect(isClose(820.0 / 390, 2.102564, tolerance: 1e-6))
  // Orientation-independent, as without a frame: the frame and its turn give 1.
  for (w, h) in [(390.0, 844.0), (844.0, 390.0)] {
    #expect(ScalingCurves.fit(width: w, height: h, reference: frame) == 1)
    #expect(ScalingCurves.fill(width: w, height: h, reference: frame) == 1)
  }
}
