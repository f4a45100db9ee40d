import Testing

@testable import AppDimensStrategies

/// A window and the logarithmic result for 24 there.
struct LogarithmicDpCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let expected: Double
  var testDescription: String { "24.logarithmicDp on \(width) × \(height) = \(expected)" }
}

@Test(
  "logarithmicDp matches its doc table",
  arguments: [
    LogarithmicDpCase(width: 300, height: 533, expected: 24),
    LogarithmicDpCase(width: 390, height: 844, expected: 26.518697),
    LogarithmicDpCase(width: 1024, height: 1366, expected: 35.785818),
  ])
func logarithmicDpTable(_ row: LogarithmicDpCase) {
  let configuration = DimensConfiguration(screenWidth: row.width, screenHeight: row.height)
  #expect(abs(24.logarithmicDp(configuration) - row.expected) < 1e-6)
}
