import Testing

@testable import AppDimensStrategies

@Test("diagonalDp matches its doc table in both orientations")
func diagonalDpTable() {
  let baseline = DimensConfiguration(screenWidth: 300, screenHeight: 533)
  #expect(abs(24.diagonalDp(baseline) - 24) < 1e-9)
  for (w, h) in [(390.0, 844.0), (844.0, 390.0)] {
    let c = DimensConfiguration(screenWidth: w, screenHeight: h)
    #expect(abs(24.diagonalDp(c) - 36.482971) < 1e-6)
  }
}
