import Testing

@testable import AppDimens

/// One row of the diagonal curve's worked-value table.
struct DiagonalCurveCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let expected: Double
  var testDescription: String { "diagonal(\(width) × \(height)) = \(expected)" }
}

@Test(
  "The diagonal curve matches its worked-value table",
  arguments: [
    DiagonalCurveCase(width: 300, height: 533, expected: 1),
    DiagonalCurveCase(width: 390, height: 844, expected: 1.520124),
    DiagonalCurveCase(width: 1024, height: 1366, expected: 2.791238),
    DiagonalCurveCase(width: 1920, height: 1080, expected: 3.601710),
    DiagonalCurveCase(width: 162, height: 197, expected: 0.417010),
  ])
func diagonalCurveTable(_ row: DiagonalCurveCase) {
  #expect(abs(ScalingCurves.diagonal(width: row.width, height: row.height) - row.expected) < 1e-6)
  #expect(
    ScalingCurves.diagonal(width: row.width, height: row.height)
      == ScalingCurves.diagonal(width: row.height, height: row.width))
}
