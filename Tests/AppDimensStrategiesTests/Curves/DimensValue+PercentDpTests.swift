import Testing

@testable import AppDimensStrategies

@Test("percentDp matches its doc table")
func percentDpTable() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(abs(100.percentDp(c, percent: 50, qualifier: .width) - 195) < 1e-9)
  #expect(abs(100.percentDp(c, percent: 4, qualifier: .width) - 15.6) < 1e-9)
  #expect(abs(100.percentDp(c) - 390) < 1e-9)
  #expect(abs(100.percentDp(c, percent: 25) - 97.5) < 1e-9)
  #expect(abs(100.percentDp(c, options: .init(qualifier: .height, percent: 10)) - 84.4) < 1e-9)
}
