import Testing

@testable import AppDimensStrategies

/// A window and the auto result for 16 there.
struct AutoDpCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let expected: Double
  var testDescription: String { "16.autoDp on \(width) × \(height) = \(expected)" }
}

@Test(
  "autoDp matches its doc table",
  arguments: [
    AutoDpCase(width: 390, height: 844, expected: 20.8),
    AutoDpCase(width: 1024, height: 1366, expected: 32.219968),
    AutoDpCase(width: 1920, height: 1080, expected: 32.631119),
  ])
func autoDpTable(_ row: AutoDpCase) {
  let configuration = DimensConfiguration(screenWidth: row.width, screenHeight: row.height)
  #expect(abs(16.autoDp(configuration) - row.expected) < 1e-6)
}
