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
