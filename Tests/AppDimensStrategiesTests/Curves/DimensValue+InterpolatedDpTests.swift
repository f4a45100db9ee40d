import Testing

@testable import AppDimensStrategies

@Test("interpolatedDp matches its doc table")
func interpolatedDpTable() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(abs(16.interpolatedDp(c) - 18.4) < 1e-9)
  #expect(abs(16.interpolatedDp(c, options: .init(interpolation: 0.25)) - 17.2) < 1e-9)
  #expect(abs(16.interpolatedDp(c, options: .init(interpolation: 2)) - 20.8) < 1e-9)
}
