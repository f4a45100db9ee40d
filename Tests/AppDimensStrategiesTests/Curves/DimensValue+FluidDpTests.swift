import Testing

@testable import AppDimensStrategies

@Test("fluidDp matches its doc table")
func fluidDpTable() {
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let pad = DimensConfiguration(screenWidth: 768, screenHeight: 1024)
  #expect(abs(16.fluidDp(phone) - 13.8) < 1e-9)
  #expect(abs(16.fluidDp(pad) - 19.2) < 1e-9)
  let gap = 16.fluidDp(
    phone,
    options: .init(
      qualifier: .width,
      fluidViewport: 320...1200,
      fluidScale: 0.85...1.4
    ))
  // t = (390 − 320) / 880; 16 × (0.85 + t × 0.55) = 14.3
  #expect(abs(gap - 14.3) < 1e-9)
}
