import Testing

@testable import AppDimensStrategies

/// A Behavior Reference › Vectors strategy row.
struct StrategyVectorCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let strategy: ScalingStrategy
  let expected: Double
  var testDescription: String { "\(width) × \(height): 16 \(strategy) = \(expected)" }
}

@Test(
  "16.dynamic reproduces Behavior Reference › Vectors",
  arguments: [
    StrategyVectorCase(width: 390, height: 844, strategy: .power, expected: 19.479486),
    StrategyVectorCase(width: 390, height: 844, strategy: .fluid, expected: 13.8),
    StrategyVectorCase(width: 390, height: 844, strategy: .interpolated, expected: 18.4),
    StrategyVectorCase(width: 1024, height: 1366, strategy: .auto, expected: 32.219968),
  ])
func dynamicVectors(_ row: StrategyVectorCase) {
  let configuration = DimensConfiguration(screenWidth: row.width, screenHeight: row.height)
  #expect(abs(16.dynamic(row.strategy, configuration) - row.expected) < 1e-4)
  #expect(abs(16.0.dynamic(row.strategy, configuration, options: .init()) - row.expected) < 1e-4)
  #expect(abs(Float(16).dynamic(row.strategy, configuration) - row.expected) < 1e-4)
}

@Test("The dynamic doc table: diagonal on 390 × 844")
func dynamicDocTable() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(abs(16.dynamic(.diagonal, configuration) - 24.321980) < 1e-6)
}

@Test("dynamic(.scaled) equals the principal sdp family")
func dynamicScaledIsPrincipal() {
  for window in strategyWindows {
    let c = window.configuration
    #expect(16.dynamic(.scaled, c) == 16.sdp(c))
    #expect(16.dynamic(.scaled, c, options: .init(qualifier: .width)) == 16.wdp(c))
    #expect(16.dynamic(.scaled, c, options: .init(aspectRatio: true)) == 16.sdpa(c))
    #expect(
      16.dynamic(.scaled, c, options: .init(qualifier: .height, ignoreMultiWindow: true))
        == 16.hdpi(c))
  }
}
