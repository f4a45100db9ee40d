import Testing

@testable import AppDimensStrategies

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
