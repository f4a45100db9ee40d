import Testing

@testable import AppDimensStrategies

/// One row of the logarithmic curve's worked-value table.
struct LogarithmicCurveCase: Sendable, CustomTestStringConvertible {
  let ratio: Double
  let expected: Double
  var testDescription: String { "logarithmic(\(ratio)) = \(expected)" }
}

@Test(
  "The logarithmic curve matches its worked-value table",
  arguments: [
    LogarithmicCurveCase(ratio: 1, expected: 1),
    LogarithmicCurveCase(ratio: 1.3, expected: 1.104946),
    LogarithmicCurveCase(ratio: 1024.0 / 300, expected: 1.491076),
    LogarithmicCurveCase(ratio: 0.54, expected: 0.753526),
    LogarithmicCurveCase(ratio: 0.05, expected: 0),
  ])
func logarithmicCurveTable(_ row: LogarithmicCurveCase) {
  #expect(abs(ScalingCurves.logarithmic(ratio: row.ratio) - row.expected) < 1e-6)
}

@Test("The logarithmic curve is never negative, even at a zero ratio")
func logarithmicNeverNegative() {
  #expect(ScalingCurves.logarithmic(ratio: 0) == 0)
  #expect(ScalingCurves.logarithmic(ratio: 1e-9) == 0)
}

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
