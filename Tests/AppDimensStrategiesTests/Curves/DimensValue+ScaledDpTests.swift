import Testing

@testable import AppDimensStrategies

@Test("scaledDp(_:options:) matches its doc table and leaves the builder property intact")
func scaledDpTable() {
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let pad = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
  #expect(abs(16.scaledDp(phone) - 16 * 390 / 300) < 1e-9)
  #expect(abs(16.scaledDp(phone, options: .init(aspectRatio: true)) - 21.550307) < 1e-4)
  #expect(abs(16.scaledDp(pad, options: .init(scaleLimits: 0.8...1.5)) - 24) < 1e-9)
  // The principal builder property still resolves: 16 × 390 / 300.
  #expect(abs(16.scaledDp.resolve(phone) - 20.8) < 1e-9)
}
