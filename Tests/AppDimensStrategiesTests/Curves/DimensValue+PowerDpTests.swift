import Testing

@testable import AppDimensStrategies

@Test("powerDp matches its doc table")
func powerDpTable() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(abs(16.powerDp(c) - 19.479486) < 1e-6)
  #expect(abs(24.powerDp(c, options: .init(power: 0.75)) - 29.219229) < 1e-6)
  #expect(abs(16.powerDp(c, options: .init(power: 0)) - 16) < 1e-12)
}
