import Testing

@testable import AppDimensStrategies

@Test("densityDp matches its doc table")
func densityDpTable() {
  let one = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let three = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
  #expect(16.densityDp(one) == 16)
  #expect(16.densityDp(three) == 48)
}
