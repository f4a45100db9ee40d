import Testing

@testable import AppDimensStrategies

@Test("perimeterDp matches its doc table in both orientations")
func perimeterDpTable() {
  let baseline = DimensConfiguration(screenWidth: 300, screenHeight: 533)
  #expect(abs(24.perimeterDp(baseline) - 24) < 1e-9)
  for (w, h) in [(390.0, 844.0), (844.0, 390.0)] {
    let c = DimensConfiguration(screenWidth: w, screenHeight: h)
    #expect(abs(24.perimeterDp(c) - 35.553421) < 1e-6)
  }
}
